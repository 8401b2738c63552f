"""Shogun's bots (client/games/shogun/ai.py): legal moves in every phase, decisions from
the observation only, the easy level's noise, and plans that never take a card back."""
from __future__ import annotations

import random

import pytest

from client.ai.bots import HeuristicBot, RandomBot, SearchBot, make_bot
from client.ai.hooks import GameAI, hooks_for
from client.ai.ismcts import search
from client.games.shogun import SPEC
from client.games.shogun import ai as shogun_ai
from client.games.shogun import content as C
from client.games.shogun.layout import EMPTY, NSLOTS, UNKNOWN
from client.games.shogun.rules import ACT, PLAN

AI = shogun_ai.AI
KINDS = ("draft", "draft_army", "plan", "plan_bid", "order", "move", "armies", "winter")


def kind(st) -> str:
    if st.phase == ACT:
        return "move" if st.pending[0] == "move" else "armies"
    if st.phase == PLAN:
        base = st.planner * NSLOTS
        return "plan_bid" if all(c == EMPTY for c in st.plan[base:base + NSLOTS]) else "plan"
    return st.phase


def collect_positions(per_kind: int = 3, seeds=range(40)) -> dict[str, list]:
    """True states where the seat to act has a real choice, a few of each kind.

    The games mix easy bots (sensible positions: armies to send, several
    revolts) with random ones (odd positions)."""
    found: dict[str, list] = {k: [] for k in KINDS}
    for seed in seeds:
        st = SPEC.new_game(4, {"setup": "draft"} if seed % 3 else {"setup": "assigned"}, seed)
        rng = random.Random(seed)
        easy = [HeuristicBot(AI, seed * 10 + s) for s in range(4)]
        mix = [seat % 2 == seed % 2 for seat in range(4)]
        while not st.is_over():
            seat = st.to_act
            legal = st.legal_actions()
            k = kind(st)
            if len(legal) > 1 and len(found[k]) < per_kind and rng.random() < 0.15:
                found[k].append(st.clone())
            if mix[seat]:
                action = easy[seat].choose(st.observation(seat))
            else:
                action = rng.choice([a for a in legal if not a.startswith("unplan")] or legal)
            st.apply(action)
        if all(len(v) >= per_kind for v in found.values()):
            break
    return found


@pytest.fixture(scope="module")
def positions():
    return collect_positions()


def test_spec_names_the_ai():
    assert SPEC.ai_module == "client.games.shogun.ai"
    assert hooks_for(SPEC) is AI
    assert isinstance(AI, GameAI)
    assert AI.think_seconds == {"normal": 1.0, "hard": 3.0}
    assert 0 < AI.rollout_depth <= 200


def test_hard_plays_each_season_out_before_valuing(positions, monkeypatch):
    """The hard level's rollouts end where a planning begins (after the season's actions and,
    after autumn, the winter); the normal level's end there too or after 60 steps, whichever
    comes first: neither works out a later season's plans."""
    hard = make_bot(SPEC, "hard", 1).hooks
    assert hard is shogun_ai.HARD_AI and make_bot(SPEC, "normal", 1).hooks is AI
    for hooks in (AI, hard):
        valued = []
        for k in ("plan_bid", "move", "order"):
            st = positions[k][0]
            root = (st.year, st.season)
            monkeypatch.setattr(hooks, "evaluate", lambda w, root=root: valued.append(
                (w.phase, (w.year, w.season) != root, all(c == EMPTY for c in w.plan))) or [0.25] * 4)
            search(st.observation(st.to_act), hooks, random.Random(1), None, max_iterations=12)
        assert valued
        # a later season is valued only as its planning begins: no card placed yet
        assert all(empty for phase, later, empty in valued if later and phase == PLAN)
        if hooks is hard:
            assert all(phase == PLAN and later and empty for phase, later, empty in valued)
    assert AI.staged_rollouts and AI.rollout_depth < hard.rollout_depth


def test_worlds_share_the_plans_of_the_roots_planning_without_changing_a_decision(positions, monkeypatch):
    """Within the root's own planning every world has the root's board, so the seats still to
    plan share one worked-out plan: the search decides exactly as if each world planned alone,
    with fewer plans made."""
    made = []
    plan_for = shogun_ai.plan_for
    monkeypatch.setattr(shogun_ai, "plan_for", lambda *a, **k: made.append(1) or plan_for(*a, **k))
    determinize = shogun_ai.ShogunAI.determinize

    def alone(self, obs, rng):  # each world plans for itself
        world = determinize(self, obs, rng)
        world.__dict__.pop(shogun_ai._SHARED, None)
        return world

    totals = {True: 0, False: 0}
    for st in positions["plan_bid"] + positions["plan"]:
        obs = st.observation(st.to_act)
        results = {}
        for share in (True, False):
            if not share:
                monkeypatch.setattr(shogun_ai.ShogunAI, "determinize", alone)
            made.clear()
            action, stats = search(obs, AI, random.Random(5), None, max_iterations=24)
            results[share] = (action, stats.visits, stats.values)
            totals[share] += len(made)
            monkeypatch.setattr(shogun_ai.ShogunAI, "determinize", determinize)
        assert results[True] == results[False]
    assert totals[True] < totals[False]


def test_positions_cover_every_phase(positions):
    assert all(positions[k] for k in KINDS), {k: len(v) for k, v in positions.items()}


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_answers_legally_in_every_phase(positions, level):
    for k in KINDS:
        for i, st in enumerate(positions[k]):
            seat = st.to_act
            if level in ("normal", "hard"):
                bot = SearchBot(AI, 7 + i, None, max_iterations=12 if level == "normal" else 20)
            else:
                bot = make_bot(SPEC, level, 7 + i)
            action = bot.choose(st.observation(seat))
            assert action in st.legal_actions(), (level, k, action)


def test_search_levels_with_their_clock(positions):
    st = positions["move"][0]
    for level in ("normal", "hard"):
        bot = make_bot(SPEC, level, 3, think=0.05)
        assert bot.choose(st.observation(st.to_act)) in st.legal_actions()
        assert bot.last_stats.iterations >= 1


def test_hooks_are_legal_and_valued(positions):
    rng = random.Random(2)
    for k in KINDS:
        for st in positions[k]:
            obs = st.observation(st.to_act)
            legal = obs.legal_actions()
            cands = AI.candidate_actions(obs)
            assert cands and set(cands) <= set(legal), (k, cands)
            assert not any(a.startswith("unplan") for a in cands)
            assert AI.heuristic_action(obs, rng) in legal
            world = AI.determinize(obs, rng)
            assert AI.rollout_action(world, rng) in world.legal_actions()
            assert set(AI.candidate_actions(world)) <= set(world.legal_actions())
            values = AI.evaluate(world)
            assert len(values) == 4 and all(0.0 <= v <= 1.0 for v in values)
            assert sum(values) == pytest.approx(1.0)


# -- the observation is all a bot knows -------------------------------------------------------
def _hidden_changes(st, seat: int):
    """A copy of ``st`` that differs only where ``seat`` cannot see: another seat's face-down
    plan (two of its cards swapped) and the levels the tower's stuck cubes are on."""
    other = st.clone()
    changed = False
    for s in range(st.num_players):
        if s == seat:
            continue
        base = s * NSLOTS
        hidden = [i for i in range(base, base + NSLOTS) if other.plan[i] >= 0 and not other.shown[i]]
        if len(hidden) >= 2:
            i, j = hidden[0], hidden[-1]
            other.plan[i], other.plan[j] = other.plan[j], other.plan[i]
            changed = True
            break
    levels = other.tower.levels
    for owner in range(len(levels[0])):
        total = levels[0][owner] + levels[1][owner]
        if total:
            levels[0][owner], levels[1][owner] = levels[1][owner], levels[0][owner]
            if levels[0][owner] == 0 and total:
                levels[0][owner], levels[1][owner] = total, 0
            changed = True
    return other, changed


def _observation_pairs(positions):
    """(kind, observation, observation) of positions whose hidden parts were changed."""
    for k in ("plan_bid", "plan", "order", "move", "armies"):
        for st in positions[k]:
            seat = st.to_act
            other, changed = _hidden_changes(st, seat)
            if changed:
                assert other.snapshot() != st.snapshot()
                obs_a, obs_b = st.observation(seat), other.observation(seat)
                assert obs_a.snapshot() == obs_b.snapshot()
                yield k, obs_a, obs_b


def test_decisions_come_from_the_observation_only(positions):
    tried = 0
    searched = set()  # the kinds of position the search levels were tried on (once each: they are slow)
    for k, obs_a, obs_b in _observation_pairs(positions):
        for level in ("easy", "normal", "hard"):
            if level != "easy" and k in searched:
                continue
            if level == "easy":
                a = HeuristicBot(AI, 11).choose(obs_a)
                b = HeuristicBot(AI, 11).choose(obs_b)
            else:
                a = make_bot(SPEC, level, 11, max_iterations=16).choose(obs_a)
                b = make_bot(SPEC, level, 11, max_iterations=16).choose(obs_b)
            assert a == b, (level, k)
        searched.add(k)
        tried += 1
    assert tried >= 5 and len(searched) == 5


def test_the_true_state_is_refused(positions):
    st = positions["move"][0]
    for bot in (make_bot(SPEC, "easy", 1), SearchBot(AI, 1, None, 5)):
        with pytest.raises(ValueError, match="observation"):
            bot.choose(st)


# -- planning ------------------------------------------------------------------------------------
def play(st, bots, log=None):
    while not st.is_over():
        seat = st.to_act
        action = bots[seat].choose(st.observation(seat))
        if log is not None:
            log.append((st.phase, seat, action, st.takebacks if st.phase == PLAN else 0))
        st.apply(action)
    return st


def test_heuristic_never_takes_back_and_plans_bid_first():
    for seed in range(4):
        log = []
        st = play(SPEC.new_game(4, {}, seed), [HeuristicBot(AI, seed * 4 + s) for s in range(4)], log)
        assert st.is_over()
        actions = [a for _, _, a, _ in log]
        assert not any(a.startswith("unplan") for a in actions)
        assert all(t == 0 for phase, _, _, t in log if phase == PLAN)
        # every planning starts with the bid and ends with confirm
        previous = None
        for phase, seat, action, _ in log:
            if phase == PLAN and (previous is None or previous[0] != PLAN or previous[1] != seat
                                  or previous[2] == "confirm"):
                assert action.startswith("plan:bid:"), action
            previous = (phase, seat, action)
        assert actions.count("confirm") == 4 * 6


def test_rollouts_never_take_back():
    rng = random.Random(5)
    st = SPEC.new_game(5, {"face": "moon"}, 5)
    world = AI.determinize(st.observation(0), rng)
    while not world.is_over():
        action = AI.rollout_action(world, rng)
        assert not action.startswith("unplan")
        world.apply(action)


def test_plan_is_decided_whole_and_emitted_stepwise():
    st = SPEC.new_game(4, {"setup": "assigned"}, 3)
    assert st.phase == PLAN
    seat = st.planner
    plan = shogun_ai.plan_for(st.observation(seat), seat)
    assert shogun_ai.S_BID in plan
    first = AI.candidate_actions(st.observation(seat))
    steps = []
    while True:
        action = AI.candidate_actions(st.observation(seat))[0]
        steps.append(action)
        if action == "confirm":
            break
        st.apply(action)
    assert steps[0].startswith("plan:bid:") and steps[-1] == "confirm"
    assert len(steps) == len(plan) + 1
    texts = st.info.plan_text
    assert sorted(steps[:-1]) == sorted(texts[slot][card] for slot, card in plan.items())
    # only the first step offers the search a choice: the bid, or another plan's first card
    assert first[0] == steps[0] and len(first) >= 2
    bids = [a for a in first if a.startswith("plan:bid:")]
    others = [a for a in first if not a.startswith("plan:bid:")]
    assert len(bids) >= 2 and 1 <= len(others) <= AI.plan_alternatives
    assert not set(others) & set(steps)
    assert len({a.split(":")[1] for a in others}) == len(others)  # one per slot


def test_another_plan_is_completed_around_its_first_card():
    st = SPEC.new_game(4, {"setup": "assigned"}, 3)
    seat = st.planner
    alt = [a for a in AI.candidate_actions(st.observation(seat)) if not a.startswith("plan:bid:")][0]
    st.apply(alt)
    steps = []
    while True:
        obs = st.observation(seat)
        cands = AI.candidate_actions(obs)
        assert len(cands) == 1  # the heuristic completes the plan
        steps.append(cands[0])
        if cands[0] == "confirm":
            break
        st.apply(cands[0])
    assert any(a.startswith("plan:bid:") for a in steps)


def test_plan_alternatives_are_distinct_whole_plans():
    """At a game's first planning every building is new, so a castle moved to where the
    heuristic put its temple completes into the heuristic's own plan: such a first card
    must not be offered (the search would weigh one plan twice)."""
    for seed in (1, 3):
        st = SPEC.new_game(4, {"setup": "assigned"}, seed)
        seat = st.planner
        obs = st.observation(seat)
        wholes = [frozenset(shogun_ai.plan_for(obs, seat).items())]
        alts = shogun_ai._plan_alternatives(obs, 6)
        assert len(alts) == 6
        for text in alts:
            _, slot_id, name = text.split(":")
            slot, p = C.SLOT_INDEX[slot_id], st.info.names.index(name)
            trial = obs.clone()
            trial.plan[seat * NSLOTS + slot] = p
            completed = shogun_ai.plan_for(trial, seat)
            completed[slot] = p
            wholes.append(frozenset(completed.items()))
        assert len(set(wholes)) == len(wholes)


def test_search_worlds_offer_the_roots_plan_alternatives():
    st = SPEC.new_game(4, {"setup": "assigned"}, 3)
    obs = st.observation(st.planner)
    root = AI.candidate_actions(obs)
    world = AI.determinize(obs, random.Random(1))
    assert AI.candidate_actions(world) == root
    # another seat's planning in a world: bids only
    while world.planner == obs.planner:  # ruling S-12: 13 cards fill every space before confirm
        world.apply(AI.rollout_action(world, random.Random(1)))
    assert all(a.startswith("plan:bid:") for a in AI.candidate_actions(world))


def test_hidden_cards_of_others_do_not_confuse_the_plan():
    st = SPEC.new_game(4, {"setup": "assigned"}, 8)
    bots = [HeuristicBot(AI, s) for s in range(4)]
    while st.planner < 2 or st.phase != PLAN:
        st.apply(bots[st.to_act].choose(st.observation(st.to_act)))
    obs = st.observation(st.planner)
    assert UNKNOWN in obs.plan
    assert AI.heuristic_action(obs, random.Random(1)) in obs.legal_actions()


# -- the levels differ (what each costs or wins is the arena's to measure: docs/bots.md) ---------------
def test_easy_is_the_heuristic_with_noise_and_plays_unlike_a_random_bot(positions):
    """Easy decides as the noise-free heuristic (what normal's search is built on) with noise on its
    values: the heuristic without noise answers alike whatever its generator, easy's noise turns
    some of its answers (in planning, bidding and moving), and a random bot with the same seed
    answers otherwise at most positions. Every answer is legal."""
    plain = shogun_ai.ShogunAI()
    plain.noise = 0.0
    assert AI.noise > 0
    turned, unlike_random, seen = set(), 0, 0
    for k in KINDS:
        for st in positions[k]:
            obs = st.observation(st.to_act)
            heuristic = {plain.heuristic_action(obs, random.Random(s)) for s in range(6)}
            assert len(heuristic) == 1 and heuristic <= set(st.legal_actions()), k
            for s in range(6):
                easy = HeuristicBot(AI, s).choose(obs)
                assert easy in st.legal_actions()
                if easy not in heuristic:
                    turned.add(k)
                unlike_random += easy != RandomBot(s).choose(obs)
                seen += 1
    assert {"plan_bid", "move"} <= turned, turned
    assert unlike_random > seen // 2, (unlike_random, seen)


def test_search_narrows_to_candidates(positions):
    st = positions["armies"][0]
    obs = st.observation(st.to_act)
    action, stats = search(obs, AI, random.Random(1), None, max_iterations=30)
    assert set(stats.visits) <= set(AI.candidate_actions(obs))
    assert action in obs.legal_actions()
    # a budget of one iteration answers the heuristic's own first candidate
    action, _ = search(obs, AI, random.Random(1), None, max_iterations=1)
    assert action == AI.candidate_actions(obs)[0]


def test_a_views_memos_do_not_depend_on_the_order_of_questions(positions):
    """The planning values are memoized per view (exposure, opportunity, each send): asking in
    another order, or on a fresh view, gives the same values, and the state is left untouched."""
    for k in ("plan_bid", "plan", "move", "armies"):
        for st in positions[k]:
            seat = st.to_act
            before = st.snapshot()
            first = shogun_ai._View(st, seat)
            values, _, _ = shogun_ai._values(first)
            pairs = [(p, q) for p in first.mine for q in st.info.adj[p] if st.armies[p] >= 2]
            sends = {pair: list(first.send_values(*pair)) for pair in pairs}
            backwards = shogun_ai._View(st, seat)
            for pair in reversed(pairs):
                assert backwards.send_values(*pair) == sends[pair]
            assert shogun_ai._values(backwards)[0] == values
            assert shogun_ai._values(shogun_ai._View(st, seat))[0] == values
            assert st.snapshot() == before


def test_the_first_candidate_stands_without_enough_evidence(positions, monkeypatch):
    st = positions["move"][0]
    obs = st.observation(st.to_act)
    first = AI.candidate_actions(obs)[0]
    monkeypatch.setattr(AI, "switch_visits", 10 ** 6)
    action, stats = search(obs, AI, random.Random(4), None, max_iterations=40)
    assert action == first and len(stats.visits) > 1


# -- imagined plans of the other seats ----------------------------------------------------------------
def _plan_until(seed: int, planner: int):
    """A 4-player game at its first planning, seats before ``planner`` having planned as the
    noise-free heuristic does."""
    st = SPEC.new_game(4, {"setup": "assigned"}, seed)
    while st.phase != PLAN or st.planner < planner:
        st.apply(shogun_ai._decide(st, None, 0.0))
    return st


def test_determinize_imagines_the_heuristics_plan_for_other_seats():
    st = _plan_until(8, 2)
    obs = st.observation(2)
    assert UNKNOWN in obs.plan[:2 * NSLOTS]
    world = AI.determinize(obs, random.Random(3))
    # the first imagined plan is noise-free: a rival who plans like the heuristic is guessed exactly
    assert world.plan[:2 * NSLOTS] == st.plan[:2 * NSLOTS]
    assert world.plan[2 * NSLOTS:] == obs.plan[2 * NSLOTS:]
    world.check_invariants()
    # later worlds vary (noisy plans), always with cards the seat could have placed
    rng = random.Random(4)
    seen = set()
    for _ in range(30):
        world = AI.determinize(obs, rng)
        world.check_invariants()
        for s in (0, 1):
            row = world.plan[s * NSLOTS:(s + 1) * NSLOTS]
            assert all(c >= 0 for c, o in zip(row, obs.plan[s * NSLOTS:(s + 1) * NSLOTS]) if o == UNKNOWN)
            assert [c == EMPTY for c in row] == [c == EMPTY for c in obs.plan[s * NSLOTS:(s + 1) * NSLOTS]]
        seen.add(tuple(world.plan[:2 * NSLOTS]))
    assert len(seen) > 1


def test_imagined_plans_come_from_the_observation_only(positions):
    tried = 0
    for k, obs_a, obs_b in _observation_pairs(positions):
        ra, rb = random.Random(9), random.Random(9)
        for _ in range(12):
            wa, wb = AI.determinize(obs_a, ra), AI.determinize(obs_b, rb)
            assert wa.snapshot() == wb.snapshot(), k
        tried += 1
    assert tried >= 5


def test_determinize_without_imagined_plans_is_the_rules_sampling(positions, monkeypatch):
    st = positions["move"][0]
    obs = st.observation(st.to_act)
    monkeypatch.setattr(AI, "imagined_plans", 0)
    assert AI.determinize(obs, random.Random(5)).snapshot() == obs.determinize(random.Random(5)).snapshot()


def test_a_lead_within_the_noise_does_not_switch(positions, monkeypatch):
    """``switch_z``: the search leaves the heuristic's first candidate only for a lead of
    that many standard errors; with an impossible bar it never switches, with none it
    answers as the plain margin rule does."""
    from client.ai import ismcts

    st = positions["order"][2]  # a position where the plain margin rule leaves the first candidate
    obs = st.observation(st.to_act)
    first = AI.candidate_actions(obs)[0]
    monkeypatch.setattr(AI, "switch_z", 0.0)
    plain = [search(obs, AI, random.Random(s), None, max_iterations=60)[0] for s in range(2)]
    assert first not in plain, "the margin rule switches here: the bar below has something to stop"
    monkeypatch.setattr(AI, "switch_z", 1e-12)
    assert [search(obs, AI, random.Random(s), None, max_iterations=60)[0] for s in range(2)] == plain
    monkeypatch.setattr(AI, "switch_z", 1e9)
    assert [search(obs, AI, random.Random(s), None, max_iterations=60)[0] for s in range(2)] == [first] * 2
    # the standard error itself: two samples each of 0 and 1 → variance 0.5 each
    root = ismcts.Node(None)
    for action in ("a", "b"):
        child = root.children[(0, action)] = ismcts.Node(0)
        child.visits, child.total = 2, 1.0
    squares = {id(root.children[(0, "a")]): 1.0, id(root.children[(0, "b")]): 1.0}
    assert ismcts._stderr_of_difference(root, 0, "a", "b", squares) == pytest.approx(0.5 ** 0.5)


def test_a_levels_weights_reach_its_decisions(positions):
    """The heuristic weighs with the hooks' own ``Weights``: a set that prizes rice, chests
    and rivals' absence decides otherwise in the plan and the draft (and the base set is
    what the levels play with)."""
    from dataclasses import replace

    assert AI.weights is shogun_ai.BASE and shogun_ai.HARD_AI.weights is shogun_ai.BASE
    other = shogun_ai.ShogunAI()
    other.weights = replace(shogun_ai.BASE, rice=3.0, chest_early=1.2, chest_late=1.0,
                            draft_rival=3.0, draft_slots=0.0, draft_income=0.5)
    differs = set()
    for k in ("plan_bid", "plan", "draft"):
        for st in positions[k]:
            obs = st.observation(st.to_act)
            if other.candidate_actions(obs)[0] != AI.candidate_actions(obs)[0]:
                differs.add(k)
            plan = shogun_ai.plan_for(obs, st.to_act, w=other.weights) if st.phase == PLAN else None
            if plan is not None and plan != shogun_ai.plan_for(obs, st.to_act):
                differs.add("whole plan")
    assert {"draft", "whole plan"} <= differs, differs


def test_a_seat_with_eleven_cards_plans_every_space():
    """Ruling S-12: 8 provinces + 5 chest cards: the heuristic fills all 11 spaces (the spaces
    its plan does not want take chest cards first, which do nothing there) and then confirms."""
    for seed in (1, 3):
        st = SPEC.new_game(4, {"setup": "assigned"}, seed)
        seat = st.planner
        assert st.must_fill_plan(seat)
        plan = shogun_ai.plan_for(st.observation(seat), seat)
        assert sorted(plan) == list(range(NSLOTS)) and len(set(plan.values())) == NSLOTS
        while st.planner == seat:
            st.apply(AI.heuristic_action(st.observation(seat), random.Random(seed)))
        assert st.empty_slots(seat) == 0
