"""3KingdomsBattle's rules events as log sentences in the reader's language; and the names of
plots, troop states and cities as msgids (translated when drawn).

``event_lines(events, name, actor)`` takes one step's public events (``events_for(events,
None)``), ``name(seat)`` and the seat that took the step. Everything in the events is
public: the only secret of the game is the order of the tile stack, and a drawn tile is
shown to all. A city is named by its size and its name (``place_names``: written on the board at
the city): "the large city of Xuchang", 「大城池許昌」; a laid tile by the cities it grew or founded.
Only a city the board given does not hold yet (a review's earlier board) falls back on its key's
square, the rules' (x, y) with the start tile at (0, 0), x to the right and y downwards.
"""
from __future__ import annotations

import math
from typing import Callable, Iterable, Sequence

from client.i18n import N_, _, ngettext, sentences

from client.core.errors import IllegalAction

from . import place_names
from .tiles import load_tiles
from .vocabulary import BEAUTY, DRIVE_TIGER, LURE_TIGER, SECRET_PATH

Name = Callable[[int], str]


def _part_phrase(kind: str, n: int) -> str:
    """``n`` city parts of one shape, as a tile shows them (one reads "a …", in Chinese 「一座…」)."""
    if kind == "town":
        text = _("a walled town") if n == 1 else _("{n} walled towns")
    elif kind == "cap":
        text = _("a city at one edge") if n == 1 else _("{n} cities at separate edges")
    elif kind == "corner":
        text = _("a corner city") if n == 1 else _("{n} corner cities")
    elif kind == "band":
        text = _("a city across the tile") if n == 1 else _("{n} cities across the tile")
    elif kind == "three":
        text = _("a city on three edges") if n == 1 else _("{n} cities on three edges")
    else:
        text = _("a city over the whole tile") if n == 1 else _("{n} cities over the whole tile")
    return text.format(n=n)


PART_ORDER = ("whole", "three", "band", "corner", "cap", "town")


def _tile(type_id: int) -> str:
    return tile_words(load_tiles().type(type_id))


def _part_shape(edges: frozenset[int]) -> str:
    if len(edges) == 2:
        return "band" if (min(edges) - max(edges)) % 2 == 0 else "corner"
    return ("town", "cap", "", "three", "whole")[len(edges)]


def tile_words(tile_type) -> str:
    """What a tile shows, in the reader's language: "a city at one edge, with 2 barricades"
    (the log names a drawn tile so, never by its type number)."""
    face = tile_type.face
    shapes = [_part_shape(city.edges) for city in face.cities]
    parts = [_part_phrase(kind, shapes.count(kind)) for kind in PART_ORDER if kind in shapes]
    cities = parts[0] if len(parts) == 1 else _("{a} and {b}").format(a=", ".join(parts[:-1]), b=parts[-1])
    roads = sum(len(b.edges) if len(b.edges) > 2 else 1 for b in face.barricades)  # arms meeting at a post count apart
    if not roads:
        return cities
    text = _("{cities}, with a barricade") if roads == 1 else _("{cities}, with {n} barricades")
    return text.format(cities=cities, n=roads)


PLOT_NAMES = {
    DRIVE_TIGER: N_("Drive the Tiger to Devour the Wolf"),
    SECRET_PATH: N_("Secretly Cross at Chencang"),
    BEAUTY: N_("Beauty Trap"),
    LURE_TIGER: N_("Lure the Tiger from the Mountain"),
}
_CITY = {"small": N_("small city of {place}"), "large": N_("large city of {place}"), None: N_("city of {place}")}
#: a city the board does not hold yet (a review's earlier board), by its key's square
_CITY_AT = {"small": N_("small city at {square}"), "large": N_("large city at {square}"), None: N_("city at {square}")}
# K-12, in order after the score
TIE_BREAKS = (N_("troops in completed cities"), N_("unused command cards"), N_("unused plot cards"),
              N_("alert troops"))


# where a garrison mark lies on its tile, for a tile holding two cities
SIDES = (N_("east"), N_("north-east"), N_("north"), N_("north-west"), N_("west"), N_("south-west"),
         N_("south"), N_("south-east"))
MIDDLE = N_("middle")


def plot_name(plot: str) -> str:
    return _(PLOT_NAMES[plot]) if plot in PLOT_NAMES else plot


def square(x: int, y: int, side: str | None = None) -> str:
    """A board square as the reader writes it: "(2, -1)", 「（2，-1）」; with the side of the tile
    when that tile holds two cities: "(2, -1, north)"."""
    if side is None:
        return _("({x}, {y})").format(x=x, y=y)
    return _("({x}, {y}, {side})").format(x=x, y=y, side=_(side))


def side_of(board, space: Sequence[int]) -> str | None:
    """The side (msgid) of the tile a garrison space's mark lies on, when the tile holds
    garrisons of two cities; None otherwise, or when ``board`` does not hold the tile (undone)."""
    placed = board.placed.get((space[0], space[1])) if board is not None else None
    if placed is None:
        return None
    garrisons = board.tiles.type(placed[0]).faces[placed[1]].garrisons
    if len({g.city for g in garrisons}) < 2 or not 0 <= space[2] < len(garrisons):
        return None
    g = garrisons[space[2]]
    dx, dy = g.x - 0.5, 0.5 - g.y  # y grows downwards on the tile
    if max(abs(dx), abs(dy)) < 0.1:
        return MIDDLE
    return SIDES[round(math.atan2(dy, dx) / (math.pi / 4)) % 8]


class Words:
    """What a step's sentences need besides its events: seat names, the seat that took the
    step, and the board (only to tell apart two cities on one tile; placed tiles never move)."""

    def __init__(self, name: Name, actor: int | None = None, board=None):
        self.name, self.actor, self.board = name, actor, board

    def at(self, space: Sequence[int]) -> str:
        """The place of a garrison space (or a city's key): its city's name, else its square."""
        return place_names.space_name(self.board, space) or square(space[0], space[1], side_of(self.board, space))

    def city(self, key: Sequence[int], size: str | None = None) -> str:
        """A city by its size and its name, without an article ("large city of Xuchang")."""
        name = place_names.space_name(self.board, key)
        if name is None:
            return _(_CITY_AT.get(size, _CITY_AT[None])).format(square=self.at(key))
        return _(_CITY.get(size, _CITY[None])).format(place=name)

    def laid(self, d) -> str:
        """A tile laid, by the cities it grew and those it founded (as the board shows them named)."""
        grew, founded = place_names.tile_cities(self.board, (d["x"], d["y"]))
        who = self.name(d["seat"])
        if grew and founded:
            return _("{name} lays the tile, extending {grown} and founding {new}.").format(
                name=who, grown=both(grew), new=both(founded))
        if founded:
            return _("{name} lays the tile, founding {cities}.").format(name=who, cities=both(founded))
        if grew:
            return _("{name} lays the tile, extending {cities}.").format(name=who, cities=both(grew))
        return _("{name} lays the tile at {square}.").format(name=who, square=square(d["x"], d["y"]))


def listing(items: Iterable[str]) -> str:
    """Names in a row, with the reader's list comma (、 in Chinese)."""
    return _(", ").join(items)


def both(names: Sequence[str]) -> str:
    """One name, or "A and B" (a tile holds at most a few cities)."""
    return names[0] if len(names) == 1 else _("{a} and {b}").format(a=listing(names[:-1]), b=names[-1])


def dice(values: Iterable[int]) -> str:
    return listing(str(v) for v in values)


def event_lines(events: Iterable, name: Name, actor: int | None = None, board=None) -> list[str]:
    """Sentences for the public events of one step, in order. ``actor`` is the seat that took the
    step (a troop sent home by another player's plot reads differently); ``board``, the game's
    board now, names the side of a tile holding two cities."""
    events = list(events)
    w = Words(name, actor, board)
    # after a national war the survivors' moves are told once, as a whole, not troop by troop
    war_move = any(ev.kind == "war_move" for ev in events)
    out: list[str] = []
    for ev in events:
        if war_move and ev.kind == "transfer":
            continue
        if ev.kind == "place":
            w.board = with_tile(w.board, ev.data)
        out += _lines(ev.kind, ev.data, w)
    return out


def with_tile(board, d):
    """``board`` with the tile of a "place" event laid, when it is not yet (a review tells the move about
    to be made on the board before it): the cities it grows or founds are then named as they will be."""
    square = (d.get("x"), d.get("y"))
    if board is None or square in board.placed or "tile" not in d:
        return board
    after = board.clone()
    try:
        after.place(d["x"], d["y"], d["tile"], d.get("rotation", 0))
    except (IllegalAction, KeyError):  # not this board's next tile: named by its square
        return board
    return after


def _lines(kind: str, d, w: Words) -> list[str]:
    if kind == "civil_war":
        return civil_war_lines(d, w)
    if kind == "war_round":
        return [war_round_line(d, w)]
    if kind == "game_over":
        return game_over_lines(d, w)
    line = _line(kind, d, w)
    return [line] if line else []


def _line(kind: str, d, w: Words) -> str | None:
    name = w.name
    if kind == "setup":
        return _("{name} plays first; {n} tiles wait in the stack.").format(name=name(d["first"]), n=d["stack"])
    if kind == "turn":
        return _("— {name}'s turn —").format(name=name(d["seat"]))
    if kind == "action":
        # the other actions speak through the events that follow them
        return _("{name} can do nothing and passes.").format(name=name(d["seat"])) if d["action"] == "pass" else None
    if kind == "draw":
        return _("{name} draws a tile: {tile}.").format(name=name(d["seat"]), tile=_tile(d["tile"]))
    if kind == "removed":
        return _("The tile drawn ({tile}) fits nowhere and leaves the game.").format(tile=_tile(d["tile"]))
    if kind == "place":
        return w.laid(d)
    if kind == "troop_in":
        text = _("{name} stations a holding troop at {square}.") if d["holding"] else \
            _("{name} stations an alert troop at {square}.")
        return text.format(name=name(d["seat"]), square=w.at(d["space"]))
    if kind == "troop_out":
        return _troop_out_line(d, w)
    if kind == "switch":
        text = _("{name} turns the troop at {square} to holding.") if d["holding"] else \
            _("{name} turns the troop at {square} to alert.")
        return text.format(name=name(d["seat"]), square=w.at(d["space"]))
    if kind == "transfer":
        return _("{name} moves an alert troop from {a} to {b}.").format(
            name=name(d["seat"]), a=w.at(d["source"]), b=w.at(d["target"]))
    if kind == "occupy":
        text = _("{name} tries to occupy the idle {city}: rolls {die}, needing {needed} or more — taken.") \
            if d["success"] else \
            _("{name} tries to occupy the idle {city}: rolls {die}, needing {needed} or more — failed.")
        size = "large" if d["needed"] >= 5 else "small"  # K-10: large cities need 5–6
        return text.format(name=name(d["seat"]), city=w.city(d["city"], size), die=d["die"], needed=d["needed"])
    if kind == "controlled":
        n = 2 if d["size"] == "large" else 1  # K-5
        return ngettext("The {city} is complete and goes to {name} ({n} point).",
                        "The {city} is complete and goes to {name} ({n} points).", n).format(
            city=w.city(d["city"], d["size"]), name=name(d["seat"]), n=n)
    if kind == "idle":
        return _("The {city} is complete with no troops in it: it stands idle.").format(
            city=w.city(d["city"], d["size"]))
    if kind == "command":
        return _("{name} plays a command card ({n} left).").format(name=name(d["seat"]), n=d["left"])
    if kind == "command_use":
        return _command_use_line(d, w)
    if kind == "plot":
        return _("{name} uses it with the plot card {plot}.").format(name=name(d["seat"]), plot=plot_name(d["plot"]))
    if kind == "lured":
        return _("Every holding troop in the {city} turns alert.").format(city=w.city(d["city"], d.get("size")))
    if kind == "war":
        return war_line(d, w)
    if kind == "war_end":
        return _("{name} retreats; the survivors stay in the city they came from.").format(name=name(d["seat"]))
    if kind == "war_move":
        return war_move_line(d, w)
    if kind == "scores":
        return scores_line(d, w)
    return None


def scores_line(d, w: Words) -> str:
    """Only the scores that changed (the seat panels show them all)."""
    before = d.get("before") or [0] * len(d["points"])
    parts = []
    for seat, (old, new) in enumerate(zip(before, d["points"])):
        if new > old:
            parts.append(ngettext("{name} rises to {n} point", "{name} rises to {n} points", new).format(
                name=w.name(seat), n=new))
        elif new < old:
            parts.append(ngettext("{name} drops to {n} point", "{name} drops to {n} points", new).format(
                name=w.name(seat), n=new))
    return _("Score: {parts}.").format(parts=listing(parts))


def _troop_out_line(d, w: Words) -> str:
    holding, where = d.get("holding", False), w.at(d["space"])
    if w.actor is None or w.actor == d["seat"]:
        text = _("{name} withdraws a holding troop from {square}.") if holding else \
            _("{name} withdraws an alert troop from {square}.")
    else:  # the Beauty Trap: another player sent it home
        text = _("{name}'s holding troop at {square} goes back to their supply.") if holding else \
            _("{name}'s alert troop at {square} goes back to their supply.")
    return text.format(name=w.name(d["seat"]), square=where)


def _command_use_line(d, w: Words) -> str | None:
    use, who = d["use"], w.name(d["seat"])
    if use == "war":
        return _("{name} uses it to start a national war.").format(name=who)
    if use == "emergency:in":
        return _("{name} uses it for an emergency deployment: two troops into one city.").format(name=who)
    if use == "emergency:out":
        return _("{name} uses it for an emergency deployment: two troops out of one city.").format(name=who)
    return None  # a plot: the plot's own event names it


def _rolls(seats: Sequence[int], rolled: Sequence[Sequence[int]], w: Words) -> str:
    """"P1 rolls 6, 3; P2 rolls 5" for the players who rolled."""
    return _("; ").join(_("{name} rolls {dice}").format(name=w.name(s), dice=dice(r))
                        for s, r in zip(seats, rolled) if r)


def civil_war_lines(d, w: Words) -> list[str]:
    """The completion, each round's dice and who withdrew, then who holds the city (K-7)."""
    seats, where = d["seats"], w.city(d["city"], d.get("size"))
    out = [_("The {city} is complete with troops of {names}: civil war.").format(
        city=where, names=listing(w.name(s) for s in seats))]
    for k, r in enumerate(d["rounds"], 1):
        head = _("Round {k}, the highest die stays: {rolls}.") if r["kind"] == "highest" else \
            _("Round {k}, each 5 or 6 hits: {rolls}.")
        left = [ngettext("{name} withdraws {n} troop.", "{name} withdraws {n} troops.", n).format(
            name=w.name(s), n=n) for s, n in zip(seats, r["withdrawn"]) if n]
        out.append(sentences(head.format(k=k, rolls=_rolls(seats, r["dice"], w)),
                             *(left or [_("Nobody withdraws.")])))
    if d["winner"] is None:
        out.append(_("Both sides are wiped out: the {city} stands idle.").format(city=where))
    else:
        out.append(_("{name} wins the civil war and holds the {city}.").format(name=w.name(d["winner"]), city=where))
    return out


def war_line(d, w: Words) -> str:
    target, origin = w.city(d["target"], d.get("size")), w.city(d["origin"])
    who, other, n = w.name(d["seat"]), w.name(d["defender"]), d["attackers"]
    if d.get("plot") == DRIVE_TIGER:
        return _("Driven by the plot, {name} attacks {other}'s {city} from the {origin} with every alert troop "
                 "there ({n}) and may not retreat.").format(name=who, other=other, city=target, origin=origin, n=n)
    return ngettext("{name} attacks {other}'s {city} from the {origin} with {n} alert troop.",
                    "{name} attacks {other}'s {city} from the {origin} with {n} alert troops.", n).format(
        name=who, other=other, city=target, origin=origin, n=n)


def war_round_line(d, w: Words) -> str:
    """One exchange of a national war: both sides' dice, what the hits did, who stands (K-8)."""
    who, other = w.name(d["seat"]), w.name(d["defender"])
    parts = [_("Exchange: {rolls}.").format(rolls=_rolls((d["seat"], d["defender"]),
                                                         (d["attacker_dice"], d["defender_dice"]), w))]
    if d["turned"]:
        parts.append(ngettext("{n} holding troop of {name} turns alert.", "{n} holding troops of {name} turn alert.",
                              d["turned"]).format(n=d["turned"], name=other))
    if d["removed"]:
        parts.append(ngettext("{name} loses {n} defender.", "{name} loses {n} defenders.", d["removed"]).format(
            name=other, n=d["removed"]))
    if d["attackers_lost"]:
        parts.append(ngettext("{name} loses {n} attacker.", "{name} loses {n} attackers.",
                              d["attackers_lost"]).format(name=who, n=d["attackers_lost"]))
    if not (d["turned"] or d["removed"] or d["attackers_lost"]):
        parts.append(_("No hits."))
    outcome = d.get("outcome")
    if outcome == "attacker":
        parts.append(_("Every defender is gone: {name} wins the war.").format(name=who))
    elif outcome == "defender":
        parts.append(_("Every attacker is gone: {name} holds the city.").format(name=other))
    elif outcome == "both_gone":
        parts.append(_("Both sides are wiped out: the city stands idle."))
    else:
        parts.append(_("Attackers left: {a} ({name}); defenders left: {d} ({other}).").format(
            name=who, a=d["attackers"], other=other, d=d["alert"] + d["holding"]))
    return sentences(*parts)


def war_move_line(d, w: Words) -> str:
    """What the winner of a national war does with the troops left (K-8)."""
    who, where, n = w.name(d["seat"]), w.city(d["city"], d.get("size")), d["count"]
    if d["move"] == "settle":
        if not n:
            return _("{name} keeps every survivor at home: the {city} stands idle.").format(name=who, city=where)
        return ngettext("{name} moves {n} survivor into the {city}, alert.",
                        "{name} moves {n} survivors into the {city}, alert.", n).format(name=who, n=n, city=where)
    if not n:
        return _("{name} leaves the emptied {city} alone.").format(name=who, city=where)
    return ngettext("{name} moves {n} alert troop into the emptied {city} and takes it.",
                    "{name} moves {n} alert troops into the emptied {city} and takes it.", n).format(
        name=who, n=n, city=where)


def game_over_lines(d, w: Words) -> list[str]:
    """Why the game ended, the tie-breaks that decided it (K-12), who won."""
    scores, winners = d["scores"], d["winners"]
    top = max(scores)
    reason = d["reason"]
    if reason == "score":
        out = [ngettext("{names} reached {n} point: the game ends at once.",
                        "{names} reached {n} points: the game ends at once.", top).format(
            names=listing(w.name(s) for s, p in enumerate(scores) if p == top), n=top)]
    elif reason == "limit":
        out = [_("{n} turns have been played, the turn limit: the game ends here.").format(n=d["turns"])]
    else:
        out = [_("The stack is used up: the game ends.")]
    out += tie_break_lines(d, w)
    names = listing(w.name(s) for s in winners)
    if len(winners) == 1:
        out.append(ngettext("{name} wins with {n} point.", "{name} wins with {n} points.", top).format(
            name=names, n=top))
    else:
        out.append(ngettext("{names} share the win with {n} point.", "{names} share the win with {n} points.",
                            top).format(names=names, n=top))
    return out


def final_lines(st, name: Name) -> list[str]:
    """A finished game's end as the log told it (why it ended, the tie-breaks, who won), from the
    state itself: for the end of the table and the results screen."""
    n = st.num_players
    d = {"reason": st.end_reason, "scores": list(st.points), "winners": st.winners(), "turns": st.turns,
         "ranks": [list(st.rank_key(s)) for s in range(n)]}
    return game_over_lines(d, Words(name))


def tie_break_lines(d, w: Words) -> list[str]:
    """The K-12 comparisons that were needed, each naming the values of the players still tied."""
    scores, ranks = d["scores"], d.get("ranks")
    top = max(scores)
    tied = [s for s, p in enumerate(scores) if p == top]
    if len(tied) < 2 or not ranks:
        return []
    out = [ngettext("{names} are tied on {n} point.", "{names} are tied on {n} points.", top).format(
        names=listing(w.name(s) for s in tied), n=top)]
    for i, criterion in enumerate(TIE_BREAKS, 1):
        values = {s: ranks[s][i] for s in tied}
        if len(set(values.values())) > 1:
            out.append(_("Tie-break, {what}: {values}.").format(
                what=_(criterion), values=listing(_("{name} has {n}").format(name=w.name(s), n=v)
                                                   for s, v in values.items())))
        best = max(values.values())
        tied = [s for s in tied if values[s] == best]
        if len(tied) == 1:
            return out
    out.append(_("Still tied after every tie-break."))
    return out
