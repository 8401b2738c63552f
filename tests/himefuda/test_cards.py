"""姬札大戰's card data: the pool parses, uses every operation, its decks are legal;
bad data is refused with a message naming the card and the field."""
import copy
import json

import pytest

from client.games.himefuda import cards as cards_mod
from client.games.himefuda.cards import DATA, General, Tactic, parse_pool, pool
from client.games.himefuda.effects import OPS, CardDataError
from client.games.himefuda.vocabulary import DECK_LIMIT_HALVES, SKILLS


def raw():
    with open(DATA / "cards.json", encoding="utf-8") as f:
        cards = json.load(f)
    with open(DATA / "decks.json", encoding="utf-8") as f:
        decks = json.load(f)
    return cards, decks


def test_the_pool_parses_with_both_languages():
    p = pool()
    generals = [c for c in p.cards.values() if isinstance(c, General)]
    tactics = [c for c in p.cards.values() if isinstance(c, Tactic)]
    assert len(generals) >= 8 and len({g.faction for g in generals}) >= 2
    assert {t.kind for t in tactics} == set(cards_mod.TACTIC_KINDS)
    for c in p.cards.values():
        assert c.name_en.isascii() and not c.name_zh.isascii()
    for g in generals:
        for ab in (g.special, g.ougi):
            if ab is not None:
                assert ab.text_en.isascii() and not ab.text_zh.isascii()


def test_the_pool_uses_every_operation_and_every_skill():
    p = pool()
    abilities = [c.ability for c in p.cards.values() if isinstance(c, Tactic)]
    abilities += [a for c in p.cards.values() if isinstance(c, General) for a in (c.special, c.ougi) if a]
    assert {o.op for a in abilities for o in a.ops} == set(OPS)
    assert set().union(*(c.skills for c in p.cards.values() if isinstance(c, General))) == set(SKILLS)


def test_starter_decks_are_legal():
    p = pool()
    assert set(p.decks) == {"wei", "shu", "wu", "qun"}
    for deck in p.decks.values():
        assert p.cost(deck.cards) <= DECK_LIMIT_HALVES and deck.lord in deck.cards
        assert all(p.cards[c].faction == deck.id for c in deck.cards if p.cards[c].is_general)


@pytest.mark.parametrize("change,message", [
    (lambda c, d: c["generals"][0].update(melee=[6, 1]), "card wei_cao_cao: 'melee'"),
    (lambda c, d: c["generals"][0].update(skills=["flying"]), "card wei_cao_cao: skills"),
    (lambda c, d: c["generals"][1].update(id="wei_cao_cao"), "the id is used twice"),
    (lambda c, d: c["generals"][0].update(id="Cao:Cao"), "id must be"),
    (lambda c, d: c["generals"][0]["ougi"]["ops"][0].update(op="teleport"), "unknown operation 'teleport'"),
    (lambda c, d: c["generals"][0]["ougi"]["ops"][0].update(atk=9), "modify atk 9 is not allowed"),
    (lambda c, d: c["generals"][0]["ougi"].update(duration="instant"), "need a lasting duration"),
    (lambda c, d: c["tactics"][0].update(kind="spell"), "kind must be one of"),
    (lambda c, d: d["decks"][0]["cards"].append("shu_guan_yu"), "deck wei: costs 18 points"),
    (lambda c, d: d["decks"][0]["cards"].append("nobody"), "deck wei: unknown card 'nobody'"),
    (lambda c, d: d["decks"][0].update(lord="t_ambush"), "the lord must be a general"),
])
def test_bad_data_is_refused_with_the_reason(change, message):
    cards, decks = raw()
    cards, decks = copy.deepcopy(cards), copy.deepcopy(decks)
    change(cards, decks)
    with pytest.raises(CardDataError, match=message):
        parse_pool(cards, decks)
