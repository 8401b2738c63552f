"""Seat markers: the seat's colour AND its own shape, so colour-blind players can tell seats apart."""
from __future__ import annotations

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


def draw_marker(surface: pygame.Surface, centre, radius: float, colour: SeatColour,
                outline=palette.INK) -> None:
    cx, cy = centre
    points = shape_points(colour.shape, cx, cy, radius)
    if points is None:
        pygame.draw.circle(surface, colour.rgb, (cx, cy), radius)
        pygame.draw.circle(surface, outline, (cx, cy), radius, 2)
    else:
        pygame.draw.polygon(surface, colour.rgb, points)
        pygame.draw.polygon(surface, outline, points, 2)
    if palette.is_dark(colour.rgb):  # a light rim so a dark colour reads on dark ground
        if points is None:
            pygame.draw.circle(surface, palette.PAPER_DIM, (cx, cy), radius + 2, 1)
        else:
            pygame.draw.polygon(surface, palette.PAPER_DIM, points, 1)
