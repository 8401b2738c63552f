"""Samurai Sword (武士刀, Emiliano Sciarra 2012): the registered GameSpec. Rules load lazily."""
from client.core.game import GameSpec
from client.i18n import N_

SPEC = GameSpec(
    id="samurai_sword", title_en="Samurai Sword", title_zh="武士刀",
    tagline=N_("Hidden roles, honour and drawn swords"),
    min_players=3, max_players=7, default_players=5,
    play_minutes=30,  # assumption: the published game's typical length
    rules_module="client.games.samurai_sword.rules",
    view_module="client.games.samurai_sword.view",
    ai_module="client.games.samurai_sword.ai",
    help_module="client.games.samurai_sword.help",
    hint_view_module="client.games.samurai_sword.hint_view",
    setup_notes_module="client.games.samurai_sword.setup_notes",
    log_text_module="client.games.samurai_sword.log_text",
    standing_module="client.games.samurai_sword.standing",
    bench_module="client.games.samurai_sword.bench",
    art_module="client.games.samurai_sword.art",
)
