"""Record what view modules write with ``draw_text_in_box``: each call's text, box, size,
colour and result (the size it was drawn at, its lines, whether it was cut short)."""
from __future__ import annotations

from typing import Any, NamedTuple

import pygame


class Drawn(NamedTuple):
    text: str
    rect: pygame.Rect
    size: int
    colour: Any
    result: Any


def spy_text(monkeypatch, *modules) -> list[Drawn]:
    """From now on (until ``monkeypatch`` undoes it), every text ``modules`` draw is appended to
    the one list returned."""
    drawn: list[Drawn] = []

    for module in modules:
        real = module.draw_text_in_box

        def spy(surface, text, rect, size, *args, real=real, **kwargs):
            result = real(surface, text, rect, size, *args, **kwargs)
            drawn.append(Drawn(text, pygame.Rect(rect), size, args[0] if args else kwargs.get("colour"), result))
            return result

        monkeypatch.setattr(module, "draw_text_in_box", spy)
    return drawn
