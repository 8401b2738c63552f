"""Setup (seed section 1, section 6; rulings S-1, S-8)."""
import pytest

from client.core.errors import OptionsError
from client.games.shogun import SPEC
from client.games.shogun import content as C
from client.games.shogun.board import load_board
from client.games.shogun.rules import DRAFT, DRAFT_ARMY, PLAN, board_info


def new(players=4, **options):
    return SPEC.new_game(players, options, 11)


def test_moon_with_assigned_is_refused_clearly():
    with pytest.raises(OptionsError, match="sun face only"):
        new(4, face="moon", setup="assigned")


@pytest.mark.parametrize("players", [2, 6])
def test_player_count_is_checked(players):
    with pytest.raises(OptionsError):
        new(players)


@pytest.mark.parametrize("players,chests", [(3, 18), (4, 15), (5, 12)])
def test_chests_by_player_count(players, chests):
    st = new(players)
    assert st.chests == [chests] * players


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("face", ["sun", "moon"])
def test_playable_provinces(players, face):
    info = board_info(face, players)
    board = load_board(face)
    assert len(info.names) == 45
    assert len(info.playable_idx) == (37 if players == 3 else 45)
    out = {n for n, p in board.provinces.items() if p.out_with_3}
    assert len(out) == 8
    for p in info.playable_idx:  # no border leads out of play (S-1)
        assert all(info.playable[q] for q in info.adj[p])


def test_three_player_exclusions_follow_the_seed():
    sun = {n for n, p in load_board("sun").provinces.items() if p.out_with_3}
    moon = {n for n, p in load_board("moon").provinces.items() if p.out_with_3}
    assert sun == {"Izumo", "Iwami", "Sanuki", "Tosa", "Echigo", "Mutsu", "Kazusa", "Awa-Boso"}
    assert moon == {"Iwami", "Aki", "Mutsu", "Shimotsuke", "Iyo", "Tosa", "Hitachi", "Shimosa"}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_assigned_tables(players):
    st = new(players, setup="assigned")
    info = st.info
    assert st.phase == PLAN and st.year == 1 and st.season == 0
    for i, column in enumerate(C.ASSIGNED[players]):
        seat = (st.first + i) % players  # S-8: seats A.. from the first player
        armies = sorted((a for _, a in column), reverse=True)
        assert armies == list(C.PORTIONS_BY_PLAYERS[players])
        for name, count in column:
            p = info.index[name]
            assert info.playable[p], f"{name} is out of play with {players}"
            assert st.owner[p] == seat and st.armies[p] == count
    names = [n for column in C.ASSIGNED[players] for n, _ in column]
    assert len(names) == len(set(names))
    # 62 - board - tower pre-load (what came out went back)
    for seat in range(players):
        assert st.supply[seat] + st.tower.inside(seat) == 62 - sum(C.PORTIONS_BY_PLAYERS[players])
    assert st.tower.tray == [0] * (players + 1)


def test_three_player_assigned_rows_8_and_9_follow_the_seed():
    """Seed section 6, rows 8-9 of the 3-player table: A Sagami and Tajima, C Settsu and Shinano."""
    st = new(3, setup="assigned")
    a, c = st.first, (st.first + 2) % 3
    owner = {name: st.owner[st.info.index[name]] for name in ("Sagami", "Tajima", "Settsu", "Shinano")}
    assert owner == {"Sagami": a, "Tajima": a, "Settsu": c, "Shinano": c}
    assert C.ASSIGNED[3][0][-2:] == (("Sagami", 2), ("Tajima", 2))
    assert C.ASSIGNED[3][2][-2:] == (("Settsu", 2), ("Shinano", 2))


def test_tower_preload_leaves_cubes_inside_sometimes():
    inside = 0
    for seed in range(10):
        st = SPEC.new_game(5, {"setup": "assigned"}, seed)
        inside += sum(st.tower.inside_all())
        assert all(st.tower.inside(s) <= C.TOWER_PRELOAD_ARMIES for s in range(5))
        assert st.tower.inside(5) <= C.TOWER_PRELOAD_PEASANTS
    assert inside > 0


def test_decks_at_start():
    st = new(4, setup="assigned")
    assert len(st.events_up) == 4 and len(st.event_deck) == 8
    assert set(st.events_up) | set(st.event_deck) == {e.id for e in C.EVENTS}
    assert len(st.action_row) == 5 and len(set(st.action_row)) == 5  # cards 1-5 face up (S-6)
    assert sorted(st.special_row) == sorted(C.SPECIAL_IDS)


def test_draft_start():
    st = new(4)
    assert st.phase == DRAFT and st.to_act == st.first
    assert len(st.faceup) == 2
    assert st.legal_actions() == ["take:0", "take:1", "blind"]
    assert st.supply == [62 - sum(C.PORTIONS_BY_PLAYERS[4])] * 4


def test_draft_take_refills_and_asks_for_a_portion():
    st = new(4)
    seat = st.to_act
    card = st.faceup[1]
    st.apply("take:1")
    assert st.phase == DRAFT_ARMY and st.to_act == seat
    assert len(st.faceup) == 2 and card not in st.faceup
    assert st.legal_actions() == ["army:5", "army:4", "army:3", "army:2"]
    st.apply("army:4")
    assert st.owner[card] == seat and st.armies[card] == 4
    assert sorted(st.portions[seat], reverse=True) == [5, 4, 3, 3, 2, 2, 2]
    assert st.phase == DRAFT and st.to_act == (seat + 1) % 4
    st.check_invariants()


def test_draft_refresh_after_a_round_of_blind_draws():
    st = new(3)
    first_open = list(st.faceup)
    for _ in range(3):
        st.apply("blind")
        st.apply(st.legal_actions()[0])
    assert not set(first_open) & set(st.faceup)
    assert st.bottom[-2:] == first_open  # to the bottom of the deck, face down
    assert any(e.kind == "draft_refresh" for e in st.events)


def test_no_refresh_when_a_card_was_taken_during_the_round():
    st = new(3)
    st.apply("blind"); st.apply("army:5")
    st.apply("take:0"); st.apply("army:5")
    kept = st.faceup[1]
    st.apply("blind"); st.apply("army:5")
    assert kept in st.faceup and not st.bottom


@pytest.mark.parametrize("players", [3, 4, 5])
def test_draft_ends_with_every_portion_placed(players):
    st = new(players)
    while st.phase in (DRAFT, DRAFT_ARMY):
        st.apply(st.legal_actions()[-1])
    assert st.phase == PLAN
    portions = C.PORTIONS_BY_PLAYERS[players]
    for seat in range(players):
        owned = sorted((st.armies[p] for p in st.info.playable_idx if st.owner[p] == seat), reverse=True)
        assert owned == list(portions)
    st.check_invariants()
