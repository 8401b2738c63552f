"""Yedo (江戶): the GameSpec. Rules, table, bots and help load lazily."""
from client.core.game import GameSpec, OptionSpec
from client.i18n import N_

SPEC = GameSpec(
    id="yedo", title_en="Yedo", title_zh="江戶",
    tagline=N_("Send your disciples on missions in old Edo"),
    min_players=2, max_players=5, default_players=4,
    play_minutes=120,  # assumption: the published game's typical length
    rules_module="client.games.yedo.rules",
    options=(OptionSpec("mode", "Mode", ("geisha", "samurai"), ("Geisha mode (simpler)", "Samurai mode"),
                        "geisha"),),
    view_module="client.games.yedo.view",
    ai_module="client.games.yedo.ai",
    help_module="client.games.yedo.help",
    hint_view_module="client.games.yedo.hint_view",
    setup_notes_module="client.games.yedo.setup_notes",
    log_text_module="client.games.yedo.log_text",
    standing_module="client.games.yedo.standing",
    bench_module="client.games.yedo.bench",
    art_module="client.games.yedo.art",
)
