"""The hint on the table (client/scenes/hints.py): it asks the worker, shows the best moves and
marks one, never changes the game nor closes the undo window, hides behind the curtain, can be
turned off; and the log's tips over bots' moves tell what they weighed, secrets kept."""
import random

import pygame
import pytest

from client.ai.advice import Advice, Candidate
from client.ai.worker import InlineWorker
from client.core.match import Match, Seat
from client.games import get
from client.i18n import set_language
from client.scenes.play import PlayScene
from client.widgets import hint_panel

GAMES = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch, table_app):
    """A hint thinks a few hundredths of a second here (1 s in play, going on up to 4 s for enough
    tries): what is tested is what it shows and what it leaves alone."""
    monkeypatch.setattr("client.ai.advice.hint_seconds", lambda spec, level="normal": 0.03)
    monkeypatch.setattr("client.ai.advice.HINT_MAX_SECONDS", 0.06)
    table_app.apply_settings(table_app.settings.with_(hints=True))
    yield
    set_language("en")


def scene_at(app, game, humans, seed=4, moves=0, seat=0, match=None):
    """A play scene at the first decision of ``seat`` with two or more choices, ``moves`` random
    actions in; the other seats random bots; an in-process worker."""
    spec = get(game)
    if match is None:
        seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(GAMES[game])]
        match = Match(spec, {}, seed, seats)
        rng = random.Random(seed)
        while not match.state.is_over() and (len(match.actions) < moves or match.to_act != seat
                                             or len(match.state.legal_actions()) < 2):
            match.play(rng.choice(match.state.legal_actions()))
    scene = PlayScene(app, match, worker=InlineWorker())
    scene.viewer = seat
    scene.active = True
    return scene


def draw(app, scene) -> pygame.Surface:
    surface = pygame.Surface((1600, 900))
    scene.view.update(0.0)
    scene.draw(surface)
    return surface


def test_a_hint_changes_nothing_and_keeps_the_undo_window(table_app):
    """Shogun's planning can be taken back: a hint between two steps leaves it so."""
    match = Match(get("shogun"), {"setup": "assigned"}, 1, [Seat(f"S{i}", i, "human") for i in range(3)])
    match.play(next(a for a in match.state.legal_actions() if a.startswith("plan:")))
    assert match.can_undo()
    scene = scene_at(table_app, "shogun", {0, 1, 2}, match=match, seat=match.to_act)
    before = (list(match.actions), match.version, match.state.snapshot())
    draw(table_app, scene)
    scene.hints.ask()
    assert scene.hints.advice is not None and scene.hints.advice.candidates
    draw(table_app, scene)
    assert scene.hints.panel_rect is not None, "the hint's panel was not drawn"
    assert (list(match.actions), match.version, match.state.snapshot()) == before
    assert match.can_undo()
    scene.undo()  # the undo itself goes on as before; the hint was for the step taken back
    scene.hints.update()
    assert match.actions == [] and scene.hints.advice is None


def test_the_hint_is_hidden_when_the_curtain_comes(table_app):
    scene = scene_at(table_app, "samurai_sword", {0, 1}, moves=4)
    draw(table_app, scene)
    scene.hints.ask()
    draw(table_app, scene)
    assert scene.hints.panel_rect is not None
    scene.viewer = None  # the curtain: nothing private on the screen
    scene.hints.update()
    draw(table_app, scene)
    assert scene.hints.panel_rect is None and scene.hints.advice is None
    assert not scene.hints.can_ask()


def test_hints_turned_off_leave_no_button_and_no_key(table_app):
    scene = scene_at(table_app, "himefuda", {0})
    undo, menu = scene.view.undo.rect.copy(), scene.view.menu.rect.copy()
    assert scene.hints.button.visible and undo.right < scene.hints.button.rect.x < menu.x
    table_app.apply_settings(table_app.settings.with_(hints=False))
    draw(table_app, scene)
    assert not scene.hints.button.visible and scene.view.undo.rect.right + 12 < scene.view.menu.rect.x
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    assert not scene.hints.handle_event(key)
    assert scene.hints.rid is None and scene.hints.advice is None


def test_h_asks_for_a_hint_but_shift_h_where_the_game_answers_with_h(table_app):
    plain = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    shifted = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=pygame.KMOD_LSHIFT, unicode="H")
    yedo = scene_at(table_app, "yedo", {0})
    assert yedo.hints.handle_event(plain) and yedo.hints.advice is not None
    tk = scene_at(table_app, "three_kingdoms", {0})
    assert not tk.hints.handle_event(plain), "H is 3KingdomsBattle's 'holding'"
    assert tk.hints.advice is None
    assert tk.hints.handle_event(shifted) and tk.hints.advice is not None


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_words_and_marks_the_moves(table_app, game, lang):
    """Each legal move is said in the reader's language (never the rules' action string) and
    the best is marked on the table: the picture changes where the mark goes."""
    set_language(lang)
    scene = scene_at(table_app, game, {0}, moves=8)
    obs = scene.observation()
    plain = draw(table_app, scene)
    legal = obs.legal_actions()
    for action in legal[:12]:
        text = scene.view.hint_text(obs, action)
        assert text and text != action, action
    scene.hints.ask()
    best = scene.hints.advice.best
    assert best in legal
    marked = draw(table_app, scene)
    surface = plain.copy()
    scene.view.mark_hint(surface, obs, best)
    assert pygame.image.tobytes(surface, "RGB") != pygame.image.tobytes(plain, "RGB"), f"{best} is not marked"
    assert pygame.image.tobytes(marked, "RGB") != pygame.image.tobytes(plain, "RGB")


def test_a_hint_with_a_fixed_budget_is_counted_in_iterations_and_is_the_same_twice(table_app):
    """A shot's hint (``hint_iterations``) is counted in iterations, not seconds — also where it goes
    on until its best move was tried often enough: the same on any machine."""
    answers = []
    for _ in range(2):
        scene = scene_at(table_app, "three_kingdoms", {0}, moves=8)
        scene.worker.hint_iterations = 12
        scene.hints.ask()
        answers.append(scene.hints.advice)
    assert answers[0].iterations >= 12
    assert answers[0] == answers[1]


def test_a_bots_move_records_what_it_weighed(table_app):
    match = Match(get("himefuda"), {}, 3, [Seat("Bot", 0, "bot", "easy"), Seat("Me", 1, "human")])
    scene = scene_at(table_app, "himefuda", {1}, match=match, seat=1)
    scene.advance()  # the in-process worker answers at once
    scene.update(0.0)
    assert match.actions and match.bot_notes.get(0) == {"level": "easy"}


def test_the_tip_over_a_bots_move_keeps_its_secrets_until_the_end(table_app):
    """A Samurai Sword bot weighed playing a card from its hand: during the game the tip tells
    nothing it weighed (every figure follows its hand and role), after the game all of it."""
    spec = get("samurai_sword")
    seats = [Seat("Me", 0, "human")] + [Seat(f"Bot{i}", i, "bot", "normal") for i in range(1, 4)]
    match = Match(spec, {}, 6, seats)
    rng = random.Random(6)
    while True:  # a bot's turn in its play phase, holding a card it could play
        state = match.state
        legal = state.legal_actions()
        if match.to_act != 0 and "end" in legal and any(a.startswith("play:") for a in legal):
            break
        match.play(rng.choice(legal))
    secret = next(a for a in legal if a.startswith("play:"))
    move, bot = len(match.actions), match.to_act
    match.play("end")
    match.bot_notes[move] = {"level": "normal", "iterations": 30, "value": 0.4,
                             "candidates": [["end", 20, 0.45], [secret, 10, 0.35]]}
    scene = scene_at(table_app, "samurai_sword", {0}, match=match, seat=0)
    from client.scenes.hints import why_lines

    during = why_lines(scene, bot, move, match.bot_notes[move], over=False)
    text = "\n".join(during)
    assert during[1:] == ["It weighed its moves knowing what only it can see: what it weighed is shown when the game ends."]
    card = secret.split(":")[1]
    from client.games.samurai_sword.card_art import card_name

    assert card_name(card) not in text, "the tip told a card in the bot's hand"
    after = "\n".join(why_lines(scene, bot, move, match.bot_notes[move], over=True))
    assert card_name(card) in after and "tries" in after


def test_the_log_knows_which_move_each_line_tells(table_app):
    scene = scene_at(table_app, "yedo", {0})
    log = scene.log
    moves = [e.move for e in log.entries if e.move is not None]
    assert moves == list(range(len(scene.match.actions)))
    lines = log.lines()
    last = log.entries[-1]
    assert log.entry_at(len(lines) - 1) is last and log.entry_at(len(lines)) is None
    log.add_undo()
    log.add(0, "x", (), "x")
    assert log.entries[-1].move == len(scene.match.actions) - 1


@pytest.mark.parametrize("game", ["shogun", "samurai_sword"])
def test_the_hint_panel_over_the_log_hides_no_line_by_half(table_app, game):
    """The panel lies over the log's older lines: its bottom falls where a log line ends, so
    the first line still shown is whole (Shogun's was half hidden under it)."""
    from client.scenes.table_chrome import log_layout

    scene = scene_at(table_app, game, {0}, moves=40)
    draw(table_app, scene)
    scene.hints.ask()
    draw(table_app, scene)
    panel = scene.hints.panel_rect
    rect, size, lines = scene.view.log_area()
    assert panel is not None and panel.colliderect(rect), "the hint's panel is not over the log"
    boxes = [box for _i, _line, box in log_layout(lines, rect, size)]
    assert boxes, "no log lines to judge"
    assert not any(box.top < panel.bottom < box.bottom for box in boxes)


@pytest.mark.parametrize("moves", [4, 40])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hint_panel_leaves_the_logs_newest_lines_in_sight(table_app, monkeypatch, game, moves):
    """Where the log is too short for the panel (3KingdomsBattle, 姬札大戰: it hid all of it) the
    table gives the panel another place; early in a game, with the log's few lines at its top, the
    panel lies at the log's foot; everywhere the log's newest lines stay in sight, also under the
    tallest panel (no clear best move, rough figures)."""
    from client.scenes.table_chrome import log_layout

    scene = scene_at(table_app, game, {0}, moves=moves)
    obs = scene.observation()
    legal = obs.legal_actions()
    show(table_app, scene, monkeypatch, Advice(obs.to_act, tuple(
        Candidate(a, 30, 0.5, 0.1) for a in (legal * 3)[:3]), iterations=90, rough=True))
    panel = scene.hints.panel_rect
    rect, size, lines = scene.view.log_area()
    boxes = [box for _i, _line, box in log_layout(lines, rect, size)]
    assert boxes, "no log lines to judge"
    assert not any(panel.colliderect(box) for box in boxes[-2:])
    assert not any(panel.colliderect(box) and not panel.contains(box) for box in boxes), "a line half hidden"


def test_two_moves_said_the_same_way_are_one_row_of_the_hint(table_app, monkeypatch):
    """Yedo's two Bakufu spaces do the same: the panel lists the better of them once."""
    scene = scene_at(table_app, "yedo", {0}, moves=8)
    obs = scene.observation()
    said = [scene.view.hint_text(obs, a) for a in ("place:bakufu1", "place:bakufu2", "place:shogun")]
    assert said[0] == said[1] != said[2]
    drawn = show(table_app, scene, monkeypatch, Advice(obs.to_act, (
        Candidate("place:bakufu1", 300, 0.4, 0.01), Candidate("place:bakufu2", 200, 0.35, 0.01),
        Candidate("place:shogun", 100, 0.3, 0.01)), iterations=600))
    assert [t for t in drawn if said[0] in t or said[2] in t] == ["★ " + said[0], said[2]]


def show(app, scene, monkeypatch, advice) -> list[str]:
    """The texts the hint's panel draws for ``advice``, as if the worker had answered it."""
    from tests.text_spy import spy_text

    drawn = spy_text(monkeypatch, hint_panel)
    hints = scene.hints
    hints.key, hints.advice, hints.shown = hints.current_key(), advice, True
    draw(app, scene)
    assert hints.panel_rect is not None, "the hint's panel was not drawn"
    return [d.text for d in drawn]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_panel_says_what_chance_to_win_and_tried_mean(table_app, monkeypatch, lang):
    from client.i18n import _
    from tests.text_spy import spy_text

    set_language(lang)
    scene = scene_at(table_app, "samurai_sword", {0}, moves=4)
    drawn = spy_text(monkeypatch, hint_panel)
    draw(table_app, scene)
    scene.hints.ask()
    draw(table_app, scene)
    panel = scene.hints.panel_rect
    for line in (_("Chance to win: the search's estimate after that move."),
                 _("Tried N×: how many sample games began with that move.")):
        shown = [d for d in drawn if d.text == line]
        assert shown, f"the legend's {line!r} is not drawn"
        assert not shown[-1].result.truncated and panel.contains(shown[-1].rect)


def test_moves_within_the_search_noise_are_no_clear_best_move(table_app, monkeypatch):
    """Three moves at 49 % give no star: the panel says no move is clearly best and frames them
    alike, and all three are marked on the table; a clear lead keeps its star and its one mark."""
    from client.i18n import _

    scene = scene_at(table_app, "samurai_sword", {0}, moves=4)
    obs = scene.observation()
    moves = obs.legal_actions()[:3]
    assert len(moves) == 3
    marked = []
    monkeypatch.setattr(scene.view, "mark_hint", lambda surface, obs, action: marked.append(action))
    level = Advice(obs.to_act, tuple(Candidate(a, 120, 0.49 - k / 1000, 0.04) for k, a in enumerate(moves)),
                   iterations=400)
    texts = show(table_app, scene, monkeypatch, level)
    assert _("No clear best move: these {n} are about even.").format(n=3) in texts
    assert not any(t.startswith("★") for t in texts) and marked == moves
    marked.clear()
    clear = Advice(obs.to_act, (Candidate(moves[0], 300, 0.6, 0.01), Candidate(moves[1], 60, 0.3, 0.03),
                                Candidate(moves[2], 40, 0.2, 0.03)), iterations=400)
    texts = show(table_app, scene, monkeypatch, clear)
    assert "★ " + scene.view.hint_text(obs, moves[0]) in texts and marked == moves[:1]
    assert not any(t.startswith(_("No clear best move: these {n} are about even.")[:10]) for t in texts)


def test_rough_figures_are_called_rough(table_app, monkeypatch):
    scene = scene_at(table_app, "himefuda", {0})
    obs = scene.observation()
    a, b = obs.legal_actions()[:2]
    texts = show(table_app, scene, monkeypatch, Advice(obs.to_act, (Candidate(a, 9, 0.6, 0.1), Candidate(b, 5, 0.3, 0.2)),
                                                       iterations=14, rough=True))
    assert "Rough figures: under 50 tries on the best move." in texts
