"""Shogun's rules events as readable, translated log sentences; and the names
of cards, regions and seasons as msgids (translated when drawn).

The log is shared, and each seat reads it with its own secrets (``TableLog``): a plan's card
is written only from the planner's own copy of its event (or, after the end, everyone's); the
public copy names no card, and a card taken back writes nothing. "<name> has planned." once a
seat confirms.
"""
from __future__ import annotations

from typing import Callable, Iterable

from client.i18n import N_, _, current_language, ngettext, sentences

from . import content as C
from .layout import board_info

ACTION_NAMES = {
    "bid": N_("Bid"),
    "castle": N_("Build castle"),
    "temple": N_("Build temple"),
    "theatre": N_("Build theatre"),
    "rice": N_("Collect rice"),
    "tax": N_("Collect tax"),
    "recruit5": N_("Recruit 5 armies"),
    "recruit3": N_("Recruit 3 armies"),
    "recruit1": N_("Recruit 1 army and move"),
    "warA": N_("War and move A"),
    "warB": N_("War and move B"),
}
ACTION_SHORT = {
    "bid": N_("Bid"),
    "castle": N_("Castle"),
    "temple": N_("Temple"),
    "theatre": N_("Theatre"),
    "rice": N_("Rice"),
    "tax": N_("Tax"),
    "recruit5": N_("Recruit 5"),
    "recruit3": N_("Recruit 3"),
    "recruit1": N_("Recruit 1+move"),
    "warA": N_("War A"),
    "warB": N_("War B"),
}
SPECIAL_NAMES = {
    "tax": N_("Tax +1"),
    "rice": N_("Rice +1"),
    "recruit": N_("Recruit 6"),
    "attack": N_("Attack +1"),
    "defence": N_("Defence +1"),
}
SPECIAL_TEXT = {
    "tax": N_("Collect tax: one more chest"),
    "rice": N_("Collect rice: one more rice"),
    "recruit": N_("Recruit 5 armies: one more army"),
    "attack": N_("Attacking: one more army from supply into the tower"),
    "defence": N_("Defending: one more army from supply into the tower"),
}
EVENT_NAMES = {
    C.CASTLE_DEFENCE: N_("Castles defend +1"),
    C.TEMPLE_PEACE: N_("Temples are safe"),
    C.THEATRE_CALM: N_("Theatres calm revolts"),
    C.RICE_MAX3: N_("Rice at most 3"),
    C.RICE_MIN4: N_("Rice at least 4"),
    C.TAX_MAX5: N_("Tax at most 5"),
    C.TAX_MIN6: N_("Tax at least 6"),
    C.PEASANTS2: N_("Two peasants defend"),
    C.RECRUIT_LESS: N_("Fewer recruits"),
}
REGION_NAMES = {"green": N_("Green"), "red": N_("Red"), "purple": N_("Purple"), "yellow": N_("Yellow"),
                "brown": N_("Brown")}
SEASON_NAMES = {"spring": N_("Spring"), "summer": N_("Summer"), "autumn": N_("Autumn"), "winter": N_("Winter")}
BUILDING_NAMES = {"castle": N_("castle"), "temple": N_("temple"), "theatre": N_("theatre")}
SKIP_REASONS = {
    "chests": N_("not enough chests"),
    "already_built": N_("it is already built there"),
    "no_free_square": N_("no free building square"),
    "no_markers_left": N_("none are left"),
    "no_armies_to_move": N_("fewer than two armies there"),
    "no_target": N_("no province to go to"),
    "supply": N_("no armies left in supply"),
}


def event_name(event_id: str) -> str:
    return _(EVENT_NAMES[C.EVENT_BY_ID[event_id].effect])


def province(name: str, face: str = "sun") -> str:
    """A province as the reader's language writes it: kanji in Chinese, romaji in English."""
    if current_language() == "zh_Hant":
        info = board_info(face, 4)
        i = info.index.get(name)
        if i is not None:
            return info.kanji[i]
    return name


def listing(items) -> str:
    """Names in a row, with the reader's list comma (、 in Chinese)."""
    return _(", ").join(items)


def chests(n: int) -> str:
    """A number of chests: "1 chest", "3 chests"."""
    return _("1 chest") if n == 1 else _("{n} chests").format(n=n)


def card_text(card: str | None, face: str) -> str:
    if card is None:
        return _("nothing")
    if card == "chest:0":  # the card with no chests: "plans an empty chest", never "plans 0 chests"
        return _("an empty chest")
    if card.startswith("chest:"):
        return chests(int(card.split(":")[1]))
    return province(card, face)


def event_lines(events: Iterable, seat_name: Callable[[int], str], face: str) -> list[str]:
    """Sentences for the public events of one step, in order."""
    out: list[str] = []
    for ev in events:
        line = _line(ev.kind, ev.data, seat_name, face)
        if line:
            out.append(line)
    return out


def _line(kind: str, d, name: Callable[[int], str], face: str) -> str | None:
    P = lambda p: province(p, face)  # noqa: E731
    if kind == "draft_open":
        return _("Open province cards: {cards}.").format(cards=listing(P(p) for p in d["faceup"]))
    if kind == "draft_take":
        return _("{name} takes the open card {prov}.").format(name=name(d["seat"]), prov=P(d["province"]))
    if kind == "draft_blind":
        return _("{name} draws {prov} from the deck.").format(name=name(d["seat"]), prov=P(d["province"]))
    if kind == "draft_place":
        return ngettext("{name} places {n} army in {prov}.", "{name} places {n} armies in {prov}.", d["armies"]).format(name=name(d["seat"]), n=d["armies"],
                                                               prov=P(d["province"]))
    if kind == "draft_refresh":
        return _("No open card was taken for a round: new open cards {cards}.").format(
            cards=listing(P(p) for p in d["faceup"]))
    if kind == "assigned":
        return _("{name} starts in {provs}.").format(name=name(d["seat"]),
                                                     provs=listing(P(p) for p in d["provinces"]))
    if kind == "tower_preload":
        return _("The tower is loaded: {n} cubes stay inside.").format(
            n=sum(d["thrown"]) - sum(d["came_out"]))
    if kind == "season":
        return _("Year {year}, {season}: the first five actions are {actions}.").format(
            year=d["year"], season=_(SEASON_NAMES[d["season"]]),
            actions=listing(_(ACTION_SHORT[a]) for a in d["actions"]))
    if kind == "planned":
        return _("{name} has planned.").format(name=name(d["seat"]))
    if kind == "plan" and "card" in d:  # only the planner's own copy (or, after the end, everyone's) names it
        # the space as the planning board heads it ("War A"), not the action's description
        return _("{name} plans {card} on the {action} space.").format(
            name=name(d["seat"]), card=card_text(d["card"], face), action=_(ACTION_SHORT[d["slot"]]))
    # (a card taken back is no line: the log filled with take-backs; the planning board shows the plan)
    if kind == "event":
        return _("This season's event: {event}.").format(event=event_name(d["event"]))
    if kind == "bids":
        parts = []
        for b in d["bids"]:
            card = b["card"]
            if card is None:
                what = _("no bid")
            elif card.startswith("chest:"):
                what = chests(b["paid"]) if b["paid"] else _("no chests")  # an empty chest, or one not paid
            else:
                what = _("a province card")
            parts.append(_("{name}: {bid}").format(name=name(b["seat"]), bid=what))
        return _("Bids: {bids}.").format(bids=_("; ").join(parts))
    if kind == "order_taken":
        return _("{name} takes position {k} with {special}.").format(
            name=name(d["seat"]), k=d["position"], special=_(SPECIAL_NAMES[d["special"]]))
    if kind == "action_revealed":
        return _("Action card {k} is turned up: {action}.").format(k=d["position"],
                                                                   action=_(ACTION_NAMES[d["action"]]))
    if kind == "built":
        text = _("{name} builds a {building} in {prov}.").format(
            name=name(d["seat"]), building=_(BUILDING_NAMES[d["building"]]), prov=P(d["province"]))
        if d.get("marker_removed"):
            text = sentences(text, _("A revolt marker is removed."))
        return text
    if kind == "collected":
        fmt = _("{name} collects {n} rice in {prov}.") if d["action"] == "rice" else \
            _("{name} collects {n} chests in {prov}.")
        text = fmt.format(name=name(d["seat"]), n=d["amount"], prov=P(d["province"]))
        if d.get("marker_placed"):
            text = sentences(text, _("A revolt marker is placed."))
        return text
    if kind == "recruited":
        return ngettext("{name} recruits {n} army in {prov}.", "{name} recruits {n} armies in {prov}.",
                        d["armies"]).format(name=name(d["seat"]), n=d["armies"],
                                                                 prov=P(d["province"]))
    if kind == "moved":
        return ngettext("{name} moves {n} army from {a} to {b}.", "{name} moves {n} armies from {a} to {b}.",
                        d["armies"]).format(name=name(d["seat"]), n=d["armies"],
                                                                    a=P(d["from"]), b=P(d["to"]))
    if kind == "action_skipped":
        return _("{name} cannot {action} in {prov}: {why}.").format(
            name=name(d["seat"]), action=_(ACTION_NAMES[d["action"]]), prov=P(d["province"]),
            why=_(SKIP_REASONS.get(d["why"], d["why"])))
    if kind == "move_declined":
        return _("{name} does not move.").format(name=name(d["seat"]))
    if kind == "battle":
        return battle_line(d, name, face)
    if kind == "winter":
        return _("Winter of year {year}: everyone loses {n} rice.").format(year=d["year"], n=d["rice_loss"])
    if kind == "revolt_drawn":
        return _("{name} is short of rice by {k}: revolt in {provs}.").format(
            name=name(d["seat"]), k=d["shortage"], provs=listing(P(p) for p in d["provinces"]))
    if kind == "scored":
        parts = listing(_("{name} +{n}").format(name=name(s), n=g) for s, g in enumerate(d["gained"]))
        return _("Scoring of year {year}: {parts}.").format(year=d["year"], parts=parts)
    if kind == "new_year":
        return _("Year {year} begins.").format(year=d["year"])
    if kind == "game_over":
        return _("Game over. Winner: {names}.").format(names=listing(name(s) for s in d["winners"]))
    return None


def battle_result(d) -> str:
    result = d["result"]
    if result == "won":
        return ngettext("conquered, {n} army stays", "conquered, {n} armies stay", d["kept"]).format(n=d["kept"])
    if result == "held":
        return ngettext("held, {n} army stays", "held, {n} armies stay", d["kept"]).format(n=d["kept"])
    if result == "lost":
        return _("repelled")
    if result == "tie":
        return _("a tie: the province turns neutral")
    return _("the province turns neutral")


def _armies(n: int) -> str:
    return ngettext("{n} army", "{n} armies", n).format(n=n)


def _peasants(n: int) -> str:
    return ngettext("{n} peasant", "{n} peasants", n).format(n=n)


def battle_line(d, name: Callable[[int], str], face: str) -> str:
    """One battle: who fought where, the cubes that came out of the tower, the outcome."""
    prov = province(d["province"], face)
    result = battle_result(d)
    if d["type"] == "expansion":
        return _("{name} attacks {prov} with {armies}: {a} against {peasants}, {result}.").format(
            name=name(d["attacker"]), prov=prov, armies=_armies(d["armies"]), a=d["attack"],
            peasants=_peasants(d["defence"]), result=result)
    if d["type"] == "invasion":
        return _("{name} invades {prov} of {other} with {armies}: {a} against {d}, {result}.").format(
            name=name(d["attacker"]), prov=prov, other=name(d["defender"]), armies=_armies(d["armies"]),
            a=d["attack"], d=d["defence"], result=result)
    return _("Revolt in {prov} of {name}: {peasants} against {armies}, {result}.").format(
        prov=prov, name=name(d["defender"]), peasants=_peasants(d["attack"]), armies=_armies(d["defence"]),
        result=result)
