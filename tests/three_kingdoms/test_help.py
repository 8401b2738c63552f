"""Rules help and setup notes: in both languages, with the rules core's own figures, every plot
named, each section small enough for the help page; every message in both catalogues."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import polib
import pytest

import client.i18n as i18n
from client.games.three_kingdoms import SPEC
from client.games.three_kingdoms.log_text import PLOT_NAMES, plot_name
from client.games.three_kingdoms.rules import Options
from client.games.three_kingdoms.tiles import load_tiles
from client.games.three_kingdoms.vocabulary import COMMAND_CARDS, PLOTS, TROOPS
from client.i18n import _
from tests.help_page import assert_sections_fit_the_help_page, help_text
from tests.zh_style import problems

ROOT = Path(__file__).resolve().parents[2]
SECTIONS = SPEC.load_help().SECTIONS


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def text(lang: str) -> str:
    return help_text(SECTIONS, lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_plot_is_explained(lang):
    all_text = text(lang)
    assert set(PLOT_NAMES) == set(PLOTS)
    for plot in PLOTS:
        assert f"\n{plot_name(plot)}{'：' if lang == 'zh_Hant' else ':'}" in all_text, plot


@pytest.mark.parametrize("lang, words", [
    ("en", ["alert", "holding", "civil war", "national war", "idle", "small", "large", "our ruling",
            "safeguard", "Occupy", "emergency deployment", "(0, 0)"]),
    ("zh_Hant", ["警戒", "堅守", "內戰", "國戰", "閒置", "小城池", "大城池", "本程式的裁定", "殊死戰", "比大小",
                 "佔領", "緊急調度", "（0，0）"]),
])
def test_the_rules_words_and_figures(lang, words):
    all_text = text(lang)
    for word in words:
        assert word in all_text, word
    options, tiles = Options(), load_tiles().total
    for figure in (TROOPS, COMMAND_CARDS, options.win_score, options.turn_limit, tiles - 1):
        assert str(figure) in all_text, figure
    assert (f"{tiles - 1}片" if lang == "zh_Hant" else f"{tiles - 1} more") in all_text
    assert (f"{options.turn_limit}回合" if lang == "zh_Hant" else f"{options.turn_limit} turns") in all_text
    assert (f"{TROOPS}支部隊" if lang == "zh_Hant" else f"{TROOPS} troops") in all_text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_section_is_translated_and_fits_the_help_page(lang):
    assert_sections_fit_the_help_page(SECTIONS, lang)
    for title, body in SECTIONS:
        assert problems(_(title)) == problems(_(body)) == []


@pytest.mark.parametrize("lang, rows", [
    ("en", {"Troops each": "8", "Command cards each": "5", "Plot cards each": "4", "Tiles in the stack": "71",
            "Points to win at once": "8"}),
    ("zh_Hant", {"每人部隊": "8", "每人指令卡": "5", "每人計謀卡": "4", "板塊堆中的板塊": "71", "立即獲勝所需分數": "8"}),
])
def test_setup_notes(lang, rows):
    i18n.set_language(lang)
    notes = SPEC.load_setup_notes().setup_notes(5, {})
    assert notes[0] == ("subheading", "With 5 players" if lang == "en" else _("With {n} players").format(n=5))
    assert {n[1]: n[2] for n in notes if n[0] == "row"} == rows
    small = " ".join(n[1] for n in notes if n[0] == "small")
    assert "400" in small and "8" in small
    if lang == "zh_Hant":
        assert all(problems(n[1]) == [] for n in notes)


def _extract() -> dict:
    spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "tools" / "i18n_update.py")
    tool = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("i18n_update", tool)
    spec.loader.exec_module(tool)
    messages, found = tool.extract(ROOT)
    assert not found
    return {key: m for key, m in messages.items()
            if any(ref.startswith("client/games/three_kingdoms/") for ref, _line in m.refs)}


def test_every_message_of_the_game_is_in_both_catalogues():
    ours = _extract()
    assert len(ours) > 100
    for code in i18n.LANGUAGES:
        entries = {(e.msgctxt, e.msgid): e for e in polib.pofile(str(i18n.catalog_path(code)), encoding="utf-8")
                   if not e.obsolete}
        for key, message in ours.items():
            entry = entries.get(key)
            assert entry is not None, (code, key)
            assert entry.translated(), (code, key)
            if code == "zh_Hant":
                for t in (entry.msgstr, *entry.msgstr_plural.values()):
                    assert problems(t) == [], (key, t)
