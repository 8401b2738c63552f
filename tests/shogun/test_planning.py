"""Spring/summer/autumn phases 1-5: planning, the event draw, bids and turn order."""
import pytest

from client.core.errors import IllegalAction
from client.games.shogun import content as C
from client.games.shogun.rules import ACT, EMPTY, NSLOTS, ORDER, PLAN, UNKNOWN, CHEST

from .helpers import prov, scenario

BOARD = {"Omi": (0, 3), "Mino": (0, 2), "Owari": (1, 3), "Ise": (2, 2), "Kii": (3, 2)}


def plan_slot(st, seat, slot):
    return st.plan[seat * NSLOTS + C.SLOT_INDEX[slot]]


def test_planning_legal_actions_are_small_and_stable():
    st = scenario(4, BOARD)
    legal = st.legal_actions()
    assert st.to_act == 0
    # 11 slots x (2 provinces + 5 chest cards) + confirm
    assert len(legal) == 11 * 7 + 1 and legal[-1] == "confirm"
    assert legal[0] == "plan:bid:Mino" and "plan:tax:chest:3" in legal
    assert legal == st.legal_actions()


def test_plan_take_back_confirm():
    st = scenario(4, BOARD)
    st.apply("plan:tax:Omi")
    assert plan_slot(st, 0, "tax") == prov(st, "Omi")
    assert "plan:rice:Omi" not in st.legal_actions()  # one card, one slot
    assert "unplan:tax" in st.legal_actions()
    with pytest.raises(IllegalAction):
        st.apply("plan:tax:Mino")  # slot taken
    with pytest.raises(IllegalAction):
        st.apply("plan:rice:Owari")  # not seat 0's card
    st.apply("unplan:tax")
    assert plan_slot(st, 0, "tax") == EMPTY
    st.apply("plan:bid:chest:4")
    st.apply("confirm")
    assert st.to_act == 1 and st.phase == PLAN


def test_others_plans_are_hidden_own_plan_visible():
    st = scenario(4, BOARD)
    st.apply("plan:castle:Omi")
    st.apply("plan:bid:chest:2")
    st.apply("confirm")
    st.apply("plan:tax:Owari")
    obs1 = st.observation(1)
    assert plan_slot(obs1, 0, "castle") == UNKNOWN and plan_slot(obs1, 0, "bid") == UNKNOWN
    assert plan_slot(obs1, 1, "tax") == prov(st, "Owari")
    obs0 = st.observation(0)
    assert plan_slot(obs0, 0, "castle") == prov(st, "Omi")
    assert plan_slot(obs0, 1, "tax") == UNKNOWN
    # the plan events are redacted for the others
    seen = [e for e in obs0.events if e.kind == "plan"]
    assert seen and seen[0].data == {"seat": 1}


def confirm_all(st, bids):
    """Each seat plans only its bid (a card text or None), then confirms."""
    for seat in range(st.num_players):
        assert st.to_act == seat
        if bids.get(seat):
            st.apply(f"plan:bid:{bids[seat]}")
        st.apply("confirm")


def test_bid_order_payment_and_ranks():
    st = scenario(4, BOARD, chests=[10, 10, 1, 10])
    st.events_up = ["tax_max5", "temple_a"]
    confirm_all(st, {0: "chest:1", 1: "Owari", 2: "chest:3", 3: "chest:4"})
    # seat 2 cannot pay 3: treated as 0 chests, below a province card (seed 2.(5))
    assert st.bid_order == [3, 0, 1, 2]
    assert st.chests == [9, 10, 1, 6]
    assert st.phase == ORDER and st.to_act == 3
    bids = [e for e in st.events if e.kind == "bids"][0]
    assert bids.reveals and [b["paid"] for b in bids.data["bids"]] == [1, 0, 0, 4]
    # the event card is drawn from the face-up ones after planning (S-6)
    assert st.event_now in ("tax_max5", "temple_a") and len(st.events_up) == 1


def test_empty_bid_is_last_and_ties_are_drawn_at_random():
    orders = set()
    for seed in range(12):
        st = scenario(4, BOARD, seed=seed)
        st.rng.seed(seed)
        confirm_all(st, {0: "chest:0", 2: "chest:0", 3: "chest:2"})
        assert st.bid_order[0] == 3 and st.bid_order[-1] == 1
        orders.add(tuple(st.bid_order))
    assert len(orders) == 2  # seats 0 and 2 tie; both orders occur


def test_turn_positions_and_special_cards():
    st = scenario(4, BOARD)
    confirm_all(st, {0: "chest:4", 1: "chest:3", 2: "chest:2", 3: "chest:1"})
    assert st.legal_actions() == ["order:1", "order:2", "order:3", "order:4", "order:5"]
    st.apply("order:3")
    assert st.position[0] == 3 and st.special_of[0] == st.special_row[2]
    assert "order:3" not in st.legal_actions()
    st.apply("order:1")
    st.apply("order:5")
    st.apply("order:2")
    assert st.turn_order == [1, 3, 0, 2]
    assert st.phase != ORDER


def test_five_players_last_position_is_given():
    st = scenario(5, {"Omi": (0, 3), "Mino": (1, 2), "Owari": (2, 3), "Ise": (3, 2), "Kii": (4, 2)})
    confirm_all(st, {0: "chest:4", 1: "chest:3", 2: "chest:2", 3: "chest:1", 4: "Kii"})
    for k in (1, 2, 3):
        st.apply(f"order:{k}")
    st.apply("order:4")  # the last seat has one position left: it is given without asking
    taken = [e.data for e in st.events if e.kind == "order_taken"]
    assert taken[-1] == {"seat": 4, "position": 5, "special": taken[-1]["special"]}
    assert [e.data["order"] for e in st.events if e.kind == "turn_order"] == [[0, 1, 2, 3, 4]]


def test_plan_cards_return_at_the_end_of_the_season():
    st = scenario(4, BOARD)
    st.apply("plan:tax:Omi")
    st.apply("confirm")
    for seat in (1, 2, 3):
        st.apply("confirm")
    while st.phase == ORDER:
        st.apply(st.legal_actions()[0])
    while st.phase == ACT:
        st.apply(st.legal_actions()[0])
    assert st.phase == PLAN and st.season == 1
    assert all(c == EMPTY for c in st.plan)
    assert CHEST + 4 in st.hand(0) and prov(st, "Omi") in st.hand(0)


def test_describe_gives_short_english():
    st = scenario(4, BOARD)
    assert st.describe("plan:tax:chest:3") == "Plan chest card 3 on Collect tax"
    assert st.describe("plan:warA:Omi") == "Plan Omi on War and move armies A"
    assert st.describe("confirm") == "Confirm the plan"
    assert st.describe("order:1").startswith("Take position 1 on the daimyo track (")


def test_take_backs_are_bounded_so_planning_ends():
    st = scenario(4, BOARD)
    for _ in range(C.PLAN_TAKE_BACKS):
        st.apply("plan:tax:Omi")
        st.apply("unplan:tax")
    st.apply("plan:tax:Omi")
    assert "unplan:tax" not in st.legal_actions()
    with pytest.raises(IllegalAction):
        st.apply("unplan:tax")
    st.apply("confirm")
    st.apply("plan:tax:Owari")
    assert "unplan:tax" in st.legal_actions()  # the next seat has its own


SIX = {"Omi": (0, 3), "Mino": (0, 2), "Owari": (0, 3), "Ise": (0, 2), "Kii": (0, 2), "Shima": (0, 2),
       "Yamato": (1, 2)}


def test_eleven_cards_fill_every_space_before_confirm():
    """Ruling S-12: 6 provinces + 5 chest cards = 11 cards: no empty space may stay."""
    st = scenario(4, SIX)
    assert st.cards_held(0) == 11 and st.must_fill_plan(0)
    assert "confirm" not in st.legal_actions()
    with pytest.raises(IllegalAction, match="11 cards .*every space.* 11 still empty"):
        st.apply("confirm")
    hand = [st.info.card_text[c] for c in st.hand(0)]
    for slot, card in zip(C.SLOTS[:-1], hand):
        st.apply(f"plan:{slot}:{card}")
    assert "confirm" not in st.legal_actions() and st.empty_slots(0) == 1
    with pytest.raises(IllegalAction, match="1 still empty"):
        st.apply("confirm")
    assert hand[-1] == "chest:4"
    st.apply(f"plan:{C.SLOTS[-1]}:{hand[-1]}")  # a chest card fills War B harmlessly
    assert st.legal_actions()[-1] == "confirm"
    st.apply("confirm")
    assert st.to_act == 1


def test_fewer_than_eleven_cards_may_leave_spaces_empty():
    st = scenario(4, {name: spec for name, spec in SIX.items() if name != "Shima"})
    assert st.cards_held(0) == 10 and not st.must_fill_plan(0)
    assert st.legal_actions()[-1] == "confirm"
    st.apply("confirm")
    assert st.to_act == 1
