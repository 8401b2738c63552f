"""Plain-English descriptions of Yedo's actions and decisions (the table will translate later)."""
from __future__ import annotations

from client.core.actions import split

from . import board as B

FRAME_NAMES = {
    "draft": "the mission draft", "favour": "the favour draft", "keep": "choosing a card to keep",
    "put": "putting cards back", "look": "looking at events", "dropout": "dropping out of the auction",
    "open": "opening a lot", "bid": "bidding", "last_word": "the opener's last word",
    "lot_item": "taking an item of the lot", "annex_pick": "choosing an annex", "deck_pick": "choosing a deck",
    "bless": "a blessing against the event", "place": "placing a disciple", "window": "a patrol window",
    "reorder": "changing the player order", "act": "a disciple action", "discard": "giving something up",
    "react": "answering an action card", "trade_turn": "trading", "offer": "building an offer",
    "answer": "answering an offer", "trade_pick": "choosing a card to hand over",
}
OPTIONS = {"recruit": "recruit a disciple (7 coins)", "beg1": "beg: 1 point for 3 coins",
           "beg2": "beg: 2 points for 5 coins", "foresee": "foresight", "church": "visit the church",
           "import1": "buy imports: 4 coins for 1 point", "import3": "buy imports: 9 coins for 3 points",
           "buy_card": "buy an action card (4 coins)", "blessing": "receive a blessing",
           "events": "foresight on the events"}


# verb → (English with {0}, {1} for the arguments, the arguments that are names of things)
TEMPLATES = {
    "deck": ("the {0} deck", ()), "favour": ("take the favour {0}", (0,)), "keep": ("keep {0}", (0,)),
    "put": ("put back {0}", (0,)), "pick": ("hand over {0}", (0,)), "discard": ("give up {0}", (0,)),
    "play": ("play {0}", (0,)), "bid": ("bid {0} coins", ()), "take": ("take the {0}", ()),
    "annex": ("take the {0}", (0,)), "place": ("place a disciple on {0}", ()),
    "order": ("move to place {0} in the player order", ()),
    "mission": ("complete {0} with the disciple on {1}", (0,)),
    "recall": ("bring the disciple on {0} home", ()), "use": ("use the {0}: {1}", (0, 1)),
}


class Words:
    """Mixed into the state."""

    def frame_name(self) -> str:
        if not self.pending:
            return "nothing"
        return FRAME_NAMES.get(self.pending[-1][0], self.pending[-1][0])

    def _name(self, card: str) -> str:
        d = self.data
        for table in (d.missions, d.actions, d.bonus, d.events, d.favours, d.weapons, d.annexes):
            if card in table:
                return table[card].name.en
        if card == d.blackmail.id:
            return d.blackmail.name.en
        return card

    def describe(self, action: str) -> str:
        verb, args = split(action)
        a = args + [""] * 3
        if verb == "lot":
            group = B.lot_groups(self.num_players)[int(a[0]) - 1] if a[0].isdecimal() and 0 < int(a[0]) <= 7 else ()
            return f"open lot {a[0]} ({' / '.join(group)})"
        if verb in TEMPLATES:
            template, named = TEMPLATES[verb]
            return template.format(*(self._name(x) if i in named else x for i, x in enumerate(a)))
        if verb == "do":
            if a[0] == "shogun":
                return "visit the Shogun (1 point)"
            if a[0].startswith("bakufu"):
                return f"visit the Bakufu: the top {a[1]} mission"
            if a[0].startswith("order"):
                return "change the player order: every order space acts, from 1"
            if a[1] == "build":
                return f"build the {self._name(a[2])} (11 coins)"
            if a[1] == "geisha":
                return f"hire a geisha for {'8 coins' if a[2] == 'coins' else '2 points'}"
            if a[1] == "buy":
                return f"buy the weapon in market slot {a[2]}"
            if a[1] == "sell":
                return f"sell {self._name(a[2])} for 2 coins"
            if a[1] == "missions":
                return f"foresight on the {a[2]} missions"
            return OPTIONS.get(a[1], a[1])
        if verb == "propose":
            return f"propose a trade to seat {a[0]}"
        if verb in ("give", "ask"):
            return f"{verb} {' '.join(self._name(x) for x in args)}"
        return {"drop": "drop out for 3 coins", "stay": "stay in the auction", "pass": "pass", "done": "done",
                "bless": "give back the blessing to lose nothing", "endure": "keep the blessing and suffer it",
                "send": "send the offer", "withdraw": "withdraw the offer", "accept": "accept the trade",
                "decline": "decline the trade"}.get(verb, action)

    def public_describe(self, action: str) -> str | None:
        """None when the action names a hidden card (kept, put back, handed over, given up, offered,
        sold, traded in at an annex or completed: a completed mission is laid face down); weapons
        are public, so choosing one is told to all. Playing a card shows it."""
        verb, args = split(action)
        if verb != "play":
            d = self.data
            if any(x in d.actions or x in d.bonus or x in d.missions or x in d.events for x in args):
                return None
        return self.describe(action)
