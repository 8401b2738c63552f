"""姬札大戰 (Himefuda Battle): the GameSpec. Rules load lazily.

Registered in client/games/__init__.py (issue #21).
"""
from client.core.game import GameSpec, OptionSpec

# a player's own deck travels whole in deck0/deck1 (deck_option), built in the deck builder
DECK_OPTION = "client.games.himefuda.deck_option"
DECK_BUILDER = "client.games.himefuda.deck_builder"

SPEC = GameSpec(
    id="himefuda", title_en="Himefuda Battle", title_zh="姬札大戰",
    min_players=2, max_players=2, default_players=2,
    rules_module="client.games.himefuda.rules",
    options=(
        OptionSpec("deck0", "First seat's deck", ("wei", "shu"), ("Wei starter", "Shu starter"), "wei",
                   custom=DECK_OPTION, editor=DECK_BUILDER),
        OptionSpec("deck1", "Second seat's deck", ("wei", "shu"), ("Wei starter", "Shu starter"), "shu",
                   custom=DECK_OPTION, editor=DECK_BUILDER),
    ),
    help_module="client.games.himefuda.help",
    # view_module: the table; ai_module: the bots (issue #21, later slices)
)
