"""The "why the bot moved" tip tells no secret before the end: twins (the same position with every
secret the reader cannot see dealt again) show the same tip, word for word and figure for figure,
while the bot's own notes differ. After the end the tip tells everything."""
from __future__ import annotations

import random

import pytest

from client.ai.advice import notes_from_stats
from client.ai.hooks import hooks_for
from client.core import knowledge
from client.games import get
from client.scenes import bot_tip
from tests.table_scene import table_scene
from tests.test_hint_advice import twin

GAMES = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}
SECRETLESS = {"three_kingdoms"}  # every seat sees the same: a bot's figures may be told
READER = 0
ITERATIONS = 24
POSITIONS = 5  # bot decisions compared per game


def note_of(spec, state, seat: int) -> dict:
    """What a normal bot in ``seat`` weighed here, from its own observation (a fixed budget)."""
    hooks = hooks_for(spec).for_level("normal")
    _best, stats = hooks.search(state.observation(seat), random.Random(7), None, ITERATIONS)
    return notes_from_stats("normal", stats)


def twin_positions(game: str, seed: int = 4):
    """Bot decisions of a seeded random game, each with a twin and a move legal and public in both:
    (state, twin, seat, action, its note, the twin's note)."""
    spec = get(game)
    state = spec.new_game(GAMES[game], {}, seed)
    rng = random.Random(seed)
    found = []
    while not state.is_over() and len(found) < POSITIONS:
        legal = state.legal_actions()
        seat = state.to_act
        other = twin(state, READER, tries=3) if seat != READER and len(legal) > 1 and rng.random() < 0.3 else None
        if other is not None:
            shared = [a for a in legal if other.is_legal(a) and state.public_describe(a) is not None
                      and other.public_describe(a) is not None]
            if shared:
                action = shared[0]
                found.append((state.clone(), other, seat, action, note_of(spec, state, seat),
                              note_of(spec, other, seat)))
        state.apply(rng.choice(legal))
    assert len(found) == POSITIONS, "the walk met too few bot decisions"
    return spec, found


def tips(view, found, over: bool = False):
    out = []
    for state, other, seat, action, note, other_note in found:
        out.append((bot_tip.tip_lines(state, seat, action, note, READER, over, "Bot", view.hint_text),
                    bot_tip.tip_lines(other, seat, action, other_note, READER, over, "Bot", view.hint_text)))
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_twins_show_the_same_tip_before_the_end(table_app, game):
    spec, found = twin_positions(game)
    view = table_scene(table_app, spec, {}, GAMES[game], 4, {READER}, READER).view
    for mine, theirs in tips(view, found):
        assert mine == theirs
    if game in SECRETLESS:  # a bot that knew nothing more than the reader: its figures are told
        weighed = [mine for (mine, _theirs), f in zip(tips(view, found), found) if f[4].get("candidates")]
        assert weighed and all("tries" in tip[1] for tip in weighed)
    else:
        # the bots' notes themselves differ between twins: the test above could fail
        assert any(note != other_note for *_rest, note, other_note in found)


@pytest.mark.parametrize("game", sorted(set(GAMES) - SECRETLESS))
def test_the_twin_check_catches_a_tip_that_follows_the_bots_secrets(table_app, game, monkeypatch):
    """Without the rule (today's tip before it: every public candidate told), the twins differ."""
    spec, found = twin_positions(game)
    view = table_scene(table_app, spec, {}, GAMES[game], 4, {READER}, READER).view
    monkeypatch.setattr(bot_tip, "knows_more", lambda seen, seat: False)
    assert any(mine != theirs for mine, theirs in tips(view, found))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_after_the_end_the_tip_tells_all_it_weighed(table_app, game):
    spec, found = twin_positions(game)
    view = table_scene(table_app, spec, {}, GAMES[game], 4, {READER}, READER).view
    for (mine, _theirs), (*_rest, note, _other) in zip(tips(view, found, over=True), found):
        if note.get("candidates"):
            assert "tries" in mine[1]


def test_a_bot_knows_more_exactly_when_its_view_holds_a_secret_of_the_readers():
    spec = get("samurai_sword")
    state = spec.new_game(4, {}, 3)
    assert knowledge.knows_more(state.observation(0), 1)  # its hand and its role
    assert not knowledge.knows_more(state.observation(1), 1)  # its own eyes
    k3 = get("three_kingdoms").new_game(3, {}, 3)
    assert not knowledge.knows_more(k3.observation(0), 1)  # the tile bag is hidden from all alike
    assert not knowledge.knows_more(k3.observation(None), 2)


def test_moves_said_the_same_way_are_one_row_and_a_kept_first_choice_is_explained(table_app):
    """Two candidates the reader's words cannot tell apart are one row (tries added, chances weighed
    by them); where the bot played a move below another's chance, the tip says why."""
    spec = get("three_kingdoms")
    state = spec.new_game(3, {}, 2)
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    legal = state.legal_actions()
    a, b, c = legal[:3]
    note = {"level": "normal", "iterations": 100, "value": 0.3,
            "candidates": [[a, 50, 0.2], [b, 30, 0.4], [c, 20, 0.1]]}
    words = {a: "Here", b: "There", c: "There"}
    lines = bot_tip.tip_lines(state, state.to_act, a, note, None, False, "Bot", lambda _s, x: words[x])
    assert lines[1] == "It weighed 2 moves in 100 tries:"
    assert lines[2] == "Here: 20% chance to win · tried 50× (played)"
    assert lines[3] == "There: 28% chance to win · tried 50×"  # (0.4 × 30 + 0.1 × 20) / 50
    assert lines[4].startswith("It kept its first choice")
    plain = bot_tip.tip_lines(state, state.to_act, b, note, None, False, "Bot", lambda _s, x: words[x])
    assert not any(line.startswith("It kept") for line in plain)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_bot_whose_view_differs_from_the_readers_is_never_told_as_knowing_nothing_more(game):
    """Wherever the bot's view and the reader's differ (a card, a role, even a hidden deck's name
    that dealing out worlds leaves as a placeholder), the figures are kept back."""
    import json

    def shape(obs):
        snap = obs.snapshot()
        snap.pop("viewer", None)
        snap.pop("events", None)
        return json.dumps(snap, sort_keys=True, default=repr)

    spec = get(game)
    state = spec.new_game(GAMES[game], {}, 2)
    rng = random.Random(2)
    checked = 0
    while not state.is_over() and checked < 40:
        seat = state.to_act
        if seat != READER and rng.random() < 0.2:
            if shape(state.observation(seat)) != shape(state.observation(READER)):
                assert knowledge.knows_more(state.observation(READER), seat)
            checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked
