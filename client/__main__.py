"""python -m client → the window, or a subcommand (selfplay, shot, check, bench)."""
import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before anything imports pygame

from client.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the bot worker process, also when frozen
    sys.exit(main())
