"""A window killed outright (kill -9) takes its bot worker, and multiprocessing's resource
tracker, with it within seconds: neither lives on as an orphan (it did for ~30 minutes)."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# a stand-in for the window: starts a worker, says the pids, then waits to be killed
WINDOW = """
import time
from multiprocessing import resource_tracker
from client.ai.messages import MoveRequest, Position
from client.ai.worker import BotWorker

worker = BotWorker(extra_specs=["tests.toygame:SPEC"])
worker.send(MoveRequest(Position("toy", 2, {}, 1, [], 0), "random"))
while worker.poll() is None:  # answered: the process is up and listening
    time.sleep(0.02)
print(worker.pid, resource_tracker._resource_tracker._pid, flush=True)
time.sleep(120)
"""


def gone(pid: int) -> bool:
    """Ended: no such process, or only a zombie left for a parent that never reaps it."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rpartition(")")[2].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


def test_killing_the_window_ends_its_worker_and_the_resource_tracker():
    worker = None
    window = subprocess.Popen([sys.executable, "-c", WINDOW], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        worker, tracker = (int(pid) for pid in window.stdout.readline().split())
        assert not gone(worker) and not gone(tracker)
        window.send_signal(signal.SIGKILL)
        window.wait(10)
        deadline = time.monotonic() + 5.0
        while not (gone(worker) and gone(tracker)):
            assert time.monotonic() < deadline, f"still running: worker {not gone(worker)}, tracker {not gone(tracker)}"
            time.sleep(0.05)
    finally:
        window.kill()
        window.wait(10)
        if worker is not None and not gone(worker):  # a failure leaves no orphan behind
            os.kill(worker, signal.SIGKILL)
