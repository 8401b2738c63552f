"""The note beside the hand while a plan is unfinished wraps where it pauses, not a character
short of the end ("…（尚有3格空 / 著）。")."""
from __future__ import annotations

import pytest

from client.games.shogun.plan_panel import STATUS_SIZE, even_width
from client.i18n import _, set_language
from client.render.text import layout_in_box, line_height


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_unfilled_plan_note_parts_at_a_pause(table_app, lang):
    set_language(lang)
    height = 3 * line_height(STATUS_SIZE) + 6
    for empty in (1, 3, 10):
        text = _("You hold {cards} cards: fill every space ({n}\u00a0empty).").format(cards=13, n=empty)
        for width in range(190, 300, 6):
            greedy = layout_in_box(text, width, height, STATUS_SIZE, STATUS_SIZE, multiline=True).lines
            chosen = even_width(text, width, height, lang)
            assert chosen <= width
            lines = layout_in_box(text, chosen, height, STATUS_SIZE, STATUS_SIZE, multiline=True).lines
            assert len(lines) == len(greedy), (width, lines)  # never a line more
            assert len(lines[-1].strip("。.） )")) >= 4, (width, lines)  # no word or character left over
            if lang == "zh_Hant":  # each line ends at a pause, or the next opens a bracket
                for a, b in zip(lines, lines[1:]):
                    assert a.rstrip()[-1:] in "：，、" or b[:1] == "（", (width, lines)
