"""The cube tower beside the board, animated from the rules' ``battle`` and
``tower_preload`` events.

The animation shows exactly what an event says: the thrown cubes and the
tray's cubes drop in; as many of each owner as came out land in the tray;
an owner whose count inside grew has that many cubes stop on a baffle, and
one whose count fell has that many stuck cubes shaken loose. Which baffle a
stuck cube rests on is hidden in the game, so the picture spreads them
evenly. Paced by the animation setting; ``skip`` ends it at once.

The tower is a wooden frame (assets/art/shogun/tower.svg) open at the front, so the baffles
and the cubes falling past them are seen; each cube is the cube picture dyed in its owner's
colour with the owner's shape on it.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from client.i18n import N_, _
from client.render import art, palette
from client.render.text import draw_text, draw_text_in_box, fits
from client.widgets.base import draw_sheet

from .board_art import ARMY_CUBE, dyed_cube
from .caption import PRELOAD
from .log_text import battle_result, province

PEASANT = (86, 168, 74)
CUBE = 7  # half size of a cube inside the tower, smaller than in the tray: it is further back, the tower narrow
TRAY_CUBE = ARMY_CUBE  # px: a cube in the tray, as large as the armies' cubes on the map
REST = CUBE + 3  # a cube's centre above a baffle's middle line
# the tower picture's 130 × 250 frame (drawn at its own proportions, tall and narrow), seen a little
# from the right: the open front between the posts and under the lintel, the depth its side shows
# (back = front + (DEPTH_X, -DEPTH_Y))
FRAME_W, FRAME_H = 130, 250
INSIDE = (20, 75, 93, 198)  # left, top, right, bottom in the picture's units
FEET = 226  # the picture's units down to the base's foot, where the tray stands in front of it
HOPPER_CORNER = (127, 12)  # the hopper's back corner, where the tally's cord is tied
DEPTH_X, DEPTH_Y = 17, 12
INSIDE_FILL = (72, 48, 30)  # the back wall's dark planks, the cubes' colours read against them
BACK_SEAM = (50, 32, 20)
SIDE_WALL = (104, 72, 44)  # the inside of the left wall, lit from the open front
FLOOR = (56, 38, 24)
PLANK = (150, 106, 58)  # a baffle's front edge
PLANK_TOP = (198, 152, 92)  # and its top, in the light
TRAY_FLOOR = (164, 118, 66)  # the tray: pale wood inside a black-lacquered rim, gold line
TRAY_LACQUER = (40, 30, 26)
TRAY_PRINT = (126, 86, 46)  # the tray's name printed faintly on its floor, in a darker stain
TRAY_RIM = 5  # px
TRAY_DEPTH = (6, 6)  # px the tray's back rim lies right and up of its front (little: the front is written on, whole lines)
FLOOR_H, FRONT_H = 44, 50  # px: the tray's floor seen from above, its front (the last drop written on it)
TAG_ROW, TAG_CUBE = 20, 16  # px: a line of the tally tag, its cube
TAG_HEAD = 24  # px: the tag's heading, the cubes in the tower all told
MIN_TRAY_CUBE = 14  # px: a big drop's cubes in the tray are drawn smaller, down to this, to keep two rows
TRAY_ROWS = 2  # the tray's floor holds two rows of cubes seen from the front, never more
FALL = 1.15  # seconds for one cube from the top to the tray (normal speed)
STAGGER = 0.075
SOUND_GAP = 0.07
TALLY_HEAD = N_("In tower {n}")  # the heading of the tag hanging by the tower: the cubes stuck in it
LOADED = N_("Tower loaded")  # the tray's front after the loading drop (the tag tells how many stayed)
TRAY_LABEL = N_("Tray")  # printed faintly on the empty tray's floor
NAME_PLATE = N_("Cube tower")  # written in gold on the tray's front until the first drop


class _Cube:
    __slots__ = ("owner", "start", "points", "durations", "stays")

    def __init__(self, owner, start, points, durations, stays):
        self.owner = owner
        self.start = start
        self.points = points
        self.durations = durations
        self.stays = stays  # ends on a baffle (drawn there afterwards until resync)

    def end(self) -> float:
        return self.start + sum(self.durations)

    def points_end(self) -> float:
        """When the cube first touches something (a baffle or the tray)."""
        return self.start + self.durations[0]

    def pos(self, t: float):
        t -= self.start
        if t <= 0:
            return None
        for (a, b), d in zip(zip(self.points, self.points[1:]), self.durations):
            if t <= d:
                k = t / d
                k = k * k * (3 - 2 * k) if a[1] >= b[1] - 4 else k * k  # falls speed up
                return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            t -= d
        return self.points[-1]


class TowerView:
    def __init__(self, rect: pygame.Rect, sound=None):
        self.rect = pygame.Rect(rect)
        self.sound = sound  # called with "cube" as cubes land (at most one every SOUND_GAP s)
        self._sounded = -1.0
        r = self.rect
        # the tray along the foot, the tower standing behind it (its feet hidden by the tray), the
        # tally's tag hanging beside the tower
        tray_top = r.bottom - FRONT_H - FLOOR_H
        fh = round((tray_top - r.y) * FRAME_H / FEET)
        fw = round(fh * FRAME_W / FRAME_H)
        self.frame = pygame.Rect(r.x, r.y, fw, fh)
        f, k = self.frame, fw / FRAME_W
        self.k = k
        self.depth = (round(DEPTH_X * k), round(DEPTH_Y * k))
        self.body = pygame.Rect(f.x + round(INSIDE[0] * k), f.y + round(INSIDE[1] * k),
                                round((INSIDE[2] - INSIDE[0]) * k), round((INSIDE[3] - INSIDE[1]) * k))
        self.hook = (f.x + round(HOPPER_CORNER[0] * k), f.y + round(HOPPER_CORNER[1] * k))
        self.tally = pygame.Rect(f.right + 2, f.y + round(34 * k), r.right - f.right - 4, tray_top - f.y - round(40 * k))
        b, (dx, dy) = self.body, self.depth
        gap = round(b.width * 0.26)  # where the cubes drop past a baffle
        # two baffles, each from its high end to its low end, where the cubes drop off: the first
        # sloping down to the right, the second to the left. Their front edges; the cubes rest on the
        # middle of their tops, half the depth back
        self.fronts = [
            ((b.left, b.top + b.height * 0.36), (b.right - gap, b.top + b.height * 0.48)),
            ((b.right, b.top + b.height * 0.64), (b.left + gap, b.top + b.height * 0.77)),
        ]
        # (the second's high end goes on behind the right post: its cubes rest where they are seen)
        self.baffles = [self._rest_line((ax + dx / 2, ay - dy / 2), (bx + dx / 2, by - dy / 2))
                        for (ax, ay), (bx, by) in self.fronts]
        self.tray = pygame.Rect(r.x, tray_top, r.width, FLOOR_H)
        self.front = pygame.Rect(r.x, tray_top + FLOOR_H, r.width - TRAY_DEPTH[0], FRONT_H)
        self.back = inside_picture(b.size, tuple(((ax - b.x, ay - b.y), (bx - b.x, by - b.y))
                                                 for (ax, ay), (bx, by) in self.fronts), self.depth)
        self.cubes: list[_Cube] = []
        self.clock = 0.0
        self.queue: list[tuple[str, dict]] = []
        self.last: dict | None = None  # the last drop's data (tray and result)
        self.tray_cubes: list[int] = []  # owners of the cubes lying in the tray picture
        self.inside: list[int] | None = None  # counts shown on the baffles while animating
        self.rng = random.Random(7)

    def _rest_line(self, a, c):
        """The line the cubes rest on, from ``a`` to ``c``, its ends kept in sight between the posts."""
        lo, hi = self.body.left + self.depth[0] / 2 + 2, self.body.right - CUBE - 2

        def at(x):
            x = min(max(x, lo), hi)
            return (x, a[1] + (c[1] - a[1]) * (x - a[0]) / (c[0] - a[0]))

        return at(a[0]), at(c[0])

    # -- control --------------------------------------------------------------------
    def busy(self) -> bool:
        return bool(self.cubes) or bool(self.queue)

    def push(self, kind: str, data: dict, animate: bool) -> None:
        if animate:
            self.queue.append((kind, data))
            if not self.cubes:
                self._start_next()
        else:
            self._finish(kind, data)

    def skip(self) -> None:
        while self.busy():
            if self.cubes:
                self._finish(*self._current)
                self.cubes = []
            if self.queue:
                self._finish(*self.queue.pop(0))
        self.inside = None

    def reset(self) -> None:
        self.cubes = []
        self.queue = []
        self.inside = None

    def update(self, dt: float, factor: float) -> None:
        if not self.cubes:
            return
        if factor <= 0:
            self.skip()
            return
        before = self.clock
        self.clock += dt * factor
        if self.sound is not None and self.clock - self._sounded >= SOUND_GAP and any(
                before < c.points_end() <= self.clock for c in self.cubes):
            self._sounded = self.clock
            self.sound("cube")
        if self.clock >= max(c.end() for c in self.cubes) + 0.35:
            self._finish(*self._current)
            self.cubes = []
            self.inside = None
            if self.queue:
                self._start_next()

    def _finish(self, kind, data) -> None:
        self.last = dict(data, kind=kind)
        self.tray_cubes = [o for o, k in enumerate(data["came_out"]) for _ in range(k)]

    # -- building a drop ------------------------------------------------------------------
    def _start_next(self) -> None:
        kind, data = self.queue.pop(0)
        self._current = (kind, data)
        owners = len(data["came_out"])
        thrown = data["thrown"]
        from_tray = data.get("from_tray") or [0] * owners
        came_out = data["came_out"]
        after = data["inside"]
        before = [after[o] - thrown[o] - from_tray[o] + came_out[o] for o in range(owners)]
        self.inside = list(before)
        rng = self.rng
        falling: list[tuple[int, bool]] = []  # (owner, sticks)
        released: list[int] = []
        for o in range(owners):
            delta = after[o] - before[o]
            went_in = thrown[o] + from_tray[o]
            sticks = max(0, delta)
            falling += [(o, True)] * sticks + [(o, False)] * (went_in - sticks)
            if delta < 0:
                released += [o] * (-delta)
                self.inside[o] -= -delta
        rng.shuffle(falling)
        self.cubes = []
        self.tray_cubes = []
        spots = self.tray_spots(len(sum(([o] * k for o, k in enumerate(came_out)), [])))
        owners_in_tray = [o for o, k in enumerate(came_out) for _ in range(k)]
        self._landing = {o: [p for p, w in zip(spots, owners_in_tray) if w == o] for o in range(owners)}
        self._sounded = -1.0
        stagger = STAGGER if len(falling) < 30 else STAGGER * 30 / len(falling)
        for k, (o, sticks) in enumerate(falling):
            self.cubes.append(self._path(o, k * stagger, sticks, rng))
        for k, o in enumerate(released):
            self.cubes.append(self._path(o, 0.3 + k * stagger * 2, False, rng, from_level=rng.randrange(2)))
        self.clock = 0.0

    def _path(self, owner, start, sticks, rng, from_level=None) -> _Cube:
        b = self.body
        x0 = rng.uniform(b.left + 8, b.right - 8)
        pts = []
        durs = []
        levels = (0, 1)
        stop_level = rng.randrange(2) if sticks else None
        if from_level is not None:
            (ax, ay), (bx, by) = self.baffles[from_level]
            x = ax + (bx - ax) * rng.uniform(0.3, 0.7)
            pts.append((x, ay + (by - ay) * (x - ax) / (bx - ax) - REST))
            levels = range(from_level + 1, 2)
        else:
            pts.append((x0, b.top - 24))
        for lv in levels:
            (ax, ay), (bx, by) = self.baffles[lv]
            x = min(max(pts[-1][0], min(ax, bx) + 6), max(ax, bx) - 6)
            y = ay + (by - ay) * (x - ax) / (bx - ax) - REST
            pts.append((x, y))
            durs.append(FALL * 0.28)
            if stop_level == lv:
                # rests a little way down the slope
                x2 = x + (bx - x) * rng.uniform(0.2, 0.6)
                pts.append((x2, ay + (by - ay) * (x2 - ax) / (bx - ax) - REST))
                durs.append(FALL * 0.15)
                return _Cube(owner, start, pts, durs, True)
            # bounce off the baffle, slide to its low end and drop off
            pts.append((x + (bx - x) * 0.4, y - 10))
            durs.append(FALL * 0.1)
            pts.append((bx + (6 if bx > ax else -6), by - REST))
            durs.append(FALL * 0.12)
        landing = self._landing.get(owner)
        if landing:  # where it will lie when the drop is over: the cubes never jump at the end
            pts.append(landing.pop(rng.randrange(len(landing))))
        else:
            t = self.tray
            pts.append((rng.uniform(t.left + 16, t.right - 24), rng.uniform(t.top + 14, t.bottom - 8)))
        durs.append(FALL * 0.25)
        return _Cube(owner, start, pts, durs, False)

    def _tray_width(self) -> float:
        """The floor's width the cubes may lie across, inside the rim."""
        return self.tray.width - TRAY_DEPTH[0] - 2 * TRAY_RIM - 8

    def tray_cube(self, n: int) -> int:
        """The size of ``n`` cubes in the tray: the armies' own size while two rows hold them, smaller
        for a big drop (never below MIN_TRAY_CUBE; beyond that they lie closer, a little overlapping)."""
        per_row = -(-max(1, n) // TRAY_ROWS)
        return int(max(MIN_TRAY_CUBE, min(TRAY_CUBE, self._tray_width() / per_row + 2)))

    def tray_spots(self, n: int) -> list[tuple[float, float]]:
        """Where ``n`` cubes lie on the tray's floor, in reading order (the back row first): at most
        two rows of cubes side by side, a little askew, centred on the floor, the back row inside the
        back rim; a big drop's cubes are smaller and lie closer, never spilling over the rim."""
        t, (dx, _dy) = self.tray, TRAY_DEPTH
        size = self.tray_cube(n)
        width = self._tray_width()
        per_row = max(1, min(int(width // (size - 2)), -(-max(1, n) // TRAY_ROWS)))
        if per_row * TRAY_ROWS < n:
            per_row = -(-n // TRAY_ROWS)
        step = min(size - 2, (width - size) / max(1, per_row - 1))
        rows = max(1, -(-n // per_row))
        low = t.bottom - size // 2 + 3  # the front row's centres, its feet behind the tray's front
        high = t.top + TRAY_RIM + size // 2 + 2  # the back row's, its top inside the back rim
        pitch = min(size * 0.66, low - high)
        rng = random.Random(n)
        spots = []
        for k in range(n):
            row, col = divmod(k, per_row)
            in_row = min(per_row, n - row * per_row)
            back = rows - 1 - row  # the first cubes at the back
            y = low - back * pitch
            lean = (low - y) * dx / max(1, t.height)  # the back rows lie further right, as the floor goes back
            x = t.x + dx / 2 + (t.width - dx) / 2 + (col - (in_row - 1) / 2) * step + lean
            spots.append((x + rng.uniform(-1, 1), y + rng.uniform(-1, 1)))
        return spots

    # -- drawing ---------------------------------------------------------------------------------
    def _cube(self, col, size: int) -> pygame.Surface:
        """The cube picture dyed in ``col``'s colour (a seat's, with its shape; None: the peasants')."""
        if col is None:
            return dyed_cube(PEASANT, None, size)
        return dyed_cube(tuple(col.rgb), col.shape, size)

    def _draw_cube(self, surface, owner, pos, colours, size: int = 2 * CUBE) -> None:
        cube = self._cube(colours[owner] if owner < len(colours) else None, size)
        surface.blit(cube, cube.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_resting(self, surface, inside, colours) -> None:
        # stuck cubes sit on the baffles, alternately on the two levels: one of each owner in turn, so
        # the lowest rows (all that is seen of a tall pile) show every owner
        slots = [0, 0]
        order = [owner for depth in range(max(inside, default=0)) for owner, count in enumerate(inside)
                 if count > depth]
        for k, owner in enumerate(order):
            lv = k % 2
            (ax, ay), (bx, by) = self.baffles[lv]
            i = slots[lv]
            slots[lv] += 1
            step = (CUBE * 2 - 1) / max(1.0, math.hypot(bx - ax, by - ay))  # side by side, not overlapping
            per_row = max(1, int(0.8 / step))
            frac = 0.1 + (i % per_row) * step
            x = ax + (bx - ax) * frac
            y = ay + (by - ay) * frac - REST - (i // per_row) * (CUBE * 2 - 2)
            self._draw_cube(surface, owner, (x, y), colours)

    def draw(self, surface, colours, inside_now: list[int], names) -> None:
        """The inside with its baffles and stuck cubes, the cubes falling inside, the tower's frame
        over them, the tally's tag; then the tray with the cubes that came out (or are landing), its
        front with the last drop written on it."""
        surface.blit(self.back, self.body)
        inside = self.inside if self.inside is not None else inside_now
        clip = surface.get_clip()
        surface.set_clip(self.body.clip(clip))  # many stuck cubes pile up under the lintel, not over the roof
        self._draw_resting(surface, inside, colours)
        in_tray = []  # (owner, where): below the tower's inside, drawn over the tray's floor
        if self.cubes:
            t = self.clock
            for c in self.cubes:
                p = c.pos(t)
                if p is None:
                    continue
                if p[1] > self.body.bottom - CUBE:
                    in_tray.append((p[1], c.owner, p))
                else:
                    self._draw_cube(surface, c.owner, p, colours)
        surface.set_clip(clip)
        if self.cubes:
            size = self.tray_cube(sum(self._current[1]["came_out"]))
        else:
            in_tray = [(p[1], o, p) for o, p in zip(sorted(self.tray_cubes), self.tray_spots(len(self.tray_cubes)))]
            size = self.tray_cube(len(self.tray_cubes))
        surface.blit(art.picture("shogun", "tower", self.frame.size), self.frame)
        self._draw_tally(surface, inside, colours)
        under, over, box = tray_pictures(tuple(self.tray), tuple(self.front), TRAY_DEPTH)
        surface.blit(under, box)
        if not in_tray and not self.cubes:  # an empty tray (at setup) still reads as one: its name printed on the floor
            floor = self.tray.inflate(-2 * TRAY_RIM - TRAY_DEPTH[0], -2 * TRAY_RIM)
            floor.move_ip(TRAY_DEPTH[0] // 2, TRAY_RIM // 2)
            draw_text_in_box(surface, _(TRAY_LABEL), floor, 17, TRAY_PRINT, bold=True)
        for _y, owner, p in sorted(in_tray, key=lambda c: c[0]):
            self._draw_cube(surface, owner, p, colours, size)
        surface.blit(over, box)
        self._draw_result(surface, names)

    def _draw_tally(self, surface, inside, colours) -> None:
        """A paper tag hanging from the hopper's corner by the tower: headed with the cubes in the tower
        all told ("In tower 11"), then each owner's cube and how many of them are stuck inside (the
        cubes on the baffles are many and small; the numbers are read at a glance)."""
        rows = [(owner, count) for owner, count in enumerate(inside) if count > 0]
        tag = pygame.Rect(self.tally.x, self.tally.y, self.tally.width,
                          12 + TAG_HEAD + (6 + TAG_ROW * len(rows) if rows else 0) + 10)
        hole = (tag.centerx, tag.y + 7)
        pygame.draw.line(surface, palette.SUMI, self.hook, hole, 2)  # the cord
        draw_sheet(surface, tag, radius=2)
        pygame.draw.rect(surface, palette.SHEET_EDGE, tag.inflate(-6, -6), 1)
        pygame.draw.circle(surface, palette.SHEET_EDGE, hole, 4)  # the punched hole's paper ring, the cord through it
        pygame.draw.circle(surface, palette.SUMI, hole, 2)
        pygame.draw.circle(surface, palette.KIN, self.hook, 3)  # the peg on the hopper it hangs from
        pygame.draw.circle(surface, palette.SUMI, self.hook, 3, 1)
        head = pygame.Rect(tag.x + 6, tag.y + 12, tag.width - 12, TAG_HEAD)
        draw_text_in_box(surface, _(TALLY_HEAD).format(n=sum(inside)), head, 16, palette.SHEET_INK, bold=True)
        if rows:
            pygame.draw.line(surface, palette.SHEET_EDGE, (head.x + 2, head.bottom + 1), (head.right - 2, head.bottom + 1))
        for k, (owner, count) in enumerate(rows):
            cy = head.bottom + 6 + TAG_ROW * k + TAG_ROW // 2
            self._draw_cube(surface, owner, (tag.x + TAG_CUBE // 2 + 10, cy), colours, TAG_CUBE)
            draw_text(surface, str(count), (tag.right - 10, cy), 17, palette.SHEET_INK, anchor="midright", bold=True)

    def _draw_result(self, surface, names) -> None:
        """The last drop, written in paper-white on the tray's lacquered front (while one falls, what
        it is: the tower's loading or the province fought over)."""
        body = self.front.inflate(-4, -2)
        if self.cubes:
            kind, data = self._current
            falling = _(PRELOAD) if kind == "tower_preload" else province(data["province"])
            draw_text_in_box(surface, falling, body, 16, palette.KINARI, min_size=14)
            return
        d = self.last
        if d is None:  # before the first drop the lacquered front is the tower's name-plate, in gold
            draw_text_in_box(surface, _(NAME_PLATE), body, 16, palette.KIN, min_size=14)
            return
        if d["kind"] == "tower_preload":
            text = _(LOADED)  # (how many stayed inside: the tag's heading)
        else:
            score = _("{prov}  {attack} : {defence}").format(prov=province(d["province"]), attack=d["attack"],
                                                             defence=d["defence"])
            text = f"{score}\n{battle_result(d)}"
        # a short result on one line if it fits at 14 px or more (a line of one lone character reads badly)
        one_line = "\n" not in text and fits(text, body.width, body.height, 14)
        draw_text_in_box(surface, text, body, 16, palette.KINARI, multiline=not one_line,
                         min_size=14 if one_line else 12)


@functools.lru_cache(maxsize=4)
def inside_picture(size, fronts, depth) -> pygame.Surface:
    """What the open front shows of the inside (made once per size): the inside of the left wall, the
    back wall's upright planks, the floor, and the two baffles as planks with a lit top going back,
    each casting its shadow on the back wall."""
    w, h = size
    dx, dy = depth
    wall = pygame.Surface(size)
    wall.fill(INSIDE_FILL)
    plank = max(10, (w - dx) // 4)
    rng = random.Random(f"tower-wall-{w}x{h}")
    for x in range(dx + plank, w, plank):
        pygame.draw.line(wall, BACK_SEAM, (x, 0), (x, h), 2)
    for _stroke in range(w // 3):
        x, y = rng.uniform(dx, w), rng.uniform(0, h)
        pygame.draw.line(wall, (82, 56, 36), (x, y), (x + rng.uniform(-1, 1), y + rng.uniform(8, 22)))
    pygame.draw.polygon(wall, FLOOR, [(0, h), (dx, h - dy), (w, h - dy), (w, h)])
    pygame.draw.polygon(wall, SIDE_WALL, [(0, 0), (dx, 0), (dx, h - dy), (0, h)])
    for y in range(14, h, 14):  # the left wall's boards run back, as the depth goes
        pygame.draw.line(wall, (86, 58, 36), (0, y), (dx, y - dy))
    pygame.draw.line(wall, BACK_SEAM, (dx, 0), (dx, h - dy), 2)  # the corner
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    for (ax, ay), (bx, by) in fronts:
        back = [(bx + dx, by - dy), (ax + dx, ay - dy)]
        pygame.draw.polygon(shadow, (0, 0, 0, 80), back + [(ax + dx, ay - dy + 12), (bx + dx, by - dy + 12)])
    shade = pygame.Surface((w, max(1, h // 6)), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 70))  # under the hopper: the top of the inside in shadow
    shadow.blit(shade, (0, 0))
    wall.blit(shadow, (0, 0))
    for (ax, ay), (bx, by) in fronts:
        top = [(ax, ay), (bx, by), (bx + dx, by - dy), (ax + dx, ay - dy)]
        edge = [(ax, ay), (bx, by), (bx, by + 6), (ax, ay + 6)]
        pygame.draw.polygon(wall, PLANK_TOP, top)
        pygame.draw.polygon(wall, PLANK, edge)
        pygame.draw.polygon(wall, palette.SUMI, top, 2)
        pygame.draw.polygon(wall, palette.SUMI, edge, 2)
    return wall.convert() if pygame.display.get_surface() is not None else wall


@functools.lru_cache(maxsize=4)
def tray_pictures(floor: tuple, front: tuple, depth: tuple) -> tuple[pygame.Surface, pygame.Surface, pygame.Rect]:
    """The tray seen as the tower is (made once per size): its floor inside the black-lacquered rim
    (drawn under the cubes) and its front and right side (drawn over them, hiding the front row's
    feet); both on one surface's size, placed at the returned rect."""
    floor, front = pygame.Rect(floor), pygame.Rect(front)
    dx, dy = depth
    box = floor.union(front)
    box.y -= dy
    box.h += dy
    o = pygame.Vector2(box.topleft)

    def at(*pts):
        return [(x - o.x, y - o.y) for x, y in pts]

    under = pygame.Surface(box.size, pygame.SRCALPHA)
    inner = at((front.x, front.y), (front.x + dx, floor.y), (floor.right, floor.y), (front.right, front.y))
    pygame.draw.polygon(under, TRAY_LACQUER, at((front.x, front.y), (front.x + dx, floor.y - dy),
                                                (floor.right, floor.y - dy), (floor.right, front.y + 4),
                                                (front.right, front.y + 4)))
    bottom = at((front.x + TRAY_RIM, front.y), (front.x + dx + TRAY_RIM, floor.y + TRAY_RIM),
                (floor.right - TRAY_RIM, floor.y + TRAY_RIM), (front.right - TRAY_RIM, front.y))
    pygame.draw.polygon(under, TRAY_FLOOR, bottom)
    rng = random.Random(f"tray-{box.size}")
    for _grain in range(box.width // 3):  # the floor's boards, their grain along the tray
        x, y = rng.uniform(bottom[0][0] + 8, bottom[3][0] - 20), rng.uniform(bottom[1][1] + 3, front.y - o.y - 3)
        pygame.draw.line(under, (146, 102, 56), (x, y), (x + rng.uniform(10, 26), y))
    pygame.draw.polygon(under, (0, 0, 0, 70), bottom[:3] + [(bottom[2][0], bottom[2][1] + 6), (bottom[1][0] + 2, bottom[1][1] + 6)])
    pygame.draw.polygon(under, palette.SUMI, inner, 2)
    pygame.draw.polygon(under, palette.SUMI, bottom, 1)
    over = pygame.Surface(box.size, pygame.SRCALPHA)
    face = at(front.topleft, front.topright, front.bottomright, front.bottomleft)
    side = at(front.topright, (front.right + dx, front.y - dy), (front.right + dx, front.bottom - dy), front.bottomright)
    pygame.draw.polygon(over, (26, 20, 18), side)
    pygame.draw.polygon(over, TRAY_LACQUER, face)
    for y in (front.y - o.y + 4, front.bottom - o.y - 4):  # gold bands along the lacquer, clear of the words
        pygame.draw.line(over, palette.KIN, (front.x - o.x + 3, y), (front.right - o.x - 4, y))
    pygame.draw.line(over, palette.SHU, face[0], face[1], 3)  # the rim's vermilion lip
    pygame.draw.polygon(over, palette.SUMI, side, 2)
    pygame.draw.polygon(over, palette.SUMI, face, 2)
    shown = pygame.display.get_surface() is not None
    return (under.convert_alpha() if shown else under), (over.convert_alpha() if shown else over), box


def demo_drop(inside: list[int]) -> dict:
    """A large battle's ``battle`` data consistent with ``inside`` (cubes in the tower per
    owner, peasants last): for the frame-time bench, which keeps the tower busy."""
    owners = len(inside)
    thrown = [0] * owners
    thrown[0], thrown[1], thrown[-1] = 9, 7, 2
    came_out = [max(0, t - 2) for t in thrown]
    came_out[0] += min(inside[0], 1)  # one stuck cube shaken loose
    after = [inside[o] + thrown[o] - came_out[o] for o in range(owners)]
    return {"type": "invasion", "attacker": 0, "defender": 1, "from": "Omi", "province": "Mino", "armies": 9,
            "attack": came_out[0], "defence": came_out[1] + came_out[-1], "result": "won", "kept": 1,
            "thrown": thrown, "from_tray": [0] * owners, "came_out": came_out, "inside": after}
