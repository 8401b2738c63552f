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

import math
import random

import pygame

from client.i18n import _
from client.render import art, palette
from client.render.text import draw_text, draw_text_in_box, fits
from client.widgets.base import draw_sheet

from .board_art import dyed_cube

PEASANT = (86, 168, 74)
CUBE = 8  # half size of a cube in pixels
REST = CUBE + 4  # a cube's centre above a baffle's middle line (the plank is 9 px thick)
# the tower picture's 160 × 240 frame (a slim tower: the band's height is what it lacks): the
# open inside between the posts
FRAME_W, FRAME_H = 160, 240
INSIDE = (26, 40, 134, 200)  # left, top, right, bottom in the picture's units
FOOT = 16  # the picture's units at the bottom: the stand's foot, which the tray stands in front of
INSIDE_FILL = (72, 48, 30)  # the back wall's dark planks, the cubes' colours read against them
BACK_SEAM = (50, 32, 20)
PLANK = (150, 106, 58)  # a baffle's wood
HEADING_H = 18  # px: the label on the tray's front, naming what the tray holds
TRAY_H, RESULT_H = 26 + HEADING_H, 52  # px: the tray (its label, its cubes), the result's slip (two lines at 14 px)
TALLY_W = 50  # px beside the tower: a cube of each owner with the count stuck inside
FALL = 1.15  # seconds for one cube from the top to the tray (normal speed)
STAGGER = 0.075
SOUND_GAP = 0.07


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
        # the frame takes what the tray and the result's slip (a tie's on two lines) leave, the tally
        # of the cubes inside beside it
        # the tray is pulled out in front of the stand's foot (its height shared with the frame)
        fh = round((r.height - TRAY_H - RESULT_H - 8) / (1 - FOOT / FRAME_H))
        fw = min(r.width - TALLY_W - 4, round(fh * FRAME_W / FRAME_H))
        fh = round(fw * FRAME_H / FRAME_W)
        self.frame = pygame.Rect(r.x, r.y, fw, fh)
        self.tally = pygame.Rect(self.frame.right + 4, r.y + 8, r.right - self.frame.right - 4, fh - 16)
        f, k = self.frame, fw / FRAME_W
        self.body = pygame.Rect(f.x + round(INSIDE[0] * k), f.y + round(INSIDE[1] * k),
                                round((INSIDE[2] - INSIDE[0]) * k), round((INSIDE[3] - INSIDE[1]) * k))
        b = self.body
        gap = round(b.width * 0.24)  # where the cubes drop past a baffle
        # two baffles: the first slopes down to the right, the second to the left
        self.baffles = [
            ((b.left, b.top + b.height * 0.30), (b.right - gap, b.top + b.height * 0.42)),
            ((b.left + gap, b.top + b.height * 0.68), (b.right, b.top + b.height * 0.56)),
        ]
        self.tray = pygame.Rect(r.x + 4, f.bottom - round(FOOT * k) + 2, r.width - 8, TRAY_H)
        self.back = self._back_wall(b.size)
        self.cubes: list[_Cube] = []
        self.clock = 0.0
        self.queue: list[tuple[str, dict]] = []
        self.last: dict | None = None  # the last drop's data (tray and result)
        self.tray_cubes: list[int] = []  # owners of the cubes lying in the tray picture
        self.inside: list[int] | None = None  # counts shown on the baffles while animating
        self.rng = random.Random(7)

    @staticmethod
    def _back_wall(size) -> pygame.Surface:
        """The tower's back wall seen through its open front: upright planks, their seams and grain."""
        wall = pygame.Surface(size)
        wall.fill(INSIDE_FILL)
        w, h = size
        plank = max(10, w // 6)
        rng = random.Random(f"tower-wall-{w}x{h}")
        for x in range(plank, w, plank):
            pygame.draw.line(wall, BACK_SEAM, (x, 0), (x, h), 2)
        for _stroke in range(w // 3):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            pygame.draw.line(wall, (82, 56, 36), (x, y), (x + rng.uniform(-1, 1), y + rng.uniform(8, 22)))
        shade = pygame.Surface((w, max(1, h // 6)), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 70))  # under the funnel: the top of the inside in shadow
        wall.blit(shade, (0, 0))
        return wall

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
        t = self.tray
        pts.append((rng.uniform(t.left + 10, t.right - 10), t.bottom - CUBE - 3 - rng.uniform(0, 12)))
        durs.append(FALL * 0.25)
        return _Cube(owner, start, pts, durs, False)

    # -- drawing ---------------------------------------------------------------------------------
    def _cube(self, col) -> pygame.Surface:
        """The cube picture dyed in ``col``'s colour (a seat's, with its shape; None: the peasants')."""
        if col is None:
            return dyed_cube(PEASANT, None, 2 * CUBE + 2)
        return dyed_cube(tuple(col.rgb), col.shape, 2 * CUBE + 2)

    def _draw_cube(self, surface, owner, pos, colours) -> None:
        cube = self._cube(colours[owner] if owner < len(colours) else None)
        surface.blit(cube, cube.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_resting(self, surface, inside, colours) -> None:
        # stuck cubes sit on the baffles: owner by owner, alternately on the two levels
        slots = [0, 0]
        k = 0
        for owner, count in enumerate(inside):
            for _cube in range(max(0, count)):
                lv = k % 2
                k += 1
                (ax, ay), (bx, by) = self.baffles[lv]
                i = slots[lv]
                slots[lv] += 1
                step = (CUBE * 2 + 1) / max(1.0, math.hypot(bx - ax, by - ay))  # side by side, not overlapping
                per_row = max(1, int(0.84 / step))
                frac = 0.08 + (i % per_row) * step
                x = ax + (bx - ax) * frac
                y = ay + (by - ay) * frac - REST - (i // per_row) * (CUBE * 2 + 1)
                self._draw_cube(surface, owner, (x, y), colours)

    def draw(self, surface, colours, inside_now: list[int], names) -> None:
        b = self.body
        # the dark inside, the wooden frame over it, the baffles as planks, the tray
        surface.blit(self.back, b)
        surface.blit(art.picture("shogun", "tower", self.frame.size), self.frame)
        for (a, c) in self.baffles:  # planks: ink edges, wood, a lit top
            pygame.draw.line(surface, palette.SUMI, a, c, 9)
            pygame.draw.line(surface, PLANK, a, c, 5)
            pygame.draw.line(surface, (196, 150, 92), (a[0], a[1] - 2), (c[0], c[1] - 2), 1)
        pygame.draw.rect(surface, (92, 62, 34), self.tray, border_radius=6)
        pygame.draw.rect(surface, palette.SUMI, self.tray, 2, border_radius=6)
        self._draw_tray_label(surface)
        inside = self.inside if self.inside is not None else inside_now
        self._draw_resting(surface, inside, colours)
        self._draw_tally(surface, inside, colours)
        if self.cubes:
            t = self.clock
            landed = []
            for c in self.cubes:
                p = c.pos(t)
                if p is None:
                    continue
                if t >= c.end() and c.stays:
                    self._draw_cube(surface, c.owner, p, colours)
                elif t >= c.end():
                    landed.append((c.owner, p))
                else:
                    self._draw_cube(surface, c.owner, p, colours)
            for owner, p in landed:
                self._draw_cube(surface, owner, p, colours)
        else:
            self._draw_tray(surface, colours)
        self._draw_result(surface, names)

    def _draw_tally(self, surface, inside, colours) -> None:
        """Beside the tower, on a slip of paper: each owner's cube and how many of them are stuck
        inside (the cubes on the baffles are many and small; the numbers are read at a glance)."""
        rows = [(owner, count) for owner, count in enumerate(inside) if count > 0]
        if not rows:
            return
        pitch = min(28, (self.tally.height - 8) // len(rows))
        slip = pygame.Rect(self.tally.x, self.tally.y, self.tally.width, pitch * len(rows) + 8)
        draw_sheet(surface, slip, radius=4)
        for k, (owner, count) in enumerate(rows):
            cy = slip.y + 4 + pitch * k + pitch // 2
            self._draw_cube(surface, owner, (slip.x + CUBE + 6, cy), colours)
            draw_text(surface, str(count), (slip.right - 6, cy), 17, palette.SHEET_INK, anchor="midright", bold=True)

    def _draw_tray(self, surface, colours) -> None:
        t = self.tray
        per_row = max(1, (t.width - 12) // (CUBE * 2 + 3))
        for i, owner in enumerate(sorted(self.tray_cubes)):
            x = t.left + 8 + CUBE + (i % per_row) * (CUBE * 2 + 3)
            y = t.bottom - 4 - CUBE - (i // per_row) * (CUBE * 2 + 1)
            if y - CUBE > t.top + HEADING_H:  # below the tray's label
                self._draw_cube(surface, owner, (x, y), colours)

    def _draw_tray_label(self, surface) -> None:
        """A paper label on the tray's front saying what its cubes are (those that came out of the
        last drop): on the tray itself, so it is read as the tray's."""
        if self.last is None:
            return
        label = pygame.Rect(self.tray.x + 4, self.tray.y + 3, self.tray.width - 8, HEADING_H - 2)
        draw_sheet(surface, label, radius=3, shadow=False)
        draw_text_in_box(surface, _("Tray: out of the last drop"), label.inflate(-6, 0), 14, palette.SHEET_INK,
                         min_size=13)

    def _draw_result(self, surface, names) -> None:
        """The slip under the tray: what the last drop did."""
        d = self.last
        box = pygame.Rect(self.rect.x, self.tray.bottom + 6, self.rect.width, self.rect.bottom - self.tray.bottom - 6)
        if d is None or self.cubes:
            return
        if d["kind"] == "tower_preload":
            text = _("{n} cubes stuck in the tower").format(n=sum(d["thrown"]) - sum(d["came_out"]))
        else:
            from .log_text import battle_result, province

            score = _("{prov}  {attack} : {defence}").format(prov=province(d["province"]), attack=d["attack"],
                                                             defence=d["defence"])
            text = f"{score}\n{battle_result(d)}"
        draw_sheet(surface, box, radius=4)  # a slip of paper by the tray, the outcome written on it
        body = box
        # a short result on one line if it fits at 14 px or more (a line of one lone character reads badly)
        one_line = "\n" not in text and fits(text, body.width - 14, body.height, 14)  # (the box keeps a margin)
        draw_text_in_box(surface, text, body.inflate(-6, -4), 16, palette.SHEET_INK, multiline=not one_line,
                         min_size=14 if one_line else 12)


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
