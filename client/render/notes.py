"""Draws a game's setup notes: short translated lines a game gives for the chosen player count,
in ink on the seat setup's paper sheet.

A note is a tuple ``(kind, text, ...)``:

* ``("heading", text)`` and ``("subheading", text)``;
* ``("columns", *texts)`` and ``("row", *texts)``: a small table (two cells: label and value;
  more: the first cell names the row, the others are centred under their column);
* ``("text", text)``, ``("small", text)``: wrapped sentences, the second smaller;
* ``("warning", text)``: something that stops the game from starting as set.
"""
from __future__ import annotations

import pygame

from client.render import palette
from client.render.text import BoxText, draw_text_in_box, line_height, text_size, wrap

# kind → (size, colour, fixed height or None for wrapped text): all in ink on the setup's rules card, as
# printed; a column's heads and the small print set apart by size, not by a grey a player strains to read
_STYLE = {
    "heading": (28, palette.SHEET_INK, 52),
    "subheading": (22, palette.SHEET_LIT, 34),
    "columns": (19, palette.SHEET_INK, 30),
    "row": (24, palette.SHEET_INK, 34),
    "text": (21, palette.SHEET_INK, None),
    "small": (18, palette.SHEET_INK, None),
    "warning": (20, palette.SHEET_INK, None),
}
_PAD = 8  # around a warning's text, inside its frame
_SPACE_BEFORE = {"subheading": 10}  # a new part of the notes, unless it opens them
_SPACE_AFTER = {"heading": 4, "row": 0, "columns": 0, "text": 6, "small": 6, "warning": 8, "subheading": 0}


def _cells(rect: pygame.Rect, count: int, value: str = "") -> list[pygame.Rect]:
    if count == 2:  # the value (a short number) as wide as it is, the label has the rest of the line
        split = min(rect.x + rect.w * 4 // 5, rect.right - text_size(value, _STYLE["row"][0])[0] - 10)
        return [pygame.Rect(rect.x, rect.y, split - rect.x, rect.h), pygame.Rect(split, rect.y, rect.right - split, rect.h)]
    first = rect.w * 34 // 100
    rest = (rect.w - first) // (count - 1)
    return [pygame.Rect(rect.x, rect.y, first, rect.h)] + [
        pygame.Rect(rect.x + first + i * rest, rect.y, rest, rect.h) for i in range(count - 1)]


def _wrapped_height(text: str, width: int, size: int) -> int:
    lines = len(wrap(text, width, size))
    return lines * line_height(size) + (lines - 1) * max(1, round(size * 0.18)) + 2


def note_height(note: tuple[str, ...], width: int) -> int:
    kind, text = note[0], note[1]
    size, _colour, fixed = _STYLE[kind]
    if fixed is not None:
        return fixed
    if kind == "warning":
        return _wrapped_height(text, width - 2 * _PAD, size) + 2 * _PAD
    return _wrapped_height(text, width, size)


def draw_notes(surface: pygame.Surface, notes, rect: pygame.Rect) -> list[BoxText]:
    """Draw ``notes`` top-down in ``rect``; returns what each text box drew (for tests)."""
    drawn: list[BoxText] = []
    y = rect.y
    for k, note in enumerate(notes):
        kind = note[0]
        y += _SPACE_BEFORE.get(kind, 0) if k else 0
        size, colour, _height = _STYLE[kind]
        box = pygame.Rect(rect.x, y, rect.w, note_height(note, rect.w))
        if kind in ("columns", "row"):
            cells = _cells(box, len(note) - 1, note[-1])
            for i, (cell, text) in enumerate(zip(cells, note[1:])):
                align = "left" if i == 0 else ("right" if len(cells) == 2 else "center")
                drawn.append(draw_text_in_box(surface, text, cell, size, colour, align=align))
        elif kind == "warning":
            pygame.draw.rect(surface, palette.SHEET_LIT, box, 2, border_radius=6)
            drawn.append(draw_text_in_box(surface, note[1], box.inflate(-2 * _PAD, -2 * _PAD), size, colour,
                                          align="left", multiline=True, valign="top"))
        else:
            wrapped = _STYLE[kind][2] is None
            drawn.append(draw_text_in_box(surface, note[1], box, size, colour,
                                          align="center" if kind == "heading" else "left", multiline=wrapped,
                                          valign="top" if wrapped else "center"))
        y = box.bottom + _SPACE_AFTER[kind]
    return drawn


def notes_bottom(notes, rect: pygame.Rect) -> int:
    """Where the notes end when drawn from ``rect.y`` (to check they fit)."""
    y = rect.y
    for k, note in enumerate(notes):
        y += (_SPACE_BEFORE.get(note[0], 0) if k else 0) + note_height(note, rect.w) + _SPACE_AFTER[note[0]]
    return y
