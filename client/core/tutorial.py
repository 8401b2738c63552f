"""A guided first game ("Learn to play"): a seeded game and its actions, as data.

Each game that teaches keeps one lesson in ``client/games/<game>/tutorial.json``: the players,
seed and options of a short game, and its actions in order. The learner's steps say what to do
and why, in both languages; the other seats' steps are played for them. A step may name a
section of the game's rules help (``rule``: its index in ``help.SECTIONS``), shown where the rule
first matters. A lesson is checked when it loads: every action is legal where it stands, and
a damaged file is the installation's fault (BundledDataError), never a crash.
Pure Python: no pygame.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from client.core.errors import BundledDataError, IllegalAction, OptionsError

LANGS = ("en", "zh_Hant")
MIN_LEARNER_STEPS, MAX_LEARNER_STEPS = 8, 30


@dataclass(frozen=True)
class Step:
    action: str
    seat: int
    say: Mapping[str, str] | None = None  # what to do (a learner's step); None: played for its seat
    # (another seat's, or a learner's forced step: the one legal move, which some tables play themselves)
    why: Mapping[str, str] | None = None  # why this move: also the answer to any other move
    rule: int | None = None  # a section of the rules help, shown with this step


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seed: int
    options: Mapping[str, str]
    learner: int
    intro: Mapping[str, str]
    outro: Mapping[str, str]
    steps: tuple[Step, ...]

    @property
    def learner_steps(self) -> list[int]:
        """Indexes of the steps the learner is taught (and plays)."""
        return [i for i, step in enumerate(self.steps) if step.say is not None]


def lesson_path(game: str) -> Path:
    return Path(__file__).resolve().parent.parent / "games" / game / "tutorial.json"


def has_lesson(game: str) -> bool:
    return lesson_path(game).is_file()


@lru_cache(maxsize=None)
def load_lesson(game: str) -> Lesson:
    """The lesson of ``game``, checked against its rules; BundledDataError if missing or damaged."""
    path = lesson_path(game)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise BundledDataError(f"{path.name}: {err}", path, game) from None
    try:
        lesson = _parse(game, raw)
        lesson = replace(lesson, steps=_seated_steps(lesson))
    except (KeyError, TypeError, ValueError) as err:
        raise BundledDataError(f"{path.name}: {err}", path, game) from None
    return lesson


def _words(value, where: str) -> Mapping[str, str]:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or not value[lang].strip()
                                          for lang in LANGS):
        raise ValueError(f"{where} needs words in {' and '.join(LANGS)}")
    return {lang: value[lang] for lang in LANGS}


def _parse(game: str, raw) -> Lesson:
    if not isinstance(raw, dict):
        raise ValueError("not a lesson")
    players, seed, learner = raw["players"], raw["seed"], raw.get("learner", 0)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (players, seed, learner)):
        raise ValueError("players, seed and learner are whole numbers")
    options = raw.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise ValueError("options are names and values")
    steps = []
    for k, item in enumerate(raw["steps"]):
        if not isinstance(item, dict) or not isinstance(item.get("action"), str):
            raise ValueError(f"step {k + 1} has no action")
        say = item.get("say")
        rule = item.get("rule")
        if rule is not None and (not isinstance(rule, int) or isinstance(rule, bool) or rule < 0):
            raise ValueError(f"step {k + 1}: rule is a section's number")
        steps.append(Step(item["action"], -1,
                          _words(say, f"step {k + 1}") if say is not None else None,
                          _words(item["why"], f"step {k + 1}'s why") if say is not None else None,
                          rule))
    return Lesson(game, players, seed, dict(options), learner, _words(raw["intro"], "intro"),
                  _words(raw["outro"], "outro"), tuple(steps))


def _seated_steps(lesson: Lesson) -> tuple[Step, ...]:
    """The lesson's steps, each with its seat (the lesson's own data names none: the rules do),
    once every action is found legal where it stands and the learner's words where they belong."""
    from client.games import get

    spec = get(lesson.game)
    try:
        options = spec.validate(lesson.players, lesson.options)
    except OptionsError as err:
        raise ValueError(str(err)) from None
    state = spec.new_game(lesson.players, options, lesson.seed)
    help_module = spec.load_help()
    sections = len(help_module.SECTIONS) if help_module is not None else 0
    seated = []
    for k, step in enumerate(lesson.steps):
        if state.is_over():
            raise ValueError(f"step {k + 1}: the game is already over")
        seat = state.to_act
        if seat != lesson.learner and step.say is not None:
            raise ValueError(f"step {k + 1} ({step.action}) is seat {seat + 1}'s turn: it takes no words")
        if seat == lesson.learner and step.say is None and len(state.legal_actions()) != 1:
            raise ValueError(f"step {k + 1} ({step.action}) is the learner's choice: it needs say and why")
        try:
            state.apply(step.action)
        except IllegalAction as err:
            raise ValueError(f"step {k + 1}: {err}") from None
        if step.rule is not None and step.rule >= sections:
            raise ValueError(f"step {k + 1}: the rules help has no section {step.rule}")
        seated.append(replace(step, seat=seat))
    count = sum(1 for step in seated if step.say is not None)
    if not MIN_LEARNER_STEPS <= count <= MAX_LEARNER_STEPS:
        raise ValueError(f"{count} learner steps: a lesson has {MIN_LEARNER_STEPS} to {MAX_LEARNER_STEPS}")
    return tuple(seated)
