"""pyproject.toml in the form setuptools installs without warnings (a license table printed
~50 lines of deprecation warnings on every `make play`)."""
import tomllib
from pathlib import Path

from packaging.licenses import canonicalize_license_expression
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent


def test_the_license_is_an_spdx_expression_with_its_files_shipped():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = meta["project"]
    assert isinstance(project["license"], str), "a string, not the deprecated table"
    assert canonicalize_license_expression(project["license"]) == project["license"]
    assert project["license-files"] and all((ROOT / f).is_file() for f in project["license-files"])
    setuptools = next(Requirement(r) for r in meta["build-system"]["requires"] if r.startswith("setuptools"))
    assert not setuptools.specifier.contains("76.9"), "license-files needs setuptools 77 or later"
