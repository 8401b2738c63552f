"""Yedo's rules help and setup notes: both languages, every section there and on one page, the
board's figures and our rulings told; the help scene draws it; every message of the game's
words in both catalogues (Chinese as we write it)."""
from __future__ import annotations

from pathlib import Path

import pytest

import client.i18n as i18n
from client.games.yedo import SPEC
from client.games.yedo import board as B
from client.games.yedo.setup_notes import setup_notes
from client.i18n import _
from tests.help_page import assert_messages_in_both_catalogues, assert_sections_fit_the_help_page, help_text
from tests.zh_style import problems

ROOT = Path(__file__).resolve().parents[2]
SECTIONS = SPEC.load_help().SECTIONS
HEADINGS = ("the aim", "What you may hold", "Setting up", "seven phases", "The auction", "Events and blessings",
            "Placement and the Castle", "The districts", "The patrol", "Trading", "Missions", "Annexes",
            "Action cards", "Geisha mode and Samurai mode", "The end and ties")


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def test_the_spec_names_its_help():
    assert SPEC.help_module == "client.games.yedo.help"


def test_every_section_is_there():
    titles = [title for title, _body in SECTIONS]
    for heading in HEADINGS:
        assert any(heading in t for t in titles), heading


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_section_fits_the_help_page(lang):
    assert_sections_fit_the_help_page(SECTIONS, lang)


@pytest.mark.parametrize("lang, facts", [
    ("en", ["12 coins", "11 rounds", "drop out at once and take 3 coins", "the opener has the last word",
            "(1–3, 4–5, 6–7)", "8 coins in the three left slots, 6 in the two right", "11 coins",
            "nobody falls below 2 disciples", "counter-clockwise", "At most three proposals",
            "sees only their kind until the trade is done", "earlier in the player order",
            "2 points for Blackmail kept unused", "Yashiki", "Karesansui", "Dojo", "Kobudo",
            "every order space acts, from 1 to 3"]),
    ("zh_Hant", ["12元", "十一個回合", "退出拍賣並拿取3元", "開標者最後還能再喊一次", "（1–3、4–5、6–7）",
                 "左邊三格8元，右邊兩格6元", "11元", "每人至少保有2名弟子", "逆時針", "每階段每人最多提出三次交易",
                 "只知道卡片種類", "玩家順序在前的人獲勝", "未使用的黑函再加2分", "屋敷", "枯山水", "道場", "古武道流",
                 "所有順序格依1到3行動"]),
])
def test_the_rules_figures_and_rulings_are_told(lang, facts):
    text = help_text(SECTIONS, lang)
    for fact in facts:
        assert fact in text, fact


def test_the_figures_agree_with_the_rules_core():
    text = help_text(SECTIONS, "en")
    assert f"{B.START_COINS} coins, {B.START_POINTS} point, {B.DISCIPLES} disciples" in text
    assert f"build an annex ({B.BUILD_PRICE} coins)" in text and f"recruit a disciple from reserve ({B.RECRUIT_PRICE}" \
        in text
    assert f"hire a geisha ({B.GEISHA_PRICE} coins or {B.GEISHA_POINTS} points)" in text
    assert f"Weapons: {B.LIMITS['weapons']}, eight kinds. Geisha: {B.LIMITS['geisha']}." in text
    assert f"Action cards: {B.LIMITS['actions']}, hidden. Bonus cards: {B.LIMITS['bonus']}, hidden." in text


@pytest.fixture
def app():
    from client import settings
    from client.app import App

    app = App(headless=True, settings=settings.Settings())
    yield app
    app.shutdown()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_help_scene_draws_the_game_sections(app, lang):
    """The scene is handed the spec directly: the game is not registered until its table lands."""
    from client.scenes.help import PAGE, HelpScene

    i18n.set_language(lang)
    scene = HelpScene(app, SPEC)
    app.stack.reset(scene)
    app.draw()
    written = [text for text, _size, _colour in scene.lines()]
    assert written[0] == _(SECTIONS[0][0]) and _(SECTIONS[-1][0]) in written
    page = app.screen.subsurface(PAGE.inflate(-40, -40))
    w, h = page.get_size()
    inked = {tuple(page.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 5)}
    assert len(inked) > 10, "the help page drew next to nothing"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_setup_notes_tell_the_start_and_supplies(lang, players):
    i18n.set_language(lang)
    for mode in ("geisha", "samurai"):
        notes = setup_notes(players, {"mode": mode})
        rows = {n[1]: n[2] for n in notes if n[0] == "row"}
        assert rows[_("Coins each")] == "12" and rows[_("Disciples at the start")] == str(B.START_HOME)
        assert any(str(B.ROUNDS) in n[1] for n in notes if n[0] == "small"), "the notes say when the game ends"
        assert rows[_("Annexes of each kind")] == str(B.ANNEX_SUPPLY[players])
        assert rows[_("Geisha")] == str(B.GEISHA_SUPPLY[players])
        assert rows[_("Action spaces on the board")] == str(len(B.spaces_for(players)))
        grouped = rows[_("Auction lots")] == _("{n} groups").format(n=3)
        assert grouped == (players <= 3) and (grouped or rows[_("Auction lots")] == "7")
        if lang == "zh_Hant":
            for note in notes:
                assert not any(problems(part) for part in note[1:]), note


@pytest.mark.parametrize("module", ["log_text", "help", "setup_notes"])
def test_every_message_is_in_both_catalogues(module):
    assert_messages_in_both_catalogues(ROOT / "client/games/yedo" / f"{module}.py")
