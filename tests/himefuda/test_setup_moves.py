"""姬札大戰 scenarios: setup, the sortie phase, the castle guard, the move phase."""
import pytest

from client.core.errors import IllegalAction, OptionsError
from client.games.himefuda.rules import new_game
from client.games.himefuda.vocabulary import ATTACK_PHASE, MOVE_PHASE, SORTIE_PHASE

from .scenario import event, given, play


def test_setup_castle_lord_hand_and_a_seeded_first_player():
    st = new_game(2, {}, 5)
    st.check_invariants()
    assert st.castle == [30, 30] and st.provisions == [10, 10]
    assert st.guard == ["wei_cao_cao", "shu_liu_bei"]
    assert "wei_cao_cao" not in st.hand[0] and len(st.hand[0]) == 9 and len(st.hand[1]) == 7
    firsts = {new_game(2, {}, seed).turn for seed in range(20)}
    assert firsts == {0, 1}
    assert new_game(2, {}, 5).turn == st.turn
    assert st.phase == SORTIE_PHASE and st.to_act == st.turn


def test_bad_setups_are_refused_with_the_reason():
    with pytest.raises(OptionsError, match="2 players"):
        new_game(3, {}, 1)
    with pytest.raises(OptionsError, match="no deck 'jin'"):
        new_game(2, {"deck0": "jin"}, 1)
    with pytest.raises(OptionsError, match="no option"):
        new_game(2, {"speed": "1"}, 1)


def test_sortie_takes_troops_and_a_provision_and_leaves_the_unit_fatigued():
    st = given(0, SORTIE_PHASE)
    assert "sortie:wei_xiahou_dun:4" in st.legal_actions()
    assert "sortie:wei_cao_cao:0" in st.legal_actions()  # the lord may sortie from the castle
    assert not any(a.startswith("sortie:t_") for a in st.legal_actions())
    play(st, "sortie:wei_xiahou_dun:4")
    assert st.legal_actions()[0] == "troops:1" and st.legal_actions()[-1] == "troops:10"
    play(st, "troops:7")
    u = st.units[(4, 0)]
    assert u.troops == 7 and u.fatigued and st.castle[0] == 23 and st.provisions[0] == 9
    assert "wei_xiahou_dun" not in st.hand[0] and event(st, "sortie")["card"] == "wei_xiahou_dun"
    assert "done" in st.legal_actions()
    play(st, "done")
    assert st.phase == MOVE_PHASE
    assert not any(a.startswith("move:wei_xiahou_dun") for a in st.legal_actions())


def test_troop_counts_outside_the_range_are_named():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_xiahou_dun:4")
    with pytest.raises(IllegalAction, match="11 thousand troops is not allowed"):
        st.apply("troops:11")
    with pytest.raises(IllegalAction, match="bad troop count"):
        st.apply("troops:07")
    with pytest.raises(IllegalAction, match="'move' is not possible now"):
        st.apply("move:wei_xiahou_dun:4:1")


def test_a_sortie_never_empties_the_castle_or_the_granary():
    st = given(0, SORTIE_PHASE, provisions={0: 1})
    assert not any(a.startswith("sortie:") for a in st.legal_actions())
    st = given(0, SORTIE_PHASE, castle={0: 4})
    play(st, "sortie:wei_xiahou_dun:0")
    assert st.legal_actions() == ["troops:1", "troops:2", "troops:3"]


def test_lord_sorties_and_a_general_from_hand_guards_the_castle():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_cao_cao:2", "troops:5")
    assert st.guard[0] is None
    assert "guard:wei_man_chong" in st.legal_actions() and "none" in st.legal_actions()
    play(st, "guard:wei_man_chong", "done")
    assert st.guard[0] == "wei_man_chong" and "wei_man_chong" not in st.hand[0]


def test_a_lord_may_leave_the_castle_empty():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_cao_cao:2", "troops:5", "none", "done")
    assert st.guard[0] is None and st.phase == MOVE_PHASE


def test_guard_placement_is_the_sortie_action_and_exchanges_a_guard_that_is_not_the_lord():
    st = given(0, SORTIE_PHASE, guard={0: "wei_man_chong"})
    play(st, "guard:wei_xu_huang", "done")
    assert st.guard[0] == "wei_xu_huang" and "wei_man_chong" in st.hand[0]
    assert "wei_man_chong" in st.known[0]  # the other seat saw it go back
    assert st.phase == MOVE_PHASE
    # the lord in the castle is never exchanged from the hand
    assert not any(a.startswith("guard:") for a in given(0, SORTIE_PHASE).legal_actions())


def test_move_one_zone_then_tired():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (2, 0)}])
    moves = sorted(a for a in st.legal_actions() if a.startswith("move:"))
    assert moves == ["move:wei_xiahou_dun:1:0", "move:wei_xiahou_dun:2:1", "move:wei_xiahou_dun:3:0"]
    play(st, "move:wei_xiahou_dun:2:1")
    assert st.units[(2, 1)].tired and st.phase == ATTACK_PHASE
    assert not any(a.startswith("move:") for a in st.legal_actions())


def test_cavalry_moves_diagonally_and_occupied_zones_are_closed():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_zhang_liao", "seat": 0, "at": (2, 1)},
                                     {"card": "shu_guan_yu", "seat": 1, "at": (3, 2)}])
    moves = {a for a in st.legal_actions() if a.startswith("move:")}
    assert "move:wei_zhang_liao:1:2" in moves and "move:wei_zhang_liao:1:0" in moves
    assert "move:wei_zhang_liao:3:2" not in moves


def test_troops_move_between_same_banner_neighbours_and_merge_when_emptied():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (2, 1), "troops": 3},
                                     {"card": "wei_man_chong", "seat": 0, "at": (2, 0), "troops": 4},
                                     {"card": "wei_zhang_liao", "seat": 0, "at": (1, 1)}])
    legal = st.legal_actions()
    assert "transfer:wei_xiahou_dun:2:0" in legal
    assert not any(a.startswith("transfer:wei_zhang_liao") or a.endswith(":1:1") and "transfer" in a
                   for a in legal)  # Zhang Liao carries no banner
    play(st, "transfer:wei_man_chong:2:1")
    assert st.legal_actions()[-1] == "troops:4"
    play(st, "troops:4")
    stack = st.units[(2, 1)]
    assert (2, 0) not in st.units and stack.cards == ["wei_xiahou_dun", "wei_man_chong"] and stack.troops == 7
    assert event(st, "transfer")["merged"]


def test_instant_retreat_even_on_the_turn_of_the_sortie():
    st = play(given(1, SORTIE_PHASE), "sortie:shu_zhao_yun:0", "troops:6", "done")
    assert "retreat:shu_zhao_yun" in st.legal_actions()
    play(st, "retreat:shu_zhao_yun")
    assert st.castle[1] == 30 and "shu_zhao_yun" in st.hand[1] and st.phase == ATTACK_PHASE


def test_illegal_actions_name_what_is_wrong():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (2, 0)},
                                     {"card": "shu_zhang_fei", "seat": 1, "at": (2, 2)}])
    with pytest.raises(IllegalAction, match="no unit led by 'shu_zhang_fei'"):
        st.apply("move:shu_zhang_fei:2:1")
    with pytest.raises(IllegalAction, match=r"wei_xiahou_dun may: move:wei_xiahou_dun:"):
        st.apply("move:wei_xiahou_dun:4:3")
    with pytest.raises(IllegalAction, match="needs more: for example move:wei_xiahou_dun:"):
        st.apply("move")
    with pytest.raises(IllegalAction, match="'sortie' is not possible now"):
        st.apply("sortie:wei_xu_huang:1")
    before = st.snapshot()
    for junk in ("", "::", "move:wei_xiahou_dun:-1:0", "x" * 500):
        with pytest.raises(IllegalAction):
            st.apply(junk)
    assert st.snapshot() == before
    with pytest.raises(IllegalAction, match="'shu_zhang_fei' is not in your hand"):
        given(0, SORTIE_PHASE).apply("sortie:shu_zhang_fei:1")


def test_describe_reads_as_plain_english():
    st = given(0, SORTIE_PHASE)
    assert st.describe("sortie:wei_xu_huang:2") == "sortie Xu Huang in lane 2"
    assert st.describe("melee:castle:2:0") == "the castle guard attacks the unit at lane 2, row 0"
    assert st.describe("play:t_fire_attack:wei_xu_huang") == "play Fire Attack with Xu Huang"
    assert st.describe("pass") == "end this phase"


def test_a_peerless_unit_at_zero_has_no_troops_to_transfer():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (2, 1), "troops": 0},
                                     {"card": "wei_man_chong", "seat": 0, "at": (2, 0)}])
    assert "transfer:wei_xiahou_dun:2:0" not in st.legal_actions()
    assert "transfer:wei_man_chong:2:1" in st.legal_actions()
