"""Tests never read or write the player's own user folder (issue: a player who had switched to
繁體中文 saw Yedo view tests fail on Chinese text read from their real settings)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import platformdirs

ROOT = Path(__file__).resolve().parent.parent


def test_a_players_chinese_settings_never_reach_the_tests(tmp_path, monkeypatch):
    home = tmp_path / "player"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    real = Path(platformdirs.user_data_dir("Tenka", appauthor=False))
    assert real.is_relative_to(home), "the player's folder is the one under this HOME"
    real.mkdir(parents=True)
    chosen = json.dumps({"language": "zh_Hant", "animation": "slow"})
    (real / "settings.json").write_text(chosen, encoding="utf-8")
    untouched = real.stat().st_mtime_ns  # even a file made and deleted again (a write probe) changes it

    env = {k: v for k, v in os.environ.items() if k not in ("TENKA_HOME", "XDG_DATA_HOME")}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0",
                           "tests/home_probe.py"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "3 passed" in proc.stdout
    assert [p.name for p in real.iterdir()] == ["settings.json"], "nothing written beside it"
    assert real.stat().st_mtime_ns == untouched, "nothing written there, even for a moment"
    assert (real / "settings.json").read_text(encoding="utf-8") == chosen
