"""Given/When/Then helpers for Shogun's scenario tests: states built from small dicts."""
from __future__ import annotations

from client.games.shogun import SPEC
from client.games.shogun import content as C
from client.games.shogun import rules
from client.games.shogun.rules import ACT, NSLOTS, PLAN
from client.games.shogun.tower import LEVELS, Tower


class ScriptedTower(Tower):
    """A tower whose drops come out as the test says.

    ``script`` is a list of dicts owner -> cubes that come out (missing owners:
    everything thrown of theirs comes out); what does not come out sticks on
    level 1. With an empty script every cube comes out.
    """

    def __init__(self, owners: int, script=None):
        super().__init__(owners)
        self.script = list(script or [])
        self.drops = []

    def clone(self):
        t = super().clone()
        t.__class__ = Tower  # clones behave like the real tower
        return t

    def drop(self, cubes, rng):
        from client.games.shogun.tower import TowerResult
        from_tray = tuple(self.tray)
        total = [cubes[o] + from_tray[o] for o in range(self.owners)]
        wanted = self.script.pop(0) if self.script else {}
        out = [wanted.get(o, total[o]) for o in range(self.owners)]
        for o in range(self.owners):
            assert 0 <= out[o] <= total[o], "the script takes out more than went in"
            self.levels[0][o] += total[o] - out[o]
        self.tray = out
        self.drops.append((tuple(cubes), from_tray, tuple(out)))
        return TowerResult(tuple(cubes), from_tray, tuple(out), tuple(tuple(lv) for lv in self.levels))


def peasant(st) -> int:
    """The owner code of the peasants in the tower."""
    return st.num_players


def scenario(players: int = 4, provinces: dict | None = None, *, face: str = "sun",
             chests=None, rice=None, event: str | None = None, specials: dict | None = None,
             script=None, seed: int = 1) -> rules.ShogunState:
    """A state at the start of spring planning with exactly the given board.

    ``provinces`` maps a name to ``(owner, armies)`` or a dict with keys owner,
    armies, castle, temple, theatre, markers. The tower is empty (a
    ScriptedTower, see ``script``); supplies hold every other army.
    """
    options = {"face": face, "setup": "assigned" if face == "sun" else "draft"}
    st = SPEC.new_game(players, options, seed)
    n = players
    info = st.info
    st.owner = [-1] * len(info.names)
    st.armies = [0] * len(info.names)
    st.bld = [0] * len(info.names)
    st.markers = [0] * len(info.names)
    st.portions = [()] * n
    st.faceup, st.pool, st.bottom, st.drafted = [], [], [], -1
    st.tower = ScriptedTower(n + 1, script)
    st.supply = [C.ARMIES_PER_PLAYER] * n
    for name, spec in (provinces or {}).items():
        if isinstance(spec, tuple):
            spec = {"owner": spec[0], "armies": spec[1]}
        p = info.index[name]
        st.owner[p] = spec["owner"]
        st.armies[p] = spec["armies"]
        st.supply[spec["owner"]] -= spec["armies"]
        for b in C.BUILDINGS:
            if spec.get(b.id):
                st.bld[p] |= b.bit
        st.markers[p] = spec.get("markers", 0)
    st.chests = list(chests) if chests is not None else [10] * n
    st.rice = list(rice) if rice is not None else [0] * n
    st.event_now = event
    for seat, sid in (specials or {}).items():
        st.special_of[seat] = sid
    st.phase = PLAN
    st.planner = 0
    st.events = []
    st.check_invariants()
    return st


def run_action(st, aid: str, plans: dict, order=None):
    """When: the action ``aid`` is carried out with ``plans`` (seat -> province).

    Seats act in ``order`` (default: seat order); every other slot is empty, so
    after the decisions the rest of the season passes without effect.
    """
    info = st.info
    st.events = []
    st.phase = ACT
    rest = [a for a in C.ACTION_IDS if a != aid]
    st.action_row = [aid] + rest[:C.ACTIONS_FACE_UP - 1]
    st.turn_order = list(order) if order is not None else sorted(plans)
    for seat in range(st.num_players):
        if seat not in st.turn_order:
            st.turn_order.append(seat)
    for seat, prov in plans.items():
        st.plan[seat * NSLOTS + C.SLOT_INDEX[aid]] = info.index[prov] if isinstance(prov, str) else prov
    st.act_pos = 0
    st.act_turn = 0
    st.pending = None
    st.events_up = st.events_up or ["tax_max5"]
    st._advance()
    return st


def kinds(st) -> list[str]:
    return [e.kind for e in st.events]


def events_of(st, kind: str) -> list[dict]:
    return [e.data for e in st.events if e.kind == kind]


def armies(st, name: str) -> int:
    return st.armies[st.info.index[name]]


def owner(st, name: str) -> int:
    return st.owner[st.info.index[name]]


def prov(st, name: str) -> int:
    return st.info.index[name]
