"""姬札大戰's rules events as log sentences in the reader's language (pure: no pygame).

``event_lines(events, name)`` takes one step's events as the reader may see them
(``TableLog``: its own whole, the other's redacted) and ``name(seat)``; ``log_lines`` adds
the few steps that leave no event (an empty castle). Card names come from the card data
(``name_en`` / ``name_zh``). What the data holds is written: the public copy of a hand is a
count, the seat's own (or, after the end, everyone's) names its cards; a card is named to
all once it is on the field, in a castle, played, routed or retreated (all of which every
player sees).

Zones are named as players say them: the lane (1–5, left to right as the first seat sees
the field) and whose camp or neutral ground it lies in.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from client.i18n import N_, _, current_language, thousands

from . import field
from .cards import pool
from .vocabulary import CONSCRIPTION, LOGISTICS, MELEE, SHOOT, STRATEGY

Name = Callable[[int], str]

STAT_NAMES = {MELEE: N_("melee"), SHOOT: N_("shooting"), STRATEGY: N_("strategy")}
SOURCE_NAMES = {"play": N_("plays the tactic {card}"), "ougi": N_("uses {card}'s ougi"),
                "skill": N_("uses {card}'s special skill")}
# H-9 and H-11: why the game ended (a concession has its own line, from its own event)
END_REASONS = {
    "garrison": N_("{loser}'s castle has no troops left."),
    "provisions": N_("{loser}'s provisions have run out."),
    "lord": N_("{loser}'s lord has been routed."),
    "war_results": N_("{winner} has reached 10 war results."),
    "turn_cap": N_("Both players have played 60 turns: war results, then castle troops, then provisions decide."),
}


def _zh() -> bool:
    return current_language() == "zh_Hant"


def card_name(card: str | None) -> str:
    c = pool().cards.get(card) if card else None
    if c is None:
        return card or "?"
    return c.name_zh if _zh() else c.name_en


def cards_list(cards: Sequence[str]) -> str:
    return ("、" if _zh() else ", ").join(card_name(c) for c in cards)


def zone_name(zone: Sequence[int], name: Name) -> str:
    """"lane 3 of Ana's camp" / 「Ana陣地第3路」."""
    kind, side = field.region((zone[0], zone[1]))
    text = N_("lane {lane} of {name}'s camp") if kind == field.CAMP else N_("lane {lane} of {name}'s neutral ground")
    return _(text).format(lane=zone[0] + 1, name=name(side))


def ability_name(source: str, card: str) -> str:
    """The name of the ability an ``ability`` event used: a tactic's, or a general's ougi or special skill."""
    c = pool().cards.get(card)
    ab = getattr(c, "ability", None) if source == "play" else getattr(c, "ougi" if source == "ougi" else "special",
                                                                       None)
    if ab is None:
        return ""
    return ab.name_zh if _zh() else ab.name_en


def war_results(cards: Sequence[str]) -> int:
    war = pool().war
    return sum(war.get(c, 0) for c in cards)


# a step the table played for a human who could do nothing else: the view adds ``auto_line`` to the log
AUTO_LINES = {
    "sortie": N_("{name} can do nothing in the sortie phase: it ends by itself."),
    "move": N_("{name} can do nothing in the move phase: it ends by itself."),
    "attack": N_("{name} can do nothing in the attack phase: it ends by itself."),
    "retreat": N_("{name} can do nothing in the retreat phase: the turn ends by itself."),
    "after_sortie": N_("{name} has nothing to use after the sortie: play goes on by itself."),
}


def auto_line(what: str, seat: int, name: Name) -> str:
    """The log's line for a phase the table ended for ``seat``, who could do nothing in it."""
    line = AUTO_LINES.get(what)
    return _(line).format(name=name(seat)) if line else ""


def log_lines(events: Iterable, seat: int | None, action: str, name: Name) -> list[str]:
    """The shared log's lines for one step: its public events and the choice of an empty castle."""
    lines = event_lines(events, name)
    if action == "none" and seat is not None:  # a lord sortied and nobody took its place
        lines.append(_("{name} leaves the castle without a guard: it defends at 0.").format(name=name(seat)))
    return lines


def event_lines(events: Iterable, name: Name) -> list[str]:
    """Sentences for the public events of one step, in order."""
    out: list[str] = []
    for ev in events:
        out += _lines(ev.kind, ev.data, name)
    return out


def _lines(kind: str, d, name: Name) -> list[str]:
    writer = _WRITERS.get(kind)
    return writer(d, name) if writer is not None else []


def _setup(d, name: Name) -> list[str]:
    out = [_("{name} plays first.").format(name=name(d["first"]))]
    for seat, lord in enumerate(d.get("lords", ())):
        out.append(_("{name}'s lord {card} guards the castle: 30 thousand troops, 10 provisions.").format(
            name=name(seat), card=card_name(lord)))
    return out


def _terrain_roll(d, name: Name) -> list[str]:
    """H-2: one die a seat rolled for its half of the field; a 6 is rolled again."""
    if d.get("half") is None:
        return [_("{name} rolls a 6 for the terrain and rolls again.").format(name=name(d["seat"]))]
    return [_("{name} rolls {die} for the terrain: half-field {die} lies on their side.").format(
        name=name(d["seat"]), die=d["die"])]


def _hand(d, name: Name) -> list[str]:
    if d.get("cards"):  # the seat's own copy
        return [_("{name} holds {n} cards, hidden from the opponent: {cards}.").format(
            name=name(d["seat"]), n=len(d["cards"]), cards=cards_list(d["cards"]))]
    return [_("{name} holds {n} cards, hidden from the opponent.").format(name=name(d["seat"]), n=d.get("count", 0))]


def _sortie(d, name: Name) -> list[str]:
    text = N_("{name}'s castle guard {card} sorties with {n} thousand troops to {zone}.") if d.get("from_guard") \
        else N_("{name} sorties {card} with {n} thousand troops to {zone}.")
    return [_(text).format(name=name(d["seat"]), card=card_name(d["card"]), n=thousands(d["troops"]),
                           zone=zone_name(d["zone"], name)),
            _("{card} has just sortied: it cannot act again this turn.").format(card=card_name(d["card"]))]


def _guard(d, name: Name) -> list[str]:
    who, card = name(d["seat"]), card_name(d["card"])
    if d.get("back_to_hand"):
        return [_("{name} makes {card} the castle guard; {old} goes back to hand.").format(
            name=who, card=card, old=card_name(d["back_to_hand"]))]
    return [_("{name} makes {card} the castle guard.").format(name=who, card=card)]


def _move(d, name: Name) -> list[str]:
    return [_("{name} moves {card} to {zone}; having moved, this turn it fights at melee -1/+0 and cannot "
              "shoot, besiege or retreat.").format(name=name(d["seat"]), card=card_name(d["unit"]), zone=zone_name(d["target"], name))]


def _transfer(d, name: Name) -> list[str]:
    text = N_("{name} moves all {n} thousand troops of {giver} into {taker}'s unit: the cards now fight as one.") \
        if d.get("merged") else N_("{name} moves {n} thousand troops from {giver} to {taker}.")
    return [_(text).format(name=name(d["seat"]), n=thousands(d["troops"]), giver=card_name(d["giver"]),
                           taker=card_name(d["taker"]))]


def _rolls(d) -> str:
    """"attack roll 4 on value 3 (strength 1), defence roll 2 on value 3 (strength 2)"."""
    dice, values, strength = d["dice"], d["values"], d["strength"]
    return _("attack roll {a_die} on value {a_value} (strength {a}), defence roll {d_die} on value {d_value} "
             "(strength {d})").format(a_die=dice[0], a_value=values[0], a=strength[0], d_die=dice[1],
                                      d_value=values[1], d=strength[1])


def _melee_result(target: str, attacker: str, to_t: int, to_u: int) -> str:
    if to_u:
        return _("Stalemate: {target} and {attacker} each lose 1 thousand troops.").format(
            target=target, attacker=attacker)
    return _("{target} loses {n} thousand troops.").format(target=target, n=thousands(to_t))


def _melee(d, name: Name) -> list[str]:
    unit, target = card_name(d.get("unit")), card_name(d.get("target"))
    to_t, to_u = d["casualties"]
    return [_("{name}'s {card} attacks {target} in melee: {rolls}.").format(
                name=name(d["seat"]), card=unit, target=target, rolls=_rolls(d)),
            _melee_result(target, unit, to_t, to_u)]


def _shot_result(target: str, cas: int) -> str:
    if cas:
        return _("{target} loses {n} thousand troops.").format(target=target, n=thousands(cas))
    return _("The shot misses: {target} loses nothing.").format(target=target)


def _shoot(d, name: Name) -> list[str]:
    target = card_name(d.get("target"))
    return [_("{name}'s {card} shoots at {target}: {rolls}.").format(
                name=name(d["seat"]), card=card_name(d.get("unit")), target=target, rolls=_rolls(d)),
            _shot_result(target, d["casualties"])]


def _siege(d, name: Name) -> list[str]:
    enemy = name(1 - d["seat"])
    unit = card_name(d.get("unit"))
    to_castle, to_u = d["casualties"]
    if d.get("guard") is None:
        first = _("{name}'s {card} storms {enemy}'s empty castle: attack roll {die} on value {value} (strength {a}) "
                  "against a defence of 0.").format(name=name(d["seat"]), card=unit, enemy=enemy, die=d["dice"][0],
                                                   value=d["values"][0], a=d["strength"][0])
    else:
        first = _("{name}'s {card} storms {enemy}'s castle, guarded by {guard}: {rolls}.").format(
            name=name(d["seat"]), card=unit, enemy=enemy, guard=card_name(d["guard"]), rolls=_rolls(d))
    if to_u:
        second = _("Stalemate: {enemy}'s castle and {card} each lose 1 thousand troops.").format(enemy=enemy, card=unit)
    else:
        second = _("{enemy}'s castle loses {n} thousand troops and 1 provision.").format(enemy=enemy, n=thousands(to_castle))
    return [first, second]


# the two success rolls on a castle: (the sentence on a success, on a failure)
CASTLE_ROLLS = {
    "volley": (N_("{name}'s {card} shoots at {enemy}'s castle: roll {die} on value {value}, a hit: the castle loses 1 "
                  "thousand troops."),
               N_("{name}'s {card} shoots at {enemy}'s castle: roll {die} on value {value}, a miss.")),
    "starve": (N_("{name}'s {card} raids {enemy}'s provisions: roll {die} on strategy {value}, a success: 1 provision "
                  "burnt."),
               N_("{name}'s {card} raids {enemy}'s provisions: roll {die} on strategy {value}, a failure.")),
}


def _castle_roll(kind: str):
    def write(d, name: Name) -> list[str]:
        text = CASTLE_ROLLS[kind][0 if d["success"] else 1]
        return [_(text).format(name=name(d["seat"]), card=card_name(d.get("unit")), enemy=name(1 - d["seat"]),
                               die=d["dice"][0], value=d.get("value", "?"))]
    return write


def _guard_melee(d, name: Name) -> list[str]:
    target, guard = card_name(d.get("target")), card_name(d.get("card"))
    to_t, to_castle = d["casualties"]
    lines = [_("{name}'s castle guard {card} attacks {target} at the gate: {rolls}.").format(
        name=name(d["seat"]), card=guard, target=target, rolls=_rolls(d))]
    if to_castle:
        lines.append(_("Stalemate: {target} and {name}'s castle each lose 1 thousand troops.").format(
            target=target, name=name(d["seat"])))
    else:
        lines.append(_("{target} loses {n} thousand troops.").format(target=target, n=thousands(to_t)))
    return lines


def _guard_shoot(d, name: Name) -> list[str]:
    target = card_name(d.get("target"))
    return [_("{name}'s castle guard {card} shoots at {target}: {rolls}.").format(
                name=name(d["seat"]), card=card_name(d.get("card")), target=target, rolls=_rolls(d)),
            _shot_result(target, d["casualties"])]


def _step_back(d, name: Name) -> list[str]:
    return [_("{card} steps back to {zone} and takes 1 thousand fewer casualties (never fewer than 1).").format(
        card=card_name(d.get("unit")), zone=zone_name(d["target"], name))]


def _pursue(d, name: Name) -> list[str]:
    return [_("{card} pursues into {zone}.").format(card=card_name(d.get("unit")), zone=zone_name(d["target"], name))]


def _reinforcements(d, name: Name) -> list[str]:
    return [_("Reinforcements: {name}'s castle takes 1 thousand of {card}'s casualties.").format(
        name=name(d["seat"]), card=card_name(d.get("unit")))]


def _rout(d, name: Name) -> list[str]:
    cards = d["cards"]
    return [_("{name}'s unit of {cards} is routed at {zone}.").format(
                name=name(d["seat"]), cards=cards_list(cards), zone=zone_name(d["zone"], name)),
            _("{name} takes the cards as war results: +{n}.").format(name=name(1 - d["seat"]), n=war_results(cards))]


def _ability(d, name: Name) -> list[str]:
    source = d.get("source", "play")
    card = d["card"]
    how = _(SOURCE_NAMES.get(source, SOURCE_NAMES["play"])).format(card=card_name(card))
    title = ability_name(source, card)
    if title and title != card_name(card):
        return [_("{name} {how}: {ability}.").format(name=name(d["seat"]), how=how, ability=title)]
    return [_("{name} {how}.").format(name=name(d["seat"]), how=how)]


def _check(d, name: Name) -> list[str]:
    stat = _(STAT_NAMES[d["stat"]]) if d.get("stat") in STAT_NAMES else ""
    text = N_("Check on {stat} {value}: roll {die}, a success.") if d["success"] else \
        N_("Check on {stat} {value}: roll {die}, a failure: nothing more happens.")
    return [_(text).format(stat=stat, value=d.get("value", "?"), die=d["dice"][0])]


def _retreat(d, name: Name) -> list[str]:
    cards = d["cards"]
    lines = [_("{name}'s {cards} retreats to the castle: {n} thousand troops rejoin the garrison, the cards go back "
               "to hand.").format(name=name(d["seat"]), cards=cards_list(cards), n=thousands(d["troops"]))]
    generals = pool().generals
    for card in cards:
        skills = generals[card].skills if card in generals else ()
        if LOGISTICS in skills:
            lines.append(_("Logistics: {card} brings 2 provisions.").format(card=card_name(card)))
        if CONSCRIPTION in skills:
            lines.append(_("Conscription: {card} brings 1 thousand more troops.").format(card=card_name(card)))
    return lines


def _turn(d, name: Name) -> list[str]:
    return [_("— {name}'s turn —").format(name=name(d["seat"]))]


def _concede(d, name: Name) -> list[str]:
    return [_("{name} concedes the game.").format(name=name(d["seat"]))]


def _game_over(d, name: Name) -> list[str]:
    winners = list(d.get("winners", ()))
    loser = next((s for s in range(2) if s not in winners), None)
    reason = END_REASONS.get(d.get("reason"))
    out = []
    if reason is not None:
        out.append(_(reason).format(loser=name(loser) if loser is not None else "",
                                    winner=name(winners[0]) if winners else ""))
    if len(winners) == 1:
        out.append(_("Game over: {name} wins.").format(name=name(winners[0])))
    else:
        out.append(_("Game over: a draw."))
    return out


_WRITERS = {
    "setup": _setup, "terrain_roll": _terrain_roll, "hand": _hand, "sortie": _sortie, "guard": _guard, "move": _move, "transfer": _transfer,
    "melee": _melee, "shoot": _shoot, "siege": _siege,
    "volley": _castle_roll("volley"), "starve": _castle_roll("starve"),
    "guard_melee": _guard_melee, "guard_shoot": _guard_shoot, "step_back": _step_back, "pursue": _pursue,
    "reinforcements": _reinforcements, "rout": _rout, "ability": _ability, "check": _check, "retreat": _retreat,
    "turn": _turn, "concede": _concede, "game_over": _game_over,
    # "effect": the ability's line already names it; its card's text says what it does
}
