"""Shogun's rules in brief, for the help screen (our own words; msgids in the catalogues)."""
from client.i18n import N_

SECTIONS = (
    (N_("Shogun: the aim"),
     N_("You are a daimyo in Japan's warring states. The game lasts two years of three seasons and a winter. "
        "Points come at the end of each winter: 1 per province you hold, 1 per building, and majorities of "
        "castles (3), temples (2) and theatres (1) in each of the five regions; tied leaders score one less. "
        "The highest total wins; a tie goes to more chests.")),
    (N_("Setup"),
     N_("Each player starts with 18, 15 or 12 chests (3, 4 or 5 players) and 62 armies. In the draft you take "
        "one of two open province cards or a card from the deck and put one of your army portions there "
        "(5, 4, 4, 3, 3, 2, 2… armies). Then 7 armies of each player and 10 peasants are dropped into the "
        "cube tower; what comes out goes back, what sticks stays inside. With 3 players eight provinces are "
        "out of play (hatched on the board).")),
    (N_("Planning"),
     N_("Each season five of the ten action cards lie face up; the other five turn up one by one. In secret "
        "you place your province cards and chest cards (0 to 4) on your player board: one card on each "
        "action you want carried out in that province, and one card on the bid. A chest card does nothing "
        "on an action. Then one of the face-up event cards is drawn at random for the season.")),
    (N_("Bid and turn order"),
     N_("Bids are revealed: 4 chests beat 3, 2, 1, then a province card, then 0 chests, then no card; the "
        "chests are paid. In that order players choose a place 1 to 5 on the daimyo track, which is the turn "
        "order for the season and gives a special card: Tax +1, Rice +1, Recruit 6 (instead of 5), "
        "Attack +1 or Defence +1 (one more army from supply into the tower).")),
    (N_("The ten actions"),
     N_("Carried out in the order the cards lie, each by every player in turn order, in the province whose "
        "card is on it. Build castle (3 chests), temple (2) or theatre (1): one of each per province, up to "
        "its building squares. Collect rice or tax: the province's value, and a revolt marker is placed there; "
        "an earlier marker makes its peasants revolt first. Recruit 5 (3 chests), 3 (2 chests) or 1 (1 chest) "
        "armies; recruit 1 may also move armies to one of your neighbouring provinces. War A and War B: "
        "move armies to a neighbour (by land or a dashed sea route), attacking it if it is not yours. "
        "At least one army always stays behind.")),
    (N_("Events"),
     N_("Four event cards lie face up each year and three of them are used in spring, summer and autumn: "
        "castles defend with one more army, temples cannot be attacked, a new theatre removes a revolt "
        "marker, rice at most 3 or at least 4, tax at most 5 or at least 6, two peasants defend neutral "
        "provinces, or recruiting gives 3 instead of 5 and 2 instead of 3. The fourth card sets winter's "
        "rice loss (0 to 7).")),
    (N_("War and the tower"),
     N_("The attacking armies, the defending armies and every cube lying in the tray are thrown into the "
        "tower together. Only cubes that come out count; some stick on the two baffles and may be knocked "
        "out in a later battle. A neutral province is defended by one peasant. More attackers than defenders "
        "take the province and the difference stays there; fewer lose; a tie leaves the province neutral. "
        "Peasants help a defender only where there is no revolt marker.")),
    (N_("Winter"),
     N_("Everyone loses the rice shown on the last event card. A player with fewer rice than provinces "
        "suffers revolts: short by 1 one province with 1 peasant, by 2 one with 2, by 3 or 4 two with 2, "
        "by 5 or 6 two with 3, by 7 or more three with 3, plus the peasants of its revolt markers. "
        "Then the year is scored, rice and markers are cleared and four new events are dealt.")),
)
