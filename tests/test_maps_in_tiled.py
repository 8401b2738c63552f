"""Our maps are real Tiled maps: the Tiled editor opens them and reads the same facts.

Needs the Debian package ``tiled`` (README's Quick start; .ci/run installs it): without it these
tests skip, unless TENKA_REQUIRE_TILED=1 (set by .ci/run) makes them fail.
"""
import importlib.util
from pathlib import Path

import pytest

from tests.needs import require_tiled

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("check_maps_with_tiled", ROOT / "tools" / "check_maps_with_tiled.py")
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    require_tiled()
    tmx = ROOT / "maps" / "shogun_sun.tmx"
    return tmx, check.tiled_export(tmx, tmp_path_factory.mktemp("tiled") / "sun.json")


def test_every_map_opens_in_tiled_and_agrees_with_the_loader():
    require_tiled()
    assert check.main() == 0


def test_the_comparison_notices_a_difference(exported):
    tmx, data = exported
    assert check.compare(tmx, data) == []
    provinces = next(layer for layer in data["layers"] if layer["name"] == "provinces")
    omi = next(o for o in provinces["objects"] if o["name"] == "Omi")
    tax = next(p for p in omi["properties"] if p["name"] == "tax")
    tax["value"] += 1
    omi["polygon"][0]["x"] += 5
    found = check.compare(tmx, data)
    assert any("Omi.tax" in p for p in found) and any("Omi's polygon" in p for p in found)
