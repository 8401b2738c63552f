"""姬札大戰 (Himefuda Battle): the GameSpec. Rules load lazily.

Registered in client/games/__init__.py once its table lands (issue #21).
"""
from client.core.game import GameSpec, OptionSpec

SPEC = GameSpec(
    id="himefuda", title_en="Himefuda Battle", title_zh="姬札大戰",
    min_players=2, max_players=2, default_players=2,
    rules_module="client.games.himefuda.rules",
    ai_module="client.games.himefuda.ai",
    options=(
        OptionSpec("deck0", "First seat's deck", ("wei", "shu"), ("Wei starter", "Shu starter"), "wei"),
        OptionSpec("deck1", "Second seat's deck", ("wei", "shu"), ("Wei starter", "Shu starter"), "shu"),
    ),
    # view_module: the table; help_module: rules help (issue #21, later slices)
)
