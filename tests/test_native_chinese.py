"""Chinese read as a native reader expects it (issue 39): line breaking by kinsoku, troops counted in
萬 and 千, one separator, title bars in Chinese; and the review chart open tall enough to read."""
from __future__ import annotations

import re

import polib
import pygame
import pytest

from client.i18n import catalog_path, game_name, game_title, set_language, thousands
from client.render import text as T

pytestmark = pytest.mark.usefixtures("english_after")

CLOSING = "。，、）」』！？：；"
OPENING = "（「『"


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield


def _width_of(text: str, size: int = 20) -> int:
    return T.text_size(text, size)[0]


@pytest.mark.parametrize("text", [
    "玩家3對玩家1造成傷害（2）。接著輪到玩家2，他要決定是否阻擋。",
    "城池損失3千兵力與1擔兵糧；鑿戰：雙方各損失1千兵力！",
    "他說：「今天就出兵。」大家都同意了『這個計畫』，沒有人反對？",
])
def test_no_line_starts_with_closing_punctuation_nor_ends_with_an_opening_bracket(text):
    set_language("zh_Hant")
    # every width from six characters (the narrowest box a sentence is written in) up
    for width in range(_width_of("國" * 6), _width_of(text) + 1, 7):
        lines = T.wrap(text, width, 20)
        assert "".join(lines) == text
        for k, line in enumerate(lines):
            if k:
                assert line[0] not in CLOSING, (width, lines)
            if k < len(lines) - 1:
                assert line[-1] not in OPENING, (width, lines)


def test_a_number_stays_with_its_words_and_its_bracket():
    set_language("zh_Hant")
    text = "玩家3對玩家1造成傷害（2）。玩家1失去2點。"
    for width in range(_width_of("國" * 6), _width_of(text) + 1, 3):
        for line in T.wrap(text, width, 20)[1:]:
            assert not line.startswith(("2）", "點", "）")), (width, T.wrap(text, width, 20))
            assert not line[0].isdigit() or line[0] == text[0], (width, T.wrap(text, width, 20))


def test_a_box_too_narrow_for_a_bracketed_number_breaks_it_at_the_least_bad_place():
    set_language("zh_Hant")
    lines = T.wrap("（12）。", _width_of("（12"), 20)
    assert lines[0] == "（12" and "".join(lines) == "（12）。"  # never "（" alone at a line's end


def test_english_still_breaks_at_spaces():
    set_language("en")
    lines = T.wrap("Player 3 attacks Player 1 for 2 damage.", _width_of("Player 3 attacks"), 20)
    assert lines[0] == "Player 3 attacks" and all(not line.startswith(" ") for line in lines)


@pytest.mark.parametrize("text", [
    "每位玩家在回合開始時抽兩張牌，然後可以打出任意張牌，但每回合只能攻擊一次，並須遵守武器的攻擊範圍規格。",
    "玩家3對玩家1造成傷害（2）。接著輪到玩家2，他要決定是否阻擋這次攻擊。",
    "Bot 3以「薙刀」攻擊Bot 1（難度3，傷害2），Bot 1以「阻擋」擋下。",
    "同陣營的盟友共享勝率，合計因此超過100%",
])
def test_a_chinese_paragraph_never_ends_on_a_widow(text):
    """A wrapped Chinese paragraph's last line holds at least three characters (its punctuation not
    counted, a number counted as one): never a lone 「格。」 nor 「過100%」 under a full line; the
    line above still obeys kinsoku and fits."""
    set_language("zh_Hant")
    mended = 0
    for width in range(_width_of("國" * 8), _width_of(text), 3):
        lines = T.wrap(text, width, 20)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
        assert all(_width_of(line) <= width for line in lines), (width, lines)
        assert all(line[0] not in CLOSING for line in lines[1:]), (width, lines)
        assert all(line[-1] not in OPENING for line in lines[:-1]), (width, lines)
        if len(lines) > 1:
            bare = lines[-1].translate({ord(ch): None for ch in CLOSING + OPENING + " %"})
            letters = re.sub(r"\d+", "0", bare)  # a number reads as one
            assert len(letters) >= 3, (width, lines)
            greedy = lines[-2] + lines[-1][:1]  # what the line above held before it gave to the last
            mended += _width_of(greedy) <= width
    assert mended, "no width of this test left a widow to mend"


def test_english_keeps_its_short_last_line():
    """A short last word in English is no widow to mend: the lines break where they always did
    (each as full as its words let it: the next line's first word did not fit)."""
    set_language("en")
    text = "Each player draws two cards, then plays any number of them, and then it is over at last, so be it."
    space = _width_of(" ")
    short = 0
    for width in range(_width_of("player draws"), _width_of(text), 5):
        lines = T.wrap(text, width, 20)
        assert " ".join(lines).split() == text.split()
        for line, nxt in zip(lines, lines[1:]):
            words = line.split(" ") + nxt.split(" ")[:1]
            assert sum(_width_of(word) for word in words) + space * (len(words) - 1) > width, (width, lines)
        short += len(lines[-1].rstrip(".")) <= 2
    assert short, "no width of this test ends on a short line"


@pytest.mark.parametrize("n,chinese", [(1, "1千"), (9, "9千"), (10, "1萬"), (12, "1萬2千"), (30, "3萬"), (0, "0")])
def test_troops_are_counted_in_wan_and_qian(n, chinese):
    set_language("zh_Hant")
    assert thousands(n) == chinese
    set_language("en")
    assert thousands(n) == str(n)  # "12 thousand troops"


def test_a_himefuda_sentence_says_1_wan_not_10_qian():
    from client.i18n import _

    set_language("zh_Hant")
    said = _("{target} loses {n} thousand troops.").format(target="魏5", n=thousands(10))
    assert said == "魏5損失1萬兵力。" and "10千" not in said


def test_the_chinese_catalogue_uses_one_separator():
    entries = polib.pofile(str(catalog_path("zh_Hant")))
    japanese_dot = [e.msgid for e in entries if "・" in e.msgstr or any("・" in s for s in e.msgstr_plural.values())]
    assert not japanese_dot, japanese_dot
    assert any("·" in e.msgstr for e in entries)  # the middle dot is the one used


def test_title_bars_name_the_game_in_chinese_alone():
    from client.games import REGISTRY

    for spec in REGISTRY.values():
        set_language("zh_Hant")
        assert game_title(spec) == game_name(spec) == spec.title_zh
        set_language("en")
        assert game_title(spec) == f"{spec.title_en} · {spec.title_zh}" and game_name(spec) == spec.title_en


def test_the_table_title_bar_in_chinese_has_no_latin_word(table_app, monkeypatch):
    from client.games import REGISTRY
    from tests.table_scene import table_scene
    from tests.text_spy import spy_all_text

    set_language("zh_Hant")
    said = spy_all_text(monkeypatch)
    for spec in REGISTRY.values():
        scene = table_scene(table_app, spec, spec.validate(spec.min_players, {}), spec.min_players, 1, {0}, 0)
        said.clear()
        scene.draw(table_app.screen)
        assert spec.title_zh in said and not any(spec.title_en in s for s in said), spec.id


def test_the_open_review_chart_is_tall_and_its_names_stand_apart(table_app):
    from client.core.match import Match, Seat
    from client.games import get
    from client.render.palette import seat_colour
    from client.render.screenshot import _NoWorker
    from client.scenes.review import ReviewScene
    from client.widgets.chance_chart import ChartLine

    spec = get("three_kingdoms")
    match = Match(spec, {}, 3, [Seat(f"P{i + 1}", i) for i in range(3)])
    for _k in range(6):
        match.play(match.state.legal_actions()[0])
    table_app.review_chart_open = True
    try:
        review = ReviewScene(table_app, match, eyes=0, worker=_NoWorker(), estimates=0)
    finally:
        table_app.review_chart_open = False
    chart = review.chart.widget
    assert chart.open and chart.plot().height >= 120
    # three seats ending at nearly the same chance: their names must not cover each other
    lines = [ChartLine(f"P{i + 1}", seat_colour(match.seats[i].colour), [(0, 0.33), (6, 0.33 + 0.005 * i)])
             for i in range(3)]
    placed = []
    real = T.draw_text

    def spy(surface, text, pos, *args, **kwargs):
        rect = real(surface, text, pos, *args, **kwargs)
        if text.partition(" · ")[0] in {"P1", "P2", "P3"}:  # a name, and its chance at the step
            placed.append(rect)
        return rect

    import client.widgets.chance_chart as chart_mod

    chart_mod.draw_text, saved = spy, chart_mod.draw_text
    try:
        chart.draw(table_app.screen, lines, 6, "")
    finally:
        chart_mod.draw_text = saved
    assert len(placed) == 3
    assert all(a.colliderect(b) is False for k, a in enumerate(placed) for b in placed[k + 1:]), placed
    assert all(chart.rect.contains(r) for r in placed)


@pytest.mark.parametrize("text,old_cut,whole", [
    ("Bot 3以「薙刀」攻擊Bot 1（難度1，傷害1）。", "Bot 3以「薙刀」攻擊Bot 1（難", "（難度1，傷害1）。"),
    ("Bot 3把「武士道」放到玩家1面前。", "Bot 3把「武士道」放到玩", "玩家1面前。"),
    ("派一名武將率兵出城（耗兵糧1），或派一名武將入城守城。", "派一名武將率兵出城（耗兵糧1），或派一名武", "武將入城守城。"),
    ("本回合玩家2把第三道命令放在「招募1支軍隊及移動」格。", "本回合玩家2把第三道命令放在「招募1支軍隊及", "「招募1支軍隊及移動」格。"),
    ("這一輪最後由玩家4出手攻擊Bot 3。", "這一輪最後由玩家4出手攻擊Bot", "Bot 3。"),
    ("魏國在這場戰爭中合計損失1萬兵力。", "魏國在這場戰爭中合計損失1萬", "損失1萬兵力。"),
    ("同陣營的盟友共享勝率，合計超過100%。", "同陣營的盟友共享勝率，合計超過1", "超過100%。"),
])
def test_a_line_break_keeps_words_names_numbers_and_brackets_whole(text, old_cut, whole):
    """The critic's breaks inside words (「（難 / 度1，傷害1）」, 「放到玩 / 家1面前」, 「武 / 將」,
    「「招募1支軍隊及 / 移動」格」): where the old wrap cut, the break now goes before the phrase,
    since the line before it stays at least 60 % full."""
    set_language("zh_Hant")
    width = _width_of(old_cut) + 2
    lines = T.wrap(text, width, 20)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert lines[-1] == whole, lines
    assert all(_width_of(line) <= width for line in lines)
    assert all(_width_of(line) >= 0.6 * width for line in lines[:-1]), lines


def test_a_phrase_gives_way_when_keeping_it_whole_would_leave_a_line_too_short():
    """Kept whole, 「招募1支軍隊及移動」 would leave 「你可以在」 alone on a line not half full: the
    line is filled as before instead."""
    set_language("zh_Hant")
    text = "你可以在「招募1支軍隊及移動」格放置1個棋子。"
    lines = T.wrap(text, _width_of("你可以在「招募1支軍隊及") + 2, 20)
    assert lines[0] == "你可以在「招募1支軍隊及" and "".join(lines) == text


def test_english_lines_ignore_the_chinese_word_list():
    set_language("en")
    text = "Player 3 attacks Player 1 for 2 damage."
    assert T.wrap(text, _width_of("Player 3 attacks Player") + 2, 20)[0] == "Player 3 attacks Player"
