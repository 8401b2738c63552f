"""The seat setup screen as players see it: levels only for bots, markers that show on the dark
panel, default names in the player's language, and the game's notes for the chosen player count."""
import itertools
import random

import pygame
import pytest

from client.app import App
from client.games import get
from client.i18n import set_language
from client.render import notes as notes_mod
from client.render import palette, text
from client.render.palette import SEAT_COLOURS
from client.render.shapes import draw_marker


@pytest.fixture
def app():
    from client import settings

    app = App(headless=True, settings=settings.Settings())
    yield app
    set_language("en")
    app.shutdown()


def setup_scene(app, game: str, players: int | None = None, **options):
    from client.scenes.setup import SetupScene

    scene = SetupScene(app, get(game), random.Random(1))
    if players is not None:
        scene.count.value = players
        scene.set_players(players)
    for key, value in options.items():
        scene.set_option(key, value)
    app.stack.reset(scene)
    return scene


class Drawn(list):
    """Every string the screen lays out in a box, in order; ``cut`` those shortened with "…"."""

    def __init__(self):
        super().__init__()
        self.cut = []


@pytest.fixture
def drawn_text(monkeypatch):
    seen = Drawn()
    original = text.layout_in_box

    def recording(t, *args, **kwargs):
        result = original(t, *args, **kwargs)
        seen.append(t)
        if result.truncated:
            seen.cut.append(t)
        return result

    monkeypatch.setattr(text, "layout_in_box", recording)
    return seen


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=1, pos=pos))


# -- the level control --------------------------------------------------------------
def test_a_human_seat_shows_no_level_and_a_bot_seat_does(app):
    scene = setup_scene(app, "samurai_sword")
    human, bot = scene.rows[0], scene.rows[1]
    assert scene.seats[0]["kind"] == "human" and scene.seats[1]["kind"] == "bot"
    app.draw()
    inside = lambda row: (row.level.rect.x + 6, row.level.rect.centery)  # noqa: E731 (left of the label)
    # a level is a paper tag on the seats' sheet (palette.KINARI): none drawn for a human
    assert tuple(app.screen.get_at(inside(human)))[:3] != palette.KINARI, "no level tag drawn for a human"
    assert tuple(app.screen.get_at(inside(bot)))[:3] == palette.KINARI
    assert human.level not in scene.widgets() and bot.level in scene.widgets()
    click(app, human.level.rect.center)
    assert scene.seats[0]["level"] == "normal", "a hidden level cannot be changed"

    human.kind.step(1)  # the first seat becomes a bot: its level appears
    app.draw()
    assert tuple(app.screen.get_at(inside(human)))[:3] == palette.KINARI
    assert human.level in scene.widgets()


# -- seat markers ---------------------------------------------------------------------
contrast = palette.contrast  # WCAG contrast ratio


def weak_edge(surface, box: pygame.Rect, ground) -> tuple[int, int]:
    """(pixels of the marker's outer edge, those of them below 3:1 against ``ground``) in ``box``:
    the edge is every pixel unlike the ground that touches it."""
    edge = []
    for x, y in itertools.product(range(box.left + 1, box.right - 1), range(box.top + 1, box.bottom - 1)):
        here = tuple(surface.get_at((x, y)))[:3]
        if here != ground and any(tuple(surface.get_at(p))[:3] == ground
                                  for p in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))):
            edge.append(here)
    return len(edge), sum(contrast(px, ground) < 3 for px in edge)


@pytest.mark.parametrize("radius", [6, 10, 17, 44])
@pytest.mark.parametrize("colour", SEAT_COLOURS, ids=lambda c: c.key)
def test_every_seat_marker_has_an_edge_that_shows_on_the_dark_panel(colour, radius):
    """The marker's outer edge stands out from the dark panel by WCAG's 3:1 for graphics,
    whatever the seat's colour: black included."""
    size = 2 * radius + 24
    surface = pygame.Surface((size, size))
    surface.fill(palette.LACQUER)
    draw_marker(surface, (size // 2, size // 2), radius, colour)
    edge, weak = weak_edge(surface, surface.get_rect(), palette.LACQUER)
    assert edge, "the marker drew nothing"
    assert weak <= edge // 20, f"{colour.key}: {weak} of {edge} edge pixels fade into the panel"


def test_every_seats_marker_on_the_setup_sheet_shows_its_outline(app):
    """On the seats' paper sheet a marker's ink outline shows it whatever its colour, the pale
    ones (yellow, white) as well as black: a ring of pixels at 3:1 or more against the paper."""
    scene = setup_scene(app, "samurai_sword", 7)
    app.draw()
    for row in scene.rows[: scene.players]:
        box = pygame.Rect(0, 0, 40, 40)
        box.center = (scene.rows[0].name.rect.x - 50, row.y + 25)
        strong = sum(palette.contrast(tuple(app.screen.get_at(p))[:3], palette.SHEET) >= 3
                     for p in itertools.product(range(box.left, box.right), range(box.top, box.bottom)))
        assert strong >= 90, (SEAT_COLOURS[scene.seats[row.index]["colour"]].key, strong)


# -- default names ----------------------------------------------------------------------
def test_default_seat_names_are_translated_and_follow_a_language_switch(app):
    set_language("zh_Hant")
    scene = setup_scene(app, "shogun")
    app.draw()
    assert [row.name.text for row in scene.rows[:3]] == ["玩家1", "玩家2", "玩家3"]

    field = scene.rows[1].name  # the player types a name in the second seat
    click(app, field.rect.center)
    for _ in field.text:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="阿明"))
    click(app, (5, 5))

    set_language("en")
    app.draw()
    assert [row.name.text for row in scene.rows[:3]] == ["Player 1", "阿明", "Player 3"]
    assert [seat.name for seat in scene.build_seats()[:3]] == ["Player 1", "阿明", "Player 3"]
    set_language("zh_Hant")
    app.draw()
    assert scene.rows[2].name.text == "玩家3" and scene.rows[1].name.text == "阿明"


def test_everyday_names_draw_and_characters_the_font_lacks_are_left_out_with_a_message(app):
    from client.render.text import missing_glyphs

    names = ["織田信長", "劉備", "諸葛亮", "さくら", "タロウ", "龍馬", "陳淑芬", "渡邊", "José", "Zoë", "김민준", "박서연"]
    assert [n for n in names if missing_glyphs(n)] == []
    scene = setup_scene(app, "shogun")
    field = scene.rows[0].name
    click(app, field.rect.center)
    for _ in field.text:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="똠龍😀"))  # 똠: a Hangul syllable outside KS X 1001
    assert field.text == "龍", "only what the table can draw is typed"
    assert "2" in app.toasts[-1][0] and "left out" in app.toasts[-1][0]


def test_a_korean_name_is_accepted_whole_and_drawn_without_the_systems_fonts(app, drawn_text):
    scene = setup_scene(app, "shogun")
    field = scene.rows[0].name
    click(app, field.rect.center)
    for _ in field.text:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    toasts = len(app.toasts)
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="김민"))
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="\u110c\u116e\u11ab"))  # 준 as three jamo
    assert field.text == "김민준" and len(app.toasts) == toasts, "nothing refused"
    click(app, (5, 5))
    app.draw()
    assert "김민준" in drawn_text
    assert scene.build_seats()[0].name == "김민준"


def test_a_name_cleared_while_typing_stays_empty_and_starts_as_the_default(app):
    scene = setup_scene(app, "shogun")
    field = scene.rows[0].name
    click(app, field.rect.center)
    for _ in "Player 1":
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    app.draw()
    assert field.text == "", "the field does not refill under the player's fingers"
    assert scene.build_seats()[0].name == "Player 1"


# -- the game's notes for the player count -------------------------------------------
def test_samurai_sword_lists_the_roles_of_each_player_count():
    from client.games.samurai_sword.setup_notes import roles_in_play

    # the seed's table (3 players: the variant)
    assert roles_in_play(3) == [("shogun", 1), ("ninja", 2)]
    assert roles_in_play(4) == [("shogun", 1), ("samurai", 1), ("ninja", 2)]
    assert roles_in_play(5) == [("shogun", 1), ("samurai", 1), ("ninja", 2), ("ronin", 1)]
    assert roles_in_play(6) == [("shogun", 1), ("samurai", 1), ("ninja", 3), ("ronin", 1)]
    assert roles_in_play(7) == [("shogun", 1), ("samurai", 2), ("ninja", 3), ("ronin", 1)]


def test_samurai_sword_setup_shows_the_roles_and_camps_and_follows_the_count(app, drawn_text):
    scene = setup_scene(app, "samurai_sword", 5)
    app.draw()
    assert "Roles with 5 players" in drawn_text
    for role, count in (("Shogun", "1"), ("Samurai", "1"), ("Ninja", "2"), ("Ronin", "1")):
        i = drawn_text.index(role)
        assert drawn_text[i + 1] == count, f"{role}: {drawn_text[i:i + 4]}"
    assert drawn_text[drawn_text.index("Ronin") + 3] == "×2"
    assert "Shogun and Samurai: the most points at the end, or a tie with the Ronin." in drawn_text
    assert "Ninja: the most points at the end, or any tie." in drawn_text
    assert "Ronin: alone; more points than every camp at the end." in drawn_text

    scene.count.step(-1)
    scene.count.step(-1)  # 3 players: the Shogun against two Ninja
    drawn_text.clear()
    app.draw()
    assert "Roles with 3 players" in drawn_text
    assert "Samurai" not in drawn_text and "Ronin" not in drawn_text
    shogun = drawn_text.index("Shogun")
    assert drawn_text[shogun:shogun + 4] == ["Shogun", "1", "6", "×2"]
    assert "Shogun: the most points at the end." in drawn_text

    set_language("zh_Hant")
    scene.count.step(-1)  # round to 7
    drawn_text.clear()
    app.draw()
    assert "7人遊戲的身分" in drawn_text
    samurai = drawn_text.index("武士")
    assert drawn_text[samurai:samurai + 4] == ["武士", "2", "4", "×1"]
    assert "將軍與武士：終局時分數最高，與浪人同分也算贏。" in drawn_text


def test_shogun_setup_shows_what_the_count_and_face_change(app, drawn_text):
    scene = setup_scene(app, "shogun", 3)
    app.draw()
    assert "With 3 players" in drawn_text
    assert drawn_text[drawn_text.index("Chests each") + 1] == "18"
    assert drawn_text[drawn_text.index("Starting provinces each") + 1] == "9"
    assert drawn_text[drawn_text.index("Provinces in play") + 1] == "37"
    assert "8 are out of play, hatched on the board; which ones depends on the face." in drawn_text

    scene.count.step(1)
    scene.count.step(1)
    drawn_text.clear()
    app.draw()
    assert drawn_text[drawn_text.index("Chests each") + 1] == "12"
    assert drawn_text[drawn_text.index("Provinces in play") + 1] == "45"
    assert not any("out of play" in t for t in drawn_text)


def test_shogun_warns_in_the_players_language_when_the_options_cannot_start(app, drawn_text):
    set_language("zh_Hant")
    scene = setup_scene(app, "shogun", 4, face="moon", setup="assigned")
    app.draw()
    warning = "指定模式只能用於太陽面：請改選自選模式，或改用太陽面。"
    assert warning in drawn_text
    scene.on_start()
    assert app.toasts[-1][0] == warning, "the toast is the translated warning, not the rules' English"
    assert scene is app.stack.top


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("game", ["samurai_sword", "shogun", "three_kingdoms", "himefuda", "yedo"])
def test_the_notes_fit_their_panel_for_every_count_and_option(app, game, lang, drawn_text):
    set_language(lang)
    spec = get(game)
    choices = [[(o.key, c) for c in o.choices] for o in spec.options]
    combos = list(itertools.product(*choices))
    if len(combos) > 48:  # many options: each choice once, the others at their defaults
        combos = [(pair,) for option in choices for pair in option]
    for players in range(spec.min_players, spec.max_players + 1):
        for combo in combos:
            scene = setup_scene(app, game, players, **dict(combo))
            notes = scene.current_notes()
            rect = scene.notes_rect()
            assert notes and notes_mod.notes_bottom(notes, rect) <= rect.bottom, (players, combo)
            app.draw()
    assert drawn_text.cut == []


def test_the_shot_command_sets_the_player_count_and_options_of_the_setup_scene(tmp_path, capsys):
    from client import cli

    shots = {}
    for players in ("3", "7"):
        out = tmp_path / f"{players}.png"
        assert cli.main(["shot", "samurai_sword", "--scene", "setup", "--players", players, "--out", str(out)]) == 0
        shots[players] = pygame.image.load(str(out))
    differ = sum(shots["3"].get_at((x, y)) != shots["7"].get_at((x, y)) for x in range(0, 1600, 8)
                 for y in range(0, 900, 8))
    assert differ > 200, "seven seats and seven roles look different from three"
    assert cli.main(["shot", "shogun", "--scene", "setup", "--players", "9", "--out", str(tmp_path / "x.png")]) == 2
    assert cli.main(["shot", "shogun", "--scene", "setup", "--option", "face=moon", "--option", "setup=assigned",
                     "--out", str(tmp_path / "y.png")]) == 0
    assert "9" in capsys.readouterr().err


# -- the name field's keys ------------------------------------------------------------------
def _key(app, key, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def _type(app, text):
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_name_field_keys_work_as_in_text_fields_everywhere(app):
    scene = setup_scene(app, "shogun")
    field = scene.rows[0].name
    click(app, field.rect.center)
    _key(app, pygame.K_a, pygame.KMOD_LCTRL)  # select all; typing replaces the selection
    assert field.all_selected
    app.draw()  # the selection is drawn
    _type(app, "Miyamoto")
    assert field.text == "Miyamoto" and not field.all_selected
    _type(app, " Musashi")
    _key(app, pygame.K_BACKSPACE, pygame.KMOD_LCTRL)  # the previous word
    assert field.text == "Miyamoto "
    _key(app, pygame.K_BACKSPACE, pygame.KMOD_LCTRL)  # the spaces go with the word before them
    assert field.text == ""
    _type(app, "武蔵")
    _key(app, pygame.K_HOME)
    _type(app, "宮本")
    assert field.text == "宮本武蔵"
    _key(app, pygame.K_LEFT)
    _key(app, pygame.K_DELETE)
    assert field.text == "宮武蔵"
    _key(app, pygame.K_END)
    _type(app, "!")
    _key(app, pygame.K_BACKSPACE)
    assert field.text == "宮武蔵" and field.cursor == 3
    _key(app, pygame.K_a, pygame.KMOD_LGUI)  # ⌘A on a Mac
    _key(app, pygame.K_BACKSPACE)
    assert field.text == "" and scene.build_seats()[0].name == "Player 1"
    field.text = "Player 1"  # set by its owner: the cursor goes to the end
    assert field.cursor == 8


def test_an_option_that_changes_nothing_is_greyed_and_ignores_clicks(app):
    """Himefuda's handicap points count only with a handicap: with "No handicap" the selector is
    greyed and a click leaves it; once a seat is handicapped it takes clicks again."""
    scene = setup_scene(app, "himefuda")
    choices = {option.key: choice for option, choice in scene.option_widgets}
    points, handicap = choices["handicap_points"], choices["handicap"]

    def click(choice) -> None:  # on the right arrow: one choice forward
        pos = (choice.rect.right - 4, choice.rect.centery)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            scene.handle_event(pygame.event.Event(kind, pos=pos, button=1))

    assert scene.options["handicap"] == "none" and not points.enabled
    app.draw()
    click(points)
    assert scene.options["handicap_points"] == "1" and points.value == "1"
    click(handicap)
    assert scene.options["handicap"] == "deck0" and points.enabled
    click(points)
    assert scene.options["handicap_points"] == "2"
    click(handicap)
    click(handicap)  # round to "No handicap" again
    assert scene.options["handicap"] == "none" and not points.enabled
    assert all(choice.enabled for key, choice in choices.items() if key != "handicap_points")


# -- the opened box: a seats' sheet that fits, a rules card in ink ----------------------------------
@pytest.mark.parametrize("game", ["samurai_sword", "shogun", "three_kingdoms", "himefuda", "yedo"])
def test_the_seats_sheet_fits_its_rows_at_every_count_and_its_controls_stay_put(app, game):
    """The critic: a big empty paper sheet with the seats in its top third. The sheet is as tall as
    its rows, at every count, each row's controls on it; stepping the count moves no control."""
    spec = get(game)
    scene = setup_scene(app, game, spec.min_players)
    count_at, first_row = scene.count.rect.copy(), scene.rows[0].name.rect.copy()
    for players in range(spec.min_players, spec.max_players + 1):
        scene.count.value = players
        scene.set_players(players)
        app.draw()
        sheet = scene.seats_rect
        rows = [w.rect for row in scene.rows[:players] for w in row.widgets]
        assert all(sheet.contains(r) for r in rows), (players, sheet)
        assert sheet.bottom - max(r.bottom for r in rows) <= 24, (players, "a band of blank paper under the seats")
        assert sheet.bottom <= scene.start.rect.top - 16 and not sheet.colliderect(scene.card_rect())
        assert scene.count.rect == count_at and scene.rows[0].name.rect == first_row


@pytest.mark.parametrize("game", ["samurai_sword", "shogun", "three_kingdoms", "himefuda", "yedo"])
def test_the_rules_card_and_the_column_heads_are_printed_in_ink_not_grey(app, game, monkeypatch):
    """The critic: grey column heads and a grey facts sheet. Every word on the seats' sheet and the
    rules card is in ink (vermilion for a heading), except an option greyed because it changes nothing."""
    from client.i18n import _
    from client.scenes import setup as setup_mod

    colours = []

    def recording(original):
        def draw(surface, text_, rect, size, colour, *args, **kwargs):
            colours.append((text_, tuple(colour)))
            return original(surface, text_, rect, size, colour, *args, **kwargs)
        return draw

    monkeypatch.setattr(notes_mod, "draw_text_in_box", recording(notes_mod.draw_text_in_box))
    monkeypatch.setattr(setup_mod, "draw_text_in_box", recording(setup_mod.draw_text_in_box))
    scene = setup_scene(app, game)
    app.draw()
    greyed = {_(option.label) for option, choice in scene.option_widgets if not choice.enabled}
    inks = {tuple(palette.SHEET_INK), tuple(palette.SHEET_LIT)}
    assert colours and all(colour in inks for text_, colour in colours if text_ not in greyed), \
        [(t, c) for t, c in colours if c not in inks]
