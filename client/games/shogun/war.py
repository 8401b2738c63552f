"""Battles (seed section 5): invasion, expansion into a neutral province, revolt.

Pure functions on a ShogunState. Every battle throws its cubes and the tray's
cubes into the tower (ruling S-3), counts what came out, sends cubes back to
supplies as the seed says and leaves in the tray only what belongs to nobody
in the fight. Each battle appends one ``battle`` event.
"""
from __future__ import annotations

from client.core.game import Event

from . import content as C
from .layout import EMPTY, NSLOTS

NOBODY = frozenset()  # private_to for data no seat may see (the tower's levels)


def public_peasants(st) -> int:
    """Peasants in the public supply: those neither stuck in the tower nor in the tray."""
    p = st.num_players
    return C.PEASANTS - st.tower.inside(p) - st.tower.tray[p]


def free_markers(st) -> int:
    return C.REVOLT_MARKERS - sum(st.markers)


def set_owner(st, prov: int, new: int) -> None:
    """Hand a province's card to ``new`` (-1: the public supply, province neutral).

    The card leaves any plan slot of its former holder, which stays empty for
    the rest of the season (seed 5.(1): the action cannot be carried out even
    if the card comes back).
    """
    old = st.owner[prov]
    if old >= 0:
        base = old * NSLOTS
        plan = st.plan
        for i in range(base, base + NSLOTS):
            if plan[i] == prov:
                plan[i] = EMPTY
    st.owner[prov] = new
    st.fresh[prov] = True
    if new < 0:
        # ruling: a province that turns neutral loses its buildings and revolt markers
        # (the seed names both for ties and revolts; a peasants-only defence can
        # only happen without markers, so the rule is the same in every case)
        st.bld[prov] = 0
        st.markers[prov] = 0


def _event(st, data: dict, res) -> None:
    """One ``battle`` event: public data plus, for nobody, the tower's levels."""
    data["thrown"] = list(res.thrown)
    data["from_tray"] = list(res.from_tray)
    data["came_out"] = list(res.came_out)
    data["inside"] = st.tower.inside_all()  # per owner: public (62 - board - supply)
    full = dict(data)
    full["levels"] = [list(level) for level in res.inside]
    # nobody can see which level a stuck cube is on: the levels are in the true
    # state's event only, every viewer gets the rest
    st.events.append(Event("battle", full, private_to=NOBODY, redacted=data))


def attack(st, seat: int, src: int, dest: int, count: int) -> str:
    """``count`` armies of ``seat`` (already taken from ``src``) attack ``dest``.

    Returns the result: "won", "lost", "tie" or "neutral" (defender held with
    peasants only).
    """
    n = st.num_players
    P = n
    cubes = [0] * (n + 1)
    cubes[seat] = count
    bonus = []
    if st.special_of[seat] == C.SP_ATTACK and st.supply[seat] > 0:
        st.supply[seat] -= 1
        cubes[seat] += 1
        bonus.append({"seat": seat, "why": "special:attack"})
    defender = st.owner[dest]
    event = st.event_effect()
    tower = st.tower
    if defender < 0:
        want = 2 if event == C.PEASANTS2 else 1
        peasants = min(want, public_peasants(st))  # S-9: no more peasants than exist
        cubes[P] = peasants
        res = tower.drop(cubes, st.rng)
        a = res.came_out[seat]
        d = res.came_out[P]
        tower.take(seat, a)
        tower.take(P, d)  # peasants go back to the public supply
        if a > d:
            st.supply[seat] += d
            st.armies[dest] = a - d
            set_owner(st, dest, seat)
            result = "won"
        else:
            st.supply[seat] += a
            result = "lost"
        _event(st, {"type": "expansion", "attacker": seat, "defender": -1,
                    "from": st.info.names[src], "province": st.info.names[dest],
                    "armies": count, "bonus": bonus, "attack": a, "defence": d,
                    "result": result, "kept": a - d if a > d else 0,
                    "tray": list(tower.tray)}, res)
        return result
    # invasion
    held = st.armies[dest]
    st.armies[dest] = 0
    cubes[defender] = held
    if st.special_of[defender] == C.SP_DEFENCE and st.supply[defender] > 0:
        st.supply[defender] -= 1
        cubes[defender] += 1
        bonus.append({"seat": defender, "why": "special:defence"})
    if event == C.CASTLE_DEFENCE and st.bld[dest] & C.CASTLE and st.supply[defender] > 0:
        st.supply[defender] -= 1
        cubes[defender] += 1
        bonus.append({"seat": defender, "why": "event:castle"})
    res = tower.drop(cubes, st.rng)
    a = res.came_out[seat]
    dd = res.came_out[defender]
    # peasants fight for the defender only where there is no revolt marker (seed 5.(1));
    # ruling S-3: otherwise they belong to nobody in the fight and stay in the tray
    pe = res.came_out[P] if st.markers[dest] == 0 else 0
    tower.take(seat, a)
    tower.take(defender, dd)
    tower.take(P, pe)
    d = dd + pe
    kept = 0
    if a > d:
        st.supply[defender] += dd
        st.supply[seat] += d
        kept = st.armies[dest] = a - d
        set_owner(st, dest, seat)
        result = "won"
    elif a < d:
        st.supply[seat] += a
        lost_peasants = min(pe, a)  # the defender's peasants fall first
        lost = a - lost_peasants
        st.supply[defender] += lost
        kept = st.armies[dest] = dd - lost
        if kept == 0:
            # seed: the defender won with peasants only; the province turns neutral
            set_owner(st, dest, -1)
            result = "neutral"
        else:
            result = "lost"
    else:
        st.supply[seat] += a
        st.supply[defender] += dd
        set_owner(st, dest, -1)
        result = "tie"
    _event(st, {"type": "invasion", "attacker": seat, "defender": defender,
                "from": st.info.names[src], "province": st.info.names[dest],
                "armies": count, "defenders": held, "bonus": bonus,
                "attack": a, "defence": d, "peasants_for_defender": pe,
                "result": result, "kept": kept, "tray": list(tower.tray)}, res)
    return result


def revolt(st, seat: int, prov: int, peasants: int, why: str) -> bool:
    """Peasants rise in ``prov`` (seed 5.(3)); returns whether ``seat`` keeps it."""
    n = st.num_players
    P = n
    cubes = [0] * (n + 1)
    held = st.armies[prov]
    st.armies[prov] = 0
    cubes[seat] = held
    thrown = min(peasants, public_peasants(st))  # S-9
    cubes[P] = thrown
    tower = st.tower
    res = tower.drop(cubes, st.rng)
    d = res.came_out[seat]
    r = res.came_out[P]
    tower.take(seat, d)
    tower.take(P, r)
    if d > r:
        st.supply[seat] += r
        st.armies[prov] = d - r
        kept = True
    else:
        st.supply[seat] += d
        set_owner(st, prov, -1)
        kept = False
    _event(st, {"type": "revolt", "why": why, "attacker": -1, "defender": seat,
                "province": st.info.names[prov], "defenders": held, "peasants": thrown,
                "attack": r, "defence": d, "result": "held" if kept else "neutral",
                "kept": d - r if kept else 0, "tray": list(tower.tray)}, res)
    return kept
