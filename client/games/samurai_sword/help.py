"""Samurai Sword's rules in brief, for the help screen (our own words; msgids in the catalogues).

Figures follow content.py (seeds/samurai_sword.txt, RULINGS W-1..W-4); each
section fits the help page in both languages (tests/samurai_sword/test_help.py).
"""
from client.i18n import N_

SECTIONS = (
    (N_("Samurai Sword: the aim"),
     N_("Everyone holds a secret role; only the Shogun shows his. The Shogun and his Samurai form one camp, "
        "the Ninja a second, and the Ronin fights alone as the third. Attacks wear characters down; whoever "
        "knocks a character out takes 1 honour from its player. The game ends the moment a player has no "
        "honour left. Each camp then adds up its players' honour, times the multiplier of their role, and the "
        "camp with most points wins. Work out who is who from what they do.")),
    (N_("Roles in play"),
     N_("3 players: the Shogun and 2 Ninja (see Three players).\n"
        "4 players: the Shogun, 1 Samurai, 2 Ninja.\n"
        "5 players: the Shogun, 1 Samurai, 2 Ninja, the Ronin.\n"
        "6 players: the Shogun, 1 Samurai, 3 Ninja, the Ronin.\n"
        "7 players: the Shogun, 2 Samurai, 3 Ninja, the Ronin.\n"
        "The three Ninja cards carry 1, 2 and 3 stars. When only two Ninja play, the third card is set aside "
        "unseen; with 4 players the Ninja with more stars scores double.")),
    (N_("Setup"),
     N_("Each player gets a random character, shown to all. Its resilience (4 or 5) is how much damage it "
        "takes before it is knocked out. The Shogun starts with 5 honour; every other player with 3 when 4 or "
        "5 play, 4 when 6 or 7 play. The 90 cards are shuffled and dealt round the table from the Shogun: "
        "4, 5, 5, 6, 6, 7 and 7 cards. The Shogun takes the first turn, then play passes to the left.")),
    (N_("Your turn"),
     N_("1. Recovery: a knocked-out character comes back with full resilience.\n"
        "2. Draw: take 2 cards from the deck.\n"
        "3. Play: play as many cards as you like, but only one weapon (more with Focus or Goemon). Weapons "
        "and actions are discarded once played; properties stay on the table.\n"
        "4. Discard: end with no more than 7 cards in hand.\n"
        "Out of turn you only answer: a Parry against an attack, a card against Battlecry or Jujutsu. "
        "Bushido in front of you is settled between recovery and draw.")),
    (N_("Harmless players"),
     N_("A player with no resilience left or no cards in hand is harmless: no weapon, Battlecry or Jujutsu "
        "can reach them, and they do not count when measuring distance. A knocked-out character stays "
        "harmless until its player's next turn begins. Bushido can still be given to a harmless player, and "
        "Geisha and Diversion still take their cards.")),
    (N_("Difficulty and distance"),
     N_("Seats form a circle. The difficulty of an attack is the distance to the target the shorter way "
        "round, skipping harmless players: your neighbour is at 1, the one beyond at 2, and so on. Add 1 for "
        "each Armor in front of the target, and 1 if the target is Benkei. A weapon can only be aimed at a "
        "player whose difficulty is no higher than the weapon's own number (Kojiro ignores this).")),
    (N_("Weapons and Parry"),
     N_("Play a weapon on a player within its reach. Unless they play a Parry, they lose resilience equal to "
        "the weapon's damage, +1 per Fast Draw in front of the attacker, +1 for Musashi, −1 against Ginchiyo "
        "(never below 1). Only the attacked player may parry. The weapon is discarded whether it hits or not. "
        "Damage beyond a character's last point is lost.")),
    (N_("Knock-outs and honour"),
     N_("A character that loses its last resilience point is knocked out: its player hands 1 honour to the "
        "player who did it, whether by weapon, Battlecry or Jujutsu. When the deck runs out, the discard "
        "pile is shuffled into a new deck and every player loses 1 honour. As soon as anyone is down to "
        "0 honour, the game ends.")),
    (N_("Characters (1)"),
     N_("The number in brackets is the character's resilience.\n"
        "Benkei (5): attacks on him are 1 harder.\n"
        "Chiyome (4): only weapons can hurt her; Battlecry and Jujutsu leave her alone.\n"
        "Goemon (5): may play one more weapon each turn.\n"
        "Ginchiyo (4): weapons deal her 1 damage less, but always at least 1.\n"
        "Hanzo (4): may discard a weapon in place of a Parry, against an attack or a Battlecry, unless it is "
        "his last card.\n"
        "Hideyoshi (4): draws one more card in his draw phase.")),
    (N_("Characters (2)"),
     N_("Ieyasu (5): may take the first card of his draw from the top of the discard pile.\n"
        "Kojiro (5): his weapons reach any difficulty.\n"
        "Musashi (5): his weapons deal 1 more damage.\n"
        "Nobunaga (5): during his play phase, may give up 1 resilience to draw a card, as often as he likes, "
        "but never his last point.\n"
        "Tomoe (5): draws a card each time one of her weapons does damage.\n"
        "Ushiwaka (4): draws a card for every point of weapon damage he takes.")),
    (N_("Weapons (32 red cards)"),
     N_("Each weapon shows how far it reaches (the highest difficulty) and its damage; copies in brackets.\n"
        "Reach 1: Bokken, damage 1 (6) · Kiseru, damage 2 (5) · Wakizashi, damage 3 (1)\n"
        "Reach 2: Bo, damage 1 (5) · Kusarigama, damage 2 (4) · Katana, damage 3 (1)\n"
        "Reach 3: Shuriken, damage 1 (3) · Kanabo, damage 2 (1) · Nodachi, damage 3 (1)\n"
        "Reach 4: Naginata, damage 1 (2) · Nagayari, damage 2 (1)\n"
        "Reach 5: Tanegashima, damage 1 (1) · Daikyu, damage 2 (1)")),
    (N_("Properties (15 blue cards)"),
     N_("Properties stay in front of a player until a Geisha removes them; each copy counts.\n"
        "Armor (4): attacks on you are 1 harder.\n"
        "Focus (6): one more weapon per turn.\n"
        "Fast Draw (3): your weapons deal 1 more damage.\n"
        "Bushido (2): put it in front of any other player, at any distance; only one can be in play. After "
        "recovery its holder turns up the top card of the deck. Not a weapon: Bushido passes to the left. "
        "A weapon: discard a weapon from hand and pass Bushido left, or lose 1 honour and discard Bushido.")),
    (N_("Actions (43 yellow cards)"),
     N_("Parry (15): cancels a weapon aimed at you.\n"
        "Battlecry (4): every other player discards a Parry or loses 1 resilience.\n"
        "Jujutsu (3): every other player discards a weapon or loses 1 resilience.\n"
        "Breathing (3): back to full resilience; another player of your choice draws a card.\n"
        "Daimyo (3): draw 2 cards. Held at the end, each Daimyo is worth 1 point (not to the Ronin).\n"
        "Diversion (5): take a random card from another player's hand.\n"
        "Geisha (6): another player discards a property you choose or a random card from hand.\n"
        "Tea Ceremony (4): draw 3 cards; every other player draws 1.\n"
        "Battlecry and Jujutsu are answered seat by seat from your left; harmless players are skipped.")),
    (N_("The end and scoring"),
     N_("Each player scores honour × multiplier, then +1 per Daimyo in hand (not multiplied; not for the "
        "Ronin). Multipliers with 4 / 5 / 6 / 7 players:\n"
        "Shogun ×1 / ×1 / ×1 / ×1\n"
        "Samurai ×2 / ×1 / ×2 / ×1\n"
        "Ninja ×1 / ×1 / ×1 / ×1 (with 4 players, ×2 for the Ninja with more stars)\n"
        "Ronin – / ×2 / ×3 / ×3\n"
        "Camps add up their players' points. If the game ended because a player lost their last honour to "
        "someone of their own camp, that camp loses 3 points. Most points wins; a tie goes to the Ninja if "
        "they are in it, otherwise to the Shogun's camp.")),
    (N_("The Bushido master"),
     N_("If a knock-out leaves only one character with any resilience, the game ends at once and that "
        "player's camp wins, whatever the scores, unless the knock-out was dealt by someone of the victim's "
        "own camp. This does not apply with 3 players.")),
    (N_("Three players"),
     N_("The Shogun plays against 2 Ninja. He starts with 6 honour, they with 3. The Shogun draws 3 cards a "
        "turn, may play 2 weapons a turn and scores ×2; the Ninja score ×1. Bushido never costs the Shogun "
        "honour: he may simply discard it. There is no Bushido master.")),
)
