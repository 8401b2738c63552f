"""姬札大戰's words: factions, skills, action verbs and the kinds of decision-stack frames."""
from __future__ import annotations

PLAYERS = 2
CASTLE_TROOPS, CASTLE_PROVISIONS = 30, 10  # thousands of troops, loads of provisions (H-8)
SORTIE_MIN, SORTIE_MAX = 1, 10             # troops a sortie takes from the castle (H-6)
ABILITY_MAX = 5                            # no ability value goes above 5
WIN_RESULTS = 10                           # war results that win (H-9)
TURN_CAP = 60                              # turns of each player before H-11 decides
DECK_LIMIT_HALVES = 30                     # 15 points, counted in half points (H-3)

FACTIONS = ("wei", "shu", "wu", "qun")     # 魏 蜀 吳 群
FACTION_ZH = {"wei": "魏", "shu": "蜀", "wu": "吳", "qun": "群"}

# the seed's eleven general skills
INSTANT_RETREAT = "instant_retreat"  # 即時撤退: retreat from anywhere as the move action
PEERLESS = "peerless"                # 一騎當千: +1 thousand, survives at exactly 0
REINFORCEMENTS = "reinforcements"    # 援軍: the castle takes 1 thousand of melee casualties
PURSUIT = "pursuit"                  # 追擊: may step into the zone a defender stepped back from
RAID = "raid"                        # 突襲: no melee penalty when tired
ASSAULT = "assault"                  # 強襲: melee also diagonally
SURPRISE = "surprise"                # 奇襲: a flank melee gives the defender +0/-1
CAVALRY = "cavalry"                  # 騎兵: moves and steps back diagonally too
PALISADE = "palisade"                # 防柵: no melee across its front, either way
LOGISTICS = "logistics"              # 調度: +2 provisions on retreating to the castle
CONSCRIPTION = "conscription"        # 徵募: +1 thousand troops on retreating to the castle
SKILLS = (INSTANT_RETREAT, PEERLESS, REINFORCEMENTS, PURSUIT, RAID, ASSAULT, SURPRISE, CAVALRY,
          PALISADE, LOGISTICS, CONSCRIPTION)
SKILL_ZH = dict(zip(SKILLS, ("即時撤退", "一騎當千", "援軍", "追擊", "突襲", "強襲", "奇襲", "騎兵",
                             "防柵", "調度", "徵募")))

MELEE, SHOOT, STRATEGY = "melee", "shoot", "strategy"  # the three abilities (strategy: one value)

# phases (seed: 出擊, 移動, 攻擊, 撤退, then 戰果確認 at once)
SORTIE_PHASE, MOVE_PHASE, ATTACK_PHASE, RETREAT_PHASE = "sortie", "move", "attack", "retreat"
PHASES = (SORTIE_PHASE, MOVE_PHASE, ATTACK_PHASE, RETREAT_PHASE)

# action verbs
SORTIE, GUARD, TROOPS, MOVE, TRANSFER, RETREAT = "sortie", "guard", "troops", "move", "transfer", "retreat"
VOLLEY, SIEGE, STARVE = "volley", "siege", "starve"   # the three siege attacks (射擊, 攻城, 兵糧攻略)
PLAY, OUGI, SPECIAL, TARGET = "play", "ougi", "skill", "target"
BACK, STAY, PURSUE, TAKE, KEEP, NONE, DONE, PASS, CONCEDE = (
    "back", "stay", "pursue", "take", "keep", "none", "done", "pass", "concede")
CASTLE = "castle"  # the UNIT of the castle guard's attacks: ``melee:castle:L:R``

# frame kinds: each names ``_legal_<kind>`` and ``_decide_<kind>``
F_SORTIE_TROOPS = "sortie_troops"   # (kind, seat, card, lane)
F_REPLACE_GUARD = "replace_guard"   # (kind, seat): a lord sortied from the castle
F_AFTER_SORTIE = "after_sortie"     # (kind, seat, unit card or ""): sortie-timing abilities
F_TRANSFER = "transfer_troops"      # (kind, seat, giver, lane, row)
F_TARGET = "choose_target"          # (kind, seat, source, source id, unit card)
F_STEP_BACK = "step_back"           # (kind, defender, zone, casualties, attacker zone, attacker casualties)
F_PURSUE = "pursue_choice"          # (kind, attacker, attacker zone, empty zone)
F_SHOT_REACT = "shot_react"         # (kind, defender, zone, casualties)
F_RETREAT_GUARD = "retreat_guard"   # (kind, seat, leader of the retreated cards...)
