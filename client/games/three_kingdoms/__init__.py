"""3KingdomsBattle (鬪三國): the GameSpec. Rules, table, bots and help load lazily."""
from client.core.game import GameSpec
from client.i18n import N_

SPEC = GameSpec(
    id="three_kingdoms", title_en="3KingdomsBattle", title_zh="鬪三國",
    tagline=N_("Build a land of tiles and fight for its cities"),
    min_players=3, max_players=5, default_players=4,
    play_minutes=45,  # assumption: the published game's typical length
    rules_module="client.games.three_kingdoms.rules",
    view_module="client.games.three_kingdoms.view",
    ai_module="client.games.three_kingdoms.ai",
    help_module="client.games.three_kingdoms.help",
    hint_view_module="client.games.three_kingdoms.hint_view",
    setup_notes_module="client.games.three_kingdoms.setup_notes",
    log_text_module="client.games.three_kingdoms.log_text",
    standing_module="client.games.three_kingdoms.standing",
    bench_module="client.games.three_kingdoms.bench",
    tiled_export_module="client.games.three_kingdoms.tiled_export",
    art_module="client.games.three_kingdoms.art",
    private_information=False,  # only the stack's order is hidden, from everyone alike
)
