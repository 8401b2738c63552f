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


def spy_all_text(monkeypatch) -> list[str]:
    """From now on, every text any loaded client module draws (``draw_text_in_box`` and
    ``draw_text``, the whole text asked for, before any cut) is appended to the one list returned."""
    import sys

    from client.render import text as text_module

    said: list[str] = []
    for name in ("draw_text_in_box", "draw_text"):
        real = getattr(text_module, name)

        def spy(surface, text, *args, real=real, **kwargs):
            said.append(text)
            return real(surface, text, *args, **kwargs)

        for module in list(sys.modules.values()):
            if getattr(module, "__name__", "").startswith("client") and getattr(module, name, None) is real:
                monkeypatch.setattr(module, name, spy)
    return said
