"""Yedo's hint on the table: an action in the buttons' words, and where it is marked (the
board space a disciple goes to or acts on, the card in hand, or the button)."""
from __future__ import annotations

from client.core.actions import split
from client.widgets.hint_panel import draw_mark_rect

from .labels import label

#: verbs whose first argument is a card in the hand; the others name a board space
CARD_VERBS = frozenset({"play", "discard", "keep", "put", "pick"})


def hint_text(view, obs, action: str) -> str:
    return label(obs, action, view.name)


def mark_hint(view, surface, obs, action: str) -> None:
    verb, args = split(action)
    rects = []
    spaces = [a for a in args if a in view.board.spaces]
    if verb not in CARD_VERBS:
        rects += [view.board.space_rect(s) for s in spaces[:1]]
    card = view.hand_card_rect(args[0]) if args else None
    rects += [card] if card is not None else []
    rects += view.spots_of(action)
    for rect in rects:
        draw_mark_rect(surface, rect, radius=4)
