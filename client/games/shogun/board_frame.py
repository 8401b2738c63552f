"""The table as it stood at each step of a playback. Pure (no pygame).

One action can carry out a whole season (every card nobody decides on, the
winter, the next season's start). A playback starts from the viewer's
observation before that action and moves it on event by event, so the map,
the players' chests, rice and scores, the plans and the action cards change
with the step on screen instead of jumping to the end. Only what the viewer's
events say is used; the frame is drawn, never played on, and the view drops
it for the real observation when the playback ends.
"""
from __future__ import annotations

from client.core.game import Event

from . import content as C
from .layout import CHEST, EMPTY, NSLOTS, UNKNOWN
from .draft import DRAFT
from .rules import ACT, ORDER, OVER, PLAN, WINTER, ShogunState
from .war import set_owner


class Frame(ShogunState):
    """An observation moved on by events. ``actor`` is the seat whose step is shown (the
    players' panel marks it); nothing is legal on a frame."""

    actor: int = 0

    @property
    def to_act(self) -> int:
        return self.actor

    def legal_actions(self) -> list[str]:
        return []


def start(obs: ShogunState) -> Frame:
    """A frame from a fresh observation (taken over: the caller keeps no other use of it)."""
    actor = 0 if obs.is_over() else obs.to_act
    obs.__class__ = Frame
    obs.actor = actor
    obs.pending = None  # the decision taken is being shown, not asked again
    return obs


def mask(frame: Frame, viewer: int | None) -> None:
    """The frame shown to another seat (the hot-seat curtain lifted during a playback): no
    plan card still face down stays visible."""
    if frame.viewer == viewer:
        return
    frame.viewer = viewer
    plan, shown = frame.plan, frame.shown
    for i, card in enumerate(plan):
        if card != EMPTY and not shown[i]:
            plan[i] = UNKNOWN


def march(seat: int, src: str, armies: int) -> Event:
    """The step's own event for armies leaving ``src`` (they arrive with ``moved`` or fight)."""
    return Event("march", {"seat": seat, "from": src, "armies": armies})


def action_start(action: str) -> Event:
    return Event("action_start", {"action": action})


def apply(frame: Frame, event: Event) -> None:
    handler = _HANDLERS.get(event.kind)
    if handler is not None:
        handler(frame, event.data)


# -- the events ----------------------------------------------------------------------------
def _code(frame, card: str | None) -> int:
    if card is None:
        return EMPTY
    if card.startswith("chest:"):
        return CHEST + int(card.split(":")[1])
    return frame.info.index[card]


def _province(frame, name: str) -> int:
    return frame.info.index[name]


def _resupply(frame) -> None:
    """Each seat's supply from the conservation of its 62 armies (after a drop, every cube is
    on the board, in the tower, in the tray or back in supply)."""
    tower = frame.tower
    for s in range(frame.num_players):
        on_board = sum(a for p, a in enumerate(frame.armies) if frame.owner[p] == s)
        frame.supply[s] = (C.ARMIES_PER_PLAYER - on_board - tower.inside(s) - tower.tray[s]
                           - sum(frame.portions[s]))


def _season(f, d) -> None:
    n = f.num_players
    f.year = d["year"]
    f.season = C.SEASONS.index(d["season"])
    f.action_row = list(d["actions"])
    f.special_row = list(d["specials"])
    f.events_up = list(d["events_up"])
    f.position = [0] * n
    f.special_of = [None] * n
    f.plan = [EMPTY] * (n * NSLOTS)
    f.shown = [False] * (n * NSLOTS)
    f.phase = PLAN
    f.act_pos = 0


def _event(f, d) -> None:
    f.event_now = d["event"]
    f.events_up = list(d["left"])


def _bids(f, d) -> None:
    for b in d["bids"]:
        i = b["seat"] * NSLOTS
        f.plan[i] = _code(f, b["card"])
        f.shown[i] = True
        f.chests[b["seat"]] -= b["paid"]
    f.bid_order = list(d["order"])
    f.phase = ORDER


def _order_taken(f, d) -> None:
    f.position[d["seat"]] = d["position"]
    f.special_of[d["seat"]] = d["special"]
    f.actor = d["seat"]


def _turn_order(f, d) -> None:
    f.turn_order = list(d["order"])
    f.phase = ACT
    f.act_pos = 0


def _action_start(f, d) -> None:
    f.phase = ACT
    if d["action"] in f.action_row:
        f.act_pos = f.action_row.index(d["action"])


def _action_card(f, d) -> None:
    _action_start(f, d)
    i = d["seat"] * NSLOTS + C.SLOT_INDEX[d["action"]]
    f.plan[i] = _code(f, d["card"])
    f.shown[i] = True
    f.actor = d["seat"]


def _action_revealed(f, d) -> None:
    if d["action"] not in f.action_row:
        f.action_row.append(d["action"])


def _actor(f, d) -> None:
    f.actor = d["seat"]


def _built(f, d) -> None:
    p = _province(f, d["province"])
    f.bld[p] |= _BITS[d["building"]]
    f.chests[d["seat"]] -= d["paid"]
    if d.get("marker_removed"):
        f.markers[p] -= 1
    f.actor = d["seat"]


def _collected(f, d) -> None:
    p = _province(f, d["province"])
    if d["action"] == "rice":
        f.rice[d["seat"]] += d["amount"]
    else:
        f.chests[d["seat"]] += d["amount"]
    if d.get("marker_placed"):
        f.markers[p] += 1
    f.actor = d["seat"]


def _recruited(f, d) -> None:
    p = _province(f, d["province"])
    f.armies[p] += d["armies"]
    f.chests[d["seat"]] -= d["paid"]
    f.supply[d["seat"]] -= d["armies"]
    f.actor = d["seat"]


def _draft_place(f, d) -> None:
    p = _province(f, d["province"])
    f.owner[p] = d["seat"]
    f.armies[p] = d["armies"]
    left = list(f.portions[d["seat"]])
    if d["armies"] in left:
        left.remove(d["armies"])
    f.portions[d["seat"]] = tuple(left)
    f.drafted = -1
    f.phase = DRAFT
    f.actor = d["seat"]


def _march(f, d) -> None:
    f.armies[_province(f, d["from"])] -= d["armies"]
    f.actor = d["seat"]


def _moved(f, d) -> None:
    f.armies[_province(f, d["to"])] += d["armies"]  # they left with the step's march


def _battle(f, d) -> None:
    p = _province(f, d["province"])
    result = d["result"]
    if result in ("won", "lost", "held"):
        if result == "won":
            set_owner(f, p, d["attacker"])
        f.armies[p] = d["kept"]
    else:  # a tie, or held by peasants only: the province turns neutral
        f.armies[p] = 0
        set_owner(f, p, -1)
    f.actor = d["defender"] if d["type"] == "revolt" else d["attacker"]
    f.tower.hidden_inside = list(d["inside"])
    f.tower.tray = list(d["tray"])
    _resupply(f)


def _tower_preload(f, d) -> None:
    f.tower.hidden_inside = list(d["inside"])
    f.tower.tray = [0] * len(d["inside"])
    _resupply(f)


def _winter(f, d) -> None:
    f.rice = list(d["rice"])
    f.winter_event = d["event"]
    f.season = 3
    f.phase = WINTER


def _season_end(f, d) -> None:
    n = f.num_players
    f.event_now = None
    f.plan = [EMPTY] * (n * NSLOTS)
    f.shown = [False] * (n * NSLOTS)


def _rice_left(f, d) -> None:
    f.rice[d["seat"]] = d["rice"]
    f.actor = d["seat"]


def _points(f, d) -> None:
    f.score[d["seat"]] += d["points"]


def _scored(f, d) -> None:
    n = f.num_players
    f.score = list(d["score"])
    f.position = [0] * n  # the daimyo cards go back after scoring
    f.special_of = [None] * n
    f.turn_order = []


def _new_year(f, d) -> None:
    f.year = d["year"]
    f.season = 0  # the new year starts with spring (the caption and the top bar say so)
    f.events_up = list(d["events_up"])
    f.winter_event = None
    f.rice = [0] * f.num_players
    f.markers = [0] * len(f.markers)


def _game_over(f, d) -> None:
    f.phase = OVER
    f.winter_event = None


_BITS = {b.id: b.bit for b in C.BUILDINGS}
_HANDLERS = {
    "season": _season, "event": _event, "bids": _bids, "order_taken": _order_taken,
    "turn_order": _turn_order, "action_start": _action_start, "action_card": _action_card,
    "action_revealed": _action_revealed, "action_skipped": _actor, "move_declined": _actor,
    "revolt_drawn": _actor, "built": _built, "collected": _collected, "recruited": _recruited,
    "draft_place": _draft_place, "march": _march, "moved": _moved, "battle": _battle,
    "tower_preload": _tower_preload, "winter": _winter, "season_end": _season_end, "scored": _scored,
    "new_year": _new_year, "game_over": _game_over,
    "rice_left": _rice_left, "points": _points,  # the winter playback's own steps (winter_anim)
}
