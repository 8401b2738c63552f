"""A closed district (Y-5's events) is shuttered, not struck out: its name card stays as it was,
its spaces lie under the shutter, and the shutter's seal says "Closed"."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import board_view as BV  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_spy import spy_text  # noqa: E402


def _drawn(app, closed):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    st.closed = closed
    st.touch()
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    return scene, app.screen.copy()


def test_a_closed_district_keeps_its_name_readable_and_shutters_its_spaces(app, monkeypatch):
    drawn = spy_text(monkeypatch, BV)
    scene, open_ = _drawn(app, ())
    board = scene.view.board
    area = board.district_rect("temple")
    name = pygame.Rect(area.x + 4, area.y + 4, area.width // 2, round(BV.CARTOUCHE_BOTTOM * board.scale) - 8)
    spaces = [board.to_screen(s.rect) for s in board.map.spaces if s.district == "temple" and s.open_with(4)]
    assert spaces
    drawn.clear()
    _scene, closed = _drawn(app, ("temple",))
    def pixels(surface, r):
        return pygame.image.tobytes(surface.subsurface(r), "RGB")

    assert pixels(open_, name) == pixels(closed, name)
    assert all(pixels(open_, r) != pixels(closed, r) for r in spaces)
    seal = [d for d in drawn if d.text == "Closed"]
    assert seal and area.contains(seal[0].rect) and seal[0].rect.top >= name.bottom
