"""姬札大戰's fighting, mixed into the state: melee with step back (後撤, H-7) and pursuit,
shooting, the three siege attacks, the castle guard's melee and shooting; casualties,
routs and the war results they give. Pure."""
from __future__ import annotations

from client.core.actions import act

from . import dice, field
from .field import Zone
from .units import Unit
from .vocabulary import (ABILITY_MAX, ASSAULT, BACK, CASTLE, F_PURSUE, F_SHOT_REACT, F_STEP_BACK, MELEE, PALISADE,
                         PEERLESS, PURSUE, PURSUIT, RAID, REINFORCEMENTS, SHOOT, SIEGE, STARVE, STAY, STRATEGY,
                         SURPRISE, TAKE, VOLLEY)


class Combat:
    # -- values ---------------------------------------------------------------------------------
    def has_skill(self, u: Unit, skill: str) -> bool:
        if skill in self.pool.generals[u.cards[0]].skills:
            return True
        return bool(u.granted) and any(g[0] == skill for g in u.granted)

    def value(self, u: Unit, stat: str, defence: bool = False, fight: bool = False, change: int = 0) -> int:
        """The unit's ability with its changes, 0–5 (no ability goes above 5). In a ``fight`` the
        terrain of the unit's own zone counts too (H-2): the attacker's for its attack, the
        defender's for its defence; a success check on an ability is no fight. ``change`` is one
        more (the fight's own: 倦兵, 奇襲); every change adds up before the cap, in any order."""
        g = self.pool.generals[u.cards[0]]
        base = change + (g.strategy if stat == STRATEGY else (g.melee if stat == MELEE else g.shoot)[defence])
        for m in u.mods:
            if m[0] == stat:
                base += m[2] if defence else m[1]
        if fight:
            ground = self.terrain_mods.get((u.zone, stat))
            if ground is not None:
                base += ground[defence]  # capped like any other change
        return max(0, min(ABILITY_MAX, base))

    def melee_attack_value(self, u: Unit) -> int:
        """Melee attack in a fight, storming a castle included (# assumption: a river hampers a
        siege too: the seed's 攻城 is a melee)."""
        tired = u.tired and not self.has_skill(u, RAID)  # 倦兵: melee -1/+0, not with 突襲
        return self.value(u, MELEE, fight=True, change=-tired)

    def melee_defence_value(self, t: Unit, u: Unit) -> int:
        """``t``'s melee defence in a fight against ``u`` (奇襲: a flank attack, the defender +0/-1)."""
        flank = self.has_skill(u, SURPRISE) and field.is_side(t.zone, u.zone)
        return self.value(t, MELEE, True, fight=True, change=-flank)

    def cap(self, u: Unit) -> int:
        """Casualties a unit can deal: its troops (# assumption: 一騎當千's "troops +1 thousand"
        counts for this cap too, besides the rout rule the seed spells out)."""
        return u.troops + self.has_skill(u, PEERLESS)

    # -- what may attack what -------------------------------------------------------------------
    def melee_targets(self, u: Unit) -> list[Zone]:
        near = field.ORTHOGONAL[u.zone] + (field.DIAGONAL[u.zone] if self.has_skill(u, ASSAULT) else ())
        out = []
        for z in near:
            t = self.units.get(z)
            if t is None or t.seat == u.seat:
                continue
            # 防柵: no melee across the palisade's front, either way. # assumption: a front is a zone
            # of the field (H-1), so a palisade neither shields from nor stops the castle's fights
            if self.has_skill(t, PALISADE) and field.front(z, t.seat) == u.zone:
                continue
            if self.has_skill(u, PALISADE) and field.front(u.zone, u.seat) == z:
                continue
            out.append(z)
        return out

    def shot_targets(self, u: Unit) -> list[Zone]:
        return [z for z in field.SHOT_RANGE[u.zone] if z in self.units and self.units[z].seat != u.seat]

    def _attack_actions(self, me: int, mine: list[Unit]) -> list[str]:
        out = []
        for u in mine:
            if u.fatigued or u.attacked:
                continue
            key = u.cards[0]
            out += [f"melee:{key}:{z[0]}:{z[1]}" for z in self.melee_targets(u)]
            if u.tired:
                continue  # 倦兵: no shooting, no siege
            out += [f"shoot:{key}:{z[0]}:{z[1]}" for z in self.shot_targets(u)]
            if field.in_camp(u.zone, 1 - me):
                out += [act(SIEGE, key), act(VOLLEY, key), act(STARVE, key)]
        if self.guard[me] is not None and not self.guard_attacked and not self.guard_fresh:
            camp = field.camp_row(me)
            for lane in range(field.LANES):
                t = self.units.get((lane, camp))
                if t is not None and t.seat != me:
                    if lane in field.GATE_LANES:
                        out.append(act(MELEE, CASTLE, lane, camp))
                    out.append(act(SHOOT, CASTLE, lane, camp))
        return out

    def _attack(self, me: int, verb: str, args: list[str]) -> None:
        if args[0] == CASTLE:
            self.guard_attacked = True
            self._guard_attack(me, verb, (int(args[1]), int(args[2])))
            return
        u = self.unit_of(me, args[0])
        u.attacked = u.acted = True
        if verb == MELEE:
            self._melee(u, self.units[(int(args[1]), int(args[2]))])
        elif verb == SHOOT:
            self._shoot(u, self.units[(int(args[1]), int(args[2]))])
        else:
            self._siege(u, verb)

    # -- melee ----------------------------------------------------------------------------------
    def _melee(self, u: Unit, t: Unit) -> None:
        a_die, d_die = dice.roll(self.rng), dice.roll(self.rng)  # assumption: the attacker's die first
        a_value = self.melee_attack_value(u)
        d_value = self.melee_defence_value(t, u)
        a, d = dice.strength(a_die, a_value), dice.strength(d_die, d_value)
        to_t, to_u = dice.melee_casualties(a, d, self.cap(u))
        self._event("melee", seat=u.seat, unit=u.cards[0], target=t.cards[0], attacker=list(u.zone),
                    defender=list(t.zone), dice=[a_die, d_die], values=[a_value, d_value], strength=[a, d],
                    casualties=[to_t, to_u])
        if self.step_back_zones(t):
            self.pending.append((F_STEP_BACK, t.seat, t.zone, to_t, u.zone, to_u))
        else:
            self._melee_outcome(t.zone, to_t, u.zone, to_u, None)

    def step_back_zones(self, t: Unit) -> list[Zone]:
        """H-7: the empty rear zone (cavalry: also the diagonal rear zones), on the field."""
        zones = [field.rear(t.zone, t.seat)]
        if self.has_skill(t, "cavalry"):
            zones += field.rear_diagonals(t.zone, t.seat)
        return [z for z in zones if field.on_field(*z) and z not in self.units]

    def _legal_step_back(self, frame: tuple) -> list[str]:
        return [act(BACK, *z) for z in self.step_back_zones(self.units[frame[2]])] + [STAY]

    def _decide_step_back(self, frame: tuple, verb: str, args: list[str]) -> None:
        _, seat, zone, to_t, a_zone, to_u = frame
        left = None
        if verb == BACK:
            t = self.units.pop(zone)
            t.zone = (int(args[0]), int(args[1]))
            self.units[t.zone] = t
            to_t = max(1, to_t - 1)  # never below 1 thousand (a stalemate's 1 stays 1)
            left = zone
            self._event("step_back", seat=seat, unit=t.cards[0], source=list(zone), target=list(t.zone))
            zone = t.zone
        self._melee_outcome(zone, to_t, a_zone, to_u, left)

    def _melee_outcome(self, t_zone: Zone, to_t: int, u_zone: Zone, to_u: int, left: Zone | None) -> None:
        t, u = self.units[t_zone], self.units[u_zone]
        to_t = self._reinforce(t, to_t)
        self._hurt(u, to_u)
        self._hurt(t, to_t)
        if (left is not None and u_zone in self.units and left not in self.units
                and self.has_skill(u, PURSUIT)):
            self.pending.append((F_PURSUE, u.seat, u_zone, left))

    def _reinforce(self, t: Unit, to_t: int) -> int:
        """援軍: a unit attacked in melee (the castle guard's melee too) hands 1 thousand of its
        casualties to its own garrison; the casualties it still takes."""
        if to_t and self.has_skill(t, REINFORCEMENTS) and self.castle[t.seat] > 0:
            self._castle_loss(t.seat, 1)
            self._event("reinforcements", seat=t.seat, unit=t.cards[0])
            return to_t - 1
        return to_t

    def _legal_pursue_choice(self, frame: tuple) -> list[str]:
        return [PURSUE, STAY]

    def _decide_pursue_choice(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb == PURSUE:
            u = self.units.pop(frame[2])
            u.zone = frame[3]
            self.units[u.zone] = u
            self._event("pursue", seat=u.seat, unit=u.cards[0], source=list(frame[2]), target=list(u.zone))

    # -- shooting -------------------------------------------------------------------------------
    def _shoot(self, u: Unit, t: Unit) -> None:
        a_die, d_die = dice.roll(self.rng), dice.roll(self.rng)
        a_value, d_value = self.value(u, SHOOT, fight=True), self.value(t, SHOOT, True, fight=True)
        a, d = dice.strength(a_die, a_value), dice.strength(d_die, d_value)
        cas = dice.shot_casualties(a, d, self.cap(u))
        self._event("shoot", seat=u.seat, unit=u.cards[0], target=t.cards[0], attacker=list(u.zone),
                    defender=list(t.zone), dice=[a_die, d_die], values=[a_value, d_value], strength=[a, d],
                    casualties=cas)
        self._shot_lands(t, cas)

    def _shot_lands(self, t: Unit, cas: int) -> None:
        """A shot can't be stepped back from, but a shot-timing card may answer it. The
        defender is asked whenever its hand holds any card: asking only when it holds an answer
        would tell the shooter what is in that hidden hand."""
        if cas and self.hand[t.seat]:
            self.pending.append((F_SHOT_REACT, t.seat, t.zone, cas))
        else:
            self._hurt(t, cas)

    def _legal_shot_react(self, frame: tuple) -> list[str]:
        return self._ability_actions(frame[1], "shot", self.units[frame[2]].cards[0]) + [TAKE]

    def _decide_shot_react(self, frame: tuple, verb: str, args: list[str]) -> None:
        _, seat, zone, cas = frame
        t = self.units[zone]
        if verb != TAKE:
            self._stepped = False
            self._use(seat, verb, args)
            if self._stepped:
                cas = max(1, cas - 1)
        self._hurt(t, cas)

    # -- the castle -----------------------------------------------------------------------------
    def _siege(self, u: Unit, verb: str) -> None:
        enemy = 1 - u.seat
        die = dice.roll(self.rng)
        if verb == SIEGE:  # 攻城: a melee against the guard; an empty castle defends at 0
            # assumption: the guard defends from its castle, on no terrain (only the attacker's counts)
            guard = self.guard[enemy]
            a_value = self.melee_attack_value(u)
            d_value = self.pool.general(guard).melee[1] if guard is not None else 0
            a = dice.strength(die, a_value)
            d_die = dice.roll(self.rng) if guard is not None else None
            d = dice.strength(d_die, d_value) if guard is not None else 0
            to_castle, to_u = dice.melee_casualties(a, d, self.cap(u))
            self._event("siege", seat=u.seat, unit=u.cards[0], guard=guard, attacker=list(u.zone),
                        dice=[die, d_die], values=[a_value, d_value], strength=[a, d], casualties=[to_castle, to_u])
            self._castle_loss(enemy, to_castle)
            if not to_u:  # success also burns a load (assumption: the seed's "may" is always taken)
                self.provisions[enemy] = max(0, self.provisions[enemy] - 1)
            self._hurt(u, to_u)
        elif verb == VOLLEY:  # 射擊: a success roll on shooting, 1 thousand of the garrison
            # assumption: a volley is shooting, so a hill helps it (the castle itself stands on no terrain)
            value = self.value(u, SHOOT, fight=True)
            hit = dice.success(die, value)
            self._event("volley", seat=u.seat, unit=u.cards[0], attacker=list(u.zone), dice=[die],
                        value=value, success=hit)
            if hit:
                self._castle_loss(enemy, 1)
        else:  # 兵糧攻略: a success roll on strategy, 1 load of provisions
            hit = dice.success(die, self.value(u, STRATEGY))
            self._event("starve", seat=u.seat, unit=u.cards[0], attacker=list(u.zone), dice=[die],
                        value=self.value(u, STRATEGY), success=hit)
            if hit:
                self.provisions[enemy] = max(0, self.provisions[enemy] - 1)

    def _guard_attack(self, me: int, verb: str, zone: Zone) -> None:
        """The castle guard fights with the garrison behind it: its casualties are capped by the
        garrison, and a stalemate costs the garrison (# assumption: the seed says only "as a
        melee"; the guard itself has no troops). Its target can't step back. # assumption: the guard
        stands in its castle, on no terrain; its target's terrain counts for the target's defence."""
        g, t = self.pool.general(self.guard[me]), self.units[zone]
        a_die, d_die = dice.roll(self.rng), dice.roll(self.rng)
        if verb == MELEE:
            values = [g.melee[0], self.value(t, MELEE, True, fight=True)]
            a, d = dice.strength(a_die, values[0]), dice.strength(d_die, values[1])
            to_t, to_castle = dice.melee_casualties(a, d, self.castle[me])
            self._event("guard_melee", seat=me, card=self.guard[me], target=t.cards[0], defender=list(zone),
                        dice=[a_die, d_die], values=values, strength=[a, d], casualties=[to_t, to_castle])
            self._castle_loss(me, to_castle)
            self._hurt(t, self._reinforce(t, to_t))
        else:
            values = [g.shoot[0], self.value(t, SHOOT, True, fight=True)]
            a, d = dice.strength(a_die, values[0]), dice.strength(d_die, values[1])
            cas = dice.shot_casualties(a, d, self.castle[me])
            self._event("guard_shoot", seat=me, card=self.guard[me], target=t.cards[0], defender=list(zone),
                        dice=[a_die, d_die], values=values, strength=[a, d], casualties=cas)
            self._shot_lands(t, cas)

    # -- casualties and routs -------------------------------------------------------------------
    def _castle_loss(self, seat: int, count: int) -> None:
        count = min(count, self.castle[seat])
        self.castle[seat] -= count
        self.casualties[seat] += count

    def _hurt(self, u: Unit, count: int) -> None:
        """Casualties to a unit: routed at 0 troops (一騎當千: only when more than its troops)."""
        if count <= 0 or self.units.get(u.zone) is not u:
            return
        routed = count > u.troops if self.has_skill(u, PEERLESS) else count >= u.troops
        lost = min(count, u.troops)
        u.troops -= lost
        self.casualties[u.seat] += lost
        if routed:
            self._rout(u)

    def _rout(self, u: Unit) -> None:
        """H-4: the unit's cards go face up to the victor's war-result pile."""
        del self.units[u.zone]
        self.casualties[u.seat] += u.troops
        u.troops = 0
        cards = u.all_cards()
        self.spoils[1 - u.seat] += cards
        for c in cards:
            self.shown[u.seat].add(c)
        if self.lord[u.seat] in u.cards:
            self.lord_lost[u.seat] = True
        self._event("rout", reveals=True, seat=u.seat, cards=cards, zone=list(u.zone))
