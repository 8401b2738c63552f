"""The playback steps of one action's events (see dice_anim): the dice of every war and occupation,
always; the marks of a move (a tile put down, a troop in or out, a city taken) only for moves
the viewer did not make, so a bot's turn can be followed and one's own is not slowed."""
from __future__ import annotations

from client.i18n import N_, _, ngettext

from client.widgets.dice_playback import CAPTION_SECONDS, DICE_SECONDS, MARK_SECONDS, DiceRow, Step

#: a plot as a button or a caption names it (the log's words name it alone)
PLOT_LABELS = {"drive_tiger": N_("Plot: Drive the Tiger to Devour the Wolf"),
               "secret_path": N_("Plot: Secretly Cross at Chencang"),
               "beauty": N_("Plot: the Beauty Trap"), "lure_tiger": N_("Plot: Lure the Tiger from the Mountain")}


def hits_note(dice) -> str:
    n = sum(1 for d in dice if d >= 5)
    return ngettext("{n} hit", "{n} hits", n).format(n=n)


def steps_from_events(events, troops_before: dict, name, marks: bool, war=()) -> list[Step]:
    """``war``: the (origin, target) spaces of a national war going on before these events.
    ``troops_before``: the troops on the board before the action (the board shows them,
    updated move by move, while the dice roll). ``name(seat)``: a seat's name."""
    troops = dict(troops_before)
    out: list[Step] = []

    def mark(**kw) -> None:
        if marks:
            out.append(Step("mark", MARK_SECONDS, troops=dict(troops), **kw))

    for ev in events:
        d, k = ev.data, ev.kind
        if k == "troop_in":
            troops[tuple(d["space"])] = (d["seat"], d["holding"])
            mark(spaces=(tuple(d["space"]),))
        elif k == "troop_out":
            troops.pop(tuple(d["space"]), None)
            mark(spaces=(tuple(d["space"]),))
        elif k == "transfer":
            moved = troops.pop(tuple(d["source"]), (d["seat"], False))
            troops[tuple(d["target"])] = (moved[0], False)
            mark(spaces=(tuple(d["source"]), tuple(d["target"])))
        elif k == "switch":
            troops[tuple(d["space"])] = (d["seat"], d["holding"])
            mark(spaces=(tuple(d["space"]),))
        elif k == "place":
            mark(square=(d["x"], d["y"]))
        elif k == "removed":
            out.append(Step("caption", CAPTION_SECONDS,
                            title=_("A drawn tile fits nowhere and leaves the game."), troops=dict(troops)))
        elif k == "civil_war":
            out.extend(_civil_war(d, troops, name))
        elif k == "war":
            war = (tuple(d["origin"]), tuple(d["target"]))
            mark(spaces=(tuple(d["origin"]), tuple(d["target"])))
        elif k == "war_round":
            out.append(_war_round(d, troops, name))
            out[-1].spaces = tuple(war)
        elif k == "occupy":
            good = {(0, 0)} if d["success"] else set()
            result = _("{name} occupies the city.") if d["success"] else _("{name} fails to occupy the city.")
            out.append(Step("dice", DICE_SECONDS, title=_("Occupation: {name} needs {n} or more").format(
                name=name(d["seat"]), n=d["needed"]), rows=[DiceRow(d["seat"], (d["die"],))],
                result=result.format(name=name(d["seat"])), good=good, spaces=(tuple(d["city"]),),
                troops=dict(troops)))
        elif k == "war_end":
            if marks:
                out.append(Step("caption", CAPTION_SECONDS, title=_("{name} retreats.").format(name=name(d["seat"])),
                                troops=dict(troops)))
        elif k == "plot" and marks:
            out.append(Step("caption", CAPTION_SECONDS, title=_("{name}: {action}").format(
                name=name(d["seat"]), action=_(PLOT_LABELS.get(d["plot"], d["plot"]))), troops=dict(troops)))
        elif k == "controlled" and marks:
            mark(spaces=(tuple(d["city"]),), title=_("{name} controls the city.").format(name=name(d["seat"])))
    # after the last step the board shows the state as it is
    return out


def _civil_war(d, troops, name) -> list[Step]:
    seats = d["seats"]
    out = []
    rounds = d["rounds"]
    for n, r in enumerate(rounds, 1):
        rows, good = [], set()
        dice = [tuple(x) for x in r["dice"]]
        top = max((max(x) for x in dice if x), default=0)
        for k, (seat, rolled) in enumerate(zip(seats, dice)):
            if not rolled:
                continue
            row = len(rows)
            if r["kind"] == "highest":
                good |= {(row, i) for i, v in enumerate(rolled) if v == top}
                note = _("withdraws") if r["withdrawn"][k] else ""
            else:
                good |= {(row, i) for i, v in enumerate(rolled) if v >= 5}
                note = hits_note(rolled)
            rows.append(DiceRow(seat, rolled, note))
        if n == len(rounds):
            winner = d["winner"]
            result = _("{name} wins the city.").format(name=name(winner)) if winner is not None \
                else _("Both sides are gone: the city stays idle.")
        else:
            lost = [(seats[k], w) for k, w in enumerate(r["withdrawn"]) if w]
            result = _("; ").join(ngettext("{name} loses {n} troop", "{name} loses {n} troops", w).format(
                name=name(s), n=w) for s, w in lost) or _("No one falls.")
        kind = _("highest die") if r["kind"] == "highest" else _("5 or 6 hits")
        out.append(Step("dice", DICE_SECONDS, title=_("Civil war, round {n} ({kind})").format(n=n, kind=kind),
                        rows=rows, result=result, good=good, spaces=(tuple(d["city"]),), troops=dict(troops)))
    return out


def _war_round(d, troops, name) -> Step:
    att, dfn = tuple(d["attacker_dice"]), tuple(d["defender_dice"])
    good = {(0, i) for i, v in enumerate(att) if v >= 5} | {(1, i) for i, v in enumerate(dfn) if v >= 5}
    outcome = d["outcome"]
    if outcome == "attacker":
        result = _("{name} takes the city.").format(name=name(d["seat"]))
    elif outcome == "defender":
        result = _("{name} holds the city.").format(name=name(d["defender"]))
    elif outcome == "both_gone":
        result = _("Both sides are wiped out: the city is idle.")
    else:
        result = _("Still standing: {a} attacking, {d} defending.").format(
            a=d["attackers"], d=d["alert"] + d["holding"])
    rows = [DiceRow(d["seat"], att, hits_note(att)), DiceRow(d["defender"], dfn, hits_note(dfn))]
    return Step("dice", DICE_SECONDS, title=_("National war: {attacker} attacks {defender}").format(
        attacker=name(d["seat"]), defender=name(d["defender"])), rows=rows, result=result, good=good,
                troops=dict(troops))
