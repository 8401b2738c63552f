"""Every Traditional Chinese message reads as Chinese: full-width punctuation, no
spaces around names, numbers or {placeholders} (the rules: tests/zh_style.py)."""
from __future__ import annotations

import polib
import pytest

import client.i18n as i18n
from tests.zh_style import problems


@pytest.mark.parametrize("text", [
    "{name} 以 {armies}進攻 {prov}。",  # spaces around placeholders
    "第 {year} 年開始。",  # spaces around a number
    "每塊領地 1 分",
    "要在剛選的領地放幾支軍隊?",  # ASCII question mark
    "{name} 無法在 {prov} {action}:{why}。",  # ASCII colon between placeholders
    "{name}:{n}支軍隊",
    "結束.",
    "稅金最少6.",
    "血量(剩{hp})",  # ASCII brackets
    "按 Esc 開啟選單",  # spaces between Chinese and Latin
    "第 {y} 年 · {season}",
])
def test_the_style_check_finds(text):
    assert problems(text)


@pytest.mark.parametrize("text", [
    "{name}以{armies}進攻{prov}：{a}對{peasants}，{result}。",
    "按Ctrl+Z收回上一步",
    "無法讀取你的設定檔「settings.json」（{reason}），已改用預設設定。",
    "Player 1 (Random)",  # not Chinese: English rules apply
    "{min}–{max}人",
])
def test_the_style_check_passes(text):
    assert problems(text) == []


def test_the_chinese_catalogue_reads_as_chinese():
    po = polib.pofile(str(i18n.catalog_path("zh_Hant")), encoding="utf-8")
    bad = {}
    for entry in po:
        if entry.obsolete or not entry.msgid:
            continue
        for text in (entry.msgstr, *entry.msgstr_plural.values()):
            if problems(text):
                bad[entry.msgid] = (text, problems(text))
    assert bad == {}
