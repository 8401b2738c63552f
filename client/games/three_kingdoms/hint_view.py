"""3KingdomsBattle's hint on the table: an action in the log's and buttons' words, and where
it is marked (the drawn tile where it would go, a city, or the button)."""
from __future__ import annotations

import pygame

from client.core.actions import split
from client.i18n import _, ngettext
from client.widgets.hint_panel import draw_mark_rect, draw_star

from . import board_view as BV
from . import decisions as D
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
    for rect, what in view._hits:
        if what == action:
            draw_mark_rect(surface, pygame.Rect(rect))
