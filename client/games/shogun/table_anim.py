"""What happens on Shogun's board, replayed from the rules' events: armies
marching, recruits arriving, buildings rising, chests and rice collected, and
winter step by step (rice loss, revolts, scoring with each player's breakdown).

One queue played in order; a battle step hands its drop to the cube tower and
waits for it. Paced by the animation setting (``factor``); ``skip_step`` ends
the step on screen, ``skip_all`` everything queued. Like the tower, these only
show what the events say: they never decide anything.
"""
from __future__ import annotations

import math

import pygame

from client.i18n import N_, _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text, draw_text_in_box
from client.widgets.base import draw_panel

from . import content as C
from .board_art import ICONS, REGION_RGB, draw_army_block, draw_chest, draw_rice
from .log_text import REGION_NAMES, event_name, listing, province

#: seconds per step at normal speed (the tower step lasts as long as its drop)
SECONDS = {"move": 0.75, "arrive": 0.6, "build": 0.9, "collect": 0.9, "tower": 0.0,
           "winter": 3.5, "revolts": 3.0, "scored": 6.5}
SOUNDS = {"move": "march", "arrive": "march", "build": "build", "collect": "coin", "tower": "cube",
          "winter": "gong", "revolts": "gong", "scored": "coin"}
WINTER_STEPS = ("winter", "revolts", "scored")
HINT = N_("Click to continue · any key skips all")


class Step:
    __slots__ = ("kind", "data", "seconds")

    def __init__(self, kind: str, data: dict):
        self.kind = kind
        self.data = data
        self.seconds = SECONDS[kind]


def steps_from_events(events) -> list[Step]:
    """The board's steps for one action's (viewer-redacted) events, in order."""
    out: list[Step] = []
    revolts: list[dict] | None = None
    for ev in events:
        d = ev.data
        kind = ev.kind
        if kind == "draft_place":
            out.append(Step("arrive", {"seat": d["seat"], "province": d["province"], "armies": d["armies"]}))
        elif kind == "recruited":
            out.append(Step("arrive", {"seat": d["seat"], "province": d["province"], "armies": d["armies"]}))
        elif kind == "moved":
            out.append(Step("move", {"seat": d["seat"], "from": d["from"], "to": d["to"], "armies": d["armies"]}))
        elif kind == "built":
            out.append(Step("build", {"seat": d["seat"], "province": d["province"], "building": d["building"]}))
        elif kind == "collected":
            what = "rice" if d["action"] == "rice" else "chests"
            out.append(Step("collect", {"seat": d["seat"], "province": d["province"], "amount": d["amount"],
                                        "what": what}))
        elif kind in ("battle", "tower_preload") and "came_out" in d:
            if kind == "battle" and d.get("type") in ("invasion", "expansion"):
                out.append(Step("move", {"seat": d["attacker"], "from": d["from"], "to": d["province"],
                                         "armies": d["armies"]}))
            out.append(Step("tower", {"kind": kind, "data": dict(d)}))
        elif kind == "winter":
            out.append(Step("winter", dict(d)))
            revolts = []
            out.append(Step("revolts", {"year": d["year"], "revolts": revolts}))
        elif kind == "revolt_drawn":
            if revolts is None:  # a revolt drawn without its winter event (never from the rules)
                revolts = []
                out.append(Step("revolts", {"year": 0, "revolts": revolts}))
            revolts.append(dict(d))
        elif kind == "scored":
            out.append(Step("scored", dict(d)))
    return out


class BoardAnims:
    def __init__(self, tower, sound=None):
        self.tower = tower
        self.sound = sound or (lambda name: None)
        self.queue: list[Step] = []
        self.current: Step | None = None
        self.clock = 0.0

    # -- control ------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue) or self.tower.busy()

    def push(self, steps) -> None:
        self.queue.extend(steps)
        if self.current is None and not self.tower.busy():
            self._next()

    def _next(self) -> None:
        self.current = self.queue.pop(0) if self.queue else None
        self.clock = 0.0
        step = self.current
        if step is None:
            return
        self.sound(SOUNDS[step.kind])
        if step.kind == "tower":
            self.tower.push(step.data["kind"], step.data["data"], True)

    def progress(self) -> float:
        step = self.current
        if step is None or step.seconds <= 0:
            return 1.0
        return min(1.0, self.clock / step.seconds)

    def update(self, dt: float, factor: float) -> None:
        if factor <= 0:
            self.skip_all()
            return
        if self.current is None:
            if self.queue and not self.tower.busy():
                self._next()
            return
        self.clock += dt * factor
        if self.current.kind == "tower":
            if not self.tower.busy():
                self._next()
        elif self.clock >= self.current.seconds:
            self._next()

    def skip_step(self) -> None:
        if self.current is None or self.current.kind == "tower":
            self.tower.skip()
        self._next()

    def skip_all(self) -> None:
        self.tower.skip()
        for step in self.queue:
            if step.kind == "tower":  # the tray and result still show the last drop
                self.tower.push(step.data["kind"], step.data["data"], False)
        self.queue = []
        self.current = None

    def reset(self) -> None:
        self.tower.reset()
        self.queue = []
        self.current = None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface, view, obs) -> None:
        step = self.current
        if step is None:
            return
        k = self.progress()
        d = step.data
        art = view.art
        index = obs.info.index
        colours = view.colours()
        if step.kind in WINTER_STEPS:
            _draw_winter(surface, view, obs, step, k)
            return
        if step.kind == "tower":
            battle = step.data["data"]
            p = index.get(battle.get("province"))
            if p is not None:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 9)
                pygame.draw.polygon(surface, palette.VERMILION, art.polys[p], 3 + round(3 * pulse))
            return
        col = colours[d["seat"]] if 0 <= d.get("seat", -1) < len(colours) else None
        if step.kind == "move":
            a, b = index.get(d["from"]), index.get(d["to"])
            if a is None or b is None or col is None:
                return
            (x0, y0), (x1, y1) = art.centres[a], art.centres[b]
            e = k * k * (3 - 2 * k)
            x, y = x0 + (x1 - x0) * e, y0 + 10 + (y1 - y0) * e - 18 * math.sin(math.pi * e)
            pygame.draw.polygon(surface, col.rgb, art.polys[b], 3)
            pygame.draw.line(surface, palette.INK, (x0, y0 + 10), (x, y), 6)
            pygame.draw.line(surface, col.rgb, (x0, y0 + 10), (x, y), 3)
            draw_army_block(surface, (x, y), col, d["armies"], big=True)
            return
        p = index.get(d.get("province"))
        if p is None:
            return
        cx, cy = art.centres[p]
        if step.kind == "arrive" and col is not None:
            radius = 10 + 30 * k
            ring = pygame.Surface((2 * radius + 8, 2 * radius + 8), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*col.rgb, round(255 * (1 - k))), ring.get_rect().center, radius, 4)
            surface.blit(ring, ring.get_rect(center=(cx, cy + 10)))
            draw_text(surface, "+%d" % d["armies"], (cx, cy - 12 - 16 * k), 24, palette.WHITE, anchor="midbottom",
                      bold=True)
            draw_marker(surface, (cx - 34, cy - 24 - 16 * k), 9, col)
        elif step.kind == "build":
            scale = 1 + 2.2 * (1 - k) ** 2  # lands on its square below the armies
            r = 7.5 * scale
            spot = view.spots.get((p, d["building"]))
            x1, y1 = spot.center if spot is not None else (cx, cy + 33)
            centre = (x1, y1 - 24 * (1 - k))
            pygame.draw.circle(surface, (30, 24, 20), centre, r + 5)
            pygame.draw.circle(surface, palette.GOLD, centre, r + 5, 2)
            ICONS[d["building"]](surface, centre, r)
        elif step.kind == "collect":
            y = cy - 6 - 34 * k
            box = pygame.Rect(0, 0, 84, 30)
            box.center = (cx, y)
            draw_panel(surface, box, fill=palette.INK, border=palette.GOLD, radius=8, shadow=False)
            icon = draw_rice if d["what"] == "rice" else draw_chest
            icon(surface, (box.x + 18, box.centery), 9)
            draw_text(surface, "+%d" % d["amount"], (box.right - 8, box.centery), 20, palette.GOLD,
                      anchor="midright", bold=True)


# -- winter ---------------------------------------------------------------------------------
def _panel(surface, view, height) -> pygame.Rect:
    from .view import BOARD

    rect = pygame.Rect(0, 0, 860, height)
    rect.center = BOARD.center
    draw_panel(surface, rect, fill=(24, 30, 40), border=palette.GOLD, radius=14)
    return rect


def _table(surface, rect, y, view, obs, headers, rows, first_w=230) -> int:
    """Header row then one row per seat; returns the y below the table."""
    n = len(headers)
    cw = (rect.width - 30 - first_w) // n
    x0 = rect.x + 15 + first_w
    for c, h in enumerate(headers):
        draw_text_in_box(surface, h, pygame.Rect(x0 + c * cw, y, cw - 4, 24), 16, palette.MUTED, min_size=9)
    y += 26
    colours = view.colours()
    for s, cells in enumerate(rows):
        line = pygame.Rect(rect.x + 10, y, rect.width - 20, 27)
        if s % 2 == 0:
            pygame.draw.rect(surface, (34, 42, 54), line, border_radius=5)
        draw_marker(surface, (rect.x + 28, y + 13), 9, colours[s])
        draw_text_in_box(surface, view.name(s), pygame.Rect(rect.x + 44, y, first_w - 34, 27), 18, palette.PAPER,
                         align="left", min_size=10)
        for c, (text, colour) in enumerate(cells):
            draw_text_in_box(surface, text, pygame.Rect(x0 + c * cw, y, cw - 4, 27), 18, colour, min_size=10,
                             bold=c == n - 1)
        y += 28
    return y


def _draw_winter(surface, view, obs, step, k) -> None:
    d = step.data
    n = view.players
    hint_h = 26
    if step.kind == "winter":
        rect = _panel(surface, view, 96 + 28 * n + hint_h)
        title = _("Winter of year {year} · {event}: everyone loses {n} rice").format(
            year=d["year"], event=event_name(d["event"]), n=d["rice_loss"])
        draw_text_in_box(surface, title, pygame.Rect(rect.x + 16, rect.y + 10, rect.width - 32, 32), 22,
                         palette.GOLD, bold=True, min_size=12)
        held = d.get("provinces")
        headers = [_("Rice"), _("Loss"), _("Left"), _("Provinces"), _("Fed?")]
        rows = []
        for s in range(n):
            left = d["rice"][s]
            lost = d["rice_before"][s] - left
            cells = [(str(d["rice_before"][s]), palette.PAPER),
                     ("−%d" % lost, HIGHLIGHT_RED) if lost else ("0", palette.PAPER_DIM), (str(left), palette.PAPER)]
            if held is not None:
                short = held[s] - left
                cells.append((str(held[s]), palette.PAPER))
                cells.append((_("short by {k}").format(k=short), HIGHLIGHT_RED) if short > 0
                             else (_("fed"), FED_GREEN))
            else:
                cells += [("", palette.PAPER), ("", palette.PAPER)]
            rows.append(cells)
        _table(surface, rect, rect.y + 50, view, obs, headers, rows)
    elif step.kind == "revolts":
        revolts = d["revolts"]
        rect = _panel(surface, view, 70 + 34 * max(1, len(revolts)) + hint_h)
        draw_text_in_box(surface, _("Peasant revolts"), pygame.Rect(rect.x + 16, rect.y + 10, rect.width - 32, 32),
                         22, palette.GOLD, bold=True)
        y = rect.y + 50
        if not revolts:
            draw_text_in_box(surface, _("Everyone fed their provinces: no revolts this winter."),
                             pygame.Rect(rect.x + 20, y, rect.width - 40, 30), 19, palette.PAPER)
        colours = view.colours()
        for r in revolts:
            draw_marker(surface, (rect.x + 28, y + 15), 9, colours[r["seat"]])
            provs = listing(province(p, view.face) for p in r["provinces"])
            text = _("{name}: short of rice by {k}, revolts in {provs} (+{p} peasants each)").format(
                name=view.name(r["seat"]), k=r["shortage"], provs=provs, p=r["peasants"])
            draw_text_in_box(surface, text, pygame.Rect(rect.x + 44, y, rect.width - 60, 30), 18, palette.PAPER,
                             align="left", min_size=10)
            y += 34
    else:
        # a building whose tied leaders score nothing (a theatre: 1 − 1) is left out
        regions = [(r, {b: pts for b, pts in row.items() if any(pts)}) for r, row in d["regions"].items()]
        regions = [(r, row) for r, row in regions if row]
        rect = _panel(surface, view, 92 + 28 * n + 30 * max(1, len(regions)) + hint_h)
        draw_text_in_box(surface, _("Scoring of year {year}").format(year=d["year"]),
                         pygame.Rect(rect.x + 16, rect.y + 10, rect.width - 32, 32), 22, palette.GOLD, bold=True)
        headers = [_("Provinces"), _("Buildings"), _("Regions"), _("This year"), _("Score")]
        rows = [[(str(d["provinces"][s]), palette.PAPER), (str(d["buildings"][s]), palette.PAPER),
                 (str(d["majorities"][s]), palette.PAPER), ("+%d" % d["gained"][s], palette.GOLD),
                 (str(d["score"][s]), palette.WHITE)] for s in range(n)]
        y = _table(surface, rect, rect.y + 46, view, obs, headers, rows) + 6
        colours = view.colours()
        if not regions:
            draw_text_in_box(surface, _("No buildings: no region majorities."),
                             pygame.Rect(rect.x + 20, y, rect.width - 40, 26), 17, palette.PAPER_DIM)
        for region, row in regions:
            pygame.draw.rect(surface, REGION_RGB[region], (rect.x + 20, y + 5, 16, 16), border_radius=3)
            draw_text_in_box(surface, _(REGION_NAMES[region]), pygame.Rect(rect.x + 42, y, 110, 26), 17,
                             palette.PAPER, align="left", min_size=9)
            x = rect.x + 160
            for b in C.BUILDINGS:
                pts = row.get(b.id)
                if pts is None:
                    continue
                pygame.draw.circle(surface, (30, 24, 20), (x + 11, y + 13), 12)
                ICONS[b.id](surface, (x + 11, y + 13), 8)
                x += 28
                for s, v in enumerate(pts):
                    if v:
                        draw_marker(surface, (x + 8, y + 13), 8, colours[s])
                        draw_text(surface, "+%d" % v, (x + 20, y + 13), 17, palette.GOLD, anchor="midleft", bold=True)
                        x += 58
                x += 16
            y += 30
    bar = pygame.Rect(rect.x + 16, rect.bottom - 8, round((rect.width - 32) * k), 3)
    pygame.draw.rect(surface, palette.GOLD, bar)
    draw_text_in_box(surface, _(HINT), pygame.Rect(rect.x + 16, rect.bottom - hint_h - 8, rect.width - 32, hint_h - 4),
                     14, palette.MUTED, align="right", min_size=9)


HIGHLIGHT_RED = (240, 120, 100)
FED_GREEN = (150, 210, 130)
