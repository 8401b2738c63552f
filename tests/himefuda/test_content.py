"""姬札大戰's authored pool (H-3): its size and spread, unique names in both languages, Chinese
that reads right, legal starter decks, the handicap and the Joker, and every ability of every
card used once in a scenario with each of its operations interpreted."""
import pytest

from client.core.errors import OptionsError
from client.games.himefuda.cards import TACTIC_KINDS, General, Tactic, check_deck, pool
from client.games.himefuda.effects import OPS, CardDataError
from client.games.himefuda.rules import new_game
from client.games.himefuda.vocabulary import ATTACK_PHASE, DECK_LIMIT_HALVES, FACTIONS, MOVE_PHASE, SORTIE_PHASE
from tests.zh_style import problems

from .scenario import given, play, put
from .test_effects import give

P = pool()
GENERALS = [c for c in P.cards.values() if isinstance(c, General) and c.id != P.joker]
TACTICS = [c for c in P.cards.values() if isinstance(c, Tactic)]


def abilities():
    """(card, verb, ability) for every special skill, ougi and tactic of the pool."""
    for c in P.cards.values():
        if isinstance(c, Tactic):
            yield c.id, "play", c.ability
        else:
            for verb, ab in (("skill", c.special), ("ougi", c.ougi)):
                if ab is not None:
                    yield c.id, verb, ab


def test_the_pool_has_thirty_generals_of_four_factions_and_24_tactics_of_five_kinds():
    assert len(GENERALS) >= 30
    per_faction = {f: sum(g.faction == f for g in GENERALS) for f in FACTIONS}
    assert min(per_faction.values()) >= 7, per_faction
    assert len(TACTICS) == 24
    assert {k: sum(t.kind == k for t in TACTICS) for k in TACTIC_KINDS} == {
        "equipment": 5, "stratagem": 5, "strategy": 5, "formation": 5, "facility": 4}


def test_names_are_unique_in_both_languages():
    for key in ("name_en", "name_zh"):
        names = [getattr(c, key) for c in P.cards.values()]
        assert len(set(names)) == len(names), key
    for key in ("name_en", "name_zh"):
        names = [getattr(ab, key) for card, verb, ab in abilities() if verb != "play"]
        assert len(set(names)) == len(names), key


def test_the_chinese_text_reads_right():
    for c in P.cards.values():
        assert not problems(c.name_zh), (c.id, problems(c.name_zh))
    for card, _, ab in abilities():
        for text in (ab.name_zh, ab.text_zh):
            assert not problems(text), (card, text, problems(text))
    for d in P.decks.values():
        assert not problems(d.name_zh)


def test_every_starter_deck_is_legal_and_of_its_faction():
    assert set(P.decks) == set(FACTIONS)
    for d in P.decks.values():
        assert P.cost(d.cards) <= DECK_LIMIT_HALVES and P.cards[d.lord].is_general
        assert {P.cards[c].faction for c in d.cards if P.cards[c].is_general} == {d.id}
        assert P.joker not in d.cards
        assert all(P.cards[c].is_general == (c in P.generals) for c in d.cards)


@pytest.mark.parametrize("points", [1, 2, 3])
def test_the_handicapped_seat_gets_more_points_and_the_joker_when_it_fits(points):
    st = new_game(2, {"deck0": "qun", "deck1": "wu", "handicap": "deck1", "handicap_points": str(points)}, 1)
    assert st.deck[0] == P.decks["qun"].cards  # the other seat is untouched
    extra = [c for c in st.deck[1] if c not in P.decks["wu"].cards]
    assert extra
    assert P.cost(st.deck[1]) <= DECK_LIMIT_HALVES + 2 * points
    assert (P.joker in st.deck[1]) == (points >= 2)  # the Joker costs 2 points
    assert set(extra) <= set(P.decks["wu"].reserve) and set(extra) <= set(st.hand[1])
    st.check_invariants()


def test_without_the_handicap_the_joker_is_refused():
    with pytest.raises(OptionsError, match="handicap"):
        new_game(2, {"handicap": "deck2"}, 1)
    with pytest.raises(OptionsError, match="1, 2 or 3"):
        new_game(2, {"handicap": "deck0", "handicap_points": "4"}, 1)
    st = new_game(2, {}, 1)
    assert st.deck[0] == P.decks["wei"].cards and st.deck[1] == P.decks["shu"].cards
    lu_bu = list(P.decks["wei"].cards[:-3]) + [P.joker]  # within 15 points, but the Joker
    assert P.cost(lu_bu) <= DECK_LIMIT_HALVES
    with pytest.raises(CardDataError, match="Joker is allowed only with the handicap"):
        check_deck("deck mine", lu_bu, "wei_cao_cao", P.cards, joker=P.joker)
    check_deck("deck mine", lu_bu, "wei_cao_cao", P.cards, DECK_LIMIT_HALVES + 2, P.joker, joker_allowed=True)
    with pytest.raises(CardDataError, match="costs 16.5 points, more than 16"):
        check_deck("deck mine", list(P.decks["wei"].cards) + ["t_forced_march", "t_sow_discord"], "wei_cao_cao",
                   P.cards, DECK_LIMIT_HALVES + 2, P.joker, joker_allowed=True)


USER = "wei_xu_huang"  # the unit that plays a tactic (stratagem 3)
ALLIES = ("wei_man_chong", "wei_xiahou_dun")
ENEMIES = ("shu_zhang_fei", "shu_zhao_yun", "shu_guan_yu", "shu_zhuge_liang")


@pytest.mark.parametrize("card,verb,ab", [a for a in abilities() if a[2].timing != "shot"],
                         ids=[f"{c}-{v}" for c, v, a in abilities() if a.timing != "shot"])
def test_every_ability_is_used_in_a_scenario_and_runs_each_operation(card, verb, ab):
    user = card if verb != "play" else USER
    phase = {"sortie": SORTIE_PHASE, "move": MOVE_PHASE, "attack": ATTACK_PHASE}[ab.timing]
    st = given(0, phase, dice=[1] * 20, castle={0: 30})  # every check rolls 1: it succeeds
    for c in {user, card}:
        if c not in st.deck[0]:
            give(st, 0, c)
    if ab.timing == "sortie":
        play(st, f"sortie:{user}:2", "troops:5")
    else:
        put(st, user, 0, (2, 1))
        for ally, lane in zip(ALLIES, (1, 3)):
            if ally != user:
                put(st, ally, 0, (lane, 1))
        for enemy, at in zip(ENEMIES, ((1, 2), (2, 2), (3, 2), (2, 3))):
            put(st, enemy, 1, at)
    st._legal = None
    wanted = f"{verb}:{card}" if verb == "play" else f"{verb}:{user}"
    found = [a for a in st.legal_actions() if a == wanted or a == f"{wanted}:{user}"]
    assert found, (wanted, st.legal_actions())
    play(st, found[0])
    if st.pending and st.pending[-1][0] == "choose_target":
        play(st, next(a for a in st.legal_actions() if a.startswith("target:")))
    ran = [e.data["op"] for e in st.log if e.kind == "effect"]
    assert ran == [o.op for o in ab.ops], (card, ran)


def test_every_operation_is_used_by_some_card_of_the_pool():
    assert {o.op for _, _, ab in abilities() for o in ab.ops} == set(OPS)
