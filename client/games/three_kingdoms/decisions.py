"""What 3KingdomsBattle's table asks, in the reader's language: the prompt of each decision frame
and the label of each action a button plays (action words as in rules.py and vocabulary.py)."""
from __future__ import annotations

from client.core.actions import split
from client.i18n import N_, _, ngettext

from . import vocabulary as V
from .table_steps import PLOT_LABELS

#: the turn's choices, row by row (the seed's five actions; troops and switch have several)
TURN_ROWS = (
    ((V.EXPAND, N_("Expand the map")),),
    ((V.REINFORCE, N_("Reinforce")), (V.WITHDRAW, N_("Withdraw")), (V.TRANSFER, N_("Transfer"))),
    (("switch:hold", N_("Troops to holding")), ("switch:alert", N_("Troops to alert"))),
    ((V.COMMAND, N_("Play a command card")),),
    ((V.OCCUPY, N_("Occupy an idle city")), (V.PASS, N_("Pass"))),
)

PROMPTS = {
    None: N_("Your turn: choose one of the five actions."),
    V.F_PLACE: N_("Place the drawn tile: move it over a lit square, R or right-click turns it, click puts it down."),
    V.F_GARRISON: N_("A troop on the marked garrison space? Alert (A), holding (H) or none (N)."),
    V.F_REINFORCE: N_("Reinforce: click one of your cities with a free space."),
    V.F_REINFORCE_STATE: N_("The new troop stands alert (A) or holds (H)?"),
    V.F_WITHDRAW: N_("Withdraw: click one of your cities."),
    V.F_WITHDRAW_STATE: N_("Which troop goes back to your supply?"),
    V.F_TRANSFER_FROM: N_("Transfer: click the city an alert troop leaves."),
    V.F_TRANSFER_TO: N_("Transfer: click the city it goes to (joined by plains)."),
    V.F_SWITCH: N_("Click a city to turn one of its troops; Done when finished."),
    V.F_OCCUPY: N_("Occupy: click an idle city. One die decides: a small city falls to 4–6 (50%), "
                   "a large one to 5–6 (33%)."),
    V.F_COMMAND: N_("Command card: what is it used for? It is spent only once the use is carried out."),
    V.F_WAR_ORIGIN: N_("National war: click the city your troops march from."),
    V.F_WAR_TARGET: N_("National war: click the city you attack (the chance to win with every alert troop "
                       "is shown)."),
    V.F_WAR_COUNT: N_("How many alert troops attack?"),
    V.F_WAR_RETREAT: N_("Fight on, or retreat the survivors?"),
    V.F_WAR_SETTLE: N_("Victory! How many survivors move into the taken city?"),
    V.F_WAR_TAKE_ORIGIN: N_("The attackers' city stands empty: how many alert troops take it?"),
    V.F_EMERGENCY_IN: N_("Emergency deployment: click your city with two free spaces."),
    V.F_EMERGENCY_IN_STATE: N_("Emergency deployment: this troop stands alert (A) or holds (H)?"),
    V.F_EMERGENCY_OUT: N_("Emergency deployment: click your city that two troops leave."),
    V.F_EMERGENCY_OUT_STATE: N_("Emergency deployment: which troop leaves?"),
    V.F_DRIVE_ORIGIN: N_("Drive the Tiger: click the other player's city that attacks."),
    V.F_DRIVE_TARGET: N_("Drive the Tiger: click the city it attacks."),
    V.F_SECRET_ORIGIN: N_("Secretly Cross: click your city the attack starts from."),
    V.F_SECRET_TARGET: N_("Secretly Cross: click any other player's city to attack."),
    V.F_BEAUTY_CITY: N_("Beauty Trap: click another player's city."),
    V.F_BEAUTY_STATE: N_("Beauty Trap: which troop goes back to its owner?"),
    V.F_BEAUTY_PUT: N_("Beauty Trap: click your city to reinforce, or none."),
    V.F_LURE_CITY: N_("Lure the Tiger: click another player's city with holding troops."),
    V.F_LURE_WAR: N_("Lure the Tiger: click your city to attack from, or none."),
}

STATE_LABELS = {V.ALERT: N_("Alert (upright)"), V.HOLD: N_("Holding (lying)"), V.NONE: N_("None"),
                V.DONE: N_("Done"), V.RETREAT: N_("Retreat"), V.CONTINUE: N_("Fight on"), V.WAR: N_("Start a national war"),
                "emergency:in": N_("Emergency: two troops in"), "emergency:out": N_("Emergency: two troops out"),
                V.BACK: N_("Keep the card")}
#: the keys that answer a decision by its buttons
KEYS = {V.ALERT: "a", V.HOLD: "h", V.NONE: "n", V.DONE: "d", V.RETREAT: "r", V.CONTINUE: "c", V.BACK: "k"}
#: what each plot does (seed's plot cards, K-9), told when the mouse is over its button
PLOT_TIPS = {
    V.DRIVE_TIGER: N_("Pick two cities of two other players, connected by plain, and which one attacks. Every "
                      "alert troop of the attacking city fights a national war to the end, with no retreat."),
    V.SECRET_PATH: N_("A national war from a city of yours on any other player's city, connected or not."),
    V.BEAUTY: N_("One troop of another player's city goes back to its owner's supply; then you may put one troop "
                 "of yours into a city of yours with a free space."),
    V.LURE_TIGER: N_("Every holding troop in another player's city turns alert; then you may attack that city at "
                     "once from a connected city of yours, without another command card."),
}
PLOT_COST = N_("Costs the plot card and the command card, spent once it is carried out.")
#: what declining means in each decision that may be declined
NONE_LABELS = {V.F_GARRISON: N_("No troop"), V.F_BEAUTY_PUT: N_("No reinforcement"), V.F_LURE_WAR: N_("No war")}
WITHDRAW_STATE_FRAMES = (V.F_WITHDRAW_STATE, V.F_EMERGENCY_OUT_STATE, V.F_BEAUTY_STATE)


def plot_tip(action: str) -> list[str]:
    """What a ``plot:<name>`` does and costs, as paragraphs (none for another action)."""
    verb, args = split(action)
    if verb != V.PLOT or not args or args[0] not in PLOT_TIPS:
        return []
    return [_(PLOT_TIPS[args[0]]), _(PLOT_COST)]


def prompt(frame_kind: str | None) -> str:
    return _(PROMPTS.get(frame_kind, N_("Choose.")))


def label(action: str, frame_kind: str | None = None) -> str:
    """A button's words for ``action``."""
    verb, args = split(action)
    if verb == V.PLOT:
        return _(PLOT_LABELS[args[0]]) if args and args[0] in PLOT_LABELS else action
    if verb == V.TROOPS_VERB:
        n = int(args[0])
        return ngettext("{n} troop", "{n} troops", n).format(n=n)
    if frame_kind in WITHDRAW_STATE_FRAMES and verb in (V.ALERT, V.HOLD):
        return _("An alert troop") if verb == V.ALERT else _("A holding troop")
    if verb == V.NONE and frame_kind in NONE_LABELS:
        return _(NONE_LABELS[frame_kind])
    for row in TURN_ROWS:
        for act, text in row:
            if act == action:
                return _(text)
    text = STATE_LABELS.get(action)
    return _(text) if text else action
