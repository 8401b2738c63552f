"""姬札大戰's table gives the battlefield most of its room: the field wider than half the window,
the middle column one sheet for where the game stands, and a unit's fighting numbers legible at
1366x768 (the window the table is scaled into on a small laptop)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.himefuda import card_art as art  # noqa: E402
from client.games.himefuda import field_view as FV  # noqa: E402
from client.games.himefuda import view as V  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.palette import seat_colour  # noqa: E402
from client.window import LOGICAL_SIZE  # noqa: E402

from .scenario import given  # noqa: E402

SMALL_WINDOW = 1366  # a small laptop's width: the 1600x900 table is scaled by 1366/1600


def test_the_field_takes_more_than_half_the_windows_width():
    geo = FV.FieldGeometry(V.FIELD)
    assert geo.rect.width >= 0.51 * LOGICAL_SIZE[0]
    assert not geo.rect.colliderect(V.MID)
    # the hand's cards lie over the print's bottom margin, and a card chosen stands up to its zones, not over them
    assert max(geo.to_screen(c.rect).bottom for c in geo.map.cells) <= V.HAND.y - V.HAND_LIFT
    assert V.MID.right <= V.RIGHT_X  # the middle column between the field and the log


def _ink_height(surface: pygame.Surface, chip: pygame.Rect) -> int:
    """The height of the dark ink on a paper chip, inside its outline: its number's digits."""
    inside = chip.inflate(-4, -2)
    rows = [y for y in range(inside.y, inside.bottom)
            if any(max(surface.get_at((x, y))[:3]) < 100 for x in range(inside.x, inside.right))]
    return rows[-1] - rows[0] + 1 if rows else 0


def _attack_chips(surface: pygame.Surface, row: pygame.Rect) -> list[pygame.Rect]:
    """The attack (white paper) chips on a token's fight row: the runs of their paper along a line
    just under the chips' top edge (above their numbers), as tall as the row's chips."""
    y = row.y + 4
    runs, start = [], None
    for x in range(row.x, row.right + 1):
        on = x < row.right and tuple(surface.get_at((x, y)))[:3] == tuple(art.ATTACK_RGB)
        if on and start is None:
            start = x
        elif not on and start is not None:
            runs.append(pygame.Rect(start, row.y + 2, x - start, row.height - 4))
            start = None
    return [r for r in runs if r.width >= 6]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_units_numbers_are_13_px_tall_on_a_1366_window(app, lang):
    """The digits on a unit token's attack chips, drawn in a cell as large as the table's, stand
    13 px or more once the table is scaled into a 1366x768 window."""
    set_language(lang)
    try:
        st = given(turn=0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (1, 1)}])
        cell = FV.FieldGeometry(V.FIELD).cell((1, 1))
        surface = pygame.Surface(LOGICAL_SIZE)
        surface.fill(palette.KINARI)
        FV.draw_unit(surface, cell, st, st.units[(1, 1)], seat_colour(0))
        box, _name_h, stats_y, stats_h = FV.unit_layout(cell, False)[:4]
        found = _attack_chips(surface, pygame.Rect(box.x + 3, stats_y, box.width - 6, stats_h))
        assert len(found) == 2, "the token shows an attack chip for melee and one for shooting"
        for chip in found:
            assert _ink_height(surface, chip) * SMALL_WINDOW / LOGICAL_SIZE[0] >= 13, chip
    finally:
        set_language("en")


def test_the_answers_lie_on_the_decision_sheet_as_paper_tags_and_concede_stays_apart(app, monkeypatch):
    """The troops to send out are answered with paper tags on the sheet (the other tables answer on
    paper too), never wooden tablets; Concede… is not one of them, and lies clear of them."""
    from tests.table_scene import table_scene

    from client.games.himefuda import SPEC

    st = given(0, "sortie")
    st.apply("sortie:wei_xu_huang:2")  # the troops are asked next
    scene = table_scene(app, SPEC, {}, 2, 1, {0}, 0)
    scene.match.state = st
    scene.match.version += 1
    import client.widgets.button as button

    tags, tablets = [], []
    real_tag = button.draw_paper_tag
    monkeypatch.setattr(V, "draw_paper_tag", lambda surface, rect, *a, **k: tags.append(pygame.Rect(rect))
                        or real_tag(surface, rect, *a, **k), raising=False)
    real_tablet = button.draw_tablet
    monkeypatch.setattr(button, "draw_tablet", lambda surface, rect, *a, **k: tablets.append(pygame.Rect(rect))
                        or real_tablet(surface, rect, *a, **k))
    scene.view.draw(app.screen, scene.observation())
    answers = [rect for rect, action in scene.view.decision_buttons() if isinstance(action, str)]
    assert len(answers) >= 2, "the troops are asked: one answer for each number"
    assert all(rect in tags for rect in answers)
    assert not any(rect.colliderect(tablet) for rect in answers for tablet in tablets)
    concede = [rect for rect, action in scene.view.decision_buttons() if not isinstance(action, str)]
    assert concede and not any(c.colliderect(a) for c in concede for a in answers)
    assert not any(c in tags for c in concede)
