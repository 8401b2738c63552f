"""Yedo's log: a sentence for every event kind in both languages, with its names and numbers,
Chinese as we write it, and never a hidden card in a log another seat reads (RULINGS Y-4, Y-6)."""
from __future__ import annotations

import random

import pytest

import client.i18n as i18n
from client.core.game import Event, events_for
from client.games.yedo import log_text
from client.games.yedo.content import content
from client.games.yedo.rules import new_game
from tests.zh_style import problems

NAMES = ("Ana", "Ben", "Chie", "Dai", "Emi")


def name(seat: int) -> str:
    return NAMES[seat]


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def lines(kind: str, lang: str, **data) -> list[str]:
    i18n.set_language(lang)
    return log_text.event_lines([Event(kind, data)], name)


FINAL = [{"points": 20, "bonus": {"bo02": 4}, "blackmail": 2, "total": 26},
         {"points": 26, "bonus": {}, "blackmail": 0, "total": 26}]

# kind, data, what the English lines hold, what the Chinese lines hold
CASES = [
    ("setup", dict(order=[1, 0], patrol="red", mode="geisha"), ["Geisha mode", "Ben, Ana", "clockwise"],
     ["藝妓模式", "Ben、Ana", "順時針"]),
    ("favour", dict(seat=0, favour="f_coins"), ["Ana chooses a favour: 7 coins."], ["Ana選擇恩惠：七元。"]),
    ("round", dict(round=4), ["Round 4"], ["第4回合"]),
    ("drop_out", dict(seat=1, coins=3), ["Ben drops out of the auction and takes 3 coins."], ["Ben退出拍賣，拿取3元"]),
    ("auction_pass", dict(seat=1), ["Ben opens no lot"], ["Ben不開啟拍賣品"]),
    ("lot_opened", dict(seat=0, lot=5, bid=5), ["Ana opens lot 5 at 5 coins."], ["Ana以5元開啟第5號拍賣品"]),
    ("bid", dict(seat=2, bid=9), ["Chie bids 9 coins."], ["Chie出價9元"]),
    ("bid_pass", dict(seat=2), ["Chie passes."], ["Chie放棄"]),
    ("lot_won", dict(seat=2, lot=5, price=9), ["Chie wins lot 5 for 9 coins."], ["Chie以9元標得第5號拍賣品"]),
    ("lot_item", dict(seat=2, item="geisha"), ["Chie takes a geisha from the lot."], ["Chie從拍賣品中拿取一位藝妓"]),
    ("annex", dict(seat=0, annex="dojo"), ["Ana takes the Dojo."], ["Ana拿取道場"]),
    ("event", dict(event="e02"), ["Event: Festival. Every player gains 2 coins."], ["事件：「祭典」", "獲得二元"]),
    ("market", dict(market=["katana"]), ["New weapons"], ["新的武器"]),
    ("weapons_reshuffled", dict(count=7), ["shuffled"], ["洗勻"]),
    ("blessing_spent", dict(seat=1), ["Ben gives back a blessing"], ["Ben歸還一個祝福"]),
    ("place", dict(seat=0, space="port2"), ["Ana places a disciple in the Port."], ["Ana派一名弟子到港區"]),
    ("place", dict(seat=0, space="order3"), ["order space 3 in the Castle"], ["城堡區的第3號順序格"]),
    ("patrol", dict(district="inn", steps=2), ["The patrol moves 2 steps to the Inn."], ["巡守前進2步，來到宿屋區"]),
    ("patrol", dict(district="inn", steps=1), ["The patrol moves 1 step to the Inn."], ["巡守前進一步"]),
    ("arrest", dict(seat=1, space="inn1", to="home"), ["arrests Ben's disciple in the Inn: it goes home"],
     ["巡守在宿屋區逮捕Ben的弟子：弟子被遣送回家"]),
    ("arrest", dict(seat=1, space="inn1", to="reserve"), ["goes to the reserve"], ["送到保留區"]),
    ("gain_weapon", dict(seat=0, weapon="katana"), ["Ana takes the weapon Katana."], ["Ana拿取武器「刀」"]),
    ("gain_card", dict(seat=0, pool="mission", colour="red"), ["Ana takes a red mission."], ["Ana拿取一張紅色任務卡"]),
    ("gain_card", dict(seat=0, pool="bonus", colour=None), ["Ana takes a bonus card."], ["Ana拿取一張加分卡"]),
    ("discard_weapon", dict(seat=0, weapon="yumi"), ["Ana discards the weapon Yumi (bow)."], ["Ana棄掉武器「弓」"]),
    ("return_mission", dict(seat=0, colour="black"), ["Ana puts a black mission back"], ["Ana把一張黑色任務卡放回牌堆底"]),
    ("discard_card", dict(seat=0, zone="actions"), ["Ana puts an action card back under its deck."],
     ["Ana把一張行動卡放回牌堆底"]),
    ("look", dict(seat=3, pool="bonus", count=3), ["Dai looks at the top 3 cards of the bonus deck."],
     ["Dai檢視加分卡牌堆頂的3張卡"]),
    ("put_back", dict(seat=3, pool="mission:green"), ["Dai puts the cards back on top of a mission deck"],
     ["Dai把卡依自選的順序放回任務卡牌堆頂"]),
    ("coins", dict(seat=0, change=4), ["Ana gains 4 coins."], ["Ana獲得4元。"]),
    ("coins", dict(seat=0, change=-1), ["Ana pays 1 coin."], ["Ana支付一元。"]),
    ("points", dict(seat=0, change=3), ["Ana scores 3 points."], ["Ana得到3分。"]),
    ("points", dict(seat=0, change=-2), ["Ana loses 2 points."], ["Ana失去2分。"]),
    ("geisha", dict(seat=0, change=1), ["Ana gains a geisha."], ["Ana獲得一位藝妓。"]),
    ("blessing", dict(seat=0, change=-1), ["Ana loses a blessing."], ["Ana失去一個祝福。"]),
    ("disciple", dict(seat=0, change=1), ["Ana gains a disciple."], ["Ana獲得一名弟子。"]),
    ("closed", dict(district="red_light"), ["The Red Light is closed this round."], ["本回合紅燈區禁止通行"]),
    ("sheltered", dict(seat=4), ["Emi is sheltered"], ["Emi本回合不受巡守逮捕"]),
    ("countered", dict(seat=4, play=2), ["Emi cancels the card"], ["Emi抵銷了那張卡，使其失效。"]),
    ("enter_closed", dict(seat=4), ["Emi may enter closed districts"], ["Emi本回合可以進入禁止通行的區域"]),
    ("assassinated", dict(seat=4), ["Emi has the Shogun assassinated"], ["Emi暗殺了將軍"]),
    ("play", dict(seat=1, card="a01", play=1, answers=-1), ["Ben plays The Emperor's favour."], ["Ben打出「皇帝的恩惠」"]),
    ("play", dict(seat=2, card="blackmail", play=2, answers=1), ["Chie answers with Blackmail."], ["Chie以「黑函」回應"]),
    ("no_effect", dict(seat=1, card="a01"), ["Ben's The Emperor's favour is cancelled."], ["Ben的「皇帝的恩惠」被抵銷"]),
    ("reorder", dict(seat=1, order=[1, 2, 0]), ["New player order: Ben, Chie, Ana."], ["新的玩家順序：Ben、Chie、Ana。"]),
    ("mission", dict(seat=0, mission="g01", extra=False, standins=[]),
     ["Ana completes the green mission Rumours at the market."], ["Ana完成綠色任務「市場流言」。"]),
    ("mission", dict(seat=0, mission="g02", extra=True, standins=[]), ["A prayer for the clan", "extra requirement"],
     ["為族祈福", "額外條件"]),
    ("mission", dict(seat=0, colour="red", points=4, standins=[]),  # as the other seats see it
     ["Ana completes a red mission and lays it face down."], ["Ana完成一張紅色任務卡，蓋放在一旁。"]),
    ("recall", dict(seat=0, space="temple1"), ["Ana brings a disciple home from the Temple."], ["Ana把弟子從寺廟區帶回家"]),
    ("district_action", dict(seat=0, space="shogun", option=""), ["Ana visits the Shogun: 1 point."], ["Ana拜見將軍"]),
    ("district_action", dict(seat=0, space="bakufu1", option="yellow"), ["Bakufu for a yellow mission"],
     ["幕府，拿取一張黃色任務卡"]),
    ("district_action", dict(seat=0, space="inn1", option="build:kobudo"), ["builds the", "11 coins"],
     ["花十一元建造"]),
    ("district_action", dict(seat=0, space="red_light1", option="geisha:points"), ["geisha for 2 points"],
     ["花兩分招募一位藝妓"]),
    ("district_action", dict(seat=0, space="market1", option="buy:4"), ["market slot 4"], ["市場第4格"]),
    ("district_action", dict(seat=0, space="temple1", option="missions:black"), ["foresight on the black missions"],
     ["預見黑色任務卡"]),
    ("district_action", dict(seat=0, space="gate1", option="beg2"), ["2 points for 5 coins"], ["以兩分換五元"]),
    ("district_action", dict(seat=0, space="port1", option="foresee"), ["foresight in the Port"], ["在港區預見未來"]),
    ("district_action", dict(seat=0, space="order2", option=""), ["Ana calls the order spaces"], ["Ana發動順序格"]),
    ("sold", dict(seat=0, zone="bonus"), ["Ana gets 2 coins for a bonus card."], ["Ana賣出一張加分卡，得到兩元"]),
    ("annex_action", dict(seat=0, annex="yashiki"), ["Ana uses the"], ["Ana使用"]),
    ("propose", dict(seat=0, partner=3), ["Ana proposes a trade to Dai."], ["Ana向Dai提出交易"]),
    ("offer", dict(seat=0, partner=3, give=["coin", "coin", "action:?", "mission:?red"], ask=["weapon:nawa"]),
     ["Ana offers Dai 2 coins, an action card, a red mission for Nawa (rope)."],
     ["Ana向Dai提出交易：以2元、一張行動卡、一張紅色任務卡換繩索。"]),
    ("withdraw", dict(seat=0, partner=3), ["Ana withdraws the offer."], ["Ana撤回交易"]),
    ("offer", dict(seat=0, partner=3, give=["weapon:doku"], ask=[]), ["Ana offers Dai Doku (poison) as a gift."],
     ["Ana提議把毒無償送給Dai。"]),
    ("offer", dict(seat=0, partner=3, give=[], ask=["coin"]), ["Ana asks Dai for 1 coin, giving nothing."],
     ["Ana向Dai索取一元，不給任何東西。"]),
    ("trade", dict(seat=0, partner=3, give=["geisha"], ask=[]), ["Trade done: Ana gives Dai a geisha as a gift."],
     ["交易成立：Ana把一位藝妓無償送給Dai。"]),
    ("trade", dict(seat=0, partner=3, give=[], ask=["coin", "coin"]),
     ["Trade done: Ana gets 2 coins from Dai, giving nothing."], ["交易成立：Ana從Dai無償得到2元。"]),
    ("declined", dict(seat=3, proposer=0), ["Dai declines the trade."], ["Dai拒絕交易"]),
    ("trade", dict(seat=0, partner=3, give=["geisha"], ask=["bonus", "coin"]),
     ["Trade done: Ana gives Dai a geisha for 1 coin, a bonus card."], ["交易成立：Ana以一位藝妓向Dai換得一元、一張加分卡。"]),
    ("game_over", dict(reason="assassination", scores=[26.0, 26.0], winners=[0], final=FINAL),
     ["Shogun has been assassinated", "Ana: 20 points, Patron of geisha +4, unused Blackmail +2: 26 in all.",
      "Ben: 26 points in all.", "Ana, Ben tie on 26 points", "Game over: Ana wins."],
     ["將軍遭到暗殺", "Ana：20分，「藝妓之友」+4分、未使用的「黑函」+2分，共26分。", "Ben：共26分。", "Ana、Ben同為26分",
      "遊戲結束：Ana獲勝。"]),
]


@pytest.mark.parametrize("kind, data, english, chinese", CASES, ids=[c[0] for c in CASES])
def test_each_event_kind_reads_in_both_languages(kind, data, english, chinese):
    for lang, wanted in (("en", english), ("zh_Hant", chinese)):
        found = lines(kind, lang, **data)
        text = "\n".join(found)
        assert found and all(w in text for w in wanted), (lang, found)
        if lang == "zh_Hant":
            assert not any(problems(line) for line in found), [problems(line) for line in found]


def test_every_kind_the_rules_emit_has_a_sentence():
    emitted = {"setup", "favour", "round", "drop_out", "auction_pass", "lot_opened", "bid", "bid_pass", "lot_won",
               "lot_item", "points", "annex", "event", "market", "blessing_spent", "place", "patrol", "arrest",
               "weapons_reshuffled", "gain_weapon", "gain_card", "discard_weapon", "return_mission",
               "discard_card", "look", "put_back", "coins", "geisha", "blessing", "disciple", "closed", "sheltered",
               "countered", "enter_closed", "assassinated", "play", "no_effect", "reorder", "mission", "recall",
               "district_action", "sold", "annex_action", "propose", "offer", "withdraw", "declined", "trade",
               "game_over"}
    assert emitted <= set(log_text._WRITERS)
    assert emitted <= {c[0] for c in CASES}


def test_an_event_card_closing_a_district_is_told_once():
    i18n.set_language("en")
    found = log_text.event_lines([Event("event", {"event": "e01"}), Event("closed", {"district": "port"})], name)
    assert len(found) == 1 and "Port is closed" in found[0]


def test_foresight_and_hidden_draws_name_their_cards_to_their_seat_alone():
    """The public copy of a look, a draw or a card given up names no card; the seat's own copy
    (what its log is written from, and everyone's after the end) names them."""
    i18n.set_language("en")
    d = content()
    secret = [d.actions["a01"].name.en, d.bonus["bo01"].name.en, d.actions["a02"].name.en]
    events = [Event("look", {"seat": 0, "pool": "action", "cards": ["a01", "bo01", "a02"]}, frozenset({0}),
                    {"seat": 0, "pool": "action", "count": 3}),
              Event("gain_card", {"seat": 0, "pool": "bonus", "card": "bo01"}, frozenset({0}),
                    {"seat": 0, "pool": "bonus", "colour": None}),
              Event("discard_card", {"seat": 0, "zone": "actions", "card": "a02"}, frozenset({0}),
                    {"seat": 0, "zone": "actions"})]
    public = " ".join(log_text.event_lines(events_for(events, 1), name))
    assert "looks at the top 3 cards" in public and not any(s in public for s in secret)
    own = " ".join(log_text.event_lines(events_for(events, 0), name))
    assert own == (f"Ana looks at the top 3 cards of the action deck: {secret[0]}, {secret[1]}, {secret[2]}. "
                   f"Ana takes {secret[1]}. Ana puts {secret[2]} back under its deck.")


def _names(cards) -> dict[str, str]:
    d = content()
    out = {}
    for c in cards:
        for table in (d.missions, d.actions, d.bonus, d.events):
            if c in table:
                out[c] = table[c].name.en
    return out


def _hidden(st) -> set[str]:
    """Every card no seat but its holder may know: held missions, action and bonus cards, and
    the decks (their order is hidden too)."""
    out = set(st.action_deck) | set(st.bonus_deck) | set(st.event_deck)
    for deck in st.mission_decks.values():
        out |= set(deck)
    for s in range(st.num_players):
        out |= set(st.hands[s]) | set(st.bonus[s]) | set(st.missions[s])
        if not st.over:  # completed missions lie face down until the end
            out |= set(st.completed[s])
    return out


def _shown(events) -> set[str]:
    """Cards a step shows every player: played, cancelled, drawn as the event, scored (a completed
    mission is not: it is laid face down)."""
    out = set()
    for e in events:
        d = e.data
        if e.kind in ("play", "no_effect"):
            out.add(d["card"])
        elif e.kind == "event":
            out.add(d["event"])
        elif e.kind == "game_over":
            for f in d["final"]:
                out |= set(f["bonus"])
    return out


@pytest.mark.parametrize("seed", range(4))
def test_random_games_never_name_a_hidden_card_to_another_seat(seed):
    """Every step's public text (the rules' public description and the public events' sentences)
    and every other seat's copy of its events name no hidden card, except those the step shows."""
    i18n.set_language("en")
    players = 2 + seed % 4
    st = new_game(players, {"mode": ("geisha", "samurai")[seed % 2]}, seed)
    rng = random.Random(seed)
    names = _names(_hidden(st))
    kinds = set()
    steps = 0
    while not st.is_over() and steps < 6000:
        actor = st.to_act
        action = rng.choice(st.legal_actions())
        public = st.public_describe(action) or ""
        st.apply(action)
        steps += 1
        seen = events_for(st.events, None)
        kinds |= {e.kind for e in seen}
        shown = _shown(seen)
        hidden = _hidden(st) - shown
        text = public + " " + " ".join(log_text.log_lines(seen, actor, action, name))
        # copies of a card share its name: a name shown by the step may be told
        leaked = {names[c] for c in hidden if c in names and names[c] in text} - {names.get(c) for c in shown}
        assert not leaked, (action, text, leaked)
        for other in range(players):
            if other == actor:
                continue
            for e in events_for(st.events, other):
                if other not in (e.private_to or ()):
                    values = repr(dict(e.data))
                    assert not {c for c in hidden - shown if f"'{c}'" in values}, (other, e)
    assert {"gain_card", "look", "put_back", "place", "patrol"} <= kinds


def test_selling_a_card_tells_others_its_kind_only():
    st = new_game(3, {"mode": "geisha"}, 1)
    st.events = []
    st.hands[0] = ("a01",)
    st._district_action(0, __import__("client.games.yedo.board", fromlist=["SPACE"]).SPACE["market1"], ["sell", "a01"])
    public = events_for(st.events, 1)
    assert all("a01" not in repr(dict(e.data)) for e in public)
    i18n.set_language("en")
    assert "Ana gets 2 coins for an action card." in log_text.event_lines(public, name)
    assert st.public_describe("do:market1:sell:a01") is None


@pytest.mark.parametrize("seed", range(3))
def test_random_games_read_in_chinese(seed):
    i18n.set_language("zh_Hant")
    st = new_game(3 + seed, {"mode": "samurai"}, seed)
    rng = random.Random(seed + 50)
    steps = 0
    while not st.is_over() and steps < 6000:
        action = rng.choice(st.legal_actions())
        st.apply(action)
        steps += 1
        for line in log_text.event_lines(events_for(st.events, None), name):
            assert not problems(line) and "{" not in line, line


def test_the_end_by_assassination_is_told_from_the_rules_own_reason():
    st = new_game(2, {"mode": "geisha"}, 1)
    st.assassinated = True
    st.pending = [("round_end", None)]
    st.events = []
    st._advance()
    i18n.set_language("en")
    assert st.end_reason and "The Shogun has been assassinated" in " ".join(log_text.event_lines(st.events, name))
