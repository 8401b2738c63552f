"""Seat markers: the seat's colour AND its own shape, so colour-blind players can tell seats apart."""
from __future__ import annotations

import functools
import math

import pygame

from client.render import palette
from client.render.palette import SeatColour


def _regular(cx, cy, r, n, rotation=-math.pi / 2):
    return [(cx + r * math.cos(rotation + 2 * math.pi * i / n), cy + r * math.sin(rotation + 2 * math.pi * i / n))
            for i in range(n)]


def shape_points(shape: str, cx: float, cy: float, r: float):
    if shape == "square":
        return _regular(cx, cy, r * 1.15, 4, math.pi / 4)
    if shape == "triangle":
        return _regular(cx, cy + r * 0.15, r * 1.2, 3)
    if shape == "diamond":
        return _regular(cx, cy, r * 1.15, 4)
    if shape == "hexagon":
        return _regular(cx, cy, r, 6)
    if shape == "pentagon":
        return _regular(cx, cy, r * 1.05, 5)
    if shape == "star":
        pts = []
        for i in range(10):
            rad = r * (1.15 if i % 2 == 0 else 0.5)
            a = -math.pi / 2 + math.pi * i / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return pts
    if shape == "cross":
        t = r * 0.38
        return [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t), (cx + r, cy + t),
                (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r), (cx - t, cy + t), (cx - r, cy + t),
                (cx - r, cy - t), (cx - t, cy - t)]
    return None  # circle


def _halo_width(radius: float) -> int:
    return 1 if radius < 8 else 2 if radius < 20 else 3


@functools.lru_cache(maxsize=256)
def _halo(shape: str, radius: float, width: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """The shape grown by ``width`` pixels all round (a mask dilated by a disc), centred in its surface."""
    half = math.ceil(radius * 1.25) + width + 2
    stamp = pygame.Surface((2 * half + 1, 2 * half + 1), pygame.SRCALPHA)
    points = shape_points(shape, half, half, radius)
    _draw_shape(stamp, (half, half), radius, points, (255, 255, 255), (255, 255, 255))  # what the marker covers
    shape_mask = pygame.mask.from_surface(stamp)
    grown = pygame.mask.Mask(stamp.get_size())
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                grown.draw(shape_mask, (dx, dy))
    return grown.to_surface(setcolor=(*rgb, 255), unsetcolor=(0, 0, 0, 0))


def draw_marker(surface: pygame.Surface, centre, radius: float, colour: SeatColour,
                outline=palette.INK, halo=palette.PAPER_DIM) -> None:
    """The seat's shape in its colour, inside a dark outline and a light halo: the halo
    shows every colour (black too) on the dark panels, the outline on light ground."""
    cx, cy = round(centre[0]), round(centre[1])  # whole pixels: the cached halo lines up
    glow = _halo(colour.shape, radius, _halo_width(radius), tuple(halo))
    surface.blit(glow, glow.get_rect(center=(cx, cy)))
    _draw_shape(surface, (cx, cy), radius, shape_points(colour.shape, cx, cy, radius), colour.rgb, outline)


def _draw_shape(surface, centre, radius, points, fill, outline) -> None:
    if points is None:
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, outline, centre, radius, 2)
    else:
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.polygon(surface, outline, points, 2)


def draw_space_ring(surface, centre, size: int, rgb, width: int = 3, grow: float = 0.0) -> None:
    """A ring round a garrison space, wide enough to show round a troop standing on it."""
    r = max(10, round(size * 0.18)) + round(grow)
    pygame.draw.circle(surface, palette.INK, centre, r + 1, width + 2)
    pygame.draw.circle(surface, rgb, centre, r, width)
