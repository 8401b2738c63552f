"""Tooltips for every piece of Shogun's table: what it is and what it does.

Each function returns lines (the first is the heading) from an observation;
the view registers the rect of each piece it draws with the function that
describes it, and shows the lines of the topmost piece under the mouse.
"""
from __future__ import annotations

from client.i18n import N_, _
from client.widgets.tooltip import draw_tip  # noqa: F401 (the view draws its tips with it)

from . import content as C
from .layout import CHEST, UNKNOWN
from .log_text import ACTION_NAMES, REGION_NAMES, SPECIAL_NAMES, SPECIAL_TEXT, chests, event_name, listing, province

EVENT_TEXT = {
    C.CASTLE_DEFENCE: N_("A defender with a castle throws one more army from supply into the tower."),
    C.TEMPLE_PEACE: N_("Provinces with a temple cannot be attacked."),
    C.THEATRE_CALM: N_("Building a theatre removes one revolt marker there."),
    C.RICE_MAX3: N_("Collect rice gives at most 3."),
    C.RICE_MIN4: N_("Collect rice gives at least 4."),
    C.TAX_MAX5: N_("Collect tax gives at most 5."),
    C.TAX_MIN6: N_("Collect tax gives at least 6."),
    C.PEASANTS2: N_("Attacking a neutral province throws two peasants."),
    C.RECRUIT_LESS: N_("Recruit 5 gives 3 armies, Recruit 3 gives 2."),
}
BUILDING_TITLES = {"castle": N_("Castle"), "temple": N_("Temple"), "theatre": N_("Theatre")}


def province_lines(view, obs, p) -> list[str]:
    info = obs.info
    board = view.art.board.provinces[info.names[p]]
    lines = [f"{info.names[p]} {info.kanji[p]}",
             _("Region: {region}").format(region=_(REGION_NAMES[board.region])),
             _("Tax {tax} · Rice {rice} · Building squares {slots}").format(tax=info.tax[p], rice=info.rice[p],
                                                                          slots=info.slots[p])]
    if not info.playable[p]:
        lines.append(_("Out of play with 3 players"))
    elif obs.owner[p] >= 0:
        lines.append(_("{name}: {n} armies").format(name=view.name(obs.owner[p]), n=obs.armies[p]))
        blds = [_(BUILDING_TITLES[b.id]) for b in C.BUILDINGS if obs.bld[p] & b.bit]
        if blds:
            lines.append(_("Buildings: {list}").format(list=listing(blds)))
        if obs.markers[p]:
            lines.append(_("Revolt markers: {n}").format(n=obs.markers[p]))
    else:
        lines.append(_("Neutral"))
    return lines


def army_lines(view, obs, p) -> list[str]:
    owner = obs.owner[p]
    return [_("Armies of {name}: {n}").format(name=view.name(owner), n=obs.armies[p]),
            province(obs.info.names[p], view.face),
            _("{n} armies left in supply").format(n=obs.supply[owner]),
            _("A move leaves at least one army behind; battles go through the cube tower.")]


def building_lines(view, obs, p, bid) -> list[str]:
    b = next(b for b in C.BUILDINGS if b.id == bid)
    lines = [_("{building} in {prov}").format(building=_(BUILDING_TITLES[bid]), prov=province(obs.info.names[p],
                                                                                              view.face)),
             _("Costs {n} chests; 1 point each winter.").format(n=b.cost),
             _("Most in a region: {n} points (tied: {m} each).").format(n=b.majority_points,
                                                                       m=b.majority_points - C.MAJORITY_TIE_PENALTY)]
    if bid == "castle":
        lines.append(_(EVENT_TEXT[C.CASTLE_DEFENCE]))
    return lines


def revolt_lines(view, obs, p) -> list[str]:
    return [_("Revolt markers: {n}").format(n=obs.markers[p]),
            _("Placed when rice or tax is collected here."),
            _("Each marker adds a peasant to the next revolt here;"),
            _("collecting here again fights that revolt first.")]


def action_lines(view, obs, k) -> list[str]:
    if k >= len(obs.action_row):
        return [_("Action card {k}: face down").format(k=k + 1),
                _("Turned up one by one as the season goes on.")]
    aid = obs.action_row[k]
    if obs.phase == "act" and k == obs.act_pos:
        state = _("Being carried out now.")
    elif obs.phase == "act" and k < obs.act_pos:
        state = _("Done this season.")
    else:
        state = _("Still to come this season.")
    return [f"{k + 1}. {_(ACTION_NAMES[aid])}", state,
            _("Each player in turn order does it with the card planned for it.")]


def track_lines(view, obs, k) -> list[str]:
    lines = [_("Daimyo track, place {k}").format(k=k + 1)]
    special = obs.special_row[k] if k < len(obs.special_row) else None
    if special:
        lines.append(_("{title}: {text}").format(title=_(SPECIAL_NAMES[special]), text=_(SPECIAL_TEXT[special])))
    taken = [s for s in range(view.players) if obs.position[s] == k + 1]
    if taken:
        lines.append(_("Taken by {name}").format(name=view.name(taken[0])))
    lines.append(_("The higher bid picks first; place 1 acts first."))
    return lines


def event_lines(view, obs, eid, now) -> list[str]:
    card = C.EVENT_BY_ID[eid]
    lines = [event_name(eid), _(EVENT_TEXT[card.effect])]
    if now:
        lines.append(_("In force this season."))
    lines.append(_("If it is the last card left: −{n} rice in winter.").format(n=card.rice_loss))
    return lines


def player_lines(view, obs, s) -> list[str]:
    provinces = sum(1 for o in obs.owner if o == s)
    lines = [view.name(s),
             _("{n} points").format(n=obs.score[s]),
             _("Chests {c} · Rice {r} · Province cards {p} · Armies in supply {a}").format(
                 c=obs.chests[s], r=obs.rice[s], p=provinces, a=obs.supply[s])]
    special = obs.special_of[s]
    if special:
        lines.append(_("Place {k}: {special}").format(k=obs.position[s], special=_(SPECIAL_TEXT[special])))
    lines.append(_("In winter each province card needs one rice."))
    lines.append(_("Ties at the end: more chests wins."))
    return lines


def plan_lines(view, obs, seat, k, card) -> list[str]:
    slot = C.SLOTS[k]
    head = _(ACTION_NAMES[slot])
    if card == UNKNOWN:
        return [head, _("{name}'s card lies face down until the action is played.").format(name=view.name(seat))]
    if card < 0:
        return [head, _("Empty: this action is not carried out.")]
    if card >= CHEST:
        what = chests(card - CHEST)
    else:
        what = province(obs.info.names[card], view.face)
    if slot == "bid":
        tip = _("Bid: the chests offered for the daimyo track.")
    elif card >= CHEST:
        tip = _("A chest card here does nothing: it only fills the space.")
    else:
        tip = _("The action is carried out in this province.")
    return [head, _("Card: {card}").format(card=what), tip]


def slot_lines(view, obs, k) -> list[str]:
    """A plan column's header: the action, when it comes, and what it needs."""
    slot = C.SLOTS[k]
    lines = [_(ACTION_NAMES[slot])]
    if slot == C.BID_SLOT:
        lines.append(_("4 chests beat 3, 2, 1, then a province card, then 0 chests, then no card."))
        lines.append(_("A chest card you cannot pay counts as 0 chests."))
        return lines
    if slot in obs.action_row:
        lines.append(_("Action {k} this season.").format(k=obs.action_row.index(slot) + 1))
    else:
        lines.append(_("Face down: its place in the season is not known yet."))
    card = C.ACTION_BY_ID[slot]
    if card.building:
        lines.append(_("Costs {n}; one of each building per province, on a free square.").format(
            n=chests(card.cost)))
    elif card.armies:
        lines.append(_("Costs {n}; the armies come from your supply.").format(n=chests(card.cost)))
    elif slot in ("rice", "tax"):
        lines.append(_("Places a revolt marker; a marker already there means a revolt first."))
    else:
        lines.append(_("Needs two armies in the province: one always stays behind."))
    lines.append(_("A chest card here does nothing: it only fills the space."))
    return lines


def chest_lines(value: int) -> list[str]:
    return [_("Chest card {n}").format(n=value),
            _("On the bid: offers {n} (paid when bids are shown).").format(n=chests(value)),
            _("On an action it does nothing: it only fills the space.")]


def confirm_lines(view, obs) -> list[str]:
    seat = obs.to_act
    lines = [_("Confirm")]
    if obs.phase == "plan" and not obs.can_confirm():  # ruling S-12
        lines.append(_("You hold {cards} cards (11 or more): every space needs a card first.").format(
            cards=obs.cards_held(seat)))
        lines.append(_("Spaces still empty: {n}.").format(n=obs.empty_slots(seat)))
        lines.append(_("Chest cards do nothing on an action: they fill spaces harmlessly."))
    else:
        lines.append(_("Your plan is final: the next player plans."))
    return lines


def tower_lines(view, obs) -> list[str]:
    inside = obs.tower.inside_all()
    lines = [_("Cube tower"), _("Battles throw cubes in; what comes out fights. Some stick and fall later.")]
    for s in range(view.players):
        lines.append(_("{name}: {n} cubes inside").format(name=view.name(s), n=inside[s]))
    lines.append(_("Peasants: {n} cubes inside").format(n=inside[view.players]))
    return lines


def tray_lines(view, obs) -> list[str]:
    """The tray under the tower: what its cubes are, and what becomes of them."""
    lines = [_("Tray"), _("The cubes that came out of the last drop. Those of the sides that fought go back; "
                          "the others stay in the tray and fall in with the next battle.")]
    left = sum(obs.tower.tray)
    if left:
        lines.append(_("Still in the tray: {n} cubes").format(n=left))
    return lines
