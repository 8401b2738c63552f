"""Shogun (將軍, Dirk Henn 2006): the registered GameSpec. Rules load lazily."""
from client.core.game import GameSpec, OptionSpec
from client.i18n import N_

SPEC = GameSpec(
    id="shogun", title_en="Shogun", title_zh="將軍",
    tagline=N_("Plan in secret, win Japan province by province"),
    min_players=3, max_players=5, default_players=4,
    play_minutes=120,  # assumption: the published game's typical length
    rules_module="client.games.shogun.rules", ai_module="client.games.shogun.ai", view_module="client.games.shogun.view",
    help_module="client.games.shogun.help",
    hint_view_module="client.games.shogun.hint_view",
    setup_notes_module="client.games.shogun.setup_notes",
    log_text_module="client.games.shogun.log_text",
    standing_module="client.games.shogun.standing",
    bench_module="client.games.shogun.bench",
    art_module="client.games.shogun.art",
    options=(
        OptionSpec("face", "Board face", ("sun", "moon"), ("Sun", "Moon"), "sun"),
        OptionSpec("setup", "Starting provinces", ("draft", "assigned"), ("Draft", "Assigned"), "draft"),
    ),
)
