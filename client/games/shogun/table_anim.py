"""What happens on Shogun's board, played out from the rules' events one step at
a time: each action card turned, each player's card and its effect (armies
marching, recruits arriving, buildings rising, chests and rice collected,
battles in the cube tower and their outcome), and winter step by step
(winter_anim: rice, revolts, each player's points, each region's majorities).

One queue played in order; a battle step hands its drop to the cube tower and
waits for it. While it plays, ``frame`` is the table as it stood at the step
on screen (board_frame): each step applies its events when it starts
(``enter``) or ends (``leave``). Paced by the animation setting (``factor``);
``skip_step`` ends the step on screen, ``skip_all`` everything queued. Like
the tower, these only show what the events say: they never decide anything.
"""
from __future__ import annotations

import math

import pygame

from client.i18n import _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text, draw_text_in_box
from client.widgets.base import draw_panel
from client.widgets.dice_playback import playback_key

from . import board_frame, winter_anim
from . import content as C
from .board_art import ICONS, REGION_RGB, draw_army_block, draw_badge, draw_chest, draw_rice
from .caption import CAPTION, draw_caption, seat_of, step_line

HIGHLIGHT_RED = (240, 120, 100)  # an action that cannot be carried out

#: seconds per step at normal speed (the tower step lasts as long as its drop)
SECONDS = {"action": 0.9, "card": 0.6, "note": 1.2, "move": 0.9, "arrive": 0.7, "build": 0.9, "collect": 0.9,
           "tower": 0.0, "outcome": 1.2, **winter_anim.SECONDS}
NO_CARD_SECONDS = 0.3  # a slot left empty or holding a chest card: nothing happens
SOUNDS = {"action": "card", "card": "card", "move": "march", "arrive": "march", "build": "build",
          "collect": "coin", "tower": "cube", **winter_anim.SOUNDS}
WINTER_STEPS = winter_anim.KINDS


class Step:
    __slots__ = ("kind", "data", "seconds", "enter", "leave", "event")

    def __init__(self, kind: str, data: dict, enter=(), leave=(), event=None, seconds: float | None = None):
        self.kind = kind
        self.data = data
        self.seconds = SECONDS[kind] if seconds is None else seconds
        self.enter = list(enter)  # events the frame takes when the step starts
        self.leave = list(leave)  # ... and when it ends
        self.event = event  # the event the caption tells, if any


def steps_from_events(events, playing: str | None = None) -> list[Step]:
    """The board's steps for one action's (viewer-redacted) events, in order. ``playing``:
    the action being carried out before these events (its card is not turned again).
    Events without a step of their own go to the frame with the next step (the last
    ones with the last step)."""
    out: list[Step] = []
    waiting: list = []

    def add(kind, data, enter=(), leave=(), event=None, seconds=None):
        out.append(Step(kind, data, waiting + list(enter), leave, event, seconds))
        waiting.clear()

    for ev in events:
        d = ev.data
        kind = ev.kind
        if kind == "action_card":
            if d["action"] != playing:
                playing = d["action"]
                add("action", {"action": playing}, [board_frame.action_start(playing)])
            card = d["card"]
            played = card is not None and not card.startswith("chest:")
            add("card", {"seat": d["seat"], "action": d["action"], "card": card}, [ev], event=ev,
                seconds=None if played else NO_CARD_SECONDS)
        elif kind in ("action_skipped", "move_declined"):
            add("note", dict(d), [ev], event=ev)
        elif kind in ("draft_place", "recruited"):
            add("arrive", {"seat": d["seat"], "province": d["province"], "armies": d["armies"]}, leave=[ev],
                event=ev)
        elif kind == "moved":
            add("move", {"seat": d["seat"], "from": d["from"], "to": d["to"], "armies": d["armies"]},
                [board_frame.march(d["seat"], d["from"], d["armies"])], [ev], event=ev)
        elif kind == "built":
            add("build", {"seat": d["seat"], "province": d["province"], "building": d["building"]}, leave=[ev],
                event=ev)
        elif kind == "collected":
            what = "rice" if d["action"] == "rice" else "chests"
            add("collect", {"seat": d["seat"], "province": d["province"], "amount": d["amount"], "what": what},
                leave=[ev], event=ev)
        elif kind == "battle" and "came_out" in d:
            if d.get("type") in ("invasion", "expansion"):
                add("move", {"seat": d["attacker"], "from": d["from"], "to": d["province"], "armies": d["armies"],
                             "battle": d}, [board_frame.march(d["attacker"], d["from"], d["armies"])])
            add("tower", {"kind": kind, "data": dict(d)})
            add("outcome", dict(d), [ev], event=ev)
        elif kind == "tower_preload" and "came_out" in d:
            add("tower", {"kind": kind, "data": dict(d)}, leave=[ev])
        elif kind == "winter":  # winter played out like a season: see winter_anim
            winter_anim.winter_steps(ev, add)
        elif kind == "revolt_drawn":
            add("revolt", dict(d), [ev], event=ev)
        elif kind == "scored":
            winter_anim.scoring_steps(ev, add)
        elif kind == "new_year":
            add("new_year", dict(d), [ev], event=ev)
        else:
            if kind == "season":
                playing = None
            waiting.append(ev)
    if out:
        out[-1].leave.extend(waiting)
    return out


def caption_line(view, obs, step: Step) -> str:
    """Who does what where in ``step``, in a sentence: a season's step as the caption says it,
    a winter step as winter's playback does."""
    if step.kind in WINTER_STEPS:
        return winter_anim.step_line(view, obs, step)
    return step_line(view, obs, step)


class BoardAnims:
    def __init__(self, tower, sound=None):
        self.tower = tower
        self.sound = sound or (lambda name: None)
        self.queue: list[Step] = []
        self.current: Step | None = None
        self.clock = 0.0
        self.frame: board_frame.Frame | None = None  # the table at the step on screen, while playing
        self.playing: str | None = None  # the action whose card was turned last
        self.cell: tuple[int, int] | None = None  # (seat, slot) of the plan card being carried out
        self.skip_rect: pygame.Rect | None = None  # the Skip button, where it was drawn last
        self.lines = lambda events: 0  # how many log lines some events make (the view's log_lines)
        self.hidden_lines = 0  # the log's last lines, for steps not shown yet

    # -- control ------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue) or self.tower.busy()

    def push(self, steps, frame: board_frame.Frame | None = None, context=(None, None)) -> None:
        """Queue ``steps``. When nothing plays yet, ``frame`` is the table before them and
        ``context`` (action, (seat, slot)) the card being carried out there, if any."""
        if self.current is None and not self.queue:
            self.frame = frame
            self.playing, self.cell = context
        self.queue.extend(steps)
        self.hidden_lines += sum(self.lines(step.enter) + self.lines(step.leave) for step in steps)
        if self.current is None and not self.tower.busy():
            self._next()

    def shown(self, obs, viewer):
        """What the table draws: the frame while a playback runs, else ``obs``."""
        if self.frame is None:
            return obs
        board_frame.mask(self.frame, viewer)
        return self.frame

    def _apply(self, events) -> None:
        if self.hidden_lines:
            self.hidden_lines = max(0, self.hidden_lines - self.lines(events))
        if self.frame is not None:
            for ev in events:
                board_frame.apply(self.frame, ev)

    def _next(self) -> None:
        if self.current is not None:
            self._apply(self.current.leave)
        self.current = self.queue.pop(0) if self.queue else None
        self.clock = 0.0
        step = self.current
        if step is None:
            self.frame = None  # the table is the observation's again
            self.playing = self.cell = None
            return
        self._apply(step.enter)
        if step.kind in ("action", "card"):
            self.playing = step.data["action"]
        if step.kind == "card":
            self.cell = (step.data["seat"], C.SLOT_INDEX[step.data["action"]])
        elif step.kind == "action" or step.kind in WINTER_STEPS:
            self.cell = None
        if step.kind in WINTER_STEPS:
            self.playing = None
        sound = SOUNDS.get(step.kind)
        if sound and step.seconds != NO_CARD_SECONDS:
            self.sound(sound)
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
        self.reset_queue()

    def reset(self) -> None:
        self.tower.reset()
        self.reset_queue()

    def reset_queue(self) -> None:
        self.queue = []
        self.current = None
        self.frame = None
        self.playing = self.cell = None
        self.hidden_lines = 0

    def handle_event(self, event) -> bool:
        """While playing: a click or Space ends the step, S or the Skip button everything."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.skip_rect is not None and self.skip_rect.collidepoint(event.pos):
                self.skip_all()
            else:
                self.skip_step()
            return True
        return playback_key(event, self.skip_step, self.skip_all)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface, view, obs) -> None:
        """The step on screen over the table drawn from ``obs`` (the frame): its picture
        on the board, the plan card being carried out, and the caption (or a winter panel)."""
        self.skip_rect = None
        step = self.current
        if step is None:
            return
        k = self.progress()
        if step.kind in winter_anim.PANELS:
            self.skip_rect = winter_anim.draw_summary(surface, view, step, k)
            return
        if self.cell is not None:
            cell = view.plan_cells.get(self.cell)
            if cell is not None:
                pygame.draw.rect(surface, palette.WHITE, cell.inflate(4, 4), 3, border_radius=6)
        self._draw_step(surface, view, obs, step, k)
        self.skip_rect = draw_caption(surface, view, obs, self, step, k, caption_line(view, obs, step))

    def _draw_step(self, surface, view, obs, step, k) -> None:
        d = step.data
        art = view.art
        index = obs.info.index
        colours = view.colours()
        seat = seat_of(step)
        col = colours[seat] if seat is not None and 0 <= seat < len(colours) else None
        pulse = 0.5 + 0.5 * math.sin(self.clock * 9)
        if step.kind in WINTER_STEPS:
            winter_anim.draw_step(surface, view, obs, step, self.clock)
            return
        if step.kind == "tower":
            p = index.get(d["data"].get("province"))
            if p is not None:
                pygame.draw.polygon(surface, palette.VERMILION, art.polys[p], 3 + round(3 * pulse))
            return
        if step.kind == "move":
            a, b = index.get(d["from"]), index.get(d["to"])
            if a is None or b is None or col is None:
                return
            # from army block to army block, where the board draws them
            (x0, y0), (x1, y1) = art.army_centre(a), art.army_centre(b)
            e = k * k * (3 - 2 * k)
            x, y = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - 18 * math.sin(math.pi * e)
            pygame.draw.polygon(surface, palette.VERMILION if "battle" in d else col.rgb, art.polys[b], 3)
            pygame.draw.line(surface, palette.INK, (x0, y0), (x, y), 6)
            pygame.draw.line(surface, col.rgb, (x0, y0), (x, y), 3)
            draw_army_block(surface, (x, y), col, d["armies"], big=True)
            return
        name = d.get("card") if step.kind == "card" else d.get("province")
        p = index.get(name) if name else None
        if p is None:
            return
        cx, cy = art.centres[p]
        if step.kind in ("arrive", "build", "collect") and col is not None:
            pygame.draw.polygon(surface, col.rgb, art.polys[p], 3)
        if step.kind == "card" and col is not None:
            # the played card rises from its province, outlined in the player's colour
            pygame.draw.polygon(surface, col.rgb, art.polys[p], 3 + round(2 * pulse))
            _card_tag(surface, (cx, cy - 18 - 10 * min(1.0, 3 * k)), obs, p, col)
        elif step.kind == "note" and col is not None:  # an action that cannot be carried out
            pygame.draw.polygon(surface, col.rgb, art.polys[p], 3)
            draw_badge(surface, art, p, "×", HIGHLIGHT_RED, col, [CAPTION])
        elif step.kind == "outcome":
            owner = obs.owner[p]
            ring = colours[owner].rgb if 0 <= owner < len(colours) else palette.PAPER
            pygame.draw.polygon(surface, ring, art.polys[p], 3 + round(2 * pulse))
            draw_badge(surface, art, p, _("{attack} : {defence}").format(attack=d["attack"], defence=d["defence"]),
                       palette.WHITE, colours[owner] if 0 <= owner < len(colours) else None, [CAPTION])
        elif step.kind == "arrive" and col is not None:
            radius = 10 + 30 * k
            ring = pygame.Surface((2 * radius + 8, 2 * radius + 8), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*col.rgb, round(255 * (1 - k))), ring.get_rect().center, radius, 4)
            surface.blit(ring, ring.get_rect(center=art.army_centre(p)))
            draw_text(surface, "+%d" % d["armies"], (cx, cy - 12 - 16 * k), 24, palette.WHITE, anchor="midbottom",
                      bold=True)
            draw_marker(surface, (cx - 34, cy - 24 - 16 * k), 9, col)
        elif step.kind == "build":
            scale = 1 + 2.2 * (1 - k) ** 2  # lands on its square below the armies
            r = view.art.building_size / 2.6 * scale
            spot = view.art.building_rects.get((p, d["building"]))
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


def _clear_of_caption(rect, centre) -> pygame.Rect:
    """``rect`` centred on ``centre``, moved down below the caption if it would hide under it."""
    rect.center = (round(centre[0]), round(centre[1]))
    if rect.colliderect(CAPTION):
        rect.top = CAPTION.bottom + 4
    return rect


def _card_tag(surface, centre, obs, p, col) -> None:
    """A small province card over its province: the player's marker and the name."""
    info = obs.info
    rect = _clear_of_caption(pygame.Rect(0, 0, 92, 46), centre)
    pygame.draw.rect(surface, palette.SHADOW, rect.move(2, 3), border_radius=6)
    pygame.draw.rect(surface, REGION_RGB[info.regions[info.region[p]]], rect, border_radius=6)
    pygame.draw.rect(surface, col.rgb, rect, 3, border_radius=6)
    draw_marker(surface, (rect.x + 14, rect.y + 14), 8, col)
    draw_text_in_box(surface, info.kanji[p], pygame.Rect(rect.x + 22, rect.y + 3, rect.width - 26, 24), 20,
                     palette.INK, bold=True)
    draw_text_in_box(surface, info.names[p], pygame.Rect(rect.x + 4, rect.y + 26, rect.width - 8, 17), 14,
                     palette.INK)
