"""The program as a player starts it, measured from outside: start-up (process start to the first
frame on screen, from source and frozen: ``TENKA_EXIT_AFTER_FIRST_FRAME=1`` makes the window quit
after its first flip) and the size of the built executables in dist/ (``make build``); and how
the other sections start it in a child process."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Sequence

from .table import SKIP, Row, fmt_mb, fmt_s, verdict

STARTUP_SOURCE_S = 1.5
STARTUP_FROZEN_S = 3.0
ONEFILE_MB = 60.0
FIRST_FRAME_MARK = "tenka: first frame"
EXIT_AFTER_FIRST_FRAME = "TENKA_EXIT_AFTER_FIRST_FRAME"


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def program_command() -> list[str]:
    """How to start this same program: the executable when frozen, else ``python -m client``."""
    return [sys.executable] if frozen() else [sys.executable, "-m", "client"]


def child_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               # a frozen program starting itself again: a fresh instance, not a helper of this one
               PYINSTALLER_RESET_ENVIRONMENT="1")
    env.pop(EXIT_AFTER_FIRST_FRAME, None)
    env.update(extra)
    return env


def exe_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def process_tree(root: int) -> list[int]:
    """``root`` and its descendants, from /proc/*/stat."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry))
    tree = [root]
    for pid in tree:
        tree.extend(children.get(pid, ()))
    return tree


def source_cwd() -> Path | None:
    if frozen():
        return None
    from client.paths import bundle_root

    return bundle_root()


def time_to_first_frame(command: Sequence[str], cwd: Path | None = None, timeout: float = 60.0) -> float:
    """Seconds from starting ``command`` to its first frame on screen (the mark on stdout)."""
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home, \
            tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errors:
        env = child_env(TENKA_HOME=home, **{EXIT_AFTER_FIRST_FRAME: "1"})
        start = time.perf_counter()
        proc = subprocess.Popen(list(command), cwd=cwd, env=env, stdout=subprocess.PIPE,
                                stderr=errors, text=True)
        watchdog = threading.Timer(timeout, proc.kill)  # a window that never draws must not hang us
        watchdog.start()
        try:
            seen = None
            for line in proc.stdout:  # type: ignore[union-attr]
                if line.strip() == FIRST_FRAME_MARK:
                    seen = time.perf_counter() - start
                    break
            proc.communicate()
        finally:
            watchdog.cancel()
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if seen is None or proc.returncode != 0:
            errors.seek(0)
            tail = errors.read().strip().splitlines()[-3:]
            raise RuntimeError(f"{Path(command[0]).name} exited {proc.returncode} without a first frame"
                               + (": " + " / ".join(tail) if tail else ""))
        return seen


def built(dist: Path) -> dict[str, Path]:
    """The executables ``make build`` leaves in ``dist``: one-file, one-folder."""
    found = {}
    onefile = dist / f"tenka{exe_suffix()}"
    onedir = dist / "tenka-folder" / f"tenka{exe_suffix()}"
    if onefile.is_file():
        found["one-file"] = onefile
    if onedir.is_file():
        found["one-folder"] = onedir
    return found


def this_build() -> tuple[str, Path]:
    """When frozen: which kind of build is running, and its executable."""
    exe = Path(sys.executable)
    meipass = Path(getattr(sys, "_MEIPASS", exe.parent)).resolve()
    beside = exe.resolve().parent
    kind = "one-folder" if meipass in (beside, beside / "_internal") else "one-file"
    return kind, exe


def bench_startup(runs: int, dist: Path) -> list[Row]:
    from client.paths import bundle_root

    rows = []
    budget = f"< {fmt_s(STARTUP_SOURCE_S)}"
    if frozen():
        rows.append(Row("start-up", "from source (python -m client)", "run the bench from source",
                        budget, SKIP))
        kind, exe = this_build()
        targets = {kind: exe}
    else:
        times = [time_to_first_frame(program_command(), cwd=bundle_root()) for _ in range(runs)]
        median = statistics.median(times)
        rows.append(Row("start-up", f"from source (python -m client), median of {runs}", fmt_s(median),
                        budget, verdict(median < STARTUP_SOURCE_S)))
        targets = built(dist)
    budget = f"< {fmt_s(STARTUP_FROZEN_S)}"
    for kind in ("one-file", "one-folder"):
        exe = targets.get(kind)
        if exe is None:
            rows.append(Row("start-up", f"frozen {kind}", "not built (make build)" if not frozen()
                            else "not this build", budget, SKIP))
            continue
        times = [time_to_first_frame([str(exe)]) for _ in range(runs)]
        median = statistics.median(times)
        rows.append(Row("start-up", f"frozen {kind}, median of {runs}", fmt_s(median), budget,
                        verdict(median < STARTUP_FROZEN_S)))
    return rows


def bench_size(dist: Path) -> list[Row]:
    budget = f"< {ONEFILE_MB:.0f} MB"
    if frozen():
        kind, exe = this_build()
        found = {kind: exe}
    else:
        found = built(dist)
    rows = []
    onefile = found.get("one-file")
    if onefile is None:
        rows.append(Row("size", "one-file executable", "not built (make build)" if not frozen()
                        else "not this build", budget, SKIP))
    else:
        size = onefile.stat().st_size
        rows.append(Row("size", f"one-file executable ({onefile.name})", fmt_mb(size), budget,
                        verdict(size / 1e6 < ONEFILE_MB)))
    onedir = found.get("one-folder")
    if onedir is None:
        rows.append(Row("size", "one-folder build", "not built (make build)" if not frozen() else "not this build"))
    else:
        rows.append(Row("size", f"one-folder build ({onedir.parent.name}/)", fmt_mb(folder_size(onedir.parent))))
    return rows
