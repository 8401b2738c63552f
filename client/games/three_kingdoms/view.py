"""3KingdomsBattle's table: the open tile grid (drag to pan, wheel to zoom, F to fit), the players,
the decision panel, the log, and the dice of every war rolled on the board.

Draws only from the observation it is given (nothing is secret but the stack's
order), and every click becomes an action string taken from ``obs.legal_actions()``:
a lit square places the drawn tile (``place:X:Y:R``, only rotations that fit there
are offered), a lit garrison space names its city (``city:X:Y:I``), buttons play
the rest; nothing illegal can be clicked.
"""
from __future__ import annotations

import copy
import math
import re
import time

import pygame

from client.core.actions import split
from client.i18n import N_, _, current_language, ngettext
from client.render import palette
from client.render.text import draw_text_in_box, fits, text_size, wrap, wrapped_height
from client.scenes.table_chrome import TOP_BAR, draw_log, draw_top_bar, foot_sheet, log_layout
from client.scenes.table_view import TableView
from client.widgets.base import draw_panel, draw_sheet
from client.widgets.button import Button, draw_paper_tag
from client.widgets.dice_playback import Playback
from client.widgets.tooltip import draw_tip
from client.window import mouse_pos

from . import board_view as BV
from . import coordinates
from . import decisions as D
from . import hand
from . import key_sheet
from . import supply_tray
from . import place_names
from . import hint_view
from . import panels
from . import vocabulary as V
from . import wars
from .board import parse_placement, placement_text
from .art import draw_die
from .camera import Camera, fit_bounds, fit_camera
from .table_steps import steps_from_events
from .war_odds import national, occupation, warm

from .log_text import event_lines, final_lines, sentences

BOARD = pygame.Rect(8, 72, 1168, 820)
RECENT_FOR = 6.0  # seconds the squares the newest log lines name stay framed on the board
RECENT_LINES, RECENT_MOST = 3, 3  # read from the last lines when the table opens; at most this many squares
RIGHT_X, RIGHT_W = 1184, 408
BUTTON_Y = 844
PROMPT_SIZE = 19
LOG_SIZE = 17
ROOM_STEPS = 5  # the fit tries the room left of the sheets, then narrower ones, in this many steps to the hand's
DRAG_FROM = 5  # pixels the mouse moves with the button held before it pans instead of clicking
CITY_FRAMES = (V.F_REINFORCE, V.F_WITHDRAW, V.F_TRANSFER_FROM, V.F_TRANSFER_TO, V.F_SWITCH, V.F_OCCUPY,
               V.F_WAR_ORIGIN, V.F_WAR_TARGET, V.F_EMERGENCY_IN, V.F_EMERGENCY_OUT, V.F_DRIVE_ORIGIN,
               V.F_DRIVE_TARGET, V.F_SECRET_ORIGIN, V.F_SECRET_TARGET, V.F_BEAUTY_CITY, V.F_BEAUTY_PUT,
               V.F_LURE_CITY, V.F_LURE_WAR)
#: the table round the board (whose own picture covers it): left, below, the right-hand column where
#: the paper sheets lie; the wood runs on under them, one table from edge to edge
_AROUND_BOARD = (pygame.Rect(0, BOARD.y - 8, BOARD.x, 900 - BOARD.y + 8),
                 pygame.Rect(0, BOARD.bottom, BOARD.right, 900 - BOARD.bottom),
                 pygame.Rect(BOARD.right, BOARD.y - 8, 1600 - BOARD.right, 900 - BOARD.y + 8),
                 pygame.Rect(BOARD.x, BOARD.y - 8, BOARD.width, 8))
WHY = "why"  # a greyed button's hit: hovering it tells what its action needs
#: what each turn action needs, told when its button is greyed
NEEDS = {
    V.EXPAND: N_("Expanding needs a tile left in the stack."),
    V.REINFORCE: N_("Reinforcing needs a troop in your supply and a city of yours with a free space."),
    V.WITHDRAW: N_("Withdrawing needs a city of yours with troops in it."),
    V.TRANSFER: N_("Transferring needs an alert troop in a city of yours and another city of yours with a free "
                   "space, joined to it by plain."),
    "switch:hold": N_("Needs an alert troop in a city of yours."),
    "switch:alert": N_("Needs a holding troop in a city of yours."),
    V.COMMAND: N_("Needs a command card left and something to use it on: a national war against a city joined "
                  "by plain, an emergency deployment or a plot."),
    V.OCCUPY: N_("Occupying needs an idle completed city and a troop in your supply."),
}
WAR_FRAMES = (V.F_WAR_COUNT, V.F_WAR_RETREAT, V.F_WAR_SETTLE, V.F_WAR_TAKE_ORIGIN)
ORIGIN_FRAMES = (V.F_WAR_TARGET, V.F_DRIVE_TARGET, V.F_SECRET_TARGET)
#: decisions about a city already chosen (its key is frame[2]): that city stays marked
CHOSEN_FRAMES = (V.F_REINFORCE_STATE, V.F_WITHDRAW_STATE, V.F_TRANSFER_TO, V.F_EMERGENCY_IN_STATE,
                 V.F_EMERGENCY_OUT_STATE, V.F_BEAUTY_STATE)


class View(TableView):
    log_headings = frozenset({"turn"})  # its line: "— Kenji's turn —"

    def __init__(self, scene):
        self.scene = scene
        st = scene.match.state
        self.players = st.num_players
        self.camera = Camera(BOARD)  # it fits the tiles left of the sheets, else right of the hand (refit)
        self.playback = Playback(die=draw_die)
        warm()  # the odds of any war are at hand when asked
        self.rotation = 0  # the rotation the player last chose for the drawn tile
        self.mouse: tuple[int, int] | None = None
        self._press: tuple[int, int] | None = None  # where the left button went down on the board
        self._last_drag = (0, 0)
        self._dragging = False
        self._fitted: int | None = None  # how many tiles lay when the camera last fitted
        self._hits: list[tuple[pygame.Rect, object]] = []  # buttons as drawn last → action or callable
        self._spots: list[tuple[tuple[int, int], int, str]] = []  # clickable spaces: centre, radius, action
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._memos: dict[str, tuple] = {}  # panel name → (key, picture, its buttons)
        self._scratch: pygame.Surface | None = None
        self._before = st.clone()  # the state before the next action: its dice show the troops as they stood
        self.undo = Button((RIGHT_X, BUTTON_Y, 196, 48), N_("Undo"), scene.undo, size=22)
        self.menu = Button((RIGHT_X + 212, BUTTON_Y, 196, 48), N_("Menu"), self.open_menu, size=22)
        self.badges: list[tuple[pygame.Rect, str]] = []  # odds drawn beside cities last frame: rect, action
        self._layout_hits: list = []  # the buttons as laid out last (which one the mouse is over)
        self.tray_rect: pygame.Rect | None = None  # the tile in hand beside the board, as drawn last
        self.last_card: pygame.Rect | None = None  # else the tile laid last shown there, as drawn last
        self.square_tag: pygame.Rect | None = None  # the paper tag telling a square's (x, y), as drawn last
        self.fit_button = pygame.Rect(BOARD.right - 150, BOARD.y + 8, 140, 36)
        self._sheet: tuple = (None, None)  # (the decision as measured, the prompt sheet's rect)
        self._shown: tuple = (None, [])  # (log version, language, held entry) → the lines shown
        self._recent: tuple = (None, 0, (), 0.0)  # lines shown, their count, the squares new ones name, when
        self._log_layout: tuple = (None, [])  # (the log as laid out, where each of its lines is drawn)
        self.tokens: list[BV.TroopToken] = []  # the troop tokens as laid out on the board last drawn
        self.city_badges: list[tuple[pygame.Rect, BV.CityMark]] = []  # the cities' points badges, likewise
        self.city_labels: list[tuple[str, pygame.Rect]] = []  # the cities' names as printed on the board
        self._labels: list[tuple[pygame.Surface, pygame.Rect]] = []  # their pictures, blitted again every frame
        self.tip: list[str] | None = None  # the tooltip drawn last frame (tests read it)
        self.key_rect: pygame.Rect | None = None  # the key to the pieces, as drawn last frame
        self.key_open = False  # the key lies folded to a tag until pointed at, or clicked open
        self.tray: pygame.Rect | None = None  # the players' troops in supply, standing in their tray, as drawn last

    # -- helpers -----------------------------------------------------------------------------
    def legal(self, obs) -> list[str]:
        return obs.legal_actions() if self.my_turn(obs) and not self.playback.busy() else []

    @staticmethod
    def frame_key(obs) -> tuple:
        """The decision on top, as far as the panel shows it."""
        return (tuple(obs.pending[-1]) if obs.pending else (), obs.to_act, obs.drawn)

    @staticmethod
    def frame_kind(obs) -> str | None:
        return obs.pending[-1][0] if obs.pending else None

    def placements(self, legal) -> dict[tuple[int, int], list[int]]:
        """Square → the rotations of the drawn tile that fit there (from the legal actions)."""
        out: dict[tuple[int, int], list[int]] = {}
        for a in legal:
            if a.startswith("place:"):
                x, y, r = parse_placement(a)
                out.setdefault((x, y), []).append(r)
        return {sq: sorted(rs) for sq, rs in out.items()}

    def rotation_at(self, square, placements) -> int:
        """The rotation shown at ``square``: the chosen one if it fits there, else the next that does."""
        fits = placements.get(square)
        if not fits:
            return self.rotation
        for k in range(4):
            r = (self.rotation + k) % 4
            if r in fits:
                return r
        return fits[0]

    def rotate(self, obs) -> None:
        """R / right click: the next rotation that fits at the square under the mouse, or anywhere."""
        placements = self.placements(self.legal(obs))
        if not placements:
            return
        square = self.camera.square_at(self.mouse) if self.mouse else None
        fits = placements.get(square) or sorted({r for rs in placements.values() for r in rs})
        shown = self.rotation_at(square, placements) if square in placements else self.rotation
        later = [r for r in fits if r > shown]
        self.rotation = later[0] if later else fits[0]
        self.scene.app.audio.play("click")

    def city_actions(self, obs, legal) -> dict[tuple[int, int, int], str]:
        """Garrison space → the ``city:X:Y:I`` action its city plays (every space of a city names it)."""
        keys = {}
        for a in legal:
            verb, args = split(a)
            if verb == V.CITY:
                keys[tuple(int(v) for v in args)] = a
        if not keys:
            return {}
        out = {}
        for root in obs.board.cities():
            spaces = obs.board.garrison_spaces(root)
            if spaces and min(spaces) in keys:
                for space in spaces:
                    out[space] = keys[min(spaces)]
        return out

    def refit(self, obs) -> None:
        """Fit the board to the whole table left of the sheets, the hand's card, pile and folded key lying
        on its bare corners; where they would cover a tile or a square the next tile may take, fit it right
        of the hand instead, and further right by what the hand still covers of those squares."""
        self._fitted = len(obs.board.placed)
        for step in range(ROOM_STEPS + 1):  # the widest room whose fit leaves the hand clear
            left = round(hand.HAND_W * step / ROOM_STEPS)
            self._fit_right_of(obs, left)
            if not self._covered(obs, self._hand_rects()):
                return
        hidden = max(r.right for r in self._hand_rects()) - min(  # the squares' part under the hand
            self.camera.square_rect(*sq).x for sq in self._squares(obs))
        self._fit_right_of(obs, hand.HAND_W + max(0, hidden) + 4)

    def _fit_right_of(self, obs, left: int) -> None:
        fit_camera(self.camera, obs.board.placed, pygame.Rect(BOARD.x + left, BOARD.y, BOARD.width - left,
                                                              BOARD.height))

    def _hand_rects(self) -> list[pygame.Rect]:
        """What lies on the hand's strip at this zoom (the largest card) with the key folded."""
        card, _tile, pile = hand.layout(BOARD, self.camera.size, named=True)
        return [card, pile, hand.count_tag(pile), key_sheet.tag_rect(BOARD), supply_tray.tray_rect(BOARD, self.players)]

    def _covered(self, obs, rects) -> bool:
        """Whether any of ``rects`` lies on a laid tile or a square beside one (where tiles may go)."""
        squares = [self.camera.square_rect(*sq) for sq in self._squares(obs)]
        return any(rect.collidelist(squares) >= 0 for rect in rects)

    @staticmethod
    def _squares(obs) -> set[tuple[int, int]]:
        """The laid tiles' squares and those beside them, where the next tiles may go."""
        placed = obs.board.placed
        return set(placed) | {(x + dx, y + dy) for x, y in placed for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}

    def _follow(self, obs) -> None:
        """Fit the board again when a tile was laid since the last fit; a board the player panned or zoomed
        by hand is left where they put it unless the new tile lies outside what it shows."""
        if self._fitted == len(obs.board.placed):
            return
        last = obs.board.last_placed
        if self.camera.manual and last is not None and self.camera.rect.contains(self.camera.square_rect(*last)):
            self._fitted = len(obs.board.placed)
            return
        self.refit(obs)

    # -- the view protocol -------------------------------------------------------------------------
    hint_needs_shift = True  # H answers "holding" here: a hint is Shift+H

    def chart_place(self, height: int) -> pygame.Rect:
        """A review's open chart along the table's foot, over the board's foot and the tile in hand, left of the players and the log: the seats' rows and the log stay in sight."""
        return foot_sheet(BOARD.x, BOARD.right, height)

    def hint_panel_place(self, height: int) -> tuple[tuple[int, int], int]:
        return hint_view.panel_place(self, self.scene.observation(), height)

    def busy(self) -> bool:
        return self.playback.busy()

    def update(self, dt: float) -> None:
        self.playback.update(dt, self.factor())

    @staticmethod
    def curtain_reason(obs, seat: int) -> str:
        """What the hot-seat curtain tells a player called in another's turn (after a war); else the
        generic words."""
        kind = obs.pending[-1][0] if obs.pending else None
        if seat == obs.turn:
            return ""
        if kind == V.F_WAR_TAKE_ORIGIN:
            return _("You held your city: take the attackers' empty one?")
        if kind == V.F_WAR_SETTLE:
            return _("Your troops won the war: move them in?")
        return ""

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        return event_lines(public_events, self.name, seat, board=self.scene.match.state.board)

    def on_events(self, events, seat, action) -> None:
        before = self._before
        self._before = self.scene.match.state.clone()
        if self.factor() <= 0:
            self.playback.skip_all()
            return
        marks = seat != self.scene.viewer  # one's own moves are not played back, only their dice
        frame = before.pending[-1] if before.pending else ()
        war = tuple(tuple(k) for k in frame[2:4]) if frame and frame[0] in WAR_FRAMES else ()
        steps = steps_from_events(events, dict(before.troops), self.name, marks, war)
        entries = self.scene.log.entries
        figures = {"points": list(before.points), "supply": list(before.supply), "commands": list(before.commands),
                   "plots": [list(p) for p in before.plots], "turn": before.turn}
        for step in steps:  # the log and the players' figures tell this step only once the board has shown it
            step.entry = entries[-1] if entries else None
            step.figures = figures
        self.playback.push(steps)

    def on_undo(self) -> None:
        self.playback.skip_all()
        self._before = self.scene.match.state.clone()

    # -- input ---------------------------------------------------------------------------------------
    def handle_event(self, event, viewer):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self._press is not None and (event.buttons[0] or event.buttons[1]):
                self._drag_to(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            pos = mouse_pos()
            if BOARD.collidepoint(pos):
                self.camera.zoom_at(pos, event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and BOARD.collidepoint(event.pos) \
                and not self.fit_button.collidepoint(event.pos):
            self._press = self._last_drag = event.pos
            self._dragging = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and BOARD.collidepoint(event.pos):
            self._press = self._last_drag = event.pos  # the middle button only ever pans
            self._dragging = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 2 and self._press is not None:
            self._press = None
            self._dragging = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._press = None
            self._dragging = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._press = None
            if self.key_rect is not None and self.key_rect.collidepoint(event.pos):
                self.key_open = not self.key_open  # a click pins the key open, another folds it
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f:
            self.refit(self.scene.observation())
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.fit_button.collidepoint(event.pos) \
                and self.camera.manual:
            self.refit(self.scene.observation())
            return True
        used = self.handle_chrome(event, self.playback)
        if used is not None:
            return used
        if viewer is None:
            return False
        obs = self.scene.observation()
        legal = self.legal(obs)
        if not legal:
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event, obs, legal)
        if event.type != pygame.MOUSEBUTTONUP:
            return False
        if event.button == 3:
            if self.placements(legal):
                self.rotate(obs)
                return True
            return False
        if event.button != 1:
            return False
        return self.click(event.pos, obs, legal)

    def _drag_to(self, pos) -> None:
        """A held left (or middle) button that moved far enough pans the board with the mouse."""
        if not self._dragging:
            if max(abs(pos[0] - self._press[0]), abs(pos[1] - self._press[1])) < DRAG_FROM:
                return
            self._dragging = True
        self.camera.pan(pos[0] - self._last_drag[0], pos[1] - self._last_drag[1])
        self._last_drag = pos

    def _key(self, event, obs, legal):
        if event.key == pygame.K_r and self.placements(legal):
            self.rotate(obs)
            return True
        name = pygame.key.name(event.key)
        for action, key in D.KEYS.items():
            if key == name and action in legal:
                return action
        return False

    def click(self, pos, obs, legal):
        """The action a left click at ``pos`` plays (True: used, nothing to play; False: not ours)."""
        for rect, what in self._hits:
            if rect.collidepoint(pos):
                if callable(what):
                    what()
                    return True
                return what if what in legal else True
        if self.tray_rect is not None and self.tray_rect.collidepoint(pos):
            if self.placements(legal):  # the tile in hand turns where it is held
                self.rotate(obs)
            return True
        if self.key_rect is not None and self.key_rect.collidepoint(pos):
            return True  # the key lies on top: a click on it reaches no square under it
        if BOARD.collidepoint(pos):
            placements = self.placements(legal)
            if placements:
                square = self.camera.square_at(pos)
                if square in placements:
                    return placement_text(*square, self.rotation_at(square, placements))
                return True
            action = self.spot_at(pos)
            if action is not None and action in legal:
                return action
        return False

    def spot_at(self, pos) -> str | None:
        """The action of the lit garrison space nearest ``pos`` (within its ring), as drawn last."""
        if pos is None:
            return None
        best = None
        for centre, radius, action in self._spots:
            d2 = (centre[0] - pos[0]) ** 2 + (centre[1] - pos[1]) ** 2
            if d2 <= radius * radius and (best is None or d2 < best[0]):
                best = (d2, action)
        return best[1] if best is not None else None

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface, obs) -> None:
        scene = self.scene
        for rect in _AROUND_BOARD:  # the board's picture covers the rest
            BV.draw_table(surface, rect)
        step = self.playback.current  # while a playback runs, the bar says what is shown
        title = step.title if step is not None and step.title else None
        marker = (step.rows[0].seat if step.rows else None) if title else -1
        dots = None if scene.thinking is None else int(time.monotonic() * 3) % 3  # the bar's "thinking" dots
        self._memo("top", surface, TOP_BAR, (current_language(), title, marker, scene.match.version,
                                            scene.thinking is None, dots),
                   lambda target: draw_top_bar(target, scene, "", title, marker))  # the pile tells the tiles left
        legal = self.legal(obs)
        self._hits = []
        self._spots = []
        self.badges = []
        self._follow(obs)
        troops = self.playback.troops()
        self._draw_board(surface, obs, troops, self.placements(legal))
        now = time.monotonic()
        self._draw_marks(surface, obs, legal, now)
        clip = surface.get_clip()
        surface.set_clip(self.camera.rect)
        surface.blits(self._labels, doreturn=False)  # over the last tile's frame and the marks: the names stay legible
        surface.set_clip(clip)
        self._draw_hand(surface, obs, legal)
        self._draw_recent(surface, obs, now)
        self._draw_pointed(surface, *self.log_squares(self.log_rect(obs)))
        colours = self.colours()
        self.playback.draw(surface, BOARD, lambda s: BV.space_point(obs, self.camera, s),
                           lambda sq: self.camera.square_rect(*sq), self.camera.size, colours, self.name)
        if self.camera.manual:
            hover = self.mouse is not None and self.fit_button.collidepoint(self.mouse)
            panels.draw_button(surface, self.fit_button, _("Fit board (F)"), True, hover)
        players = pygame.Rect(RIGHT_X, 72, RIGHT_W, panels.players_height(self.players))
        shown = self.figures_shown(obs)
        turn = None if shown.is_over() else shown.turn
        self._memo("players", surface, players,
                   (current_language(), turn, tuple(shown.points), tuple(shown.supply), tuple(shown.commands),
                    tuple(len(p) for p in shown.plots)),
                   lambda target: panels.draw_players(target, players, shown, scene.match.seats, colours, turn))
        decision = self._decision_sheet(obs, legal)
        square = self.camera.square_at(self.mouse) if self.mouse else None
        hover = next((k for k, (r, _a) in enumerate(self._layout_hits) if self.mouse and r.collidepoint(self.mouse)),
                     None)
        self._memo("decision", surface, decision,
                   (current_language(), tuple(legal), self.frame_key(obs), self.playback.busy(), obs.is_over(),
                    scene.thinking, self.rotation, square, hover, len(obs.stack), scene.match.version,
                    tuple(decision)),
                   lambda target: self._draw_decision(target, decision, obs, legal))
        self._layout_hits = list(self._hits)
        log_rect = self.log_rect(obs)
        lines = self.log_shown()
        self._log_area = (log_rect, LOG_SIZE, lines)
        self._memo("log", surface, log_rect, (current_language(), scene.log.version, len(lines)),
                   lambda target: draw_log(target, lines, log_rect, size=LOG_SIZE, log=scene.log))
        self.undo.enabled = scene.match.can_undo() and scene.viewer == obs.to_act and not obs.is_over()
        for name, button in (("undo", self.undo), ("menu", self.menu)):
            self._memo(name, surface, button.rect, (current_language(), button.enabled, button.hovered(),
                                                    button.pressed, tuple(button.rect)), button.draw)
        self._draw_troops_tip(surface, obs)  # over everything

    def log_rect(self, obs) -> pygame.Rect:
        """The log's sheet: what the score sheet and the prompt leave of the column."""
        top = self._decision_sheet(obs, self.legal(obs)).bottom + 10
        return pygame.Rect(RIGHT_X, top, RIGHT_W, BUTTON_Y - 10 - top)

    def _decision_sheet(self, obs, legal) -> pygame.Rect:
        """``decision_rect``, measured once for each decision and language (the log's sheet asks too)."""
        key = (current_language(), self.frame_key(obs), tuple(legal), self.playback.busy(), obs.is_over(),
               self.scene.thinking, self.scene.viewer, self.scene.match.version)
        if self._sheet[0] != key:
            self._sheet = (key, self.decision_rect(obs, legal))
        return self._sheet[1]

    def decision_rect(self, obs, legal) -> pygame.Rect:
        """The prompt's sheet under the score sheet, as tall as what it holds (a one-line wait is
        a slip of paper, not a box): the prompt, then the drawn tile, the buttons or the result."""
        inner = RIGHT_W - 24
        kind = self.frame_kind(obs)
        tall = wrapped_height(self._prompt(obs, kind), inner, PROMPT_SIZE)
        if obs.drawn is not None and (kind == V.F_PLACE or kind is None):
            body = TURN_H if self.placements(legal) else 0
        elif obs.is_over() and not self.playback.busy():
            body = wrapped_height(sentences(*final_lines(obs, self.name)), inner, PROMPT_SIZE)
        elif not legal:
            body = 0
        elif kind is None:
            body = len(D.TURN_ROWS) * (TURN_H + 6) - 6
        else:
            labels = self._answer_labels(obs, kind, [a for a in legal if not a.startswith("city:")])
            h, cols = _answer_grid(labels, inner)
            body = -(-len(labels) // cols) * (h + 6) - 6 if labels else 0
        top = 72 + panels.players_height(self.players) + 10
        return pygame.Rect(RIGHT_X, top, RIGHT_W, 20 + tall + (10 + body if body else 0))

    def figures_shown(self, obs):
        """The observation with the players' figures as the playback's step stands (a roll's points
        appear once its dice are shown)."""
        figures = self.playback.figures()
        if figures is None:
            return obs
        shown = copy.copy(obs)  # shallow: only the figures differ, nothing is changed in place
        shown.over = False
        for name, value in figures.items():
            setattr(shown, name, value)
        return shown

    def log_shown(self) -> list[str]:
        """The log's lines but those of the steps the playback has still to show (no spoiled dice),
        each square kept on one line."""
        log = self.scene.log
        held = self.playback.entry()
        index = None if held is None else next((k for k, e in enumerate(log.entries) if e is held), None)
        key = (current_language(), log.version, index)
        if self._shown[0] != key:
            if index is None:
                lines = log.lines()
            else:
                lines = [line for entry in log.entries[:index] for line in log.write(entry, key[0])]
            self._shown = (key, [_glued(line) for line in lines])
        return self._shown[1]

    def log_squares(self, rect) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """The squares named by the log entry under the mouse (every line of a wrapped entry names them),
        and those of them it names by (x, y)."""
        if self.mouse is None or not rect.collidepoint(self.mouse):
            return [], []
        lines = self.log_shown()
        key = (current_language(), self.scene.log.version, len(lines), tuple(rect))
        if self._log_layout[0] != key:
            self._log_layout = (key, log_layout(lines, rect, LOG_SIZE))
        for index, _line, box in self._log_layout[1]:
            if box.collidepoint(self.mouse):
                return self.squares_named(lines[index]), coordinates.squares_named(lines[index])
        return [], []

    def squares_named(self, line: str) -> list[tuple[int, int]]:
        """The squares a log line names: the cities it names by name (all their tiles), and any square it
        names by (x, y)."""
        named = place_names.squares_named(line, self.scene.match.state.board)
        return named + [sq for sq in coordinates.squares_named(line) if sq not in named]

    def recent_squares(self, now: float) -> tuple[tuple[int, int], ...]:
        """The squares the log's newest lines name (the last move's), until RECENT_FOR seconds have passed
        or the log moves on: the board frames them faintly, so the city the log names is found at a glance."""
        lines = self.log_shown()
        seen, count, squares, since = self._recent
        if seen is not lines:  # the log shows new lines: read the squares the new ones name
            new = lines[count:] if seen is not None and len(lines) > count else lines[-RECENT_LINES:]
            named = [sq for line in new for sq in self.squares_named(line)]
            squares = tuple(dict.fromkeys(named[-RECENT_MOST:]))
            self._recent = (lines, len(lines), squares, now)
            since = now
        return squares if now - since < RECENT_FOR else ()

    def _draw_recent(self, surface, obs, now: float) -> None:
        squares = [sq for sq in self.recent_squares(now) if sq in obs.board.placed]
        if not squares or self.playback.busy():
            return
        clip = surface.get_clip()
        surface.set_clip(self.camera.rect)
        for square in squares:
            BV.draw_recent_square(surface, self.camera, square)
        surface.set_clip(clip)

    def _draw_pointed(self, surface, named, by_square=()) -> None:
        """The squares the hovered log line names, framed on the board (a city named: all its tiles), those it
        names by (x, y) with it on a paper tag; else the square under the mouse tells its (x, y) on a tag
        beside the pointer."""
        cam = self.camera
        self.square_tag = None
        clip = surface.get_clip()
        surface.set_clip(cam.rect)
        if named:
            for square in named:
                BV.draw_named_square(surface, cam, square)
            for square in by_square:
                self.square_tag = coordinates.draw_square_tag(surface, cam, square)
        elif self.mouse is not None and not self._dragging and not self.playback.busy() \
                and not any(card and card.collidepoint(self.mouse) for card in (self.tray_rect, self.last_card, self.key_rect, self.tray)) \
                and not (self.camera.manual and self.fit_button.collidepoint(self.mouse)):
            square = cam.square_at(self.mouse)
            if square is not None:
                self.square_tag = coordinates.draw_square_tag(surface, cam, square, self.mouse,
                                                              self._tile_names(square))
        surface.set_clip(clip)

    def _tile_names(self, square) -> str:
        """The names of the cities on ``square``'s tile, for the tag under the pointer when the tiles are
        small: the board prints them too, but there a name may have to lie astride the tile's edge."""
        if self.camera.size >= BV.TAGGED_BELOW:
            return ""
        grew, founded = place_names.tile_cities(self.scene.match.state.board, square)
        return " · ".join(grew + founded)

    def _draw_hand(self, surface, obs, legal) -> None:
        """The pile and, at the board's left, the tile in hand turned as it would go down where the mouse
        points (another seat's named), else the tile laid last and who laid it."""
        placements = self.placements(legal)
        square = self.camera.square_at(self.mouse) if self.mouse else None
        rotation = self.rotation_at(square, placements) if square in placements else self.rotation
        tile = obs.drawn if self.frame_kind(obs) in (V.F_PLACE, None) else None
        shown, self.last_card = None, None
        if tile is not None:
            seat = obs.to_act
            theirs = seat != self.scene.viewer
            shown = hand.Shown(tile, rotation, False, self.name(seat) if theirs else None,
                               self.colours()[seat] if theirs else None)
        elif obs.laid_by is not None and obs.board.last_placed is not None and len(obs.board.placed) > 1:
            t, r = obs.board.placed[obs.board.last_placed]
            shown = hand.Shown(t, r, True, self.name(obs.laid_by), self.colours()[obs.laid_by])
        card = hand.draw_hand(surface, BOARD, self.camera.size, shown, len(obs.stack))
        self.tray = supply_tray.draw_tray(surface, BOARD, self.figures_shown(obs).supply, self.colours())
        viewer = self.scene.viewer if isinstance(self.scene.viewer, int) else 0
        folded = not self.key_open \
            and not (self.mouse is not None and (self.key_rect or key_sheet.tag_rect(BOARD)).collidepoint(self.mouse))
        self.key_rect = key_sheet.draw_key(surface, BOARD, self.colours()[viewer], folded)  # what the pieces mean
        self.tray_rect = card if tile is not None else None
        self.last_card = card if tile is None else None

    def troops_tip(self, obs) -> tuple[list[str], pygame.Rect] | None:
        """The troops crowded with the token under the mouse, by seat and stance, and where they stand."""
        pos = self.mouse
        if pos is None or self._dragging or self.playback.busy() or not self.camera.rect.collidepoint(pos):
            return None
        hit = next((t for t in reversed(self.tokens) if t.area.collidepoint(pos)), None)
        if hit is None:
            return self.city_tip(pos)
        row = [t for t in self.tokens if t.group == hit.group]
        total = sum(len(t.spaces) for t in row)
        lines = [ngettext("{n} troop here", "{n} troops here", total).format(n=total)]
        for t in row:
            n = len(t.spaces)
            text = (ngettext("{name}: {n} holding troop", "{name}: {n} holding troops", n) if t.holding else
                    ngettext("{name}: {n} alert troop", "{name}: {n} alert troops", n))
            lines.append(text.format(name=self.name(t.seat), n=n))
        area = row[0].area.unionall([t.area for t in row[1:]])
        return lines, area

    def city_tip(self, pos) -> tuple[list[str], pygame.Rect] | None:
        """What a city's points badge under the mouse means: its size, who holds it, what it is worth."""
        hit = next(((rect, city) for rect, city in reversed(self.city_badges) if rect.collidepoint(pos)), None)
        if hit is None:
            return None
        rect, city = hit
        n = city.points
        large = n == V.POINTS["large"]
        lines = [_("Large city (4 tiles or more)") if large else _("Small city (3 tiles or fewer)")]
        if city.controller is not None:
            lines.append(ngettext("{name} holds it: {n} point", "{name} holds it: {n} points", n).format(
                name=self.name(city.controller), n=n))
        elif city.idle:
            need = wars.occupy_needs(large)
            lines.append(ngettext("Idle: {n} point to whoever occupies it (one die, {need} or more)",
                                  "Idle: {n} points to whoever occupies it (one die, {need} or more)", n).format(
                n=n, need=need))
        return lines, rect

    def button_tip(self) -> tuple[list[str], pygame.Rect] | None:
        """The button under the mouse, when it explains itself: a greyed turn button (what its action
        needs) or a plot (what it does)."""
        if self.mouse is None:
            return None
        for rect, what in self._hits:
            if not rect.collidepoint(self.mouse):
                continue
            if isinstance(what, tuple) and what[0] == WHY:
                need = NEEDS.get(what[1])
                return ([D.label(what[1])] + wrap(_(need), 460, 16), rect) if need else None
            if isinstance(what, str):
                told = D.plot_tip(what)
                # beside the side panel, over the board: the prompt above the buttons stays readable
                column = pygame.Rect(RIGHT_X - 4, 0, RIGHT_W + 8, 900)
                return ([D.label(what)] + [line for text in told for line in wrap(text, 460, 16)], column) \
                    if told else None
        return None

    def sheet_tip(self, obs) -> tuple[list[str], pygame.Rect] | None:
        """The score sheet's icons (or a seat's row of the supply tray) under the mouse, in words: troops in
        supply, command and plot cards left."""
        if self.mouse is None:
            return None
        sheet = pygame.Rect(RIGHT_X, 72, RIGHT_W, panels.players_height(self.players))
        shown = self.figures_shown(obs)
        for s in range(self.players):
            for rect in (panels.stats_rect(sheet, s), self.tray and supply_tray.row_rect(self.tray, s)):
                if rect and rect.collidepoint(self.mouse):
                    return [self.name(s), panels.stats_text(shown, s)], rect
        return None

    def _draw_troops_tip(self, surface, obs) -> None:
        found = self.troops_tip(obs) or self.button_tip() or self.sheet_tip(obs)
        self.tip = found[0] if found else None
        if found:
            draw_tip(surface, found[0], self.mouse, found[1].inflate(8, 8))

    def _memo(self, name, surface, rect, key, draw) -> None:
        """A panel through a cache: redrawn only when ``key`` changes (its buttons are kept with it)."""
        area = pygame.Rect(rect.x, rect.y, rect.width + 4, rect.height + 5).clip(surface.get_rect())  # and shadow
        entry = self._memos.get(name)
        if entry is None or entry[0] != key:
            if self._scratch is None or self._scratch.get_size() != surface.get_size():
                self._scratch = pygame.Surface(surface.get_size(), 0, surface)
            scratch = self._scratch
            scratch.blit(surface, area, area)
            mark = len(self._hits)
            draw(scratch)
            entry = self._memos[name] = (key, scratch.subsurface(area).copy(), self._hits[mark:])
        else:
            self._hits += entry[2]
        surface.blit(entry[1], area)

    def _draw_board(self, surface, obs, troops, placements) -> None:
        shown = obs.troops if troops is None else troops
        key = (self.camera.key(), frozenset(placements), len(obs.board.placed), len(obs.stack), obs.board.last_placed,
               tuple(sorted(shown.items())), frozenset(obs.unresolved()), tuple(c.rgb for c in self.colours()))
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer = pygame.Surface(surface.get_size(), 0, surface)
            self._layer_key = None
        if key != self._layer_key:
            self.city_badges, self.city_labels = [], []
            BV.draw_table(self._layer, BOARD)
            self.camera.span = fit_bounds(obs.board.placed)
            self.tokens = BV.draw_board(self._layer, obs, self.camera, self.colours(), troops,
                                        badges=self.city_badges, clear=self._hand_rects(),
                                        names=self.city_labels, open_squares=placements)
            self._labels = [(BV.city_label(name, rect, self.camera.size), rect) for name, rect in self.city_labels]
            self._layer_key = key
        surface.blit(self._layer, BOARD, BOARD)

    def _draw_marks(self, surface, obs, legal, now) -> None:
        """What the decision lights up on the board: squares, spaces, the ghost tile."""
        clip = surface.get_clip()
        surface.set_clip(self.camera.rect)
        cam = self.camera
        last = obs.board.last_placed
        if last is not None and len(obs.board.placed) > 1:
            BV.draw_last_placed(surface, cam, last, None if obs.laid_by is None else self.colours()[obs.laid_by])
        kind = self.frame_kind(obs)
        placements = self.placements(legal)
        if placements:
            BV.draw_open_squares(surface, cam, placements, now)
            square = cam.square_at(self.mouse) if self.mouse else None
            if square in placements and not self._dragging:
                BV.draw_ghost(surface, cam, obs.drawn, self.rotation_at(square, placements), square)
        if kind == V.F_GARRISON and not self.playback.busy():  # the space the troop would stand on
            space = tuple(obs.pending[-1][2:5])
            grow = 3 * (1 + math.sin(now * 5))
            BV.draw_space_ring(surface, BV.space_point(obs, cam, space), cam.size, palette.VERMILION, 4, grow)
        self._draw_war_arrow(surface, obs, kind)
        spots = self.city_actions(obs, legal)
        if spots:
            radius = max(12, round(cam.size * 0.18))
            for space, action in spots.items():
                self._spots.append((BV.space_point(obs, cam, space), radius, action))
            hover_action = self.spot_at(self.mouse)
            grow = 2 * (1 + math.sin(now * 5))
            for space, action in spots.items():
                lit = action == hover_action
                BV.draw_space_ring(surface, BV.space_point(obs, cam, space), cam.size,
                                   palette.WHITE if lit else BV.HIGHLIGHT, 4 if lit else 3, grow)
            self._draw_odds_badges(surface, obs, kind, spots)
        surface.set_clip(clip)

    def _draw_war_arrow(self, surface, obs, kind) -> None:
        """A war being set up or fought: an arrow from the attacking city to the target; the city a
        decision is about."""
        frame = obs.pending[-1] if obs.pending else None
        if kind in WAR_FRAMES:
            ends = (frame[2], frame[3])
        elif kind in ORIGIN_FRAMES:
            ends = (frame[2], None)
        elif kind == V.F_LURE_WAR:
            ends = (None, frame[2])
        elif kind in CHOSEN_FRAMES:
            city = obs.space_city(tuple(frame[2]))
            for space in obs.board.garrison_spaces(city):
                BV.draw_space_ring(surface, BV.space_point(obs, self.camera, space), self.camera.size,
                                   palette.VERMILION, 4, 2)
            return
        else:
            return
        cam = self.camera
        points = [BV.space_point(obs, cam, tuple(k)) if k is not None else None for k in ends]
        for p in points:
            if p is not None:
                BV.draw_space_ring(surface, p, cam.size, palette.VERMILION, 4, 4)
        if None not in points:
            BV.draw_arrow(surface, points[0], points[1], palette.VERMILION, max(4, cam.size // 16))

    # odds ------------------------------------------------------------------------------------------
    def _defenders(self, obs, key) -> tuple[int, int]:
        troops = obs.city_troops().get(obs.space_city(key), [])
        holding = sum(1 for _s, _o, h in troops if h)
        return len(troops) - holding, holding

    def _alert_count(self, obs, key) -> int:
        city = obs.space_city(key)
        owner = obs.controller(city)
        return sum(1 for _s, o, h in obs.city_troops().get(city, []) if o == owner and not h)

    def war_odds(self, obs, attackers: int, target_key) -> float:
        alert, holding = self._defenders(obs, target_key)
        return national(attackers, alert, holding)

    def _badge_odds(self, obs, kind, key) -> float | None:
        """The chance shown beside a city the decision may name.

        # assumption: a war's chance is the attacker's of taking the city fighting to the end (no
        # retreat), with every alert troop of the attacking city until the count is chosen
        """
        frame = obs.pending[-1] if obs.pending else None
        if kind == V.F_OCCUPY:
            return occupation(obs.board.size(obs.space_city(key)) == "large")
        if kind == V.F_WAR_TARGET or kind == V.F_SECRET_TARGET:
            return self.war_odds(obs, self._alert_count(obs, frame[2]), key)
        if kind == V.F_DRIVE_TARGET:
            return self.war_odds(obs, self._alert_count(obs, frame[2]), key)
        if kind == V.F_LURE_WAR:
            return self.war_odds(obs, self._alert_count(obs, key), frame[2])
        return None

    def _draw_odds_badges(self, surface, obs, kind, spots) -> None:
        """Each city the decision may name shows its odds under its key space: the one under the
        mouse always, the others where they do not cover one another."""
        hover = self.spot_at(self.mouse)
        drawn = self.badges = []
        actions = sorted(set(spots.values()), key=lambda a: a != hover)  # the hovered one first
        size = 17 if self.camera.size >= 70 else 14
        for action in actions:
            key = tuple(int(v) for v in split(action)[1])
            chance = self._badge_odds(obs, kind, key)
            if chance is None:
                continue
            x, y = BV.space_point(obs, self.camera, key)
            text = f"{_percent(chance)}%"
            rect = pygame.Rect(0, 0, text_size(text, size, bold=True)[0] + 12, size + 8)
            rect.midtop = (x, y + max(12, round(self.camera.size * 0.2)))
            if action != hover and rect.collidelist([r for r, _a in drawn]) >= 0:
                continue
            drawn.append((rect, action))
            draw_panel(surface, rect, fill=palette.INK, border=BV.HIGHLIGHT, radius=6, shadow=False)
            draw_text_in_box(surface, text, rect.inflate(-4, -2), size, BV.HIGHLIGHT, bold=True)

    # decision panel ----------------------------------------------------------------------------------
    def _draw_decision(self, surface, rect, obs, legal) -> None:
        draw_sheet(surface, rect)
        inner = rect.inflate(-24, -20)
        kind = self.frame_kind(obs)
        text = self._prompt(obs, kind)
        tall = wrapped_height(text, inner.width, PROMPT_SIZE)
        draw_text_in_box(surface, text, pygame.Rect(inner.x, inner.y, inner.width, tall), PROMPT_SIZE,
                         palette.SHEET_INK, multiline=True, align="left", valign="top")
        area = pygame.Rect(inner.x, inner.y + tall + 10, inner.width, inner.bottom - inner.y - tall - 10)
        mouse = self.mouse or (-1, -1)
        if obs.drawn is not None and (kind == V.F_PLACE or kind is None):  # the tile itself is in hand
            placements = self.placements(legal)
            square = self.camera.square_at(self.mouse) if self.mouse else None
            if placements:
                button = pygame.Rect(area.x, area.y, area.width, TURN_H)
                if len(placements.get(square, ())) == 1:  # R would do nothing here: say why
                    _paper_answer(surface, button, _("Only this way fits here"), False, enabled=False)
                else:
                    _paper_answer(surface, button, _("Turn the tile (R)"), button.collidepoint(mouse))
                    self._hits.append((button, lambda: self.rotate(self.scene.observation())))
            return
        if obs.is_over() and not self.playback.busy():  # why it ended and who won, where the choices were
            draw_text_in_box(surface, sentences(*final_lines(obs, self.name)), area, PROMPT_SIZE, palette.SHEET_LIT,
                             multiline=True, align="left", valign="top")
            return
        if not legal:
            return
        if kind is None:
            self._turn_buttons(surface, area, legal, mouse)
            return
        buttons = [a for a in legal if not a.startswith("city:")]
        self._answer_buttons(surface, area, obs, kind, buttons, mouse)

    def _prompt(self, obs, kind) -> str:
        if self.playback.busy():
            return _("Played out on the board: click or Space for the next step, S to skip.")
        if obs.is_over():
            return _("Game over.")
        if not self.my_turn(obs):
            return self.waiting_line(obs.to_act)
        text = D.prompt(kind)
        if kind == V.F_WAR_RETREAT:  # where the war stands
            frame = obs.pending[-1]
            alert, holding = self._defenders(obs, frame[3])
            text += "\n" + _("Attacking troops: {a}; defending: {d} ({h} holding).").format(
                a=frame[4], d=alert + holding, h=holding)
        return text

    def _turn_buttons(self, surface, area, legal, mouse) -> None:
        y = area.y
        h = TURN_H
        for row in D.TURN_ROWS:
            shown = [(a, t) for a, t in row if a != V.PASS or a in legal]
            w = (area.width - 8 * (len(shown) - 1)) // len(shown)
            for k, (action, _text) in enumerate(shown):
                rect = pygame.Rect(area.x + k * (w + 8), y, w, h)
                enabled = action in legal
                _paper_answer(surface, rect, D.label(action), enabled and rect.collidepoint(mouse),
                              primary=action == V.EXPAND and enabled, enabled=enabled)
                self._hits.append((rect, action if enabled else (WHY, action)))  # a greyed one explains itself
            y += h + 6

    def _answer_labels(self, obs, kind, actions) -> list[str]:
        """Each answer button's words: the answer, its key, a war's chance."""
        frame = obs.pending[-1]
        out = []
        for action in actions:
            text = D.label(action, kind)
            key = D.KEYS.get(action)
            if key:
                # TRANSLATORS: a button's label with the key that presses it
                text = _("{label} ({key})").format(label=text, key=key.upper())
            chance = None
            if kind == V.F_WAR_COUNT and action != V.BACK:
                chance = self.war_odds(obs, int(split(action)[1][0]), frame[3])
            elif kind == V.F_WAR_RETREAT and action == V.CONTINUE:
                chance = self.war_odds(obs, frame[4], frame[3])
            if chance is not None:
                text = _("{choice} · {p}% to win").format(choice=text, p=_percent(chance))
            out.append(text)
        return out

    def _answer_buttons(self, surface, area, obs, kind, actions, mouse) -> None:
        labels = self._answer_labels(obs, kind, actions)
        h, cols = _answer_grid(labels, area.width)
        w = (area.width - 8 * (cols - 1)) // cols
        for k, (action, text) in enumerate(zip(actions, labels)):
            rect = pygame.Rect(area.x + (k % cols) * (w + 8), area.y + (k // cols) * (h + 6), w, h)
            _paper_answer(surface, rect, text, rect.collidepoint(mouse))
            self._hits.append((rect, action))


TURN_H = 36  # a row of the turn's action buttons


def _paper_answer(surface, rect, text: str, hover: bool, *, primary: bool = False, enabled: bool = True) -> None:
    """An answer on the prompt's paper: a paper tag with its words (a greyed one, not playable now,
    a bare outline in dim ink)."""
    if enabled:
        ink = draw_paper_tag(surface, rect, hover, primary=primary)
    else:
        pygame.draw.rect(surface, palette.SHEET_DIM, rect, 1, border_radius=5)
        ink = palette.SHEET_DIM
    draw_text_in_box(surface, text, pygame.Rect(rect).inflate(-10, -4), 18, ink)


ANSWER_SIZE = 15  # the least size an answer is written at on one line of a half-width button


def _answer_grid(labels: list[str], width: int) -> tuple[int, int]:
    """(button height, columns) for answer buttons with these words in a ``width``-wide sheet: two
    columns when there are many and each answer fits half the width on one line; else one column;
    a long list that does not fit so gets two columns of buttons tall enough for two lines."""
    n = len(labels)
    if n <= 3:
        return 40, 1
    h = 34 if n > 6 else 40
    half = (width - 8) // 2 - 10
    if all(fits(text, half, h - 4, ANSWER_SIZE) for text in labels):
        return h, 2
    return (40, 1) if n <= 7 else (52, 2)


_PARENS = re.compile(r"\([^()]*\)")


def _glued(line: str) -> str:
    """A square written "(2, -1)" never wraps inside: its spaces become no-break spaces."""
    if "(" not in line:
        return line
    return _PARENS.sub(lambda m: m.group(0).replace(" ", "\u00a0") if coordinates.squares_named(m.group(0))
                       else m.group(0), line)


def _percent(chance: float) -> str:
    p = chance * 100
    if 0 < p < 1:
        return "<1"
    if 99 < p < 100:
        return ">99"
    return f"{p:.0f}"


def surface_size():
    return (1600, 900)
