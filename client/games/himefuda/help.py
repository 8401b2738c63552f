"""Himefuda Battle's rules in brief, for the help screen (our own words; msgids in the catalogues).

Figures follow the rules core (vocabulary.py, dice.py, combat.py) and RULINGS H-1..H-11; where
one of our rulings changes what a player does (H-7, H-8, H-9, H-11) the text says it is ours.
The terrain lines agree with maps/himefuda_terrain.tsx (tests/himefuda/test_help.py reads it
through field_map). Each section fits the help page in both languages.
"""
from client.i18n import N_

SECTIONS = (
    (N_("Himefuda Battle: the aim"),
     N_("Two warlords of the Three Kingdoms face each other across a small field, each behind a castle. Your "
        "cards are generals, who lead units of troops, and tactics. You win the moment one of these happens "
        "(checked at once, whenever it may have: our ruling):\n"
        "• the enemy castle has no troops left;\n"
        "• the enemy has no provisions left;\n"
        "• the enemy lord's unit is routed;\n"
        "• you hold 10 war results;\n"
        "• the opponent concedes.\n"
        "As our safeguard, after 60 turns of each player the one with more war results wins, then the one with "
        "more castle troops, then more provisions; otherwise it is a draw.")),
    (N_("The field and the castles"),
     N_("The field has 5 lanes and 4 columns. From your side: your camp, your neutral column, the enemy's neutral column, "
        "the enemy camp. Each castle lies behind its camp; the middle three lanes are in front of its gate. A "
        "zone holds one unit at most. Every unit faces the enemy castle: its front is the zone straight ahead, "
        "its sides left and right, its rear straight back.\n"
        "Each castle starts with 30 thousand troops and 10 provisions. Your lord starts in the castle as its "
        "guard. A castle with no guard is empty and defends at 0.")),
    (N_("Cards and decks"),
     N_("A general shows its faction, cost, war result and three abilities from 0 to 5: melee attack/defence, "
        "shooting attack/defence and strategy. It may have general skills, a special skill and an ougi. A tactic "
        "is equipment, a stratagem, a strategy, a formation or a facility.\n"
        "A deck costs at most 15 points and holds at least one general, one of them the lord. Every card but the "
        "lord starts in your hand, hidden: your opponent sees how many cards you hold and what they cost in all. "
        "Routing a unit gives you its cards as war results, face up, worth the number printed on each.")),
    (N_("A turn: five phases"),
     N_("Your turn runs through five phases in order; End phase moves on.\n"
        "1. Sortie: send one unit out, or put a general in the castle as its guard.\n"
        "2. Move: one action, a move, a troop transfer or a move-phase ability.\n"
        "3. Attack: each of your units may attack once, and so may the castle guard.\n"
        "4. Retreat: one unit in your own camp that did nothing this turn may go back into the castle.\n"
        "5. War results: the winning conditions are checked (in fact they are checked after every step).\n"
        "Then the other player takes a turn.")),
    (N_("Sortie"),
     N_("Pick a general from your hand, or the castle guard, and a free zone of your camp. It costs 1 provision "
        "and takes 1 to 10 thousand troops from the castle (a sortie never takes the last troop or provision). "
        "The new unit has just sortied: this turn it does nothing but use sortie tactics and its own sortie skill.\n"
        "When the guard leads a sortie, you may name another general from hand as the new guard, or leave the "
        "castle empty.\n"
        "Instead of a sortie you may put a general from hand in the castle as guard; the one there goes back to "
        "hand. The lord, once guard, is only replaced when it sorties. A guard placed this turn does not attack "
        "this turn.")),
    (N_("Moving and transferring troops"),
     N_("Move one unit one zone straight (cavalry: diagonally too). A unit that moved fights this turn in melee "
        "at -1/+0 and may not shoot, attack a castle, retreat or use attack-phase tactics.\n"
        "Or transfer troops: a unit may give any number of its troops to a unit next to it (straight) when both "
        "leaders carry the banner of the same faction. A unit that gives all its troops merges: both cards fight "
        "as one unit, led by the receiving general, until they retreat to the castle. A routed merged unit gives "
        "the enemy the war results of both cards.")),
    (N_("Dice"),
     N_("Every roll is one six-sided die against an ability value.\n"
        "Strength roll: the strength is the number rolled if it is at most the value; above the value it counts "
        "as 1. A value of 4 rolling 3 gives 3; rolling 5 gives 1.\n"
        "Success roll: a success when the number rolled is at most the value.")),
    (N_("Melee"),
     N_("Attack an enemy unit in a zone next to yours, straight (assault: diagonally too). The attacker makes a "
        "strength roll on its melee attack, the defender on its melee defence. If the attack is stronger, the "
        "defender loses the difference in thousands of troops; otherwise it is a stalemate and each side loses "
        "1 thousand. Casualties never exceed the attacking unit's troops (ougi extras aside). A unit at 0 troops "
        "is routed.\n"
        "Step back (our ruling): before the casualties, the defender may step into its empty rear zone (cavalry: "
        "also the diagonal rear zones) to lose 1 thousand fewer, never fewer than 1. Not from a castle, and not "
        "off the field. An attacker with pursuit may then move into the zone left empty.")),
    (N_("Shooting"),
     N_("Shoot an enemy unit one zone away diagonally or two zones away straight; a unit that moved this turn may not shoot. "
        "Both make strength rolls, with shooting attack and defence. A stronger shot deals the difference in "
        "thousands; equal strengths deal 1 thousand; a stronger defence takes nothing. A unit that is shot "
        "cannot step back, though a tactic played in answer may move it back.")),
    (N_("Attacking a castle"),
     N_("A unit in the enemy camp that has not moved this turn may attack the castle in one of three ways:\n"
        "• Storm: a melee against the guard's melee defence (0 when the castle is empty). A success costs the "
        "castle the difference in troops and 1 provision; a stalemate costs each side 1 thousand.\n"
        "• Shoot: a success roll on shooting; a hit costs the castle 1 thousand troops.\n"
        "• Raid the provisions: a success roll on strategy burns 1 provision.\n"
        "The castle guard answers once a turn: a melee on an enemy unit in front of the gate, or a shot at any "
        "enemy unit in your camp, with the garrison's troops behind it. Its target cannot step back.")),
    (N_("Retreat"),
     N_("In the retreat phase one unit in your own camp that did nothing this turn may go back into the castle "
        "(not one that moved). Its troops join the garrison and its cards go back to your hand (our ruling). "
        "You may then swap a retreating general with the castle guard, unless the guard is your lord; a "
        "retreating lord always becomes the guard again.\n"
        "Logistics brings 2 provisions and conscription 1 thousand troops when their general retreats.")),
    (N_("General skills"),
     N_("Instant retreat: as the move action, retreat to the castle from anywhere, even on the turn of the "
        "sortie.\n"
        "Peerless: it deals casualties as if it had 1 thousand more troops, and only more casualties than it "
        "has troops rout it.\n"
        "Reinforcements: when it is attacked in melee, the castle takes 1 thousand of its casualties.\n"
        "Pursuit: after a melee, may move into the zone the defender stepped back from.\n"
        "Raid: no melee penalty after moving.\n"
        "Assault: may attack diagonally in melee.\n"
        "Surprise: attacking from the defender's side, the defender is at +0/-1.\n"
        "Cavalry: moves and steps back diagonally too.\n"
        "Palisade: no melee across its front, either way.\n"
        "Logistics: +2 provisions when it retreats to the castle.\n"
        "Conscription: +1 thousand troops when it retreats to the castle.")),
    (N_("Special skills, ougi and tactics"),
     N_("A special skill or an ougi belongs to a general; a tactic is played from hand. Each card says when it "
        "may be used (on sortie, as the move action, in the attack phase, or in answer to a shot), how often per "
        "sortie, how long it lasts (now, this turn, until your next turn, or while the unit stays on the field), "
        "whom it reaches (its range pattern around the unit) and what it costs: troops of the unit, provisions, "
        "or troops of the castle. A cost may never empty the unit, the castle or the granary.\n"
        "A tactic is then discarded, goes back to hand, or stays on its unit as equipment. A unit that moved this "
        "turn may not use attack-phase tactics.")),
    (N_("Random terrain (option)"),
     N_("Instead of the plain field, each player rolls a die for their own half: the camp column and the neutral "
        "column in front of it. There are five numbered half-fields; a 6 is rolled again.\n"
        "Forest: a unit there defends in melee at +0/+1.\n"
        "Hill: a unit there shoots at +1/+0.\n"
        "River: a unit there attacks in melee at -1/+0.")),
)
