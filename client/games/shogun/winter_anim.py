"""Winter played out on the board one step at a time, like a season's actions (seed section 3):
the event's rice loss, then each player's rice against their provinces, each revolt drawn (its
fight is the tower's, as in a season), each player's points for provinces and buildings, each
region's majorities, the year's table, and the new year's reset.

Each step shows on the board (the provinces concerned outlined, small badges) and in the
playback's caption; the frame moves with it (a player's rice left, a player's points), so the
players' panel follows. Steps are made from the rules' public winter events only.
"""
from __future__ import annotations

import math

import pygame

from client.core.game import Event
from client.i18n import N_, _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text, draw_text_in_box
from client.widgets.base import draw_sheet

from . import content as C
from .board_art import ICONS, REGION_RGB, beaded_outline, draw_badge, draw_revolt
from .caption import CAPTION, draw_skip
from .log_text import REGION_NAMES, event_name, listing, province
from .panels import BOARD

#: seconds per step at normal speed
SECONDS = {"winter": 1.8, "feed": 1.3, "calm": 1.4, "revolt": 2.0, "score": 1.5, "region": 1.8, "scored": 4.5,
           "new_year": 1.8}
SOUNDS = {"winter": "gong", "revolt": "gong", "score": "coin", "region": "coin"}
KINDS = tuple(SECONDS)
PANELS = ("scored",)  # drawn as a table over the board (the year's sum), not with the caption
HINT = N_("Click or Space: next step · S: skip to the end")


# -- the steps ----------------------------------------------------------------------------------
def rice_left(seat: int, rice: int) -> Event:
    """A step's own event: one player's rice after the winter's loss (the frame's rice track)."""
    return Event("rice_left", {"seat": seat, "rice": rice})


def points(seat: int, gained: int) -> Event:
    """A step's own event: points a player scores at this step of the winter's scoring."""
    return Event("points", {"seat": seat, "points": gained})


def winter_steps(ev, add) -> None:
    """The winter event: the loss announced, then each player's rice against their provinces
    (and, when nobody is short, a step saying no province revolts). ``add`` is the playback's
    ``add(kind, data, enter, leave, event)``."""
    d = ev.data
    n = len(d["rice"])
    # the log's winter line comes with the first step; the rice moves player by player
    add("winter", dict(d), [Event("winter", dict(d, rice=list(d["rice_before"])))], (), None)
    held = d.get("provinces")
    for s in range(n):
        add("feed", {"seat": s, "before": d["rice_before"][s], "left": d["rice"][s],
                     "held": None if held is None else held[s]}, [rice_left(s, d["rice"][s])], (), None)
    if held is not None and all(held[s] <= d["rice"][s] for s in range(n)):
        add("calm", {"year": d["year"]}, (), (), None)


def scoring_steps(ev, add) -> None:
    """The scored event: each player's provinces and buildings, each region's majorities, then
    the year's table (which sets the scores exactly as the rules have them)."""
    d = ev.data
    n = len(d["gained"])
    for s in range(n):
        got = d["provinces"][s] + d["buildings"][s]
        add("score", {"seat": s, "provinces": d["provinces"][s], "buildings": d["buildings"][s]},
            [points(s, got)], (), None)
    for region, row in d["regions"].items():
        row = {b: pts for b, pts in row.items() if any(pts)}  # a tie worth nothing (1 − 1) is left out
        if row:
            add("region", {"region": region, "row": row},
                [points(s, sum(pts[s] for pts in row.values())) for s in range(n)], (), None)
    add("scored", dict(d), [ev], (), ev)


# -- the caption --------------------------------------------------------------------------------
def step_line(view, obs, step) -> str:
    d = step.data
    name = view.name
    if step.kind == "winter":
        return _("Winter of year {year} · {event}: everyone loses {n} rice.").format(
            year=d["year"], event=event_name(d["event"]), n=d["rice_loss"])
    if step.kind == "feed":
        lost = d["before"] - d["left"]
        rice = _("{before} rice − {lost} = {left}").format(before=d["before"], lost=lost, left=d["left"])
        if d["held"] is None:
            return _("{name}: {rice}.").format(name=name(d["seat"]), rice=rice)
        short = d["held"] - d["left"]
        if short > 0:
            return _("{name}: {rice} for {k} provinces: short by {s}, revolts follow.").format(
                name=name(d["seat"]), rice=rice, k=d["held"], s=short)
        return _("{name}: {rice} for {k} provinces: fed.").format(name=name(d["seat"]), rice=rice, k=d["held"])
    if step.kind == "calm":
        return _("Everyone fed their provinces: no revolts this winter.")
    if step.kind == "revolt":
        provs = listing(province(p, view.face) for p in d["provinces"])
        return _("{name} is short of rice by {k}: revolts in {provs}, +{p} peasants each.").format(
            name=name(d["seat"]), k=d["shortage"], provs=provs, p=d["peasants"])
    if step.kind == "score":
        return _("{name}: {p} for provinces, {b} for buildings: +{t}.").format(
            name=name(d["seat"]), p=d["provinces"], b=d["buildings"], t=d["provinces"] + d["buildings"])
    if step.kind == "region":
        parts = []
        for b in C.BUILDINGS:
            pts = d["row"].get(b.id)
            if pts is None:
                continue
            leaders = [s for s, v in enumerate(pts) if v]
            most = _(MOST[b.id])
            who = listing(name(s) for s in leaders)
            if len(leaders) > 1:
                parts.append(_("{most}: {names} +{n} each (a tie)").format(most=most, names=who, n=pts[leaders[0]]))
            else:
                parts.append(_("{most}: {names} +{n}").format(most=most, names=who, n=pts[leaders[0]]))
        return _("{region} region: {parts}.").format(region=_(REGION_NAMES[d["region"]]), parts=_("; ").join(parts))
    if step.kind == "new_year":
        return _("Year {year} begins: new event cards; rice and revolt markers go back.").format(year=d["year"])
    return ""


MOST = {"castle": N_("most castles"), "temple": N_("most temples"), "theatre": N_("most theatres")}


# -- the board ----------------------------------------------------------------------------------
def draw_step(surface, view, obs, step, clock) -> None:
    """What the step shows on the board, over the frame's table: the provinces it is about in a
    still beaded outline (no seat's colour looks like it), with their badges; names on top."""
    d = step.data
    art = view.art
    info = obs.info
    colours = view.colours()
    seat = d.get("seat")
    if step.kind in ("feed", "score"):
        provinces = [p for p in info.playable_idx if obs.owner[p] == seat]
    elif step.kind == "revolt":
        provinces = [info.index[name] for name in d["provinces"] if name in info.index]
    elif step.kind == "region":
        region = info.regions.index(d["region"])
        provinces = [p for p in info.playable_idx if info.region[p] == region]
    else:
        return
    for p in provinces:
        beaded_outline(surface, art.polys[p])
    surface.blit(art.labels, (art.ox, art.oy))  # names stay readable over the outlines
    pulse = 0.5 + 0.5 * math.sin(clock * 6)
    for p in provinces:
        if step.kind == "revolt":
            rect = draw_badge(surface, art, p, "+%d" % d["peasants"], palette.WHITE, None, [CAPTION], width=64)
            draw_revolt(surface, (rect.x + 14, rect.centery), 8)
        elif step.kind == "score":
            got = C.POINTS_PER_PROVINCE + C.POINTS_PER_BUILDING * sum(1 for b in C.BUILDINGS if obs.bld[p] & b.bit)
            draw_badge(surface, art, p, "+%d" % got, palette.GOLD, None, [CAPTION], width=44)
        elif step.kind == "region":
            owner = obs.owner[p]
            for b in C.BUILDINGS:  # the buildings that won a majority: ringed in their owner's colour
                pts = d["row"].get(b.id)
                spot = view.spots.get((p, b.id))
                if pts and 0 <= owner < len(pts) and pts[owner] and spot is not None:
                    centre = (spot.x + 11, spot.centery)
                    pygame.draw.circle(surface, palette.WHITE, centre, 16 + round(2 * pulse), 2)
                    pygame.draw.circle(surface, colours[owner].rgb, centre, 13, 3)


# -- the year's table ---------------------------------------------------------------------------
def _panel(surface, height) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 860, height)
    rect.center = BOARD.center
    draw_sheet(surface, rect, radius=8)  # the year's score sheet, laid over the board
    return rect


def _table(surface, rect, y, view, headers, rows, first_w=230) -> int:
    """Header row then one row per seat; returns the y below the table."""
    n = len(headers)
    cw = (rect.width - 30 - first_w) // n
    x0 = rect.x + 15 + first_w
    for c, h in enumerate(headers):
        draw_text_in_box(surface, h, pygame.Rect(x0 + c * cw, y, cw - 4, 24), 16, palette.SHEET_DIM, min_size=12)
    y += 26
    colours = view.colours()
    for s, cells in enumerate(rows):
        line = pygame.Rect(rect.x + 10, y, rect.width - 20, 27)
        if s % 2 == 0:
            pygame.draw.rect(surface, palette.SHEET_HI, line, border_radius=5)
        draw_marker(surface, (rect.x + 28, y + 13), 9, colours[s])
        draw_text_in_box(surface, view.name(s), pygame.Rect(rect.x + 44, y, first_w - 34, 27), 18, palette.SHEET_INK,
                         align="left", min_size=12)
        for c, (text, colour) in enumerate(cells):
            draw_text_in_box(surface, text, pygame.Rect(x0 + c * cw, y, cw - 4, 27), 18, colour, min_size=12,
                             bold=c == n - 1)
        y += 28
    return y


def draw_summary(surface, view, step, k) -> pygame.Rect:
    """The year's scoring as a table over the board, the last step of the scoring; returns its
    Skip button."""
    d = step.data
    n = view.players
    hint_h = 26
    regions = [(r, {b: pts for b, pts in row.items() if any(pts)}) for r, row in d["regions"].items()]
    regions = [(r, row) for r, row in regions if row]
    rect = _panel(surface, 92 + 28 * n + 30 * max(1, len(regions)) + hint_h)
    draw_text_in_box(surface, _("Scoring of year {year}").format(year=d["year"]),
                     pygame.Rect(rect.x + 16, rect.y + 10, rect.width - 32, 32), 22, palette.SHEET_INK, bold=True)
    headers = [_("Provinces"), _("Buildings"), _("Regions"), _("This year"), _("Score")]
    rows = [[(str(d["provinces"][s]), palette.SHEET_INK), (str(d["buildings"][s]), palette.SHEET_INK),
             (str(d["majorities"][s]), palette.SHEET_INK), ("+%d" % d["gained"][s], palette.SHEET_LIT),
             (str(d["score"][s]), palette.SHEET_INK)] for s in range(n)]
    y = _table(surface, rect, rect.y + 46, view, headers, rows) + 6
    colours = view.colours()
    if not regions:
        draw_text_in_box(surface, _("No buildings: no region majorities."),
                         pygame.Rect(rect.x + 20, y, rect.width - 40, 26), 17, palette.SHEET_DIM)
    for region, row in regions:
        pygame.draw.rect(surface, REGION_RGB[region], (rect.x + 20, y + 5, 16, 16), border_radius=3)
        draw_text_in_box(surface, _(REGION_NAMES[region]), pygame.Rect(rect.x + 42, y, 110, 26), 17,
                         palette.SHEET_INK, align="left", min_size=12)
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
                    draw_text(surface, "+%d" % v, (x + 20, y + 13), 17, palette.SHEET_LIT, anchor="midleft", bold=True)
                    x += 58
            x += 16
        y += 30
    bar = pygame.Rect(rect.x + 16, rect.bottom - 8, round((rect.width - 32) * k), 3)
    pygame.draw.rect(surface, palette.SHEET_LIT, bar)
    skip = pygame.Rect(rect.right - 16 - 96, rect.bottom - hint_h - 10, 96, hint_h)
    draw_text_in_box(surface, _(HINT), pygame.Rect(rect.x + 16, skip.y, skip.x - 10 - rect.x - 16, hint_h), 14,
                     palette.SHEET_DIM, align="right", min_size=12)
    return draw_skip(surface, skip)

