"""3KingdomsBattle (鬪三國): the GameSpec. Rules load lazily.

Registered in client/games/__init__.py once its table lands (issue #20).
"""
from client.core.game import GameSpec

SPEC = GameSpec(
    id="three_kingdoms", title_en="3KingdomsBattle", title_zh="鬪三國",
    min_players=3, max_players=5, default_players=4,
    rules_module="client.games.three_kingdoms.rules",
    # view_module: the table (issue #20, table slice)
    ai_module="client.games.three_kingdoms.ai",
    # help_module: rules help (issue #20, words slice)
)
