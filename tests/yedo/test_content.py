"""Yedo's content: the data files load against the schema, the seed's pieces are exact, bad data is refused."""
from __future__ import annotations

import json
import shutil

import pytest

from client.games.yedo import board as B
from client.games.yedo.content import DATA, FULL_COUNTS, ContentError, content, load
from client.games.yedo.effects import ANNEXES, COLOURS, OPS, SCORE_OPS, WEAPONS


def test_everything_loads_with_ids_and_both_languages():
    c = content()
    for table in (c.missions, c.actions, c.bonus, c.events, c.favours):
        for card_id, card in table.items():
            assert card.id == card_id and card.name.en and card.name.zh
    assert c.blackmail.id == "blackmail" and c.blackmail.timing == "any"


def test_the_content_is_complete_and_playable():
    c = content()
    assert not c.subset, "the full content carries no subset marker"
    assert len(c.missions) == FULL_COUNTS["missions"]
    geisha_events = [e for e in c.events.values() if not e.samurai]
    assert len(geisha_events) >= B.ROUNDS, "eleven rounds need eleven events in Geisha mode"
    assert any(m.reward and ("assassinate",) in m.reward for m in c.missions.values() if m.colour == "black")


def test_favours_weapons_and_annexes_are_exactly_the_seed():
    c = content()
    effects = sorted(tuple(sorted(f.effect)) for f in c.favours.values())
    assert effects == sorted([
        (("coins", 3), ("draw", "action")), (("coins", 3), ("draw", "bonus")), (("coins", 3), ("draw", "weapon")),
        (("coins", 7),), (("blessing", 1),)])
    assert tuple(c.weapons) == WEAPONS and c.weapon_copies == 5
    assert tuple(c.annexes) == ANNEXES and c.annex_copies == 4
    assert c.geisha == 7
    names = {a.name.zh for a in c.annexes.values()}
    assert names == {"屋敷", "枯山水", "道場", "古武道流"}


def test_every_vocabulary_operation_appears_in_the_content():
    c = content()
    used = set()
    for effect in ([m.reward for m in c.missions.values()] + [m.extra_reward for m in c.missions.values()]
                   + [a.effect for a in c.actions.values()] + [c.blackmail.effect]
                   + [e.effect for e in c.events.values()] + [f.effect for f in c.favours.values()]):
        used |= {op[0] for op in effect}
    assert used == set(OPS)
    assert {b.score[0] for b in c.bonus.values()} == set(SCORE_OPS)


def test_rewards_grow_with_colour():
    c = content()
    best = {col: max(dict((op[0], op[1]) for op in m.reward if len(op) > 1).get("points", 0)
                     for m in c.missions.values() if m.colour == col) for col in COLOURS}
    least = {col: min(dict((op[0], op[1]) for op in m.reward if len(op) > 1).get("points", 0)
                      for m in c.missions.values() if m.colour == col) for col in COLOURS}
    for low, high in zip(COLOURS, COLOURS[1:]):
        assert best[low] <= least[high], f"{low} missions pay more than {high} ones"


def _broken(tmp_path, name, change):
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    data = json.loads((folder / name).read_text(encoding="utf-8"))
    change(data)
    (folder / name).write_text(json.dumps(data), encoding="utf-8")
    return folder


@pytest.mark.parametrize("name, change, words", [
    ("action_cards.json", lambda d: d["cards"][1].update(effect=[["steal", 3]]), "unknown operation 'steal'"),
    ("action_cards.json", lambda d: d["cards"][1].update(effect=[["coins", "three"]]), "not a whole number"),
    ("action_cards.json", lambda d: d["cards"][1].update(timing="whenever"), "timing 'whenever'"),
    ("action_cards.json", lambda d: d["cards"][1].update(effect=[["counter"]]), "counter goes with timing reaction"),
    ("missions.json", lambda d: d["cards"][0].update(colour="blue"), "colour 'blue'"),
    ("missions.json", lambda d: d["cards"][0].update(districts=["moon"]), "districts"),
    ("missions.json", lambda d: d["cards"].append(dict(d["cards"][0])), "repeats"),
    ("missions.json", lambda d: d["cards"][0].pop("reward"), "missing 'reward'"),
    ("events.json", lambda d: d["cards"][0].update(effect=[["counter"]]), "only give, take and close"),
    ("bonus_cards.json", lambda d: d["cards"][0].update(score=["per", "dragons", 2]), "no item 'dragons'"),
    ("favours.json", lambda d: d["cards"].pop(), "exactly five"),
    ("missions.json", lambda d: d["cards"][0]["name"].pop("zh"), "both languages"),
])
def test_bad_content_is_refused_with_where(tmp_path, name, change, words):
    with pytest.raises(ContentError, match=None) as err:
        load(_broken(tmp_path, name, change))
    assert words in str(err.value)


def test_pieces_must_be_exact(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    pieces = json.loads((folder / "pieces.json").read_text(encoding="utf-8"))
    pieces["weapon_copies"] = 6
    (folder / "pieces.json").write_text(json.dumps(pieces), encoding="utf-8")
    with pytest.raises(ContentError, match="5 of each weapon"):
        load(folder)


@pytest.mark.parametrize("players, spaces", [(2, 14), (3, 18), (4, 23), (5, 24)])
def test_board_covers_follow_the_seed(players, spaces):
    """Y-2: 24 spaces at five players; 10 covered at two, 6 at three, 1 at four."""
    assert len(B.spaces_for(players)) == spaces
    by = {d: [s for s in B.spaces_for(players) if s.district == d] for d in B.DISTRICTS}
    if players == 5:
        assert all(len(by[d]) == 3 for d in B.DISTRICTS if d != B.CASTLE)
        assert [s.action for s in by[B.CASTLE]] == ["shogun", "bakufu", "bakufu", "order", "order", "order"]
    if players == 2:
        assert len(by[B.TEMPLE]) == 1 and len(by[B.RED_LIGHT]) == 2
        assert [s.id for s in by[B.CASTLE]] == ["shogun", "bakufu1", "order1"]
    if players == 3:
        assert len(by[B.RED_LIGHT]) == 3 and len(by[B.TEMPLE]) == 2 and len(by[B.GATE]) == 2


def test_the_ring_and_the_lots():
    assert B.DISTRICTS == ("castle", "gate", "inn", "port", "red_light", "market", "temple")
    assert [B.lot_base(g) for g in B.lot_groups(4)] == [3, 3, 3, 5, 5, 3, 3]
    assert B.lot_groups(3) == (("action", "bonus", "weapon"), ("annex", "geisha"), ("disciple", "mission"))
    assert B.MARKET_PRICES == (8, 8, 8, 6, 6)
