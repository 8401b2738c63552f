"""Seed + actions → state: a game played again through its rules, every action checked.

The one place a game is rebuilt from what a save (or a request to the bot worker) holds: a
match being loaded, the review's timeline, the log of a loaded game, the bot worker's position,
the tips over a bot's move. An action that cannot be replayed is a ``SaveError`` naming it — as
far as the player can tell, a save (or whatever held the actions) is at fault.

Pure: never imports pygame.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping, NamedTuple, Sequence

from .errors import IllegalAction, SaveError, clip, quote
from .game import GameSpec, GameState


class Replayed(NamedTuple):
    """One step of a replay. The first is the opening (no seat, no action); each after it the
    position after ``seat`` played ``action``, with that action's events. ``read``: what the
    replay's ``read`` said of the state just before the action. ``state`` is the replay's own and
    is played on by the next step: read it now, clone it to keep it."""

    seat: int | None
    action: str | None
    read: Any
    state: GameState


def replay_steps(spec: GameSpec, players: int, options: Mapping[str, str] | None, seed: int,
                 actions: Sequence[str], read: Callable[[GameState, str], Any] | None = None) -> Iterator[Replayed]:
    """The opening, then the position after each of ``actions``; SaveError names the first that
    fails. ``read(state, action)``, if given, is asked before each action is applied (the
    rules' words for it, say, which only the state before it can give).

    Any error while replaying (a rules bug an odd action reaches, too) becomes a SaveError.
    """
    state = spec.new_game(players, options, seed)
    yield Replayed(None, None, None, state)
    for index, action in enumerate(actions):
        if state.is_over():
            raise SaveError(f"{_move(index, actions)} comes after the game ended")
        seat = state.to_act
        said = read(state, action) if read is not None else None
        try:
            state.apply(action)
        except IllegalAction as err:
            raise SaveError(f"{_move(index, actions)} is not legal: {clip(str(err))}") from None
        except Exception as err:  # noqa: BLE001 - see the docstring
            why = clip(f"{type(err).__name__}: {err}")
            raise SaveError(f"{_move(index, actions)} cannot be replayed: {why}") from None
        yield Replayed(seat, action, said, state)


def replay(spec: GameSpec, players: int, options: Mapping[str, str] | None, seed: int,
           actions: Sequence[str]) -> GameState:
    """The true state after ``actions`` (with the events of the last); SaveError names the first
    action that cannot be replayed."""
    for step in replay_steps(spec, players, options, seed, actions):
        pass
    return step.state


def _move(index: int, actions: Sequence[str]) -> str:
    # short: the reason after it usually quotes the action again
    return f"move {index + 1} of {len(actions)} ({quote(actions[index], 60)})"
