"""Samurai Sword's hint on the table: an action in the buttons' words, and where it is marked."""
from __future__ import annotations

import pygame

from client.i18n import _
from client.widgets.hint_panel import draw_mark_polygon, draw_mark_rect

from . import card_art as art


def hint_text(view, obs, action: str) -> str:
    parts = action.split(":")
    verb = parts[0]
    card = art.card_name(parts[1]) if len(parts) > 1 else ""
    if verb == "attack":
        return _("Attack {name} with {card}").format(name=view.name(int(parts[2])), card=card)
    if verb == "play" and len(parts) == 2:
        return _("Play {card}").format(card=card)
    if verb == "play" and len(parts) == 3:
        return _("Play {card} on {name}").format(card=card, name=view.name(int(parts[2])))
    if verb == "play":  # Geisha: which of the seat's cards goes
        what = _("a random card from hand") if parts[3] == "hand" else art.card_name(parts[3])
        return _("Play {card} on {name}: {what} is discarded").format(card=card, name=view.name(int(parts[2])),
                                                                       what=what)
    if verb in ("discard", "bushido") and parts[1] != "honour":
        return _("Discard {card}").format(card=card)
    if verb == "bushido":
        return _("Lose 1 honour")
    if verb == "block":
        return _("Block with {card}").format(card=card) if obs.phase == "parry" else \
            _("Discard {card}").format(card=card)
    if verb == "take":
        return _("Take {n} damage").format(n=obs.pending[3]) if obs.phase == "parry" else _("Lose 1 resilience")
    if action == "draw:discard":
        return _("Take {card}").format(card=art.card_name(obs.discard[-1]) if obs.discard else "")
    if action == "draw:deck":
        return _("Draw from the deck")
    if verb == "end":
        return _("End turn")
    if verb == "nobunaga":
        return _("Nobunaga: 1 resilience for 1 card")
    return obs.describe(action)


def mark_hint(view, surface, obs, action: str) -> None:
    """The card in the hand fan, the seat it is played on, or the button that plays it."""
    parts = action.split(":")
    marked = False
    if parts[0] in ("attack", "play", "discard", "bushido", "block") and len(parts) > 1:
        drawn = view.fan_card(parts[1])
        if drawn is not None:
            corners, centre = drawn
            draw_mark_polygon(surface, corners, (centre[0] + 40, centre[1] - 60))
            marked = True
    if parts[0] in ("attack", "play") and len(parts) > 2:
        draw_mark_rect(surface, pygame.Rect(*view.place(int(parts[2])).panel), radius=12)
    for rect in [] if marked else view.spots_of(action):
        draw_mark_rect(surface, rect)
