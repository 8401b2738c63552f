"""姬札大戰's special skills, ougi and tactics, mixed into the state: when each may be used,
its cost, its targets, and the interpreter of the effect vocabulary (``effects``). Pure.

Sources: ``play:CARD[:UNIT]`` (a tactic from hand), ``ougi:UNIT`` and ``skill:UNIT`` (the
leading general's ougi or special skill). A one-enemy target is chosen next with
``target:LANE:ROW``. Costs are paid when used; # assumption: a cost may not empty the
unit, the garrison or the granary (the seed's costs never say they may lose the game).
"""
from __future__ import annotations

from client.core.actions import act

from . import dice, field
from .cards import General, Tactic
from .effects import Ability
from .field import Zone
from .units import FOREVER, Unit
from .vocabulary import F_TARGET, OUGI, PLAY, SPECIAL, TARGET

ATTACK, MOVE, SORTIE, SHOT = "attack", "move", "sortie", "shot"


class Abilities:
    # -- what may be used -----------------------------------------------------------------------
    def _ability_actions(self, seat: int, timing: str, unit_key: str | None = None,
                         mine: list[Unit] | None = None) -> list[str]:
        """The ``play``/``ougi``/``skill`` actions of ``timing``: for the unit ``unit_key`` (sortie,
        shot) or for ``seat``'s units that are not fatigued (``mine``: its units, when known)."""
        if timing in (SORTIE, SHOT):
            u = self.unit_of(seat, unit_key) if unit_key else None
            units = [u] if u is not None else []
        else:
            units = [u for u in (self.own_units(seat) if mine is None else mine) if not u.fatigued]
        out = []
        timings = self.pool.tactic_timing
        for card in self.hand[seat]:
            if timings.get(card) != timing or card in self.played:
                continue
            ab = self.pool.cards[card].ability
            if not ab.needs_unit():
                if self._usable(seat, ab, None):
                    out.append(act(PLAY, card))
                continue
            for u in units:
                # 倦兵: no attack-phase tactics (計略 and the like)
                if not (timing == ATTACK and u.tired) and self._usable(seat, ab, u):
                    out.append(act(PLAY, card, u.cards[0]))
        if timing == SHOT:
            return out
        # assumption: a fatigued unit may use its own sortie-timing skill too (the seed names only
        # tactics, but such a skill could never be used otherwise: the card's words come first)
        having = self.pool.unit_abilities.get(timing, {})
        for u in units:
            for verb, ab in having.get(u.cards[0], ()):
                if u.uses.get(verb, 0) < ab.uses and self._usable(seat, ab, u):
                    out.append(act(verb, u.cards[0]))
        return out

    def _usable(self, seat: int, ab: Ability, u: Unit | None) -> bool:
        cost = ab.cost
        if cost.troops and (u is None or u.troops - cost.troops < 1):
            return False
        if self.provisions[seat] - cost.provisions < 1 or self.castle[seat] - cost.castle < 1:
            return False
        if ab.target in ("enemy", "enemies", "allies"):
            enemy = ab.target != "allies"
            units = self.units
            return any(z in units and (units[z].seat != seat) == enemy
                       for z in field.pattern_zones(u.zone, seat, ab.pattern))
        if any(o.op == "stepback" for o in ab.ops):
            return u is not None and self._rear_free(u)
        return True

    def _rear_free(self, u: Unit) -> bool:
        z = field.rear(u.zone, u.seat)
        return field.on_field(*z) and z not in self.units

    def _reach(self, seat: int, ab: Ability, u: Unit, enemy: bool) -> list[Zone]:
        return [z for z in field.pattern_zones(u.zone, seat, ab.pattern)
                if z in self.units and (self.units[z].seat != seat) == enemy]

    # -- using one ------------------------------------------------------------------------------
    def ability_source(self, seat: int, verb: str, args: list[str]) -> tuple[Ability, Unit | None]:
        """The ability an action of ``seat`` uses (a card played, a general's special or ougi), and
        the unit that uses it or that it is played on (None: a card played on no unit)."""
        if verb == PLAY:
            ab = self.pool.cards[args[0]].ability
            return ab, (self.unit_of(seat, args[1]) if len(args) > 1 else None)
        u = self.unit_of(seat, args[0])
        g: General = self.pool.general(u.cards[0])
        return (g.ougi if verb == OUGI else g.special), u

    def _use(self, seat: int, verb: str, args: list[str]) -> None:
        ab, u = self.ability_source(seat, verb, args)
        cost = ab.cost
        if cost.troops:
            u.troops -= cost.troops
            self.casualties[seat] += cost.troops
        self.provisions[seat] -= cost.provisions
        if cost.castle:
            self.castle[seat] -= cost.castle
            self.casualties[seat] += cost.castle
        if u is not None:
            u.acted = True  # assumption: a unit that used an ability has acted (no retreat)
        if verb == PLAY:
            card = args[0]
            tactic: Tactic = self.pool.cards[card]
            self._from_hand(seat, card)
            self.played.add(card)
            if tactic.after == "hand":
                self._to_hand(seat, card)
            elif tactic.after == "attach":
                u.gear.append(card)
            else:
                self.discard[seat].append(card)
        else:
            u.uses[verb] = u.uses.get(verb, 0) + 1
        self._event("ability", reveals=True, seat=seat, source=verb, card=args[0],
                    unit=u.cards[0] if u is not None else None, name=ab.name_en)
        if ab.target == "enemy":
            self.pending.append((F_TARGET, seat, verb, args[0], u.cards[0]))
            return
        if ab.target == "self":
            zones = [u.zone]
        elif ab.target == "player":
            zones = []
        else:
            zones = self._reach(seat, ab, u, enemy=ab.target == "enemies")
        self._run_ops(seat, ab, u, zones)

    def _legal_choose_target(self, frame: tuple) -> list[str]:
        _, seat, verb, source, leader = frame
        ab, u = self.ability_source(seat, verb, [source, leader])
        return [act(TARGET, *z) for z in self._reach(seat, ab, u, enemy=True)]

    def _decide_choose_target(self, frame: tuple, verb: str, args: list[str]) -> None:
        _, seat, source_verb, source, leader = frame
        ab, u = self.ability_source(seat, source_verb, [source, leader])
        self._run_ops(seat, ab, u, [(int(args[0]), int(args[1]))])

    # -- the interpreter ------------------------------------------------------------------------
    def _run_ops(self, seat: int, ab: Ability, user: Unit | None, zones: list[Zone]) -> None:
        until = {"instant": -1, "turn": self.turn_no, "round": self.turn_no + 1, "sortie": FOREVER}[ab.duration]
        enemy = 1 - seat
        for op in ab.ops:
            name = op.op
            if name == "check":
                die = dice.roll(self.rng)
                value = self.value(user, op.get("stat"))
                ok = dice.success(die, value)
                self._event("check", seat=seat, dice=[die], stat=op.get("stat"), value=value, success=ok)
                if not ok:
                    return
            elif name == "provisions":
                amount = op.get("amount")
                if op.get("side") == "own":
                    self.provisions[seat] += amount
                else:
                    self.provisions[enemy] = max(0, self.provisions[enemy] - amount)
            elif name == "garrison":
                amount = op.get("amount")
                if op.get("side") == "own":
                    self.castle[seat] += amount
                    self.recruited[seat] += amount
                else:
                    self._castle_loss(enemy, amount)
            elif name == "ambush":
                self.sorties_left += 1
            else:
                for z in zones:
                    u = self.units.get(z)
                    if u is not None:
                        self._unit_op(seat, name, op, u, until)
            self._event("effect", seat=seat, op=name)

    def _unit_op(self, seat: int, name: str, op, u: Unit, until: int) -> None:
        if name == "modify":
            u.mods.append((op.get("stat"), op.get("atk"), op.get("def"), until))
        elif name == "grant":
            u.granted.append((op.get("skill"), until))
        elif name == "damage":
            self._hurt(u, op.get("amount"))
        elif name == "supply":
            count = min(op.get("amount"), self.castle[u.seat] - 1)
            if count > 0:
                self.castle[u.seat] -= count
                u.troops += count
        elif name == "rest":
            u.fatigued = u.tired = False
        elif name == "tire":
            u.tired = True
        elif name == "stepback" and self._rear_free(u):
            del self.units[u.zone]
            u.zone = field.rear(u.zone, u.seat)
            self.units[u.zone] = u
            self._stepped = True
