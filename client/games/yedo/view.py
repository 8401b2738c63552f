"""Yedo's table: the board of Edo (the Tiled art, scaled), the players' boards, the viewer's hand,
the decision and the log.

Draws only from the observation it is given: other seats' missions show only their colours,
their cards only as counts. Every click becomes an action string taken from
``obs.legal_actions()``: a lit space on the board places a disciple, buttons play the rest
(paged when many); nothing illegal can be clicked.
"""
from __future__ import annotations

import functools

import pygame

from client.core.actions import split
from client.i18n import N_, _, current_language
from client.render import palette
from client.render.text import MIN_SIZE, draw_text_in_box, fit_size, fits, line_height, text_size, wrap
from client.scenes.table_chrome import draw_log, draw_top_bar, foot_sheet
from client.scenes.table_view import TableView
from client.widgets.base import draw_panel, draw_sheet
from client.widgets.button import Button
from client.window import mouse_pos

from . import anim as A
from . import counts, log_text
from . import dialogs as D
from . import hand_view as H
from . import labels as L
from . import panels as P
from . import situation as S
from . import vocabulary as V
from .board import PATROL_STEP
from .board_map import RING
from .board_view import Board, draw_lit, draw_table
from .pawns import draw_pawn_at
from .standing import progress

BOARD_AREA = pygame.Rect(8, 72, 1160, 652)
RIGHT_X, RIGHT_W = 1176, 416
BUTTON_Y = 844
PAGE = 14  # answer buttons per page
AID_W = 200  # the round's card's width (its phases in two ladders, legible); the hand takes the rest below the board
AID_ROWS = 4  # a ladder's seals: the first four phases, then the last three
LOG_MIN = 60  # the log's least height (two lines) in what the prompt leaves of the right-hand column
LOG_SIZE = 16
SHEET_TOP = 4  # the players' sheet's margin above its first row
TIP_W = 360  # the widest tooltip; longer ones wrap

PROMPTS = {
    V.F_DRAFT: N_("Draw a mission: choose a deck."), V.F_FAVOUR: N_("Take a favour."),
    V.F_KEEP: N_("Choose a card to keep."), V.F_PUT: N_("Put a card back."),
    V.F_LOOK: N_("Look at the cards, then carry on."), V.F_DROPOUT: N_("Drop out of the auction for 3 coins, or stay?"),
    V.F_OPEN: N_("Open a lot for the auction, or pass."), V.F_BID: N_("Raise the bid, or pass."),
    V.F_LAST_WORD: N_("The opener's last word: outbid, or let it go."),
    V.F_LOT_ITEM: N_("Take one item of the lot."), V.F_ANNEX_PICK: N_("Choose an annex."),
    V.F_DECK_PICK: N_("Choose a mission deck."), V.F_BLESS: N_("Give back your blessing to escape the event?"),
    V.F_PLACE: N_("Place a disciple: click a lit space."), V.F_WINDOW: N_("The patrol moves: play a card or pass."),
    V.F_REORDER: N_("Choose your place in the player order."), V.F_ACT: N_("Your disciples act: choose an action."),
    V.F_DISCARD: N_("Give something up."), V.F_REACT: N_("Answer the action card, or pass."),
    V.F_TRADE_TURN: N_("Trade: propose to a player, or pass."), V.F_OFFER: N_("Build your offer, then send it."),
    V.F_ANSWER: N_("Accept or decline the offer."), V.F_TRADE_PICK: N_("Choose the card to hand over."),
}


#: the round's phase in the top bar, so a newcomer knows where in the round the table is
PHASES = {V.SETUP: N_("Drafting"), V.PREP: N_("Preparation"), V.AUCTION: N_("Auction"), V.EVENT: N_("Event"),
          V.PLACEMENT: N_("Placement"), V.PATROL: N_("Patrol"), V.TRADE: N_("Trading"), V.ACTION: N_("Actions")}


#: the phases of every round, in their order (the player aid below a short prompt)
ROUND_PHASES = (V.PREP, V.AUCTION, V.EVENT, V.PLACEMENT, V.PATROL, V.TRADE, V.ACTION)
AID_BAND = 24  # the round card's indigo band
AID_SIZE = 17  # the phases' names at most (all at one size)


class View(TableView):
    log_headings = frozenset({"round"})  # its line: "— Round 2 —"

    def __init__(self, scene):
        self.scene = scene
        self.players = scene.match.state.num_players
        self.board = Board(BOARD_AREA)
        self.dialog = D.Dialog(self.board.rect, self.waiting_line)
        self._dialog_kind: tuple[str, int] | None = None
        self.mouse: tuple[int, int] | None = None
        self.page = 0
        self._hits: list[tuple[pygame.Rect, object]] = []
        self._frame = None
        self.undo = Button((RIGHT_X, BUTTON_Y, RIGHT_W // 2 - 6, 48), N_("Undo"), scene.undo, size=22)
        self.menu = Button((RIGHT_X + RIGHT_W // 2 + 6, BUTTON_Y, RIGHT_W // 2 - 6, 48), N_("Menu"),
                           self.open_menu, size=22)
        below = self.board.rect.bottom + 8
        # the log in the right-hand column under the prompt, down to the buttons (as drawn last: it
        # takes what the prompt leaves); the round's card in the bottom left beside the hand
        self.log_rect = pygame.Rect(RIGHT_X, BUTTON_Y - 8 - LOG_MIN, RIGHT_W, LOG_MIN)
        self.aid_rect = pygame.Rect(8, below, AID_W, BUTTON_Y + 48 - below)
        self.hand_rect = pygame.Rect(16 + AID_W, below, self.board.rect.right - 16 - AID_W, BUTTON_Y + 48 - below)
        self._hand = H.Drawn([], None)  # the viewer's hand as drawn last
        self.tip: str | None = None  # the tooltip shown last frame
        self.anim = A.Animator()
        self._layers: dict[str, tuple] = {}
        self._decision_hits: list[tuple[pygame.Rect, object]] = []  # the decision's click targets, as drawn last  # parts of the table drawn once per change (see _layer)
        self._placed = dict(scene.match.state.placed)  # who stood where when last told
        # the last offer declined, (round, proposer, partner): said in the trade dialog until the next
        # proposal, so its proposer learns it where they look, not only in the log
        self.declined: tuple[int, int, int] | None = None
        self.annexes: list[dict[str, pygame.Rect]] = [{} for _seat in range(self.players)]  # each seat's, as drawn
        top = self.players_sheet().bottom + 8
        self.decision_rect = pygame.Rect(RIGHT_X, top, RIGHT_W, BUTTON_Y - 8 - top)
        # the trade sheet stands over it, growing up as it needs, the log's newest lines in sight below it
        self.dialog.dock = self.decision_rect.inflate(0, -LOG_MIN - 8).move(0, -(LOG_MIN + 8) // 2)

    # -- helpers ------------------------------------------------------------------------------
    def legal(self, obs) -> list[str]:
        return obs.legal_actions() if self.my_turn(obs) else []

    @staticmethod
    def places(legal) -> dict[str, str]:
        """Space id (or own annex) → the ``place`` action that puts a disciple there."""
        return {split(a)[1][0]: a for a in legal if a.startswith(V.PLACE + ":")}

    def buttons(self, legal) -> list[str]:
        """The answers shown as buttons: all but placements on the board (the board takes those);
        an annex, small on its panel, also gets a button."""
        return [a for a in legal if not a.startswith(V.PLACE + ":") or split(a)[1][0] not in self.board.spaces]

    def panel_rect(self, seat: int) -> pygame.Rect:
        h = P.panel_height(self.players)
        return pygame.Rect(RIGHT_X, 72 + SHEET_TOP + P.HEAD_H + 2 + seat * h, RIGHT_W, h - 4)

    def sheet_heading(self) -> pygame.Rect:
        """The players' sheet's heading: a row of icons over the seats' columns of figures."""
        return pygame.Rect(RIGHT_X, 72 + SHEET_TOP, RIGHT_W, P.HEAD_H)

    def players_sheet(self) -> pygame.Rect:
        """The one paper sheet under the heading and every seat's row."""
        return pygame.Rect(RIGHT_X, 72, RIGHT_W,
                           SHEET_TOP + P.HEAD_H + 2 + P.panel_height(self.players) * self.players - 2)

    def annex_places(self, obs, places) -> dict[str, pygame.Rect]:
        """The viewer's annexes it may place a disciple on → their icons on its panel (as last drawn)."""
        if not places or not self.my_turn(obs):
            return {}
        return {annex: rect for annex, rect in self.annexes[obs.to_act].items() if annex in places}

    def hand_card_rect(self, card: str) -> pygame.Rect | None:
        """Where the viewer's hand card ``card`` was drawn last (a hint marks it)."""
        return next((rect for rect, face in self._hand.boxes if face.card == card), None)

    def hand_drawn(self) -> H.Drawn:
        """The viewer's hand as drawn last: each face's box, the face hovered, whether its text was cut."""
        return self._hand._replace(boxes=list(self._hand.boxes))

    def hint_panel_place(self, height: int) -> tuple[tuple[int, int], int]:
        """The hint's panel over the board's tracks and decks (the log and the answers share the column
        beside it), no wider than they are: the Inn and the Port beside it stay in sight."""
        board = self.board.rect
        left = self.board.district_rect("inn").right + 4
        return (left, board.bottom - 12), RIGHT_X - 2 - left

    def chart_place(self, height: int) -> pygame.Rect:
        """A review's open chart along the table's foot under the board, left of the log (the review
        draws the board and the hand smaller above it): the players' boards and the log stay in sight."""
        return foot_sheet(BOARD_AREA.x, max(BOARD_AREA.right, self.board.rect.right), height)

    # -- the view protocol ----------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.busy()

    def update(self, dt: float) -> None:
        self.anim.update(dt, self.factor())

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        return log_text.log_lines(public_events, seat, action, self.name, text)

    def curtain_reason(self, obs, seat: int) -> str:
        """What the called player is asked (the curtain says it; nothing private: a played card is public)."""
        kind = obs.pending[-1][0] if obs.pending and not obs.is_over() else None
        answered = S.answered_play(obs)
        if kind == V.F_REACT and answered is not None:
            return _("Answer {name}'s {card}, or pass.").format(name=self.name(answered[0]),
                                                               card=P.card_name(obs, answered[1]))
        if kind == V.F_ANSWER and obs.offer is not None:
            return _("{name} offers you a trade: accept or decline.").format(name=self.name(obs.offer[0]))
        return _(PROMPTS[kind]) if kind in PROMPTS else ""

    def automatic_answer(self, obs) -> str | None:
        """With "answer automatically" on: a card window passes for a seat holding no action card
        (with none, passing is all it may do). Only what every seat sees decides it: passing
        whenever no card in the hand fits would tell the others, in hot-seat, what the hand holds."""
        kind = obs.pending[-1][0] if obs.pending and not obs.is_over() else None
        if kind not in (V.F_REACT, V.F_WINDOW) or obs.count_item(obs.to_act, "action"):
            return None
        return V.PASS if obs.legal_actions() == [V.PASS] else None

    def on_events(self, events, seat, action) -> None:
        self.page = 0
        before, self._placed = self._placed, dict(self.scene.match.state.placed)
        self.animate(events, before, self._placed)
        self._note_trades(events)

    def _note_trades(self, events) -> None:
        """A declined offer: kept for the trade dialog; its proposer also gets it as a notice at
        once (the trading may end before the dialog shows it again)."""
        for event in events:
            if event.kind == "declined":
                d = event.data
                self.declined = (self.scene.match.state.round, d["proposer"], d["seat"])
                if self.scene.viewer == d["proposer"]:
                    self.scene.app.toast(self.declined_text(self.scene.match.state.round, V.TRADE))
            elif event.kind == "propose":
                self.declined = None

    def declined_text(self, round_now: int, phase: str) -> str | None:
        """What the table says of the last declined offer, while that trading lasts."""
        if self.declined is None or phase != V.TRADE or self.declined[0] != round_now:
            return None
        _round, proposer, partner = self.declined
        if proposer == self.scene.viewer:
            return _("{partner} declined your offer.").format(partner=self.name(partner))
        return _("{partner} declined {name}'s offer.").format(partner=self.name(partner), name=self.name(proposer))

    def on_undo(self) -> None:
        self.page = 0
        self.declined = None
        self.anim.skip()
        self._placed = dict(self.scene.match.state.placed)

    # -- animation ----------------------------------------------------------------------------------
    def animate(self, events, before: dict, after: dict) -> None:
        """Disciples reaching a space, the patrol's march (its events), then disciples leaving
        (arrested ones after the patrol came); ``before`` and ``after``: who stood where, public."""
        if self.factor() <= 0:
            self.anim.skip()
            return
        state = self.scene.match.state
        board = self.board
        left, came = A.disciple_walks(before, after)
        arrive = [(seat, space, self._seat_point(seat), board.space_rect(space).center, True)
                  for seat, space in came if space in board.spaces]
        if arrive:
            self.anim.walk(arrive)
        for event in events:
            if event.kind == "patrol" and event.data.get("steps"):
                ring = RING.index(event.data["district"])
                spots = [board.patrol_centre(k) for k in range(len(RING))]
                self.anim.march(A.patrol_path(spots, ring, PATROL_STEP[state.patrol_dir], event.data["steps"]))
        leave = [(seat, space, board.space_rect(space).center, self._seat_point(seat), False)
                 for seat, space in left if space in board.spaces]
        if leave:
            self.anim.walk(leave)

    def _seat_point(self, seat: int) -> tuple[int, int]:
        """Where a seat's disciples come from and go home to: its marker on its panel."""
        return RIGHT_X + 20, self.panel_rect(seat).y + 3 + P.name_line(self.panel_rect(seat)) // 2

    def _draw_moving(self, surface, obs) -> None:
        colours, radius = self.colours(), self.board.disciple_radius()
        for move in self.anim.visible():
            at = move.point(self.anim.clock)
            if move.kind == "patrol":
                self.board.draw_patrol_at(surface, at, obs.patrol_dir)
            else:
                draw_pawn_at(surface, at, radius, colours[move.seat])

    # -- input --------------------------------------------------------------------------------------
    def handle_event(self, event, viewer):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if self.handle_chrome(event):
            return True
        if self.anim.busy() and (event.type == pygame.MOUSEBUTTONUP
                                 or event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE):
            self.anim.skip()  # a click or a key ends the walking; a click still plays what it hits
            if event.type == pygame.KEYDOWN:
                return True
        if viewer is None or event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        obs = self.scene.observation()
        legal = self.legal(obs)
        if not legal:
            return False
        return self.click(event.pos, obs, legal)

    def click(self, pos, obs, legal):
        """The action a left click at ``pos`` plays (True: used, nothing to play; False: not ours)."""
        for rect, what in self._hits:
            if rect.collidepoint(pos):
                if callable(what):
                    what()
                    return True
                return what if what in legal else True
        if self.dialog_open(obs) and self.dialog.rect.collidepoint(pos):
            return True  # the dialog covers the board there
        places = self.places(legal)
        for annex, rect in self.annex_places(obs, places).items():
            if rect.collidepoint(pos):
                return places[annex]
        if places and self.board.rect.collidepoint(pos):
            space = self.board.space_at(pos, places)
            return places[space] if space is not None else True
        return False

    def _hovered_mission(self) -> str | None:
        boxes, k, _cut = self._hand
        if k is None or k >= len(boxes) or boxes[k][1].kind != "mission":
            return None
        return boxes[k][1].card

    def dialog_open(self, obs) -> bool:
        """The trade dialog is up and unfolded (its answers are inside it; the auction's are beside
        the board)."""
        kind = D.kind_of(obs)
        kind = kind if kind == "trade" else None
        if kind is not None and (kind, obs.round) != self._dialog_kind:  # each round's auction or trade opens unfolded
            self._dialog_kind, self.dialog.folded = (kind, obs.round), False
        return kind is not None and not self.dialog.folded

    def flip(self, delta: int, pages: int) -> None:
        self.page = (self.page + delta) % pages

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, obs) -> None:
        scene = self.scene
        draw_table(surface, (self.board.rect,))
        phase = PHASES.get(obs.phase)
        draw_top_bar(surface, scene, extra=_("Round {n}/11 · {phase}").format(n=obs.round, phase=_(phase))
                     if phase else progress(obs))
        self.mouse = mouse_pos() if self.mouse is None else self.mouse
        legal = self.legal(obs)
        places = self.places(legal)
        hover = self.board.space_at(self.mouse, places) if places else None
        viewer = scene.viewer
        colours, lang = self.colours(), current_language()
        needed = P.needed_districts(obs, self._hovered_mission())
        hidden, patrol = frozenset(self.anim.arriving()), not self.anim.patrol_moving()
        key = (id(obs), lang, tuple(places), hover, needed, hidden, patrol, tuple(colours))
        market = self._layer(surface, "board", key, self.board.rect, obs, lambda: self.board.draw(
            surface, obs, colours, lit=tuple(places), hover=hover, needed=needed, hidden=hidden, patrol=patrol))
        names = tuple(self.name(s) for s in range(self.players))
        sheet = self.players_sheet()

        def panels():
            draw_sheet(surface, sheet, fill=palette.SHEET_QUIET)  # the records lie back: the decision's sheet is lit
            heading = P.draw_heading(surface, self.sheet_heading())
            for seat in range(1, self.players, 2):  # every other seat's row on a faint band: the rows read across
                pygame.draw.rect(surface, P.ROW_BAND, self.panel_rect(seat).inflate(-8, 2), border_radius=4)
            annexes = [{} for _seat in range(self.players)]
            return heading + [tip for seat in range(self.players) for tip in P.draw_player(
                surface, self.panel_rect(seat), obs, seat, colours[seat], names[seat],
                not obs.is_over() and seat == obs.to_act, annexes[seat])], annexes

        tips, self.annexes = self._layer(surface, "panels", (id(obs), lang, names, tuple(colours)),
                                         sheet.union(sheet.move(2, 4)), obs, panels)
        tips = market + tips
        for rect in self.annex_places(obs, places).values():  # lit as the board's spaces are
            draw_lit(surface, rect, rect.collidepoint(self.mouse))
        self._hits = []
        bottom = self._draw_decision(surface, obs, legal)
        hovered = H.face_at([r for r, _f in self._hand.boxes], self.mouse)
        self._hand = self._layer(surface, "hand", (id(obs), lang, viewer, hovered), self.hand_rect, obs,
                                 lambda: H.draw_hand(surface, self.hand_rect, obs, viewer, self.mouse))
        self.dialog.notice = self.declined_text(obs.round, obs.phase)
        self._hits = self.dialog.draw(surface, obs, legal, self.name, colours, self.mouse) + self._hits
        if self.dialog_open(obs) and self.dialog.rect.x == RIGHT_X:  # the trade's sheet over the prompt
            bottom = max(bottom, self.dialog.rect.bottom)
        lines = scene.log.lines()
        log = self.log_rect = pygame.Rect(RIGHT_X, bottom + 8, RIGHT_W, BUTTON_Y - 16 - bottom)  # all the prompt leaves
        self._log_area = (log, LOG_SIZE, lines) if log.height >= LOG_MIN else None  # a prompt that needs it all
        if self._log_area:
            self._layer(surface, "log", (tuple(lines), lang, tuple(log)), log.union(log.move(3, 4)), None,
                        lambda: draw_log(surface, lines, log, size=LOG_SIZE, log=scene.log,
                                         fill=palette.SHEET_QUIET))
        aid = self.round_aid_rect()
        if not (self.dialog_open(obs) and self.dialog.rect.colliderect(aid)):  # under the trade's sheet
            self._layer(surface, "aid", (obs.round, obs.phase, lang), aid.union(aid.move(2, 4)), None,
                        lambda: self._draw_round_aid(surface, aid, obs))
        self.undo.enabled = scene.match.can_undo() and viewer == obs.to_act and not obs.is_over()
        self.undo.draw(surface)
        self.menu.draw(surface)
        self._draw_moving(surface, obs)
        boxes, k, cut = self._hand
        if k is not None and cut:  # the card under the mouse, large, over the board
            H.draw_zoom(surface, boxes[k][0], boxes[k][1], self.board.rect.inflate(-8, -8))
        if self.dialog_open(obs) and self.dialog.rect.collidepoint(self.mouse):
            tips = []  # the board under the dialog is hidden: its tooltips too
        self.tip = next((text for rect, text in tips if rect.collidepoint(self.mouse)), None)
        if self.tip:
            _draw_tip(surface, self.tip, self.mouse)

    def _layer(self, surface, name, key, rect, keep, draw):
        """Draw a part of the table that changes only with ``key`` once, then blit its copy: the
        frames of an animation redraw only what moves. ``draw()`` must paint all of ``rect`` over
        the backdrop and nothing outside; its result is kept with the copy. ``keep`` is held so the
        ``id`` in the key stays its own."""
        held = self._layers.get(name)
        if held is not None and held[0] == key:
            surface.blit(held[1], rect)
            return held[2]
        result = draw()
        self._layers[name] = (key, surface.subsurface(rect.clip(surface.get_rect())).copy(), result, keep)
        return result

    def _draw_decision(self, surface, obs, legal) -> int:
        """The prompt and its answers on a paper sheet only as tall as they are, drawn again only
        when what it shows changes (the answer under the mouse among it); returns its bottom."""
        rect = self.decision_rect
        kind = obs.pending[-1][0] if obs.pending and not obs.is_over() else None
        mouse = self.mouse or (-1, -1)
        hover = next((k for k, (r, _what) in enumerate(self._decision_hits) if r.collidepoint(mouse)), None)
        key = (id(obs), current_language(), self.page, hover, self.dialog_open(obs), self._prompt(obs, kind),
               tuple(legal), self.all_open())
        bottom, self._decision_hits = self._layer(surface, "decision", key, rect.union(rect.move(2, 4)), obs,
                                                  lambda: self._draw_decision_sheet(surface, obs, legal))
        self._hits.extend(self._decision_hits)
        return bottom

    def _draw_decision_sheet(self, surface, obs, legal) -> tuple[int, list]:
        """Drawn on a clear layer first, then the sheet cut to the words' height under it (the
        table shows below); returns the sheet's bottom and the answers' click targets."""
        rect, first = self.decision_rect, len(self._hits)
        layer = _scratch(surface.get_size(), "decision")
        layer.fill((0, 0, 0, 0), rect)
        bottom = self._decision(layer, obs, legal)
        sheet = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, bottom + 10 - rect.y))
        draw_sheet(surface, sheet)
        surface.blit(layer, sheet, area=sheet)
        hits = self._hits[first:]
        del self._hits[first:]
        return sheet.bottom, hits

    def round_aid_rect(self) -> pygame.Rect:
        """The round's card, in the bottom left beside the hand."""
        return self.aid_rect

    def _draw_round_aid(self, surface, rect, obs) -> None:
        """The round's card lying on the table, as the box prints one: an indigo band with the
        round, then the seven phases as a ladder of seals on a printed line, the one played now a
        vermilion seal on a lit band, those done filled in."""
        draw_sheet(surface, rect, fill=palette.KINARI, radius=8)
        pygame.draw.rect(surface, palette.SUMI, rect, 2, border_radius=8)
        inner = rect.inflate(-8, -8)
        pygame.draw.rect(surface, palette.SHEET_EDGE, inner, 1, border_radius=5)
        band = pygame.Rect(inner.x + 1, inner.y + 1, inner.width - 2, AID_BAND)
        pygame.draw.rect(surface, palette.AI, band, border_top_left_radius=4, border_top_right_radius=4)
        heading = _("Drafting") if obs.phase == V.SETUP else _("Round {n}/11").format(n=obs.round)
        draw_text_in_box(surface, heading, band.inflate(-16, 0), 16, palette.WASHI, align="left", bold=True)
        now = ROUND_PHASES.index(obs.phase) if obs.phase in ROUND_PHASES else -1
        top = band.bottom + 2
        row_h = (inner.bottom - 2 - top) // AID_ROWS
        first = (inner.width - 8) * 57 // 100  # the first ladder's names are the longer ("Preparation")
        widths = (first, inner.width - 8 - first)
        rows = [pygame.Rect(inner.x + 4 + (k // AID_ROWS) * first, top + (k % AID_ROWS) * row_h,
                            widths[k // AID_ROWS] - 2, row_h) for k in range(len(ROUND_PHASES))]
        for ladder in (rows[:AID_ROWS], rows[AID_ROWS:]):
            seal_x = ladder[0].x + 10
            pygame.draw.line(surface, palette.SHEET_EDGE, (seal_x, ladder[0].centery), (seal_x, ladder[-1].centery), 2)
        names = [(_(PHASES[phase]), pygame.Rect(row.x + 22, row.y, row.width - 22, row.height))
                 for phase, row in zip(ROUND_PHASES, rows)]
        # one size for every phase (the largest all fit at, bold as the lit one is): an even print
        size = min(fit_size(words, box.width, box.height, AID_SIZE, bold=True) for words, box in names)
        for k, (phase, row) in enumerate(zip(ROUND_PHASES, rows)):
            seal_x = row.x + 10
            lit, done = k == now, k < now
            if lit:
                pygame.draw.rect(surface, palette.SHEET_HI, row.inflate(0, -4), border_radius=4)
            ink = palette.SHEET_LIT if lit else palette.SHEET_DIM if done else palette.SHEET_INK
            radius = 9 if lit else 8
            fill = palette.SHU if lit else palette.SHEET_EDGE if done else palette.KINARI
            pygame.draw.circle(surface, fill, (seal_x, row.centery), radius)
            pygame.draw.circle(surface, palette.SUMI if lit else palette.SHEET_EDGE, (seal_x, row.centery), radius, 1)
            draw_text_in_box(surface, str(k + 1), pygame.Rect(seal_x - 9, row.centery - 9, 18, 18), 13,
                             palette.WASHI if lit or done else ink, bold=True)
            words, box = names[k]
            draw_text_in_box(surface, words, box, size, ink, align="left", bold=lit)

    def _decision(self, surface, obs, legal) -> int:
        """Draw the decision's words and answers inside ``decision_rect``; returns the y below them."""
        inner = self.decision_rect.inflate(-20, -16)
        kind = obs.pending[-1][0] if obs.pending and not obs.is_over() else None
        said = draw_text_in_box(surface, self._prompt(obs, kind), pygame.Rect(inner.x, inner.y, inner.width, 52), 18,
                                palette.SHEET_INK, multiline=True, align="left", valign="top", bold=True)
        y = (said.rect.bottom if said.rect else inner.y) + 8
        if self.dialog_open(obs):
            if legal:
                said = draw_text_in_box(surface, _("Answer in the dialog over the board."),
                                        pygame.Rect(inner.x, y, inner.width, 30), 16, palette.SHEET_LIT, align="left")
                y = said.rect.bottom + 4 if said.rect else y
            return y
        info = S.situation(obs, kind, self.name)
        if D.kind_of(obs) == "auction":  # the players' part, compact, in ink on the sheet: the board shows the lots
            y = D.draw_auction_panel(surface, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), obs, self.name,
                                     self.colours()) + 2
            info = ""  # the panel says it all
        if info:
            said = draw_text_in_box(surface, info, pygame.Rect(inner.x, y, inner.width, 46), 16, palette.SHEET_DIM,
                                    multiline=True, align="left", valign="top")
            y = (said.rect.bottom if said.rect else y) + 8
        if obs.is_over():
            return self._draw_scores(surface, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), obs)
        actions = self.buttons(legal)
        if not actions:
            if self.all_open() and not obs.is_over():  # a review's open hands, on a lacquer tray
                tray = pygame.Rect(inner.x - 4, y, inner.width + 8, inner.bottom - y)
                draw_panel(surface, tray, fill=palette.LACQUER, border=palette.SHEET_EDGE, radius=6, shadow=False)
                self.draw_open_hands(surface, tray.inflate(-8, -8), obs, held_cards)
                return tray.bottom
            return y - 8
        mouse = self.mouse or (-1, -1)
        bids = [a for a in actions if a.startswith(V.BID + ":")]
        if len(bids) > 4:  # a row of numbers: every raise one click away
            actions = [a for a in actions if a not in bids]
            y = self._draw_bids(surface, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), bids, mouse)
        if (kind, obs.to_act) != self._frame:
            self._frame, self.page = (kind, obs.to_act), 0
        # two columns of the rows the sheet holds (28 px and a gap each), less the pager's when they need pages
        per = min(PAGE, 2 * max(1, (inner.bottom - y + 4) // 32))
        per = per if len(actions) <= per else min(PAGE, 2 * max(1, (inner.bottom - y - 33) // 32))
        pages = max(1, -(-len(actions) // per))
        self.page %= pages
        shown = actions[self.page * per:(self.page + 1) * per]
        room = inner.bottom - y - (37 if pages > 1 else 0)
        # one wide column reads at full size: rows a little lower before splitting into two columns
        bh, gap = next(((h, g) for h, g in ((32, 5), (28, 4)) if len(shown) * (h + g) - g <= room), (32, 5))
        cols = 1 if len(shown) * (bh + gap) - gap <= room else 2
        w = (inner.width - 8 * (cols - 1)) // cols
        if cols == 2 and not all(fits(L.label(obs, a, self.name), w - 10, bh - 4, MIN_SIZE) for a in shown):
            # a label too long for one line at 12 px: buttons of two lines, fewer to a page
            bh, gap = 42, 4
            per_page = 2 * max(1, (inner.bottom - y - 37 + gap) // (bh + gap))
            pages = max(1, -(-len(actions) // per_page))
            self.page %= pages
            shown = actions[self.page * per_page:(self.page + 1) * per_page]
        hovered = None
        for k, action in enumerate(shown):
            r = pygame.Rect(inner.x + (k % cols) * (w + 8), y + (k // cols) * (bh + gap), w, bh)
            D.answer_button(surface, r, L.label(obs, action, self.name), r.collidepoint(mouse))
            self._hits.append((r, action))
            hovered = action if r.collidepoint(mouse) else hovered
        below = y + -(-len(shown) // cols) * (bh + gap) + 8
        end = below - 8
        more = L.detail(obs, hovered) if hovered else ""
        if more and below < inner.bottom - (bh + 5 if pages > 1 else 0) - 40:
            said = draw_text_in_box(surface, more, pygame.Rect(inner.x, below, inner.width,
                                                               inner.bottom - below - (bh + 5 if pages > 1 else 0)),
                                    15, palette.SHEET_DIM, multiline=True, align="left", valign="top")
            end = said.rect.bottom if said.rect else end
        if pages > 1:
            bh = 32
            row = inner.bottom - bh
            prev = pygame.Rect(inner.x, row, 90, bh)
            nxt = pygame.Rect(inner.right - 90, row, 90, bh)
            for r, text, delta in ((prev, "‹", -1), (nxt, "›", 1)):
                D.answer_button(surface, r, text, r.collidepoint(mouse))
                self._hits.append((r, lambda d=delta: self.flip(d, pages)))
            draw_text_in_box(surface, f"{self.page + 1} / {pages}", pygame.Rect(prev.right, row, nxt.x - prev.right, bh),
                             16, palette.SHEET_DIM)
            end = inner.bottom
        return end

    def _draw_bids(self, surface, area, bids, mouse) -> int:
        """The raises as small numbered buttons, eight a row; returns the y below them."""
        draw_text_in_box(surface, _("Bid:"), pygame.Rect(area.x, area.y, 60, 30), 17, palette.SHEET_INK, align="left",
                         bold=True)
        w, h, per_row = (area.width - 60) // 8, 30, 8
        for k, action in enumerate(bids[:per_row * 5]):
            r = pygame.Rect(area.x + 60 + (k % per_row) * w, area.y + (k // per_row) * (h + 4), w - 4, h)
            D.answer_button(surface, r, split(action)[1][0], r.collidepoint(mouse))
            self._hits.append((r, action))
        rows = -(-min(len(bids), per_row * 5) // per_row)
        return area.y + rows * (h + 4) + 6

    def _prompt(self, obs, kind) -> str:
        if obs.is_over():
            return _("Game over: the final scores.")
        if not self.my_turn(obs):
            return self.waiting_line(obs.to_act)
        return _(PROMPTS[kind]) if kind in PROMPTS else obs.frame_name()

    def _draw_scores(self, surface, rect, obs) -> int:
        """The end's breakdown: points, bonus cards, an unused Blackmail, the total; returns the y below it."""
        y = rect.y
        winners = obs.winners()
        for seat, f in enumerate(obs.final):
            bonus = sum(f["bonus"].values())
            text = _("{name}: {points} + {bonus} bonus + {blackmail} blackmail = {total}").format(
                name=self.name(seat), points=counts.points(f["points"]), bonus=bonus, blackmail=f["blackmail"],
                total=f["total"])
            if seat in winners:
                text = "★ " + text
            draw_text_in_box(surface, text, pygame.Rect(rect.x, y, rect.width, 28), 16,
                             palette.SHEET_LIT if seat in winners else palette.SHEET_INK, align="left", bold=seat in winners)
            y += 28
            if f["bonus"]:  # which bonus card scored what (revealed at the end)
                cards = P.joined(_("{card} +{n}").format(card=P.card_name(obs, card), n=n)
                                 for card, n in f["bonus"].items())
                draw_text_in_box(surface, cards, pygame.Rect(rect.x + 16, y, rect.width - 16, 22), 14,
                                 palette.SHEET_DIM, align="left")
                y += 22
            y += 6
        return y


HELD_KINDS = (N_("Missions"), N_("Action cards"), N_("Bonus cards"), N_("Looking at"))


def held_cards(obs, seat) -> str:
    """``seat``'s hidden cards by name, kind by kind, and what it looks at (an open review lists them)."""
    blackmail = (obs.data.blackmail.id,) if obs.blackmail[seat] else ()
    looking = obs.peek[2] if obs.peek is not None and obs.peek[0] == seat else ()
    parts = []
    for kind, cards in zip(HELD_KINDS, (obs.missions[seat], tuple(obs.hands[seat]) + blackmail, obs.bonus[seat], looking)):
        named = [P.card_name(obs, card) for card in cards if not card.startswith(P.HIDDEN)]
        if named:
            parts.append(_("{name}: {cards}").format(name=_(kind), cards=P.joined(named)))
    return " · ".join(parts)


def _draw_tip(surface, text, mouse) -> None:
    """A small label under the mouse naming what it is over (wrapped when long, as an event's
    text), kept on the screen."""
    w = min(TIP_W, text_size(text, 16)[0] + 20)
    lines = len(wrap(text, w - 12, 16))
    r = pygame.Rect(0, 0, w, max(30, lines * line_height(16) + 10))
    r.topright = (mouse[0] - 6, mouse[1] + 18)
    r = r.clamp(pygame.Rect((0, 0), surface_size()))
    draw_panel(surface, r, fill=palette.INK, border=palette.GOLD, radius=6, shadow=False)
    draw_text_in_box(surface, text, r.inflate(-12, -4), 16, palette.PAPER, multiline=lines > 1)


@functools.lru_cache(maxsize=4)
def _scratch(size: tuple[int, int], use: str) -> pygame.Surface:
    """A clear layer a part is drawn on before what lies under it is cut to its height (the
    decision's sheet, the auction's tray)."""
    return pygame.Surface(size, pygame.SRCALPHA)


def surface_size():
    return (1600, 900)
