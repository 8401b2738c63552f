"""3KingdomsBattle's words: the action verbs, the kinds of decision-stack frames, the counts."""
from __future__ import annotations

from . import wars

MIN_PLAYERS, MAX_PLAYERS = 3, 5
COMMAND_CARDS = 5  # seed: 5 command cards each
PLOTS = ("drive_tiger", "secret_path", "beauty", "lure_tiger")  # 驅虎吞狼, 暗渡陳倉, 美人計, 調虎離山
TROOPS = wars.TROOPS_PER_PLAYER
POINTS = {"small": 1, "large": 2}  # K-5
ALERT, HOLD, NONE, DONE, PASS = "alert", "hold", "none", "done", "pass"
EXPAND, REINFORCE, WITHDRAW, TRANSFER, SWITCH, OCCUPY = (
    "expand", "reinforce", "withdraw", "transfer", "switch", "occupy")
CITY = "city"
# frame kinds: each names the methods ``_legal_<kind>`` and ``_decide_<kind>`` (decisions)
# or ``_run_<kind>`` (automatic frames)
F_PLACE, F_GARRISON, F_RESOLVE = "place", "garrison", "resolve"
F_REINFORCE, F_REINFORCE_STATE = "reinforce_city", "reinforce_state"
F_WITHDRAW, F_WITHDRAW_STATE = "withdraw_city", "withdraw_state"
F_TRANSFER_FROM, F_TRANSFER_TO = "transfer_from", "transfer_to"
F_SWITCH = "switch_more"
F_OCCUPY = "occupy_city"
AUTOMATIC = frozenset({F_RESOLVE})

Space = tuple[int, int, int]
