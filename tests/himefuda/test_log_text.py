"""姬札大戰's log: a sentence for every event kind in both languages, with its dice and card
names, Chinese as we write it, and never a card the other seat has not seen."""
from __future__ import annotations

import random

import pytest

import client.i18n as i18n
from client.core.game import Event, events_for
from client.games.himefuda import log_text
from client.games.himefuda.cards import pool
from client.games.himefuda.rules import new_game
from tests.zh_style import problems

NAMES = ("Ana", "Ben")


def name(seat: int) -> str:
    return NAMES[seat]


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def lines(kind: str, lang: str, **data) -> list[str]:
    i18n.set_language(lang)
    return log_text.event_lines([Event(kind, data)], name)


MELEE = dict(seat=0, unit="wei_zhang_liao", target="shu_liu_bei", attacker=[2, 1], defender=[2, 2],
             dice=[3, 5], values=[4, 3], strength=[3, 1], casualties=[2, 0])

# kind, data, what the English lines hold, what the Chinese lines hold
CASES = [
    ("setup", dict(first=1, lords=["wei_cao_cao", "shu_liu_bei"]), ["Ben plays first", "Cao Cao", "Liu Bei"],
     ["Ben先手", "曹操", "劉備"]),
    ("terrain_roll", dict(seat=1, die=6, half=None), ["Ben rolls a 6 for the terrain and rolls again."],
     ["Ben擲出6點，重擲地形。"]),
    ("terrain_roll", dict(seat=0, die=4, half=4), ["Ana rolls 4 for the terrain: half-field 4 lies on their side."],
     ["Ana擲出4點，己方採用第4號半邊戰場。"]),
    ("hand", dict(seat=1, count=7), ["Ben holds 7 cards"], ["Ben手上有7張牌"]),
    ("sortie", dict(seat=0, card="wei_xu_huang", troops=6, zone=[3, 0], from_guard=False),
     ["Ana sorties Xu Huang with 6 thousand troops to lane 4 of Ana's camp", "has just sortied: it cannot act again"],
     ["Ana派徐晃率6千兵力出擊至Ana陣地第4路", "剛出陣"]),
    ("sortie", dict(seat=0, card="wei_cao_cao", troops=10, zone=[1, 0], from_guard=True),
     ["castle guard Cao Cao sorties with 10 thousand"], ["守城武將曹操率1萬兵力出擊"]),
    ("guard", dict(seat=1, card="shu_zhuge_liang", back_to_hand=None), ["Ben makes Zhuge Liang the castle guard."],
     ["Ben派諸葛亮守城。"]),
    ("guard", dict(seat=1, card="shu_zhuge_liang", back_to_hand="shu_guan_yu"), ["Guan Yu goes back to hand"],
     ["關羽收回手牌"]),
    ("move", dict(seat=0, unit="wei_zhang_liao", source=[2, 0], target=[2, 1]),
     ["Ana moves Zhang Liao to lane 3 of Ana's neutral ground", "melee -1/+0 and cannot shoot"],
     ["Ana側中立地帶第3路", "移動後本回合近身-1/+0"]),
    ("transfer", dict(seat=0, giver="wei_cao_cao", taker="wei_xu_huang", troops=3, merged=False),
     ["Ana moves 3 thousand troops from Cao Cao to Xu Huang."], ["Ana從曹操調動3千兵力給徐晃。"]),
    ("transfer", dict(seat=0, giver="wei_cao_cao", taker="wei_xu_huang", troops=4, merged=True),
     ["all 4 thousand troops of Cao Cao", "fight as one"], ["整併"]),
    ("melee", MELEE, ["Ana's Zhang Liao attacks Liu Bei in melee", "attack roll 3 on value 4 (strength 3)",
                      "defence roll 5 on value 3 (strength 1)", "Liu Bei loses 2 thousand troops."],
     ["張遼近身攻擊劉備", "攻擊方能力4擲出3（力度3）", "守備方能力3擲出5（力度1）", "劉備損失2千兵力。"]),
    ("melee", {**MELEE, "dice": [6, 2], "strength": [1, 2], "casualties": [1, 1]},
     ["Stalemate: Liu Bei and Zhang Liao each lose 1 thousand troops."], ["鑿戰：劉備與張遼各損失1千兵力。"]),
    ("shoot", {**MELEE, "casualties": 0}, ["Ana's Zhang Liao shoots at Liu Bei", "The shot misses"],
     ["張遼射擊劉備", "射擊落空"]),
    ("siege", dict(seat=0, unit="wei_xu_huang", guard="shu_liu_bei", attacker=[2, 3], dice=[4, 6], values=[4, 3],
                   strength=[4, 1], casualties=[3, 0]),
     ["storms Ben's castle, guarded by Liu Bei", "attack roll 4", "Ben's castle loses 3 thousand troops and 1 "
      "provision."], ["攻打Ben由劉備守衛的城池", "擲出4", "Ben的城池損失3千兵力與1擔兵糧。"]),
    ("siege", dict(seat=0, unit="wei_xu_huang", guard=None, attacker=[2, 3], dice=[2, None], values=[3, 0],
                   strength=[2, 0], casualties=[2, 0]),
     ["storms Ben's empty castle: attack roll 2 on value 3"], ["空城：能力3擲出2"]),
    ("volley", dict(seat=0, unit="wei_xu_huang", attacker=[2, 3], dice=[2], value=3, success=True),
     ["roll 2 on value 3, a hit"], ["能力3擲出2，命中"]),
    ("starve", dict(seat=0, unit="wei_xu_huang", attacker=[2, 3], dice=[5], value=2, success=False),
     ["raids Ben's provisions: roll 5 on strategy 2, a failure."], ["計略2擲出5，失敗"]),
    ("guard_melee", dict(seat=1, card="shu_liu_bei", target="wei_xu_huang", defender=[2, 3], dice=[1, 2],
                         values=[3, 4], strength=[1, 2], casualties=[1, 1]),
     ["Ben's castle guard Liu Bei attacks Xu Huang at the gate", "Stalemate"], ["守城武將劉備近身攻擊城門前的徐晃", "鑿戰"]),
    ("guard_shoot", dict(seat=1, card="shu_liu_bei", target="wei_xu_huang", defender=[1, 3], dice=[2, 5],
                         values=[2, 1], strength=[2, 1], casualties=1),
     ["Ben's castle guard Liu Bei shoots at Xu Huang", "Xu Huang loses 1 thousand"], ["徐晃損失1千兵力"]),
    ("step_back", dict(seat=1, unit="shu_guan_yu", source=[2, 2], target=[2, 3]),
     ["Guan Yu steps back to lane 3 of Ben's camp", "1 thousand fewer"], ["關羽後撤到Ben陣地第3路"]),
    ("pursue", dict(seat=0, unit="wei_xiahou_dun", source=[2, 1], target=[2, 2]),
     ["Xiahou Dun pursues into lane 3 of Ben's neutral ground."], ["夏侯惇追擊進入Ben側中立地帶第3路。"]),
    ("reinforcements", dict(seat=1, unit="shu_zhuge_liang"), ["Reinforcements", "Zhuge Liang"], ["援軍", "諸葛亮"]),
    ("rout", dict(seat=1, cards=["shu_guan_yu", "shu_zhang_fei"], zone=[2, 2]),
     ["Ben's unit of Guan Yu, Zhang Fei is routed", "Ana takes the cards as war results: +"],
     ["關羽、張飛", "遭擊潰", "Ana將這些牌收為戰果"]),
    ("ability", dict(seat=0, source="ougi", card="wei_cao_cao", unit="wei_cao_cao", name="Hegemon's Command"),
     ["Ana uses Cao Cao's ougi: Hegemon's Command."], ["Ana發動曹操的奧義：「霸者號令」。"]),
    ("ability", dict(seat=0, source="play", card="t_fire_attack", unit="wei_xu_huang", name="Fire Attack"),
     ["Ana plays the tactic Fire Attack."], ["Ana打出戰術牌「火計」。"]),
    ("check", dict(seat=0, dice=[3], stat="strategy", value=2, success=False), ["Check on strategy 2: roll 3"],
     ["計略2判定：擲出3"]),
    ("retreat", dict(seat=1, cards=["shu_zhuge_liang"], troops=4),
     ["Ben's Zhuge Liang retreats to the castle: 4 thousand troops", "Logistics: Zhuge Liang brings 2 provisions."],
     ["諸葛亮撤退回城：4千兵力", "調度：諸葛亮帶回2擔兵糧。"]),
    ("retreat", dict(seat=0, cards=["wei_man_chong"], troops=2), ["Conscription: Man Chong"], ["徵募：滿寵"]),
    ("turn", dict(seat=1), ["Ben's turn"], ["Ben的回合"]),
    ("concede", dict(seat=0), ["Ana concedes the game."], ["Ana認輸。"]),
]
END_CASES = [
    ("garrison", [1], "Ana's castle has no troops left.", "Ana的守城兵力已歸零。"),
    ("provisions", [0], "Ben's provisions have run out.", "Ben的兵糧已耗盡。"),
    ("lord", [0], "Ben's lord has been routed.", "Ben的君主已遭擊潰。"),
    ("war_results", [1], "Ben has reached 10 war results.", "Ben的戰果已達10點。"),
    ("turn_cap", [0, 1], "60 turns", "60回合"),
]


def check_chinese(found: list[str]) -> None:
    for line in found:
        assert not problems(line), (line, problems(line))
        assert "{" not in line and "}" not in line, line


@pytest.mark.parametrize("kind,data,english,chinese", CASES, ids=[c[0] for c in CASES])
def test_each_event_kind_reads_in_both_languages(kind, data, english, chinese):
    en = " ".join(lines(kind, "en", **data))
    for part in english:
        assert part in en, (part, en)
    zh = lines(kind, "zh_Hant", **data)
    for part in chinese:
        assert part in "".join(zh), (part, zh)
    check_chinese(zh)


@pytest.mark.parametrize("reason,winners,english,chinese", END_CASES)
def test_every_end_names_its_reason_and_the_winner(reason, winners, english, chinese):
    en = lines("game_over", "en", reason=reason, winners=winners)
    assert english in " ".join(en)
    assert en[-1] == ("Game over: a draw." if len(winners) == 2 else f"Game over: {NAMES[winners[0]]} wins.")
    zh = lines("game_over", "zh_Hant", reason=reason, winners=winners)
    assert chinese in "".join(zh)
    check_chinese(zh)


def test_a_concession_is_told_once():
    en = log_text.event_lines([Event("concede", {"seat": 0}), Event("game_over", {"reason": "concede",
                                                                                   "winners": [1]})], name)
    assert en == ["Ana concedes the game.", "Game over: Ben wins."]


def test_an_empty_castle_is_told_from_the_action():
    i18n.set_language("en")
    assert log_text.log_lines([], 1, "none", name) == ["Ben leaves the castle without a guard: it defends at 0."]
    assert log_text.log_lines([], 1, "keep", name) == []
    i18n.set_language("zh_Hant")
    assert log_text.log_lines([], 1, "none", name) == ["Ben不派守城武將，成為空城：守備為0。"]


def test_a_hand_is_a_count_to_the_other_seat_and_named_to_its_own():
    st = new_game(2, {}, 3)
    [hand] = [e for e in events_for(st.events, 1) if e.kind == "hand" and e.data["seat"] == 0]
    text = " ".join(log_text.event_lines([hand], name))
    assert f"holds {len(st.hand[0])} cards" in text
    for card in st.hand[0]:
        assert log_text.card_name(card) not in text
    [own] = [e for e in events_for(st.events, 0) if e.kind == "hand" and e.data["seat"] == 0]
    text = " ".join(log_text.event_lines([own], name))
    assert f"holds {len(st.hand[0])} cards" in text
    assert all(log_text.card_name(card) in text for card in st.hand[0])


def _named(text: str, seat_cards) -> set[str]:
    """The cards of ``seat_cards`` whose English name appears in ``text``."""
    return {c for c in seat_cards if pool().cards[c].name_en in text}


@pytest.mark.parametrize("seed", range(6))
def test_the_public_log_never_names_a_card_the_other_seat_has_not_seen(seed):
    """Every public sentence (the rules' public description before a step, the sentences of its
    public events after it) names only cards that have been shown by then."""
    i18n.set_language("en")
    st = new_game(2, {}, seed)
    rng = random.Random(seed)
    kinds = set()
    text = " ".join(log_text.event_lines(events_for(st.events, None), name))
    for s in range(2):
        assert _named(text, st.deck[s]) <= st.shown[s]
    steps = 0
    while not st.is_over() and steps < 1500:
        action = rng.choice(st.legal_actions())
        public = st.public_describe(action) or ""
        st.apply(action)
        steps += 1
        events = events_for(st.events, None)
        kinds |= {e.kind for e in events}
        text = public + " " + " ".join(log_text.log_lines(events, None, action, name))
        # a card both decks hold (a tactic) is seen once either seat shows it: its name is one
        hidden = _named(text, st.deck[0] + st.deck[1]) - st.shown[0] - st.shown[1]
        assert not hidden, (action, text, hidden)
    assert {"sortie", "move", "guard"} <= kinds


def test_a_sortie_is_described_publicly_only_once_its_card_is_on_the_field():
    st = new_game(2, {}, 0)
    sortie = next(a for a in st.legal_actions() if a.startswith("sortie:") and not a.split(":")[1] == st.guard[st.turn])
    card = sortie.split(":")[1]
    assert pool().cards[card].name_en in st.describe(sortie)  # its own seat reads it
    assert st.public_describe(sortie) is None                  # an undo may still take it back to hand
    st.apply(sortie)
    st.apply(st.legal_actions()[0])
    assert any(e.kind == "sortie" and e.data["card"] == card for e in events_for(st.events, None))


@pytest.mark.parametrize("seed", range(4))
def test_random_games_read_in_chinese(seed):
    i18n.set_language("zh_Hant")
    st = new_game(2, {}, seed)
    rng = random.Random(seed + 100)
    written = 0
    while not st.is_over() and written < 4000:
        action = rng.choice(st.legal_actions())
        st.apply(action)
        found = log_text.log_lines(events_for(st.events, None), None, action, name)
        check_chinese(found)
        for event in events_for(st.events, None):
            if event.kind != "effect":  # its ability's line tells it
                assert log_text.event_lines([event], name), event.kind
        written += len(found)
    assert written > 20
