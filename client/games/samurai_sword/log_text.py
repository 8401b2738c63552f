"""Samurai Sword's rules events as readable, translated log sentences.

``event_lines(events, name)`` takes the events of one step as the reader may see
them (``TableLog``: its own draws whole, the others' redacted) and ``name(seat)``.
Card, character, role and camp names come from content.py in the reader's language.
What the data holds is written: the public copy of a draw is a count and of a
Diversion names no card; the seat's own copy (or, after the end, everyone's) names them.
"""
from __future__ import annotations

from typing import Callable, Iterable

from client.i18n import _, current_language, ngettext

from . import content as C


def _zh() -> bool:
    return current_language() == "zh_Hant"


def card_name(card: str) -> str:
    c = C.CARD_BY_ID.get(card)
    if c is None:
        return card
    return c.zh if _zh() else c.en


def character_name(char: str) -> str:
    c = C.CHARACTER_BY_ID.get(char)
    if c is None:
        return char
    return c.zh if _zh() else c.en


def role_name(role: str) -> str:
    names = C.ROLE_NAMES.get(role)
    if names is None:
        return role
    return names[0] if _zh() else names[1]


def team_name(team: str) -> str:
    names = C.TEAM_NAMES.get(team)
    if names is None:
        return team
    return names[0] if _zh() else names[1]


def event_lines(events: Iterable, name: Callable[[int], str]) -> list[str]:
    """Sentences for the public events of one step, in order."""
    out: list[str] = []
    for ev in events:
        out += _lines(ev.kind, ev.data, name)
    return out


def _lines(kind: str, d, name: Callable[[int], str]) -> list[str]:
    if kind == "setup":
        return _setup_lines(d, name)
    if kind == "game_over":
        return _game_over_lines(d, name)
    line = _line(kind, d, name)
    return [line] if line else []


def _setup_lines(d, name) -> list[str]:
    out = [_("{name} is the Shogun and plays first.").format(name=name(d["shogun"]))]
    for seat, (char, honour) in enumerate(zip(d["chars"], d["honour"])):
        res = C.CHARACTER_BY_ID[char].resilience if char in C.CHARACTER_BY_ID else 0
        out.append(_("{name} plays {character} (resilience {hp}) with {honour} honour.").format(
            name=name(seat), character=character_name(char), hp=res, honour=honour))
    return out


def _game_over_lines(d, name) -> list[str]:
    out = []
    if d.get("master", -1) >= 0:
        out.append(_("Game over: {name} is the only one left standing, the Bushido master; their camp wins.")
                   .format(name=name(d["master"])))
    else:
        out.append(_("Game over: a player has no honour left."))
    if d.get("friendly"):
        out.append(_("{camp} took the last honour of one of their own: 3 points off.").format(
            camp=team_name(d["friendly"])))
    parts = []
    for seat, role in enumerate(d.get("roles", ())):
        text = role_name(role)
        stars = d.get("stars", ())
        if role == C.NINJA and seat < len(stars) and stars[seat]:
            text = ngettext("{role} ({n} star)", "{role} ({n} stars)", stars[seat]).format(role=text, n=stars[seat])
        parts.append(_("{name}: {role}").format(name=name(seat), role=text))
    if parts:
        out.append(_("Roles: {roles}.").format(roles=_(", ").join(parts)))
    return out


def _block_line(d, name) -> str:
    who, card, against = name(d["seat"]), card_name(d["card"]), d["against"]
    if against in C.WEAPONS:
        if d["card"] == "parry":
            return _("{name} parries the {weapon}.").format(name=who, weapon=card_name(against))
        return _("{name} blocks the {weapon} with {card} (Hanzo).").format(
            name=who, weapon=card_name(against), card=card)
    return _("{name} discards {card} against the {threat}.").format(name=who, card=card, threat=card_name(against))


def _play_line(d, name) -> str:
    who, card = name(d["seat"]), d["card"]
    target = d.get("target")
    if card == "breathing" and target is not None:
        return _("{name} plays Breathing; {target} will draw a card.").format(name=who, target=name(target))
    if target is not None:
        return _("{name} plays {card} on {target}.").format(name=who, card=card_name(card), target=name(target))
    return _("{name} plays {card}.").format(name=who, card=card_name(card))


def _line(kind: str, d, name: Callable[[int], str]) -> str | None:
    if kind == "turn":
        return _("— {name}'s turn —").format(name=name(d["seat"]))
    if kind == "recover":
        return _("{name} recovers: back to {hp} resilience.").format(name=name(d["seat"]), hp=d["hp"])
    if kind == "bushido_reveal":
        return _("Bushido: {name} turns up {card}.").format(name=name(d["seat"]), card=card_name(d["card"]))
    if kind == "bushido_pass":
        return _("Bushido passes from {name} to {other}.").format(name=name(d["seat"]), other=name(d["to"]))
    if kind == "bushido_discard":
        if d.get("honour", 1):
            return _("{name} discards Bushido.").format(name=name(d["seat"]))
        return _("{name} discards Bushido without losing honour (three players).").format(name=name(d["seat"]))
    if kind == "honour_lost":
        if d.get("reason") == "deck":
            return _("The deck has run out: every player loses 1 honour.")
        names = _(", ").join(name(s) for s in d["seats"])
        return ngettext("{names} loses 1 honour to Bushido.", "{names} lose 1 honour to Bushido.",
                        len(d["seats"])).format(names=names)
    if kind == "reshuffle":
        return ngettext("The discard pile is shuffled into a new deck of {n} card.",
                        "The discard pile is shuffled into a new deck of {n} cards.", d["cards"]).format(n=d["cards"])
    if kind == "draw":
        if "cards" in d:  # the drawing seat's own copy
            return _("{name} draws {cards}.").format(name=name(d["seat"]),
                                                     cards=_(", ").join(card_name(c) for c in d["cards"]))
        n = d.get("count", 0)
        return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", n).format(name=name(d["seat"]), n=n)
    if kind == "take_discard":
        return _("{name} takes {card} from the discard pile.").format(name=name(d["seat"]), card=card_name(d["card"]))
    if kind == "discard":
        return _("{name} discards {card}.").format(name=name(d["seat"]), card=card_name(d["card"]))
    if kind == "attack":
        return _("{name} attacks {target} with {card} (difficulty {difficulty}, damage {damage}).").format(
            name=name(d["seat"]), target=name(d["target"]), card=card_name(d["card"]),
            difficulty=d["difficulty"], damage=d["damage"])
    if kind == "block":
        return _block_line(d, name)
    if kind == "damage":
        n = d["amount"]
        return ngettext("{name} loses {n} resilience point ({hp} left).",
                        "{name} loses {n} resilience points ({hp} left).", n).format(
            name=name(d["seat"]), n=n, hp=d["hp"])
    if kind == "knockout":
        return _("{name} is knocked out and hands 1 honour to {by}.").format(name=name(d["seat"]), by=name(d["by"]))
    if kind == "property":
        if d["target"] != d["seat"]:
            return _("{name} puts {card} in front of {target}.").format(
                name=name(d["seat"]), card=card_name(d["card"]), target=name(d["target"]))
        return _("{name} puts {card} in front of themselves.").format(name=name(d["seat"]), card=card_name(d["card"]))
    if kind == "play":
        return _play_line(d, name)
    if kind == "heal":
        return _("{name} breathes: back to {hp} resilience.").format(name=name(d["seat"]), hp=d["hp"])
    if kind == "steal" and d.get("card"):  # the copy of the two players it stays between
        return _("{name} takes {card} from {target}'s hand.").format(name=name(d["seat"]), target=name(d["target"]),
                                                                    card=card_name(d["card"]))
    if kind == "steal":
        return _("{name} takes a card from {target}'s hand.").format(name=name(d["seat"]), target=name(d["target"]))
    if kind == "lose_card":
        if d.get("source") == "property":
            return _("{name} loses {card} from the table.").format(name=name(d["seat"]), card=card_name(d["card"]))
        return _("{name} discards {card} from hand.").format(name=name(d["seat"]), card=card_name(d["card"]))
    if kind == "nobunaga":
        return _("{name} (Nobunaga) gives up 1 resilience for a card ({hp} left).").format(
            name=name(d["seat"]), hp=d["hp"])
    return None
