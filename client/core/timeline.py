"""A match as a timeline of steps, for review: any step rebuilt quickly, turns known.

Step ``k`` is the position after the first ``k`` actions (0: the opening, ``len``:
now). The game is replayed once; a clone is kept every ``every`` actions
(keyframes), and any step is rebuilt from the nearest keyframe before it, or by
playing on from the step rebuilt last (stepping forward costs one action).

Pure: never imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .game import Event, GameSpec, GameState
from .match import Match, Seat
from .replay import replay_steps

KEYFRAME_EVERY = 32  # a Shogun action costs ~15 µs: any step is a clone and < 32 actions away


@dataclass(frozen=True)
class Step:
    """One action: who played it, the rules' public words for it (None: a secret step), its
    events as they happened (each seat reads them through ``events_for``: the log tells a seat
    only its own secrets) and its whole words (``describe``: for its own seat, and for everyone
    once the game has ended)."""

    seat: int
    action: str
    text: str | None
    events: tuple[Event, ...]
    words: str = ""

    def told(self, viewer: int | None, everything: bool) -> str | None:
        """The words ``viewer`` may read for this step (``everything``: the game has ended)."""
        return self.words if everything or viewer == self.seat else self.text


class Timeline:
    def __init__(self, spec: GameSpec, players: int, options: Mapping[str, str], seed: int,
                 actions: Sequence[str], every: int = KEYFRAME_EVERY):
        self.spec, self.players, self.options, self.seed = spec, players, dict(options), seed
        self.actions = tuple(actions)
        self.every = every
        replayed = replay_steps(spec, players, self.options, seed, self.actions, _words)
        state = next(replayed).state
        self.opening = tuple(state.events)  # as they happened, secrets included (see Step)
        self._keys: list[GameState] = [state.clone()]  # _keys[j]: the state after j * every actions
        steps = []
        markers = [state.round_marker()]
        standing = spec.load_standing()
        counted = standing.chart_round if standing is not None else (lambda _state: None)
        rounds = [counted(state)]
        for index, (seat, action, (text, words), _state) in enumerate(replayed):
            steps.append(Step(seat, action, text, tuple(state.events), words))
            markers.append(state.round_marker())
            rounds.append(counted(state))
            if (index + 1) % every == 0:
                self._keys.append(state.clone())
        self.steps = tuple(steps)
        self.finished = state.is_over()
        self._current = (len(self.actions), state)  # the step rebuilt last, played on in place
        self.turn_starts = turn_starts([s.seat for s in steps], markers)
        #: at each step, what the game counts there and its number (``StandingModule.chart_round``)
        self.rounds: tuple[tuple[str, int] | None, ...] = tuple(rounds)

    @classmethod
    def of_match(cls, match, every: int = KEYFRAME_EVERY) -> "Timeline":
        return cls(match.spec, len(match.seats), match.options, match.seed, match.actions, every)

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> GameState:
        """The true state after ``step`` actions, with the events of its last action.

        The timeline owns it and plays it on for the next call: read it, clone it to keep it."""
        at, state = self._current
        if self._key_before(step) <= at <= step:  # on from the step rebuilt last: stepping forward is one action
            for action in self.actions[at:step]:
                state.apply(action)
        else:
            state = self.copy_at(step)
        self._current = (step, state)
        return state

    def copy_at(self, step: int) -> GameState:
        """The state after ``step`` actions as ``state_at`` gives it, but a copy of its own, rebuilt
        from the nearest keyframe: the state ``state_at`` gave (the one on screen) is left as it is."""
        at = self._key_before(step)
        state = self._keys[at // self.every].clone()
        for action in self.actions[at:step]:
            state.apply(action)
        return state

    def _key_before(self, step: int) -> int:
        """The keyframe ``step`` is rebuilt from: at least one action back, so that the state
        carries its last action's events."""
        if not 0 <= step <= len(self.actions):
            raise IndexError(f"step {step} is outside 0–{len(self.actions)}")
        return 0 if step == 0 else (step - 1) // self.every * self.every

    # -- turns ----------------------------------------------------------------------------------
    def next_turn(self, step: int) -> int:
        return next((s for s in self.turn_starts if s > step), len(self.actions))

    def previous_turn(self, step: int) -> int:
        return next((s for s in reversed(self.turn_starts) if s < step), 0)


def _words(state: GameState, action: str) -> tuple[str | None, str]:
    """A step's words, read before it is played: the public ones and the whole (see Step)."""
    return state.public_describe(action), state.describe(action)


ANSWER_MAX = 2  # actions: a Parry, a forced discard, an answer to a trade


def turn_starts(seats: Sequence[int], markers: Sequence[object] = ()) -> list[int]:
    """The steps where a turn begins (``seats[i]``: who played action ``i``; ``markers[k]``: the
    game's ``round_marker()`` at step ``k``). Step 0 always begins one.

    # assumption: where the game names no rounds, a turn begins when another seat acts — but
    # a short answer out of turn (at most ANSWER_MAX actions, then the same seat again) belongs
    # to the turn it interrupts, so Shift+→ does not stop at every Parry.
    """
    if markers and any(m is not None for m in markers):
        return [0] + [k for k in range(1, len(markers)) if markers[k] != markers[k - 1]]
    runs: list[tuple[int, int, int]] = []  # (seat, first action, length)
    for index, seat in enumerate(seats):
        if runs and runs[-1][0] == seat:
            runs[-1] = (seat, runs[-1][1], runs[-1][2] + 1)
        else:
            runs.append((seat, index, 1))
    starts = [0]
    owner = runs[0][0] if runs else None
    for k, (seat, first, length) in enumerate(runs[1:], 1):
        answer = length <= ANSWER_MAX and k + 1 < len(runs) and runs[k + 1][0] == owner
        if seat == owner or answer:
            continue
        owner = seat
        if first not in starts:
            starts.append(first)
    return starts


def play_on(match, step: int, seats: Sequence[Seat]) -> Match:
    """A new match (its own id, so its saves are its own) from ``match``'s position after ``step``
    actions: the same game, options, seed and actions so far, with ``seats`` playing on."""
    if len(seats) != len(match.seats):
        raise ValueError(f"{len(match.seats)} seats play this game, not {len(seats)}")
    return Match.replay(match.spec, match.options, match.seed, seats, list(match.actions[:step]))
