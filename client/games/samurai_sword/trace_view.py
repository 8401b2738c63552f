"""The last attack drawn on the table: an ink brush stroke from the player's mat to the target's,
the card's small picture on it and what came of it at its head ("−2" in vermilion, the Parry that
blocked it, the card Geisha made one discard), as the card would lie between the two seats. A card
that reached three or more seats (a Battlecry round the table) is told without strokes: its picture
beside the player's place and what came of it stamped beside each seat it reached.

The stroke bows toward the middle of the table, so two seats side by side still get a readable
arc; it runs on the wood under the mats (drawn before them), the picture and the result over them.
Strokes are painted once per geometry (cached), every frame only blitted.
"""
from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from client.render import palette
from client.render.text import draw_text_in_box, text_size

from . import card_art as art
from .table_map import in_oval
from .trace import Trace

STEPS = 48  # points along the curve
SCALE = 2  # painted at twice the size and halved: smooth edges
WIDTH = 17.0  # the stroke's widest, in pixels: a loaded brush, read across the table
HEAD = 28  # the arrowhead's length
INK = (*palette.SUMI, 255)  # fresh sumi, not a grey wash
HALO = (236, 214, 170, 110)  # the wood lit round the wet ink: the stroke stands off the dark grain
DRY = 0.4  # the tail's share of the stroke where the brush runs dry: streaks of bare wood through it
CARD_H = 68  # the played card's picture on the stroke, near its target: read across the table
SHORT = 240  # a stroke shorter than this carries a smaller picture of the card
RESULT_H = 44  # what came of it at a stroke's head: the card that parried it, or the −1 seal's room
RESULT_SIZE = 24  # "−2"
MIN_LENGTH = 150  # a stroke shorter than this bows further out into the table
CLEAR = 5  # the stroke leaves the player's mat this far off its edge (its head then runs on to the target's)
TOUCH = 2  # the head's point stops this far outside the target's place: it touches it, under none of it
BADGE_CLEAR = 14  # nor passes within this of a seat's distance tag: it would seem to start under it
SPREAD = 3  # a card reaching this many seats is told by stamps beside each, not a spider of strokes
BESIDE_BONUS = 40  # px: a stamp wholly beside a seat's place is taken over one on its edge this much nearer


class Arrow(NamedTuple):
    """One stroke as drawn last: from ``seat``'s mat to ``target``'s, its ends on the wood."""
    seat: int
    target: int
    tail: tuple[int, int]
    tip: tuple[int, int]


def _bezier(a: pygame.Vector2, c: pygame.Vector2, b: pygame.Vector2) -> list[pygame.Vector2]:
    return [a * (1 - t) ** 2 + c * 2 * (1 - t) * t + b * t * t for t in (k / STEPS for k in range(STEPS + 1))]


@functools.lru_cache(maxsize=64)
def path(start: tuple, end: tuple, centre: tuple, avoid: tuple = (), wood: tuple | None = None,
         source: tuple | None = None, dest: tuple | None = None) -> list[tuple[float, float]]:
    """The stroke's points from the mat ``start`` (from its point ``source``, its middle when None: the
    attacker's portrait) to the mat ``end`` (x, y, w, h; toward its point ``dest``, the target's
    portrait, else its middle), the parts over either mat cut away: as straight as it may be while it crosses none of ``avoid`` (the piles, the
    other mats, the hand) nor leaves the oval ``wood`` (x, y, w, h) and is long enough to read, bowed
    toward ``centre`` when the mats are close, else round what lies between them. Empty when the
    mats leave no room between them."""
    a_rect, b_rect = pygame.Rect(start).inflate(2 * CLEAR, 2 * CLEAR), pygame.Rect(end).inflate(2 * CLEAR, 2 * CLEAR)
    blocks = [pygame.Rect(r) for r in avoid]
    oval = pygame.Rect(wood) if wood else None

    def off(p) -> bool:
        if any(r.collidepoint(p) for r in blocks):
            return True
        return oval is not None and not in_oval(p.x, p.y, oval.centerx, oval.centery, oval.width / 2, oval.height / 2)
    # the ends by the portraits first; where every way from there crosses something, from the
    # mats' nearest edges (the stroke then leaves the mat where the way is open)
    ends = [(pygame.Vector2(source or a_rect.center), pygame.Vector2(dest or b_rect.center))]
    ends += [(p, q) for p in _edge_points(a_rect, b_rect.center) for q in _edge_points(b_rect, a_rect.center)]
    best, best_key = [], None
    rank = 0
    for a, b in ends:
        mid = (a + b) / 2
        across = pygame.Vector2(-(b - a).y, (b - a).x)
        across = across.normalize() if across.length() else pygame.Vector2()
        controls = [mid + (pygame.Vector2(centre) - mid) * pull for pull in (0.3, 0.6, 0.9, 1.2)]
        controls += [mid + across * k for d in (90, 180, 270, 360) for k in (d, -d)]
        for control in controls:
            rank += 1
            points = _bezier(a, control, b)
            first = next((k for k, p in enumerate(points) if not a_rect.collidepoint(p)), None)
            last = next((k for k in range(len(points) - 1, -1, -1) if not b_rect.collidepoint(points[k])), None)
            if first is None or last is None or last - first < 4:
                continue
            kept = points[first:last + 1] + _reach(points, last, pygame.Rect(end).inflate(2 * TOUCH, 2 * TOUCH))
            length = sum((q - p).length() for p, q in zip(kept, kept[1:]))
            crossed = sum(1 for p in kept if off(p))
            key = (crossed > 0, length < MIN_LENGTH, crossed, rank)
            if best_key is None or key < best_key:
                best, best_key = [(p.x, p.y) for p in kept], key
    return best


def _reach(points: list[pygame.Vector2], last: int, rect: pygame.Rect) -> list[pygame.Vector2]:
    """The point where the curve after ``points[last]`` first touches ``rect``: the head is drawn up to
    the target's mat (a head stopping short of it, frozen, pointed at the gap beside it)."""
    for p, q in zip(points[last:], points[last + 1:]):
        for k in range(1, 9):
            r = p + (q - p) * (k / 8)
            if rect.collidepoint(r):
                return [r]
    # a curve ending by the mat's edge (close seats) stops short of it: on straight in its last direction
    along = points[-1] - points[-2]
    if along.length():
        step = along.normalize()
        for k in range(1, 4 * CLEAR):
            if rect.collidepoint(points[-1] + step * k):
                return [points[-1] + step * k]
    return []


def _edge_points(rect: pygame.Rect, toward) -> list[pygame.Vector2]:
    """Points just inside ``rect``'s edge a stroke may leave it by (it leaves it at once): the one
    nearest ``toward``, then the middles of its sides, nearest ``toward`` first."""
    near = pygame.Vector2(min(max(toward[0], rect.x + 2), rect.right - 3), min(max(toward[1], rect.y + 2), rect.bottom - 3))
    sides = [pygame.Vector2(rect.centerx, rect.y + 2), pygame.Vector2(rect.centerx, rect.bottom - 3),
             pygame.Vector2(rect.x + 2, rect.centery), pygame.Vector2(rect.right - 3, rect.centery)]
    return [near] + sorted(sides, key=lambda p: p.distance_to(toward))


@functools.lru_cache(maxsize=32)
def stroke(points: tuple[tuple[float, float], ...]) -> tuple[pygame.Surface, tuple[int, int]]:
    """The brush stroke along ``points`` with its head at the last: (surface, where its top-left goes).
    Thin where the brush touches down, full in the middle, ending in a sharp head."""
    pts = [pygame.Vector2(p) for p in points]
    xs, ys = [p.x for p in pts], [p.y for p in pts]
    pad = WIDTH + HEAD
    left, top = int(min(xs) - pad), int(min(ys) - pad)
    size = (int(max(xs) + pad) - left, int(max(ys) + pad) - top)
    big = pygame.Surface((size[0] * SCALE, size[1] * SCALE), pygame.SRCALPHA)
    at = lambda p: ((p.x - left) * SCALE, (p.y - top) * SCALE)  # noqa: E731
    lengths = [0.0]
    for p, q in zip(pts, pts[1:]):
        lengths.append(lengths[-1] + (q - p).length())
    total = lengths[-1]
    # the shaft stops where the head begins
    shaft = [k for k, s in enumerate(lengths) if s <= total - HEAD * 0.8]
    sides_l, sides_r = [], []
    for k in shaft:
        nxt = pts[min(k + 1, len(pts) - 1)] - pts[max(k - 1, 0)]
        if nxt.length() == 0:
            continue
        normal = pygame.Vector2(-nxt.y, nxt.x).normalize()
        t = lengths[k] / total
        w = WIDTH * (0.3 + 0.7 * min(1.0, t * 4)) * (1 - 0.25 * t)  # pressed down, easing off
        sides_l.append(at(pts[k] + normal * w / 2))
        sides_r.append(at(pts[k] - normal * w / 2))
    tip = pts[-1]
    back = pts[shaft[-1]] if shaft else pts[0]
    along = (tip - back)
    head = []
    if along.length():
        unit = along.normalize()
        side = pygame.Vector2(-unit.y, unit.x)
        neck = tip - unit * HEAD
        head = [at(tip), at(neck + side * HEAD * 0.55), at(neck + unit * HEAD * 0.25), at(neck - side * HEAD * 0.55)]
    body = sides_l + sides_r[::-1] if len(sides_l) >= 2 else []
    for shape in (body, head):  # the halo first: the ink lies on it
        if shape:
            pygame.draw.polygon(big, HALO, shape, 0)
            pygame.draw.lines(big, HALO, True, shape, 5 * SCALE)
    for shape in (body, head):
        if shape:
            pygame.draw.polygon(big, INK, shape)
    _dry_streaks(big, pts, lengths, total, at)
    small = pygame.transform.smoothscale(big, size)
    return (small.convert_alpha() if pygame.display.get_surface() else small), (left, top)


def _dry_streaks(big, pts, lengths, total: float, at) -> None:
    """Where the brush set down it runs dry: two thin streaks of bare wood along the stroke's first
    part, fading out (the halo's light shows through)."""
    for offset, reach in ((-0.22, DRY), (0.18, DRY * 0.7)):
        trail = []
        for k, p in enumerate(pts):
            t = lengths[k] / total if total else 0
            if t > reach:
                break
            nxt = pts[min(k + 1, len(pts) - 1)] - pts[max(k - 1, 0)]
            if nxt.length() == 0:
                continue
            normal = pygame.Vector2(-nxt.y, nxt.x).normalize()
            trail.append(at(p + normal * WIDTH * offset * (0.3 + 0.7 * min(1.0, t * 4))))
        if len(trail) >= 2:
            pygame.draw.lines(big, HALO, False, trail, SCALE + 1)


def reached(trace: Trace, waiting: int | None = None) -> list[int]:
    """The seats ``trace``'s card reached, and ``waiting``, one still to answer it."""
    targets = [h.target for h in trace.hits]
    if waiting is not None and waiting not in targets:
        targets.append(waiting)
    return [t for t in targets if t != trace.seat]


def draw_stamps(surface, trace: Trace | None, panels: dict, portraits: dict, waiting: int | None, wood: pygame.Rect,
                keep_clear=()) -> list[tuple[pygame.Rect, str]]:
    """A card that reached SPREAD or more seats (a Battlecry round the table): its picture on the wood
    beside the player's place, and beside each seat it reached what came of it ("−1", the card that
    answered it), each on the wood by the side of the seat's place nearest its portrait, over none of
    ``keep_clear`` (the piles, the seats' places and tags) where it can. Returns (rect, card) of each
    mark drawn, as ``draw_marks``; nothing when the card reached fewer seats (strokes tell it)."""
    if trace is None or trace.seat not in panels or len(reached(trace, waiting)) < SPREAD:
        return []
    clear = [pygame.Rect(r) for r in keep_clear]
    face = art.mini_card(trace.card, CARD_H)
    spot = _beside(panels[trace.seat], portraits.get(trace.seat), face.get_size(), wood, clear, straddle=False)
    rect = face.get_rect(center=spot)
    pygame.draw.rect(surface, palette.SUMI, rect.inflate(4, 4), border_radius=4)
    surface.blit(face, rect)
    shown = [(rect, trace.card)]
    for hit in trace.hits:
        if hit.target not in panels or hit.target == trace.seat:
            continue
        size = _result_size(hit)
        at = _beside(panels[hit.target], portraits.get(hit.target), size, wood, clear + [r for r, _c in shown])
        shown += _result(surface, hit, at)
    return shown


def _beside(panel, portrait, size, wood: pygame.Rect, clear, straddle: bool = True) -> tuple[int, int]:
    """The middle of a box ``size`` big on the wood just outside ``panel`` (or, with ``straddle``, on
    its edge like a seal stamped on it), as near its ``portrait`` as may be while it covers none of
    ``clear`` but ``panel``; failing that, the one covering least."""
    return _beside_cached(tuple(panel), tuple(portrait) if portrait else None, tuple(size), tuple(wood),
                          tuple(tuple(r) for r in clear), straddle)


@functools.lru_cache(maxsize=64)
def _beside_cached(panel, portrait, size, wood, clear, straddle: bool) -> tuple[int, int]:
    place = pygame.Rect(panel)
    near = pygame.Vector2(pygame.Rect(portrait).center if portrait else place.center)
    w, h = size
    xs = range(place.x + w // 2, place.right - w // 2 + 1, 8)
    ys = range(place.y + h // 2, place.bottom - h // 2 + 1, 8)
    spots = []  # (centre, True when wholly beside the place, False when straddling its edge)
    for off, beside in ((6 + h // 2, True), (0, False))[:2 if straddle else 1]:
        spots += [((x, place.y - off), beside) for x in xs] + [((x, place.bottom + off), beside) for x in xs]
    for off, beside in ((6 + w // 2, True), (0, False))[:2 if straddle else 1]:
        spots += [((place.x - off, y), beside) for y in ys] + [((place.right + off, y), beside) for y in ys]
    oval = pygame.Rect(wood)
    rects = [pygame.Rect(r) for r in clear if straddle is False or pygame.Rect(r) != place]
    best, least = None, None
    # the nearest the portrait first, one wholly on the wood beside the place a little preferred
    for (x, y), inset in sorted(spots, key=lambda item: near.distance_to(item[0]) - (BESIDE_BONUS if item[1] else 0)):
        box = pygame.Rect(0, 0, w, h)
        box.center = (x, y)
        if not all(in_oval(px, py, oval.centerx, oval.centery, oval.width / 2, oval.height / 2)
                   for px in (box.x, box.right) for py in (box.y, box.bottom)):
            continue
        covered = sum(box.clip(r).width * box.clip(r).height for r in rects)
        if not covered:
            return x, y
        if least is None or covered < least:
            best, least = (x, y), covered
    return best or place.midtop


def strokes(trace: Trace | None, mats: dict[int, pygame.Rect], wood: pygame.Rect, waiting: int | None,
            avoid: tuple, portraits: dict[int, pygame.Rect] | None = None,
            badges: tuple = ()) -> list[tuple[Arrow, list]]:
    """The arrows of ``trace`` between the mats (``waiting``: a seat still to answer it, drawn too),
    each leaving the player's mat beside its portrait (``portraits``, seat: rect) where given,
    on the oval ``wood`` and round what ``avoid`` holds (the piles, the hand), the other mats and the
    seats' distance tags (``badges``, its two ends included) where they can: (arrow, its points) per
    seat it reached."""
    if trace is None or trace.seat not in mats:
        return []
    targets = reached(trace, waiting)
    if len(targets) >= SPREAD:
        return []  # told by stamps at each seat (``draw_stamps``): a spider of strokes hid the table
    tags = tuple(tuple(pygame.Rect(b).inflate(2 * BADGE_CLEAR, 2 * BADGE_CLEAR)) for b in badges)
    out = []
    for target in targets:
        if target == trace.seat or target not in mats:
            continue
        others = tuple(tuple(m) for s, m in sorted(mats.items()) if s not in (trace.seat, target))
        source, dest = (tuple(portraits[s].center) if portraits and s in portraits else None
                        for s in (trace.seat, target))  # the ends by the portraits, away from the distance tags
        pts = path(tuple(mats[trace.seat]), tuple(mats[target]), wood.center, (*avoid, *others, *tags), tuple(wood),
                   source, dest)
        if pts:
            out.append((Arrow(trace.seat, target, tuple(map(round, pts[0])), tuple(map(round, pts[-1]))), pts))
    return out


def draw_strokes(surface, drawn) -> None:
    """The ink strokes (under the mats)."""
    for _arrow, pts in drawn:
        img, topleft = stroke(tuple((round(x, 1), round(y, 1)) for x, y in pts))
        surface.blit(img, topleft)


def draw_marks(surface, trace: Trace, drawn, keep_clear=()) -> list[tuple[pygame.Rect, str]]:
    """Over the mats: the card's picture riding the middle of its stroke, what came of it stamped on
    its corner; a card that reached several seats (Battlecry, Jujutsu) shows its picture where the
    strokes part and what came of it near each head. Each slides along its stroke off ``keep_clear``
    (the piles, the seats) where it can. Returns (rect, card) of each mark drawn (card "" for a seal
    of resilience lost)."""
    if not drawn:
        return []
    clear = [pygame.Rect(r) for r in keep_clear]
    for _arrow, points in drawn:  # nor over a stroke's head
        clear.append(pygame.Rect(0, 0, 2 * HEAD + 8, 2 * HEAD + 8).move(round(points[-1][0]) - HEAD - 4,
                                                                        round(points[-1][1]) - HEAD - 4))
    single = len(drawn) == 1
    pts = drawn[0][1]
    # a short stroke between neighbouring mats carries the smaller picture: the large one would hide them
    face = art.mini_card(trace.card, CARD_H if _length(pts) >= SHORT else RESULT_H + 4)
    reach = face.get_height() * 0.75 + 24
    if single:  # on the stroke's middle: read as the stroke's, neither seat's (the head left clear)
        spot = _slide(pts, _length(pts) / 2, face.get_size(), clear)
    else:
        spot = _slide(pts, reach, face.get_size(), clear)
    rect = face.get_rect(center=(round(spot[0]), round(spot[1])))
    pygame.draw.rect(surface, palette.SUMI, rect.inflate(4, 4), border_radius=4)
    surface.blit(face, rect)
    shown = [(rect, trace.card)]
    for arrow, pts in drawn:
        hit = trace.hit(arrow.target)
        if hit is not None:
            at = (rect.right - 2, rect.bottom - 6) if single else \
                _slide(pts[::-1], HEAD + RESULT_H // 2, (RESULT_H, RESULT_H), clear + [r for r, _c in shown])
            shown += _result(surface, hit, at)
    return shown


def _length(pts) -> float:
    return sum((pygame.Vector2(q) - pygame.Vector2(p)).length() for p, q in zip(pts, pts[1:]))


def _slide(pts, distance: float, size, clear) -> tuple[float, float]:
    """The point ``distance`` along ``pts``, or the nearest further along where a mark ``size`` big
    there covers none of ``clear``; failing that (a short stroke between close mats) a place beside
    the stroke that covers none, else the one covering least of them."""
    return _slide_cached(tuple(map(tuple, pts)), round(distance), tuple(size), tuple(tuple(r) for r in clear))


SIDESTEPS = ((0, 0), *((dx * k, dy * k) for k in (24, 48) for dx, dy in
                       ((0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (1, -1), (-1, 1), (1, 1))))


@functools.lru_cache(maxsize=64)
def _slide_cached(pts, distance: int, size, clear) -> tuple[float, float]:
    box = pygame.Rect((0, 0), size).inflate(4, 4)
    rects = [pygame.Rect(r) for r in clear]
    total = _length(pts)
    along = [_along(pts, d) for d in range(distance, round(max(distance, total - HEAD)) + 1, 8)]
    best, least = _along(pts, distance), None
    for dx, dy in SIDESTEPS:
        for spot in along:
            box.center = (round(spot[0] + dx), round(spot[1] + dy))
            covered = sum(box.clip(r).width * box.clip(r).height for r in rects)
            if not covered:
                return spot[0] + dx, spot[1] + dy
            if least is None or covered < least:
                best, least = (spot[0] + dx, spot[1] + dy), covered
    return best


def _along(pts, distance: float) -> tuple[float, float]:
    """The point ``distance`` along the polyline ``pts`` from its first point (its last when shorter)."""
    for p, q in zip(pts, pts[1:]):
        step = pygame.Vector2(q) - pygame.Vector2(p)
        if step.length() >= distance:
            return tuple(pygame.Vector2(p) + step.normalize() * distance) if distance else p
        distance -= step.length()
    return pts[-1]


def _result(surface, hit, centre) -> list[tuple[pygame.Rect, str]]:
    """What the card did to a seat, centred on ``centre``: "−2" on a vermilion seal, the card that
    parried it in a vermilion ring, the card Geisha made it discard."""
    out = []
    if hit.lost:
        out.append((_result_seal(surface, centre, f"−{hit.lost}"), ""))
    card = hit.blocked or hit.discarded
    if card:
        mini = art.mini_card(card, RESULT_H)
        box = mini.get_rect(center=(round(centre[0]), round(centre[1])))
        pygame.draw.rect(surface, palette.WASHI, box.inflate(4, 4), border_radius=4)
        surface.blit(mini, box)
        if hit.blocked:
            pygame.draw.rect(surface, palette.SHEET_LIT, box.inflate(6, 6), 2, border_radius=5)
        out.append((box, card))
    return out


def _result_size(hit) -> tuple[int, int]:
    """How big what came of a card at one seat is drawn (``_result``): the card that answered it, else the seal."""
    card = hit.blocked or hit.discarded
    if card:
        return art.mini_card(card, RESULT_H).get_width() + 4, RESULT_H + 4
    return _seal_size(f"−{hit.lost}")


def _seal_size(text: str) -> tuple[int, int]:
    w, h = text_size(text, RESULT_SIZE, True)
    return w + 14, h + 4


def _result_seal(surface, centre, text: str) -> pygame.Rect:
    """Resilience lost: vermilion words on a small washi seal."""
    seal = pygame.Rect((0, 0), _seal_size(text))
    seal.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, palette.WASHI, seal, border_radius=5)
    pygame.draw.rect(surface, palette.SHU, seal, 2, border_radius=5)
    draw_text_in_box(surface, text, seal, RESULT_SIZE, palette.SHEET_LIT, bold=True)
    return seal
