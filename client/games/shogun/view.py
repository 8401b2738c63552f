"""Shogun's table: the map, the players, the plans, the cards, the cube tower.

Draws only from the observation it is given (never another seat's plan), and
every click becomes an action string taken from ``obs.legal_actions()``.
"""
from __future__ import annotations

import math
import time

import pygame

from client.i18n import N_, _, current_language, ngettext
from client.render import art as pictures, palette
from client.render.text import draw_text_in_box, text_size
from client.scenes.hints import LOG_LINES_IN_SIGHT
from client.scenes.table_chrome import draw_log, draw_top_bar, foot_sheet, log_layout
from client.scenes.table_view import TableView
from client.widgets.base import draw_panel
from client.widgets.button import Button, draw_tablet
from client.window import mouse_pos

from . import content as C
from . import board_frame, panels, plan_panel, tips
from .caption import bar_line, seat_of
from .board_art import army_piece, beaded_outline, board_art, draw_army_block, draw_building, draw_revolt, marching_outline
from .layout import CHEST
from .log_text import ACTION_NAMES, event_lines, province
from .panels import BOARD, INFO, LOWER_Y, RIGHT_W, RIGHT_X
from .standing import event_note, progress, season_of
from .table_anim import BoardAnims, steps_from_events
from .table_surface import draw_table
from .tower_anim import TowerView

TOWER = pygame.Rect(8, LOWER_Y, 224, 892 - LOWER_Y)  # the tower stands on the table, as tall as the band
PLAN = pygame.Rect(240, LOWER_Y, 688, 892 - LOWER_Y)
BUTTON_Y = 844
SEASON_EMBLEM = (46, 46)  # px: the season's picture in the title bar

NAMED = N_("{romaji} {kanji}")  # a province on a button: "Owari 尾張", 「尾張」


def named(romaji: str, kanji: str) -> str:
    """A province on a button: no romaji on a Chinese table."""
    return kanji if current_language() == "zh_Hant" else _(NAMED).format(romaji=romaji, kanji=kanji)


PLAYBACK = N_("Played out on the board: click or Space for the next step, S or Skip to jump to the end.")
PROMPTS = {
    "draft": N_("Take an open province card (click it or its province) or draw from the deck."),
    "draft_army": N_("How many armies go on the province you drafted?"),
    "plan": N_("Choose a card from your hand, then a slot. Click a filled slot to take it back."),
    "plan_fill": N_("Every space needs a card before you confirm: choose a card, then a space."),
    "order": N_("Choose your place on the daimyo track (and its special card)."),
    "move": N_("Click a highlighted province to send armies from {prov}."),
    "armies": N_("How many armies go from {src} to {dest}?"),
    "winter": N_("Choose the province whose revolt you fight next."),
}


class View(TableView):
    log_headings = frozenset({"season", "new_year"})  # "Year 1, Spring: the first five actions…", "Year 2 begins."

    def __init__(self, scene):
        self.scene = scene
        st = scene.match.state
        self.face = st.face
        self.players = st.num_players
        self._still_tower()
        self.selected: int | None = None  # card code chosen from the hand
        self.count = 1  # the army picker's value
        self.hover: int | None = None
        self._history_drop: tuple[str, dict] | None = None  # the last drop of the history, for the tray
        self.mouse: tuple[int, int] | None = None  # the pointer's last position, for tooltips
        self.tip: list[str] | None = None  # the tooltip drawn last frame (tests read it)
        self.tip_rect: pygame.Rect | None = None  # and where
        self._tips: list[tuple[pygame.Rect, object]] = []  # piece rects → a function giving its lines
        self.undo = Button((RIGHT_X, BUTTON_Y, 170, 48), N_("Undo"), scene.undo, size=22)
        self.menu = Button((RIGHT_X + 182, BUTTON_Y, 170, 48), N_("Menu"), self.open_menu, size=22)
        self._hits: list[tuple[pygame.Rect, str]] = []  # clickable rects → actions, from the last draw
        self._select_hits: list[tuple[pygame.Rect, int]] = []
        self._picker: dict[str, pygame.Rect] = {}
        self._memos: dict[str, tuple] = {}  # panel name → (key, picture, hits, select hits, tips)
        self._scratch: pygame.Surface | None = None
        self.spots: dict[tuple[int, str], pygame.Rect] = {}  # (province, building) → where it is drawn
        self.pieces: list[pygame.Rect] = []  # every piece on the board, as drawn last
        self.plan_cells: dict[tuple[int, int], pygame.Rect] = {}  # (seat, slot) → its plan card's rect
        self._before = self._keep_state()  # the state before the next action: where its playback starts

    @property
    def art(self):
        """The painted board, for the reader's language (made once per face, players, size and language)."""
        return board_art(self.face, self.players, tuple(BOARD.inflate(-8, -8)))

    def chart_place(self, height: int) -> pygame.Rect:
        """A review's open chart along the table's foot, over the tower, the plan and the action cards, left of the log: the seats' rows and the log stay in sight."""
        return foot_sheet(TOWER.x, INFO.right, height)

    def hint_panel_place(self, height: int) -> tuple[tuple[int, int], int] | None:
        """A hint's panel over the log's top (or from the events' top down over it) or its foot,
        whichever hides none of its newest lines; when all would (a log shorter than the panel, beside the events), on the map's north-east
        corner, by the log: never over the players' rows (issue 39: it hid players 3 and 4), nor over
        the action cards' mat beside the log (as wide as the log, its words wrapped to it)."""
        if self._log_area is None:
            return None
        rect, size, lines = self._log_area
        boxes = [box for _i, _line, box in log_layout(lines, rect, size)]
        width = rect.width
        x = rect.x
        top = pygame.Rect(x, rect.y, width, height)
        top.bottom = next((box.top for box in boxes if box.top < top.bottom < box.bottom), top.bottom)
        # or from the events sheet's top down over the log's older lines (the events can wait while
        # a hint is read; the newest lines stay in sight)
        events = pygame.Rect(x, panels.players_rect(self.players).bottom + 10, width, height)
        events.bottom = next((box.bottom for box in boxes if box.top < events.bottom < box.bottom), events.bottom)
        spots = [top, events, pygame.Rect(x, rect.bottom - height, width, height),
                 pygame.Rect(BOARD.right - 8 - width, BOARD.y + 8, width, height)]
        whole = [r for r in spots if not any(r.colliderect(box) and not r.contains(box) for box in boxes)]
        best = min(whole or spots[-1:],  # never a line cut in half; then the fewest newest hidden, the first
                   key=lambda r: sum(r.colliderect(box) for box in boxes[-LOG_LINES_IN_SIGHT:]))
        return best.bottomleft, width

    # -- helpers ------------------------------------------------------------------------
    def curtain_reason(self, obs, seat: int) -> str:
        """What the hot-seat curtain tells ``seat`` it is called for (client/games/shogun/reasons.py)."""
        from .reasons import curtain_reason

        return curtain_reason(obs, seat)

    def legal(self, obs) -> list[str]:
        return obs.legal_actions() if self.my_turn(obs) else []

    def targets(self, obs, legal) -> dict[int, str]:
        """Provinces clickable now → the action a click plays."""
        out = {}
        idx = obs.info.index
        for a in legal:
            verb, _sep, arg = a.partition(":")
            if verb in ("move", "revolt") and arg in idx:
                out[idx[arg]] = a
        if obs.phase == "draft":
            for k, p in enumerate(obs.faceup):
                if "take:%d" % k in legal:
                    out[p] = "take:%d" % k
        if obs.phase == "plan" and self.my_turn(obs):
            pass
        return out

    # -- the view protocol --------------------------------------------------------------
    def busy(self) -> bool:
        return self.anims.busy()

    def animating(self) -> bool:
        return self.anims.busy() or self.tower.busy()  # the tower's cubes may still fall

    def update(self, dt: float) -> None:
        factor = self.factor()
        if self._history_drop is not None and self.tower.last is None and not self.busy():
            self.tower.push(*self._history_drop, False)
        self._history_drop = None
        self.tower.update(dt, factor)
        self.anims.update(dt, factor)

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        """The shared log: sentences from the public events (plans never appear), in the
        reader's language. Every step that matters has events (taking a place on the
        daimyo track too), so the rules' English description is never needed."""
        return event_lines(public_events, self.name, self.face)

    def replayed(self, public_events) -> None:
        """A loaded game's step: its tower tray shows the last drop."""
        for ev in public_events:
            if ev.kind in ("battle", "tower_preload") and "came_out" in ev.data:
                self._history_drop = (ev.kind, dict(ev.data))

    # -- what the panels drawn for this table tell it (panels.py, plan_panel.py) -------------------
    def add_tip(self, rect: pygame.Rect, lines) -> None:
        """A tooltip over ``rect`` this frame: ``lines(obs)`` gives what it says."""
        self._tips.append((rect, lines))

    def tooltips(self) -> list[tuple[pygame.Rect, object]]:
        """The tooltips as drawn last: (rect, ``lines(obs)`` giving what it says)."""
        return list(self._tips)

    def add_hit(self, rect: pygame.Rect, action: str) -> None:
        """A click on ``rect`` plays ``action`` (while it is legal)."""
        self._hits.append((rect, action))

    def add_hand_card(self, rect: pygame.Rect, code: int) -> None:
        """``rect`` shows the hand's card ``code``: a click chooses it."""
        self._select_hits.append((rect, code))

    # -- what the hint marks (hint_view.py) -----------------------------------------------------
    def hand_card_rect(self, code: int) -> pygame.Rect | None:
        """Where the hand's card ``code`` was drawn last, while one may be chosen."""
        return next((rect for rect, c in self._select_hits if c == code), None)

    def hand_cards(self) -> list[tuple[pygame.Rect, int]]:
        """The hand's cards as drawn last, while one may be chosen: (rect, code)."""
        return list(self._select_hits)

    def picker_rect(self, key: str) -> pygame.Rect | None:
        """Where the army picker's ``key`` button ("minus", "plus", "max", "send") was drawn last."""
        return self._picker.get(key)

    def _keep_state(self) -> tuple[int, object]:
        match = self.scene.match
        return len(match.actions), match.state.clone()

    def on_events(self, events, seat, action) -> None:
        scene = self.scene
        self._history_drop = None  # live play: the tower replays the drops itself
        verb = action.split(":")[0]
        before = self._before
        self._before = self._keep_state()
        # the state this action was played on (unless the match moved on without telling the view)
        start = before[1] if before[0] == len(scene.match.actions) - 1 else None
        playing = cell = None
        if start is not None and start.phase == "act" and start.pending is not None:
            _stage, who, playing, _src, _targets = start.pending  # the card whose decision this was
            cell = (who, C.SLOT_INDEX[playing])
        steps = steps_from_events(events, playing)
        if self.factor() > 0:
            frame = None
            if steps and start is not None and not self.anims.busy():
                frame = board_frame.start(start.observation(scene.viewer))
            self.anims.push(steps, frame, (playing, cell))
        else:
            self.anims.skip_all()
            for step in steps:
                if step.kind == "tower":
                    self.tower.push(step.data["kind"], step.data["data"], False)
            if any(step.kind in ("collect", "scored") for step in steps):
                scene.app.audio.play("coin")
        if verb in ("plan", "unplan", "confirm"):
            if verb != "plan":
                self.selected = None
        else:
            self.selected = None
        self.count = 1

    def on_undo(self) -> None:
        self.anims.reset()
        self._before = self._keep_state()
        self.selected = None

    def reset_for_jump(self) -> None:
        """Another step of a review: the tower as a new table has it (no drop falling, an empty
        tray until ``replayed`` names the step's last drop)."""
        self._still_tower()
        self._history_drop = None
        self.on_undo()

    def _still_tower(self) -> None:
        sound = self.scene.app.audio.play
        self.tower = TowerView(TOWER, sound=sound)
        self.anims = BoardAnims(self.tower, sound=sound)
        self.anims.lines = lambda events: len(event_lines(events, self.name, self.face))

    def handle_event(self, event, viewer):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        used = self.handle_chrome(event, self.anims)
        if used is not None:
            return used
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.art.province_at(event.pos)
            return False
        if viewer is None:
            return False
        obs = self.scene.observation()
        legal = self.legal(obs)
        if not legal or event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        pos = event.pos
        # the army picker
        for key, rect in self._picker.items():
            if rect.collidepoint(pos):
                top = max(int(a.split(":")[1]) for a in legal if a.startswith("armies:"))
                if key == "minus":
                    self.count = max(1, self.count - 1)
                elif key == "plus":
                    self.count = min(top, self.count + 1)
                elif key == "max":
                    self.count = top
                elif key == "send":
                    action = "armies:%d" % self.count
                    return action if action in legal else True
                return True
        for rect, action in self._hits:
            if rect.collidepoint(pos) and action in legal:
                if action.startswith("plan:") and self.selected is None:
                    continue
                return action
        for rect, code in self._select_hits:
            if rect.collidepoint(pos):
                self.selected = None if self.selected == code else code
                self.scene.app.audio.play("click")
                return True
        p = self.art.province_at(pos)
        if p is not None:
            action = self.targets(obs, legal).get(p)
            if action is not None:
                return action
            if obs.phase == "plan" and obs.owner[p] == viewer:
                self.selected = None if self.selected == p else p
                return True
        return False

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface, obs) -> None:
        scene = self.scene
        obs = self.anims.shown(obs, scene.viewer)  # a playback's table, step by step
        draw_table(surface)  # dark wooden planks under the map, the tray, the tower and the sheets
        # while a playback runs, the bar says what is shown, not who decides next
        playing = self.anims.busy()
        status = bar_line(obs, self.anims.playing) if playing else None
        step = self.anims.current if playing else None
        marker = (seat_of(step) if step is not None else None) if playing else -1  # the seat shown acting
        season = season_of(obs)  # its woodblock picture beside the year and season, the event under them
        emblem = pictures.picture("shogun", f"season_{season}", SEASON_EMBLEM) if season else None
        draw_top_bar(surface, scene, progress(obs), status, marker, emblem, event_note(obs))
        legal = self.legal(obs)
        self._hits = []
        self._select_hits = []
        self._picker = {}
        self._tips = []
        if self.selected is not None and obs.phase == "plan" and self.my_turn(obs):
            if self.selected not in obs.hand(obs.to_act):
                self.selected = None
        self._draw_board(surface, obs, legal)
        to_act = None if obs.is_over() else obs.to_act
        self._memo("players", surface, panels.players_rect(self.players),
                   (current_language(), to_act, tuple(obs.score), tuple(obs.chests), tuple(obs.rice),
                    tuple(obs.owner), tuple(obs.supply), tuple(obs.position), tuple(obs.special_of)),
                   lambda target: panels.draw_players(self, target, obs, to_act))
        if to_act is not None:  # the seat to act: a pulsing frame
            row = panels.seat_row(to_act)
            pulse = 2 + int(1.5 * (1 + math.sin(time.monotonic() * 5)))
            pygame.draw.rect(surface, palette.SHEET_LIT, row, pulse, border_radius=8)
        events = pygame.Rect(RIGHT_X, panels.players_rect(self.players).bottom + 10, RIGHT_W, panels.events_height(obs))
        self._memo("events", surface, events, (current_language(), obs.event_now, tuple(obs.events_up),
                                               obs.winter_event),
                   lambda target: panels.draw_events(self, target, obs, events))
        log_rect = pygame.Rect(RIGHT_X, events.bottom + 10, RIGHT_W, BUTTON_Y - 10 - (events.bottom + 10))
        lines, hidden = scene.log.lines(), self.anims.hidden_lines  # a playback tells its steps as they come
        shown = lines[:max(0, len(lines) - hidden)] if hidden else lines
        log_rect = short_log(log_rect, shown, 17)
        self._log_area = (log_rect, 17, shown)
        self._memo("log", surface, log_rect, (current_language(), scene.log.version, hidden),
                   lambda target: draw_log(target, shown, log_rect, size=17, log=scene.log))
        self.tower.draw(surface, self.colours(), obs.tower.inside_all(), self.name)
        self._tips.append((TOWER, lambda o: tips.tower_lines(self, o)))
        self._tips.append((self.tower.tray, lambda o: tips.tray_lines(self, o)))  # (over the tower's tip)
        prompt = self.prompt(obs)
        self._memo("plan", surface, PLAN, (current_language(), prompt, tuple(obs.plan), tuple(obs.action_row),
                                           obs.act_pos, obs.phase, scene.viewer, self.selected, tuple(legal),
                                           # what the warnings on the viewer's plan read
                                           tuple(obs.chests), tuple(obs.owner), tuple(obs.armies), tuple(obs.bld),
                                           tuple(obs.markers), tuple(obs.supply)),
                   lambda target: self._draw_plan(target, obs, legal, prompt))
        self._draw_controls(surface, obs, legal)
        self._memo("info", surface, INFO, (current_language(), tuple(obs.action_row), obs.act_pos, obs.phase,
                                           tuple(obs.special_row), tuple(obs.position), tuple(legal), tuple(obs.markers),
                                           tuple(obs.tower.inside_all()), tuple(obs.tower.tray)),
                   lambda target: panels.draw_info(self, target, obs, legal))
        self.undo.enabled = scene.match.can_undo() and scene.viewer == obs.to_act and not obs.is_over()
        self.undo.draw(surface)
        self.menu.draw(surface)
        self.anims.draw(surface, self, obs)
        self._draw_tooltip(surface, obs)

    # board -------------------------------------------------------------------------------
    def _draw_board(self, surface, obs, legal) -> None:
        key = (tuple(obs.owner), tuple(obs.armies), tuple(obs.bld), tuple(obs.markers))
        self._memo("board", surface, BOARD, key, lambda target: self._draw_pieces(target, obs))
        art = self.art
        now = time.monotonic()
        highlighted = False
        if obs.phase == "act" and obs.pending is not None:  # where the armies come from: a still outline
            beaded_outline(surface, art.polys[obs.pending[3]])
            highlighted = True
        for p in self.targets(obs, legal):  # may be clicked: a swelling wash and marching dashes
            art.draw_target(surface, p, now, self.pieces)  # (the play scene pulses while they show)
            highlighted = True
        drafted = obs.drafted
        if obs.phase == "draft_army" and drafted is not None and drafted >= 0:  # where the armies go
            marching_outline(surface, art.polys[drafted], now)
            highlighted = True
        if obs.phase == "plan" and self.selected is not None and self.selected < CHEST:
            beaded_outline(surface, art.polys[self.selected])
            highlighted = True
        if self.hover is not None:
            pygame.draw.polygon(surface, palette.PAPER, art.polys[self.hover], 2)
        if highlighted or self.hover is not None:  # names stay readable over the outlines
            surface.blit(art.labels, (art.ox, art.oy))

    def _draw_pieces(self, layer, obs) -> None:
        """The painted board, owners' bands, the names, owners' banners, then buildings at their
        spots, armies and revolt markers, each piece with its tooltip."""
        draw_panel(layer, BOARD, fill=palette.AI, border=palette.SUMI, radius=10)  # a print: an ink rim, not gold
        art = self.art
        art.draw(layer)
        colours = self.colours()
        for p, owner in enumerate(obs.owner):
            if owner >= 0:
                art.draw_owner(layer, p, colours[owner], owner)
        art.draw_ink(layer)
        layer.blit(art.labels, (art.ox, art.oy))
        piece_tips = self._tips
        self.spots = {}
        fixed = []
        for p, owner in enumerate(obs.owner):
            if owner >= 0:
                rect = art.draw_banner(layer, p, colours[owner])
                piece_tips.append((rect, lambda o, p=p: tips.province_lines(self, o, p)))
                fixed.append(rect)
            for b in C.BUILDINGS:
                if obs.bld[p] & b.bit:
                    spot = art.building_rects[(p, b.id)]
                    self.spots[(p, b.id)] = spot
                    draw_building(layer, spot.center, spot.width / 2.6, b.id)
                    piece_tips.append((spot, lambda o, p=p, icon=b.id: tips.building_lines(self, o, p, icon)))
                    fixed.append(spot)
        blocks = {}
        for p, owner in enumerate(obs.owner):
            if owner >= 0:
                col = colours[owner]
                size = army_piece(tuple(col.rgb), col.shape, obs.armies[p])[0].get_size()  # its place fits it
                built = tuple(b.id for b in C.BUILDINGS if obs.bld[p] & b.bit)  # and leaves them in sight
                blocks[p] = draw_army_block(layer, art.army_centre(p, size, built), col, obs.armies[p])
                piece_tips.append((blocks[p], lambda o, p=p: tips.army_lines(self, o, p)))
        avoid = list(blocks.values())
        self.pieces = avoid + fixed  # kept clear of a target's wash
        for p, block in blocks.items():
            markers = obs.markers[p]
            if markers:
                (spot,) = art.spots(p, block, [22 + 10 * (markers > 1)], avoid + fixed)
                self.pieces.append(spot)
                draw_revolt(layer, (spot.x + 11, spot.centery), 8, markers)
                piece_tips.append((spot, lambda o, p=p: tips.revolt_lines(self, o, p)))

    # plans and controls --------------------------------------------------------------------
    def _memo(self, name, surface, rect, key, draw) -> None:
        """Draw a panel through a cache: redrawn only when ``key`` changes (the panel's
        clickable rects and tooltips are kept with the picture)."""
        area = pygame.Rect(rect.x, rect.y, rect.width + 4, rect.height + 5)  # with the panel's shadow
        entry = self._memos.get(name)
        if entry is None or entry[0] != key:
            if self._scratch is None:
                self._scratch = pygame.Surface(surface_size())
            scratch = self._scratch
            scratch.blit(surface, area, area)  # the backdrop under the rounded corners
            marks = len(self._hits), len(self._select_hits), len(self._tips)
            draw(scratch)
            layer = scratch.subsurface(area).copy()
            entry = (key, layer, self._hits[marks[0]:], self._select_hits[marks[1]:], self._tips[marks[2]:])
            self._memos[name] = entry
        else:
            self._hits += entry[2]
            self._select_hits += entry[3]
            self._tips += entry[4]
        surface.blit(entry[1], area)

    def _draw_plan(self, surface, obs, legal, prompt) -> None:
        plan_panel.draw_plan(self, surface, obs, legal, prompt, PLAN)

    def prompt(self, obs) -> str:
        """What the decision panel says for ``obs``."""
        if self.anims.busy():
            return _(PLAYBACK)
        if obs.is_over():
            return _("Game over.")
        seat = obs.to_act
        if not self.my_turn(obs):
            return self.waiting_line(seat)
        phase = obs.phase
        if phase == "act":
            stage, _s, aid, src, targets = obs.pending
            names = obs.info.names
            if stage == "move":
                return _("{title}: {text}").format(title=_(ACTION_NAMES[aid]), text=_(PROMPTS["move"]).format(
                    prov=province(names[src], self.face)))
            return _(PROMPTS["armies"]).format(src=province(names[src], self.face),
                                               dest=province(names[targets[0]], self.face))
        if phase == "plan" and not obs.can_confirm():  # ruling S-12
            return _(PROMPTS["plan_fill"])
        return _(PROMPTS.get(phase, N_("Choose.")))

    @staticmethod
    def _layout(items, area, h, size):
        """Button rects for (label, action, min width) wrapped in rows, or None if they overflow."""
        x, y = area.x, area.y
        rects = []
        for label, _action, width in items:
            width = min(area.width, max(width, text_size(label, size)[0] + 16))  # the label at full size
            if x + width > area.right:
                x = area.x
                y += h + 6
            if y + h > area.bottom:
                return None
            rects.append(pygame.Rect(x, y, width, h))
            x += width + 6
        return rects

    def _buttons(self, surface, items, area) -> None:
        """Lay (label, action or ('select', code), min width) out as buttons in ``area``,
        wrapping rows; smaller buttons when a large hand would not fit."""
        for h, size in ((40, 16), (32, 15), (26, 13), (22, 11)):
            rects = self._layout(items, area, h, size)
            if rects is not None:
                break
        else:
            rects = self._layout(items, pygame.Rect(area.x, area.y, area.width, 900), h, size)
        mouse = mouse_pos()
        for (label, action, _w), rect in zip(items, rects):
            sel = isinstance(action, tuple) and action[1] == self.selected
            hover = rect.collidepoint(mouse)
            ink = draw_tablet(surface, rect, True, hover, primary=sel)  # wooden tablets lying on the mat
            draw_text_in_box(surface, label, rect.inflate(-8, -4), size, ink)
            if isinstance(action, tuple):
                self._select_hits.append((rect, action[1]))
            else:
                self._hits.append((rect, action))
            # a button naming a province explains it like the province on the map
            verb, _sep, arg = action.partition(":") if isinstance(action, str) else ("", "", "")
            p = action[1] if isinstance(action, tuple) else self.art.info.index.get(arg) \
                if verb in ("move", "revolt") else None
            if p is not None and p < CHEST:
                self._tips.append((rect, lambda o, p=p: tips.province_lines(self, o, p)))

    def _draw_controls(self, surface, obs, legal) -> None:
        area = plan_panel.plan_geometry(self, obs, legal, PLAN).bottom  # under the plan table's rows
        phase = obs.phase
        # the hand as cards, why Confirm waits, and Confirm (a review: the looking planner's hand)
        if phase == "plan" and (legal or self.reviewing() and obs.to_act == self.scene.viewer):
            plan_panel.draw_hand(self, surface, obs, legal, PLAN)
            return
        if not legal:
            return
        names = obs.info.names
        items = []
        if phase == "act" and obs.pending[0] == "armies":
            top = max(int(a.split(":")[1]) for a in legal if a.startswith("armies:"))
            self.count = max(1, min(self.count, top))
            y = area.y + max(0, min(20, area.height - 48))
            specs = (("minus", "−", 50), ("value", str(self.count), 80), ("plus", "+", 50),
                     ("max", _("All ({n})").format(n=top), 110), ("send", _("Send"), 130))
            x = area.x
            for key, label, w in specs:
                rect = pygame.Rect(x, y, w, 48)
                if key == "value":
                    draw_panel(surface, rect, fill=palette.INK, radius=6, shadow=False)
                    draw_text_in_box(surface, label, rect, 28, palette.GOLD, bold=True)
                else:
                    ink = draw_tablet(surface, rect, True, rect.collidepoint(mouse_pos()), primary=key == "send")
                    draw_text_in_box(surface, label, rect.inflate(-8, -6), 24, ink)
                    self._picker[key] = rect
                x += w + 8
            return
        for action in legal:
            verb, _sep, arg = action.partition(":")
            if verb == "take":
                p = obs.faceup[int(arg)]
                prov = named(names[p], obs.info.kanji[p])
                items.append((_("Take {prov}").format(prov=prov), action, 170))
            elif verb == "blind":
                items.append((_("Draw from the deck ({n})").format(n=len(obs.pool) + len(obs.bottom)), action, 200))
            elif verb == "army":
                items.append((_("{n} armies").format(n=arg), action, 100))
            elif verb == "order":
                special = obs.special_row[int(arg) - 1]
                items.append((panels.track_label(arg, special), action, 130))
            elif verb == "revolt":  # each revolt: the province's markers plus the winter's peasants
                p = obs.info.index[arg]
                peasants = obs.markers[p] + obs.revolts[0][2]
                items.append((ngettext("{prov}: {n} peasant", "{prov}: {n} peasants", peasants).format(
                    prov=named(arg, obs.info.kanji[p]), n=peasants), action, 120))
            elif verb == "move":
                items.append((named(arg, obs.info.kanji[obs.info.index[arg]]), action, 120))
            elif verb == "done":
                items.append((_("Do not move"), action, 140))
            else:
                items.append((obs.describe(action), action, 220))  # fallback: any other decision
        self._buttons(surface, items, area)

    # tooltip ---------------------------------------------------------------------------------------
    def _draw_tooltip(self, surface, obs) -> None:
        """The topmost piece under the pointer explains itself; else the province."""
        self.tip = None
        self.tip_rect = None
        pos = self.mouse
        if pos is None or self.anims.current is not None:
            return
        lines = None
        avoid = None  # the piece described: its tooltip never covers it
        for rect, describe in reversed(self._tips):
            if rect.collidepoint(pos):
                lines = describe(obs)
                avoid = rect
                break
        if lines is None:
            p = self.art.province_at(pos)
            if p is None:
                return
            lines = tips.province_lines(self, obs, p)
        self.tip = lines
        self.tip_rect = tips.draw_tip(surface, lines, pos, avoid)


LOG_LEAST_LINES = 4


def short_log(rect: pygame.Rect, lines: list[str], size: int) -> pygame.Rect:
    """The log's sheet as long as what is written on it (at least a few lines), so a new game's table
    shows wood, not an empty page; its full length once it is full."""
    placed = log_layout(lines, rect, size)
    if not placed:
        return pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, 24 + LOG_LEAST_LINES * 22))
    first, last = placed[0][2], placed[-1][2]
    line_h = first.height
    bottom = max(last.bottom, first.y + LOG_LEAST_LINES * line_h) + (first.y - rect.y)
    return pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, bottom - rect.y))


def surface_size():
    return (1600, 900)
