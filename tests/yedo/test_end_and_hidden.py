"""Yedo's end (bonus cards, Blackmail, ties by player order, 11 rounds), hidden information (Y-6),
the action grammar's text round trip, and purity (no pygame)."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from client.core.actions import act, split
from client.games.yedo import board as B
from client.games.yedo.rules import new_game

from .scene import blank, give, stage

ROOT = Path(__file__).resolve().parents[2]


def finish(st):
    st.round = B.ROUNDS
    return stage(st, ("round_end", None))


def test_the_game_ends_after_round_eleven_with_bonus_cards_and_blackmail():
    st = blank(3)
    give(st, 0, bonus=["bo02", "bo07"], geisha=2, blessing=1)  # 2 per geisha, 3 with a blessing
    st.blackmail[1] = True
    st.points = [5, 5, 12]
    finish(st)
    assert st.over and st.end_reason == "rounds"
    assert st.final[0]["bonus"] == {"bo02": 4, "bo07": 3} and st.final[0]["total"] == 12
    assert st.final[1]["blackmail"] == 2 and st.scores() == [12.0, 7.0, 12.0]
    assert st.winners() == [0]  # tied with seat 2: earlier in the player order (Y-7)
    st2 = blank(3)
    st2.order = [2, 0, 1]
    give(st2, 0, bonus=["bo02", "bo07"], geisha=2, blessing=1)
    st2.points = [5, 5, 12]
    finish(st2)
    assert st2.winners() == [2]


def test_most_and_none_bonus_cards():
    st = blank(3)
    give(st, 0, bonus=["bo03", "bo01"])  # what seat 1 would score with bo03 is asked all the same
    st.completed[0] = ("g06",)  # warfare
    st.completed[1] = ("y06",)  # warfare
    for m in ("g06", "y06"):
        st.mission_decks[st.data.missions[m].colour].remove(m)
    assert st.bonus_score(0, "bo03") == 2 and st.bonus_score(1, "bo03") == 2  # tied for most
    assert st.bonus_score(0, "bo01") == 3  # no kidnapping
    st.completed[1] = ("y06", "r02")
    st.mission_decks["red"].remove("r02")
    assert st.bonus_score(1, "bo03") == 4 and st.bonus_score(0, "bo03") == 0
    st.check_invariants()


@pytest.mark.parametrize("players", [2, 5])
def test_a_whole_game_is_eleven_rounds(players):
    st = new_game(players, {"mode": "geisha"}, 9)
    rng = random.Random(9)
    rounds = set()
    while not st.is_over():
        rounds.add(st.round)
        st.apply(rng.choice(st.legal_actions()))
    assert rounds == set(range(1, 12)) and len(st.events_done) == 11


# -- hidden information --------------------------------------------------------------------------

def midgame(players=4, mode="samurai", seed=2, steps=400):
    st = new_game(players, {"mode": mode}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_observation_hides_hands_and_decks_but_not_mission_colours():
    st = midgame()
    for viewer in range(4):
        o = st.observation(viewer)
        for s in range(4):
            if s == viewer:
                assert o.hands[s] == st.hands[s] and o.missions[s] == st.missions[s] and o.bonus[s] == st.bonus[s]
            else:
                assert set(o.hands[s]) <= {"?"} and len(o.hands[s]) == len(st.hands[s])
                assert set(o.bonus[s]) <= {"?"} and len(o.bonus[s]) == len(st.bonus[s])
                assert all(m.startswith("?") for m in o.missions[s])
            assert o.mission_colours(s) == st.mission_colours(s)
            assert o.weapons[s] == st.weapons[s] and o.completed_points[s] == st.completed_points[s]
            assert [o.mission_colour(m) for m in o.completed[s]] == [st.mission_colour(m) for m in st.completed[s]]
        # a deck shows only the cards whose place the viewer knows (knowledge.py), where they lie
        known = st.known_slots(viewer)
        for pool in ("action", "event", "weapon") + tuple("mission:" + c for c in o.mission_decks):
            assert [c for c in o.deck(pool) if c != "?"] == [c for (p, _), c in sorted(known.items()) if p == pool]
        text = json.dumps(o.snapshot(), default=str)
        for s in range(4):
            if s != viewer:
                for card in st.hands[s] + st.bonus[s] + st.missions[s]:
                    assert f'"{card}"' not in json.dumps([o.hands, o.bonus, o.missions])
        assert o.rng is None and o.viewer == viewer and text


def test_determinize_deals_the_unseen_cards_back_consistently():
    st = midgame()
    o = st.observation(1)
    seen = json.dumps(o.snapshot(), sort_keys=True, default=str)
    worlds = [o.determinize(random.Random(k)) for k in range(6)]
    for w in worlds:
        w.check_invariants()
        assert json.dumps(w.observation(1).snapshot(), sort_keys=True, default=str) == seen
        assert w.hands[1] == st.hands[1] and w.missions[1] == st.missions[1]
        for s in (0, 2, 3):
            assert [w.mission_colour(m) for m in w.missions[s]] == [st.mission_colour(m) for m in st.missions[s]]
        w.legal_actions()
    assert len({json.dumps(w.snapshot(), default=str) for w in worlds}) > 1


def test_a_peek_is_seen_only_by_its_seat():
    st = new_game(2, {"mode": "samurai"}, 4)
    rng = random.Random(0)
    while st.pending[-1][0] != "keep":
        st.apply(rng.choice(st.legal_actions()))
    seat = st.peek[0]
    assert st.observation(seat).peek == st.peek
    assert st.observation(1 - seat).peek[2] == ("?", "?", "?")
    w = st.observation(1 - seat).determinize(random.Random(1))
    assert w.legal_actions() and all(a.startswith("keep:") for a in w.legal_actions())


def test_private_events_are_redacted():
    st = new_game(2, {"mode": "geisha"}, 4)
    first = st.to_act
    st.apply("deck:green")
    mine = [e for e in st.observation(first).events if e.kind == "gain_card"]
    theirs = [e for e in st.observation(1 - first).events if e.kind == "gain_card"]
    assert mine[0].data["card"] and "card" not in theirs[0].data and theirs[0].data["colour"] == "green"


# -- the grammar ---------------------------------------------------------------------------------

@pytest.mark.parametrize("players, mode", [(2, "samurai"), (4, "geisha"), (5, "samurai")])
def test_actions_round_trip_as_text_and_read_as_english(players, mode):
    st = new_game(players, {"mode": mode}, 13)
    rng = random.Random(13)
    verbs = set()
    while not st.is_over():
        for action in st.legal_actions():
            verb, args = split(action)
            assert act(verb, *args) == action and len(action) <= 60
            words = st.describe(action)
            assert words and words.isascii() and ":" not in words.replace(": ", ""), (action, words)
            verbs.add(verb)
        st.apply(rng.choice(st.legal_actions()))
    assert {"deck", "favour", "drop", "lot", "place", "do", "recall", "pass"} <= verbs


def test_rules_modules_import_without_pygame():
    modules = ["client.games.yedo", "client.games.yedo.rules", "client.games.yedo.content",
               "client.games.yedo.effects", "client.games.yedo.board"]
    code = ("import sys, importlib; sys.modules['pygame'] = None\n"
            f"for name in {modules!r}: importlib.import_module(name)\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_an_observation_lists_what_its_viewer_can_see_to_do():
    st = midgame(steps=300)
    while st.pending[-1][0] != "act":
        st.apply(random.Random(len(st.pending)).choice(st.legal_actions()))
    seat = st.to_act
    assert st.observation(seat).legal_actions() == st.legal_actions()
    st.observation((seat + 1) % 4).legal_actions()  # another seat's turn: no secret needed, no error


def test_the_shared_log_never_names_a_hidden_card():
    st = blank(2)
    assert st.public_describe("keep:a01") is None and st.public_describe("give:mission:g01") is None
    assert st.public_describe("discard:katana") == "give up Katana"
    assert st.public_describe("give:coin") == "give coin" and st.public_describe("bid:4") == "bid 4 coins"


# -- completed missions lie face down (seed: 已完成任務卡（不限、不公開）) ---------------------------

def completed_gate_mission():
    """Seat 0 completes g08 (green, 2 points: a disciple in the Gate) in a 3-player game."""
    st = blank(3)
    st.placed["gate1"] = 0
    st.home[0] -= 1
    give(st, 0, missions=["g08"])
    stage(st, ("act", 0))
    st.apply("mission:g08:gate1")
    assert st.completed[0] == ("g08",) and st.completed_points[0] == (2,)
    return st


def test_a_completed_mission_shows_its_colour_and_points_to_the_others_never_which_card():
    st = completed_gate_mission()
    other = json.dumps(st.observation(1).snapshot(), sort_keys=True, default=str)
    # the same table with g01 (green, 2 points too) completed instead, g08 in its place in the deck
    deck = st.mission_decks["green"]
    deck[deck.index("g01")] = "g08"
    st.completed[0] = ("g01",)
    st.touch()
    st.check_invariants()
    assert json.dumps(st.observation(1).snapshot(), sort_keys=True, default=str) == other
    assert st.observation(0).completed[0] == ("g01",)  # its owner sees it
    assert st.observation(1).completed[0] == ("?green",) and st.observation(1).completed_points[0] == (2,)


def test_the_log_and_the_events_of_a_completed_mission_name_it_to_its_owner_only():
    from client.core.game import events_for
    from client.games.yedo import log_text
    from client.i18n import set_language

    st = completed_gate_mission()
    name = st.data.missions["g08"].name
    assert st.public_describe("mission:g08:gate1") is None
    seen = [e for e in st.observation(1).events if e.kind == "mission"]
    assert seen and "g08" not in repr(dict(seen[0].data)) and seen[0].data["colour"] == "green"
    assert [e for e in st.observation(0).events if e.kind == "mission"][0].data["mission"] == "g08"
    for lang, text in (("en", name.en), ("zh_Hant", name.zh)):
        set_language(lang)
        try:
            lines = log_text.event_lines(events_for(st.events, None), lambda seat: f"P{seat}")
        finally:
            set_language("en")
        assert lines and not any(text in line for line in lines), lines
        assert any("green" in line or "綠" in line for line in lines)


def test_sampled_worlds_deal_a_face_down_mission_of_its_colour_and_points_out_of_the_deck():
    st = completed_gate_mission()
    o = st.observation(1)
    assert "g08" in o.unseen["mission:green"]
    dealt = set()
    for k in range(12):
        w = o.determinize(random.Random(k))
        w.check_invariants()  # conserved: the mission dealt to the done pile is in no deck or hand
        m = w.completed[0][0]
        assert w.data.missions[m].colour == "green" and w.data.missions[m].points() == 2
        dealt.add(m)
    assert len(dealt) > 1  # which one is not known


def test_the_end_shows_every_completed_mission():
    st = completed_gate_mission()
    st.round = B.ROUNDS
    stage(st, ("round_end", None))
    assert st.over and st.observation(1).completed[0] == ("g08",) and st.observation(None).completed[0] == ("g08",)
