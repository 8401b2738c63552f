"""The turn's four phases, the hand limit, deck exhaustion, the 3-player variant (seed 遊戲進行, 變體規則)."""
from .helpers import kinds, play, table

ROLES4 = ["shogun", "samurai", "ninja", "ninja"]


def test_draw_two_then_play_and_turns_go_left():
    st = table(4, roles=ROLES4, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["bo"], ["bo"], ["bo"], ["bo"]], deck=["parry"] * 10)
    events = play(st, "end")
    assert st.turn == 1 and st.hands[1] == ["bo", "parry", "parry"] and "draw" in kinds(events)
    play(st, "end", "end", "end")
    assert st.turn == 0 and st.hands[0] == ["bo", "parry", "parry"]


def test_hideyoshi_draws_one_more():
    st = table(4, roles=ROLES4, chars=["nobunaga", "hideyoshi", "kojiro", "goemon"],
               hands=[["bo"], ["bo"], ["bo"], ["bo"]], deck=["parry"] * 10)
    play(st, "end")
    assert len(st.hands[1]) == 4


def test_draws_are_private_but_counted_for_everyone():
    st = table(4, roles=ROLES4, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["bo"], ["bo"], ["bo"], ["bo"]], deck=["parry"] * 10)
    play(st, "end")
    draw = next(e for e in st.events if e.kind == "draw")
    assert draw.for_seat(1).data["cards"] == ["parry", "parry"]
    assert draw.for_seat(2).data == {"seat": 1, "count": 2}


def test_hand_limit_of_seven_at_the_end_of_the_turn():
    hand = ["parry"] * 9
    st = table(4, roles=ROLES4, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[hand, ["bo"], ["bo"], ["bo"]], deck=["daimyo"] * 3)
    play(st, "end")
    assert st.phase == "discard" and st.to_act == 0 and st.legal_actions() == ["discard:parry"]
    play(st, "discard:parry")
    assert st.phase == "discard"
    play(st, "discard:parry")
    assert len(st.hands[0]) == 7 and st.turn == 1


def test_empty_deck_reshuffles_and_costs_everyone_one_honour():
    st = table(4, roles=ROLES4, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["bo"], ["bo"], ["bo"], ["bo"]], honour=[5, 3, 3, 3], deck=["parry"])
    discarded = len(st.discard)
    events = play(st, "end")
    assert "reshuffle" in kinds(events) and st.honour == [4, 2, 2, 2]
    assert len(st.hands[1]) == 3 and len(st.deck) == discarded - 1 and st.discard == []


def test_exhaustion_that_takes_the_last_honour_ends_the_game():
    st = table(4, roles=ROLES4, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["bo"], ["bo"], ["bo"], ["bo"]], honour=[5, 3, 1, 3], deck=[])
    play(st, "end")
    assert st.is_over() and st.end_reason == "honour" and st.honour[2] == 0
    assert st.legal_actions() == [] and st.to_act == -1


def test_three_player_shogun_draws_three_and_plays_two_weapons():
    st = table(3, roles=["ninja", "shogun", "ninja"], chars=["nobunaga", "musashi", "kojiro"],
               hands=[["bo"], ["bokken", "kiseru"], ["bo"]], deck=["parry"] * 5, honour=[3, 6, 3])
    play(st, "end")
    assert st.hands[1].count("parry") == 3
    play(st, "attack:bokken:0")
    assert any(a.startswith("attack:kiseru") for a in st.legal_actions())
