"""Yedo's rules events as log sentences in the reader's language (pure: no pygame).

``log_lines(events, seat, action, name)`` takes one step's events as the reader may see
them (``TableLog``: its own whole, the others' redacted) and ``name(seat)``. Card, mission,
event and piece names come from the content data (``name.en`` / ``name.zh``). What the data
holds is written: in the public copies (Y-6) a card drawn, kept, handed over, sold or given up
is told by its kind only, missions by their colour (a completed one too: it is laid face down),
and foresight says how many cards were looked at, never which; the seat's own copy (or, after
the end, everyone's) names them. A card is named to all once every player sees it: played,
drawn as the round's event, or scored at the end.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from client.i18n import N_, _, current_language, ngettext

from . import board as B
from . import counts
from .content import content

Name = Callable[[int], str]

COLOUR_NAMES = {"green": N_("green"), "yellow": N_("yellow"), "red": N_("red"), "black": N_("black")}
LOT_NAMES = {"action": N_("an action card"), "bonus": N_("a bonus card"), "weapon": N_("a weapon"),
             "annex": N_("an annex"), "geisha": N_("a geisha"), "disciple": N_("a disciple"),
             "mission": N_("a mission")}
# the kinds of hidden things, as the log names them (a pool, a zone or a traded item's kind)
HIDDEN_NAMES = {"action": N_("an action card"), "actions": N_("an action card"), "bonus": N_("a bonus card"),
                "event": N_("an event"), "weapon": N_("a weapon"), "mission": N_("a mission")}
POOL_NAMES = {"action": N_("the action deck"), "bonus": N_("the bonus deck"), "event": N_("the event deck"),
              "weapon": N_("the weapon deck"), "mission": N_("a mission deck")}
OPTION_LINES = {
    "recruit": N_("{name} recruits a disciple for 7 coins."),
    "beg1": N_("{name} begs at the Gate: 1 point for 3 coins."),
    "beg2": N_("{name} begs at the Gate: 2 points for 5 coins."),
    "foresee": N_("{name} uses foresight in the {district}."),
    "church": N_("{name} visits the church."),
    "import1": N_("{name} buys imports: 4 coins for 1 point."),
    "import3": N_("{name} buys imports: 9 coins for 3 points."),
    "buy_card": N_("{name} buys an action card for 4 coins."),
    "blessing": N_("{name} receives a blessing at the Temple."),
    "events": N_("{name} uses foresight on the events."),
}
END_REASONS = {"rounds": N_("The eleventh round is over."),
               "assassination": N_("The Shogun has been assassinated: the game ends after this round.")}


def _zh() -> bool:
    return current_language() == "zh_Hant"


def _text(thing) -> str:
    return thing.name.zh if _zh() else thing.name.en


def card_name(card: str | None) -> str:
    """The name of any card or piece in the content data (a mission, action or bonus card, event,
    favour, weapon or annex); the id itself when unknown."""
    d = content()
    if card == d.blackmail.id:
        return _text(d.blackmail)
    for table in (d.missions, d.actions, d.bonus, d.events, d.favours, d.weapons, d.annexes):
        if card in table:
            return _text(table[card])
    return card or "?"


def district_name(district: str) -> str:
    en, zh = B.DISTRICT_NAMES.get(district, (district, district))
    return zh if _zh() else en


def space_district(space: str) -> str:
    """A space's district; a seat's own annex (a disciple stands there too) by its name."""
    s = B.SPACE.get(space)
    return district_name(s.district) if s is not None else card_name(space)


def listing(items: Sequence[str]) -> str:
    return ("、" if _zh() else ", ").join(items) if items else _("nothing at all")


def trade_items(items: Iterable[str]) -> str:
    """Public items of a trade: coins counted, weapons named, hidden cards by kind (and colour)."""
    items = list(items)
    out = []
    coins = sum(i.split(":")[0] == "coin" for i in items)
    if coins:
        out.append(_("1 coin") if coins == 1 else _("{n} coins").format(n=coins))
    for item in items:
        kind, _sep, what = item.partition(":")
        if kind == "coin":
            continue
        if kind == "geisha":
            out.append(_("a geisha"))
        elif kind == "weapon" and what and what != "?":
            out.append(card_name(what))
        elif kind == "mission":
            colour = what.lstrip("?")
            out.append(_("a {colour} mission").format(colour=_(COLOUR_NAMES[colour])) if colour in COLOUR_NAMES
                       else _("a mission"))
        else:
            out.append(_(HIDDEN_NAMES.get(kind, kind)))
    return listing(out)


def log_lines(events: Iterable, seat: int | None, action: str, name: Name, text: str | None = None) -> list[str]:
    """The shared log's lines for one step: its public events (the action itself leaves events)."""
    return event_lines(events, name)


def event_lines(events: Iterable, name: Name) -> list[str]:
    events = list(events)
    # an event card's own text already says which district it closes
    drawn = any(ev.kind == "event" for ev in events)
    out: list[str] = []
    for ev in events:
        if drawn and ev.kind == "closed":
            continue
        writer = _WRITERS.get(ev.kind)
        if writer is not None:
            out += writer(ev.data, name)
    return out


def _signed(d, name: Name, gain: tuple[str, str], loss: tuple[str, str]) -> list[str]:
    """``gain`` / ``loss``: the sentences for one and for several."""
    n = d.get("change", 0)
    one, many = gain if n >= 0 else loss
    return [_(one if abs(n) == 1 else many).format(name=name(d["seat"]), n=abs(n))]


def _simple(text: str, **keys):
    """A writer of one sentence naming the seat and the event's fields given in ``keys``."""
    def write(d, name: Name) -> list[str]:
        return [_(text).format(name=name(d["seat"]) if "seat" in d else "",
                               **{k: f(d[field]) for k, (field, f) in keys.items()})]
    return write


def _setup(d, name: Name) -> list[str]:
    order = listing([name(s) for s in d.get("order", ())])
    mode = _("Geisha mode") if d.get("mode") == "geisha" else _("Samurai mode")
    patrol = _("clockwise") if d.get("patrol") == "red" else _("counter-clockwise")
    return [_("{mode}. Player order: {order}.").format(mode=mode, order=order),
            _("The patrol starts at the Gate and walks {way}.").format(way=patrol)]


def _gain_card(d, name: Name) -> list[str]:
    if d.get("card"):  # the seat's own copy
        return [_("{name} takes {what}.").format(name=name(d["seat"]), what=card_name(d["card"]))]
    # the public copy carries the pool (and a mission's colour) only
    if d.get("pool") == "mission" and d.get("colour"):
        return [_("{name} takes a {colour} mission.").format(name=name(d["seat"]),
                                                            colour=_(COLOUR_NAMES.get(d["colour"], "")))]
    return [_("{name} takes {what}.").format(name=name(d["seat"]), what=_(HIDDEN_NAMES.get(d.get("pool"), "?")))]


def _look(d, name: Name) -> list[str]:
    pool = _(POOL_NAMES.get(str(d.get("pool", "")).split(":")[0], "?"))
    if d.get("cards"):  # the looking seat's own copy
        return [_("{name} looks at the top {n} cards of {pool}: {cards}.").format(
            name=name(d["seat"]), n=len(d["cards"]), pool=pool, cards=listing([card_name(c) for c in d["cards"]]))]
    return [_("{name} looks at the top {n} cards of {pool}.").format(name=name(d["seat"]), n=d.get("count", 0),
                                                                     pool=pool)]


def _discard_card(d, name: Name) -> list[str]:
    what = card_name(d["card"]) if d.get("card") else _("an action card") if d.get("zone") == "actions" \
        else _("a bonus card")
    return [_("{name} puts {what} back under its deck.").format(name=name(d["seat"]), what=what)]


def _lot_item(d, name: Name) -> list[str]:
    return [_("{name} takes {what} from the lot.").format(name=name(d["seat"]),
                                                          what=_(LOT_NAMES.get(d["item"], d["item"])))]


def _event(d, name: Name) -> list[str]:
    card = content().events.get(d["event"])
    text = (card.text.zh if _zh() else card.text.en) if card is not None else ""
    return [_("Event: {card}. {text}").format(card=card_name(d["event"]), text=text).strip()]


def _place(d, name: Name) -> list[str]:
    space = B.SPACE.get(d["space"])
    if space is None:  # on the seat's own annex
        return [_("{name} places a disciple on their {annex}.").format(name=name(d["seat"]), annex=card_name(d["space"]))]
    if space.order_slot:
        return [_("{name} places a disciple on order space {n} in the Castle.").format(
            name=name(d["seat"]), n=space.order_slot)]
    return [_("{name} places a disciple in the {district}.").format(name=name(d["seat"]),
                                                                    district=space_district(d["space"]))]


def _patrol(d, name: Name) -> list[str]:
    text = N_("The patrol moves 1 step to the {district}.") if d.get("steps") == 1 else \
        N_("The patrol moves {n} steps to the {district}.")
    return [_(text).format(n=d.get("steps", 0), district=district_name(d["district"]))]


def _arrest(d, name: Name) -> list[str]:
    text = N_("The patrol arrests {name}'s disciple in the {district}: it goes to the reserve.") \
        if d.get("to") == "reserve" else N_("The patrol arrests {name}'s disciple in the {district}: it goes home.")
    return [_(text).format(name=name(d["seat"]), district=space_district(d["space"]))]


def _offer(d, name: Name) -> list[str]:
    return [_(_one_sided(d, N_("{name} offers {partner} {give} for {ask}."), N_("{name} offers {partner} {give} as a gift."),
                         N_("{name} asks {partner} for {ask}, giving nothing."))).format(
        name=name(d["seat"]), partner=name(d["partner"]), give=trade_items(d.get("give", ())),
        ask=trade_items(d.get("ask", ())))]


def _trade(d, name: Name) -> list[str]:
    return [_(_one_sided(d, N_("Trade done: {name} gives {partner} {give} for {ask}."),
                         N_("Trade done: {name} gives {partner} {give} as a gift."),
                         N_("Trade done: {name} gets {ask} from {partner}, giving nothing."))).format(
        name=name(d["seat"]), partner=name(d["partner"]), give=trade_items(d.get("give", ())),
        ask=trade_items(d.get("ask", ())))]


def _one_sided(d, both: str, gift: str, request: str) -> str:
    """A trade's wording: an exchange, or (when one side is empty) a gift or a request ("for
    nothing at all" read badly, 「換什麼也沒有」 worse)."""
    if d.get("give") and not d.get("ask"):
        return gift
    if d.get("ask") and not d.get("give"):
        return request
    return both


def _mission(d, name: Name) -> list[str]:
    """A completed mission by its colour only (it is laid face down; the points follow as their own
    line); an unredacted event (the completing seat's own) names it."""
    m = content().missions.get(d.get("mission"))
    colour = _(COLOUR_NAMES[d["colour"] if "colour" in d else m.colour])
    if m is None:
        return [_("{name} completes a {colour} mission and lays it face down.").format(
            name=name(d["seat"]), colour=colour)]
    text = N_("{name} completes the {colour} mission {card}, with its extra requirement.") if d.get("extra") \
        else N_("{name} completes the {colour} mission {card}.")
    return [_(text).format(name=name(d["seat"]), colour=colour, card=card_name(d["mission"]))]


def _district_action(d, name: Name) -> list[str]:
    who, option = name(d["seat"]), str(d.get("option", ""))
    space = B.SPACE.get(d["space"])
    verb, _sep, arg = option.partition(":")
    if space is not None and space.action == B.SHOGUN:
        return [_("{name} visits the Shogun: 1 point.").format(name=who)]
    if space is not None and space.action == B.ORDER:
        return [_("{name} calls the order spaces: from space 1, each occupant moves in the player order.").format(
            name=who)]
    if space is not None and space.action == B.BAKUFU:
        return [_("{name} visits the Bakufu for a {colour} mission.").format(
            name=who, colour=_(COLOUR_NAMES.get(verb, "")))]
    if verb == "build":
        return [_("{name} builds the {annex} for 11 coins.").format(name=who, annex=card_name(arg))]
    if verb == "geisha":
        text = N_("{name} hires a geisha for 8 coins.") if arg == "coins" else N_("{name} hires a geisha for 2 points.")
        return [_(text).format(name=who)]
    if verb == "buy":
        return [_("{name} buys a weapon from market slot {n}.").format(name=who, n=arg)]
    if verb == "missions":
        return [_("{name} uses foresight on the {colour} missions.").format(
            name=who, colour=_(COLOUR_NAMES.get(arg, "")))]
    if verb in OPTION_LINES:
        district = district_name(space.district) if space is not None else ""
        return [_(OPTION_LINES[verb]).format(name=who, district=district)]
    return []


def _play(d, name: Name) -> list[str]:
    if d.get("answers", -1) >= 0:
        return [_("{name} answers with {card}.").format(name=name(d["seat"]), card=card_name(d["card"]))]
    return [_("{name} plays {card}.").format(name=name(d["seat"]), card=card_name(d["card"]))]


def _round(d, name: Name) -> list[str]:
    return [_("— Round {n} —").format(n=d["round"])]


def _game_over(d, name: Name) -> list[str]:
    out = []
    reason = END_REASONS.get(d.get("reason"))
    if reason is not None:
        out.append(_(reason))
    for seat, f in enumerate(d.get("final", ())):
        bonus = [_("{card} {n}").format(card=card_name(b), n=f"{v:+d}") for b, v in f.get("bonus", {}).items()]
        if f.get("blackmail"):
            bonus.append(_("unused {card} +{n}").format(card=card_name(content().blackmail.id), n=f["blackmail"]))
        if bonus:
            out.append(_("{name}: {points}, {bonus}: {total} in all.").format(
                name=name(seat), points=counts.points(f.get("points", 0)), bonus=listing(bonus),
                total=f.get("total", 0)))
        else:
            total = f.get("total", 0)
            out.append(ngettext("{name}: {total} point in all.", "{name}: {total} points in all.", total).format(
                name=name(seat), total=total))
    totals = [f.get("total", 0) for f in d.get("final", ())]
    tied = [s for s, t in enumerate(totals) if t == max(totals)] if totals else []
    if len(tied) > 1:  # Y-7: the earliest in the player order wins the tie
        out.append(ngettext("{names} tie on {n} point: the one earliest in the player order wins.",
                            "{names} tie on {n} points: the one earliest in the player order wins.",
                            max(totals)).format(names=listing([name(s) for s in tied]), n=max(totals)))
    for seat in d.get("winners", ())[:1]:
        out.append(_("Game over: {name} wins.").format(name=name(seat)))
    return out


_WRITERS = {
    "setup": _setup,
    "favour": _simple(N_("{name} chooses a favour: {card}."), card=("favour", card_name)),
    "round": _round,
    "drop_out": _simple(N_("{name} drops out of the auction and takes {n} coins."), n=("coins", str)),
    "auction_pass": _simple(N_("{name} opens no lot and leaves the auction.")),
    "lot_opened": _simple(N_("{name} opens lot {lot} at {n} coins."), lot=("lot", str), n=("bid", str)),
    "bid": _simple(N_("{name} bids {n} coins."), n=("bid", str)),
    "bid_pass": _simple(N_("{name} passes.")),
    "lot_won": _simple(N_("{name} wins lot {lot} for {n} coins."), lot=("lot", str), n=("price", str)),
    "lot_item": _lot_item,
    "annex": _simple(N_("{name} takes the {annex}."), annex=("annex", card_name)),
    "event": _event,
    "market": lambda d, name: [_("New weapons come to the market.")],
    "weapons_reshuffled": lambda d, name: [_("The weapon discard is shuffled into a new deck.")],
    "blessing_spent": _simple(N_("{name} gives back a blessing and loses nothing to the event.")),
    "place": _place, "patrol": _patrol, "arrest": _arrest,
    "gain_weapon": _simple(N_("{name} takes the weapon {card}."), card=("weapon", card_name)),
    "gain_card": _gain_card,
    "discard_weapon": _simple(N_("{name} discards the weapon {card}."), card=("weapon", card_name)),
    "return_mission": _simple(N_("{name} puts a {colour} mission back under its deck."),
                              colour=("colour", lambda c: _(COLOUR_NAMES.get(c, "")))),
    "discard_card": _discard_card,
    "look": _look,
    "put_back": _simple(N_("{name} puts the cards back on top of {pool} in an order of their choosing."),
                        pool=("pool", lambda p: _(POOL_NAMES.get(str(p).split(":")[0], "?")))),
    "coins": lambda d, name: _signed(d, name, (N_("{name} gains 1 coin."), N_("{name} gains {n} coins.")),
                                     (N_("{name} pays 1 coin."), N_("{name} pays {n} coins."))),
    "points": lambda d, name: _signed(d, name, (N_("{name} scores 1 point."), N_("{name} scores {n} points.")),
                                      (N_("{name} loses 1 point."), N_("{name} loses {n} points."))),
    "geisha": lambda d, name: _signed(d, name, (N_("{name} gains a geisha."), N_("{name} gains {n} geisha.")),
                                      (N_("{name} loses a geisha."), N_("{name} loses {n} geisha."))),
    "blessing": lambda d, name: _signed(d, name, (N_("{name} gains a blessing."),) * 2,
                                        (N_("{name} loses a blessing."),) * 2),
    "disciple": lambda d, name: _signed(d, name, (N_("{name} gains a disciple."),) * 2,
                                        (N_("{name} loses a disciple."),) * 2),
    "closed": lambda d, name: [_("The {district} is closed this round.").format(district=district_name(d["district"]))],
    "sheltered": _simple(N_("{name} is sheltered from the patrol this round.")),
    "countered": _simple(N_("{name} cancels the card: it has no effect.")),
    "enter_closed": _simple(N_("{name} may enter closed districts this round.")),
    "assassinated": _simple(N_("{name} has the Shogun assassinated: the game ends after this round.")),
    "play": _play,
    "no_effect": _simple(N_("{name}'s {card} is cancelled."), card=("card", card_name)),
    "reorder": lambda d, name: [_("New player order: {order}.").format(order=listing([name(s) for s in d["order"]]))],
    "mission": _mission,
    "recall": _simple(N_("{name} brings a disciple home from the {district}."), district=("space", space_district)),
    "district_action": _district_action,
    "sold": _simple(N_("{name} gets 2 coins for {what}."),
                    what=("zone", lambda z: _("an action card") if z == "actions" else _("a bonus card"))),
    "annex_action": _simple(N_("{name} uses the {annex}."), annex=("annex", card_name)),
    "propose": lambda d, name: [_("{name} proposes a trade to {partner}.").format(name=name(d["seat"]),
                                                                                 partner=name(d["partner"]))],
    "offer": _offer,
    "withdraw": _simple(N_("{name} withdraws the offer.")),
    "declined": _simple(N_("{name} declines the trade.")),
    "trade": _trade,
    "game_over": _game_over,
}
