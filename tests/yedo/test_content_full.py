"""Yedo's full content (RULINGS Y-1): the box's counts, names, both languages, the samurai marks,
rewards that grow with what a mission costs, and a greedy player who completes every colour."""
from __future__ import annotations

import random
from collections import Counter, defaultdict

import pytest

from client.games.yedo.balance import effect_value, greedy_action, mission_cost, play_greedy
from client.games.yedo.content import FULL_COUNTS, content
from client.games.yedo.effects import COLOURS
from client.games.yedo.rules import new_game
from client.games.yedo.vocabulary import F_ACTION
from tests.zh_style import problems

from .scene import blank, give, put, stage

TOLERANCE = 3  # coins (one point): a dearer mission of a colour may pay this much less than a cheaper one


def test_the_box_counts_and_no_subset_marker():
    c = content()
    assert not c.subset
    assert len(c.missions) == FULL_COUNTS["missions"]
    assert Counter(m.colour for m in c.missions.values()) == {col: FULL_COUNTS[col] for col in COLOURS}
    assert len(c.actions) == FULL_COUNTS["action_cards"]
    assert len(c.bonus) == FULL_COUNTS["bonus_cards"] and len(c.events) == FULL_COUNTS["events"]


def test_exactly_one_black_mission_kills_the_shogun():
    c = content()
    killers = [m.id for m in c.missions.values() if ("assassinate",) in m.reward + m.extra_reward]
    assert killers == ["b01"] and c.missions["b01"].colour == "black"


def test_names_are_unique_and_copies_are_true_copies():
    c = content()
    for table in (c.missions, c.bonus, c.events):
        for lang in ("en", "zh"):
            names = [card.name(lang) for card in table.values()]
            assert len(set(names)) == len(names), [n for n in names if names.count(n) > 1]
    rules = defaultdict(set)  # an action card's name may repeat only as a copy with the same rules
    for card in [*c.actions.values(), c.blackmail]:
        rules[card.name.en, card.name.zh].add((card.text, card.timing, card.condition, card.effect))
    assert all(len(v) == 1 for v in rules.values())
    assert len({en for en, _ in rules}) == len({zh for _, zh in rules}) == len(rules)


def test_every_mission_states_its_whole_card():
    for m in content().missions.values():
        assert m.districts and m.reward
        assert bool(m.extra) == bool(m.extra_reward), m.id  # an extra requirement always pays something


def test_chinese_reads_as_chinese():
    c = content()
    texts = [card.name.zh for table in (c.missions, c.actions, c.bonus, c.events, c.favours) for card in table.values()]
    texts += [card.text.zh for table in (c.actions, c.bonus, c.events) for card in table.values()]
    texts += [c.blackmail.text.zh]
    bad = {t: problems(t) for t in texts if problems(t)}
    assert not bad


def test_the_yardstick_prices_missions_at_the_board_prices():
    c = content()
    assert mission_cost(c.missions["y01"]) == 2 * 3 + 7  # Red Light + Gate, a rope
    assert mission_cost(c.missions["r04"]) == 2 * 3 + 7 + 8  # Castle + Red Light, poison, a geisha
    assert mission_cost(c.missions["y17"]) == 2 * 3 + 11  # an annex at the carpenter's price
    assert effect_value(c.missions["y01"].reward) == 4 * 3 + 3
    assert effect_value(c.missions["b01"].reward) == 8 * 3 + 12  # the Shogun's death has its price too


def test_the_greedy_player_completes_a_mission_it_can():
    st = blank(2)
    put(st, 0, "red_light1", "gate1")
    give(st, 0, missions=["y01", "g01"], weapons=["nawa"])
    stage(st, (F_ACTION, None))
    assert greedy_action(st, random.Random(1)).startswith("mission:y01:")


@pytest.mark.parametrize("colour", COLOURS)
def test_a_missions_reward_grows_with_its_cost(colour):
    """Within a colour: a mission that costs more never pays (beyond TOLERANCE) less than a cheaper one."""
    rows = sorted((mission_cost(m), effect_value(m.reward), m.id)
                  for m in content().missions.values() if m.colour == colour)
    for cost, value, mid in rows:
        for cost2, value2, mid2 in rows:
            if cost2 > cost:
                assert value2 >= value - TOLERANCE, f"{mid2} costs more than {mid} but pays {value - value2} less"


def test_cost_and_reward_grow_colour_by_colour():
    missions = content().missions.values()
    def mean(f, col):
        picked = [f(m) for m in missions if m.colour == col]
        return sum(picked) / len(picked)
    for low, high in zip(COLOURS, COLOURS[1:]):
        assert mean(mission_cost, low) < mean(mission_cost, high)
        assert mean(lambda m: effect_value(m.reward), low) < mean(lambda m: effect_value(m.reward), high)
    rows = sorted((mission_cost(m), effect_value(m.reward)) for m in missions)
    # and every reward stays within four points of its cost: none is a chore, none a windfall
    assert all(cost - 12 <= value <= cost + 12 for cost, value in rows), rows


def test_samurai_marked_cards_leave_in_geisha_mode():
    c = content()
    marked = {a.id for a in c.actions.values() if a.samurai} | {e.id for e in c.events.values() if e.samurai}
    assert marked and any(a.samurai for a in c.actions.values()) and any(e.samurai for e in c.events.values())
    geisha, samurai = new_game(4, {"mode": "geisha"}, 3), new_game(4, {"mode": "samurai"}, 3)
    in_play = lambda st: set(st.action_deck) | set(st.event_deck) | {a for h in st.hands for a in h}  # noqa: E731
    assert not in_play(geisha) & marked and set(geisha.action_out) | set(geisha.event_out) == marked
    assert marked <= in_play(samurai)
    assert len([e for e in c.events.values() if not e.samurai]) >= 11, "eleven rounds need eleven events"


def test_a_greedy_player_completes_missions_of_every_colour():
    """Four greedy players, eleven rounds, a few seeded games: every colour gets done, none is everything."""
    done = Counter()
    for seed in range(4):
        st = play_greedy(4, "geisha", seed)
        assert st.round == 11 or st.assassinated
        done.update(st.data.missions[m].colour for seat in st.completed for m in seat)
    assert all(done[col] > 0 for col in COLOURS), done
    assert max(done.values()) < sum(done.values()), done
