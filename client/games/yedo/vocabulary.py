"""Yedo's words: action verbs, phases, and the kinds of decision-stack frames.

A frame is ``(kind, seat, *args)``. Decision frames name ``_legal_<kind>`` and
``_decide_<kind>``; automatic frames (``AUTOMATIC``) name ``_run_<kind>`` and run as soon
as they reach the top of the stack. Frames never hold hidden card ids (those live in
``state.peek`` and ``state.offer``, which observations redact).
"""
from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 2, 5
MODES = ("geisha", "samurai")

# phases (the seed's seven, plus setup and the end); action-card timings name them
SETUP, PREP, AUCTION, EVENT, PLACEMENT, PATROL, TRADE, ACTION, END = (
    "setup", "prep", "auction", "event", "placement", "patrol", "trade", "action", "end")

# verbs
DECK, FAVOUR, KEEP, PUT, DONE = "deck", "favour", "keep", "put", "done"
DROP, STAY, LOT, PASS, BID, TAKE, ANNEX = "drop", "stay", "lot", "pass", "bid", "take", "annex"
BLESS, ENDURE, PLACE, PLAY, ORDER = "bless", "endure", "place", "play", "order"
MISSION, DO, USE, RECALL, DISCARD = "mission", "do", "use", "recall", "discard"
PROPOSE, GIVE, ASK, SEND, WITHDRAW, ACCEPT, DECLINE, PICK = (
    "propose", "give", "ask", "send", "withdraw", "accept", "decline", "pick")

# frame kinds
F_ROUND, F_PREP, F_AUCTION, F_AUCTION_NEXT, F_AWARD = "round", "prep", "auction", "auction_next", "award"
F_EVENT, F_PLACEMENT_NEXT, F_PATROL, F_ARREST = "event", "placement_next", "patrol", "arrest"
F_TRADE, F_TRADE_NEXT, F_TRADE_DO = "trade", "trade_next", "trade_do"
F_PLACEMENT = "placement"
F_ACTION, F_ACTION_NEXT, F_ROUND_END, F_OPS, F_RESOLVE = "action", "action_next", "round_end", "ops", "resolve"
F_SETUP_CARD, F_FAVOURS = "setup_card", "favours"
AUTOMATIC = frozenset({F_PLACEMENT, F_ROUND, F_PREP, F_AUCTION, F_AUCTION_NEXT, F_AWARD, F_EVENT,
                       F_PLACEMENT_NEXT, F_PATROL, F_ARREST, F_TRADE, F_TRADE_NEXT, F_TRADE_DO, F_ACTION,
                       F_ACTION_NEXT, F_ROUND_END, F_OPS, F_RESOLVE, F_SETUP_CARD, F_FAVOURS})
# decisions
F_DRAFT, F_FAVOUR, F_KEEP, F_PUT, F_LOOK = "draft", "favour", "keep", "put", "look"
F_DROPOUT, F_OPEN, F_BID, F_LAST_WORD, F_LOT_ITEM, F_ANNEX_PICK, F_DECK_PICK = (
    "dropout", "open", "bid", "last_word", "lot_item", "annex_pick", "deck_pick")
F_BLESS, F_PLACE, F_WINDOW, F_REORDER, F_ACT, F_DISCARD, F_REACT = (
    "bless", "place", "window", "reorder", "act", "discard", "react")
F_TRADE_TURN, F_OFFER, F_ANSWER, F_TRADE_PICK = "trade_turn", "offer", "answer", "trade_pick"

# the moments at which a frame lets its seat play action cards (by timing)
TURN_TIMINGS = {F_OPEN: ("any", "auction"), F_BID: ("any", "auction"), F_LAST_WORD: ("any", "auction"),
                F_PLACE: ("any", "placement"), F_TRADE_TURN: ("any", "trade"), F_ACT: ("any", "action")}
WINDOW_TIMINGS = {"move": ("any", "patrol_move"), "arrest": ("any", "patrol_arrest")}
