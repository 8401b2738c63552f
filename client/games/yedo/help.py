"""Yedo's rules in brief, for the help screen (our own words; msgids in the catalogues).

Figures follow the rules core (board.py, vocabulary.py) and RULINGS Y-1..Y-7; where one of our
rulings or assumptions changes what a player does (the auction's order, trading, the patrol's
ring, hidden cards, ties, Blackmail's effect) the text says so. Each section fits the help page
in both languages (tests/yedo/test_help.py).
"""
from client.i18n import N_

SECTIONS = (
    (N_("Yedo: the aim"),
     N_("Edo, 1605: a new Shogun rules the city and every clan wants his favour. You lead a clan of disciples "
        "who work the city's districts to complete secret missions. Over 11 rounds you gain points for missions, "
        "for visits to the Shogun, for annexes and geisha won at auction, and at the end for your bonus cards. "
        "The most points wins.\n"
        "Each player starts with 12 coins, 1 point, 4 disciples (2 at home, 2 in reserve), 4 missions and an "
        "action card. Coins, weapons, annexes, geisha and blessings are on show; missions, action cards and bonus "
        "cards are hidden, but everyone sees how many missions of each colour you hold.")),
    (N_("What you may hold"),
     N_("• Missions: 4 not yet done (done ones without limit).\n"
        "• Action cards: 3, hidden. Bonus cards: 2, hidden.\n"
        "• Weapons: 4, eight kinds. Geisha: 3. Blessings: 1.\n"
        "• Annexes: one of each of the four kinds.\n"
        "• Disciples: never fewer than 2, at most 4.\n"
        "Whenever you go over a limit you choose what to give up: a weapon goes to the discard, a card or "
        "mission under its deck.")),
    (N_("Setting up"),
     N_("The player order is drawn at random; it is also the bidding order. From the last player to the first, "
        "each takes missions one at a time from the colour deck of their choice until everyone holds 4. Green "
        "missions are easy, yellow fair, red hard and black a real challenge; everyone must end up with at least "
        "one red or black.\n"
        "Then, again from the last player, each chooses one of the Shogun's five favours and takes it at once: an "
        "action card, a bonus card or a weapon with 3 coins each, 7 coins, or a blessing. The favour is then "
        "turned over: it is Blackmail, a special action card (see Action cards).")),
    (N_("A round: seven phases"),
     N_("1. Preparation (not in round 1): the church in the Port gets 1 coin, or 3 if it is empty; each Dojo "
        "gives its owner 1 coin.\n"
        "2. Auction.\n"
        "3. Event: three new weapons come to the market, then the round's event is drawn.\n"
        "4. Placement: in player order, one disciple at a time.\n"
        "5. Patrol (not in round 11 of Geisha mode).\n"
        "6. Trading.\n"
        "7. Disciple actions: in player order, one disciple at a time.\n"
        "The game lasts 11 rounds, or ends after the round in which the Shogun is assassinated.")),
    (N_("The auction"),
     N_("First, each player in order may drop out at once and take 3 coins. Then the first player still in "
        "without a lot opens a lot of their choice at its base price (or passes to the drop-out area, without "
        "the coins). Each other player still bidding may raise once, in whole coins within their money, or "
        "pass; the opener has the last word. The highest bid pays and wins. Nobody wins more than one lot a "
        "round.\n"
        "Lots: 1 action card, 2 bonus card, 3 weapon (3 coins each; look at the top 3, keep 1); 4 annex, "
        "5 geisha (5 coins each, with 2 points even when none are left); 6 disciple, 7 mission of a colour you "
        "choose (3 coins; the top 3, keep 1). With 2 or 3 players the lots come in three groups (1–3, 4–5, 6–7) "
        "and the winner takes one item of the group.")),
    (N_("Events and blessings"),
     N_("Each round's event may close a district for the round (a closed district takes no disciples), give "
        "everyone something or take something away.\n"
        "A blessing, received at the Temple or as a favour, can be given back when an event would cost you "
        "something: you then lose nothing to that event (our reading: it guards against any such loss). You hold "
        "one blessing at most.")),
    (N_("Placement and the Castle"),
     N_("In player order each player places one disciple at a time from home until all are placed (placing is "
        "not optional). A disciple goes on a free action space of an open district, or on one of your own "
        "annexes. Each space and each annex holds one disciple.\n"
        "The Castle has the Shogun's space (1 point), the Bakufu spaces (the top mission "
        "of a colour you choose) and three order spaces. Each player may take one order space. In the actions "
        "phase a player may call them with their disciple there: every order space acts, from 1 to 3, each "
        "occupant moving their marker anywhere in the player order, and all those disciples go home, even one "
        "meant for a mission. Play goes on after the caller in the new order (our reading).")),
    (N_("The districts"),
     N_("• Gate: recruit a disciple from reserve (7 coins); beg, 1 point for 3 coins or 2 for 5; or look at the "
        "top 3 action cards and put them back in any order.\n"
        "• Inn: build an annex (11 coins), or look at the top 3 weapons.\n"
        "• Port: take the church's coins; imports, 4 coins for 1 point or 9 for 3; or look at the bonus deck.\n"
        "• Red Light: hire a geisha (8 coins or 2 points), or buy the top action card (4 coins).\n"
        "• Market: buy a weapon (8 coins in the three left slots, 6 in the two right), or sell an action or bonus "
        "card for 2 coins.\n"
        "• Temple: a blessing; look at the next 3 events (kept in order) or the top 3 missions of a colour.")),
    (N_("The patrol"),
     N_("The patrol walks the ring of the seven districts in the board's order, starting at the Gate: the red "
        "patrol clockwise, the blue one counter-clockwise (drawn at setup; our ruling). Each patrol phase it "
        "takes one step. Then, from the first player, each may play one card that moves it, and then each may "
        "play one card that protects their disciples. Finally it arrests every disciple in its district: they "
        "go to the reserve, except that nobody falls below 2 disciples, and those go home instead.")),
    (N_("Trading"),
     N_("Players with a disciple in the Market may trade coins and weapons; in the Inn they may also trade geisha, "
        "missions not yet done, action cards and bonus cards. Annexes, done missions, disciples and blessings "
        "are never traded. Trading takes no disciple away.\n"
        "Our ruling: in turn, a player proposes one trade to another player present in the same district, "
        "within what that district allows; the other accepts or declines. Hidden cards go blind: the receiver "
        "sees only their kind until the trade is done, and asks for the other's hidden cards by kind, the giver "
        "choosing which. Every trade is told in the log. At most three proposals each per phase; the phase ends "
        "when everyone passes.")),
    (N_("Missions"),
     N_("A mission names districts where your disciples must stand (a district named twice needs two) and items "
        "you must own: geisha, weapons, annexes, blessings. Items are shown, not spent. In the actions phase, one "
        "of the disciples standing there completes it and goes home; the others stay.\n"
        "The reward (points, coins, cards and more) grows with the colour. A mission also has an extra "
        "requirement, checked once the standard one is met: meet it too and you gain the extra reward. Missions "
        "belong to categories such as kidnapping or warfare, which some bonus cards count. A done mission is "
        "laid face down: the others see its colour and the points it scored, not which mission it was, until "
        "the end.")),
    (N_("Annexes"),
     N_("Annexes are built at the Inn or won at auction, one of each kind at most. A disciple placed on your own "
        "annex may use its active power; the passive power always works.\n"
        "• Yashiki: put a mission under its deck and take the top one of that colour. A disciple on it counts as "
        "a geisha for a mission.\n"
        "• Karesansui: look at the top 3 of any deck. A disciple on it counts as a blessing for a mission.\n"
        "• Dojo: discard a weapon and take the top one. 1 coin in each preparation phase.\n"
        "• Kobudo: put an action card under the deck and take the top one. Weapons in the Market cost 3 coins "
        "less.")),
    (N_("Action cards"),
     N_("Each action card says when it may be played: in any phase or a given one, sometimes only if you own "
        "something. You play it at one of your own decisions of that phase (our reading), or, for the patrol's "
        "cards, in the patrol's two windows. A played card goes under the action deck.\n"
        "Reactions answer another player's card out of turn: each other player holding cards is asked in player "
        "order, and a counter cancels the card.\n"
        "Blackmail, the back of your favour, is not counted in your hand and cannot be countered. Our rule for it: "
        "on your turn, take the top card of any deck and 2 coins. Kept unused to the end, it scores 2 points.")),
    (N_("Geisha mode and Samurai mode"),
     N_("Geisha mode is the simpler game: the action cards and events with the samurai mark leave the box, each "
        "player starts with the top action card, and there is no patrol in round 11.\n"
        "Samurai mode uses every card. Each player starts by looking at the top 3 action cards, keeping one and "
        "putting the others under the deck, and many events cost you something (a blessing can stop it).")),
    (N_("The end and ties"),
     N_("After round 11, or at the end of the round in which the Shogun is assassinated, each player adds to "
        "their points every bonus card they hold (for example 2 points for each geisha, or points for the most "
        "missions of one category, fewer when that most is shared) and 2 points for Blackmail kept unused.\n"
        "The most points wins. A tie goes to the player earlier in the player order.")),
)
