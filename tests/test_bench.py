"""`python -m client bench`: the table's formatting, and a quick run that prints every section."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client.bench.bots import bench_search_speed
from client.bench.command import SECTIONS
from client.bench.programs import bench_size
from client.bench.table import ERROR, FAIL, PASS, SKIP, Row, format_table, percentile

ROOT = Path(__file__).resolve().parent.parent


def test_table_aligns_columns_names_each_section_once_and_counts_budgets():
    rows = [
        Row("rules", "Shogun 3p: 2 random games", "90 games/s", "slowest < 200 ms", PASS),
        Row("rules", "Shogun 4p: 2 random games", "70 games/s", "slowest < 200 ms", FAIL),
        Row("bots", "Shogun 4p, random: 2 decisions", "median 0.01 ms, p95 0.01 ms"),
        Row("size", "one-file executable", "not built (make build)", "< 60 MB", SKIP),
        Row("memory", "could not be measured", "RuntimeError: boom", result=ERROR),
    ]
    text = format_table(rows, ["Tenka bench (quick)", "Linux"])
    lines = text.splitlines()
    assert lines[:3] == ["Tenka bench (quick)", "Linux", ""]
    header, rule = lines[3], lines[4]
    assert header.split() == ["section", "measure", "figure", "budget", "result"]
    assert set(rule.replace(" ", "")) == {"-"}
    body = lines[5:5 + len(rows)]
    # every column starts where its header does
    for name in ("measure", "figure", "budget"):
        col = header.index(name)
        for line, row in zip(body, rows):
            value = getattr(row, name)
            if value:
                assert line[col:col + len(value)] == value
    # the section is named on its first row only
    assert body[0].startswith("rules ") and body[1].startswith("  ") and body[2].startswith("bots ")
    assert body[1].rstrip().endswith(FAIL) and body[0].rstrip().endswith(PASS)
    assert lines[-1] == "budgets: 1 met, 1 missed; 1 skipped; 1 errors"
    assert all(line == line.rstrip() for line in lines)


def test_table_without_title_starts_with_the_header():
    text = format_table([Row("size", "one-folder build", "38.2 MB")])
    assert text.splitlines()[0].split() == ["section", "measure", "figure", "budget", "result"]
    assert text.splitlines()[-1] == "budgets: 0 met, 0 missed"


def test_percentile_is_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 0.95) == 95
    assert percentile(values, 0.99) == 99
    assert percentile([3.0], 0.99) == 3.0
    assert percentile([5, 1, 3], 0.5) == 3
    with pytest.raises(ValueError):
        percentile([], 0.5)


def test_size_reports_built_executables_against_the_budget(tmp_path):
    assert [r.result for r in bench_size(tmp_path)] == [SKIP, ""]
    suffix = ".exe" if sys.platform == "win32" else ""
    (tmp_path / f"tenka{suffix}").write_bytes(b"x" * 2_000_000)
    folder = tmp_path / "tenka-folder"
    (folder / "_internal").mkdir(parents=True)
    (folder / f"tenka{suffix}").write_bytes(b"x" * 1_000_000)
    (folder / "_internal" / "lib.so").write_bytes(b"x" * 3_000_000)
    onefile, onedir = bench_size(tmp_path)
    assert (onefile.figure, onefile.result) == ("2.0 MB", PASS)
    assert onedir.figure == "4.0 MB" and onedir.result == ""


def test_unknown_section_is_refused(capsys):
    from client import cli

    assert cli.main(["bench", "--sections", "rules,speed"]) == 2
    assert "--sections" in capsys.readouterr().err


def test_quick_bench_prints_every_section(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.run([sys.executable, "-m", "client", "bench", "--quick", "--dist", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    sections = [line.split()[0] for line in out.splitlines() if line[:1].isalpha()]
    for section in SECTIONS:
        assert section in sections, out
    assert "ERROR" not in out
    assert "worker process: normal move round trip" in out  # a move came back from the spawned worker
    assert "from source (python -m client)" in out
    assert "Shogun table" in out
    assert "not built (make build)" in out  # nothing in the empty --dist folder
    assert out.rstrip().splitlines()[-1].startswith("budgets: ")


def test_the_search_speed_rows_give_each_games_normal_iterations_per_cpu_second():
    rows = bench_search_speed(1, 0.01, seed=2)
    from client.games import REGISTRY

    assert [r.measure.split(":")[0] for r in rows] == [s.title_en for s in REGISTRY.values()]
    for r in rows:
        assert "iterations/CPU-s" in r.figure and r.budget == "≥ 500 it/CPU-s" and r.result in (PASS, FAIL)


def test_each_games_own_figures_come_from_the_bench_module_its_spec_names():
    from client.bench.games import NOTHING_MORE, GameBench, bench_for
    from client.bench.frames import game_tables
    from client.games import REGISTRY
    from tests.toygame import SPEC as TOY

    own = {spec.id: bench_for(spec) for spec in REGISTRY.values()}
    assert all(isinstance(b, GameBench) for b in own.values())
    assert bench_for(TOY) is NOTHING_MORE  # a game that names none gets every game's figures only
    assert [t.label for t in game_tables()] == [t.label for b in own.values() for t in b.tables]
    assert own["three_kingdoms"].calls and own["shogun"].long_review and own["shogun"].memory
