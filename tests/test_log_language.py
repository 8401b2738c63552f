"""The table log is kept as data and written in the reader's language: switching
language rewrites every line, and Chinese lines read as Chinese (tests/zh_style.py)."""
from __future__ import annotations

import random
import re

import pytest

from client.core.game import Event, events_for
from client.core.match import Match, Seat
from client.games import get
from client.i18n import set_language
from client.render.screenshot import _NoWorker as Idle  # a worker that never thinks
from client.scenes.table_log import TableLog
from tests.zh_style import problems

LATIN_WORD = re.compile("[A-Za-z]+")
CJK_CHAR = re.compile("[\u3000-\u9fff\uff00-\uffef]")
# Latin a Chinese line may hold besides names: the War A / War B action cards (戰爭A, 戰爭B)
ALLOWED_LATIN = {"A", "B"}
GAMES = [("shogun", {"face": "sun"}), ("samurai_sword", {}), ("three_kingdoms", {}), ("himefuda", {})]


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


@pytest.fixture(autouse=True)
def _english_first():
    """Each test also starts in English, whatever the module before it left."""
    set_language("en")


def _four_or_fewer(game: str) -> int:
    """Four seats, or as many as the game takes (Himefuda Battle is for two)."""
    from client.games import get
    return min(4, get(game).max_players)


def _names(players: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(players)]


def _scene(app, game: str, options: dict, players: int, seed: int):
    from client.scenes.play import PlayScene

    seats = [Seat(name, i, "human" if i == 0 else "bot", "random") for i, name in enumerate(_names(players))]
    return PlayScene(app, Match(get(game), options, seed, seats), worker=Idle())


def chinese_problems(line: str, names) -> list[str]:
    """What is wrong with a Chinese log line, its seat names standing in as {name}."""
    for name in sorted(names, key=len, reverse=True):
        line = line.replace(name, "{name}")
    found = problems(line)
    latin = set(LATIN_WORD.findall(line.replace("{name}", ""))) - ALLOWED_LATIN
    if latin:
        found.append(f"untranslated {sorted(latin)}")
    return found


def test_the_log_check_sees_through_names():
    names = ["Player 1"]
    assert chinese_problems("Player 1拿走翻開的近江。", names) == []
    assert chinese_problems("Player 1 拿走翻開的近江。", names)  # a space after a name
    assert chinese_problems("競標：Player 1: 2錢箱", names)  # an ASCII colon after a name
    assert chinese_problems("Player 1 takes the open card Omi.", names)  # English left in
    assert chinese_problems("前五個行動是戰爭A、戰爭B。", names) == []


@pytest.mark.parametrize("game, options", GAMES)
def test_switching_language_rewrites_the_whole_log(table_app, monkeypatch, game, options):
    scene = _scene(table_app, game, options, _four_or_fewer(game), seed=7)
    view_module = type(scene.view).__module__
    drawn: list[list[str]] = []
    from client.scenes import table_chrome

    def recording(surface, lines, rect, size=20, log=None):
        drawn.append(list(lines))
        return table_chrome.draw_log(surface, lines, rect, size, log)

    monkeypatch.setattr(f"{view_module}.draw_log", recording)
    rng = random.Random(7)
    for _ in range(90):
        scene.play(rng.choice(scene.match.state.legal_actions()))
    scene.log.add_undo()
    names = _names(4)
    english = list(scene.log.lines())
    assert len(english) > 40 and english[-1] == "Undo"
    assert not any(CJK_CHAR.search(line) for line in english)
    scene.draw(table_app.screen)
    assert _spaced(drawn[-1]) == english

    set_language("zh_Hant")
    chinese = scene.log.lines()
    assert len(chinese) == len(english) and chinese[-1] == "復原"
    assert {line: chinese_problems(line, names) for line in chinese if chinese_problems(line, names)} == {}
    scene.draw(table_app.screen)
    assert _spaced(drawn[-1]) == chinese, "the log panel is drawn again in the new language"

    set_language("en")
    assert scene.log.lines() == english
    scene.draw(table_app.screen)
    assert _spaced(drawn[-1]) == english


def _spaced(lines: list[str]) -> list[str]:
    """The lines as read: a table may glue a square's "(2, -1)" with a no-break space."""
    return [line.replace("\u00a0", " ") for line in lines]


def test_the_log_writes_each_entry_once_per_language():
    written: list[str] = []

    def writer(events, seat, action, text):
        written.append(action)
        return [f"{seat}:{action}:{events[0].data['n']}"]

    log = TableLog(writer, limit=3)
    for k in range(4):
        log.add(k, f"a{k}", events_for([Event("x", {"n": k})], None), None)
    assert len(log) == 3  # the oldest step fell out
    first = log.lines()
    assert first == ["1:a1:1", "2:a2:2", "3:a3:3"] and written == ["a1", "a2", "a3"]
    assert log.lines() is first  # frames in between reuse the lines
    set_language("zh_Hant")
    assert log.lines() == first and len(written) == 6  # written again for the new language
    set_language("en")
    assert log.lines() == first and len(written) == 6  # English lines were kept
    log.add_undo()
    assert log.lines()[-1] == "Undo" and len(written) == 6
    set_language("zh_Hant")
    assert log.lines()[-1] == "復原"


def _whole_game(app, game, options, players, seed):
    """Every step of a seeded random game as (seat, action, public events, text), and its scene."""
    scene = _scene(app, game, options, players, seed)
    state = scene.match.state
    rng = random.Random(seed)
    steps = [(None, "", events_for(state.events, None), None)]  # the opening
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        seat, text = state.to_act, state.public_describe(action)
        state.apply(action)
        steps.append((seat, action, events_for(state.events, None), text))
    return scene, steps


@pytest.mark.parametrize("game, options, kinds", [
    ("shogun", {"face": "sun"}, {"draft_place", "bids", "battle", "collected", "winter", "scored", "game_over"}),
    ("shogun", {"face": "moon"}, {"bids", "battle", "scored", "game_over"}),
    ("samurai_sword", {}, {"setup", "attack", "damage", "knockout", "play", "game_over"}),
])
def test_whole_games_logs_read_as_chinese(table_app, game, options, kinds):
    """Seeded games to the end, every log line written in Chinese: full-width punctuation, no
    spaces around names or numbers, nothing left in English."""
    set_language("zh_Hant")
    seen: set[str] = set()
    bad: dict[str, list[str]] = {}
    for players, seed in ((3, 1), (4, 2), (5, 3), (5, 4), (5, 5)):
        scene, steps = _whole_game(table_app, game, options, players, seed)
        names = _names(players)
        for seat, action, public, text in steps:
            seen.update(e.kind for e in public)
            for line in scene.view.log_lines(public, seat, action, text):
                if chinese_problems(line, names):
                    bad[line] = chinese_problems(line, names)
    assert bad == {}
    assert kinds <= seen, "the games reached the sentences this test is about"


@pytest.mark.parametrize("game, options", GAMES)
def test_bot_levels_on_the_table_are_translated(table_app, monkeypatch, game, options):
    from client.render import text

    seen: list[str] = []
    original = text.layout_in_box

    def recording(t, *args, **kwargs):
        seen.append(t)
        return original(t, *args, **kwargs)

    monkeypatch.setattr(text, "layout_in_box", recording)
    for lang, want, human in (("en", "Player 2 (Random)", "Player 1"), ("zh_Hant", "Player 2（隨機）", "Player 1")):
        set_language(lang)
        scene = _scene(table_app, game, options, _four_or_fewer(game), seed=3)
        scene.viewer = 0
        seen.clear()
        scene.draw(table_app.screen)
        assert want in seen
        assert human in seen and f"{human} (" not in " ".join(seen) and f"{human}（" not in " ".join(seen)
        assert not any("random" in t for t in seen), "no level is shown as its raw key"
