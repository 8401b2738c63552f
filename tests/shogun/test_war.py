"""Battles (seed section 5; ruling S-3): every outcome and where each cube goes."""
from client.games.shogun import content as C

from .helpers import armies, events_of, owner, prov, run_action, scenario

P = 4  # the peasants' owner code with 4 players


def invade(st, src, dest, count, seat=0):
    run_action(st, "warA", {seat: src})
    st.apply(f"move:{dest}")
    st.apply(f"armies:{count}")
    battles = events_of(st, "battle")
    assert len(battles) == 1
    return battles[0]


def put_in_tray(st, owner_code, count):
    if owner_code < st.num_players:
        st.supply[owner_code] -= count
    st.tower.tray[owner_code] += count


def test_invasion_attacker_wins():
    st = scenario(4, {"Owari": (0, 6), "Ise": {"owner": 1, "armies": 2, "temple": True, "markers": 1}},
                  script=[{0: 4, 1: 1}])
    s0, s1 = st.supply[0], st.supply[1]
    b = invade(st, "Owari", "Ise", 5)
    assert (b["attack"], b["defence"], b["result"]) == (4, 1, "won")
    # defender's cube out -> its supply; as many attacker cubes -> supply; the rest occupy
    assert owner(st, "Ise") == 0 and armies(st, "Ise") == 3
    assert st.supply[1] == s1 + 1 and st.supply[0] == s0 + 1
    assert st.tower.inside(0) == 1 and st.tower.inside(1) == 1  # stuck cubes stay inside
    assert st.bld[prov(st, "Ise")] == C.TEMPLE and st.markers[prov(st, "Ise")] == 1  # they stay
    assert armies(st, "Owari") == 1
    st.check_invariants()


def test_invasion_defender_wins_keeps_the_rest():
    st = scenario(4, {"Owari": (0, 3), "Ise": (1, 5)}, script=[{0: 2, 1: 4}])
    s0, s1 = st.supply[0], st.supply[1]
    b = invade(st, "Owari", "Ise", 2)
    assert b["result"] == "lost"
    assert owner(st, "Ise") == 1 and armies(st, "Ise") == 2  # 4 out, 2 lost to supply
    assert st.supply[0] == s0 + 2 and st.supply[1] == s1 + 2
    assert st.tower.inside(1) == 1
    st.check_invariants()


def test_invasion_defender_peasants_fall_first():
    st = scenario(4, {"Owari": (0, 3), "Ise": (1, 3)}, script=[{0: 2}])
    put_in_tray(st, P, 2)  # no revolt marker in Ise: the peasants fight for the defender
    s1 = st.supply[1]
    b = invade(st, "Owari", "Ise", 2)
    assert (b["attack"], b["defence"], b["peasants_for_defender"]) == (2, 5, 2)
    assert armies(st, "Ise") == 3 and st.supply[1] == s1  # both losses were peasants
    assert st.tower.tray[P] == 0  # the peasants went back to the public supply
    st.check_invariants()


def test_invasion_defender_wins_with_peasants_only_turns_neutral():
    st = scenario(4, {"Owari": (0, 3), "Ise": {"owner": 1, "armies": 2, "castle": True}},
                  script=[{0: 1, 1: 0}])
    put_in_tray(st, P, 3)
    b = invade(st, "Owari", "Ise", 2)
    assert (b["attack"], b["defence"], b["result"]) == (1, 3, "neutral")
    assert owner(st, "Ise") == -1 and armies(st, "Ise") == 0
    assert st.bld[prov(st, "Ise")] == 0  # buildings go back to the public supply
    assert st.tower.inside(1) == 2
    st.check_invariants()


def test_invasion_tie_both_go_home_and_province_turns_neutral():
    st = scenario(4, {"Owari": (0, 4), "Ise": {"owner": 1, "armies": 2, "theatre": True, "markers": 2}},
                  script=[{0: 2}])
    s0, s1 = st.supply[0], st.supply[1]
    b = invade(st, "Owari", "Ise", 3)
    assert (b["attack"], b["defence"], b["result"]) == (2, 2, "tie")
    assert st.supply[0] == s0 + 2 and st.supply[1] == s1 + 2
    p = prov(st, "Ise")
    assert st.owner[p] == -1 and st.bld[p] == 0 and st.markers[p] == 0
    st.check_invariants()


def test_zero_zero_tie_turns_neutral():
    st = scenario(4, {"Owari": (0, 2), "Ise": (1, 1)}, script=[{0: 0, 1: 0}])
    b = invade(st, "Owari", "Ise", 1)
    assert b["result"] == "tie" and owner(st, "Ise") == -1


def test_revolt_marker_peasants_do_not_defend_and_stay_in_the_tray():
    st = scenario(4, {"Owari": (0, 4), "Ise": {"owner": 1, "armies": 2, "markers": 1}})
    put_in_tray(st, P, 3)
    put_in_tray(st, 2, 2)  # a bystander's cubes in the tray
    b = invade(st, "Owari", "Ise", 3)
    assert (b["attack"], b["defence"], b["result"]) == (3, 2, "won")
    assert armies(st, "Ise") == 1
    assert st.tower.tray[P] == 3 and st.tower.tray[2] == 2  # nobody's in this fight: stay
    st.check_invariants()


def test_tray_cubes_of_the_fighters_count():
    st = scenario(4, {"Owari": (0, 2), "Ise": (1, 1)})
    put_in_tray(st, 1, 3)  # the defender's own cubes left in the tray fight for it
    b = invade(st, "Owari", "Ise", 1)
    assert (b["attack"], b["defence"], b["result"]) == (1, 4, "lost")
    assert armies(st, "Ise") == 3
    st.check_invariants()


def test_expansion_won():
    st = scenario(4, {"Owari": (0, 5)})
    s0 = st.supply[0]
    b = invade(st, "Owari", "Mikawa", 4)
    assert b["type"] == "expansion" and b["thrown"][P] == 1
    assert (b["attack"], b["defence"], b["result"]) == (4, 1, "won")
    assert owner(st, "Mikawa") == 0 and armies(st, "Mikawa") == 3 and st.supply[0] == s0 + 1
    assert st.tower.tray == [0] * 5
    st.check_invariants()


def test_expansion_lost_on_a_tie():
    st = scenario(4, {"Owari": (0, 2)})
    b = invade(st, "Owari", "Mikawa", 1)
    assert (b["attack"], b["defence"], b["result"]) == (1, 1, "lost")
    assert owner(st, "Mikawa") == -1 and armies(st, "Owari") == 1
    st.check_invariants()


def test_expansion_with_no_peasant_out_is_won():
    st = scenario(4, {"Owari": (0, 2)}, script=[{P: 0}])
    b = invade(st, "Owari", "Mikawa", 1)
    assert b["result"] == "won" and armies(st, "Mikawa") == 1
    assert st.tower.inside(P) == 1


def test_peasant_limit_s9():
    st = scenario(4, {"Owari": (0, 2)})
    st.tower.levels[0][P] = 20  # every peasant is stuck in the tower
    b = invade(st, "Owari", "Mikawa", 1)
    assert b["thrown"][P] == 0 and b["result"] == "won"
    st.check_invariants()


def test_attacker_special_card_adds_an_army_from_supply():
    st = scenario(4, {"Owari": (0, 2), "Ise": (1, 2)}, specials={0: C.SP_ATTACK})
    s0 = st.supply[0]
    b = invade(st, "Owari", "Ise", 1)
    assert b["thrown"][0] == 2 and b["bonus"] == [{"seat": 0, "why": "special:attack"}]
    assert b["result"] == "tie" and st.supply[0] == s0 + 1  # the moved army and the extra one come back


def test_defender_special_card_adds_an_army_from_supply():
    st = scenario(4, {"Owari": (0, 4), "Ise": (1, 2)}, specials={1: C.SP_DEFENCE})
    b = invade(st, "Owari", "Ise", 3)
    assert b["thrown"][1] == 3 and b["result"] == "tie"


def test_special_attack_also_against_neutral():
    st = scenario(4, {"Owari": (0, 2)}, specials={0: C.SP_ATTACK})
    b = invade(st, "Owari", "Mikawa", 1)
    assert b["thrown"][0] == 2 and armies(st, "Mikawa") == 1
