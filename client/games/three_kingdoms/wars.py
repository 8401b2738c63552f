"""3KingdomsBattle's dice wars as pure functions over plain values (no pygame, no game state).

Civil war (seed §3(1), ruling K-7), national war (seed §3(2), K-8) and occupation
(seed §2(5), K-10). Every die comes from the ``random.Random`` passed in (K-13),
one ``rng.randint(1, 6)`` call per die, in a fixed order (players in the order
given, each player's dice left to right; in a national war the attacker's dice
before the defender's — # assumption: the seed rolls them at once, any fixed
order will do), so a scripted generator replays the seed's examples.
Each function returns a frozen record of every round's dice for the table to
animate and the log to tell.

The exact odds of each war live in ``client.games.three_kingdoms.odds``.
"""
from __future__ import annotations

import enum
import functools
import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

SIDES = 6
#: seed §3(1)B and §3(2)B: a 5 or a 6 is a hit, in civil and national wars alike
HIT_FROM = 5
#: seed §2(5)B: occupying a small city needs 4–6, a large one 5–6
OCCUPY_SMALL_FROM = 4
OCCUPY_LARGE_FROM = 5
#: seed §2(1): a city of 4 tiles or more is large, 3 or fewer small
LARGE_FROM_TILES = 4
#: seed, contents: 8 troops per player
TROOPS_PER_PLAYER = 8

Dice = tuple[int, ...]


def roll(count: int, rng: random.Random) -> Dice:
    """``count`` dice, one ``rng.randint(1, 6)`` each, in order."""
    return tuple(rng.randint(1, SIDES) for _ in range(count))


def hits(dice: Dice) -> int:
    """How many of ``dice`` hit (5 or 6)."""
    return sum(1 for d in dice if d >= HIT_FROM)


# ---------------------------------------------------------------- civil war


@dataclass(frozen=True)
class Force:
    """One player's troops in a city: alert (upright) and holding (lying)."""
    alert: int = 0
    holding: int = 0

    def __post_init__(self) -> None:
        if self.alert < 0 or self.holding < 0:
            raise ValueError(f"troops cannot be negative: {self}")

    @property
    def total(self) -> int:
        return self.alert + self.holding

    def without(self, count: int) -> Force:
        """This force after ``count`` of its troops leave.

        # assumption: the seed and K-7 keep each troop's state but do not say which
        # troops leave a mixed force; alert troops leave first, so the survivors keep
        # the holding troops that are worth two hits in a later national war.
        """
        if not 0 <= count <= self.total:
            raise ValueError(f"cannot withdraw {count} troops from {self}")
        from_alert = min(count, self.alert)
        return Force(self.alert - from_alert, self.holding - (count - from_alert))


class CivilKind(enum.StrEnum):
    HIGHEST = "highest"  # three or more players: highest die (比大小)
    HITS = "hits"        # two players: 5–6 hits (殊死戰)


@dataclass(frozen=True)
class CivilRound:
    kind: CivilKind
    #: one tuple per player in the order given; empty for a player already out
    dice: tuple[Dice, ...]
    #: troops each player withdrew to their supply in this round
    withdrawn: tuple[int, ...]


@dataclass(frozen=True)
class CivilWar:
    rounds: tuple[CivilRound, ...]
    #: what stays in the city, per player (all empty but the winner's)
    forces: tuple[Force, ...]
    #: the winner's index, or None when the last two sides fell together (city idle)
    winner: int | None
    #: troops back in each player's supply (K-7)
    returned: tuple[int, ...]


def civil_war(forces: Sequence[Force], rng: random.Random) -> CivilWar:
    """The civil war of a city completed with two or more players' troops in it.

    Every troop has one life whatever its state (seed §2(1)). Three or more
    players roll one die per troop; those whose highest die is below the top
    value withdraw all their troops, the tied leaders roll again (K-7). Two
    players roll one die per troop; each hit withdraws one of the other's
    troops, until a side is gone; both gone → the city is idle (seed §3(1)).
    """
    start = tuple(forces)
    if len(start) < 2 or any(f.total < 1 for f in start):
        raise ValueError("a civil war needs two or more players with at least one troop each")
    now = list(start)
    rounds: list[CivilRound] = []
    while True:
        standing = [i for i, f in enumerate(now) if f.total]
        if len(standing) <= 1:
            break
        rolled = {i: roll(now[i].total, rng) for i in standing}
        losses = dict.fromkeys(standing, 0)
        if len(standing) > 2:
            kind = CivilKind.HIGHEST
            top = max(max(d) for d in rolled.values())
            for i in standing:
                if max(rolled[i]) < top:
                    losses[i] = now[i].total
        else:
            kind = CivilKind.HITS
            a, b = standing
            losses[a] = min(hits(rolled[b]), now[a].total)
            losses[b] = min(hits(rolled[a]), now[b].total)
        for i in standing:
            now[i] = now[i].without(losses[i])
        rounds.append(CivilRound(kind, tuple(rolled.get(i, ()) for i in range(len(now))),
                                 tuple(losses.get(i, 0) for i in range(len(now)))))
    survivors = [i for i, f in enumerate(now) if f.total]
    return CivilWar(tuple(rounds), tuple(now), survivors[0] if survivors else None,
                    tuple(s.total - f.total for s, f in zip(start, now)))


# ---------------------------------------------------------------- national war


class Outcome(enum.StrEnum):
    ATTACKER = "attacker"    # every defender gone, attackers left
    DEFENDER = "defender"    # every attacker gone, defenders left
    BOTH_GONE = "both_gone"  # both gone in the same exchange: target idle (seed example 2)
    RETREAT = "retreat"      # the attacker took the survivors home (seed §3(2)E)


@dataclass(frozen=True)
class RoundResult:
    """One exchange of a national war and the sides after it."""
    attacker_dice: Dice
    defender_dice: Dice
    attackers: int
    alert: int
    holding: int
    #: holding defenders turned alert, alert defenders removed, attackers removed
    turned: int
    removed: int
    attackers_lost: int

    @property
    def defenders(self) -> int:
        return self.alert + self.holding

    @property
    def outcome(self) -> Outcome | None:
        """Who won with this exchange, or None while both sides stand."""
        return exchange_outcome(self.attackers, self.defenders)


def exchange_outcome(attackers: int, defenders: int) -> Outcome | None:
    if attackers and defenders:
        return None
    if attackers:
        return Outcome.ATTACKER
    return Outcome.DEFENDER if defenders else Outcome.BOTH_GONE


def apply_attacker_hits(count: int, alert: int, holding: int) -> tuple[int, int, int, int]:
    """(alert, holding, turned, removed) after ``count`` attacker hits (K-8).

    A hit turns one holding defender alert, or removes an alert one when none holds.
    # assumption: the hits of one exchange apply one by one, so a troop turned alert
    # by one hit is removed by a later hit of the same exchange (a holding troop is
    # worth two hits, seed §2(1)B), and hits beyond the defenders are lost.
    """
    turned = min(count, holding)
    removed = min(count - turned, alert + turned)
    return alert + turned - removed, holding - turned, turned, removed


def national_round(attackers: int, defenders_alert: int, defenders_holding: int,
                   rng: random.Random) -> RoundResult:
    """One exchange: the attacker's chosen alert troops against every troop of the target.

    Each side rolls one die per troop (seed §3(2)A); each attacker hit works on the
    defenders as ``apply_attacker_hits``; each defender hit removes one attacker (K-8).
    """
    if attackers < 1 or defenders_alert < 0 or defenders_holding < 0 or defenders_alert + defenders_holding < 1:
        raise ValueError("a national war exchange needs at least one troop on each side")
    attacker_dice = roll(attackers, rng)
    defender_dice = roll(defenders_alert + defenders_holding, rng)
    alert, holding, turned, removed = apply_attacker_hits(hits(attacker_dice), defenders_alert, defenders_holding)
    lost = min(hits(defender_dice), attackers)
    return RoundResult(attacker_dice, defender_dice, attackers - lost, alert, holding, turned, removed, lost)


#: retreat policy: never retreat (also forced by the plot 驅虎吞狼, K-9)
FIGHT_TO_THE_END = 0


@dataclass(frozen=True)
class NationalWar:
    rounds: tuple[RoundResult, ...]
    outcome: Outcome

    @property
    def survivors(self) -> int:
        """Attackers left (who settle or go home)."""
        return self.rounds[-1].attackers

    @property
    def defenders(self) -> tuple[int, int]:
        """(alert, holding) defenders left in the target."""
        return self.rounds[-1].alert, self.rounds[-1].holding


def national_war(attackers: int, defenders_alert: int, defenders_holding: int, rng: random.Random,
                 retreat_below: int = FIGHT_TO_THE_END) -> NationalWar:
    """A whole national war under a simple policy: after each exchange the attacker
    retreats while fewer than ``retreat_below`` attackers stand (bots, odds checks)."""
    rounds = [national_round(attackers, defenders_alert, defenders_holding, rng)]
    while (outcome := rounds[-1].outcome) is None:
        last = rounds[-1]
        if last.attackers < retreat_below:
            outcome = Outcome.RETREAT
            break
        rounds.append(national_round(last.attackers, last.alert, last.holding, rng))
    return NationalWar(tuple(rounds), outcome)


def attacker_settles(survivors: int, into_target: int, target_spaces: int) -> tuple[int, int]:
    """(alert troops in the target, troops back in the origin) after the attacker wins:
    the survivors split freely, those in the target alert; 0 in it → target idle (K-8)."""
    if not 0 <= into_target <= min(survivors, target_spaces):
        raise ValueError(f"{into_target} of {survivors} survivors cannot settle in {target_spaces} spaces")
    return into_target, survivors - into_target


def defender_may_take_origin(alert_left: int, origin_troops: int, origin_spaces: int) -> int:
    """How many alert troops a winning defender may move into the attacker's origin:
    only when the origin stands empty, up to its spaces (K-8).

    # assumption: holding defenders turned alert during the war count as alert here.
    """
    return min(alert_left, origin_spaces) if origin_troops == 0 else 0


# ---------------------------------------------------------------- occupation


def is_large(tiles: int) -> bool:
    """A city of 4 tiles or more is large (seed §2(1))."""
    return tiles >= LARGE_FROM_TILES


def occupy_needs(large: bool) -> int:
    """The lowest die that occupies an idle city of that size (K-10)."""
    return OCCUPY_LARGE_FROM if large else OCCUPY_SMALL_FROM


@dataclass(frozen=True)
class Occupation:
    die: int
    needed: int

    @property
    def success(self) -> bool:
        return self.die >= self.needed


def occupy(large: bool, rng: random.Random) -> Occupation:
    """One die to occupy an idle city; on success one alert troop enters it (K-10)."""
    return Occupation(roll(1, rng)[0], occupy_needs(large))


# ---------------------------------------------------------------- exact odds

HIT = Fraction(SIDES - HIT_FROM + 1, SIDES)


@functools.lru_cache(maxsize=None)
def hit_chances(dice: int) -> tuple[Fraction, ...]:
    """P(k hits) for k = 0..dice (binomial with p = 1/3)."""
    return tuple(math.comb(dice, k) * HIT ** k * (1 - HIT) ** (dice - k) for k in range(dice + 1))


@dataclass(frozen=True)
class CivilOdds:
    #: each player's chance to hold the city at the end, in the order given
    wins: tuple[Fraction, ...]
    #: the chance the last two sides fall together and the city stays idle
    idle: Fraction


def civil_odds(*troops: int) -> CivilOdds:
    """Exact odds of a civil war between players with these troop counts (two or more)."""
    if len(troops) < 2 or any(t < 1 for t in troops):
        raise ValueError("a civil war needs two or more players with at least one troop each")
    return _civil_odds(tuple(troops))


@functools.lru_cache(maxsize=None)
def _civil_odds(troops: tuple[int, ...]) -> CivilOdds:
    standing = [i for i, t in enumerate(troops) if t]
    if len(standing) == 1:
        return CivilOdds(tuple(Fraction(int(t > 0)) for t in troops), Fraction(0))
    if not standing:
        return CivilOdds(tuple(Fraction(0) for _ in troops), Fraction(1))
    wins = [Fraction(0)] * len(troops)
    idle = Fraction(0)
    stay = Fraction(0)  # the chance the exchange changes nothing
    for chance, after in _civil_steps(troops, standing):
        if after == troops:
            stay += chance
            continue
        odds = _civil_odds(after)
        wins = [w + chance * o for w, o in zip(wins, odds.wins)]
        idle += chance * odds.idle
    leave = 1 - stay
    return CivilOdds(tuple(w / leave for w in wins), idle / leave)


def _civil_steps(troops: tuple[int, ...], standing: list[int]):
    """(chance, troops after) of one round of a civil war."""
    if len(standing) == 2:
        a, b = standing
        for ha, pa in enumerate(hit_chances(troops[a])):
            for hb, pb in enumerate(hit_chances(troops[b])):
                after = list(troops)
                after[a] = max(0, troops[a] - hb)
                after[b] = max(0, troops[b] - ha)
                yield pa * pb, tuple(after)
        return
    # highest die: P(max of n dice <= v) = (v/6)^n; the players reaching the top value stay
    below = {i: [Fraction(v, SIDES) ** troops[i] for v in range(SIDES + 1)] for i in standing}
    for top in range(1, SIDES + 1):
        for size in range(1, len(standing) + 1):
            for leaders in itertools.combinations(standing, size):
                chance = Fraction(1)
                for i in standing:
                    chance *= below[i][top] - below[i][top - 1] if i in leaders else below[i][top - 1]
                if chance:
                    yield chance, tuple(t if i in leaders else 0 for i, t in enumerate(troops))


@dataclass(frozen=True)
class NationalOdds:
    attacker: Fraction   # every defender gone, attackers left
    defender: Fraction   # every attacker gone, defenders left
    both_gone: Fraction  # target idle
    retreat: Fraction    # the attacker went home under the policy

    def of(self, outcome: Outcome) -> Fraction:
        return getattr(self, outcome.value)


def national_odds(attackers: int, alert: int, holding: int,
                  retreat_below: int = FIGHT_TO_THE_END) -> NationalOdds:
    """Exact odds of a national war: ``attackers`` alert troops against a target
    holding ``alert`` + ``holding`` troops, the attacker retreating after any
    exchange that leaves fewer than ``retreat_below`` of them (0: fight to the end)."""
    if attackers < 1 or alert < 0 or holding < 0 or alert + holding < 1:
        raise ValueError("a national war needs at least one troop on each side")
    return _national_odds(attackers, alert, holding, retreat_below, True)


@functools.lru_cache(maxsize=None)
def _national_odds(attackers: int, alert: int, holding: int, retreat_below: int, first: bool) -> NationalOdds:
    outcome = exchange_outcome(attackers, alert + holding)
    if outcome is None and not first and attackers < retreat_below:
        outcome = Outcome.RETREAT
    if outcome is not None:
        return NationalOdds(*(Fraction(int(o is outcome)) for o in Outcome))
    total = [Fraction(0)] * len(Outcome)
    stay = Fraction(0)
    for a_hits, pa in enumerate(hit_chances(attackers)):
        new_alert, new_holding, _, _ = apply_attacker_hits(a_hits, alert, holding)
        for d_hits, pd in enumerate(hit_chances(alert + holding)):
            after = max(0, attackers - d_hits)
            if not first and (after, new_alert, new_holding) == (attackers, alert, holding):
                stay += pa * pd  # nothing hit: the same exchange again
                continue
            odds = _national_odds(after, new_alert, new_holding, retreat_below, False)
            total = [t + pa * pd * odds.of(o) for t, o in zip(total, Outcome)]
    # after the first exchange the attacker decides even when nothing hit
    return NationalOdds(*(t / (1 - stay) for t in total))


def occupation_odds(large: bool) -> Fraction:
    """The chance to occupy an idle city: small 1/2 (4–6), large 1/3 (5–6)."""
    return Fraction(SIDES - occupy_needs(large) + 1, SIDES)
