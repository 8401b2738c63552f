"""Weapons, difficulty, Parry, damage, knock-outs (seed 遊戲相關規定 (1)-(4); RULINGS W-3, W-4)."""
import pytest

from client.games.samurai_sword import content as C

from client.core.errors import IllegalAction

from .helpers import kinds, play, table

ROLES4 = ["shogun", "samurai", "ninja", "ninja"]
PLAIN = ["nobunaga", "hideyoshi", "hideyoshi", "hideyoshi"]


def four(hands, chars=PLAIN, **kw):
    return table(4, roles=ROLES4, chars=chars, hands=hands, **kw)


def six(hands, chars=None, **kw):
    chars = chars or ["nobunaga"] + ["hideyoshi"] * 5
    return table(6, roles=["shogun", "samurai", "ninja", "ninja", "ninja", "ronin"], chars=chars, hands=hands, **kw)


def test_difficulty_is_the_short_way_round():
    st = six([["bokken"], ["bo"], ["bo"], ["bo"], ["bo"], ["bo"]])
    assert [st.difficulty(0, t) for t in range(1, 6)] == [1, 2, 3, 2, 1]


def test_harmless_seats_do_not_count_and_cannot_be_targeted():
    st = six([["bo"], [], ["bo"], ["bo"], ["bo"], ["bo"]], hp=[5, 4, 0, 4, 4, 4])
    assert st.harmless(1) and st.harmless(2)  # no cards; no resilience
    assert st.difficulty(0, 3) == 1  # 1 and 2 are not counted on the way round
    assert st.difficulty(0, 4) == 2 and st.difficulty(0, 5) == 1
    legal = st.legal_actions()
    assert "attack:bo:1" not in legal and "attack:bo:2" not in legal
    assert {"attack:bo:3", "attack:bo:4", "attack:bo:5"} <= set(legal)
    with pytest.raises(IllegalAction):
        st.apply("attack:bo:1")


def test_armor_and_benkei_add_difficulty_and_range_limits_the_weapon():
    st = four([["bokken", "shuriken"], ["bo"], ["bo"], ["bo"]], chars=["nobunaga", "benkei", "hideyoshi", "hideyoshi"],
              props=[[], [], [], ["armor", "armor"]])
    assert st.difficulty(0, 1) == 2 and st.difficulty(0, 3) == 3 and st.difficulty(0, 2) == 2
    legal = st.legal_actions()
    assert "attack:bokken:1" not in legal and "attack:bokken:3" not in legal  # bokken reaches 1
    assert {"attack:shuriken:1", "attack:shuriken:2", "attack:shuriken:3"} <= set(legal)


def test_kojiro_reaches_any_difficulty():
    st = four([["bokken"], ["bo"], ["bo"], ["bo"]], chars=["kojiro", "hideyoshi", "hideyoshi", "hideyoshi"],
              props=[[], [], ["armor"] * 4, []])
    assert st.difficulty(0, 2) == 6
    assert "attack:bokken:2" in st.legal_actions()


def test_one_weapon_a_turn_goemon_and_focus_add_more():
    st = four([["bo", "bo", "bokken"], ["bo"], ["bo"], ["kiseru"]])
    play(st, "attack:bo:1")
    assert not any(a.startswith("attack") for a in st.legal_actions())
    st = four([["bo", "bokken", "kiseru"], ["bo"], ["bo"], ["bo"]], chars=["goemon", "hideyoshi", "hideyoshi", "hideyoshi"],
              props=[["focus"], [], [], []])
    play(st, "attack:bo:1", "attack:bokken:1")
    assert any(a.startswith("attack") for a in st.legal_actions())
    play(st, "attack:kiseru:3")
    assert not any(a.startswith("attack") for a in st.legal_actions())


def test_hit_without_parry_takes_damage_at_once():
    st = four([["kiseru"], ["bo"], ["bo"], ["bo"]])
    play(st, "attack:kiseru:1")
    assert st.hp[1] == 2 and st.to_act == 0 and st.phase == "play"
    assert st.discard[-1] == "kiseru"


def test_parry_is_the_defenders_choice():
    st = four([["kiseru", "kiseru"], ["parry", "parry", "bo"], ["bo"], ["bo"]], chars=["goemon"] + PLAIN[1:])
    play(st, "attack:kiseru:1")
    assert st.to_act == 1 and st.legal_actions() == ["block:parry", "take"]
    events = play(st, "block:parry")
    assert "block" in kinds(events) and st.hp[1] == 4 and st.hands[1] == ["bo", "parry"]
    assert st.discard[-2:] == ["kiseru", "parry"]
    play(st, "attack:kiseru:1", "take")  # W-3: he may take the damage and keep his cards
    assert st.hp[1] == 2 and st.to_act == 0


def test_parry_cannot_be_played_on_ones_own_turn():
    st = four([["parry", "bo"], ["bo"], ["bo"], ["bo"]])
    assert not any("parry" in a for a in st.legal_actions())


def test_hanzo_parries_with_a_weapon_but_not_his_last_card():
    st = four([["kiseru"], ["bo", "katana"], ["bo"], ["bo"]], chars=["nobunaga", "hanzo", "hideyoshi", "hideyoshi"])
    play(st, "attack:kiseru:1")
    assert st.legal_actions() == ["block:bo", "block:katana", "take"]
    play(st, "block:katana")
    assert st.hp[1] == 4 and st.hands[1] == ["bo"]
    st = four([["kiseru"], ["bo"], ["bo"], ["bo"]], chars=["nobunaga", "hanzo", "hideyoshi", "hideyoshi"])
    play(st, "attack:kiseru:1")
    assert st.hp[1] == 2  # one card left: no choice, the hit lands


def test_damage_modifiers():
    # Fast Draw +1 each, Musashi +1, Ginchiyo -1 (never below 1)
    st = four([["bokken"], ["bo"], ["bo"], ["bo"]], chars=["musashi", "hideyoshi", "hideyoshi", "hideyoshi"],
              props=[["fastdraw", "fastdraw"], [], [], []])
    play(st, "attack:bokken:1")
    assert st.hp[1] == 0  # 1 + 2 + 1 = 4 damage on 4 resilience
    st = four([["bokken", "kiseru"], ["bo"], ["bo"], ["bo"]], chars=["goemon", "ginchiyo", "hideyoshi", "hideyoshi"])
    play(st, "attack:bokken:1")
    assert st.hp[1] == 3  # 1 - 1 is still 1
    play(st, "attack:kiseru:1")
    assert st.hp[1] == 2  # 2 - 1


def test_knockout_hands_one_honour_to_the_attacker_and_excess_is_lost():
    st = four([["katana"], ["bo"], ["bo"], ["bo"]], hp=[5, 2, 4, 4], honour=[5, 3, 3, 3])
    events = play(st, "attack:katana:1")
    assert st.hp[1] == 0 and st.honour[1] == 2 and st.honour[0] == 6
    assert "knockout" in kinds(events)
    dmg = next(e for e in events if e.kind == "damage")
    assert dmg.data["amount"] == 2  # excess damage has no effect
    assert st.harmless(1) and "attack:bo:1" not in st.legal_actions()


def test_knocked_out_player_recovers_at_the_start_of_his_turn():
    st = four([["bo"], ["bo"], ["bo"], ["bo"]], hp=[5, 0, 4, 4], deck=["daimyo", "daimyo", "parry", "parry"])
    assert st.harmless(1)
    events = play(st, "end")
    assert st.turn == 1 and st.hp[1] == 4 and "recover" in kinds(events)
    assert not st.harmless(1)


def test_tomoe_draws_after_wounding_and_ushiwaka_per_point_lost():
    st = four([["kiseru"], ["bo", "bo"], ["bo"], ["bo"]], chars=["tomoe", "ushiwaka", "hideyoshi", "hideyoshi"],
              deck=["daimyo"] * 3)
    play(st, "attack:kiseru:1")
    assert st.hp[1] == 2
    assert st.hands[1].count("daimyo") == 2  # 2 points lost, 2 cards
    assert st.hands[0] == ["daimyo"]  # Tomoe: one card for the wound
    st = four([["kiseru"], ["parry", "bo"], ["bo"], ["bo"]], chars=["tomoe", "ushiwaka", "hideyoshi", "hideyoshi"],
              deck=["daimyo"] * 3)
    play(st, "attack:kiseru:1", "block:parry")
    assert st.hands[0] == [] and st.hands[1] == ["bo"]  # parried: nobody draws


@pytest.mark.parametrize("weapon", sorted(C.WEAPONS))
def test_each_weapon_reaches_its_difficulty_and_deals_its_damage(weapon):
    card = C.CARD_BY_ID[weapon]
    # seat 3 sits 3 seats away at a table of 7; Armor in front of it adds the rest
    armor = max(0, card.difficulty - 3)
    props = [[] for _ in range(7)]
    props[3] = ["armor"] * armor
    hands = [[weapon]] + [["daimyo"]] * 2 + [["parry"]] * 4
    st = table(7, roles=["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"],
               chars=["nobunaga"] + ["hideyoshi"] * 6, hands=hands, props=props)
    reach = 3 + armor if card.difficulty >= 3 else card.difficulty
    assert st.difficulty(0, 3) == 3 + armor
    legal = set(st.legal_actions())
    for target in range(1, 7):
        assert (f"attack:{weapon}:{target}" in legal) == (st.difficulty(0, target) <= card.difficulty)
    far = [t for t in range(1, 7) if st.difficulty(0, t) == min(reach, 3 + armor)]
    target = far[0]
    play(st, f"attack:{weapon}:{target}")
    if st.phase == "parry":
        play(st, "take")
    assert st.hp[target] == max(0, 4 - card.damage)
