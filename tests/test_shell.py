"""The window's scenes, driven headless with the toy game registered."""
import json

import pygame
import pytest

from client.ai.messages import Failure, Reply
from client.ai.worker import InlineWorker
from client.app import App
from client.core import autosaves
from client.core.match import Match, Seat
from client.scenes.base import Scene, SceneStack
from tests.text_spy import spy_text
from tests.toygame import SPEC


@pytest.fixture
def toy_registered(monkeypatch):
    from client import games

    monkeypatch.setitem(games.REGISTRY, SPEC.id, SPEC)
    return SPEC


@pytest.fixture
def app():
    from client import settings

    app = App(headless=True, settings=settings.Settings())
    yield app
    app.shutdown()


def distinct_colours(surface) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y))) for x in range(0, w, 37) for y in range(0, h, 23)})


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=1, pos=pos))


def key(app, k, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


# -- the scene stack ------------------------------------------------------------------
class Recorder(Scene):
    def __init__(self, log, name, transparent=False):
        super().__init__(None)
        self.log, self.name, self.transparent = log, name, transparent

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")


def test_scene_stack_lifecycle_and_transparency():
    log = []
    stack = SceneStack()
    a, b, c = Recorder(log, "a"), Recorder(log, "b"), Recorder(log, "c", transparent=True)
    stack.push(a)
    stack.push(b)
    stack.push(c)
    assert stack.visible() == [b, c], "an overlay shows the scene beneath, not further"
    stack.pop()
    stack.replace(Recorder(log, "d"))
    stack.reset(Recorder(log, "e"))
    assert log == ["enter a", "pause a", "enter b", "pause b", "enter c", "exit c", "resume b",
                   "exit b", "enter d", "exit d", "exit a", "enter e"]


# -- menus ----------------------------------------------------------------------------
def test_title_new_game_leads_to_game_list_and_setup(app, toy_registered):
    from client.scenes.games import GameListScene
    from client.scenes.setup import SetupScene
    from client.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    app.draw()
    assert not app.stack.top.continue_button.enabled, "no autosave yet"
    click(app, app.stack.top.buttons[0].rect.center)
    assert isinstance(app.stack.top, GameListScene)
    app.draw()
    index = app.stack.top.specs.index(SPEC)
    click(app, app.stack.top.cards[index].center)
    assert isinstance(app.stack.top, SetupScene)
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GameListScene)


def test_setup_starts_a_match_with_the_chosen_seats(app, toy_registered):
    from client.scenes.play import PlayScene
    from client.scenes.setup import SetupScene
    from client.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    setup = SetupScene(app, SPEC)
    app.stack.push(setup)
    setup.count.step(1)  # 3 players
    setup.rows[1].kind.step(-1)  # seat 2 becomes human
    setup.rows[2].colour.step(-1)  # seat 3 takes another colour; colours stay unique
    seats = setup.build_seats()
    assert [s.kind for s in seats] == ["human", "human", "bot"]
    assert len({s.colour for s in seats}) == 3
    click(app, setup.start.rect.center)
    play = [s for s in app.stack if isinstance(s, PlayScene)]
    assert play and len(play[0].match.seats) == 3


def test_settings_change_language_and_persist(app):
    from client import settings
    from client.i18n import _
    from client.scenes.settings_menu import SettingsScene

    scene = SettingsScene(app)
    app.stack.push(scene)
    language = scene.rows[0][1]
    language.step(1)
    assert app.settings.language == "zh_Hant"
    assert _("New game") != "New game"
    assert settings.load()[0].language == "zh_Hant"
    language.step(1)
    assert _("New game") == "New game"


def test_broken_settings_file_falls_back_to_defaults():
    from client import paths, settings

    (paths.user_dir() / settings.SETTINGS_FILE).write_text('{"volume": "loud", "language": "xx"}')
    loaded, problem = settings.load()
    assert loaded == settings.Settings() and problem


# -- the table ------------------------------------------------------------------------
def make_play(app, kinds, seed=3):
    from client.scenes.play import PlayScene
    from client.scenes.title import TitleScene

    seats = [Seat(f"S{i}", i, kind, "random") for i, kind in enumerate(kinds)]
    match = Match(SPEC, {}, seed, seats)
    app.stack.push(TitleScene(app))
    worker = InlineWorker(extra_specs=["tests.toygame:SPEC"])
    scene = PlayScene(app, match, worker=worker)
    app.stack.push(scene)
    return scene


def test_curtain_covers_the_table_before_a_private_view(app, toy_registered):
    from client.scenes.curtain import CurtainScene

    scene = make_play(app, ["human", "human"])
    assert isinstance(app.stack.top, CurtainScene), "two humans: the curtain comes first"
    assert scene.viewer is None
    assert app.stack.visible() == [app.stack.top], "nothing of the table shows through"
    app.draw()
    click(app, (800, 450))
    assert app.stack.top is scene and scene.viewer == 0
    scene.human_action(scene.match.state.legal_actions()[0])
    assert isinstance(app.stack.top, CurtainScene) and scene.viewer is None, "the next human gets the curtain"
    assert app.stack.top.seat.name == "S1"


def test_the_curtain_says_why_the_player_is_called(app, toy_registered, monkeypatch):
    import client.scenes.curtain as curtain_mod
    from client.scenes.curtain import CurtainScene

    spied = spy_text(monkeypatch, curtain_mod)
    scene = make_play(app, ["human", "human"])
    assert app.stack.top.reason == "Your move", "a game's view without words of its own: a plain reason"
    app.draw()
    assert "Your move" in [d.text for d in spied] and "Pass to S0" in [d.text for d in spied]
    asked = []

    def reason(obs, seat):  # the game's view gives the reason, from the public view only
        asked.append((obs.viewer, seat))
        return f"Answer {scene.seat_name(1 - seat)}'s attack"

    monkeypatch.setattr(scene.view, "curtain_reason", reason, raising=False)
    click(app, (800, 450))
    scene.human_action(scene.match.state.legal_actions()[0])
    top = app.stack.top
    assert isinstance(top, CurtainScene) and top.reason == "Answer S0's attack" and asked == [(None, 1)]
    spied.clear()
    app.draw()
    assert "Answer S0's attack" in [d.text for d in spied]


@pytest.mark.parametrize("private", [True, False])
def test_the_curtain_asks_others_to_look_away_only_when_something_is_private(app, toy_registered, monkeypatch,
                                                                             private):
    """A game where every seat sees the same (3KingdomsBattle) still hands the device over, but
    asking the others to look away would be nonsense there."""
    import dataclasses

    import client.scenes.curtain as curtain_mod

    spied = spy_text(monkeypatch, curtain_mod)
    scene = make_play(app, ["human", "human"])
    scene.spec = dataclasses.replace(SPEC, private_information=private)
    app.stack.top.lift()
    scene.human_action(scene.match.state.legal_actions()[0])
    assert isinstance(app.stack.top, curtain_mod.CurtainScene)
    spied.clear()
    app.draw()
    drawn = [d.text for d in spied]
    assert "Pass to S1" in drawn
    assert ("Others, please look away." in drawn) is private


def test_three_kingdoms_hides_nothing_from_one_seat_alone():
    from client.games import REGISTRY

    assert REGISTRY["three_kingdoms"].private_information is False
    assert all(REGISTRY[g].private_information for g in ("shogun", "samurai_sword", "himefuda", "yedo"))


def test_a_single_human_needs_no_curtain_and_bots_play(app, toy_registered):
    from client.scenes.results import ResultsScene

    scene = make_play(app, ["human", "bot", "bot"])
    assert scene.viewer == 0 and app.stack.top is scene
    for _ in range(200):
        if isinstance(app.stack.top, ResultsScene):
            break
        if scene.match.seats[scene.match.to_act].is_human:
            scene.human_action(scene.match.state.legal_actions()[-1])
        app.step(0.016)
    assert isinstance(app.stack.top, ResultsScene)
    app.draw()
    saved = json.loads(autosaves.newest_path(app_saves(), scene.match.match_id).read_text())
    assert saved["actions"] == scene.match.actions, "autosaved after every action"


def app_saves():
    from client import paths

    return paths.saves_dir()


def test_humans_cannot_act_for_a_bot_and_illegal_clicks_are_refused(app, toy_registered):
    scene = make_play(app, ["bot", "human"])
    assert scene.match.to_act == 0
    assert not scene.human_action(scene.match.state.legal_actions()[0])
    assert scene.match.actions == []


def test_a_failing_bot_is_replaced_by_a_random_move(app, toy_registered):
    scene = make_play(app, ["bot", "human"])

    class Broken:
        def send(self, request):
            return 7

        def poll(self):
            return Reply(7, Failure("RuntimeError: boom"))

        def cancel(self):
            pass

    scene._worker = Broken()
    scene.request_id = None
    scene.advance()
    app.step(0.016)
    assert len(scene.match.actions) == 1
    assert any("boom" in t[0] for t in app.toasts)


def test_escape_opens_pause_and_quit_returns_to_title_keeping_the_autosave(app, toy_registered):
    from client.scenes.pause import PauseScene
    from client.scenes.title import TitleScene

    scene = make_play(app, ["human", "bot"])
    scene.human_action(scene.match.state.legal_actions()[0])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert scene.request_id is None, "pausing cancels the bot's search"
    app.draw()
    app.stack.top.quit_to_title()
    assert isinstance(app.stack.top, TitleScene)
    app.stack.top.resume()
    assert app.stack.top.continue_button.enabled
    app.stack.top.on_continue()
    assert app.stack.top.match.actions[:1] == scene.match.actions[:1]


def test_continue_with_a_corrupt_autosave_tells_the_player_and_keeps_the_previous(app, toy_registered):
    from client.scenes.play import PlayScene
    from client.scenes.title import TitleScene

    folder = app_saves()
    match = Match(SPEC, {}, 1, [Seat("A", 0), Seat("B", 1, "bot")])
    match.play(match.state.legal_actions()[0])
    autosaves.autosave(match, folder)
    autosaves.autosave(match, folder)
    autosaves.newest_path(folder, match.match_id).write_bytes(b"\x00garbage")
    title = TitleScene(app)
    app.stack.push(title)
    title.on_continue()
    assert isinstance(app.stack.top, PlayScene)
    assert app.toasts and "cannot be loaded" in app.toasts[-1][0]


def test_save_and_load_scenes_round_trip(app, toy_registered):
    from client.scenes.play import PlayScene
    from client.scenes.saves_menu import LoadScene, SaveScene

    scene = make_play(app, ["human", "bot"])
    scene.human_action(scene.match.state.legal_actions()[0])
    save = SaveScene(app, scene.match)
    app.stack.push(save)
    save.set_name("my game")
    save.save()
    assert (app_saves() / "my-game.json").exists()
    load = LoadScene(app)
    app.stack.push(load)
    app.draw()
    entry = [e for e in load.entries if e.path.name == "my-game.json"][0]
    load.load(entry)
    top = app.stack.top
    assert isinstance(top, PlayScene) and top.match.actions == scene.match.actions[: len(top.match.actions)]


def test_load_scene_reports_a_tampered_file(app, toy_registered):
    from client.scenes.saves_menu import LoadScene

    (app_saves() / "bad.json").write_text('{"format": "tenka-save", "version": 1}')
    load = LoadScene(app)
    app.stack.push(load)
    app.draw()
    load.load(next(e for e in load.entries if e.name == "bad"))
    assert app.stack.top is load and "cannot be loaded" in app.toasts[-1][0]


def test_every_scene_draws_in_both_languages(app, toy_registered):
    from client.i18n import set_language
    from client.scenes.games import GameListScene
    from client.scenes.help import HelpScene
    from client.scenes.results import ResultsScene
    from client.scenes.saves_menu import LoadScene, SaveScene
    from client.scenes.settings_menu import SettingsScene
    from client.scenes.setup import SetupScene
    from client.scenes.title import TitleScene

    match = Match(SPEC, {}, 1, [Seat("A", 0), Seat("B", 1)])
    while not match.state.is_over():
        match.play(match.state.legal_actions()[0])
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        for make in (TitleScene, GameListScene, lambda a: SetupScene(a, SPEC), SettingsScene, LoadScene,
                     lambda a: SaveScene(a, match), lambda a: HelpScene(a, SPEC), lambda a: ResultsScene(a, match)):
            app.stack.reset(make(app))
            app.draw()
            assert distinct_colours(app.screen) > 20, "a scene drew next to nothing"
    set_language("en")


def test_undo_key_takes_back_within_the_turn_only(app, toy_registered):
    scene = make_play(app, ["human", "bot"])
    scene.human_action(scene.match.state.legal_actions()[0])
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.actions) == 1, "the turn passed to the bot: no undo"


def test_no_text_is_cut_short_on_any_menu_in_either_language(app, toy_registered, monkeypatch):
    """Every label fits its box (shrinking allowed, "…" not) in English and Chinese."""
    from client.i18n import set_language
    from client.render import text
    from client.scenes.curtain import CurtainScene
    from client.scenes.games import GameListScene
    from client.scenes.help import HelpScene
    from client.scenes.pause import PauseScene
    from client.scenes.results import ResultsScene
    from client.scenes.saves_menu import LoadScene, SaveScene
    from client.scenes.settings_menu import SettingsScene
    from client.scenes.setup import SetupScene
    from client.scenes.title import TitleScene

    cut, seen = [], []
    original = text.layout_in_box

    def recording(t, *args, **kwargs):
        seen.append(t)
        result = original(t, *args, **kwargs)
        if result.truncated:
            cut.append(t)
        return result

    monkeypatch.setattr(text, "layout_in_box", recording)
    match = Match(SPEC, {}, 1, [Seat("A", 0), Seat("B", 1, "bot", "hard")])
    while not match.state.is_over():
        match.play(match.state.legal_actions()[0])
    play = make_play(app, ["human", "bot"])
    makers = (TitleScene, GameListScene, lambda a: SetupScene(a, SPEC), SettingsScene, LoadScene,
              lambda a: SaveScene(a, match), lambda a: HelpScene(a, SPEC), lambda a: ResultsScene(a, match),
              lambda a: CurtainScene(a, Seat("Player 7", 3), lambda: None), lambda a: PauseScene(a, play))
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        for make in makers:
            app.stack.push(make(app))
            app.draw()
            app.stack.pop()
    set_language("en")
    assert "Pass to Player 7" in seen and "新遊戲" in seen, "the check saw the scenes' text"
    assert cut == []


def test_the_shared_log_never_shows_a_secret_step(app, toy_registered):
    scene = make_play(app, ["human", "human"])
    app.stack.top.lift()
    action = scene.match.state.legal_actions()[-1]
    scene.human_action(action)
    assert scene.log.lines()[-1] == "S0: bids face down"
    assert not any(action in line or action.split(":")[1] in line for line in scene.log.lines())
    from client.scenes.play import PlayScene

    played = make_play(app, ["human", "human"]).match
    played.play(action)
    reloaded = PlayScene(app, played, worker=InlineWorker(extra_specs=["tests.toygame:SPEC"]))
    assert reloaded.log.lines() == ["S0: bids face down"]  # history rebuilt for a loaded game


@pytest.fixture(params=["en", "zh_Hant"])
def lang(request):
    from client.i18n import set_language

    set_language(request.param)
    yield request.param
    set_language("en")


def draw_game_list(app, monkeypatch, module):
    """The game list drawn, and every text ``module`` wrote on it."""
    from client.scenes.games import GameListScene

    drawn = spy_text(monkeypatch, module)
    scene = GameListScene(app)
    app.stack.reset(scene)
    app.draw()
    return scene, drawn


def test_each_games_card_says_what_the_game_is_and_never_its_name_twice(app, monkeypatch, lang):
    """Like a box on a shelf, each card in the game list carries a line under its name saying
    what the game is, whole on the card; in Chinese the lid already letters the name, so the card
    does not write it again under it."""
    from client.games import REGISTRY
    from client.i18n import _, game_name
    from client.scenes import box_label

    scene, drawn = draw_game_list(app, monkeypatch, box_label)
    for spec, card in zip(scene.specs, scene.cards):
        assert spec.tagline, spec.id
        on_card = [d for d in drawn if card.contains(d.rect)]
        line = [d for d in on_card if d.text in (_(spec.tagline), box_label.couplet(_(spec.tagline)))]
        assert line and not line[0].result.truncated, (spec.id, on_card)
        rows = {}  # a name whose words run together is set in runs of two inks along one row
        for d in on_card:
            rows.setdefault(d.rect.y, []).append(d.text)
        names = [row for row in ("".join(texts) for texts in rows.values()) if row == game_name(spec)]
        assert len(names) == (0 if game_name(spec) == spec.title_zh else 1), (spec.id, names)
    assert len(scene.specs) == len(REGISTRY)


def test_every_games_name_is_set_in_one_ink_whole_on_one_line(app, monkeypatch):
    """The critic: "3KingdomsBattle" alone was set in two inks. Every name is one word run in ink,
    the published one, smaller where it needs to be to fit its card, never cut."""
    from client.i18n import game_name
    from client.render import palette
    from client.scenes import box_label

    scene, drawn = draw_game_list(app, monkeypatch, box_label)
    for spec, card in zip(scene.specs, scene.cards):
        names = [d for d in drawn if card.contains(d.rect) and d.text == game_name(spec)]
        assert len(names) == 1 and names[0].colour == palette.SHEET_INK, (spec.id, names)
        assert not names[0].result.truncated and len(names[0].result.lines) == 1, spec.id


def test_a_games_facts_are_in_ink_not_grey(app, monkeypatch):
    """The critic: the players-and-time line was low-contrast grey."""
    from client.render import palette
    from client.scenes import box_label

    scene, drawn = draw_game_list(app, monkeypatch, box_label)
    for spec, card in zip(scene.specs, scene.cards):
        line = " · ".join(box_label.facts(spec))
        assert [d.colour for d in drawn if card.contains(d.rect) and d.text == line] == [palette.SHEET_INK], spec.id


def test_a_games_box_casts_a_soft_shadow_not_a_ledge():
    """The critic: a dark ledge under every card read as a misaligned double border. Under the
    box the table darkens softly, most near the box and fading away from it, never to a solid band."""
    from client.widgets.base import draw_box

    table = (120, 110, 100)
    surface = pygame.Surface((400, 500))
    surface.fill(table)
    box = pygame.Rect(100, 50, 200, 300)
    draw_box(surface, box, (24, 36, 62))
    below = [surface.get_at((box.centerx, box.bottom + dy))[:3] for dy in (2, 10, 18, 26, 40)]
    shades = [sum(c) for c in below]
    assert shades == sorted(shades) and shades[0] < sum(table) and below[-1] == table, below
    for colour in below:  # the table's own colour darkened, not the box's colour in shade
        ratios = [c / t for c, t in zip(colour, table)]
        assert max(ratios) - min(ratios) < 0.06, below


def test_each_games_card_offers_play_and_learn_on_the_card_itself(app, monkeypatch, lang):
    """A returning player sees what starts a game: Play (the vermilion tablet) and Learn, both
    lettered on the game's own card, not a lone "Learn to play" under it."""
    from client.i18n import _
    from client.widgets import button

    scene, drawn = draw_game_list(app, monkeypatch, button)
    for spec, card in zip(scene.specs, scene.cards):
        labels = {d.text for d in drawn if card.contains(d.rect)}
        assert {_("Play"), _("Learn")} <= labels, (spec.id, labels)
        assert _("Learn to play") not in labels
    assert all(play.primary for play in scene.plays)


@pytest.mark.parametrize("learning", [False, True])
def test_play_on_a_card_opens_that_games_seat_setup(app, toy_registered, learning):
    from client.scenes.games import GameListScene
    from client.scenes.setup import SetupScene

    app.stack.reset(GameListScene(app, learn=learning))
    app.draw()
    scene = app.stack.top
    card = scene.cards[scene.specs.index(SPEC)]
    play = [b for b in scene.plays if card.contains(b.rect)]
    assert len(play) == 1
    click(app, play[0].rect.center)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.spec is SPEC


def test_each_games_card_tells_how_many_play_and_how_long_a_game_takes(app, monkeypatch, lang):
    from client.i18n import _
    from client.scenes import box_label

    scene, drawn = draw_game_list(app, monkeypatch, box_label)
    for spec, card in zip(scene.specs, scene.cards):
        assert spec.play_minutes > 0, spec.id
        players = (_("{count} players").format(count=spec.min_players) if spec.min_players == spec.max_players
                   else _("{min}–{max} players").format(min=spec.min_players, max=spec.max_players))
        minutes = _("{minutes} min").format(minutes=spec.play_minutes)
        on_card = [d for d in drawn if card.contains(d.rect) and not d.result.truncated]
        # on one line, as a box says it: "3–5 players · 120 min", 「3–5人 · 約120分鐘」
        assert any(d.text == f"{players} · {minutes}" and len(d.result.lines) == 1 for d in on_card), \
            (spec.id, on_card)


def test_a_games_card_has_no_blank_band_between_its_picture_and_its_buttons(app, monkeypatch, lang):
    """In Chinese the card writes no name line under the lid (the lid letters it); its words still
    follow the picture closely and the buttons follow the words: no band of blank paper (the critic
    saw ~40 px between the art and the line saying what the game is)."""
    from client.scenes import box_label, games

    scene, drawn = draw_game_list(app, monkeypatch, box_label)
    for card, play in zip(scene.cards, scene.plays):
        words = sorted((d.result.rect for d in drawn if card.contains(d.rect)), key=lambda r: r.y)
        edges = [card.y + 12 + games.LID_H, *(y for r in words for y in (r.top, r.bottom)), play.rect.top]
        blanks = [below - above for above, below in zip(edges[::2], edges[1::2])]
        assert max(blanks) <= 36, (lang, blanks)


def test_a_list_opened_to_learn_lights_learn_instead_of_play(app):
    from client.scenes.games import GameListScene

    scene = GameListScene(app, learn=True)
    assert all(b.primary for b in scene.lessons) and not any(b.primary for b in scene.plays)


def test_the_game_list_lies_on_quieter_waves_than_the_title(app):
    """The seigaiha behind the game list's cards is lower in contrast (by about 30 %), so that the
    paper cards, not the waves, hold the eye."""
    from client.render.backdrop import draw_backdrop

    def spread(quiet: bool) -> int:
        surface = pygame.Surface((1600, 900))
        draw_backdrop(surface, quiet=quiet)
        middle = [sum(surface.get_at((x, y))[:3]) for x in range(700, 900, 3) for y in range(350, 550, 3)]
        return max(middle) - min(middle)

    assert 0 < spread(True) <= 0.75 * spread(False)
