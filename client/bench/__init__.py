"""``python -m client bench``: one table of the figures that matter, with budgets (client/bench/command.py
says what each section measures). Each game's own figures come from its ``GameSpec.bench_module``
(client/bench/games.py)."""
