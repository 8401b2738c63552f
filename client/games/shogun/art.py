"""Shogun's pictures (view_contract.ArtModule): the SVG files under assets/art/shogun/ the table
draws (buildings, the nobori banner, the terrain motifs, the sea's wave tile, the cube tower and
its cubes), and the gallery of `python -m client art shogun`: both faces of the painted map whole,
the tower with cubes on its baffles and in its tray, and each picture on its own."""
from __future__ import annotations

from collections.abc import Iterator

import pygame

from client.render import art, palette
from client.render.palette import SEAT_COLOURS

BUILDINGS = ("castle", "temple", "theatre")
# (the last four head the planning board's spaces, the action cards and the daimyo track's steps)
PICTURES = BUILDINGS + ("nobori_cloth", "nobori_pole", "mountain", "forest", "seigaiha", "tower", "cube",
                        "koban", "troops", "war", "shield", "season_spring", "season_summer", "season_autumn",
                        "season_winter")
MAP_SIZE = (1600, 660)  # a map face in the gallery: as wide as the table, the sea round it
TILE = (200, 200)


def required_pictures() -> list[str]:
    return list(PICTURES)


def _on_paper(picture: pygame.Surface, size=TILE) -> pygame.Surface:
    face = pygame.Surface(size)
    face.fill(palette.KINARI)
    face.blit(picture, picture.get_rect(center=face.get_rect().center))
    return face


def board_face(face: str, players: int = 5) -> pygame.Surface:
    """A map face whole, painted, with every province's names (as a table starts, nobody's yet)."""
    from .board_art import BoardArt

    board = BoardArt(face, players, pygame.Rect((0, 0), MAP_SIZE))
    out = pygame.Surface(MAP_SIZE)
    board.draw(out)
    out.blit(board.labels, (board.ox, board.oy))
    return out


def banners() -> pygame.Surface:
    """The nobori dyed in each seat's colour, with its shape."""
    from .board_art import board_art

    board = board_art("sun", 5, (0, 0, 1216, 498))
    w, h = board.banner_size
    out = pygame.Surface((len(SEAT_COLOURS) * (w + 12) + 12, max(TILE[1], h + 24)))
    out.fill(palette.KINARI)
    for k, col in enumerate(SEAT_COLOURS):
        out.blit(board.banner(col), (12 + k * (w + 12), (out.get_height() - h) // 2))
    return out


def tower() -> pygame.Surface:
    """The cube tower as the table shows it: cubes of five seats and the peasants on its baffles, a
    drop's cubes in its tray."""
    from .tower_anim import TowerView, demo_drop

    from .view import TOWER

    rect = pygame.Rect((0, 0), TOWER.size)
    out = pygame.Surface(rect.inflate(16, 16).size)
    out.fill(palette.LACQUER)
    view = TowerView(rect.move(8, 8))
    inside = [2, 1, 2, 1, 1, 3]
    view.push("battle", dict(demo_drop(inside), province="Mino"), animate=False)
    view.draw(out, list(SEAT_COLOURS[:5]), inside, lambda seat: f"{seat + 1}")
    return out


def gallery() -> Iterator[tuple[str, pygame.Surface]]:
    for face in ("sun", "moon"):
        yield f"board_{face}", board_face(face)
    yield "tower_with_cubes", tower()
    yield "nobori_in_seat_colours", banners()
    for name in PICTURES:
        if name == "seigaiha":  # a tile: shown repeated, as the sea has it
            tile = art.picture("shogun", name, (96, 48))
            sea = pygame.Surface(TILE)
            for y in range(0, TILE[1], 48):
                for x in range(-(y // 48 % 2) * 48, TILE[0], 96):
                    sea.blit(tile, (x, y))
            yield name, sea
        else:
            yield name, _on_paper(art.picture("shogun", name, (160, 160)))
