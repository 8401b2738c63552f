"""Small pictures of Yedo's weapons and annexes, drawn with lines, so a panel can show what a seat
owns as icons with counts instead of a list of names that shrinks. Each shape differs in outline,
not only in colour; the names are in the tooltip (``thing_name``)."""
from __future__ import annotations

import math

import pygame


def _pts(rect: pygame.Rect, *xy: float) -> list[tuple[float, float]]:
    """Points given as fractions of ``rect``."""
    return [(rect.x + xy[i] * rect.width, rect.y + xy[i + 1] * rect.height) for i in range(0, len(xy), 2)]


def draw_weapon(surface, rect, kind: str, colour) -> None:
    r = pygame.Rect(rect)
    w = max(2, r.width // 9)
    line = lambda *xy: pygame.draw.lines(surface, colour, False, _pts(r, *xy), w)  # noqa: E731
    if kind == "katana":  # a curved blade, a guard, a handle
        pygame.draw.polygon(surface, colour, _pts(r, 0.36, 0.6, 0.95, 0.02, 0.5, 0.68))
        line(0.2, 0.48, 0.5, 0.78)
        line(0.36, 0.64, 0.08, 0.92)
    elif kind == "yumi":  # a bow and its string
        bow = pygame.Rect(r.x - r.width * 0.3, r.y + r.height * 0.02, r.width * 1.05, r.height * 0.96)
        pygame.draw.arc(surface, colour, bow, -math.pi / 2, math.pi / 2, w + 1)
        line(0.24, 0.04, 0.24, 0.96)
    elif kind == "shuriken":  # a four-pointed star
        pygame.draw.polygon(surface, colour, _pts(r, 0.5, 0.05, 0.6, 0.4, 0.95, 0.5, 0.6, 0.6, 0.5, 0.95, 0.4, 0.6,
                                                  0.05, 0.5, 0.4, 0.4))
    elif kind == "shuko":  # a hand band with three claws
        pygame.draw.rect(surface, colour, pygame.Rect(_pts(r, 0.15, 0.5)[0], (r.width * 0.7, r.height * 0.3)), w)
        for x in (0.25, 0.5, 0.75):
            line(x, 0.5, x - 0.08, 0.12)
    elif kind == "nawa":  # a coiled rope
        for k in range(3):
            pygame.draw.ellipse(surface, colour, r.inflate(-k * r.width * 0.28, -k * r.height * 0.28), w)
    elif kind == "metsubushi":  # a round bomb with a fuse
        pygame.draw.circle(surface, colour, _pts(r, 0.45, 0.6)[0], r.width * 0.3)
        line(0.6, 0.35, 0.75, 0.15, 0.9, 0.1)
    elif kind == "fukiya":  # a level pipe and a dart flying out of it
        pygame.draw.rect(surface, colour, pygame.Rect(_pts(r, 0.0, 0.6)[0], (r.width * 0.62, r.height * 0.22)),
                         border_radius=2)
        line(0.7, 0.38, 1.0, 0.38)
        pygame.draw.polygon(surface, colour, _pts(r, 1.0, 0.38, 0.82, 0.24, 0.82, 0.52))
    elif kind == "doku":  # a bottle with a cross
        pygame.draw.rect(surface, colour, pygame.Rect(_pts(r, 0.25, 0.35)[0], (r.width * 0.5, r.height * 0.58)),
                         border_radius=3)
        pygame.draw.rect(surface, colour, pygame.Rect(_pts(r, 0.4, 0.1)[0], (r.width * 0.2, r.height * 0.25)))
        back = (255 - colour[0], 255 - colour[1], 255 - colour[2])
        pygame.draw.line(surface, back, *_pts(r, 0.36, 0.5, 0.64, 0.8), w)
        pygame.draw.line(surface, back, *_pts(r, 0.64, 0.5, 0.36, 0.8), w)
    else:
        pygame.draw.circle(surface, colour, r.center, r.width // 3, w)


def draw_annex(surface, rect, kind: str, colour) -> None:
    r = pygame.Rect(rect)
    w = max(2, r.width // 9)
    if kind == "yashiki":  # a house with a roof
        pygame.draw.polygon(surface, colour, _pts(r, 0.05, 0.45, 0.5, 0.08, 0.95, 0.45))
        pygame.draw.rect(surface, colour, pygame.Rect(_pts(r, 0.18, 0.45)[0], (r.width * 0.64, r.height * 0.47)), w)
    elif kind == "karesansui":  # a stone in raked gravel
        pygame.draw.circle(surface, colour, _pts(r, 0.5, 0.42)[0], r.width * 0.18)
        for k in range(2):
            pygame.draw.arc(surface, colour, r.inflate(-k * r.width * 0.3, -k * r.height * 0.3).move(0, r.height * 0.1),
                            math.pi * 1.05, math.pi * 1.95, w)
    elif kind == "dojo":  # a hall under two wide roofs, on two pillars
        pygame.draw.polygon(surface, colour, _pts(r, 0.0, 0.5, 0.2, 0.32, 0.8, 0.32, 1.0, 0.5))
        pygame.draw.polygon(surface, colour, _pts(r, 0.15, 0.28, 0.3, 0.08, 0.7, 0.08, 0.85, 0.28))
        pygame.draw.line(surface, colour, *_pts(r, 0.2, 0.5, 0.2, 0.95), w)
        pygame.draw.line(surface, colour, *_pts(r, 0.8, 0.5, 0.8, 0.95), w)
        pygame.draw.line(surface, colour, *_pts(r, 0.05, 0.95, 0.95, 0.95), w)
    elif kind == "kobudo":  # two crossed staffs
        pygame.draw.line(surface, colour, *_pts(r, 0.1, 0.1, 0.9, 0.9), w + 1)
        pygame.draw.line(surface, colour, *_pts(r, 0.9, 0.1, 0.1, 0.9), w + 1)
    else:
        pygame.draw.rect(surface, colour, r.inflate(-r.width // 3, -r.height // 3), w)


def draw_prize(surface, rect, prize: str, colour) -> None:
    """An auction lot's prize (``board_map`` lot kinds): a card (action: a scroll of lines on it,
    bonus: a star), a katana, a house, a fan, a standing figure, a rolled scroll."""
    r = pygame.Rect(rect)
    w = max(2, r.width // 12)
    if prize in ("action_card", "bonus_card"):
        card = pygame.Rect(0, 0, r.height * 0.7, r.height)
        card.center = r.center
        pygame.draw.rect(surface, colour, card, w, border_radius=max(2, w))
        if prize == "action_card":
            for k in range(3):
                y = card.y + card.height * (0.3 + 0.2 * k)
                pygame.draw.line(surface, colour, (card.x + card.width * 0.25, y), (card.right - card.width * 0.25, y), w)
        else:
            star = pygame.Rect(0, 0, card.width * 0.75, card.width * 0.75)
            star.center = card.center
            cx, cy, k = star.centerx, star.centery, star.width / 2
            pygame.draw.polygon(surface, colour, [
                (cx + math.cos(a) * k * (1.0 if i % 2 == 0 else 0.42), cy + math.sin(a) * k * (1.0 if i % 2 == 0 else 0.42))
                for i, a in enumerate(-math.pi / 2 + j * math.pi / 5 for j in range(10))])
    elif prize == "weapon":
        draw_weapon(surface, r, "katana", colour)
    elif prize == "annex":
        draw_annex(surface, r, "yashiki", colour)
    elif prize == "geisha":  # an open fan
        pygame.draw.polygon(surface, colour, [(r.centerx, r.bottom - r.height * 0.1)] + [
            (r.centerx + math.cos(a) * r.width * 0.48, r.bottom - r.height * 0.1 - math.sin(a) * r.height * 0.85)
            for a in (math.pi * (0.15 + 0.07 * j) for j in range(11))])
    elif prize == "disciple":  # a head on shoulders
        pygame.draw.circle(surface, colour, _pts(r, 0.5, 0.28)[0], min(r.width, r.height) * 0.2)
        pygame.draw.polygon(surface, colour, _pts(r, 0.2, 0.95, 0.32, 0.52, 0.68, 0.52, 0.8, 0.95))
    else:  # mission: a scroll with its two rolled ends
        pygame.draw.rect(surface, colour, pygame.Rect(_pts(r, 0.22, 0.2)[0], (r.width * 0.56, r.height * 0.6)), w)
        for y in (0.15, 0.85):
            pygame.draw.line(surface, colour, *_pts(r, 0.12, y, 0.88, y), w + 1)
