"""What a panel laid over a table must leave in sight (issue 39): every seat's row and the log's
newest lines. Shared by the tests of the review's chart and analysis, the hint's panel and the
lesson's sheet."""
import sys
from typing import Callable

import pygame
import pytest

NEWEST = 3  # the log's lines a panel never covers


def seat_rows(scene, fresh_view: Callable[[], object] | None = None) -> list[pygame.Rect]:
    """Where the table (drawn alone, by a new view: nothing kept from before) writes a seat's name
    as the head of its row: the name, or the name with its bot's level, drawn on the screen or on a
    layer as large (in the screen's places); a view that paints each seat's panel as a
    picture of its own (Samurai Sword) gives its panels' places. ``fresh_view``: makes the new view
    (by default the game's view for ``scene``)."""
    from client.render import text as text_module
    from client.scenes.generic_view import make_view
    from client.scenes.table_chrome import seat_label

    names = {seat.name for seat in scene.match.seats} | {seat_label(seat) for seat in scene.match.seats}
    screen = pygame.Surface((1600, 900))
    rows: list[pygame.Rect] = []
    painted = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        for name in ("draw_text_in_box", "draw_text"):
            real = getattr(text_module, name)

            def spy(surface, text, where, *args, real=real, **kwargs):
                result = real(surface, text, where, *args, **kwargs)
                if text in names:
                    box = pygame.Rect(where) if len(where) == 4 else pygame.Rect(result)
                    (rows if surface.get_size() == screen.get_size() else painted).append(box)
                return result

            for module in list(sys.modules.values()):
                if getattr(module, "__name__", "").startswith("client") and getattr(module, name, None) is real:
                    monkeypatch.setattr(module, name, spy)
        view = fresh_view() if fresh_view is not None else make_view(scene)
        view.draw(screen, scene.observation())
    if painted and hasattr(view, "place"):  # Samurai Sword's panels, painted once each
        rows += [pygame.Rect(view.place(seat).panel) for seat in range(len(scene.match.seats))]
    return rows


def newest_log_lines(view, n: int = NEWEST) -> list[pygame.Rect]:
    """The boxes of the ``n`` newest lines the table's log shows (as last drawn)."""
    from client.scenes.table_chrome import log_layout

    area = view.log_area()
    if area is None:
        return []
    log, size, lines = area
    return [box for _i, _line, box in log_layout(lines, log, size)][-n:]


def assert_covers_nothing(panel: pygame.Rect, rows: list[pygame.Rect], newest: list[pygame.Rect], what) -> None:
    """``panel`` lies on the screen over no seat's row and none of the log's newest lines."""
    assert pygame.Rect(0, 0, 1600, 900).contains(panel), (what, panel)
    hit = panel.collidelist(rows)
    assert hit < 0, (what, "a seat's row", panel, rows[hit])
    hit = panel.collidelist(newest)
    assert hit < 0, (what, "a newest log line", panel, newest[hit])
