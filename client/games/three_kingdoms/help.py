"""3KingdomsBattle's rules in brief, for the help screen (our own words; msgids in the catalogues).

Figures follow the rules core (vocabulary.py, wars.py, rules.Options) and RULINGS K-1..K-14;
where one of our rulings changes what a player does (K-2, K-6, K-7, K-14) the text says it is
ours. Each section fits the help page in both languages (tests/three_kingdoms/test_help.py).
"""
from client.i18n import N_

SECTIONS = (
    (N_("3KingdomsBattle: the aim"),
     N_("Each of you is a warlord of the Three Kingdoms. Together you build the map from square tiles; cities "
        "close as tiles are added, and the troops inside a finished city decide whose it is. A city you control "
        "is worth 1 point if it is small (3 tiles or fewer) and 2 points if it is large (4 tiles or more), but "
        "only while you hold it: lose the city and its points go with it. The first to reach 8 points wins on "
        "the spot. Otherwise the game ends with the turn in which the last tile is used up, and the highest "
        "score wins.")),
    (N_("Tiles and cities"),
     N_("The map starts from one tile; 71 more wait face down in a stack. Each tile edge shows city wall, plain "
        "or barricade. A new tile must touch the map along at least one edge, and every edge it shares must "
        "match: wall to wall, plain to plain, barricade to barricade. Turn it as you like. A drawn tile that "
        "fits nowhere leaves the game and you draw again (our ruling).\n"
        "A city is complete once its walls close all round. Every tile has one or two garrison spaces, each "
        "room for one troop. Two cities are connected when one stretch of plain touches both; barricades and "
        "walls cut a plain in two.\n"
        "Every city takes the name of a place of the Three Kingdoms when its first tile is laid (the start "
        "tile's is Luoyang), written on the board beside it, and keeps its oldest name when cities grow "
        "together; the log calls cities by these names. A square is (x, y): the start tile is (0, 0), x grows "
        "to the right and y downwards.")),
    (N_("Reading the board"),
     N_("Drag the board to move it, turn the mouse wheel to zoom, and press F to see the whole map again. "
        "Point at a square to read its (x, y) on a small tag; point at a line of the log and the tiles of the "
        "cities it names light up.\n"
        "Every player has a colour and a shape of their own (circle, square, triangle, diamond, cross), on "
        "their troops and cities alike. A banner standing on its foot, a red tassel at its head, is an alert "
        "troop; a banner lowered to lie along its pole is a holding troop; a small number beside a banner counts "
        "troops standing close together. A completed city shows its points on its holder's shape, or on a paper "
        "disc while it stands idle: point at it to read more. The key folded at the table's left sums these up (point "
        "at it or click it), and the tiles the newest log line names are framed for a few seconds. "
        "The tile laid last is framed in the colour of the player who laid it.")),
    (N_("Your turn: one of five actions"),
     N_("1. Expand: draw a tile and lay it. Then you may put a troop from your supply on each garrison space "
        "of that tile.\n"
        "2. Deploy: reinforce (one troop from your supply into a city of yours with a free space), withdraw "
        "(one troop from a city of yours back to your supply) or transfer (one alert troop to another city of "
        "yours connected by plain).\n"
        "3. Switch: turn as many of your troops as you like from alert to holding, or from holding to alert; "
        "one direction per turn.\n"
        "4. Command card: a national war, an emergency deployment or a plot.\n"
        "5. Occupy: roll a die to take a completed city that stands idle.\n"
        "Only what you can carry out is offered; with nothing to do you pass.")),
    (N_("Troops: alert and holding"),
     N_("Each player has 8 troops. A troop stands alert (upright) or holding (lying down). Alert troops may move "
        "and attack, and one hit removes them. Holding troops only defend: in a national war the first hit "
        "turns them alert, so they take two hits. In a civil war every troop falls to one hit, whatever its "
        "state.\n"
        "Troops laid on a new tile may join a city where other players already stand, and they go in before a "
        "city the tile completes is settled (our ruling). A completed city with one player's troops is that "
        "player's; with nobody's it stands idle; with several players' troops a civil war breaks out.")),
    (N_("Civil war"),
     N_("It is fought at once, when a city is completed with the troops of two or more players. Every player "
        "rolls one die per troop in the city.\n"
        "Two players: each 5 or 6 sends one of the other side's troops back to its supply. Roll again with "
        "the troops left until one side is gone. If both are gone at once, the city stands idle.\n"
        "Three or more players (our ruling): only each player's highest die counts. Everyone below the top "
        "value withdraws all their troops; the players tied on top roll again. Once two are left, the "
        "two-player rule takes over.\n"
        "The winner's troops stay in the city as they were, alert or holding.")),
    (N_("National war"),
     N_("Spend a command card, pick a city of yours with alert troops and another player's city connected to "
        "it by plain, and choose how many of those alert troops attack. The defender fights with every troop "
        "in the city. Both sides roll one die per troop; each 5 or 6 hits. An attacker hit turns a holding "
        "defender alert, or removes an alert one when none holds; a defender hit removes an attacker.\n"
        "After each exchange the attacker may retreat. If the attackers win, they move as many survivors as "
        "they like into the city, alert, and the rest stay home; moving none leaves the city idle. If the "
        "defender wins and the attacking city stands empty, the defender may move alert troops into it and "
        "take it. If both sides are wiped out, the city stands idle.")),
    (N_("Command cards"),
     N_("Each player starts with 5 command cards, each used once for one of three things: a national war, an "
        "emergency deployment or a plot. An emergency deployment puts two troops from your supply into one of "
        "your cities with two free spaces, choosing each troop's state, or takes two troops from one of your "
        "cities back to your supply. Everyone can see how many command and plot cards each player has left. A "
        "card is spent only once its use is carried out: until then Keep the card (K) takes it back.")),
    (N_("Plots"),
     N_("Each player holds the four plots, each usable once and each costing a command card too.\n"
        "Drive the Tiger to Devour the Wolf: pick two cities of two other players, connected by plain, and "
        "which one attacks. Every alert troop of the attacking city fights a national war to the end, with no "
        "retreat.\n"
        "Secretly Cross at Chencang: a national war from a city of yours on any other player's city, connected "
        "or not.\n"
        "Beauty Trap: one troop of another player's city goes back to its owner's supply; then you may put one "
        "troop of yours into a city of yours with a free space.\n"
        "Lure the Tiger from the Mountain: every holding troop in another player's city turns alert; then you "
        "may attack that city at once from a connected city of yours, without another command card.")),
    (N_("Occupying an idle city"),
     N_("A completed city with no troops in it stands idle, often after a war. To occupy it, name it and roll "
        "one die: a small city needs 4, 5 or 6, a large one 5 or 6. On a success one troop from your supply "
        "moves in, alert, and the city's points are yours. You need a troop in your supply to try.")),
    (N_("The end and ties"),
     N_("Reaching 8 points ends the game at once, even in the middle of a war. Otherwise the game ends after "
        "the turn in which the last tile of the stack is laid or removed. As a safeguard of ours, a game also "
        "ends after 400 turns in all, scored as if the tiles had run out.\n"
        "The highest score wins. Ties go to the player with more troops in completed cities, then more unused "
        "command cards, then more unused plot cards, then more alert troops. Players still tied share the "
        "win.")),
)
