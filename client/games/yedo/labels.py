"""Yedo's answer buttons in the reader's language: one short phrase per legal action.

A disciple's action names its district first ("Red Light: hire a geisha"), so a player with
two disciples out knows which one acts. Hidden cards only ever reach here from the viewer's
own legal actions (their own hand).
"""
from __future__ import annotations

from client.core.actions import split
from client.i18n import N_, _

from . import board as B
from .board_labels import CASTLE_CAPTIONS
from .board_view import district_name
from .panels import card_name

COLOUR_NAMES = {"green": N_("green missions"), "yellow": N_("yellow missions"), "red": N_("red missions"),
                "black": N_("black missions")}
LOT_ITEMS = {"action": N_("action card"), "bonus": N_("bonus card"), "weapon": N_("weapon"), "annex": N_("annex"),
             "geisha": N_("geisha"), "disciple": N_("disciple"), "mission": N_("mission")}
OPTIONS = {"recruit": N_("recruit a disciple (7 coins)"), "beg1": N_("beg: 1 point for 3 coins"),
           "beg2": N_("beg: 2 points for 5 coins"), "foresee": N_("foresight"), "church": N_("visit the church"),
           "import1": N_("imports: 4 coins for 1 point"), "import3": N_("imports: 9 coins for 3 points"),
           "buy_card": N_("buy an action card (4 coins)"), "blessing": N_("receive a blessing"),
           "events": N_("foresight on the events")}
PLAIN = {"drop": N_("Drop out (+3 coins)"), "stay": N_("Stay in the auction"), "pass": N_("Pass"), "done": N_("Done"),
         "bless": N_("Give back the blessing"), "endure": N_("Keep the blessing and suffer the event"),
         "send": N_("Send the offer"), "withdraw": N_("Withdraw the offer"), "accept": N_("Accept the trade"),
         "decline": N_("Decline the trade")}


def lot_text(item: str) -> str:
    return _(LOT_ITEMS.get(item, item))


KINDS = {"action": N_("an action card"), "bonus": N_("a bonus card"), "geisha": N_("a geisha"), "coin": N_("1 coin")}
MISSION_OF = {"green": N_("a green mission"), "yellow": N_("a yellow mission"), "red": N_("a red mission"),
              "black": N_("a black mission")}


def item_text(obs, item: str) -> str:
    """A trade's item (``coin``, ``geisha``, ``weapon:<kind>``, ``action:<card>``, ``action`` asked
    by kind, ``mission:<colour>``…); a card the reader may not see is named by its kind only."""
    kind, _sep, what = item.partition(":")
    if kind == "mission" and what.lstrip("?") in MISSION_OF:  # asked by colour, or offered blind
        return _(MISSION_OF[what.lstrip("?")])
    if not what or what.startswith("?"):
        return _(KINDS.get(kind, kind))
    return card_name(obs, what)


def detail(obs, action: str) -> str:
    """More about an answer than its button says, shown while the mouse is on it: an annex's
    passive and active powers (a newcomer choosing one cannot know them otherwise)."""
    from client.i18n import current_language

    verb, args = split(action)
    annex = args[0] if verb in ("annex", "place", "use", "recall") and args else \
        args[2] if verb == "do" and args[1:2] == ["build"] else None
    piece = obs.data.annexes.get(annex) if annex else None
    if piece is None:
        return ""
    lang = current_language()
    lines = [card_name(obs, annex)]
    if piece.passive is not None:
        lines.append(_("Always: {text}").format(text=piece.passive(lang)))
    if piece.active is not None:
        lines.append(_("With a disciple on it: {text}").format(text=piece.active(lang)))
    return "\n".join(lines)


def offer_items(obs, items) -> list[str]:
    """One side of an offer, as the reader may see it: its coins summed ("6 coins", not six "1 coin"),
    then each other item (``item_text``)."""
    from . import counts

    coins = sum(str(i).split(":")[0] == "coin" for i in items)
    rest = [item_text(obs, str(i)) for i in items if str(i).split(":")[0] != "coin"]
    return ([counts.coins(coins)] if coins else []) + rest


def _space(obs, space_id: str) -> str:
    """Where a disciple stands: its district, or the seat's own annex."""
    space = B.SPACE.get(space_id)
    return district_name(space.district) if space else card_name(obs, space_id)


def _place(obs, space: B.Space) -> str:
    """A disciple sent to ``space``: its district, and in the Castle which of its spaces (they do
    different things: a hint listing "Castle" three times would not say which)."""
    district = _space(obs, space.id)
    if space.action not in CASTLE_CAPTIONS:
        return _("Place a disciple: {district}").format(district=district)
    what = (_("Turn order {n}").format(n=space.order_slot) if space.action == "order"
            else _(CASTLE_CAPTIONS[space.action]))
    return _("Place a disciple: {district} ({space})").format(district=district, space=what)


#: a disciple on an annex uses its power (``use:<annex>:<what>``), named with what it gives up
ANNEX_USES = {"yashiki": N_("{annex}: swap {thing} for the top mission of its colour"),
              "karesansui": N_("{annex}: foresight on the {thing}"),
              "dojo": N_("{annex}: swap {thing} for the top weapon"),
              "kobudo": N_("{annex}: swap {thing} for the top action card")}
FORESEE_DECKS = {"action": N_("action cards"), "bonus": N_("bonus cards"), "weapon": N_("weapons"),
                 "event": N_("events")}


def _use(obs, annex: str, what: str) -> str:
    thing = _(FORESEE_DECKS.get(what) or COLOUR_NAMES[what]) if annex == "karesansui" else card_name(obs, what)
    return _(ANNEX_USES[annex]).format(annex=card_name(obs, annex), thing=thing)


def _do(obs, args: list[str], name) -> str:
    a = args + ["", "", ""]
    if a[0] == "shogun":
        return _("Castle: visit the Shogun (1 point)")
    if a[0].startswith("bakufu"):
        return _("Castle: Bakufu, the top card of the {deck}").format(deck=_(COLOUR_NAMES.get(a[1], a[1])))
    if a[0].startswith("order"):
        return _("Castle: change the player order (every order space acts, from 1)")
    where = _space(obs, a[0])
    option = a[1]
    if option == "build":
        what = _("build the {annex} (11 coins)").format(annex=card_name(obs, a[2]))
    elif option == "geisha":
        what = _("hire a geisha for 8 coins") if a[2] == "coins" else _("hire a geisha for 2 points")
    elif option == "buy":
        slot = int(a[2])  # the art numbers no slot: the button names the weapon, the slot counts from the left
        weapon = obs.market[slot - 1] if 0 < slot <= len(obs.market) else None
        what = (_("buy the {weapon} in slot {n}").format(weapon=card_name(obs, weapon), n=slot) if weapon
                else _("buy the weapon in slot {n}").format(n=slot))
    elif option == "sell":
        what = _("sell {weapon} for 2 coins").format(weapon=card_name(obs, a[2]))
    elif option == "missions":
        what = _("foresight on the {deck}").format(deck=_(COLOUR_NAMES.get(a[2], a[2])))
    else:
        what = _(OPTIONS[option]) if option in OPTIONS else obs.describe(act_text(args))
    return _("{district}: {what}").format(district=where, what=what)


def act_text(args: list[str]) -> str:
    return ":".join(["do"] + args)


def label(obs, action: str, name) -> str:
    """The button's text for ``action``; ``name(seat)`` names a player."""
    verb, args = split(action)
    a = args + ["", ""]
    if verb in PLAIN:
        return _(PLAIN[verb])
    if verb == "deck":
        return _("Draw from the {deck}").format(deck=_(COLOUR_NAMES.get(a[0], a[0])))
    if verb == "lot":
        group = B.lot_groups(obs.num_players)[int(a[0]) - 1]
        return _("Open lot {n}: {items}").format(n=a[0], items=" / ".join(lot_text(i) for i in group))
    if verb == "bid":
        return _("Bid {n}").format(n=a[0])
    if verb == "take":
        return _("Take the {item}").format(item=lot_text(a[0]))
    if verb == "play":
        return _("Play {card}").format(card=card_name(obs, a[0]))
    if verb == "favour":  # a favour's name says what it gives ("An action card and 3 coins")
        return card_name(obs, a[0])
    if verb == "annex":
        return _("Take {card}").format(card=card_name(obs, a[0]))
    if verb == "keep":
        return _("Keep {card}").format(card=card_name(obs, a[0]))
    if verb == "put":
        return _("Put back {card}").format(card=card_name(obs, a[0]))
    if verb == "pick":
        return _("Hand over {card}").format(card=card_name(obs, a[0]))
    if verb == "discard":
        return _("Give up {card}").format(card=card_name(obs, args[-1]))
    if verb == "place" and a[0] not in B.SPACE:
        return _("Place a disciple on your {annex}").format(annex=card_name(obs, a[0]))
    if verb == "place":
        return _place(obs, B.SPACE[a[0]])
    if verb == "use" and a[0] in ANNEX_USES:
        return _use(obs, a[0], a[1])
    if verb == "order":
        return _("Take place {n} in the player order").format(n=a[0])
    if verb == "mission":
        return _("{district}: complete {mission}").format(district=_space(obs, a[1]), mission=card_name(obs, a[0]))
    if verb == "recall":
        return _("{district}: bring the disciple home").format(district=_space(obs, a[0]))
    if verb == "do":
        return _do(obs, args, name)
    if verb == "propose":
        return _("Propose a trade to {name}").format(name=name(int(a[0])))
    if verb == "give":
        return _("Give {thing}").format(thing=item_text(obs, ":".join(args)))
    if verb == "ask":
        return _("Ask for {thing}").format(thing=item_text(obs, ":".join(args)))
    return obs.describe(action)  # anything new still reads, in the rules' words
