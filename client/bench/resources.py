"""What the program costs at rest and at its largest, in a child process: CPU use on its title
screen at rest (dummy video driver; Linux: /proc), and the peak resident memory of a selfplay at a
game's most players with mixed bots (not on Windows)."""
from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Iterable, Sequence

from .games import bench_for
from .programs import child_env, process_tree, program_command, source_cwd
from .table import SKIP, Row, fmt_mb, verdict

PEAK_MEMORY_MB = 300.0
IDLE_CPU_PERCENT = 5.0  # the title screen at rest, of one core
IDLE_SETTLE_S, IDLE_MEASURE_S = 3.0, 5.0  # quick: 2 s and 2 s


def cpu_seconds(pids: Iterable[int]) -> float:
    """User + system CPU seconds the processes used so far (from /proc; 0 for one gone)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return total / os.sysconf("SC_CLK_TCK")


def idle_cpu(command: Sequence[str], settle: float, seconds: float) -> float:
    """Percent of one core that ``command`` (and its children) use after ``settle`` seconds."""
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home, \
            tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errors:
        proc = subprocess.Popen(list(command), env=child_env(TENKA_HOME=home), cwd=source_cwd(),
                                stdout=subprocess.DEVNULL, stderr=errors)
        percent = None
        try:
            time.sleep(settle)
            if proc.poll() is None:
                before, start = cpu_seconds(process_tree(proc.pid)), time.monotonic()
                time.sleep(seconds)
                if proc.poll() is None:
                    used = cpu_seconds(process_tree(proc.pid)) - before
                    percent = 100 * used / (time.monotonic() - start)
        finally:
            proc.terminate()  # SDL turns it into a QUIT event: the window closes as a player's would
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if percent is None:
            errors.seek(0)
            tail = errors.read().strip().splitlines()[-3:]
            raise RuntimeError(f"the program exited {proc.returncode} before it was measured"
                               + (": " + " / ".join(tail) if tail else ""))
        return percent


def bench_idle(quick: bool) -> list[Row]:
    settle, seconds = (2.0, 2.0) if quick else (IDLE_SETTLE_S, IDLE_MEASURE_S)
    what = f"title screen at rest: CPU over {seconds:g} s (dummy video driver)"
    budget = f"< {IDLE_CPU_PERCENT:g} % of a core"
    if not Path("/proc/self/stat").exists():
        return [Row("idle", what, "measured on Linux only (/proc)", budget, SKIP)]
    percent = idle_cpu(program_command(), settle, seconds)
    return [Row("idle", what, f"{percent:.1f} % of a core", budget, verdict(percent < IDLE_CPU_PERCENT))]


def memory_command(quick: bool, seed: int) -> tuple[str, list[str]]:
    from client.games import REGISTRY

    # the game whose bench says its selfplay is the memory figure (Shogun's), else the first
    spec = next((s for s in REGISTRY.values() if bench_for(s).memory), None) or next(iter(REGISTRY.values()))
    players = spec.max_players
    if quick:
        levels = ["random"] * players
        think = []
    else:
        cycle = ("normal", "easy", "random")
        levels = [cycle[i % len(cycle)] for i in range(players)]
        think = ["--think", "0.05"]
    counts = {level: levels.count(level) for level in dict.fromkeys(levels)}
    bots = " ".join(level if n == 1 else f"{level}×{n}" for level, n in counts.items())
    what = f"{spec.title_en} {players}p selfplay: {bots}" + (", think 0.05 s" if think else "")
    return what, [*program_command(), "selfplay", spec.id, "--players", str(players), "--seed", str(seed),
                  "--bots", ",".join(levels), *think]


def peak_memory(command: Sequence[str], timeout: float = 600.0) -> int:
    """Peak resident set size in bytes of ``command`` (with its child processes), run to the end.

    Linux: the largest ``VmHWM`` seen in /proc for the process and each descendant,
    summed (a one-file build runs as a small unpacker plus the program).
    ``getrusage``'s ``ru_maxrss`` is no use there: a child's figure starts from
    the parent's own size at fork time. macOS: ``wait4``'s ``ru_maxrss``.
    """
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home:
        proc = subprocess.Popen(list(command), env=child_env(TENKA_HOME=home), cwd=source_cwd(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout
        linux = Path("/proc/self/status").exists()
        peaks: dict[int, int] = {}
        try:
            while True:
                if linux:
                    for pid in process_tree(proc.pid):
                        hwm = _vm_hwm(pid)
                        if hwm > peaks.get(pid, 0):
                            peaks[pid] = hwm
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"selfplay did not finish in {timeout:.0f} s")
                time.sleep(0.02)
        except BaseException:
            proc.kill()
            proc.wait()
            raise
        proc.returncode = os.waitstatus_to_exitcode(status)
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        if proc.stderr:
            proc.stderr.close()
        if proc.returncode != 0:
            raise RuntimeError(f"selfplay exited {proc.returncode}: {err.strip()[-300:]}")
    if linux:
        return sum(peaks.values())
    return usage.ru_maxrss  # macOS reports bytes


def _vm_hwm(pid: int) -> int:
    """The process's peak resident set so far, in bytes (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def bench_memory(quick: bool, seed: int) -> list[Row]:
    budget = f"< {PEAK_MEMORY_MB:.0f} MB"
    what, command = memory_command(quick, seed)
    if not hasattr(os, "wait4"):
        return [Row("memory", what, "not measured on Windows (no getrusage)", budget, SKIP)]
    peak = peak_memory(command)
    return [Row("memory", what, f"{fmt_mb(peak)} peak RSS", budget, verdict(peak / 1e6 < PEAK_MEMORY_MB))]
