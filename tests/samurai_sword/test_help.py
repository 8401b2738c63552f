"""Rules help: every card and character named with the figures of content.py,
in both languages, and each section small enough to read on one page."""
from __future__ import annotations

import pytest

import client.i18n as i18n
from client.games.samurai_sword import SPEC
from client.games.samurai_sword import content as C
from tests.help_page import assert_sections_fit_the_help_page, help_text

SECTIONS = SPEC.load_help().SECTIONS


def text(lang: str) -> str:
    return help_text(SECTIONS, lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_card_and_character_is_explained(lang):
    all_text = text(lang)
    zh = lang == "zh_Hant"
    for card in C.CARDS:
        name = card.zh if zh else card.en
        if card.kind == C.WEAPON:
            reach = f"射程{card.difficulty}：" if zh else f"Reach {card.difficulty}:"
            damage = f"{name}，傷害{card.damage}（{card.copies}）" if zh else \
                f"{name}, damage {card.damage} ({card.copies})"
            assert any(ln.startswith(reach) and damage in ln for ln in all_text.splitlines()), name
        else:
            assert (f"\n{name}（{card.copies}）：" if zh else f"\n{name} ({card.copies}): ") in all_text, name
    for char in C.CHARACTERS:
        name = char.zh if zh else char.en
        assert f"\n{name}（{char.resilience}）：" in all_text if zh else \
            f"\n{name} ({char.resilience}): " in all_text, name


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_section_fits_the_help_page(lang):
    assert_sections_fit_the_help_page(SECTIONS, lang)
