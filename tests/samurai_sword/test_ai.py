"""Samurai Sword's bots (client/games/samurai_sword/ai.py): legal answers at 3-7 players in
every phase, decisions from the observation only, roles read from behaviour, play to the
role's goal, and the easy level unlike a random bot."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from client.ai.bots import HeuristicBot, RandomBot, SearchBot, make_bot
from client.ai.hooks import GameAI, hooks_for
from client.ai.worker import bot_seed
from client.games.samurai_sword import SPEC
from client.games.samurai_sword import ai as ss_ai
from client.games.samurai_sword import content as C
from client.games.samurai_sword.rules import PARRY

from .helpers import table

AI = ss_ai.AI
PLAIN5 = ["tomoe", "ieyasu", "tomoe", "ieyasu", "tomoe"]  # 5 resilience, no effect on these choices
ROLES5 = ["shogun", "samurai", "ninja", "ninja", "ronin"]


def positions(players: int, seeds=range(6), every: int = 5) -> list:
    """True states where the seat to act has a real choice, from games of easy and random bots."""
    found = []
    for seed in seeds:
        st = SPEC.new_game(players, {}, seed)
        rng = random.Random(seed)
        easy = seed % 2 == 0
        k = 0
        while not st.is_over():
            legal = st.legal_actions()
            if len(legal) > 1:
                k += 1
                if k % every == 0:
                    found.append(st.clone())
            if easy:
                st.apply(AI.heuristic_action(st.observation(st.to_act), rng))
            else:
                st.apply(rng.choice(legal))
    return found


def snap(st) -> str:
    return json.dumps(st.snapshot(), sort_keys=True, default=str)


def test_spec_names_the_ai():
    assert SPEC.ai_module == "client.games.samurai_sword.ai"
    assert hooks_for(SPEC) is AI
    assert isinstance(AI, GameAI)
    assert AI.think_seconds == {"normal": 1.0, "hard": 3.0}
    assert 0 < AI.rollout_depth <= 200


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_level_answers_legally(players):
    spots = positions(players, seeds=range(4), every=9)
    phases = Counter(st.phase for st in spots)
    assert phases["play"] and phases["parry"], phases
    for i, st in enumerate(spots):
        seat = st.to_act
        obs = st.observation(seat)
        legal = st.legal_actions()
        for level in ("random", "easy", "normal", "hard"):
            if level in ("normal", "hard") and i % 3:
                continue  # the search is slower: a third of the positions
            bot = make_bot(SPEC, level, bot_seed(i, seat, 0), think=None,
                           max_iterations=8 if level == "normal" else 16)
            if isinstance(bot, SearchBot):
                bot.think_seconds = None
            assert bot.choose(obs) in legal, (level, st.phase)
        assert AI.rollout_action(st.clone(), random.Random(i)) in legal
        assert set(AI.candidate_actions(obs)) <= set(legal) and AI.candidate_actions(obs)


def test_every_phase_is_met_and_answered():
    seen = set()
    for players in (4, 5, 6, 7):
        for st in positions(players, seeds=range(8), every=2):
            seen.add(st.phase)
            assert AI.heuristic_action(st.observation(st.to_act), random.Random(1)) in st.legal_actions()
    assert {"play", "parry", "answer", "discard", "bushido"} <= seen, seen


def test_the_search_tries_the_heuristics_choice_first():
    """With ordered expansion a tiny budget falls back on the first candidate: it must be the
    noise-free heuristic's choice in every phase (block-or-take included)."""
    for players in (3, 5, 7):
        for st in positions(players, seeds=range(3), every=3):
            obs = st.observation(st.to_act)
            assert AI.candidate_actions(obs)[0] == ss_ai.decide(obs), st.phase


def _hide_swap(st, seat: int):
    """The same position with another seat's hidden role and hand changed (as seen by no one but it)."""
    other = st.clone()
    hidden = [s for s in range(st.num_players)
              if s != seat and st.roles[s] != C.SHOGUN and st.roles[s] != st.roles[seat]]
    hidden = [s for s in hidden if any(st.roles[t] != st.roles[s] for t in hidden)]
    if len(hidden) >= 2:
        a = hidden[0]
        b = next(t for t in hidden if st.roles[t] != st.roles[a])
        other.roles[a], other.roles[b] = other.roles[b], other.roles[a]
        other.stars[a], other.stars[b] = other.stars[b], other.stars[a]
    # swap one unknown hand card of some other seat with a deck card of another kind
    for s in range(st.num_players):
        if s == seat or not other.hands[s]:
            continue
        for i, card in enumerate(other.hands[s]):
            if card in other.known[s]:
                continue
            swap = next((c for c in other.deck if c != card), None)
            if swap is not None:
                other.hands[s].remove(card)
                other.hands[s].append(swap)
                other.hands[s].sort()
                other.deck.remove(swap)
                other.deck.append(card)
                other.deck.sort()
                return other
    return other


@pytest.mark.parametrize("players", [4, 5, 7])
def test_decisions_depend_only_on_the_observation(players):
    changed = 0
    for i, st in enumerate(positions(players, seeds=range(3), every=7)[:12]):
        seat = st.to_act
        other = _hide_swap(st, seat)
        changed += snap(other) != snap(st)
        other.check_invariants()
        obs, obs2 = st.observation(seat), other.observation(seat)
        assert snap(obs) == snap(obs2)
        for level in ("easy", "normal"):
            a = make_bot(SPEC, level, 7 + i, max_iterations=12)
            b = make_bot(SPEC, level, 7 + i, max_iterations=12)
            if isinstance(a, SearchBot):
                a.think_seconds = b.think_seconds = None
            assert a.choose(obs) == b.choose(obs2)
    assert changed >= 6  # the hidden parts really changed


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_determinize_keeps_the_observation_and_respects_what_is_known(players):
    for st in positions(players, seeds=range(2), every=11)[:6]:
        seat = st.to_act
        obs = st.observation(seat)
        view = snap(obs)
        for k in range(5):
            world = AI.determinize(obs, random.Random(k))
            assert world.viewer is None and world.rng is not None
            assert snap(world.observation(seat)) == view
            assert Counter(world.roles) == Counter(C.ROLES_BY_PLAYERS[players])
            assert len({s for s in world.stars if s}) == world.roles.count(C.NINJA)  # one star count each
            assert all((world.stars[s] > 0) == (world.roles[s] == C.NINJA) for s in range(players))
            world.check_invariants()
        assert snap(obs) == view  # the observation itself is untouched


def test_a_rollout_decision_is_the_best_price_plus_a_gaussian_per_action():
    """The rollouts' noise is ``rng.gauss(0, noise)`` per sensible action, in their order
    (decide writes the draw out for speed: same numbers, same generator state after)."""
    checked = 0
    for st in positions(5, seeds=range(2), every=3)[:30]:
        if len(st.legal_actions()) < 2:
            continue
        world = AI.determinize(st.observation(st.to_act), random.Random(checked))
        seat = world.to_act
        view = ss_ai._view_of(world, seat, ss_ai.seat_beliefs(world, seat))
        for k in range(4):
            rng, reference = random.Random(k), random.Random(k)
            if k % 2:  # start half of them mid-pair (the second number of a Box–Muller pair)
                rng.gauss(0.0, 1.0), reference.gauss(0.0, 1.0)
            want = max(((ss_ai._price(view, a) + reference.gauss(0.0, ss_ai.ROLLOUT_NOISE), -i, a)
                        for i, a in enumerate(ss_ai._sensible(view, world.legal_actions()))))[2]
            assert ss_ai.decide(world, rng, ss_ai.ROLLOUT_NOISE, rollout=True) == want
            assert rng.getstate() == reference.getstate() and rng.gauss_next == reference.gauss_next
        checked += 1
    assert checked >= 10


def test_a_worlds_seat_beliefs_are_worked_out_once_and_match_a_fresh_reading():
    st = positions(5, seeds=range(1), every=7)[3]
    obs = st.observation(st.to_act)
    world = AI.determinize(obs, random.Random(3))
    first = [ss_ai.seat_beliefs(world, s) for s in range(5)]
    assert [ss_ai.seat_beliefs(world.clone(), s) for s in range(5)] == first  # remembered
    fresh = world.clone()
    del fresh.__dict__[ss_ai._SEAT_BELIEFS]  # a world nobody has asked yet: worked out anew
    for s in range(5):
        again = ss_ai.seat_beliefs(fresh, s)
        assert again.role_p == first[s].role_p and again.camp_p == first[s].camp_p
    other = AI.determinize(obs, random.Random(4))
    assert ss_ai._SEAT_BELIEFS in other.__dict__ and not other.__dict__[ss_ai._SEAT_BELIEFS]
    # an observation of the world (roles hidden again) reads its own beliefs, not the world's memo
    seen = world.observation(obs.viewer)
    other_seat = next(s for s in range(5) if s != obs.viewer and seen.roles[s] == ss_ai.UNKNOWN)
    assert ss_ai.seat_beliefs(seen, other_seat) is not first[other_seat]


# -- reading roles from behaviour --------------------------------------------------------
def test_a_seat_that_hits_the_shogun_is_believed_a_rival():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"]] * 5)
    st.hostile[2 * 5 + 0] = 3  # seat 2 attacked the Shogun three times
    st.helped[3 * 5 + 0] = 1  # seat 3 gave him Breathing's card
    obs = st.observation(0)  # the Shogun's view
    b = ss_ai.beliefs(obs)
    assert b.camp_p[2].get(C.SHOGUN, 0) < 0.05
    assert b.camp_p[3][C.SHOGUN] > b.camp_p[1][C.SHOGUN] > b.camp_p[2].get(C.SHOGUN, 0)
    samurai = Counter()
    for k in range(400):
        world = AI.determinize(obs, random.Random(k))
        samurai[world.roles.index(C.SAMURAI)] += 1
    assert samurai[3] > samurai[1] > samurai[2]
    assert samurai[2] < 400 * 0.05  # uniform sampling would give a quarter


def _record(st):
    """A public record: seat 2 hit the Shogun three times, seat 4 hit seat 2, seat 1 helped the Shogun."""
    st.hostile[2 * 5 + 0] = 3
    st.hostile[4 * 5 + 2] = 1
    st.helped[1 * 5 + 0] = 1
    return st


def test_role_inference_reads_only_the_public_record():
    """Two true states that differ only in hidden roles, with the same record, give every seat
    the same role weights, at the root (observation) and in a rollout (a sampled world)."""
    for roles, other in ((ROLES5, ["shogun", "ronin", "ninja", "ninja", "samurai"]),
                         (["shogun", "ninja", "samurai", "ronin", "ninja"], ["shogun", "ninja", "ronin", "samurai", "ninja"])):
        a = _record(table(5, roles=roles, chars=PLAIN5, hands=[["bo"]] * 5))
        b = _record(table(5, roles=other, chars=PLAIN5, hands=[["bo"]] * 5))
        for seat in range(5):
            if a.roles[seat] != b.roles[seat]:
                continue  # the seat's own role differs: it may well believe otherwise
            ba, bb = ss_ai.beliefs(a.observation(seat)), ss_ai.beliefs(b.observation(seat))
            assert ba.role_p == bb.role_p and ba.cumulative == bb.cumulative
            assert ss_ai.seat_beliefs(a, seat).role_p == ss_ai.seat_beliefs(b, seat).role_p
            assert ss_ai.seat_beliefs(a, seat).role_p == ba.role_p  # a rollout's player knows no more
    # and the record does matter: without it the weights are uniform
    bare = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"]] * 5)
    assert ss_ai.beliefs(bare.observation(3)).role_p != ss_ai.beliefs(_record(bare.clone()).observation(3)).role_p


def test_a_seat_that_keeps_hitting_the_shogun_is_sampled_as_a_ninja_or_ronin():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"]] * 5)
    st.roles[1], st.roles[4] = st.roles[4], st.roles[1]  # seat 1 is the Ronin, seat 4 the Samurai
    st.hostile[1 * 5 + 0] = 3  # seat 1 hit the Shogun three times
    obs = st.observation(3)  # a Ninja: seats 1, 2, 4 are a Samurai, a Ninja and the Ronin to it
    drawn = Counter()
    for k in range(600):
        drawn[AI.determinize(obs, random.Random(k)).roles[1]] += 1
    assert drawn[C.SAMURAI] < 600 * 0.03  # uniform sampling: a third
    assert drawn[C.NINJA] + drawn[C.RONIN] > 600 * 0.97


def test_geisha_taking_bushido_away_is_help_in_the_record():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"], ["geisha", "geisha", "bo"], ["bo"], ["bo"], ["bo"]],
               props=[["bushido", "armor"], [], [], [], []], turn=1)
    st.apply("play:geisha:0:bushido")
    assert st.helped[1 * 5 + 0] == 1 and st.hostile[1 * 5 + 0] == 0
    st.apply("play:geisha:0:armor")
    assert st.hostile[1 * 5 + 0] == 1


def test_the_shogun_strikes_back_at_his_attacker():
    hands = [["bo", "bo", "parry"], ["bokken"], ["bokken"], ["bokken"], ["bokken"]]
    for attacker in (1, 4):  # both sit next to the Shogun: a Bo reaches either
        st = table(5, roles=ROLES5, chars=PLAIN5, hands=hands, hp=[5, 2, 5, 5, 2], turn=0)
        st.hostile[attacker * 5 + 0] = 2
        assert ss_ai.decide(st.observation(0)) == f"attack:bo:{attacker}"


# -- the role's goal ---------------------------------------------------------------------
def _samurai_beside_the_shogun(role: str, shogun_hp: int = 5, shogun_honour: int = 5):
    roles = ["shogun", role, "ninja" if role != "ninja" else "samurai", "ninja", "ronin"]
    return table(5, roles=roles, chars=PLAIN5, hands=[["bokken"], ["kiseru", "bo", "naginata"], ["bokken"], ["bokken"], ["bokken"]],
                 hp=[shogun_hp, 5, 5, 4, 5], honour=[shogun_honour, 3, 3, 3, 3], turn=1)


@pytest.mark.parametrize("shogun_hp,honour", [(5, 5), (2, 1), (1, 1)])
def test_the_samurai_never_attacks_the_shogun(shogun_hp, honour):
    st = _samurai_beside_the_shogun("samurai", shogun_hp, honour)
    assert any(a.endswith(":0") for a in st.legal_actions() if a.startswith("attack"))
    obs = st.observation(1)
    for k in range(60):
        a = AI.heuristic_action(obs, random.Random(k))
        assert not (a.startswith("attack") and a.endswith(":0")), a
    bot = make_bot(SPEC, "normal", 3, max_iterations=60)
    bot.think_seconds = None
    a = bot.choose(obs)
    assert not (a.startswith("attack") and a.endswith(":0")), a
    assert ss_ai.decide(obs).startswith("attack:kiseru:2")  # a rival within reach instead


def test_a_ninja_in_the_same_seat_goes_for_the_shogun():
    st = _samurai_beside_the_shogun("ninja", shogun_hp=2)
    assert ss_ai.decide(st.observation(1)) == "attack:kiseru:0"  # Kiseru: 2 damage knocks him out


def test_ninja_never_knock_out_their_last_honour_fellow():
    # 3 players: the two Ninja know each other (only Ninja cards besides the Shogun's)
    st = table(3, roles=["shogun", "ninja", "ninja"], chars=["tomoe", "hideyoshi", "ginchiyo"],
               hands=[["bo"], ["bo", "kiseru"], ["bo"]], hp=[5, 4, 1], honour=[6, 3, 1], turn=1)
    obs = st.observation(1)
    for k in range(60):
        a = AI.heuristic_action(obs, random.Random(k))
        assert not (a.startswith("attack") and a.endswith(":2")), a
    assert ss_ai.decide(obs).endswith(":0")


def test_the_ronin_ends_the_game_when_he_leads():
    # the Ronin (×2) with 3 honour leads; a Ninja with 1 honour and 1 resilience is in reach
    roles = ["shogun", "samurai", "ninja", "ronin", "ninja"]
    st = table(5, roles=roles, chars=PLAIN5, hands=[["bo"], ["bo"], ["bo"], ["bo", "bokken"], ["bo"]],
               hp=[5, 5, 1, 5, 3], honour=[2, 1, 1, 4, 2], turn=3)
    assert ss_ai.decide(st.observation(3)).endswith(":2")


def test_parry_when_the_hit_would_knock_out():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["parry", "bo"], ["bo"], ["bo"], ["bo"], ["kiseru"]],
               hp=[2, 5, 5, 4, 5], turn=4)
    st.apply("attack:kiseru:0")
    assert st.phase == PARRY and st.to_act == 0
    assert ss_ai.decide(st.observation(0)) == "block:parry"


def test_breathing_heals_and_gives_the_card_to_the_shogun():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"], ["breathing", "bo"], ["bo"], ["bo"], ["bo"]],
               hp=[5, 1, 5, 4, 5], turn=1)
    assert ss_ai.decide(st.observation(1)) == "play:breathing:0"


def test_geisha_rids_the_shogun_of_bushido():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"], ["geisha", "bo"], ["bo"], ["bo"], ["bo"]],
               props=[["bushido"], [], [], [], ["armor"]], turn=1)
    assert ss_ai.decide(st.observation(1)) == "play:geisha:0:bushido"
    st.roles[1], st.roles[2] = st.roles[2], st.roles[1]  # a Ninja in that seat would rather strip an Armor
    assert ss_ai.decide(st.observation(1)) != "play:geisha:0:bushido"


@pytest.mark.parametrize("honour,played", [([1, 1, 3, 3, 1], True), ([5, 3, 1, 3, 3], False)])
def test_tea_ceremony_runs_the_deck_out_only_when_the_end_is_a_win(honour, played):
    # a Ninja; Tea Ceremony draws 3 + 4 from a deck of 2: the rebuilt deck costs everyone
    # an honour, which ends the game
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"], ["bo"], ["teaceremony", "bokken"], ["bo"], ["bo"]],
               honour=honour, deck=["parry", "parry"], turn=2)
    choice = ss_ai.decide(st.observation(2))
    assert (choice == "play:teaceremony") == played, choice


def test_evaluate_favours_the_camp_ahead():
    st = table(5, roles=ROLES5, chars=PLAIN5, hands=[["bo"]] * 5, honour=[5, 3, 1, 1, 1])
    values = AI.evaluate(st)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] == values[1] > values[2] == values[3]
    st.honour = [1, 1, 3, 3, 2]
    values = AI.evaluate(st)
    assert values[2] > values[0]


# -- the levels differ (what easy wins against random bots is the arena's to measure: docs/bots.md) --
def test_easy_plays_unlike_a_random_bot_at_five_players():
    """At five players the easy bot's answer, legal, is another than a random bot's with the same
    seed at most positions (its moves follow the role's goal; how often that wins is measured by
    ``python -m client arena samurai_sword --strong easy --field random``)."""
    spots = positions(5, seeds=range(4), every=4)
    unlike = 0
    for i, st in enumerate(spots):
        obs = st.observation(st.to_act)
        easy = HeuristicBot(AI, i).choose(obs)
        assert easy in st.legal_actions()
        unlike += easy != RandomBot(i).choose(obs)
    assert unlike > len(spots) // 2, (unlike, len(spots))
