"""The toy game's spec, from a module that in a bot worker process finishes importing
only once the file named by $TENKA_TEST_START_GATE exists: a slow (or stuck) start-up
for tests/test_worker_deadline.py. The test process itself imports it at once."""
import multiprocessing
import os
import time

from tests.toygame import SPEC

__all__ = ["SPEC", "GATE"]
GATE = "TENKA_TEST_START_GATE"

if multiprocessing.parent_process() is not None and os.environ.get(GATE):
    while not os.path.exists(os.environ[GATE]):
        time.sleep(0.02)
