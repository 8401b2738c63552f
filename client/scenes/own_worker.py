"""A part of the review that asks a bot worker in the background (the chart, the analysis): the
worker it is given, or a process of its own, started with its first request and stopped with it."""
from __future__ import annotations

#: closing the review waits at most this long for an own worker to end (then it is killed)
STOP_SECONDS = 0.3


class OwnWorker:
    def __init__(self, worker=None):
        self._worker = worker
        self._owned = worker is None  # a worker made here is stopped here

    @property
    def worker(self):
        if self._worker is None:
            self._worker = self.new_worker()
        return self._worker

    @staticmethod
    def new_worker():
        """A bot worker process of this part's own (started with the first request)."""
        from client.ai.worker import BotWorker

        return BotWorker()

    def stop_worker(self) -> None:
        """The own worker stopped (one given is left running: it is its giver's)."""
        if self._owned and self._worker is not None:
            self._worker.stop(STOP_SECONDS)
            self._worker = None
