"""姬札大戰's bots: every level answers a legal action from an observation, seeded bots repeat
themselves, an obvious winning attack is taken, and the hidden hand is never peeked at."""
import random

import pytest

from client.ai.bots import HeuristicBot, RandomBot, SearchBot
from client.ai.hooks import hooks_for
from client.games import get
from client.games.himefuda import ai
from client.games.himefuda.rules import HIDDEN, HimefudaState

from .scenario import given, put

SPEC = get("himefuda")
HOOKS = hooks_for(SPEC)
XU, LIU_BEI, ZHANG_FEI = "wei_xu_huang", "shu_liu_bei", "shu_zhang_fei"


def bots(seed: int, iterations: int = 24):
    """One bot per level; the search levels on an iteration budget (no clock: repeatable)."""
    return [RandomBot(seed), HeuristicBot(HOOKS, seed),
            SearchBot(HOOKS.for_level("normal"), seed, None, iterations),
            SearchBot(HOOKS.for_level("hard"), seed, None, 2 * iterations)]


def positions(count: int, seed: int = 7):
    """Observations of the seat to act, from a seeded game the easy level plays."""
    st = HimefudaState(2, ["wei", "shu"], seed)
    easy = HeuristicBot(HOOKS, seed)
    out = []
    while not st.is_over() and len(out) < count:
        obs = st.observation(st.to_act)
        if len(obs.legal_actions()) > 1:
            out.append(obs)
        st.apply(easy.choose(obs))
    return out


def test_the_game_is_registered_with_its_bots():
    assert SPEC.ai_module == "client.games.himefuda.ai"
    assert isinstance(HOOKS, ai.HimefudaAI)


def test_every_level_returns_a_legal_action_from_an_observation():
    spots = positions(12)
    assert len(spots) == 12
    for k, obs in enumerate(spots):
        assert HIDDEN in obs.hand[1 - obs.viewer]  # the opponent's hand is redacted
        for bot in bots(k, iterations=8):
            assert bot.choose(obs) in obs.legal_actions(), (bot, obs.phase)


def test_a_bot_refuses_the_true_state():
    st = HimefudaState(2, ["wei", "shu"], 3)
    with pytest.raises(ValueError):
        bots(1)[2].choose(st)


def test_seeded_bots_repeat_their_decisions():
    for obs in positions(6, seed=11):
        first = [b.choose(obs.clone()) for b in bots(5)]
        again = [b.choose(obs.clone()) for b in bots(5)]
        assert first == again


def test_a_seeded_game_between_levels_repeats():
    def game():
        st = HimefudaState(2, ["shu", "wei"], 21)
        players = [HeuristicBot(HOOKS, 1), SearchBot(HOOKS.for_level("normal"), 2, None, 4)]
        moves = []
        while not st.is_over() and len(moves) < 150:
            moves.append(players[st.to_act].choose(st.observation(st.to_act)))
            st.apply(moves[-1])
        return moves

    assert game() == game()


def lord_in_reach():
    """Xu Huang (melee 3) next to Liu Bei, the enemy lord, down to 1 thousand: any melee routs
    him (a stalemate costs 1 thousand too) and wins. Zhang Fei stands within shot as a decoy."""
    return given(0, "attack", units=[
        {"card": XU, "seat": 0, "at": (2, 1), "troops": 6},
        {"card": LIU_BEI, "seat": 1, "at": (2, 2), "troops": 1},
        {"card": ZHANG_FEI, "seat": 1, "at": (1, 2), "troops": 2},
    ], guard={1: "shu_guan_yu"})


def test_every_level_but_random_routs_the_enemy_lord_for_the_win():
    st = lord_in_reach()
    win = f"melee:{XU}:2:2"
    assert win in st.legal_actions()
    for bot in bots(3)[1:]:
        assert bot.choose(st.observation(0)) == win, bot
    st.rng = random.Random(1)
    st.apply(win)
    while not st.is_over():  # the defender's answer (step back or stay) cannot save him
        st.apply(st.legal_actions()[0])
    assert st.winners() == [0] and st.end_reason == "lord"


def test_the_melee_odds_follow_the_dice_rule():
    # value 0 always rolls strength 1: against value 0 every fight is a stalemate
    assert ai.MELEE_ODDS[0][0] == [(1.0, 1, 1)]
    # a shot at value 5 against 0 (strength 1): a die of 1 or 6 ties (1 thousand), 2-5 beat by 1-4
    shots = {raw: p for p, raw, _ in ai.SHOT_ODDS[5][0]}
    assert shots == pytest.approx({1: 3 / 6, 2: 1 / 6, 3: 1 / 6, 4: 1 / 6})
    for a in range(6):
        for d in range(6):
            assert sum(p for p, _, _ in ai.MELEE_ODDS[a][d]) == pytest.approx(1.0)
    assert ai.success_chance(3) == pytest.approx(0.5)


def test_the_lord_never_sorties_and_a_weak_unit_is_not_sent_out():
    st = given(0, "sortie")
    prices = dict((a, p) for p, a in ai.priced(st.observation(0)))
    lord = [a for a in prices if a.startswith("sortie:wei_cao_cao:")]
    assert lord and all(prices[a] < prices["pass"] for a in lord)
    assert ai.decide(st.observation(0)).startswith("sortie:") and "cao_cao" not in ai.decide(st.observation(0))


def twin_with_another_hidden_hand(st: HimefudaState) -> HimefudaState:
    """``st`` with seat 1's unknown hand holding Siege Engine instead of Crane Wing: the same
    count and cost (what seat 0 sees), a different hand."""
    twin = st.clone()
    hand = twin.hand[1]
    assert "t_crane_wing" in hand and "t_crane_wing" not in twin.known[1]
    hand[hand.index("t_crane_wing")] = "t_siege_engine"
    hand.sort()
    twin.deck[1] = tuple(sorted(c if c != "t_crane_wing" else "t_siege_engine" for c in twin.deck[1]))
    twin.check_invariants()
    assert twin.pool.cost(twin.hand[1]) == st.pool.cost(st.hand[1])
    return twin


def test_the_search_never_uses_the_real_hidden_hand():
    st = given(0, "sortie")
    twin = twin_with_another_hidden_hand(st)
    a, b = st.observation(0), twin.observation(0)
    assert a.snapshot() == b.snapshot()  # the observation is the same
    for seed in range(3):
        bot_a = SearchBot(HOOKS.for_level("normal"), seed, None, 40)
        bot_b = SearchBot(HOOKS.for_level("normal"), seed, None, 40)
        assert bot_a.choose(a) == bot_b.choose(b)
        assert bot_a.last_stats.visits == bot_b.last_stats.visits
        assert bot_a.last_stats.values == bot_b.last_stats.values


def test_determinize_fills_the_hidden_hand_from_unseen_cards_within_its_cost():
    st = given(0, "sortie")
    obs = st.observation(0)
    for seed in range(20):
        world = HOOKS.determinize(obs, random.Random(seed))
        hand = world.hand[1]
        assert HIDDEN not in hand and len(hand) == len(st.hand[1])
        assert world.pool.cost(hand) == st.pool.cost(st.hand[1])
        assert not set(hand) & world.shown[1]  # never a card seat 1 has shown
        assert world.hand[0] == st.hand[0]  # the own hand is the own hand
        world.check_invariants()


# -- the turn cap (H-11) ---------------------------------------------------------------------------
def with_results(st: HimefudaState, seat: int, cards: list[str]) -> HimefudaState:
    """``seat`` has routed ``cards`` of the other seat's hand: they lie in its war-result pile."""
    for card in cards:
        st.hand[1 - seat].remove(card)
        st.spoils[seat].append(card)
    st.check_invariants()
    return st


def at_turn(st: HimefudaState, turns: int) -> HimefudaState:
    st.turns = [turns, turns]
    st.turn_no = 2 * turns
    return st


def test_the_cap_edge_orders_the_seats_as_the_cap_decides():
    assert ai.cap_edge(given(0, "sortie"), 0) == 0  # all level: a draw
    st = given(0, "sortie", castle={0: 9, 1: 8})  # war results level: the garrison decides
    assert ai.cap_edge(st, 0) == 1 and ai.cap_edge(st, 1) == -1
    with_results(st, 1, ["wei_man_chong"])  # war results come first
    assert ai.cap_edge(st, 0) == -1 and ai.cap_edge(st, 1) == 1


def quiet_castle(turns: int, behind: bool) -> HimefudaState:
    """Seat 0 in its sortie phase with nobody out, 6 thousand and 2 loads left (a careful
    seat stays home), behind or ahead on war results by one card."""
    st = given(0, "sortie", castle={0: 6, 1: 6}, provisions={0: 2, 1: 2})
    if behind:
        with_results(st, 1, ["wei_man_chong"])
    else:
        with_results(st, 0, ["shu_zhao_yun"])
    return at_turn(st, turns)


def test_a_seat_behind_presses_from_mid_game_but_not_at_the_start_and_not_when_ahead():
    """A seat the cap would not give the game sorties its last loads already in mid-game (it used to
    wait for the last 30 turns, and most games between bots ran to the cap); a seat ahead waits."""
    assert ai.decide(quiet_castle(10, behind=True).observation(0)) == "pass"
    assert ai.decide(quiet_castle(30, behind=False).observation(0)) == "pass"
    for turns in (30, 55):
        pressed = ai.decide(quiet_castle(turns, behind=True).observation(0))
        assert pressed.startswith("sortie:") and "cao_cao" not in pressed
    assert ai.pressure(quiet_castle(55, behind=False), 0) == 0.0
    assert 0.0 == ai.pressure(quiet_castle(0, behind=True), 0) < ai.pressure(quiet_castle(20, behind=True), 0) \
        < ai.pressure(quiet_castle(45, behind=True), 0) < ai.pressure(quiet_castle(59, behind=True), 0) == 1.0


def test_a_seat_ahead_finishes_off_a_seat_with_nothing_left_to_send():
    """Ahead on war results, a seat plays safe while the other can still strike back, but presses
    as the game goes on once the other has nobody out and a load of provisions or a few thousand left."""
    def ahead(turns: int, castle: int, provisions: int) -> HimefudaState:
        st = given(0, "sortie", castle={0: 9, 1: castle}, provisions={0: 2, 1: provisions})
        return at_turn(with_results(st, 0, ["shu_zhao_yun"]), turns)

    assert ai.pressure(ahead(30, castle=9, provisions=5), 0) == 0.0
    assert ai.pressure(ahead(30, castle=2, provisions=5), 0) > ai.pressure(ahead(10, castle=2, provisions=5), 0) > 0
    assert ai.pressure(ahead(30, castle=9, provisions=1), 0) > 0
    assert ai.decide(ahead(40, castle=9, provisions=5).observation(0)) == "pass"
    assert ai.decide(ahead(40, castle=9, provisions=1).observation(0)).startswith("sortie:")
    st = ahead(40, castle=9, provisions=1)
    put(st, "shu_zhang_fei", 1, (2, 2))  # ... unless it still has a unit out
    assert ai.pressure(st, 0) == 0.0


def test_a_unit_in_the_enemy_camp_stays_to_storm_the_castle_rather_than_step_along_it():
    """Xu Huang in a corner of the Shu camp: a step along the camp would tire him (no siege that
    turn); he stays and takes the castle on (the bots used to walk along the enemy camp turn after
    turn without ever attacking it)."""
    st = given(0, "move", units=[{"card": XU, "seat": 0, "at": (0, 3), "troops": 6}])
    assert f"move:{XU}:1:3" in st.legal_actions()
    assert ai.decide(st.observation(0)) == "pass"
    st.apply("pass")
    prices = dict((a, p) for p, a in ai.priced(st.observation(0)))
    assert all(prices[f"{verb}:{XU}"] > prices["pass"] for verb in ("siege", "volley", "starve"))


def test_a_seat_losing_at_the_cap_sends_its_lord_only_as_a_last_resort():
    def lonely_lord(turns: int) -> HimefudaState:
        st = quiet_castle(turns, behind=True)
        for card in [c for c in st.hand[0] if st.pool.cards[c].is_general]:
            st.hand[0].remove(card)
            st.discard[0].append(card)
        st.check_invariants()
        return st

    assert ai.decide(lonely_lord(30).observation(0)) == "pass"
    for turns in (45, 57):  # 20 turns before the cap: the rest of the game is its last chance
        assert ai.decide(lonely_lord(turns).observation(0)).startswith("sortie:wei_cao_cao:")


def test_the_arena_counts_a_game_the_turn_cap_ends_as_stopped_by_the_safeguard():
    st = at_turn(given(1, "retreat"), 59)
    st.turns = [60, 59]
    st.apply("pass")
    assert st.is_over() and st.end_reason in HOOKS.safeguard_ends
    assert "lord" not in HOOKS.safeguard_ends and "war_results" not in HOOKS.safeguard_ends


def test_the_value_weighs_the_caps_verdict_as_it_nears():
    def ahead_by_a_thousand(turns: int) -> float:
        st = given(0, "sortie", castle={0: 9, 1: 8})
        return HOOKS.evaluate(at_turn(st, turns))[0]

    early, late = ahead_by_a_thousand(10), ahead_by_a_thousand(59)
    assert 0.5 < early < 0.6  # a thousand more in the castle: a small edge mid-game
    assert late > 0.85         # ... but the game at the cap


def test_the_bots_price_a_flank_attack_with_the_rules_sum_before_the_cap():
    """Xu Huang's 奇襲 takes 1 from the defence after Zhao Yun's other changes, before the cap of
    5 (as the rules fight): a defender at 4 + 2 - 1 = 5 is harder than one at 4 + 1 - 1 = 4."""
    from client.games.himefuda.ai import melee_price
    from client.games.himefuda.units import FOREVER
    from tests.himefuda.scenario import given

    prices = []
    for bonus in (1, 2):
        st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (1, 2)},
                             {"card": "shu_zhao_yun", "seat": 1, "at": (2, 2)}])
        t = st.units[(2, 2)]
        t.mods.append(("melee", 0, bonus, FOREVER))
        assert st.melee_defence_value(t, st.units[(1, 2)]) == 3 + bonus
        prices.append(melee_price(st, st.units[(1, 2)], t))
    assert prices[1] < prices[0]
