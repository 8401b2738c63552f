"""姬札大戰's table: the field from the Tiled map with its castles and units, the viewer's
hand fanned at the bottom, the opponent's hand as backs (count and cost), the war-result
piles face up, the card under the mouse in full, the decision panel, the log, and the
dice of every melee, shot and siege rolled on the table.

Draws only from the observation it is given (the other seat's hand is ``?`` there), and
every click becomes an action string taken from ``obs.legal_actions()``: a card, a unit
or the castle selects what it may do; the zones it may reach light up (targets with the
exact expected casualties); buttons play the rest. Nothing illegal can be clicked.
"""
from __future__ import annotations

import functools

import pygame

from client.core.actions import split
from client.i18n import N_, _, current_language, ngettext, thousands
from client.render import palette
from client.render.art import picture
from client.render.shapes import draw_marker
from client.render.text import MIN_INK_BOX, MIN_SIZE, draw_text_in_box, text_size, wrapped_height
from client.scenes.table_chrome import draw_log, draw_top_bar, foot_sheet, seat_label
from client.widgets.base import draw_panel, draw_sheet
from client.widgets.button import Button, draw_paper_tag
from client.widgets.tooltip import draw_tip

from client.scenes.table_view import TableView

from . import card_art as art
from . import field
from . import field_paint as FP
from . import field_view as FV
from .field_art import FIELD_SIZE as MAP_SIZE
from .field_paint import draw_table_surface
from .dice_anim import Playback, dice_step, draw_die, steps_from_events
from .odds import attack_odds
from .help import SECTIONS
from .passing import ends_the_turn, forced_pass
from .phase_guide import GUIDE_LARGE, GUIDE_SIZE, PHASE_NAMES, TRACK_H, draw_phase_guide, draw_phase_track, guide_height
from .war_track import draw_war_track, track_height
from .vocabulary import CASTLE, CONCEDE, RETREAT_PHASE

from . import log_text

HAND_W = 134  # hand cards large enough that names and stats read at a glance
#: the field as large as the table's foot lets it be (the map's aspect kept: 822 wide)
FIELD = pygame.Rect(8, 68, 880, 653)
FIELD_W = round(MAP_SIZE[0] * min(FIELD.width / MAP_SIZE[0], FIELD.height / MAP_SIZE[1]))  # as FieldGeometry draws it
#: the hand along the table's foot: its cards lie over the field print's bottom margin (never over
#: a zone: a card chosen stands up to the zones' edge)
HAND_H = round(HAND_W * art.RATIO) + 2
HAND = pygame.Rect(8, 896 - HAND_H, 1168, HAND_H)
#: the strip beside the field: the other hand along its top, one sheet with the war results, the
#: phase track and the phase explained, the dice tray (or the last roll) at its foot, clear of the
#: hand; the card pointed at is read over it
MID = pygame.Rect(FIELD.x + FIELD_W + 12, 70, 1176 - FIELD.x - FIELD_W - 12, HAND.y - 8 - 70)
HAND_GAP, HAND_TIGHT = 56, 10  # wood between two hand cards: a full hand spans the table's foot, a short one lies close together after its tag
HAND_FULL = 5  # from this many cards the hand spreads
RIGHT_X, RIGHT_W = 1184, 408
SEAT_LINE_SIZE = 16  # a seat's line under its name on the seats' sheet (where its lord is, its cards in hand)
BUTTON_Y = 844
HAND_LIFT = 9  # how far the hand card chosen stands up: to the field's zones, not over them
IDLE_DROP = 5  # a hand card that cannot be played now lies lower than the playable ones (still whole on screen)
BACK_W, KNOWN_W = 68, 76  # the other seat's hand, large in the column: its backs, and the cards known to be in it
KNOWN_SPREAD = 1.02  # known cards side by side (their names whole), when the backs can still show a strip each
BACKS_MIN_STEP = 0.25  # that strip: a quarter of a back, enough to count the backs
FAN_STEP, FAN_DROP = 5.0, 1.2  # its fan: degrees between two cards' tilts; how far (px) the outer cards dip
OTHER_H = 30 + round(BACK_W * 1.4) + 14  # its caption and fan
DECISION_Y, DECISION_H = 198, 380  # the decision sheet's top and its greatest height (it fits its content)
LAST_DIE, MIN_DIE = 56, 28  # the last roll's dice
#: the key to a roll at the turn sheet's foot (until a roll lies in the column): a strip with a small
#: dice tray (two dice resting in it; empty while they tumble over the field) and "How a roll is
#: judged ?" (its tooltip reads the rules' "Dice" section)
KEY_H, KEY_DIE = 62, 40
#: under the key, where the sheet has room, how a roll is judged in short
KEY_NOTE = N_("One die against the value: up to it, it counts as rolled (a success); above it, as 1 "
              "(a failure).")
KEY_NOTE_SIZE = 15
COLUMN_GAP = 10  # the wood between two things in the column beside the field
#: its rim's wood and its felt
TRAY_WOOD, TRAY_FELT = (120, 82, 50), (58, 40, 46)
ROLL_ROOM, ROLL_MAX = 172, 220  # the room the last roll's sheet takes under the turn's sheet: at least (the phase
# guide folds first), at most
DICE_SECTION = "Dice"  # the help section the dice token's tooltip reads (its msgid)
#: a decision button whose meaning just changed under the pointer ignores clicks this long (it is
#: drawn dimmed meanwhile): a quick second click meant for the old button plays nothing
LOCK_SECONDS = 0.4
#: verbs whose first argument names what acts (a card, a unit's leader, the castle)
KEY_VERBS = frozenset({"sortie", "guard", "play", "move", "transfer", "retreat", "melee", "shoot", "siege",
                       "volley", "starve", "ougi", "skill"})
ZONE_VERBS = frozenset({"move", "transfer", "melee", "shoot"})
PROMPTS = {
    None: N_("Click a card, a unit or your castle to see what it may do; the lit zones and buttons play."),
    "sortie_troops": N_("How many thousand troops go out with the general?"),
    "replace_guard": N_("Who guards the castle now? Choose a general, or leave it empty."),
    "after_sortie": N_("Use a card or ability now, or go on."),
    "transfer_troops": N_("How many thousand troops pass to the other unit?"),
    "choose_target": N_("Choose the target: click a lit zone."),
    "step_back": N_("Your unit is attacked: step back into a lit zone (1 thousand fewer lost), or stay."),
    "pursue_choice": N_("The enemy stepped back: pursue into the empty zone?"),
    "shot_react": N_("Your unit is shot: answer with a card, or take the casualties."),
    "retreat_guard": N_("A general came back: make it the castle guard, or keep the guard?"),
}
NOTHING_TO_DO = N_("Nothing more to do this phase.")
TURN_DONE = N_("Nothing more to do this turn: end it, or undo to take a move back.")
ANSWER_ON_UNIT = N_("{card} on {unit}: {effect}")
ANSWER_CARD = N_("{card}: {effect}")
HOW_ON_UNIT = N_("Play it with its button below (or click the lit unit).")
HOW = N_("Play it with its button below.")
END_REASONS = {
    "garrison": N_("A castle's garrison fell to nothing."), "provisions": N_("A castle ran out of provisions."),
    "lord": N_("A lord was routed."), "war_results": N_("Ten war results were reached."),
    "turn_cap": N_("The turn limit was reached: war results, then garrison, then provisions decided."),
    "concede": N_("A player conceded."),
}
LABELS = {
    "pass": N_("End this phase"), "end_turn": N_("End the turn"), "done": N_("Go on"), "none": N_("Leave the castle empty"),
    "keep": N_("Keep the guard"), "stay": N_("Stay"), "pursue": N_("Pursue"), "take": N_("Take the casualties"),
    "retreat": N_("Retreat {name} to the castle"), "siege": N_("Storm the castle"),
    "volley": N_("Shoot at the castle"), "starve": N_("Raid the provisions"), "ougi": N_("Ougi: {ability}"),
    "skill": N_("Special: {ability}"), "guard": N_("{name} to the castle guard"), "play": N_("Play {name}"),
    "play_on": N_("Play {name} on {unit}"), "troops": N_("{n} thousand"), "sortie": N_("Sortie {name} in lane {lane}"),
    "move": N_("Move to lane {lane}, column {column}"), "transfer": N_("Give troops to lane {lane}, column {column}"),
    "melee_unit": N_("Melee against {name}"), "shoot_unit": N_("Shoot at {name}"),
    "melee": N_("Melee lane {lane}, column {column}"), "shoot": N_("Shoot lane {lane}, column {column}"),
    "back": N_("Step back to lane {lane}, column {column}"), "target": N_("Aim at lane {lane}, column {column}"),
}


class View(TableView):
    #: where the war results' sheet ends as drawn last (before: with no card won yet)
    _war_bottom = MID.y + OTHER_H + COLUMN_GAP + track_height(((), ()))
    _hand_tag: pygame.Rect | None = None  # the hand's caption, on its tag beside the first card
    _stat_legend: pygame.Rect | None = None  # under it, what the coloured numbers on cards and units mean
    log_headings = frozenset({"turn"})  # its line: "— Kenji's turn —"
    quiet_moves = frozenset({"pass", "done", "take"})  # end a phase, no more cards now, take the casualties

    def __init__(self, scene):
        self.scene = scene
        self.geo = FV.FieldGeometry(FIELD)
        self.playback = Playback()
        self.selected: str | None = None   # a card, a unit's leader or "castle"
        self.held: str | None = None       # a card clicked: its zoomed view stays open until clicked again
        self.zone_choice = None            # a zone clicked that offers several actions
        self.confirm_concede = False
        self.mouse: tuple[int, int] | None = None
        self._hits: list[tuple[pygame.Rect, object]] = []
        self._hand: list[tuple[pygame.Rect, str]] = []  # own hand cards as drawn (last on top)
        self._cards: list[tuple[pygame.Rect, str]] = []  # every face-up card drawn: detail on hover
        self.undo = Button((RIGHT_X, BUTTON_Y, 196, 48), N_("Undo"), scene.undo, size=22)
        self.menu = Button((RIGHT_X + 212, BUTTON_Y, 196, 48), N_("Menu"), self.open_menu, size=22)
        self._layer: pygame.Surface | None = None  # the table as drawn last, and what it showed
        self._layer_key = None
        self._memos: dict[str, tuple] = {}  # part name → (key, picture, its buttons, its hand cards)
        self._scratch: pygame.Surface | None = None
        self._decision_hits: list = []
        self._last_roll = None  # the latest combat event seen: its dice stay on the table
        self.tip: list[str] | None = None  # the tooltip drawn last frame (tests read it)
        self.clock = 0.0  # seconds of play (update's dt): when each button got its meaning
        self._meaning: dict[tuple, tuple[str, float]] = {}  # button rect → (action, since)
        self._hold_auto = False  # after an undo nothing is played by itself until the player acts
        self._forced: tuple | None = None  # (match version, viewer, forced pass or None)
        self._ground_surface: pygame.Surface | None = None  # the table and the field print (see _ground)
        self._ground_key = None
        self._dice_token: pygame.Rect | None = None  # the dice token as drawn last (its tooltip explains a roll)

    # -- helpers -----------------------------------------------------------------------------
    def legal(self, obs) -> list[str]:
        return obs.legal_actions() if self.my_turn(obs) and not self.playback.busy() else []

    @staticmethod
    def keys(legal) -> set[str]:
        return {split(a)[1][0] for a in legal if split(a)[0] in KEY_VERBS and split(a)[1]}

    def zone_of(self, obs, action: str):
        """The zone an action is played by clicking, or None (a button plays it)."""
        verb, args = split(action)
        if verb == "sortie" and len(args) == 2:
            return int(args[1]), field.camp_row(obs.to_act)
        if verb in ZONE_VERBS and len(args) == 3 or verb in ("back", "target") and len(args) == 2:
            return int(args[-2]), int(args[-1])
        if verb == "play" and len(args) == 2:
            u = obs.unit_of(obs.to_act, args[1])
            return u.zone if u is not None else None
        return None

    def zone_actions(self, obs, legal, key) -> dict:
        """Zone → the actions of ``key`` (None: the pending decision's) played there."""
        out: dict = {}
        for a in legal:
            verb, args = split(a)
            mine = (args and args[0] == key) if key is not None else verb in ("back", "target")
            if mine and verb in KEY_VERBS | {"back", "target"}:
                z = self.zone_of(obs, a)
                if z is not None:
                    out.setdefault(z, []).append(a)
        return out

    def button_actions(self, obs, legal) -> list[str]:
        """What the decision panel offers as buttons now."""
        if self.zone_choice is not None:
            return [a for a in self.zone_actions(obs, legal, self.selected).get(self.zone_choice, [])]
        if obs.pending:  # an answer or a count: every choice but the lit zones is a button, and a card
            # played on a unit too (the unit is the one the answer is about)
            return [a for a in legal if self.zone_of(obs, a) is None or split(a)[0] == "play"]
        out = []
        if self.selected is not None:
            out = [a for a in legal if split(a)[1] and split(a)[1][0] == self.selected and self.zone_of(obs, a) is None]
        return out + [a for a in legal if split(a)[0] not in KEY_VERBS]

    def label(self, obs, action: str) -> str:
        verb, args = split(action)
        names = [art.card_name(a) if a in obs.pool.cards else a for a in args]
        if verb in ("ougi", "skill") and args:
            g = obs.pool.general(args[0])
            ab = g.ougi if verb == "ougi" else g.special
            return _(LABELS[verb]).format(ability=art.ability_text(ab)[0]) if ab else action
        if verb == "play" and len(args) == 2:
            return _(LABELS["play_on"]).format(name=names[0], unit=names[1])
        if verb == "troops":
            return _(LABELS["troops"]).format(n=thousands(args[0]))
        if verb == "sortie":
            return _(LABELS["sortie"]).format(name=names[0], lane=int(args[1]) + 1)
        if verb in ("melee", "shoot") and len(args) == 3 and (int(args[1]), int(args[2])) in obs.units:
            target = obs.units[(int(args[1]), int(args[2]))].cards[0]
            text = _(LABELS[verb + "_unit"]).format(name=art.card_name(target))
            odds = attack_odds(obs, action)
            return text + " · " + _odds_text(odds, verb) if odds is not None else text
        if verb in ("move", "transfer", "melee", "shoot") and len(args) == 3:
            text = _(LABELS[verb]).format(lane=int(args[1]) + 1, column=int(args[2]) + 1)
            odds = attack_odds(obs, action)
            if odds is not None:
                text += " · " + _odds_text(odds, verb)
            return text
        if verb in ("back", "target"):
            return _(LABELS[verb]).format(lane=int(args[0]) + 1, column=int(args[1]) + 1)
        if verb == "pass" and obs.phase == RETREAT_PHASE and not obs.pending:
            return _(LABELS["end_turn"])
        if verb in LABELS:
            return _(LABELS[verb]).format(name=names[0] if names else "")
        return obs.describe(action)

    def hand_card_rect(self, card: str) -> pygame.Rect | None:
        """Where the viewer's hand card ``card`` was drawn last (a hint marks it)."""
        return next((rect for rect, held in self._hand if held == card), None)

    def face_up_cards(self) -> list[tuple[pygame.Rect, str]]:
        """Every face-up card drawn last but the hand's: (rect, card); a hover shows its detail."""
        return list(self._cards)

    def decision_buttons(self) -> list[tuple[pygame.Rect, object]]:
        """The decision panel's buttons as drawn last: (rect, the action, or the view's own key)."""
        return list(self._decision_hits)

    def hand_cards(self) -> list[tuple[pygame.Rect, str]]:
        """The viewer's hand cards as drawn last: (rect, card), the last on top."""
        return list(self._hand)

    # -- the view protocol -----------------------------------------------------------------------
    def chart_place(self, height: int) -> pygame.Rect:
        """A review's open chart along the table's foot, over the hand, left of the players and the log: the seats' rows and the log stay in sight."""
        return foot_sheet(HAND.x, HAND.right, height)

    def hint_panel_place(self, height: int) -> tuple[tuple[int, int], int]:
        """The hint's panel at the middle column's foot (over the dice's reader): over the log it
        would hide all of it, at the column's top the other hand and the players' names."""
        return (MID.x, MID.bottom), MID.width

    def lesson_room(self) -> pygame.Rect:
        """A lesson's sheet in the middle column under the war results (their names in sight), as
        wide as the gaps beside the column allow, down to the hand's caption."""
        top = self._war_bottom + 4
        return pygame.Rect(MID.x - 6, top, MID.width + 12, MID.bottom - top)

    def analysis_place(self) -> pygame.Rect:
        """A review's analysis over the field, left of the middle column: the other hand, the war
        results with the players' names and the log stay in sight."""
        return pygame.Rect(16, 150, MID.x - 24, 600)

    def busy(self) -> bool:
        return self.playback.busy()

    def update(self, dt: float) -> None:
        self.playback.update(dt, self.factor())
        self.clock += dt
        self.play_forced()

    def forced(self, obs, viewer) -> str | None:
        """The pass the viewer would make whatever its hand held (see ``passing``), once per state."""
        key = (self.scene.match.version, viewer)
        if self._forced is None or self._forced[:2] != key:
            self._forced = key + (forced_pass(obs, viewer),)
        return self._forced[2]

    def play_forced(self) -> None:
        """A phase in which the human to act can do nothing passes by itself (and the log says so),
        but never the turn's end while a move of the turn can still be undone, nor right after an undo."""
        scene = self.scene
        viewer = scene.viewer
        if not scene.active or self._hold_auto or self.playback.busy() or viewer is None:
            return  # a game that is not running (a review only shows)
        match = scene.match
        if match.state.is_over() or match.to_act != viewer or not match.seats[viewer].is_human:
            return
        obs = scene.observation()
        action = self.forced(obs, viewer)
        if action is None or (ends_the_turn(obs, action) and match.can_undo()):
            return
        what = obs.pending[-1][0] if obs.pending else obs.phase
        if scene.human_action(action):  # a note, not an action: the log's moves stay the match's
            scene.log.add_note(viewer, lambda: log_text.auto_line(what, viewer, self.name))

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        return log_text.log_lines(public_events, seat, action, self.name)

    def curtain_reason(self, obs, seat: int) -> str:
        kind = obs.pending[-1][0] if obs.pending else None
        if kind == "step_back":
            return _("Your unit is attacked: step back or stay.")
        if kind == "shot_react":
            return _("Your unit is shot: answer or take it.")
        return _("Your turn")

    def on_events(self, events, seat, action) -> None:
        self._hold_auto = False
        rolled = [e for e in events if dice_step(e, self.name) is not None]
        if rolled:
            self._last_roll = rolled[-1]
        self.selected = self.zone_choice = None
        self.confirm_concede = False
        if self.factor() <= 0:
            self.playback.skip_all()
            return
        steps = steps_from_events(events, self.name)
        self.playback.push(steps)

    def replayed(self, public_events) -> None:
        """A loaded or continued game's past: its last roll still lies on the table."""
        rolled = [e for e in public_events if dice_step(e, self.name) is not None]
        if rolled:
            self._last_roll = rolled[-1]

    def on_undo(self) -> None:
        self._hold_auto = True  # the undone step may be one played by itself: it waits for the player now
        self.playback.skip_all()
        self._last_roll = None
        self.selected = self.zone_choice = None

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event, viewer):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        used = self.handle_chrome(event, self.playback)
        if used is not None:
            return used
        if viewer is None:
            return False
        obs = self.scene.observation()
        legal = self.legal(obs)
        if not legal:
            return self.hold(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.selected or self.held):
            self.selected = self.zone_choice = self.held = None
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected = self.zone_choice = self.held = None
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        if self.locked_at(event.pos):
            return True  # the button under the pointer changed meaning a moment ago (it is dimmed)
        return self.click(event.pos, obs, legal)

    def hold(self, event) -> bool:
        """Out of turn a click on a hand card still holds its zoomed view (again: lets it go);
        Escape, a right click or a click elsewhere lets it go."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE or \
                event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            used, self.held = self.held is not None, None
            return used
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        card = next((c for rect, c in reversed(self._hand) if rect.collidepoint(event.pos)), None)
        used = card is not None or self.held is not None
        self.held = card if card != self.held else None
        return used

    def locked_at(self, pos) -> bool:
        """Is ``pos`` on a decision button whose meaning changed less than LOCK_SECONDS ago?"""
        for rect, what in self._decision_hits:
            if isinstance(what, str) and rect.collidepoint(pos):
                return self._locked(rect)
        return False

    def _locked(self, rect) -> bool:
        seen = self._meaning.get(tuple(rect))
        return seen is not None and self.clock - seen[1] < LOCK_SECONDS


    def click(self, pos, obs, legal):
        """The action a left click at ``pos`` plays (True: used, nothing to play; False: not ours)."""
        for rect, what in reversed(self._hits):
            if rect.collidepoint(pos):
                if callable(what):
                    what()
                    return True
                if what == CONCEDE and self.confirm_concede:  # a menu command, never listed as legal
                    self.confirm_concede = False
                    return what
                return what if what in legal else True
        self.zone_choice = None
        keys = self.keys(legal)
        for rect, card in reversed(self._hand):
            if rect.collidepoint(pos):
                self.selected = card if card in keys and card != self.selected else None
                self.held = card if card != self.held else None
                return True
        self.held = None
        zone = self.geo.zone_at(pos)
        if zone is not None:
            for key in (self.selected, None):
                found = self.zone_actions(obs, legal, key).get(zone) if key is not None or obs.pending else None
                if found:
                    if len(found) == 1:
                        return found[0]
                    self.zone_choice = zone
                    return True
            u = obs.units.get(zone)
            self.selected = u.cards[0] if u is not None and u.cards[0] in keys and u.cards[0] != self.selected \
                else None
            return True
        seat = self.geo.castle_at(pos)
        if seat is not None and seat == obs.to_act:
            guard = obs.guard[seat]
            choice = CASTLE if CASTLE in keys else guard if guard in keys else None
            self.selected = choice if choice != self.selected else None
            return True
        self.selected = None
        return False

    def ask_concede(self) -> None:
        """The Concede… button's action: the panel asks for a confirmation."""
        self.confirm_concede = True

    def _cancel_concede(self) -> None:
        self.confirm_concede = False

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, obs) -> None:
        """The table in cached layers: the still table (redrawn when a move is made, the
        selection or the card pointed at changes), then the hand and the decision panel
        (each redrawn when what it shows changes), the top bar, the buttons and the dice.
        While the dice roll a frame costs a few blits."""
        scene = self.scene
        legal = self.legal(obs)
        if self.selected is not None and self.selected not in self.keys(legal):
            self.selected = self.zone_choice = None
        lang = current_language()
        hover = self.hover_card()
        layout = self.decision_layout(obs, legal)
        decision = self.decision_rect(obs, legal, layout)
        key = (len(scene.match.actions), scene.viewer, self.selected, hover, self.held, lang, scene.log.version,
               obs.is_over(), tuple(c.rgb for c in self.colours()), decision.height)
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer = pygame.Surface(surface.get_size(), 0, surface)
            self._layer_key = None
            self._memos = {}
        if key != self._layer_key:
            self._cards = []
            self._draw_table(self._layer, obs, hover, decision)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        self._hits, self._hand = [], []
        self._draw_marks(surface, obs, legal)
        keys = tuple(sorted(self.keys(legal)))
        hand = tuple(obs.hand[scene.viewer]) if scene.viewer is not None else ()
        # the chosen card stands up to the field's zones: their marks under it are in the key too
        self._memo("hand", surface, pygame.Rect(HAND.x, HAND.y - HAND_LIFT - 4, HAND.width, HAND.height + HAND_LIFT + 4),
                   (hand, keys, tuple(legal), self.selected, self.zone_choice, hover, lang, scene.viewer),
                   lambda target: self._draw_hand(target, obs, legal, hover))
        button = next((k for k, (r, _a) in enumerate(self._decision_hits) if self.mouse and r.collidepoint(self.mouse)),
                      None)
        locked = self.note_meanings(layout)
        self._memo("decision", surface, decision,
                   (tuple(legal), obs.pending[-1] if obs.pending else (), self.playback.busy(), scene.thinking,
                    self.confirm_concede, self.zone_choice, self.selected, button, lang, obs.is_over(),
                    obs.to_act, len(scene.match.actions), locked, tuple(decision)),
                   lambda target: self._draw_decision(target, decision, obs, legal, layout))
        phase = _(PHASE_NAMES[obs.phase]) if obs.phase in PHASE_NAMES and not obs.is_over() else ""
        step = self.playback.current
        if step is not None and step.title:
            draw_top_bar(surface, scene, phase, step.title, step.rows[0].seat if step.rows else None)
        else:
            draw_top_bar(surface, scene, phase)
        self.undo.enabled = scene.match.can_undo() and scene.viewer == obs.to_act and not obs.is_over()
        self.undo.draw(surface)
        self.menu.draw(surface)
        self.playback.draw(surface, FIELD, lambda z: self.geo.cell(z).center, lambda sq: self.geo.cell(sq),
                           self.geo.cell((0, 0)).width, self.colours(), self.name)
        self._draw_tip(surface, obs)

    def hover_card(self) -> str | None:
        """The face-up card under the mouse (the hand over the table), as last drawn."""
        if self.mouse is None:
            return None
        for rect, cid in list(reversed(self._hand)) + list(reversed(self._cards)):
            if rect.collidepoint(self.mouse):
                return cid
        return None

    def _memo(self, name, surface, rect, key, draw) -> None:
        """A part of the table through a cache: redrawn only when ``key`` changes (with its buttons)."""
        area = pygame.Rect(rect.x, rect.y, rect.width + 4, rect.height + 5).clip(surface.get_rect())
        entry = self._memos.get(name)
        if entry is None or entry[0] != key:
            if self._scratch is None or self._scratch.get_size() != surface.get_size():
                self._scratch = pygame.Surface(surface.get_size(), 0, surface)
            scratch = self._scratch
            scratch.blit(surface, area, area)
            hits, hand = len(self._hits), len(self._hand)
            draw(scratch)
            entry = self._memos[name] = (key, scratch.subsurface(area).copy(), self._hits[hits:], self._hand[hand:])
        else:
            self._hits += entry[2]
            self._hand += entry[3]
        surface.blit(entry[1], area)
        if name == "decision":
            self._decision_hits = entry[2]

    def _draw_table(self, surface, obs, hover, decision) -> None:
        colours = self.colours()
        surface.blit(self._ground(surface, obs.halves, colours), (0, 0))
        for seat in (0, 1):
            lit = self.selected in (CASTLE, obs.guard[seat]) and seat == obs.to_act and self.selected is not None
            FV.draw_castle(surface, self.geo, obs, seat, colours[seat], lit)
            if obs.guard[seat] is not None:
                self._cards.append((self.geo.castle(seat), obs.guard[seat]))
        for zone, u in obs.units.items():
            rect = self.geo.cell(zone)
            FV.draw_unit(surface, rect, obs, u, colours[u.seat], lit=u.cards[0] == self.selected)
            self._cards.append((rect, u.cards[0]))
        self._draw_middle(surface, obs, colours, hover)
        self._draw_right(surface, obs, colours, decision)

    def _ground(self, surface, halves, colours) -> pygame.Surface:
        """The wooden table with the field print lying on it, its numbers round it: redrawn only
        when the size, the terrain, the seats' colours or the language change (one blit a table)."""
        key = (surface.get_size(), tuple(halves) if halves else None, tuple(c.rgb for c in colours),
               current_language())
        if self._ground_key != key:
            ground = pygame.Surface(surface.get_size(), 0, surface)
            draw_table_surface(ground)
            FV.draw_card_shadow(ground, self.geo.rect)  # the print lies on the table
            FV.draw_field(ground, self.geo, halves, colours)
            self._ground_surface, self._ground_key = ground, key
        return self._ground_surface

    def _draw_marks(self, surface, obs, legal) -> None:
        """The zones the selection (or the pending decision) may reach, with expected casualties;
        the unit an answer is about (and its attacker) ringed."""
        keys = self.keys(legal)
        if keys and self.selected is None:  # what may act: a thin gold frame
            for zone, u in obs.units.items():
                if u.cards[0] in keys and u.seat == obs.to_act:
                    pygame.draw.rect(surface, palette.GOLD, self.geo.cell(zone).inflate(-8, -8), 2, border_radius=8)
            seat = obs.to_act
            if CASTLE in keys or obs.guard[seat] in keys:
                pygame.draw.rect(surface, palette.GOLD, FV.castle_panel(self.geo, seat).inflate(6, 6), 2,
                                 border_radius=12)
        frame = obs.pending[-1] if obs.pending else None
        if frame is not None and frame[0] == "sortie_troops":  # the general about to go out, at its zone
            rect = self.geo.cell((frame[3], field.camp_row(frame[1])))
            # the other seat sees a back: the general is named once its troops are chosen
            face = art.card_face(frame[2], 80) if frame[2] in obs.pool.cards else art.card_back(80)
            surface.blit(face, face.get_rect(center=rect.center))
            pygame.draw.rect(surface, FV.HIGHLIGHT, rect.inflate(-4, -4), 5, border_radius=8)
        if frame is not None and frame[0] in ("step_back", "shot_react", "pursue_choice"):
            ringed = [frame[2]] + ([frame[4]] if frame[0] == "step_back" else [])
            for z in ringed:
                if tuple(z) in obs.units:
                    pygame.draw.rect(surface, palette.VERMILION, self.geo.cell(tuple(z)).inflate(6, 6), 4,
                                     border_radius=10)
        zones = self.zone_actions(obs, legal, self.selected) if self.selected is not None else {}
        if obs.pending:
            for z, acts in self.zone_actions(obs, legal, None).items():
                zones.setdefault(z, []).extend(acts)
        for z, acts in zones.items():
            rect = self.geo.cell(z).inflate(-4, -4)
            attack = any(split(a)[0] in ("melee", "shoot") for a in acts)
            colour = palette.VERMILION if attack else FV.HIGHLIGHT
            pygame.draw.rect(surface, colour, rect, 5, border_radius=8)
            if self.zone_choice == z:
                pygame.draw.rect(surface, palette.WHITE, rect.inflate(-12, -12), 3, border_radius=6)
            for badge, text in self.odds_badges(obs, z, acts):
                pygame.draw.rect(surface, palette.INK, badge, border_radius=6)
                draw_text_in_box(surface, text, badge.inflate(-6, 0), 15, FV.HIGHLIGHT, bold=True, min_size=12)

    def odds_badges(self, obs, zone, acts) -> list[tuple[pygame.Rect, str]]:
        """The expected casualties of an attack on the unit at ``zone``: a badge over its values,
        between its name and its troops (both stay readable). A melee and a shot on one unit (a
        diagonal 強襲) show the first: two would not fit at a readable size, and clicking the
        zone lists both with their odds."""
        texts = [_odds_text(odds, split(a)[0]) for a in acts if (odds := attack_odds(obs, a)) is not None]
        if not texts:
            return []
        area = FV.badge_area(self.geo.cell(zone), FV.ground_of(zone, obs.halves) is not None)
        return [(pygame.Rect(area.x, area.y, area.width, min(24, area.height)), texts[0])]

    def _draw_hand(self, surface, obs, legal, hover) -> None:
        """The viewer's hand large along the bottom, its hang tag (the hand's cost, and a small key
        to the numbers on cards and units) tied beside the first card: the card chosen stands up,
        the one pointed at a little; what cannot be played now lies lower, its cost greyed."""
        viewer = self.scene.viewer
        if viewer is None:
            draw_text_in_box(surface, _("Hands are hidden until the next player takes the screen."),
                             HAND.inflate(-40, -40), 20, palette.PAPER_DIM)
            return
        hand = [c for c in obs.hand[viewer] if c in obs.pool.cards]
        keys = self.keys(legal)
        label = _("Your hand · cost {cost}").format(cost=art.cost_text(obs.hand_cost(viewer)))
        tag_w = hand_tag_width(label)
        h = round(HAND_W * art.RATIO)
        n = len(hand)
        left = HAND.x + 4 + tag_w + 10  # the tag pinned at the table's left edge, the hand right after it
        gap = min(HAND_W + (HAND_GAP if n >= HAND_FULL else HAND_TIGHT), (HAND.right - left - HAND_W) / max(1, n - 1))
        self._hand_tag, self._stat_legend = draw_hand_tag(surface, label, pygame.Rect(HAND.x + 4, HAND.y + 24,
                                                                                      tag_w, 0))
        rects = [(pygame.Rect(round(left + i * gap), HAND.bottom - h - 2, HAND_W, h), card)
                 for i, card in enumerate(hand)]
        # the card pointed at lies on top of its neighbours, whole (and is found first under the pointer)
        rects.sort(key=lambda placed: placed[1] == hover)
        for rect, card in rects:
            idle = bool(legal) and card not in keys  # not playable now: set a little lower, its cost greyed
            up = HAND_LIFT if card == self.selected else 5 if card == hover else 0
            shown = rect.move(0, (IDLE_DROP if idle else 0) - up)
            FV.draw_card_shadow(surface, shown)
            surface.blit(art.card_face(card, HAND_W), shown)
            if card in keys:
                pygame.draw.rect(surface, FV.HIGHLIGHT if card != self.selected else palette.WHITE,
                                 shown.inflate(4, 4), 3, border_radius=8)
            elif idle:
                coin = art.cost_coin(HAND_W).move(shown.topleft)
                surface.blit(_dim(coin.size), coin)
            self._hand.append((rect, card))

    def _draw_middle(self, surface, obs, colours, hover) -> None:
        """Beside the field, one set of things on one grid, an even gap apart: the other hand lying
        at the top under its caption, the turn's sheet (the war results' track, the phase track,
        the phase explained, the key to a roll), and at the foot the dice tray -- or, once dice
        have rolled, the last roll's sheet. The card pointed at (or held) is read over them."""
        viewer = self.scene.viewer
        y = MID.y
        for seat in (0, 1):
            if seat == viewer:
                continue
            box = pygame.Rect(MID.x, y, MID.width, OTHER_H)
            count = len(obs.hand[seat])
            text = ngettext("{name}: {n} card in hand · cost {cost}", "{name}: {n} cards in hand · cost {cost}",
                            count).format(name=self.name(seat), n=count, cost=art.cost_text(obs.hand_cost(seat)))
            self._draw_other_hand(surface, obs, seat, box)
            label = pygame.Rect(box.x, box.y, min(box.width, text_size(text, 15)[0] + 20), 26)
            draw_paper_tag(surface, label, False)
            draw_text_in_box(surface, text, label.inflate(-12, -2), 15, palette.SHEET_INK, min_size=13)
            y = box.bottom + COLUMN_GAP
        foot = self._draw_column_foot(surface, obs)
        self._draw_turn_sheet(surface, obs, colours, pygame.Rect(MID.x, y, MID.width, foot - COLUMN_GAP - y))
        held = self.held if viewer is not None and self.held in obs.hand[viewer] else None
        card = hover or held
        if card is not None:
            near = next((r for r, c in self._cards + self._hand if c == card), None)
            self._draw_reader(surface, card, reader_rect(card, near))

    def _draw_reader(self, surface, card, box) -> None:
        """The card pointed at, in full, on a dark card-reader over the strip beside the field."""
        draw_panel(surface, box, fill=palette.LACQUER, radius=10)
        art.draw_zoom(surface, card, box.inflate(-16, -16))

    def _draw_turn_sheet(self, surface, obs, colours, sheet: pygame.Rect) -> None:
        """One sheet for where the game stands, filling the column down to its foot: the war results'
        track high on it (where a hint or a lesson laid over the column never covers it), the phase
        track, the phase explained (when the sheet has room for it; in larger words when no roll
        lies under the sheet), and until a roll lies in the column the key to how a roll is judged
        at its foot, with the small dice tray the dice come from."""
        rows = [(self.name(seat), colours[seat], obs.results(seat), obs.spoils[seat]) for seat in (0, 1)]
        war_h = track_height([pile for *_rest, pile in rows])
        key = self._roll_shown(obs) is None
        guide, heading, size, note = guide_height(obs, sheet.width), True, GUIDE_SIZE, False
        roomy = [(large, with_note) for large, with_note in ((GUIDE_LARGE, True), (GUIDE_SIZE, True))
                 if key and self._turn_sheet_needs(obs, large, with_note) <= sheet.height]
        if roomy:  # no roll under the sheet: the phase in larger words, the key with its note
            size, note = roomy[0]
            guide = guide_height(obs, sheet.width, size=size)
        elif self._turn_sheet_needs(obs) > sheet.height:  # the phase explained without its heading, or not at all
            guide, heading = guide_height(obs, sheet.width, False), False
            if self._turn_sheet_needs(obs) - guide_height(obs, sheet.width) + guide > sheet.height:
                guide = 0
        draw_sheet(surface, sheet)
        self._cards += draw_war_track(surface, pygame.Rect(sheet.x, sheet.y, sheet.width, war_h), rows)
        self._war_bottom = rule = sheet.y + war_h
        pygame.draw.line(surface, palette.SHEET_EDGE, (sheet.x + 12, rule), (sheet.right - 12, rule))
        draw_phase_track(surface, pygame.Rect(sheet.x, rule, sheet.width, TRACK_H), obs, paper=False)
        key_h = key_height(sheet.width, note) if key else 0
        if guide:
            top = rule + TRACK_H
            if roomy:  # the sheet's spare paper shared above and below it, not left in one block
                top += max(0, sheet.bottom - key_h - 4 - top - guide) // 3
            draw_phase_guide(surface, pygame.Rect(sheet.x, top, sheet.width, guide), obs, paper=False,
                             heading=heading, size=size)
        if key:
            self._dice_token = self._draw_dice_key(surface, pygame.Rect(sheet.x, sheet.bottom - key_h - 4,
                                                                        sheet.width, key_h), note)

    def _turn_sheet_top(self, obs) -> int:
        """Where the turn's sheet starts: under the other hand."""
        return MID.y + sum(OTHER_H + COLUMN_GAP for seat in (0, 1) if seat != self.scene.viewer)

    def _turn_sheet_needs(self, obs, size: int = GUIDE_SIZE, note: bool = False) -> int:
        """The turn's sheet's height with everything on it: the war results, the phase track, the
        phase explained (in words of ``size``) and (until a roll lies in the column) the key to a
        roll (``note``: with its one-line summary)."""
        key = self._roll_shown(obs) is None
        return (track_height(obs.spoils) + TRACK_H + guide_height(obs, MID.width, size=size)
                + (key_height(MID.width, note) + 4 if key else 0) + 8)

    def _roll_shown(self, obs):
        """The last roll the column's foot shows: none while dice still tumble over the field (it
        would tell the outcome before they land)."""
        return None if self.playback.busy() else self._last_step(obs)

    def _draw_column_foot(self, surface, obs) -> int:
        """The column's foot: the last roll's sheet, if a roll lies there; else nothing (the turn's
        sheet runs down to the foot, the key to a roll at its own foot). Returns its top."""
        self._dice_token = None
        step = self._roll_shown(obs)
        if step is None:
            return MID.bottom + COLUMN_GAP
        # the roll's sheet takes what the turn's sheet leaves (with its phase explained in full, else
        # without its heading), its dice the larger for it; never less than ROLL_ROOM
        spare = MID.bottom - self._turn_sheet_top(obs) - COLUMN_GAP - self._turn_sheet_needs(obs)
        if spare < ROLL_ROOM:
            spare += guide_height(obs, MID.width) - guide_height(obs, MID.width, False)
        room = max(ROLL_ROOM, min(ROLL_MAX, spare))
        return self._draw_last_dice(surface, step, pygame.Rect(MID.x, MID.bottom - room, MID.width, room))

    def _last_step(self, obs):
        """The last roll to show (the latest move's, else the one kept from before), or None."""
        for e in reversed(obs.events):
            step = dice_step(e, self.name)
            if step is not None:
                return step
        return dice_step(self._last_roll, self.name) if self._last_roll is not None else None

    def _draw_last_dice(self, surface, step, room) -> int:
        """The last roll on a sheet at the foot of ``room``: each side's dice and what they made,
        then the result. Returns its top. (While dice still roll on the table it is not drawn: it
        would tell the roll's outcome before the dice land.)"""
        result_h = wrapped_height(step.result, room.width - 20, 16) if step.result else 0
        fits = (room.height - 48 - result_h) // max(1, len(step.rows)) - 12  # the dice as large as the room lets them
        die = max(MIN_DIE, min(LAST_DIE, fits))
        high = min(room.height, 36 + len(step.rows) * (die + 12) + result_h + 12)
        sheet = pygame.Rect(room.x, room.bottom - high, room.width, high)
        draw_sheet(surface, sheet)
        inner = sheet.inflate(-20, -12)
        draw_text_in_box(surface, _("Last roll: {what}").format(what=step.title),
                         pygame.Rect(inner.x, inner.y, inner.width, 24), 17, palette.SHEET_LIT, bold=True, align="left")
        y = inner.y + 28
        colours = self.colours()
        for k, row in enumerate(step.rows):
            line = pygame.Rect(inner.x, y, inner.width, die + 6)
            draw_marker(surface, (line.x + 10, line.centery), 8, colours[row.seat], halo=palette.SHEET)
            x = line.x + 26
            for i, v in enumerate(row.dice):
                draw_die(surface, (x + die // 2, line.centery), v, die, (k, i) in step.good)
                x += die + 6
            draw_text_in_box(surface, row.note, pygame.Rect(x + 4, line.y, line.right - x - 4, line.height), 15,
                             palette.SHEET_INK, align="left", multiline=True, min_size=13)
            y = line.bottom + 6
        draw_text_in_box(surface, step.result, pygame.Rect(inner.x, y, inner.width, sheet.bottom - 6 - y), 16,
                         palette.SHEET_INK, multiline=True, align="left", valign="top", min_size=13)
        return sheet.top

    def _draw_dice_key(self, surface, room: pygame.Rect, note: bool = False) -> pygame.Rect:
        """At the turn sheet's foot, under a ruled line, the key to a roll: a small dice tray (its
        two dice resting in it, gone while they tumble over the field) and "How a roll is judged ?",
        (``note``) a line under them saying it in short -- pointed at, the tooltip reads the rules'
        "Dice" section (the rules' text is read on demand, not laid as a second rules form beside
        the phase's). Returns the key's place."""
        words = _("How a roll is judged")
        seal = 24  # the vermilion "?" that says the key answers a question
        pygame.draw.line(surface, palette.SHEET_EDGE, (room.x + 12, room.y), (room.right - 12, room.y))
        tray = pygame.Rect(room.x + 12, room.y + 6, 2 * KEY_DIE + 36, KEY_H - 8)
        draw_dice_tray(surface, tray, resting=not self.playback.busy(), die=KEY_DIE)
        width = min(room.right - 12 - tray.x, tray.width + 12 + text_size(words, 16)[0] + 10 + seal + 4)
        ask = pygame.Rect(tray.x + width - seal, tray.centery - seal // 2, seal, seal)
        pygame.draw.circle(surface, palette.SHEET_LIT, ask.center, seal // 2)
        draw_text_in_box(surface, _("?"), ask, 17, palette.PAPER, bold=True)
        draw_text_in_box(surface, words, pygame.Rect(tray.right + 12, tray.y, ask.x - 6 - (tray.right + 12),
                                                     tray.height), 16, palette.SHEET_INK, align="left",
                         multiline=True, min_size=13)
        if note:
            draw_text_in_box(surface, _(KEY_NOTE), pygame.Rect(room.x + 12, tray.bottom + 6, room.width - 24,
                                                               room.bottom - tray.bottom - 6),
                             KEY_NOTE_SIZE, palette.SHEET_DIM, align="left", valign="top", multiline=True,
                             min_size=13)
        return pygame.Rect(tray.x, tray.y, width, tray.height)

    def _draw_other_hand(self, surface, obs, seat: int, box) -> None:
        """The other seat's hand, held as a hand: the cards slightly fanned and overlapping. The cards
        the observation names face up, wider, to the left -- those it is known to hold (taken back
        to hand in view of both) marked "Known"; every card in the review of a finished game -- then
        backs for the rest, whose names are never drawn: one hand, counted by the caption above it."""
        shown = self._other_shown(obs, seat)
        for i, (at, angle) in enumerate(other_hand_fan(box, len(shown), len(obs.hand[seat]))):
            self._lay_held_card(surface, obs, seat, shown[i] if i < len(shown) else None, at, angle)

    @staticmethod
    def _other_shown(obs, seat: int) -> list[str]:
        """The other hand's cards the observation names (the known ones first)."""
        return sorted((c for c in obs.hand[seat] if c in obs.pool.cards), key=lambda c: c not in obs.known[seat])

    def _lay_held_card(self, surface, obs, seat: int, card, at: pygame.Rect, angle: float) -> None:
        face = _held_card(card, at.size, card in obs.known[seat], angle, current_language())
        surface.blit(_held_shadow(at.size, angle), face.get_rect(center=at.center).move(2, 4))
        surface.blit(face, face.get_rect(center=at.center))
        if card is not None:
            self._cards.append((at, card))

    def terrain_tip(self, obs) -> tuple[list[str], pygame.Rect] | None:
        """The ground under the unit whose terrain band the mouse is on: its name and what it does."""
        zone = self.geo.zone_at(self.mouse) if self.mouse is not None else None
        if zone is None or zone not in obs.units:
            return None
        ground = FV.ground_of(zone, obs.halves)
        band = FV.terrain_band(self.geo.cell(zone))
        if ground is None or not band.collidepoint(self.mouse):
            return None
        language = current_language()
        return [ground.name(language), ground.effect(language)], self.geo.cell(zone)  # the tip leaves the unit seen

    def mouse_on_dice(self) -> bool:
        return self.mouse is not None and self._dice_token is not None and self._dice_token.collidepoint(self.mouse)

    def _draw_tip(self, surface, obs) -> None:
        found = None if self.playback.busy() else self.terrain_tip(obs)
        if found is None and self.mouse_on_dice():  # how a roll is read: the rules' help, on demand
            title, text = dice_help()
            found = [title] + text.split("\n"), self._dice_token
        self.tip = found[0] if found else None
        if found:
            draw_tip(surface, found[0], self.mouse, found[1])

    def _draw_right(self, surface, obs, colours, decision) -> None:
        """The seats' score sheet; under the decision sheet the terrain legend (random terrain) and the
        log down to the buttons."""
        scene = self.scene
        seats = pygame.Rect(RIGHT_X, 70, RIGHT_W, 120)
        draw_sheet(surface, seats)
        for s in (0, 1):
            row = pygame.Rect(seats.x + 8, seats.y + 8 + s * 54, seats.width - 16, 50)
            if not obs.is_over() and s == obs.turn:
                pygame.draw.rect(surface, palette.SHEET_HI, row, border_radius=6)
                pygame.draw.rect(surface, palette.SHEET_LIT, (row.x, row.y + 5, 4, row.height - 10))
            draw_marker(surface, (row.x + 20, row.y + 16), 10, colours[s], halo=palette.SHEET)
            draw_text_in_box(surface, seat_label(scene.match.seats[s]), pygame.Rect(row.x + 38, row.y + 1,
                                                                                    row.width - 46, 25), 19,
                             palette.SHEET_INK, align="left", bold=not obs.is_over() and s == obs.turn)
            # where the lord is and the cards in hand: read in ink at 16 px, not a grey footnote
            draw_text_in_box(surface, seat_line(obs, s), pygame.Rect(row.x + 38, row.y + 26, row.width - 46, 24),
                             SEAT_LINE_SIZE, palette.SHEET_INK, align="left", min_size=13)
        top = decision.bottom + 10
        legend = FV.legend_height(obs.halves)
        if legend:  # the terrain kinds on this field and what they do, between the decision and the log
            box = pygame.Rect(RIGHT_X, top, RIGHT_W, legend)
            draw_sheet(surface, box)
            FV.draw_legend(surface, box, obs.halves, current_language())
            top = box.bottom + 10
        log_rect = pygame.Rect(RIGHT_X, top, RIGHT_W, BUTTON_Y - 10 - top)
        self._log_area = (log_rect, 16, scene.log.lines())
        draw_log(surface, scene.log.lines(), log_rect, size=16, log=scene.log)

    def decision_rect(self, obs, legal, layout) -> pygame.Rect:
        """The decision sheet, only as tall as what it holds: the prompt (Concede… beside it), its
        buttons and Cancel choice (a prompt alone, while another player is to act, is a slip of paper)."""
        high = self._prompt_high(self.prompt(obs), RIGHT_W - 20, legal)
        top = DECISION_Y + 8 + high  # the prompt's bottom
        if not legal:
            bottom = top + 8
        elif self.confirm_concede:
            bottom = top + 6 + 80 + 10
        else:
            below = 6 + 34 if self.selected is not None else 0  # Cancel choice, under the answers
            bottom = max((r.bottom for r, _a, _c in layout), default=top) + below + 8
        return pygame.Rect(RIGHT_X, DECISION_Y, RIGHT_W, min(DECISION_H, bottom - DECISION_Y))

    def decision_layout(self, obs, legal) -> list[tuple[pygame.Rect, str, bool]]:
        """The decision panel's action buttons: (rect, action, whether it is a troop count)."""
        if not legal or self.confirm_concede:
            return []
        inner = pygame.Rect(RIGHT_X, DECISION_Y, RIGHT_W, DECISION_H).inflate(-20, -16)
        high = self._prompt_high(self.prompt(obs), inner.width, legal)
        area = pygame.Rect(inner.x, inner.y + high + 6, inner.width, inner.height - high - 6 - 40)
        actions = self.button_actions(obs, legal)
        counts = all(split(a)[0] == "troops" for a in actions) and len(actions) > 6
        cols = 5 if counts else 2 if len(actions) > 5 else 1
        h = 30 if len(actions) > 10 else 36
        rows = max(1, (area.height + 5) // (h + 5))
        cols = max(cols, -(-len(actions) // rows))  # more columns rather than a choice left out
        w = (area.width - 6 * (cols - 1)) // cols
        return [(pygame.Rect(area.x + (k % cols) * (w + 6), area.y + (k // cols) * (h + 5), w, h), action, counts)
                for k, action in enumerate(actions)]

    def note_meanings(self, layout) -> tuple[bool, ...]:
        """Remember when each button took its present meaning; which of them are locked now."""
        for r, action, _counts in layout:
            seen = self._meaning.get(tuple(r))
            if seen is None or seen[0] != action:
                self._meaning[tuple(r)] = (action, self.clock)
        return tuple(self._locked(r) for r, _a, _c in layout)

    def _draw_decision(self, surface, rect, obs, legal, layout) -> None:
        draw_sheet(surface, rect)
        inner = rect.inflate(-20, -16)
        mouse = self.mouse or (-1, -1)
        prompt = self.prompt(obs)
        high = self._prompt_high(prompt, inner.width, legal)
        draw_text_in_box(surface, prompt, pygame.Rect(inner.x, inner.y, self._prompt_width(inner.width, legal), high),
                         17, palette.SHEET_INK, multiline=True, align="left", valign="top", min_size=12)
        if not legal:
            return
        area = pygame.Rect(inner.x, inner.y + high + 6, inner.width, inner.height - high - 6 - 40)
        if self.confirm_concede:
            draw_text_in_box(surface, _("Concede the game?"), pygame.Rect(area.x, area.y, area.width, 30), 20,
                             palette.SHEET_LIT, bold=True)
            yes = pygame.Rect(area.x, area.y + 40, area.width // 2 - 4, 40)
            no = pygame.Rect(area.centerx + 4, area.y + 40, area.width // 2 - 4, 40)
            draw_answer(surface, yes, _("Yes, concede"), yes.collidepoint(mouse), primary=True)
            draw_answer(surface, no, _("No, play on"), no.collidepoint(mouse))
            self._hits += [(yes, CONCEDE), (no, self._cancel_concede)]
            return
        for r, action, counts in layout:
            text = split(action)[1][0] if counts else self.label(obs, action)
            # a button whose meaning just changed keeps its look (only its clicks wait LOCK_SECONDS:
            # a guard against a double click, not a state a player or a screenshot should see)
            draw_answer(surface, r, text, not self._locked(r) and r.collidepoint(mouse),
                        primary=action == "pass" and not obs.pending)
            self._hits.append((r, action))
        concede = concede_rect(inner)
        draw_quiet_button(surface, concede, _("Concede…"), concede.collidepoint(mouse))
        self._hits.append((concede, self.ask_concede))
        if self.selected is not None:
            cancel = pygame.Rect(inner.x, inner.bottom - 34, 160, 32)
            draw_answer(surface, cancel, _("Cancel choice"), cancel.collidepoint(mouse))
            self._hits.append((cancel, self._deselect))

    def _prompt_width(self, width: int, legal) -> int:
        """The prompt's width: beside the small Concede… in the sheet's top corner while it is shown."""
        return width - CONCEDE_W - 8 if legal and not self.confirm_concede else width

    def _prompt_high(self, prompt: str, width: int, legal) -> int:
        """The prompt's height; with Concede… beside it, tall enough that the answers start well below it."""
        high = prompt_height(prompt, self._prompt_width(width, legal))
        return max(high, CONCEDE_H + CONCEDE_CLEAR - 6) if legal and not self.confirm_concede else high

    def _answer_prompt(self, obs) -> str:
        """A tactic chosen as an answer: what it will do to which unit, and how to play it."""
        card = self.selected
        plays = [a for a in obs.legal_actions() if split(a)[0] == "play" and split(a)[1][0] == card]
        units = [split(a)[1][1] for a in plays if len(split(a)[1]) > 1]
        effect = art.ability_text(obs.pool.cards[card].ability)[1]
        if not units:
            return _(ANSWER_CARD).format(card=art.card_name(card), effect=effect) + "\n" + _(HOW)
        text = _(ANSWER_ON_UNIT).format(card=art.card_name(card), unit=art.card_name(units[0]), effect=effect)
        return text + "\n" + _(HOW_ON_UNIT)

    def _end_text(self, obs) -> str:
        """Who won, and why (H-9, H-11)."""
        why = _(END_REASONS.get(obs.end_reason, N_("Game over.")))
        if len(obs.result) != 1:
            return _("A draw.") + "\n" + why
        return _("{name} wins.").format(name=self.name(obs.result[0])) + "\n" + why

    def _deselect(self) -> None:
        self.selected = self.zone_choice = None

    def prompt(self, obs) -> str:
        """What the decision panel says for ``obs``."""
        if self.playback.busy():
            return _("Played out on the table: click or Space for the next step, S to skip.")
        if obs.is_over():
            return self._end_text(obs)
        if not self.my_turn(obs):
            return self.waiting_line(obs.to_act)
        kind = obs.pending[-1][0] if obs.pending else None
        text = _(PROMPTS.get(kind, PROMPTS[None]))
        if kind is None and self.selected is None and obs.legal_actions() == ["pass"]:
            return _(TURN_DONE if obs.phase == RETREAT_PHASE else NOTHING_TO_DO)
        if kind is not None and self.selected in obs.pool.cards and not obs.pool.cards[self.selected].is_general:
            return self._answer_prompt(obs)
        if kind in ("step_back", "shot_react"):
            text += "\n" + ngettext("At stake: {n} thousand troops.", "At stake: {n} thousand troops.",
                                   obs.pending[-1][3]).format(n=thousands(obs.pending[-1][3]))
        if kind is None and self.selected is not None:
            name = _("The castle guard") if self.selected == CASTLE else art.card_name(self.selected)
            text = _("{name}: click a lit zone or a button. Red zones show the expected losses (theirs / yours)."
                     ).format(name=name)
        return text


PROMPT_HEIGHTS = (26, 48, 70, 92, 114, 136)


CONCEDE_W, CONCEDE_H = 104, 26  # small: giving up is no answer to the prompt
CONCEDE_CLEAR = 20  # the paper between Concede… and the answers under it


def concede_rect(inner: pygame.Rect) -> pygame.Rect:
    """Concede…, in the decision sheet's top right corner beside the prompt: the answers are below
    the prompt, so a click meant for one never lands on it (it used to sit right under them)."""
    return pygame.Rect(inner.right - CONCEDE_W, inner.y - 2, CONCEDE_W, CONCEDE_H)


def draw_answer(surface, rect: pygame.Rect, text: str, hover: bool, primary: bool = False) -> None:
    """An answer on the decision sheet: a paper tag (the usual answer in vermilion), as the other
    tables answer on paper."""
    ink = draw_paper_tag(surface, rect, hover, primary=primary)
    draw_text_in_box(surface, text, rect.inflate(-10, -4), 18, ink, bold=primary)


def draw_quiet_button(surface, rect: pygame.Rect, text: str, hover: bool) -> None:
    """A button written on the sheet in its dim ink, thinly outlined (vermilion under the pointer):
    there for whoever looks for it, never drawing the eye from the answers."""
    ink = palette.SHEET_LIT if hover else palette.SHEET_DIM
    pygame.draw.rect(surface, ink, rect, 1, border_radius=5)
    draw_text_in_box(surface, text, rect.inflate(-8, -2), 14, ink, bold=hover)


def prompt_height(prompt: str, width: int) -> int:
    """The decision prompt's height: as many lines as it needs (a tactic's effect may take five),
    so that it reads at 15 px or more; the buttons start below it."""
    need = min(wrapped_height(prompt, width, 17), wrapped_height(prompt, width, 15))
    return next((high for high in PROMPT_HEIGHTS if need <= high), PROMPT_HEIGHTS[-1])


LEGEND_LINE = 22  # a line of the numbers' key on the hand's tag
LEGEND_SIZE = 15
TAG_TITLE = 30  # the tag's first line: the hand's cost
TAG_NOTCH = 12  # the tag's clipped corners at its tied end


def _legend_items():
    return (((art.ATTACK_RGB, "4"), _("attack")), ((art.DEFENCE_RGB, "3"), _("defence")),
            ((None, 0), _("melee")), ((None, 1), _("shooting")), ((art.STRATEGY_RGB, 2), _("stratagem")))


def _legend_item_w() -> int:
    return LEGEND_LINE - 6 + 4 + max(text_size(word, LEGEND_SIZE)[0] for _sign, word in _legend_items()) + 4


def hand_tag_width(label: str) -> int:
    """The hand's tag's width: its caption or its key in two columns, whichever is wider."""
    return max(24 + text_size(label, 16, True)[0] + 12, 2 * _legend_item_w() + 10 + 20)


def draw_hand_tag(surface, label: str, at: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The hand's hang tag at ``at`` (its top left and width): a slip of card with its tied end's
    corners clipped and an eyelet, the caption (the hand's cost) on its first line, then under a
    hairline a small key to the numbers on cards and units: a white chip is an attack value, a
    deeper one a defence value; the sword is melee, the bow shooting, the green fan the stratagem.
    Returns the caption's line and the key's place."""
    items = _legend_items()
    rows = (len(items) + 1) // 2
    tag = pygame.Rect(at.x, at.y, at.width, TAG_TITLE + 6 + rows * LEGEND_LINE + 8)
    n = TAG_NOTCH
    outline = [(tag.x + n, tag.y), (tag.right, tag.y), (tag.right, tag.bottom), (tag.x + n, tag.bottom),
               (tag.x, tag.bottom - n), (tag.x, tag.y + n)]
    shade = pygame.Surface((tag.width + 4, tag.height + 4), pygame.SRCALPHA)
    pygame.draw.polygon(shade, (0, 0, 0, 80), [(x - tag.x + 2, y - tag.y + 3) for x, y in outline])
    surface.blit(shade, tag.topleft)
    pygame.draw.polygon(surface, palette.KINARI, outline)
    pygame.draw.polygon(surface, palette.SHEET_EDGE, outline, 1)
    title = pygame.Rect(tag.x, tag.y, tag.width, TAG_TITLE)
    eyelet = (tag.x + 11, title.centery)
    pygame.draw.circle(surface, palette.SHEET_EDGE, eyelet, 5)
    pygame.draw.circle(surface, TRAY_FELT, eyelet, 3)
    draw_text_in_box(surface, label, pygame.Rect(tag.x + 22, tag.y + 2, tag.width - 30, TAG_TITLE - 2), 16,
                     palette.SHEET_INK, bold=True, align="left", min_size=13)
    pygame.draw.line(surface, palette.SHEET_EDGE, (tag.x + 10, title.bottom), (tag.right - 10, title.bottom))
    key = pygame.Rect(tag.x + 10, title.bottom + 6, tag.width - 20, rows * LEGEND_LINE)
    item_w, mark = _legend_item_w(), LEGEND_LINE - 6

    def say(text, box, size, colour, **kw):
        return draw_text_in_box(surface, text, box, size, colour, **kw)
    for k, ((colour, sign), word) in enumerate(items):
        x = key.x + (k % 2) * (item_w + 10)
        y = key.y + (k // 2) * LEGEND_LINE
        box = pygame.Rect(x, y + 3, mark, mark)
        if isinstance(sign, str):  # a value chip as the cards and units draw it
            art.draw_value_chip(surface, int(sign), box, colour, LEGEND_SIZE, say)
        else:  # the ability's sign (the fan on its green seal)
            if colour is not None:
                pygame.draw.rect(surface, colour, box, border_radius=3)
            art.draw_stat_icon(surface, sign, box.inflate(-2, -2), palette.WASHI if colour else palette.SHEET_DIM)
        draw_text_in_box(surface, word, pygame.Rect(box.right + 4, y, item_w - mark - 4, LEGEND_LINE), LEGEND_SIZE,
                         palette.SHEET_DIM, align="left", min_size=13)
    return title, key


def seat_line(obs, seat: int) -> str:
    """Under a seat's name what the board does not say: its lord (routed, it loses) and where the
    lord is, and how many cards it holds (the garrison, provisions and war results lie on the board)."""
    lord = obs.lord[seat]
    name = art.card_name(lord)
    where = (_("Lord {name}, routed") if obs.lord_lost[seat] else _("Lord {name} guards the castle")
             if obs.guard[seat] == lord else _("Lord {name} in the field")
             if any(lord in u.cards for u in obs.units.values()) else _("Lord {name} in hand"))
    count = len(obs.hand[seat])
    held = ngettext("{n} card in hand", "{n} cards in hand", count).format(n=count)
    return where.format(name=name) + " · " + held


def dice_help() -> tuple[str, str]:
    """The help's "Dice" section (the one roll every fight makes): its title and text."""
    title, text = next((t, x) for t, x in SECTIONS if t == DICE_SECTION)
    return _(title), _(text)


def reader_rect(card: str, near: pygame.Rect | None) -> pygame.Rect:
    """Where the card pointed at (or held) is read: over the strip beside the field, as tall as
    its whole text needs, level with the card it reads when that card is on the field (a hand
    card's reader stands at the top, leaving the last roll low in the strip in sight). Never over
    the field, the hand or the decision."""
    needed = min(MID.height, art.zoom_height(card, MID.width - 16) + 16)
    rect = pygame.Rect(MID.x, MID.y, MID.width, needed)
    if near is not None and near.bottom <= MID.bottom:
        rect.centery = near.centery
        rect.clamp_ip(MID)
    return rect


def key_height(width: int, note: bool) -> int:
    """The key to a roll's height on a sheet ``width`` wide (``note``: with its summary under it)."""
    return KEY_H + (6 + wrapped_height(_(KEY_NOTE), width - 24, KEY_NOTE_SIZE) + 6 if note else 0)


def draw_dice_tray(surface, tray: pygame.Rect, resting: bool = True, die: int = KEY_DIE) -> None:
    """The war council's small dice tray: a wooden rim round a dark felt, two dice of ``die`` px
    resting in it (``resting``; else they are out rolling), tilted as they fell."""
    pygame.draw.rect(surface, TRAY_WOOD, tray, border_radius=8)
    felt = tray.inflate(-10, -10)
    pygame.draw.rect(surface, TRAY_FELT, felt, border_radius=5)
    pygame.draw.rect(surface, palette.SUMI, felt, 2, border_radius=5)
    pygame.draw.rect(surface, palette.SUMI, tray, 2, border_radius=8)
    for value, dx, tilt in ((6, -0.24, -12.0), (3, 0.24, 10.0)) if resting else ():
        draw_die(surface, (round(felt.centerx + dx * felt.width), felt.centery), value, die, None, tilt)


def other_hand_row(box: pygame.Rect, known: int, count: int) -> list[pygame.Rect]:
    """Where the other seat's ``count`` cards go along the top of ``box`` (upright, as the places
    one points at): the ``known`` first (wider), overlapping as cards held in a hand do, closer
    when many, the outer ones a little lower along the fan's arc."""
    return [rect for rect, _angle in other_hand_fan(box, known, count)]


def other_hand_fan(box: pygame.Rect, known: int, count: int) -> list[tuple[pygame.Rect, float]]:
    """Each of the other seat's cards: its place (upright) and its tilt in degrees (the left ones
    leaning left), as a hand of cards is held."""
    widths = [KNOWN_W] * known + [BACK_W] * (count - known)
    if not widths:
        return []
    room = box.width - 16 - widths[-1]
    step = min(0.86, room / max(1, sum(widths[:-1]))) if len(widths) > 1 else 0
    # a known card's whole name shows when the room allows: it lies beside the next, not under it
    known_w = sum(widths[:min(known, len(widths) - 1)])
    backs_w = sum(widths[:-1]) - known_w
    left = room - known_w * KNOWN_SPREAD  # for the backs, when the known cards lie apart
    apart = known_w > 0 and left >= 0 and (not backs_w or left / backs_w >= BACKS_MIN_STEP)
    back_step = min(0.86, left / backs_w) if apart and backs_w else step
    x = box.x + 8
    mid = (len(widths) - 1) / 2
    tilt = min(FAN_STEP, 24 / max(1, len(widths) - 1))
    out = []
    for i, width in enumerate(widths):
        off = i - mid
        rect = pygame.Rect(round(x), box.y + 32 + round(FAN_DROP * off * off * tilt / FAN_STEP), width,
                           round(BACK_W * art.RATIO))
        out.append((rect, -off * tilt))
        x += width * (KNOWN_SPREAD if apart and i < known else back_step)
    return out


@functools.lru_cache(maxsize=64)
def _held_card(card: str | None, size: tuple[int, int], known: bool, angle: float, language: str) -> pygame.Surface:
    """A card of the other hand as held: its back, or its small face (marked "Known" when it is
    known to be there), tilted by ``angle`` with smooth edges."""
    if card is None:
        flat = art.card_back(size[0]).copy()
    else:
        flat = _held_face(card, size)
        if known:
            pygame.draw.rect(flat, palette.GOLD, flat.get_rect(), 2, border_radius=5)
            tag = pygame.Rect(0, 0, size[0], art.MINI_TOP - 1)
            pygame.draw.rect(flat, palette.INK, tag, border_top_left_radius=5, border_top_right_radius=5)
            draw_text_in_box(flat, _("Known"), tag.inflate(-2, 0), 12, palette.GOLD, bold=True)
    return pygame.transform.rotozoom(flat, angle, 1) if angle else flat


def _held_face(card: str, size: tuple[int, int]) -> pygame.Surface:
    """A face-up card of the other hand: its small face; an English name too wide for one line goes
    on a banner of two tight lines (surname over given name) under the portrait, so the portrait
    keeps most of the card instead of a sliver above a tall banner."""
    flat = art.card_mini(card, size).copy()
    name, room = art.card_name(card), size[0] - 8
    words = name.split(" ", 1)
    if text_size(name, MIN_SIZE, True)[0] <= room or len(words) == 1 or \
            max(text_size(w, MIN_SIZE, True)[0] for w in words) > room:
        return flat
    banner = pygame.Rect(3, size[1] - 3 - 2 * MIN_INK_BOX - 2, size[0] - 6, 2 * MIN_INK_BOX + 2)
    window = pygame.Rect(3, art.MINI_TOP, size[0] - 6, banner.y - art.MINI_TOP)
    flat.blit(picture(art.GAME, card, window.size), window)
    pygame.draw.rect(flat, palette.WASHI, banner)
    for i, word in enumerate(words):
        draw_text_in_box(flat, word, pygame.Rect(banner.x, banner.y + 1 + i * MIN_INK_BOX, banner.width, MIN_INK_BOX),
                         14, palette.SUMI, bold=True)
    return flat


@functools.lru_cache(maxsize=32)
def _held_shadow(size: tuple[int, int], angle: float) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=6)
    return pygame.transform.rotozoom(shade, angle, 1) if angle else shade


@functools.lru_cache(maxsize=4)
@functools.lru_cache(maxsize=4)
def _dim(size) -> pygame.Surface:
    """The grey over the cost of a hand card that cannot be played now (its picture stays bright)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (60, 60, 60, 190), shade.get_rect(), border_radius=size[1] // 2)
    return shade


def _odds_text(odds, verb: str) -> str:
    theirs, yours = (float(x) for x in odds)
    if verb == "shoot":
        return _("≈{t}k lost").format(t=f"{theirs:.1f}")
    return _("≈{t}k / {y}k").format(t=f"{theirs:.1f}", y=f"{yours:.1f}")


def surface_size():
    return (1600, 900)
