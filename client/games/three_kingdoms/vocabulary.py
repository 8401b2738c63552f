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
COMMAND, WAR, EMERGENCY, IN, OUT = "command", "war", "emergency", "in", "out"
RETREAT, CONTINUE, TROOPS_VERB = "retreat", "continue", "troops"
BACK = "back"  # puts a command card back before its use is carried out (nothing is spent)
# frame kinds: each names the methods ``_legal_<kind>`` and ``_decide_<kind>`` (decisions)
# or ``_run_<kind>`` (automatic frames)
F_PLACE, F_GARRISON, F_RESOLVE = "place", "garrison", "resolve"
F_REINFORCE, F_REINFORCE_STATE = "reinforce_city", "reinforce_state"
F_WITHDRAW, F_WITHDRAW_STATE = "withdraw_city", "withdraw_state"
F_TRANSFER_FROM, F_TRANSFER_TO = "transfer_from", "transfer_to"
F_SWITCH = "switch_more"
F_OCCUPY = "occupy_city"
F_COMMAND = "command_choice"
F_WAR_ORIGIN, F_WAR_TARGET, F_WAR_COUNT = "war_origin", "war_target", "war_count"
F_WAR_ROUND, F_WAR_RETREAT = "war_round", "war_retreat"
F_WAR_SETTLE, F_WAR_TAKE_ORIGIN = "war_settle", "war_take_origin"
F_EMERGENCY_IN, F_EMERGENCY_IN_STATE = "emergency_in", "emergency_in_state"
F_EMERGENCY_OUT, F_EMERGENCY_OUT_STATE = "emergency_out", "emergency_out_state"
AUTOMATIC = frozenset({F_RESOLVE, F_WAR_ROUND})

Space = tuple[int, int, int]
# plots (K-9): ``plot:<name>`` is the third use of a command card
PLOT = "plot"
DRIVE_TIGER, SECRET_PATH, BEAUTY, LURE_TIGER = PLOTS
F_DRIVE_ORIGIN, F_DRIVE_TARGET = "drive_origin", "drive_target"
F_SECRET_ORIGIN, F_SECRET_TARGET = "secret_origin", "secret_target"
F_BEAUTY_CITY, F_BEAUTY_STATE, F_BEAUTY_PUT = "beauty_city", "beauty_state", "beauty_put"
F_LURE_CITY, F_LURE_WAR = "lure_city", "lure_war"
