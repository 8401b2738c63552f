"""Log sentences: every event the rules emit reads as a sentence in both languages, with the
dice, names and cities in it; Chinese lines read as Chinese (tests/zh_style.py); nothing but
public facts reaches the shared log."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import client.i18n as i18n
from client.core.game import Event, events_for
from client.games.three_kingdoms import SPEC, log_text, place_names
from client.games.three_kingdoms.coordinates import SQUARE_IN_TEXT
from client.games.three_kingdoms.board import Board
from client.games.three_kingdoms.log_text import event_lines
from client.games.three_kingdoms.rules import new_game
from tests.test_log_language import chinese_problems

RULES_DIR = Path(log_text.__file__).parent
GAMES = [(players, seed) for players in (3, 4, 5) for seed in (1, 2)]
NAMES = ["P1", "P2", "P3", "P4", "P5"]


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def name(seat: int) -> str:
    return NAMES[seat]


def emitted_kinds() -> set[str]:
    """Every event kind the rules can emit, read from their source."""
    src = "".join(p.read_text(encoding="utf-8") for p in RULES_DIR.glob("*.py") if p.name != "log_text.py")
    return set(re.findall(r'(?:_event|Event)\(\s*"([a-z_]+)"', src))


def random_steps(players: int, seed: int, **options):
    """(actor, public events, board) of each step of a seeded random game."""
    st = new_game(players, options, seed)
    rng = random.Random(seed)
    yield None, events_for(st.events, None), st.board
    while not st.is_over():
        actor = st.to_act
        st.apply(rng.choice(st.legal_actions()))
        yield actor, events_for(st.events, None), st.board


@pytest.fixture(scope="module")
def steps():
    return [step for players, seed in GAMES for step in random_steps(players, seed)]


def lines_of(events, actor=None, board=None, lang="en") -> list[str]:
    i18n.set_language(lang)
    return event_lines(events, name, actor, board)


def line(kind: str, lang: str = "en", actor=None, **data) -> str:
    lines = lines_of([Event(kind, data)], actor, lang=lang)
    assert len(lines) == 1, lines
    return lines[0]


def assert_reads(text: str, lang: str) -> None:
    assert text.strip() and not re.search(r"[{}]|None", text), text
    if lang == "zh_Hant":
        assert chinese_problems(text, NAMES) == [], (text, chinese_problems(text, NAMES))


# -- whole games -------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_event_of_random_games_reads_as_sentences(lang, steps):
    seen = set()
    for actor, public, board in steps:
        for text in lines_of(public, actor, board, lang):
            assert_reads(text, lang)
        seen.update(ev.kind for ev in public)
    # the random games reach nearly every kind; the rare ones are written from samples below
    assert seen >= emitted_kinds() - {"war_end", "lured", "removed", "action"}, emitted_kinds() - seen


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_kind_with_sample_data(lang):
    assert len(emitted_kinds()) >= 24
    assert set(SAMPLES) == emitted_kinds(), set(SAMPLES) ^ emitted_kinds()
    for kind, data in SAMPLES.items():
        lines = lines_of([Event(kind, data)], 0, lang=lang)
        assert lines or kind == "action", kind
        for text in lines:
            assert_reads(text, lang)


def test_only_the_stack_order_is_secret(steps):
    """A drawn tile is public; the stack is only ever a count in the events."""
    for _actor, public, _board in steps:
        for ev in public:
            assert ev.private_to is None
            assert not isinstance(ev.data.get("stack"), list), ev
    st = new_game(3, {}, 5)
    st.apply("expand")
    assert [ev.kind for ev in st.events] == ["action", "draw"]
    shows = log_text.tile_words(st.board.tiles.type(st.drawn))
    assert line("draw", seat=0, tile=st.drawn) == f"P1 draws a tile: {shows}."  # what it shows, not its number


# -- each kind, its content --------------------------------------------------------------------
@pytest.mark.parametrize("lang, want", [
    ("en", "P2 draws a tile: 2 cities at separate edges."), ("zh_Hant", "P2抽出一片板塊：2座各靠一邊的城池。")])
def test_a_drawn_tile_and_where_it_goes(lang, want):
    assert line("draw", lang, seat=1, tile=12) == want
    removed = line("removed", lang, seat=1, tile=25)
    assert ("a walled town, with a barricade" in removed or "一座圍牆小城，附一道拒馬" in removed) \
        and ("fits nowhere" in removed or "無處可放" in removed)
    placed = line("place", lang, seat=1, tile=12, x=3, y=-2, rotation=1)
    assert placed == ("P2 lays the tile at (3, -2)." if lang == "en" else "P2將板塊放在（3，-2）。")


@pytest.mark.parametrize("lang, alert, holding", [
    ("en", "P1 stations an alert troop at (0, -1).", "P1 stations a holding troop at (0, -1)."),
    ("zh_Hant", "P1在（0，-1）進駐1支警戒部隊。", "P1在（0，-1）進駐1支堅守部隊。")])
def test_troops_placed_alert_or_holding(lang, alert, holding):
    assert line("troop_in", lang, seat=0, space=[0, -1, 0], holding=False) == alert
    assert line("troop_in", lang, seat=0, space=[0, -1, 0], holding=True) == holding


def test_a_troop_withdrawn_or_sent_home_by_a_plot():
    own = line("troop_out", actor=2, seat=2, space=[1, 0, 0], holding=True)
    assert own == "P3 withdraws a holding troop from (1, 0)."
    sent = line("troop_out", actor=0, seat=2, space=[1, 0, 0], holding=False)
    assert sent == "P3's alert troop at (1, 0) goes back to their supply."
    assert line("troop_out", "zh_Hant", actor=0, seat=2, space=[1, 0, 0], holding=False) == \
        "P3在（1，0）的警戒部隊被送回其庫存。"


def test_switch_and_transfer():
    assert line("switch", seat=1, space=[2, 2, 0], holding=True) == "P2 turns the troop at (2, 2) to holding."
    assert line("switch", "zh_Hant", seat=1, space=[2, 2, 0], holding=False) == "P2將（2，2）的部隊轉為警戒。"
    assert line("transfer", seat=1, source=[0, 0, 0], target=[2, 2, 1]) == \
        "P2 moves an alert troop from (0, 0) to (2, 2)."


@pytest.mark.parametrize("die, needed, success", [(4, 4, True), (3, 4, False), (5, 5, True), (4, 5, False)])
def test_occupation_roll(die, needed, success):
    text = line("occupy", seat=3, city=[1, 1, 0], die=die, needed=needed, success=success)
    size = "large" if needed == 5 else "small"
    assert text.startswith(f"P4 tries to occupy the idle {size} city at (1, 1): rolls {die}, needing {needed}")
    assert text.endswith("taken." if success else "failed.")
    zh = line("occupy", "zh_Hant", seat=3, city=[1, 1, 0], die=die, needed=needed, success=success)
    assert f"擲出{die}點，需要{needed}點以上" in zh and ("佔領成功" if success else "佔領失敗") in zh
    assert ("大城池（1，1）" if size == "large" else "小城池（1，1）") in zh


def test_completion_control_and_idle():
    assert line("controlled", seat=0, city=[0, -1, 0], size="large") == \
        "The large city at (0, -1) is complete and goes to P1 (2 points)."
    assert line("controlled", seat=0, city=[0, -1, 0], size="small").endswith("(1 point).")
    assert line("controlled", "zh_Hant", seat=0, city=[0, -1, 0], size="small") == "小城池（0，-1）完成，由P1控制（1分）。"
    assert line("idle", city=[4, 0, 1], size="small") == \
        "The small city at (4, 0) is complete with no troops in it: it stands idle."


def test_a_three_player_civil_war_round_by_round():
    """The seed's example 1 (K-7): P1 6; P2 3, 6; P3 5 → P3 out; then P1 5 vs P2 2, 4; then 6 vs 3."""
    data = {"city": [0, -1, 0], "seats": [0, 1, 2], "winner": 0, "size": "large", "rounds": [
        {"kind": "highest", "dice": [[6], [3, 6], [5]], "withdrawn": [0, 0, 1]},
        {"kind": "hits", "dice": [[5], [2, 4], []], "withdrawn": [0, 1, 0]},
        {"kind": "hits", "dice": [[6], [3], []], "withdrawn": [0, 1, 0]}]}
    lines = lines_of([Event("civil_war", data)])
    assert lines == [
        "The large city at (0, -1) is complete with troops of P1, P2, P3: civil war.",
        "Round 1, the highest die stays: P1 rolls 6; P2 rolls 3, 6; P3 rolls 5. P3 withdraws 1 troop.",
        "Round 2, each 5 or 6 hits: P1 rolls 5; P2 rolls 2, 4. P2 withdraws 1 troop.",
        "Round 3, each 5 or 6 hits: P1 rolls 6; P2 rolls 3. P2 withdraws 1 troop.",
        "P1 wins the civil war and holds the large city at (0, -1).",
    ]
    zh = lines_of([Event("civil_war", data)], lang="zh_Hant")
    assert zh[0] == "大城池（0，-1）完成，城內有P1、P2、P3的部隊，爆發內戰。"
    assert zh[1] == "內戰第1輪比大小，最大點數者留下：P1擲出6；P2擲出3、6；P3擲出5。P3撤回1支部隊。"
    assert zh[-1] == "P1贏得內戰，控制大城池（0，-1）。"
    for text in zh:
        assert_reads(text, "zh_Hant")


def test_a_civil_war_where_both_sides_fall():
    data = {"city": [2, 0, 0], "seats": [1, 0], "winner": None, "size": "small",
            "rounds": [{"kind": "hits", "dice": [[1], [2]], "withdrawn": [0, 0]},
                       {"kind": "hits", "dice": [[6], [5]], "withdrawn": [1, 1]}]}
    lines = lines_of([Event("civil_war", data)])
    assert lines[1] == "Round 1, each 5 or 6 hits: P2 rolls 1; P1 rolls 2. Nobody withdraws."
    assert lines[2].endswith("P2 withdraws 1 troop. P1 withdraws 1 troop.")
    assert lines[-1] == "Both sides are wiped out: the small city at (2, 0) stands idle."


def test_a_national_war_exchange_by_exchange_and_its_aftermath():
    """The seed's example 2: 4, 5 against 6 (a holding defender turns alert, an attacker falls),
    then 5 against 5 (both gone)."""
    war = Event("war", {"seat": 0, "defender": 1, "origin": [0, 0, 0], "target": [3, 0, 0], "attackers": 2,
                        "size": "small"})
    first = Event("war_round", {"seat": 0, "defender": 1, "attacker_dice": [4, 5], "defender_dice": [6],
                                "attackers": 1, "alert": 1, "holding": 0, "turned": 1, "removed": 0,
                                "attackers_lost": 1, "outcome": None})
    second = Event("war_round", {"seat": 0, "defender": 1, "attacker_dice": [5], "defender_dice": [5],
                                 "attackers": 0, "alert": 0, "holding": 0, "turned": 0, "removed": 1,
                                 "attackers_lost": 1, "outcome": "both_gone"})
    assert lines_of([war, first]) == [
        "P1 attacks P2's small city at (3, 0) from the city at (0, 0) with 2 alert troops.",
        "Exchange: P1 rolls 4, 5; P2 rolls 6. 1 holding troop of P2 turns alert. P1 loses 1 attacker. "
        "Attackers left: 1 (P1); defenders left: 1 (P2).",
    ]
    assert lines_of([second]) == ["Exchange: P1 rolls 5; P2 rolls 5. P2 loses 1 defender. P1 loses 1 attacker. "
                                  "Both sides are wiped out: the city stands idle."]
    zh = lines_of([war, first, second], lang="zh_Hant")
    assert zh[0] == "P1從城池（0，0）派出2支警戒部隊，進攻P2的小城池（3，0）。"
    assert zh[1] == ("國戰交鋒：P1擲出4、5；P2擲出6。P2有1支堅守部隊轉為警戒。P1失去1支攻擊部隊。"
                     "場上尚存：P1剩1支攻擊部隊，P2剩1支守軍。")
    assert zh[2].endswith("雙方同歸於盡，目標城池成為閒置城池。")


def test_war_outcomes_retreat_and_moves_after():
    won = dict(seat=0, defender=1, attacker_dice=[6], defender_dice=[1], attackers=1, alert=0, holding=0,
               turned=0, removed=1, attackers_lost=0, outcome="attacker")
    assert line("war_round", **won).endswith("Every defender is gone: P1 wins the war.")
    held = dict(won, attacker_dice=[1], defender_dice=[6], attackers=0, alert=1, removed=0, attackers_lost=1,
                outcome="defender")
    assert line("war_round", **held).endswith("Every attacker is gone: P2 holds the city.")
    assert line("war_round", **dict(held, defender_dice=[2], attackers=1, attackers_lost=0, outcome=None)) == \
        "Exchange: P1 rolls 1; P2 rolls 2. No hits. Attackers left: 1 (P1); defenders left: 1 (P2)."
    assert line("war_end", seat=0, outcome="retreat") == \
        "P1 retreats; the survivors stay in the city they came from."
    settle = dict(seat=0, move="settle", count=2, city=[3, 0, 0], size="small")
    assert line("war_move", **settle) == "P1 moves 2 survivors into the small city at (3, 0), alert."
    assert line("war_move", **dict(settle, count=0)) == \
        "P1 keeps every survivor at home: the small city at (3, 0) stands idle."
    take = dict(seat=1, move="take_origin", count=1, city=[0, 0, 0], size="large")
    assert line("war_move", **take) == "P2 moves 1 alert troop into the emptied large city at (0, 0) and takes it."
    assert line("war_move", **dict(take, count=0)) == "P2 leaves the emptied large city at (0, 0) alone."


def test_the_aftermath_is_told_once_not_troop_by_troop():
    move = Event("war_move", {"seat": 0, "move": "settle", "count": 2, "city": [3, 0, 0], "size": "small"})
    troops = [Event("transfer", {"seat": 0, "source": [0, 0, i], "target": [3, 0, i]}) for i in range(2)]
    assert len(lines_of([move, *troops])) == 1
    assert len(lines_of(troops)) == 2  # an ordinary transfer is told


def test_command_cards_and_plots():
    assert line("command", seat=2, left=3) == "P3 plays a command card (3 left)."
    assert line("command", "zh_Hant", seat=2, left=3) == "P3打出1張指令卡（剩3張）。"
    assert line("command_use", seat=2, use="war") == "P3 uses it to start a national war."
    assert "two troops into one city" in line("command_use", seat=2, use="emergency:in")
    assert "two troops out of one city" in line("command_use", seat=2, use="emergency:out")
    assert lines_of([Event("command_use", {"seat": 2, "use": "plot:beauty"})]) == []  # the plot event names it
    for plot, en, zh in (("drive_tiger", "Drive the Tiger to Devour the Wolf", "驅虎吞狼"),
                         ("secret_path", "Secretly Cross at Chencang", "暗渡陳倉"),
                         ("beauty", "Beauty Trap", "美人計"),
                         ("lure_tiger", "Lure the Tiger from the Mountain", "調虎離山")):
        assert line("plot", seat=2, plot=plot) == f"P3 uses it with the plot card {en}."
        assert line("plot", "zh_Hant", seat=2, plot=plot) == f"P3用它施展計謀「{zh}」。"
    assert line("lured", seat=2, city=[1, 1, 0], size="large") == \
        "Every holding troop in the large city at (1, 1) turns alert."
    driven = line("war", seat=0, defender=1, origin=[0, 0, 0], target=[3, 0, 0], attackers=3, size="small",
                  plot="drive_tiger")
    assert "P1 attacks P2's small city at (3, 0)" in driven and "(3)" in driven and "may not retreat" in driven


def test_turns_passing_and_scores():
    assert line("setup", first=2, stack=71) == "P3 plays first; 71 tiles wait in the stack."
    assert line("turn", seat=1) == "— P2's turn —"
    assert line("action", seat=1, action="pass") == "P2 can do nothing and passes."
    assert lines_of([Event("action", {"seat": 1, "action": "expand"})]) == []  # the draw says it
    # only the changes: the seat panels show every score
    assert line("scores", points=[3, 1, 0], before=[1, 1, 1]) == "Score: P1 rises to 3 points, P3 drops to 0 points."
    assert line("scores", "zh_Hant", points=[3, 1, 0], before=[1, 1, 1]) == "分數變動：P1升至3分、P3降至0分。"
    assert line("scores", points=[1, 0, 0], before=[0, 0, 0]) == "Score: P1 rises to 1 point."


# -- the end -----------------------------------------------------------------------------------
def over(reason, scores, winners, ranks=None, turns=60):
    ranks = ranks or [[p, 0, 0, 0, 0] for p in scores]
    return Event("game_over", {"reason": reason, "scores": scores, "winners": winners, "turns": turns,
                               "ranks": ranks})


def test_the_eight_point_win_last_tile_and_turn_limit():
    assert lines_of([over("score", [8, 3, 5], [0])]) == [
        "P1 reached 8 points: the game ends at once.", "P1 wins with 8 points."]
    assert lines_of([over("tiles", [4, 6, 5], [1])]) == [
        "The stack is used up: the game ends.", "P2 wins with 6 points."]
    assert lines_of([over("limit", [1, 0, 1], [0], [[1, 2, 0, 0, 0], [0, 0, 0, 0, 0], [1, 1, 0, 0, 0]],
                          turns=400)])[0] == "400 turns have been played, the turn limit: the game ends here."
    zh = lines_of([over("score", [8, 3, 5], [0])], lang="zh_Hant")
    assert zh == ["P1達到8分，遊戲立即結束。", "P1以8分獲勝。"]


def test_tie_breaks_name_the_values_that_decided():
    ranks = [[5, 3, 2, 1, 0], [5, 3, 1, 4, 2], [4, 9, 9, 9, 9]]
    lines = lines_of([over("tiles", [5, 5, 4], [0], ranks)])
    assert lines == ["The stack is used up: the game ends.",
                     "P1, P2 are tied on 5 points.",
                     "Tie-break, unused command cards: P1 has 2, P2 has 1.",
                     "P1 wins with 5 points."]
    zh = lines_of([over("tiles", [5, 5, 4], [0], ranks)], lang="zh_Hant")
    assert zh[1:3] == ["P1、P2同為5分。", "比較未使用的指令卡數：P1為2、P2為1。"]
    shared = lines_of([over("tiles", [2, 2, 2], [0, 2], [[2, 1, 1, 1, 1], [2, 0, 1, 1, 1], [2, 1, 1, 1, 1]])])
    assert shared[-3:] == ["Tie-break, troops in completed cities: P1 has 1, P2 has 0, P3 has 1.",
                           "Still tied after every tie-break.", "P1, P3 share the win with 2 points."]


@pytest.mark.parametrize("options, reason", [({"win_score": 2}, "score"), ({"turn_limit": 12}, "limit")])
def test_real_games_end_with_the_reason_in_the_log(options, reason):
    *_, (actor, public, board) = random_steps(3, 3, **options)
    end = [ev for ev in public if ev.kind == "game_over"][0]
    assert end.data["reason"] == reason
    text = lines_of(public, actor, board)
    assert ("reached 2 points" if reason == "score" else "12 turns have been played") in " ".join(text)
    assert [ln for ln in text if "wins with" in ln or "share the win" in ln]


# -- cities by name ------------------------------------------------------------------------------
def _two_city_board():
    board = Board()
    two = next(t for t in board.tiles.types if len({g.city for g in t.face.garrisons}) == 2)
    if not board.legal_placements(two.id):
        pytest.fail(f"type {two.id} fits nowhere beside the start tile")
    x, y, r = board.legal_placements(two.id)[0]
    board.place(x, y, two.id, r)
    return board, two, x, y


def test_two_cities_on_one_tile_are_told_apart_by_name():
    board, two, x, y = _two_city_board()
    sides = {log_text.side_of(board, (x, y, i)) for i in range(len(two.face.garrisons))}
    assert len(sides) == 2 and None not in sides
    texts = [line("troop_in", seat=0, space=[x, y, i], holding=False) for i in range(2)]
    # without the board the square alone is given; with it, each city by its own name, no square
    with_board = [lines_of([Event("troop_in", {"seat": 0, "space": [x, y, i], "holding": False})], 0, board)[0]
                  for i in range(2)]
    assert texts[0] == texts[1] and with_board[0] != with_board[1]
    names = [place_names.space_name(board, (x, y, i)) for i in range(2)]
    assert all(n and n in t for n, t in zip(names, with_board))
    assert not any(SQUARE_IN_TEXT.search(t) for t in with_board)
    zh = lines_of([Event("troop_in", {"seat": 0, "space": [x, y, 0], "holding": False})], 0, board, "zh_Hant")[0]
    assert place_names.space_name(board, (x, y, 0)) in zh and "（" not in zh
    assert log_text.side_of(board, (0, 0, 0)) is None  # the start tile holds one city
    assert log_text.side_of(board, (50, 50, 0)) is None  # a square undone or never laid


SAMPLES = {
    "setup": {"first": 0, "stack": 71},
    "turn": {"seat": 1},
    "action": {"seat": 1, "action": "pass"},
    "draw": {"seat": 1, "tile": 7},
    "removed": {"seat": 1, "tile": 25},
    "place": {"seat": 1, "tile": 7, "x": 0, "y": -1, "rotation": 0},
    "troop_in": {"seat": 1, "space": [0, -1, 0], "holding": True},
    "troop_out": {"seat": 1, "space": [0, -1, 0], "holding": False},
    "switch": {"seat": 1, "space": [0, -1, 0], "holding": True},
    "transfer": {"seat": 1, "source": [0, -1, 0], "target": [1, 0, 0]},
    "occupy": {"seat": 1, "city": [0, -1, 0], "die": 5, "needed": 4, "success": True},
    "controlled": {"seat": 1, "city": [0, -1, 0], "size": "small"},
    "idle": {"city": [0, -1, 0], "size": "large"},
    "civil_war": {"city": [0, -1, 0], "seats": [1, 2], "winner": 1, "size": "small",
                  "rounds": [{"kind": "hits", "dice": [[5], [2]], "withdrawn": [0, 1]}]},
    "command": {"seat": 1, "left": 4},
    "command_use": {"seat": 1, "use": "emergency:in"},
    "plot": {"seat": 1, "plot": "lure_tiger"},
    "lured": {"seat": 1, "city": [0, -1, 0], "size": "small"},
    "war": {"seat": 1, "defender": 2, "origin": [0, 0, 0], "target": [0, -1, 0], "attackers": 1, "size": "small"},
    "war_round": {"seat": 1, "defender": 2, "attacker_dice": [6], "defender_dice": [1], "attackers": 1,
                  "alert": 0, "holding": 0, "turned": 0, "removed": 1, "attackers_lost": 0, "outcome": "attacker"},
    "war_end": {"seat": 1, "outcome": "retreat"},
    "war_move": {"seat": 1, "move": "settle", "count": 1, "city": [0, -1, 0], "size": "small"},
    "scores": {"points": [0, 1, 0], "before": [1, 0, 0]},
    "game_over": {"reason": "tiles", "scores": [0, 1, 0], "winners": [1], "turns": 90,
                  "ranks": [[0, 0, 5, 4, 0], [1, 1, 4, 3, 1], [0, 0, 5, 4, 0]]},
}


def test_the_spec_is_registered_with_its_help():
    from client.games import REGISTRY

    assert REGISTRY["three_kingdoms"] is SPEC
    assert SPEC.load_help().SECTIONS


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_real_games_log_names_places_by_the_cities_names_never_by_coordinates(steps, lang):
    """What a player finds on the board at a glance: "lays the tile, extending Xuchang", "the small city
    of Wancheng", never "(3, 1)"."""
    said = [text for actor, public, board in steps[:400] for text in lines_of(public, actor, board, lang)]
    assert not [t for t in said if SQUARE_IN_TEXT.search(t)]
    i18n.set_language(lang)
    luoyang = i18n._("Luoyang")
    assert any(luoyang in t for t in said), "the start tile's city is Luoyang"
    laid = [t for t in said if ("founding" if lang == "en" else "新建") in t]
    assert laid, "a tile laid tells the cities it founded"


def test_a_tile_laid_tells_the_cities_it_grew_and_founded():
    board = Board()
    assert list(place_names.city_names(board).values()) == ["Luoyang"]
    grown = None
    for t in board.tiles.types:  # a tile whose city joins the start tile's
        for x, y, r in board.legal_placements(t.id):
            trial = board.clone()
            trial.place(x, y, t.id, r)
            grew, founded = place_names.tile_cities(trial, (x, y))
            if grew == ["Luoyang"]:
                grown = (trial, x, y, founded)
                break
        if grown:
            break
    assert grown, "no tile extends the start city"
    trial, x, y, founded = grown
    text = lines_of([Event("place", {"seat": 0, "x": x, "y": y})], 0, trial)[0]
    assert "extending Luoyang" in text and "(" not in text
    if founded:
        assert "founding " + founded[0] in text
    assert lines_of([Event("place", {"seat": 0, "x": 9, "y": 9})], 0, trial)[0] == "P1 lays the tile at (9, 9)."


def test_names_follow_the_order_laid_and_a_grown_city_keeps_its_oldest_name():
    for actor, public, board in [s for s in random_steps(4, 3)][-1:]:
        founders = place_names.founders(board)
        names = place_names.city_names(board)
        assert len(set(names.values())) == len(names), "no two cities share a name"
        assert len(founders) >= len(names)
        for k, (x, y, part) in enumerate(founders):  # each city by its oldest founder's name
            root = board.city_of(x, y, part)
            first = next(j for j, f in enumerate(founders) if board.city_of(f[0], f[1], f[2]) == root)
            assert names[root] == place_names.founder_name(first)
        replay = Board(board.tiles, board.placed[(0, 0)][1])
        for (x, y), (t, r) in list(board.placed.items())[1:]:
            replay.place(x, y, t, r)
        assert place_names.city_names(replay) == names, "the same names from the same tiles laid"


def test_a_line_naming_a_city_finds_all_its_tiles_and_chang_an_is_not_changsha():
    *_, (actor, public, board) = random_steps(4, 3)
    names = place_names.city_names(board)
    root, name = max(names.items(), key=lambda item: len(board.tiles_of(item[0])))
    squares = place_names.squares_named(f"P1 stations an alert troop at {name}.", board)
    assert set(squares) == set(board.tiles_of(root))
    assert place_names.squares_named("Changsha", board) == place_names.squares_named("Changsha.", board)
    if "Changsha" in names.values() and "Chang'an" in names.values():
        assert not set(place_names.squares_named("Changsha", board)) & (
            set(place_names.squares_named("Chang'an", board)) - set(place_names.squares_named("Changsha", board)))
    assert place_names.founder_name(len(place_names.NAMES)) == "New Luoyang"
