"""Words a Chinese Shogun player reads: the two war cards are 甲 and 乙, never Latin letters."""
from __future__ import annotations

import json
from pathlib import Path

import client.i18n as i18n

TUTORIAL = Path(__file__).resolve().parents[2] / "client" / "games" / "shogun" / "tutorial.json"


def test_the_war_cards_read_as_jia_and_yi_in_chinese():
    i18n.set_language("zh_Hant")
    try:
        assert (i18n._("War A"), i18n._("War B")) == ("戰爭甲", "戰爭乙")
        assert (i18n._("War and move A"), i18n._("War and move B")) == ("戰爭及調動甲", "戰爭及調動乙")
        assert i18n._("In tower {n}") == "塔內{n}"  # the tag by the cube tower
    finally:
        i18n.set_language("en")


def test_the_tutorial_names_the_war_cards_without_latin_letters():
    text = json.dumps(json.loads(TUTORIAL.read_text(encoding="utf-8")), ensure_ascii=False)
    assert "戰爭A" not in text and "戰爭B" not in text
    assert "戰爭甲" in text and "戰爭乙" in text
