"""姬札大戰 (Himefuda Battle): the GameSpec. Rules load lazily.

Registered in client/games/__init__.py (issue #21).
"""
from client.core.game import GameSpec, OptionSpec
from client.i18n import N_

# a player's own deck travels whole in deck0/deck1 (deck_option), built in the deck builder
DECK_OPTION = "client.games.himefuda.deck_option"
DECK_BUILDER = "client.games.himefuda.deck_builder"
_DECKS = ("wei", "shu", "wu", "qun")
_DECK_LABELS = ("Wei starter", "Shu starter", "Wu starter", "Qun starter")

SPEC = GameSpec(
    id="himefuda", title_en="Himefuda Battle", title_zh="姬札大戰",
    tagline=N_("Two decks of generals meet on one battlefield"),
    min_players=2, max_players=2, default_players=2,
    play_minutes=30,  # assumption: the published game's typical length
    rules_module="client.games.himefuda.rules",
    view_module="client.games.himefuda.view",
    ai_module="client.games.himefuda.ai",
    options=(
        OptionSpec("deck0", "First seat's deck", _DECKS, _DECK_LABELS, "wei", custom=DECK_OPTION, editor=DECK_BUILDER),
        OptionSpec("deck1", "Second seat's deck", _DECKS, _DECK_LABELS, "shu", custom=DECK_OPTION, editor=DECK_BUILDER),
        # H-3: the handicapped seat's limit rises and it may field the Joker
        OptionSpec("handicap", "Handicap", ("none", "deck0", "deck1"),
                   ("No handicap", "First seat", "Second seat"), "none"),
        OptionSpec("handicap_points", "Handicap points", ("1", "2", "3"),
                   ("+1 point", "+2 points", "+3 points"), "1", counts_when=("handicap", ("deck0", "deck1"))),
        # H-2: the plain field, or each seat rolls its own half-field from the map
        OptionSpec("terrain", "Terrain", ("plain", "random"), ("Plain field", "Random terrain"), "plain"),
    ),
    help_module="client.games.himefuda.help",
    hint_view_module="client.games.himefuda.hint_view",
    setup_notes_module="client.games.himefuda.setup_notes",
    log_text_module="client.games.himefuda.log_text",
    standing_module="client.games.himefuda.standing",
    bench_module="client.games.himefuda.bench",
    art_module="client.games.himefuda.art",
)
