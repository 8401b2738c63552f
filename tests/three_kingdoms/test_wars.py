"""3KingdomsBattle's dice wars: the seed's worked examples with scripted dice, each rule's
edges, conservation of troops, and exact odds checked by hand and against sampling."""
import math
import random
from fractions import Fraction

import pytest

from client.games.three_kingdoms.wars import (
    FIGHT_TO_THE_END, CivilKind, Force, Outcome, apply_attacker_hits, attacker_settles, civil_odds, civil_war,
    defender_may_take_origin, hits, is_large, national_odds, national_round, national_war, occupation_odds, occupy)


class Scripted(random.Random):
    """A generator whose dice are a list given in advance."""

    def __init__(self, *dice: int):
        super().__init__(0)
        self.dice = list(dice)

    def randint(self, a, b):
        assert (a, b) == (1, 6)
        return self.dice.pop(0)


def test_seed_example_1_three_player_civil_war():
    """甲 1 holding, 乙 2 alert, 丙 1 alert in a large city: 甲 keeps it, still holding."""
    rng = Scripted(6, 3, 6, 5,   # round 1 (highest die): 丙's 5 is below the 6s, 丙 withdraws
                   5, 2, 4,      # round 2 (two players now, hits): 甲 hits once
                   6, 3)         # round 3: 甲 hits again
    war = civil_war([Force(holding=1), Force(alert=2), Force(alert=1)], rng)
    assert rng.dice == []
    assert [r.kind for r in war.rounds] == [CivilKind.HIGHEST, CivilKind.HITS, CivilKind.HITS]
    assert [r.dice for r in war.rounds] == [((6,), (3, 6), (5,)), ((5,), (2, 4), ()), ((6,), (3,), ())]
    assert [r.withdrawn for r in war.rounds] == [(0, 0, 1), (0, 1, 0), (0, 1, 0)]
    assert war.winner == 0
    assert war.forces == (Force(holding=1), Force(), Force())
    assert war.returned == (0, 2, 1)


def test_seed_example_2_national_war_both_sides_gone():
    """甲 attacks with 2 alert troops, 乙 defends with 1 holding: both sides fall, both cities idle."""
    rng = Scripted(4, 5, 6)
    first = national_round(2, 0, 1, rng)
    assert (first.attacker_dice, first.defender_dice) == ((4, 5), (6,))
    assert (first.attackers, first.alert, first.holding) == (1, 1, 0)
    assert (first.turned, first.removed, first.attackers_lost) == (1, 0, 1)
    assert first.outcome is None
    rng.dice = [5, 5]
    second = national_round(1, 1, 0, rng)
    assert rng.dice == []
    assert (second.attackers, second.alert, second.holding, second.removed) == (0, 0, 0, 1)
    assert second.outcome is Outcome.BOTH_GONE
    # the whole war in one call replays the same dice
    rng = Scripted(4, 5, 6, 5, 5)
    war = national_war(2, 0, 1, rng)
    assert rng.dice == [] and war.rounds == (first, second)
    assert war.outcome is Outcome.BOTH_GONE and war.survivors == 0 and war.defenders == (0, 0)
    # 甲's origin sent its only 2 troops, so it stands empty too; nobody is left to take it
    assert defender_may_take_origin(alert_left=0, origin_troops=0, origin_spaces=2) == 0


def test_two_player_civil_war_both_gone_leaves_the_city_idle():
    rng = Scripted(5, 6)
    war = civil_war([Force(alert=1), Force(holding=1)], rng)
    assert rng.dice == []
    assert war.winner is None and war.forces == (Force(), Force()) and war.returned == (1, 1)


def test_civil_war_hits_beyond_the_troops_are_lost_and_alert_troops_leave_first():
    rng = Scripted(5, 6, 5,  1)  # 3 hits against 1 troop; 1 die misses
    war = civil_war([Force(alert=1, holding=2), Force(alert=1)], rng)
    assert rng.dice == []
    assert war.rounds[0].withdrawn == (0, 1)
    assert war.winner == 0 and war.forces[0] == Force(alert=1, holding=2)
    rng = Scripted(1, 1, 1, 6, 6,  # the second player's 2 hits take the first player's alert troop first
                   6, 1, 1,        # then the first player's last (holding) troop fights on
                   6, 1)
    war = civil_war([Force(alert=1, holding=2), Force(alert=2)], rng)
    assert rng.dice == []
    assert [r.withdrawn for r in war.rounds] == [(2, 0), (0, 1), (0, 1)]
    assert war.winner == 0 and war.forces[0] == Force(holding=1)
    assert Force(alert=1, holding=2).without(2) == Force(holding=1)


def test_civil_war_rounds_without_hits_repeat_and_dice_shrink():
    rng = Scripted(1, 2, 3, 4,   # no hits: nothing changes
                   5, 1, 1, 1,   # one hit on the second player
                   1, 2, 6,      # the first player rolls 2 dice, the second 1; the second hits
                   5, 4)         # one against one: the first player hits
    war = civil_war([Force(alert=2), Force(alert=2)], rng)
    assert rng.dice == []
    assert [r.dice for r in war.rounds] == [((1, 2), (3, 4)), ((5, 1), (1, 1)), ((1, 2), (6,)), ((5,), (4,))]
    assert [r.withdrawn for r in war.rounds] == [(0, 0), (0, 1), (1, 0), (0, 1)]
    assert war.winner == 0 and war.forces == (Force(alert=1), Force())


def test_many_player_civil_war_ties_roll_again_and_a_single_leader_wins_at_once():
    rng = Scripted(6, 6, 1, 6,   # three-way tie on 6: all stay
                   2, 3, 4, 1)  # four dice: player 1 (2 troops) rolls 3 and 4, tops everyone
    war = civil_war([Force(alert=1), Force(alert=2), Force(holding=1)], rng)
    assert rng.dice == []
    assert [r.withdrawn for r in war.rounds] == [(0, 0, 0), (1, 0, 1)]
    assert war.winner == 1 and war.returned == (1, 0, 1)
    assert all(r.kind is CivilKind.HIGHEST for r in war.rounds)


def test_five_players_narrow_to_two_then_fight_by_hits():
    rng = Scripted(6, 6, 5, 4, 3,  # players 0 and 1 lead; three withdraw
                   1, 1,           # then the two-player rule: no hits
                   5, 1)           # player 0 hits
    war = civil_war([Force(alert=1)] * 5, rng)
    assert rng.dice == []
    assert [r.kind for r in war.rounds] == [CivilKind.HIGHEST, CivilKind.HITS, CivilKind.HITS]
    assert war.winner == 0 and war.returned == (0, 1, 1, 1, 1)


def test_attacker_hits_turn_holding_troops_before_removing_alert_ones():
    assert apply_attacker_hits(1, alert=2, holding=1) == (3, 0, 1, 0)
    assert apply_attacker_hits(2, alert=0, holding=1) == (0, 0, 1, 1)  # one by one: turned, then removed
    assert apply_attacker_hits(3, alert=0, holding=2) == (1, 0, 2, 1)
    assert apply_attacker_hits(9, alert=1, holding=1) == (0, 0, 1, 2)  # extra hits are lost
    assert apply_attacker_hits(0, alert=1, holding=1) == (1, 1, 0, 0)


def test_national_round_defender_hits_remove_attackers_only_up_to_their_number():
    rng = Scripted(1, 6, 6, 6)
    result = national_round(1, 3, 0, rng)
    assert rng.dice == []
    assert (result.attackers, result.attackers_lost, result.defenders) == (0, 1, 3)
    assert result.outcome is Outcome.DEFENDER


def test_national_war_retreat_policy_goes_home_after_an_exchange():
    rng = Scripted(1, 1, 1, 6)  # 3 attackers lose one, fewer than 3 remain: retreat
    war = national_war(3, 1, 0, rng, retreat_below=3)
    assert rng.dice == [] and war.outcome is Outcome.RETREAT and war.survivors == 2
    assert war.defenders == (1, 0)


def test_aftermaths():
    assert attacker_settles(3, 2, target_spaces=2) == (2, 1)
    assert attacker_settles(3, 0, target_spaces=2) == (0, 3)  # all home: target idle
    with pytest.raises(ValueError):
        attacker_settles(3, 3, target_spaces=2)
    assert defender_may_take_origin(alert_left=3, origin_troops=0, origin_spaces=2) == 2
    assert defender_may_take_origin(alert_left=3, origin_troops=1, origin_spaces=2) == 0


def test_bad_wars_are_refused():
    with pytest.raises(ValueError):
        civil_war([Force(alert=1)], random.Random(1))
    with pytest.raises(ValueError):
        civil_war([Force(alert=1), Force()], random.Random(1))
    with pytest.raises(ValueError):
        national_round(0, 1, 0, random.Random(1))
    with pytest.raises(ValueError):
        national_round(1, 0, 0, random.Random(1))
    with pytest.raises(ValueError):
        Force(alert=-1)
    with pytest.raises(ValueError):
        civil_odds(2, 0)


def test_occupation_small_needs_4_large_needs_5():
    assert occupy(False, Scripted(4)).success and not occupy(True, Scripted(4)).success
    assert occupy(True, Scripted(5)).success and not occupy(False, Scripted(3)).success
    assert occupation_odds(False) == Fraction(1, 2) and occupation_odds(True) == Fraction(1, 3)
    assert not is_large(3) and is_large(4)


def test_hits_are_fives_and_sixes():
    assert hits((1, 2, 3, 4, 5, 6, 6)) == 3


def test_troops_are_never_negative_and_always_accounted_for():
    rng = random.Random(20)
    for _ in range(300):
        forces = [Force(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(rng.randint(2, 5))]
        forces = [f if f.total else Force(alert=1) for f in forces]
        war = civil_war(forces, rng)
        for start, end, back in zip(forces, war.forces, war.returned):
            assert end.alert <= start.alert and end.holding <= start.holding  # states kept
            assert back >= 0 and end.total + back == start.total
        assert sum(1 for f in war.forces if f.total) == (war.winner is not None)
        for r in war.rounds:
            assert len(r.dice) == len(r.withdrawn) == len(forces)  # one entry per player
        attackers, alert, holding = rng.randint(1, 8), rng.randint(0, 4), rng.randint(0, 4)
        alert += not (alert + holding)
        lives = 2 * holding + alert
        before = attackers
        for r in national_war(attackers, alert, holding, rng, retreat_below=rng.randint(0, 4)).rounds:
            assert min(r.attackers, r.alert, r.holding) >= 0 and r.holding <= holding
            assert r.attackers + r.attackers_lost == before
            assert 2 * r.holding + r.alert + r.turned + r.removed == lives  # every life lost is a hit
            before, lives = r.attackers, 2 * r.holding + r.alert


def test_odds_by_hand():
    # one against one: a round decides when any die hits (5/9); each side alone 2/9, both 1/9
    assert civil_odds(1, 1).wins == (Fraction(2, 5), Fraction(2, 5)) and civil_odds(1, 1).idle == Fraction(1, 5)
    assert national_odds(1, 1, 0) == national_odds(1, 1, 0, retreat_below=1)
    assert national_odds(1, 1, 0).attacker == Fraction(2, 5)
    # a policy that always retreats ends after one exchange: 2 attackers vs 1 alert defender;
    # one defender die can remove only one attacker, so any attacker hit (1 - (2/3)^2) wins
    odds = national_odds(2, 1, 0, retreat_below=9)
    assert (odds.attacker, odds.defender, odds.both_gone, odds.retreat) == (
        Fraction(5, 9), 0, 0, Fraction(4, 9))


def test_odds_sum_to_one_and_grow_with_the_attackers():
    for a in range(1, 9):
        for b in range(1, 9):
            odds = civil_odds(a, b)
            assert sum(odds.wins) + odds.idle == 1
            if a > 1:
                assert odds.wins[0] > civil_odds(a - 1, b).wins[0]
    assert sum(civil_odds(1, 2, 3, 1, 1).wins) + civil_odds(1, 2, 3, 1, 1).idle == 1
    assert civil_odds(2, 1, 2).wins[0] == civil_odds(2, 1, 2).wins[2]  # symmetric players
    for policy in (FIGHT_TO_THE_END, 2):
        for alert in range(0, 5):
            for holding in range(0, 5 - alert):
                if not alert + holding:
                    continue
                previous = Fraction(-1)
                for attackers in range(1, 9):
                    odds = national_odds(attackers, alert, holding, policy)
                    assert odds.attacker + odds.defender + odds.both_gone + odds.retreat == 1
                    assert odds.attacker > previous
                    previous = odds.attacker
                    if policy == FIGHT_TO_THE_END:
                        assert odds.retreat == 0
    # a holding troop is worth more than an alert one
    assert national_odds(3, 0, 2).attacker < national_odds(3, 2, 0).attacker


def test_odds_agree_with_sampling_the_wars():
    rng = random.Random(2011)
    samples = 2000

    def close(exact, count):
        p = float(exact)
        spread = 3 * math.sqrt(p * (1 - p) / samples)
        assert abs(count / samples - p) <= spread + 1e-12, (exact, count)

    for troops in ((3, 2), (1, 2, 1)):
        odds = civil_odds(*troops)
        winners = [civil_war([Force(alert=t) for t in troops], rng).winner for _ in range(samples)]
        for i, chance in enumerate(odds.wins):
            close(chance, winners.count(i))
        close(odds.idle, winners.count(None))
    for args in ((3, 1, 1, FIGHT_TO_THE_END), (4, 2, 1, 3)):
        odds = national_odds(*args)
        outcomes = [national_war(*args[:3], rng, retreat_below=args[3]).outcome for _ in range(samples)]
        for outcome in Outcome:
            close(odds.of(outcome), outcomes.count(outcome))
    large = [occupy(True, rng).success for _ in range(samples)]
    close(occupation_odds(True), sum(large))
