"""Every property and action card, and the abilities that answer them (seed 武器卡/道具卡/行動卡, W-3)."""
import pytest

from client.core.errors import IllegalAction

from .helpers import kinds, play, table

ROLES4 = ["shogun", "samurai", "ninja", "ninja"]
PLAIN = ["nobunaga", "hideyoshi", "hideyoshi", "hideyoshi"]


def four(hands, chars=PLAIN, **kw):
    return table(4, roles=ROLES4, chars=chars, hands=hands, **kw)


@pytest.mark.parametrize("card", ["armor", "focus", "fastdraw"])
def test_properties_stay_in_front_of_the_player(card):
    st = four([[card], ["bo"], ["bo"], ["bo"]])
    play(st, f"play:{card}")
    assert st.props[0] == [card] and card not in st.hands[0] and card not in st.discard


def test_battlecry_answered_seat_by_seat_from_the_left():
    st = four([["battlecry"], ["parry", "bo"], ["bokken"], ["parry", "bo"]], honour=[5, 3, 3, 3])
    play(st, "play:battlecry")
    assert st.to_act == 1 and st.legal_actions() == ["block:parry", "take"]
    play(st, "block:parry")
    # seat 2 has no Parry: no question, 1 damage; then seat 3 is asked
    assert st.hp[2] == 3 and st.to_act == 3
    play(st, "take")
    assert st.hp[3] == 3 and st.to_act == 0 and st.phase == "play"
    assert st.hands[1] == ["bo"] and st.hands[3] == ["bo", "parry"]


def test_battlecry_spares_harmless_players_and_chiyome_and_hanzo_may_use_a_weapon():
    st = four([["battlecry"], [], ["bo", "katana"], ["bo"]], chars=["nobunaga", "hideyoshi", "hanzo", "chiyome"])
    play(st, "play:battlecry")
    assert st.to_act == 2 and st.legal_actions() == ["block:bo", "block:katana", "take"]
    play(st, "block:bo")
    assert st.hp == [5, 4, 4, 4] and st.phase == "play"


def test_jujutsu_asks_for_a_weapon_and_a_knockout_pays_honour_to_the_player():
    st = four([["jujutsu"], ["parry", "daimyo"], ["bokken"], ["parry"]], hp=[5, 1, 4, 4], honour=[5, 3, 3, 3])
    events = play(st, "play:jujutsu")
    # seat 1 holds no weapon: hit and knocked out at once; seat 2 is asked
    assert st.hp[1] == 0 and st.honour[1] == 2 and st.honour[0] == 6 and "knockout" in kinds(events)
    assert st.to_act == 2 and st.legal_actions() == ["block:bokken", "take"]
    play(st, "block:bokken")
    assert st.hp[3] == 3 and st.phase == "play"  # a Parry is no answer to Jujutsu


def test_chiyome_is_hurt_only_by_weapons():
    st = four([["jujutsu"], ["bo"], ["bo"], ["bo"]], chars=["nobunaga", "chiyome", "chiyome", "chiyome"])
    play(st, "play:jujutsu")
    assert st.hp == [5, 4, 4, 4] and st.phase == "play"


def test_breathing_restores_resilience_and_gives_a_card():
    st = four([["breathing", "breathing"], ["bo"], ["bo"], ["bo"]], hp=[2, 4, 4, 4], deck=["parry", "daimyo"])
    assert {"play:breathing:1", "play:breathing:2", "play:breathing:3"} <= set(st.legal_actions())
    play(st, "play:breathing:2")
    assert st.hp[0] == 5 and len(st.hands[2]) == 2
    play(st, "play:breathing:1")  # playable at full resilience too
    assert st.hp[0] == 5 and len(st.hands[1]) == 2


def test_daimyo_draws_two_and_tea_ceremony_three_and_one_each():
    st = four([["daimyo", "teaceremony"], ["bo"], ["bo"], ["bo"]], deck=["parry"] * 8)
    play(st, "play:daimyo")
    assert st.hands[0] == ["parry", "parry", "teaceremony"]
    play(st, "play:teaceremony")
    assert st.hands[0].count("parry") == 5 and [len(h) for h in st.hands[1:]] == [2, 2, 2]


def test_diversion_takes_a_random_card_seen_only_by_the_two():
    st = four([["diversion"], ["katana"], ["bo"], []])
    assert "play:diversion:3" not in st.legal_actions()  # nothing to take
    events = play(st, "play:diversion:1")
    assert st.hands[0] == ["katana"] and st.hands[1] == []
    steal = next(e for e in events if e.kind == "steal")
    assert steal.for_seat(0).data["card"] == "katana" and steal.for_seat(1).data["card"] == "katana"
    assert "card" not in steal.for_seat(2).data and "card" not in steal.for_seat(None).data


def test_geisha_discards_a_property_or_a_random_hand_card():
    st = four([["geisha", "geisha"], ["bo"], [], ["bokken"]], props=[[], ["armor", "focus"], [], []])
    legal = st.legal_actions()
    assert {"play:geisha:1:hand", "play:geisha:1:armor", "play:geisha:1:focus", "play:geisha:3:hand"} <= set(legal)
    assert not any(a.startswith("play:geisha:2") for a in legal)  # nothing to discard
    play(st, "play:geisha:1:armor")
    assert st.props[1] == ["focus"] and st.discard[-1] == "armor"
    play(st, "play:geisha:3:hand")
    assert st.hands[3] == [] and st.discard[-1] == "bokken"


def test_bushido_goes_in_front_of_another_player_one_at_a_time():
    st = four([["bushido", "bushido"], ["bo"], ["bo"], ["bo"]])
    assert "play:bushido:0" not in st.legal_actions()
    play(st, "play:bushido:2")
    assert st.props[2] == ["bushido"]
    assert not any(a.startswith("play:bushido") for a in st.legal_actions())
    with pytest.raises(IllegalAction):
        st.apply("play:bushido:1")


def _bushido_turn(hand1, deck, players=4, roles=ROLES4, chars=PLAIN, honour=None):
    st = table(players, roles=roles, chars=chars[:players], hands=[["bokken"], hand1] + [["bokken"]] * (players - 2),
               props=[[], ["bushido"]] + [[]] * (players - 2), deck=deck, honour=honour)
    return st, play(st, "end")  # seat 1's turn starts with the Bushido test


def test_bushido_non_weapon_passes_left():
    st, events = _bushido_turn(["parry"], ["parry"] * 4)
    reveal = next(e for e in events if e.kind == "bushido_reveal")
    assert reveal.data["card"] == "parry" and st.discard[-1] == "parry"
    assert st.props[1] == [] and st.props[2] == ["bushido"] and st.phase == "play"
    assert st.hands[1] == ["parry"] * 4 and st.deck == []  # then Hideyoshi draws 3


def test_bushido_weapon_discard_a_weapon_or_lose_honour():
    st, _ = _bushido_turn(["katana", "parry"], ["bo"] * 4, honour=[5, 3, 3, 3])
    assert st.to_act == 1 and st.legal_actions() == ["bushido:katana", "bushido:honour"]
    play(st, "bushido:katana")
    assert st.props[2] == ["bushido"] and "katana" in st.discard and st.honour[1] == 3
    st, _ = _bushido_turn(["katana", "parry"], ["bo"] * 4, honour=[5, 3, 3, 3])
    play(st, "bushido:honour")
    assert st.honour[1] == 2 and "bushido" in st.discard and not any("bushido" in p for p in st.props)
    assert st.hands[1] == ["bo", "bo", "bo", "katana", "parry"]  # then the draw phase


def test_bushido_weapon_without_a_weapon_costs_honour_at_once():
    st, events = _bushido_turn(["parry"], ["bo"] * 4, honour=[5, 3, 3, 3])
    assert st.honour[1] == 2 and st.phase == "play" and "bushido_discard" in kinds(events)


def test_three_player_shogun_loses_no_honour_to_bushido():
    roles = ["ninja", "shogun", "ninja"]
    st, _ = _bushido_turn(["parry"], ["bo"] * 5, players=3, roles=roles,
                          honour=[3, 6, 3])
    assert st.honour[1] == 6 and "bushido" in st.discard


def test_ieyasu_may_take_the_discard_piles_top_card_first():
    st = table(4, roles=ROLES4, chars=["nobunaga", "ieyasu", "hideyoshi", "hideyoshi"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"]], deck=["parry", "parry"])
    play(st, "end")
    top = st.discard[-1]
    assert st.to_act == 1 and st.legal_actions() == ["draw:discard", "draw:deck"]
    play(st, "draw:discard")
    assert top in st.hands[1] and st.hands[1].count("parry") == 1 and len(st.hands[1]) == 3
    obs = st.observation(2)  # the others saw which card he took
    assert top in obs.hands[1] and obs.hands[1].count("?") == 2


def test_nobunaga_trades_resilience_for_cards_but_not_the_last():
    st = four([["bo"], ["bo"], ["bo"], ["bo"]], hp=[2, 4, 4, 4], deck=["parry", "parry"])
    play(st, "nobunaga")
    assert st.hp[0] == 1 and st.hands[0] == ["bo", "parry"]
    assert "nobunaga" not in st.legal_actions()
    other = four([["bo"], ["bo"], ["bo"], ["bo"]], chars=["hideyoshi"] * 4)
    assert "nobunaga" not in other.legal_actions()
