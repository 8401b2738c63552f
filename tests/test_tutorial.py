"""Learn to play (client/core/tutorial.py, client/scenes/tutorial.py): every lesson replays
legally and autoplays to its end in both languages through the real scene; only the taught move
is taken; a damaged lesson is the installation's fault, told plainly; the end offers a real game."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from client.core import tutorial
from client.core.errors import BundledDataError
from client.games import REGISTRY
from client.i18n import set_language

ROOT = Path(__file__).resolve().parent.parent
LESSONS = [game for game in REGISTRY if tutorial.has_lesson(game)]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


@pytest.fixture
def lesson_file(tmp_path, monkeypatch):
    """A writable copy of Samurai Sword's lesson, read in its place."""
    path = tmp_path / "tutorial.json"
    path.write_text(tutorial.lesson_path("samurai_sword").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(tutorial, "lesson_path", lambda game: path)
    tutorial.load_lesson.cache_clear()
    yield path
    tutorial.load_lesson.cache_clear()


def test_samurai_sword_has_a_lesson():
    assert "samurai_sword" in LESSONS


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_is_a_short_legal_game_worded_in_both_languages(game):
    lesson = tutorial.load_lesson(game)
    taught = lesson.learner_steps
    assert 10 <= len(taught) <= 25
    for k in taught:
        step = lesson.steps[k]
        assert step.seat == lesson.learner
        for words in (step.say, step.why):
            assert words["en"].strip() and words["zh_Hant"].strip()
            # no Latin word (a key's letter, War A's A, are what the table itself shows)
            assert not re.search(r"[A-Za-z]{2,}", words["zh_Hant"]), words["zh_Hant"]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("game", LESSONS)
def test_every_lesson_autoplays_to_its_end(game, lang):
    proc = subprocess.run([sys.executable, "-m", "client", "tutorial", game, "--autoplay", "--lang", lang],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    lesson = tutorial.load_lesson(game)
    assert result == {"game": game, "steps": len(lesson.steps), "learner_steps": len(lesson.learner_steps),
                      "finished": True, "lang": lang}


@pytest.fixture
def scene(table_app):
    from client.scenes.tutorial import TutorialScene

    scene = TutorialScene(table_app, tutorial.load_lesson("samurai_sword"))
    table_app.stack.push(scene)
    scene.advance()
    yield scene
    table_app.stack.unwind(0)


def test_only_the_taught_move_is_taken_and_another_is_answered_why(scene, table_app):
    step = scene.step()
    assert step.seat == scene.lesson.learner
    other = next(a for a in scene.match.state.legal_actions() if a != step.action)
    table_app.toasts.clear()
    assert scene.human_action(other) is False
    assert scene.match.actions == [], "the other move was not played"
    said = table_app.toasts[-1][0]
    assert "This lesson asks for another move" in said and step.why["en"] in said
    assert scene.human_action(step.action) is True
    assert scene.match.actions == [step.action]


def test_the_other_seats_move_from_the_script_after_a_beat(scene):
    from client.scenes.tutorial import BEAT

    from client.tutorial_cli import play_through

    play_through(scene, stop_before_learner_step=4)
    assert scene.step().seat == scene.lesson.learner
    scene.human_action(scene.step().action)  # the learner's 4th: End turn; the others play next
    before = len(scene.match.actions)
    scene.update(BEAT / 3)
    assert len(scene.match.actions) == before, "not before its beat"
    scene.update(BEAT)
    assert len(scene.match.actions) == before + 1
    assert scene.match.actions[-1] == scene.lesson.steps[before].action


def test_the_lesson_rings_the_taught_move_and_says_what_and_why(scene, table_app):
    from client.scenes.tutorial import lesson_words

    drawn = []
    real = scene.draw_lesson
    scene.draw_lesson = lambda surface, texts: (drawn.append(texts), real(surface, texts))[1]
    marked = []
    scene.view.mark_hint = lambda surface, obs, action: marked.append(action)
    table_app.step(0.0)
    step = scene.step()
    texts = [text for text, _style in drawn[-1]]
    assert lesson_words(step.say) in texts and lesson_words(step.why) in texts
    assert any("Properties" in text for text in texts), "the rule where it first matters"
    assert marked == [step.action]


def test_the_end_offers_a_real_game_with_the_seats_filled(scene, table_app):
    from client.scenes.setup import SetupScene
    from client.tutorial_cli import play_through

    play_through(scene)
    assert scene.finished
    table_app.step(0.0)
    assert scene.real_game.rect.width > 0
    pos = scene.real_game.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    top = table_app.stack.top
    assert isinstance(top, SetupScene) and top.players == scene.lesson.players
    seats = top.build_seats()
    assert [s.kind for s in seats].count("human") == 1 and all(s.kind == "bot" for s in seats[1:])


def test_a_lesson_leaves_no_save_behind(scene, tmp_path):
    from client import paths
    from client.tutorial_cli import play_through

    play_through(scene, stop_before_learner_step=6)
    assert len(scene.match.actions) > 5
    saves = paths.saves_dir()
    assert not saves.exists() or not any(saves.rglob("*.json")), "an autosave of the lesson"


@pytest.mark.parametrize("damage, why", [
    ("", "not a lesson file"),
    ("{", "not JSON"),
    ('{"players": 4}', "no seed"),
])
def test_a_damaged_lesson_is_the_installations_fault(lesson_file, damage, why):
    lesson_file.write_text(damage, encoding="utf-8")
    with pytest.raises(BundledDataError):
        tutorial.load_lesson("samurai_sword")


def test_a_lesson_with_an_illegal_step_is_refused_naming_it(lesson_file):
    data = json.loads(lesson_file.read_text(encoding="utf-8"))
    data["steps"][2]["action"] = "attack:wakizashi:3"  # out of reach
    lesson_file.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BundledDataError, match="step 3"):
        tutorial.load_lesson("samurai_sword")


def test_a_lesson_missing_a_language_is_refused(lesson_file):
    data = json.loads(lesson_file.read_text(encoding="utf-8"))
    del data["steps"][0]["say"]["zh_Hant"]
    lesson_file.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BundledDataError, match="zh_Hant"):
        tutorial.load_lesson("samurai_sword")


def test_the_tutorial_command_says_what_is_wrong_in_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "client", "tutorial", "chess", "--autoplay"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 2 and "no game 'chess'" in proc.stderr and "Traceback" not in proc.stderr


def test_a_step_is_drawn_by_shot(tmp_path):
    out = tmp_path / "step.png"
    proc = subprocess.run([sys.executable, "-m", "client", "shot", "samurai_sword", "--scene", "tutorial",
                           "--step", "3", "--lang", "zh_Hant", "--out", str(out)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert pygame.image.load(str(out)).get_size() == (1600, 900)


def test_the_title_and_the_game_list_offer_the_lessons(table_app):
    from client.scenes.games import GameListScene
    from client.scenes.title import TitleScene

    title = TitleScene(table_app)
    assert any(b.label == "Learn to play" for b in title.buttons)
    listing = GameListScene(table_app)
    enabled = {spec.id for spec, b in zip(listing.specs, listing.lessons) if b.enabled}
    assert enabled == set(LESSONS)


def test_f1_opens_the_rule_and_r_is_left_to_the_table(scene):
    def key(k):
        return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))

    assert not scene.rule_open
    key(pygame.K_F1)
    assert scene.rule_open
    texts = [text for text, _style in scene.panel_texts(scene.step())]
    assert any(text.startswith("Properties stay in front of a player") for text in texts), "the rule's own text"
    key(pygame.K_r)  # 3KingdomsBattle turns its tile with R
    assert scene.rule_open
    scene.human_action(scene.step().action)
    assert not scene.rule_open, "the next step's rule starts folded"


def test_only_a_forced_step_of_the_learner_may_go_unworded(lesson_file):
    data = json.loads(lesson_file.read_text(encoding="utf-8"))
    taught = [k for k, step in enumerate(data["steps"]) if "say" in step]
    for key in ("say", "why", "rule"):
        data["steps"][taught[0]].pop(key, None)  # Fast Draw: one of many moves
    lesson_file.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BundledDataError, match="learner's choice"):
        tutorial.load_lesson("samurai_sword")


def test_a_forced_step_plays_itself_after_a_beat(table_app):
    from client.scenes.tutorial import TutorialScene
    from client.tutorial_cli import play_through

    lesson = tutorial.load_lesson("himefuda")
    forced = next(k for k, step in enumerate(lesson.steps) if step.seat == lesson.learner and step.say is None)
    scene = TutorialScene(table_app, lesson)
    table_app.stack.push(scene)
    scene.advance()
    play_through(scene, stop_before_learner_step=5)
    assert scene.at >= forced
    texts = [text for text, _style in scene.panel_texts(lesson.steps[forced])]
    assert "Nothing to do here: this step plays itself." in texts
    table_app.stack.unwind(0)


def test_a_lesson_naming_a_rule_the_help_lacks_is_refused(lesson_file):
    data = json.loads(lesson_file.read_text(encoding="utf-8"))
    data["steps"][0]["rule"] = 99
    lesson_file.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BundledDataError, match="no section 99"):
        tutorial.load_lesson("samurai_sword")


@pytest.mark.parametrize("game", LESSONS)
def test_meanwhile_tells_only_what_the_learners_own_log_tells(table_app, game):
    """The panel's "Meanwhile" lines are the log's lines as the learner reads them (its own
    secrets, others' redacted: tests/test_private_reveals.py), never another seat's."""
    from client.scenes.tutorial import TutorialScene
    from client.tutorial_cli import play_through

    lesson = tutorial.load_lesson(game)
    scene = TutorialScene(table_app, lesson)
    table_app.stack.push(scene)
    scene.advance()
    told = 0
    for number in range(2, len(lesson.learner_steps) + 1):
        play_through(scene, stop_before_learner_step=number)
        said = scene.meanwhile()
        assert set(said) <= set(scene.log.lines())
        assert scene.log.viewer() == lesson.learner
        told += len(said)
    assert told > 0, "the other seats' moves are told"
    table_app.stack.unwind(0)


def started_lesson(app, game):
    """``game``'s lesson on ``app``'s stack at its first step, and the list of where its sheet is
    drawn (each frame adds one)."""
    from client.scenes.tutorial import TutorialScene

    scene = TutorialScene(app, tutorial.load_lesson(game))
    app.stack.push(scene)
    scene.advance()
    sheets = []
    real = scene.draw_lesson
    scene.draw_lesson = lambda surface, texts: sheets.append(real(surface, texts)) or sheets[-1]
    return scene, sheets


@pytest.mark.parametrize("game", LESSONS)
def test_the_lesson_panel_stays_in_the_window_and_off_the_tables_buttons(table_app, game):
    from client.tutorial_cli import play_through

    scene, panels = started_lesson(table_app, game)
    offered = []  # whether the lesson had ended, each time its end's buttons were drawn
    draw_button = scene.real_game.draw
    scene.real_game.draw = lambda surface: offered.append(scene.finished) or draw_button(surface)
    play_through(scene, draw=lambda: table_app.step(0.0))
    table_app.step(0.0)  # the end, with its two buttons
    assert offered and all(offered), "the end's buttons drawn over a step of the lesson"
    window = pygame.Rect(0, 0, 1600, 900)
    buttons = [b.rect for b in (scene.view.undo, scene.view.menu, scene.hints.button) if b is not None]
    assert panels
    for rect in panels:
        assert window.contains(rect), rect
        assert rect.collidelist(buttons) < 0, (rect, buttons)
    table_app.stack.unwind(0)
