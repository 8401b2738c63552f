"""Yedo (江戶): the GameSpec. Rules load lazily.

Registered in client/games/__init__.py once its table lands (issue #22).
"""
from client.core.game import GameSpec, OptionSpec

SPEC = GameSpec(
    id="yedo", title_en="Yedo", title_zh="江戶",
    min_players=2, max_players=5, default_players=4,
    rules_module="client.games.yedo.rules",
    options=(OptionSpec("mode", "Mode", ("geisha", "samurai"), ("Geisha mode (simpler)", "Samurai mode"),
                        "geisha"),),
    ai_module="client.games.yedo.ai",
    # view_module, help_module: later slices of issue #22
)
