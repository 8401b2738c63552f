"""3KingdomsBattle's hint on the table: an action in the log's and buttons' words, and where
it is marked (the drawn tile where it would go, a city, or the button)."""
from __future__ import annotations

import pygame

from client.core.actions import split
from client.i18n import _, ngettext
from client.widgets.hint_panel import PANEL_W, draw_mark_rect, draw_star

from . import board_view as BV
from . import decisions as D
from . import hand
from . import place_names
from . import supply_tray
from . import vocabulary as V
from .board import parse_placement
from .log_text import side_of, square


def hint_text(view, obs, action: str) -> str:
    verb, args = split(action)
    if verb == "place":
        x, y, r = parse_placement(action)
        if not r:
            return _("Place the tile at {square}").format(square=square(x, y))
        return ngettext("Place the tile at {square}, turned once", "Place the tile at {square}, turned {n} times",
                        r).format(square=square(x, y), n=r)
    if verb == V.CITY:
        x, y, _i = (int(v) for v in args)
        name = place_names.space_name(obs.board, (x, y, _i))  # as the log and the board call it
        if name is not None:
            return _("The city of {place}").format(place=name)
        return _("The city at {square}").format(square=square(x, y, side_of(obs.board, (x, y, _i))))
    return D.label(action, view.frame_kind(obs))


def mark_hint(view, surface, obs, action: str) -> None:
    verb, args = split(action)
    cam = view.camera
    if verb == "place":
        x, y, r = parse_placement(action)
        clip = surface.get_clip()
        surface.set_clip(cam.rect)
        BV.draw_ghost(surface, cam, obs.drawn, r, (x, y))
        draw_mark_rect(surface, cam.square_rect(x, y), radius=2)
        surface.set_clip(clip)
        return
    if verb == V.CITY:
        root = tuple(int(v) for v in args)
        for city in obs.board.cities():
            spaces = obs.board.garrison_spaces(city)
            if spaces and min(spaces) == root:
                for space in spaces:
                    centre = BV.space_point(obs, cam, space)
                    BV.draw_space_ring(surface, centre, cam.size, (255, 214, 102), 5, 3)
                draw_star(surface, BV.space_point(obs, cam, spaces[0]))
        return
    for rect in view.spots_of(action):
        draw_mark_rect(surface, pygame.Rect(rect))


def panel_place(view, obs, height: int) -> tuple[tuple[int, int], int]:
    """(bottom-left, width) of the hint's panel: over the corner of the board where it hides the
    fewest squares that matter — tiles laid and those the drawn tile may go to (a hint's mark
    among them) — and neither the Fit button nor the tile in hand and the pile. Over the log it
    would hide all of it, and the players and the decision beside it are read while deciding."""
    cam = view.camera
    area = cam.rect.inflate(-16, -16)
    squares = set(obs.board.placed) | set(view.placements(view.legal(obs)))
    rects = [cam.square_rect(*sq) for sq in squares]
    corners = [pygame.Rect(0, 0, PANEL_W, height) for _k in range(4)]
    corners[0].bottomright, corners[1].bottomleft = area.bottomright, area.bottomleft
    corners[2].topright, corners[3].topleft = area.topright, area.topleft

    card, _tile, pile = hand.layout(cam.rect, cam.size)
    tray = supply_tray.tray_rect(cam.rect, view.players)

    def hidden(panel: pygame.Rect) -> int:
        fit = view.camera.manual and panel.colliderect(view.fit_button)
        held = panel.colliderect(card) + panel.colliderect(pile)  # the card lies there once a tile is drawn
        # the troops' tray weighs as a square: the score sheet tells the same
        return sum(panel.colliderect(rect) for rect in rects) + panel.colliderect(tray) + (len(rects) + 1) * (fit + held)

    panel = min(corners, key=hidden)
    return panel.bottomleft, PANEL_W
