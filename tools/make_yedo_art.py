"""Write Yedo's pictures as SVG under assets/art/yedo/ (run: python tools/make_yedo_art.py).

Woodblock look (see the art direction): flat fields of the named pigments, one even ink
outline, pattern instead of shading, gold only for what matters. Every picture is put
together from a small library of motifs drawn in a 100 x 100 box:

* weapons and annexes: one motif each on a paper disc (icons, at 16 px and up);
* icons: what the cards ask for and give (points, coins, geisha, blessing, a card…);
* deck backs: a card back per deck, its colour and its emblem;
* card pictures (160 x 100, the template's picture window): every action card (cards that
  share a name share the picture of the first of them), every bonus and event card, a motif or
  two on a patterned pigment field of their own; every mission a scene of its own (its actor,
  the thing it needs in hand, the building of its district, a sky of its kind).

The SVG files are the data the program reads; this script only writes them.
"""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "art" / "yedo"
DATA = ROOT / "client" / "games" / "yedo" / "data"

# the pigments (client/render/palette.py)
SUMI, WASHI, KINARI = "#1c1816", "#f4ecda", "#e4d6b8"
AI, SHU, KUCHIBA, MATSUBA, ASAGI, KIN = "#26406e", "#c43e28", "#b8863a", "#3a623c", "#3a8a8c", "#cca854"
MURASAKI = "#684278"
INK = f'stroke="{SUMI}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"'
THIN = f'stroke="{SUMI}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"'

# -- motifs: SVG fragments in a 100 x 100 box ---------------------------------------------------
M: dict[str, str] = {
    # weapons
    "katana": f'<path d="M18 86 Q52 60 90 12 Q66 52 30 92 Z" fill="{WASHI}" {INK}/>'
              f'<path d="M14 70 L34 90" fill="none" {INK} stroke-width="7"/>'
              f'<path d="M22 80 L8 94" fill="none" stroke="{AI}" stroke-width="9" stroke-linecap="round"/>',
    "yumi": f'<path d="M30 6 Q86 50 30 94" fill="none" stroke="{KUCHIBA}" stroke-width="9" stroke-linecap="round"/>'
            f'<path d="M30 6 Q86 50 30 94" fill="none" {THIN}/>'
            f'<path d="M30 6 L30 94" fill="none" {THIN} stroke-width="2"/>'
            f'<path d="M12 50 L78 50 M78 50 L68 43 M78 50 L68 57" fill="none" {INK}/>'
            f'<path d="M12 50 L4 44 M12 50 L4 56" fill="none" stroke="{SHU}" stroke-width="4"/>',
    "shuriken": f'<path d="M50 4 L59 41 L96 50 L59 59 L50 96 L41 59 L4 50 L41 41 Z" fill="#8a8f96" {INK}/>'
                f'<circle cx="50" cy="50" r="9" fill="{WASHI}" {THIN}/>',
    "shuko": f'<rect x="16" y="48" width="68" height="32" rx="8" fill="{KUCHIBA}" {INK}/>'
             f'<path d="M28 48 L22 14 M44 48 L42 10 M60 48 L62 10 M76 48 L80 14" fill="none" {INK} stroke-width="6"/>'
             f'<path d="M22 64 L78 64" fill="none" {THIN}/>',
    "nawa": f'<ellipse cx="50" cy="54" rx="38" ry="30" fill="{KUCHIBA}" {INK}/>'
            f'<ellipse cx="50" cy="54" rx="25" ry="19" fill="none" {INK}/>'
            f'<ellipse cx="50" cy="54" rx="11" ry="8" fill="{WASHI}" {INK}/>'
            f'<path d="M82 40 Q94 20 80 8" fill="none" {INK}/>',
    "metsubushi": f'<circle cx="44" cy="60" r="30" fill="{SUMI}" {INK}/>'
                  f'<circle cx="34" cy="50" r="7" fill="{WASHI}" opacity="0.7"/>'
                  f'<path d="M62 36 Q70 22 82 22" fill="none" {INK}/>'
                  f'<path d="M86 8 L88 18 L98 20 L88 24 L86 34 L82 24 L74 20 L82 18 Z" fill="{SHU}" {THIN} stroke-width="2"/>',
    "fukiya": f'<rect x="4" y="56" width="60" height="14" rx="7" fill="{MATSUBA}" {INK}/>'
              f'<path d="M16 56 L16 70 M30 56 L30 70 M44 56 L44 70" fill="none" {THIN}/>'
              f'<path d="M70 42 L94 30" fill="none" {INK}/>'
              f'<path d="M94 30 L84 28 L88 38 Z" fill="{SUMI}" {THIN}/>'
              f'<path d="M70 42 L62 40 M70 42 L66 49" fill="none" stroke="{SHU}" stroke-width="4"/>',
    "doku": f'<path d="M30 40 Q30 34 38 32 L38 16 L62 16 L62 32 Q70 34 70 40 L70 88 Q70 94 62 94 L38 94 Q30 94 30 88 Z" '
            f'fill="{MATSUBA}" {INK}/><rect x="34" y="6" width="32" height="12" rx="3" fill="{KUCHIBA}" {INK}/>'
            f'<circle cx="50" cy="58" r="10" fill="{WASHI}" {THIN}/>'
            f'<path d="M38 78 L62 90 M62 78 L38 90" fill="none" stroke="{WASHI}" stroke-width="5"/>',
    # annexes
    "yashiki": f'<path d="M6 46 L50 12 L94 46 Z" fill="{SUMI}" {INK}/>'
               f'<rect x="18" y="46" width="64" height="44" fill="{WASHI}" {INK}/>'
               f'<path d="M50 46 L50 90 M18 68 L82 68" fill="none" {THIN}/>'
               f'<rect x="40" y="70" width="20" height="20" fill="{KUCHIBA}" {THIN}/>',
    "karesansui": f'<path d="M4 62 Q27 52 50 62 T96 62 M4 76 Q27 66 50 76 T96 76 M4 90 Q27 80 50 90 T96 90" '
                  f'fill="none" {THIN}/><path d="M26 62 Q30 30 52 28 Q74 30 76 62 Z" fill="#8a8f96" {INK}/>'
                  f'<circle cx="80" cy="20" r="9" fill="{MATSUBA}" {THIN}/>',
    "dojo": f'<path d="M4 40 L20 26 L80 26 L96 40 Z" fill="{SUMI}" {INK}/>'
            f'<path d="M20 24 L32 10 L68 10 L80 24 Z" fill="{SHU}" {INK}/>'
            f'<rect x="16" y="40" width="68" height="48" fill="{KINARI}" {INK}/>'
            f'<path d="M30 40 L30 88 M70 40 L70 88" fill="none" {INK} stroke-width="6"/>'
            f'<rect x="40" y="52" width="20" height="36" fill="{WASHI}" {THIN}/>',
    "kobudo": f'<path d="M14 14 L86 86" fill="none" stroke="{KUCHIBA}" stroke-width="11" stroke-linecap="round"/>'
              f'<path d="M86 14 L14 86" fill="none" stroke="{KUCHIBA}" stroke-width="11" stroke-linecap="round"/>'
              f'<path d="M14 14 L86 86 M86 14 L14 86" fill="none" {THIN} stroke-width="2"/>'
              f'<circle cx="50" cy="50" r="11" fill="{SHU}" {INK}/>',
    # what the cards ask for and give
    "points": f'<path d="M50 4 L62 36 L96 38 L70 60 L79 94 L50 75 L21 94 L30 60 L4 38 L38 36 Z" fill="{KIN}" {INK}/>',
    "coins": f'<circle cx="50" cy="50" r="42" fill="{KUCHIBA}" {INK}/>'
             f'<rect x="38" y="38" width="24" height="24" fill="{WASHI}" {INK}/>'
             f'<circle cx="50" cy="50" r="31" fill="none" {THIN} stroke-width="2"/>',
    "geisha": f'<path d="M50 92 L6 46 Q50 -4 94 46 Z" fill="{SHU}" {INK}/>'
              f'<path d="M50 92 L22 32 M50 92 L50 22 M50 92 L78 32" fill="none" {THIN}/>'
              f'<path d="M16 46 Q50 16 84 46" fill="none" stroke="{WASHI}" stroke-width="4"/>',
    "blessing": f'<circle cx="50" cy="50" r="36" fill="none" stroke="{ASAGI}" stroke-width="14"/>'
                f'<circle cx="50" cy="50" r="43" fill="none" {THIN}/><circle cx="50" cy="50" r="29" fill="none" {THIN}/>'
                f'<circle cx="50" cy="10" r="9" fill="{KIN}" {THIN}/>'
                f'<path d="M50 20 L42 40 L58 40 Z" fill="{KIN}" {THIN}/>',
    "disciple": f'<circle cx="50" cy="26" r="18" fill="{SUMI}" {INK}/>'
                f'<path d="M16 94 Q20 50 50 48 Q80 50 84 94 Z" fill="{AI}" {INK}/>'
                f'<path d="M36 50 L50 74 L64 50" fill="none" stroke="{WASHI}" stroke-width="4"/>',
    "action": f'<rect x="22" y="8" width="56" height="84" rx="8" fill="{SHU}" {INK}/>'
              f'<path d="M34 30 L66 30 M34 46 L66 46 M34 62 L58 62" fill="none" stroke="{WASHI}" stroke-width="6"/>',
    "bonus": f'<rect x="22" y="8" width="56" height="84" rx="8" fill="{MATSUBA}" {INK}/>'
             f'<path d="M50 24 L56 42 L74 42 L60 54 L66 72 L50 61 L34 72 L40 54 L26 42 L44 42 Z" fill="{KIN}" {THIN}/>',
    "mission": f'<rect x="16" y="18" width="68" height="64" fill="{WASHI}" {INK}/>'
               f'<rect x="8" y="10" width="84" height="12" rx="6" fill="{KUCHIBA}" {INK}/>'
               f'<rect x="8" y="78" width="84" height="12" rx="6" fill="{KUCHIBA}" {INK}/>'
               f'<circle cx="50" cy="50" r="13" fill="{SHU}" {THIN}/>',
    "weapon": f'<rect x="22" y="8" width="56" height="84" rx="8" fill="{SUMI}" {INK}/>'
              f'<path d="M36 74 Q52 56 66 22 Q58 56 42 80 Z" fill="{WASHI}" {THIN} stroke-width="2"/>'
              f'<path d="M32 66 L46 78" fill="none" stroke="{KIN}" stroke-width="5"/>',
    "event": f'<rect x="22" y="8" width="56" height="84" rx="8" fill="{AI}" {INK}/>'
             f'<path d="M32 56 Q32 40 46 42 Q48 28 62 34 Q72 32 70 46 Q78 50 70 58 Z" fill="{WASHI}" {THIN}/>',
    "annex": f'<path d="M8 50 L50 14 L92 50 Z" fill="{KUCHIBA}" {INK}/>'
             f'<rect x="22" y="50" width="56" height="40" fill="{WASHI}" {INK}/>'
             f'<rect x="42" y="64" width="16" height="26" fill="{SUMI}" {THIN}/>',
    "shogun_falls": f'<path d="M20 92 L20 56 L36 56 L36 40 L64 40 L64 56 L80 56 L80 92 Z" fill="{WASHI}" {INK}/>'
                    f'<path d="M14 58 L50 24 L86 58" fill="none" {INK}/>'
                    f'<path d="M60 6 L40 46 L56 46 L38 96" fill="none" stroke="{SHU}" stroke-width="7" stroke-linecap="round"/>',
    # scenes and things for the card pictures
    "scroll": f'<rect x="20" y="22" width="60" height="56" fill="{WASHI}" {INK}/>'
              f'<rect x="12" y="14" width="76" height="12" rx="6" fill="{SHU}" {INK}/>'
              f'<rect x="12" y="74" width="76" height="12" rx="6" fill="{SHU}" {INK}/>'
              f'<path d="M32 38 L68 38 M32 50 L68 50 M32 62 L56 62" fill="none" {THIN}/>',
    "eye": f'<path d="M6 50 Q50 6 94 50 Q50 94 6 50 Z" fill="{WASHI}" {INK}/>'
           f'<circle cx="50" cy="50" r="17" fill="{AI}" {INK}/><circle cx="50" cy="50" r="6" fill="{SUMI}"/>',
    "lantern": f'<rect x="40" y="6" width="20" height="10" fill="{SUMI}" {THIN}/>'
               f'<rect x="24" y="16" width="52" height="66" rx="22" fill="{SHU}" {INK}/>'
               f'<path d="M26 34 L74 34 M24 50 L76 50 M26 66 L74 66" fill="none" {THIN}/>'
               f'<rect x="40" y="82" width="20" height="10" fill="{SUMI}" {THIN}/>',
    "torii": f'<path d="M4 18 Q50 8 96 18 L92 28 Q50 20 8 28 Z" fill="{SHU}" {INK}/>'
             f'<rect x="14" y="36" width="72" height="9" fill="{SHU}" {INK}/>'
             f'<path d="M26 28 L22 94 M74 28 L78 94" fill="none" stroke="{SHU}" stroke-width="10"/>'
             f'<path d="M26 28 L22 94 M74 28 L78 94" fill="none" {THIN} stroke-width="2"/>',
    "castle": f'<path d="M10 92 L18 70 L82 70 L90 92 Z" fill="#8a8f96" {INK}/>'
              f'<rect x="26" y="48" width="48" height="22" fill="{WASHI}" {INK}/>'
              f'<path d="M16 50 L50 34 L84 50 Z" fill="{SUMI}" {INK}/>'
              f'<rect x="36" y="22" width="28" height="14" fill="{WASHI}" {INK}/>'
              f'<path d="M28 24 L50 8 L72 24 Z" fill="{SUMI}" {INK}/>'
              f'<path d="M44 8 L50 2 L56 8" fill="none" stroke="{KIN}" stroke-width="4"/>',
    "bottle": f'<path d="M40 8 L60 8 L58 30 Q80 44 76 70 Q74 94 50 94 Q26 94 24 70 Q20 44 42 30 Z" '
              f'fill="{WASHI}" {INK}/><path d="M30 58 L70 58" fill="none" stroke="{AI}" stroke-width="8"/>'
              f'<rect x="40" y="4" width="20" height="8" fill="{SHU}" {THIN}/>',
    "cup": f'<path d="M18 40 L82 40 Q80 80 50 82 Q20 80 18 40 Z" fill="{SUMI}" {INK}/>'
           f'<path d="M22 48 L78 48" fill="none" stroke="{SHU}" stroke-width="5"/>'
           f'<rect x="38" y="82" width="24" height="8" fill="{SUMI}" {THIN}/>'
           f'<path d="M40 30 Q36 20 42 12 M58 30 Q54 20 60 12" fill="none" stroke="{WASHI}" stroke-width="4"/>',
    "dragon": f'<path d="M10 70 Q20 30 50 40 Q76 48 70 20 Q88 34 84 54 Q78 76 50 66 Q30 60 26 84 Z" '
              f'fill="{MATSUBA}" {INK}/><circle cx="76" cy="30" r="5" fill="{KIN}" {THIN}/>'
              f'<path d="M30 56 L36 48 M44 56 L48 46 M58 58 L62 50" fill="none" stroke="{KIN}" stroke-width="4"/>',
    "dice": f'<rect x="12" y="30" width="46" height="46" rx="8" fill="{WASHI}" {INK}/>'
            f'<rect x="46" y="16" width="42" height="42" rx="8" fill="{SHU}" {INK}/>'
            f'<circle cx="24" cy="42" r="4" fill="{SUMI}"/><circle cx="35" cy="53" r="4" fill="{SUMI}"/>'
            f'<circle cx="46" cy="64" r="4" fill="{SUMI}"/><circle cx="67" cy="37" r="5" fill="{WASHI}"/>',
    "ship": f'<path d="M6 64 L94 64 L80 84 L18 84 Z" fill="{KUCHIBA}" {INK}/>'
            f'<path d="M48 64 L48 8" fill="none" {INK}/>'
            f'<path d="M52 12 Q84 24 52 58 Z" fill="{WASHI}" {INK}/>'
            f'<path d="M44 16 Q20 30 44 56 Z" fill="{WASHI}" {INK}/>'
            f'<path d="M54 10 L70 4 L54 2 Z" fill="{SHU}" {THIN} stroke-width="2"/>',
    "ledger": f'<rect x="14" y="16" width="72" height="70" rx="4" fill="{AI}" {INK}/>'
              f'<rect x="24" y="16" width="52" height="70" fill="{WASHI}" {INK}/>'
              f'<path d="M32 34 L68 34 M32 46 L68 46 M32 58 L60 58 M32 70 L64 70" fill="none" {THIN}/>'
              f'<path d="M14 28 L24 28 M14 48 L24 48 M14 68 L24 68" fill="none" stroke="{WASHI}" stroke-width="3"/>',
    "ear": f'<path d="M62 92 Q36 92 36 72 Q36 60 28 50 Q16 30 34 14 Q56 0 72 18 Q84 34 72 52 Q64 62 66 74" '
           f'fill="{KINARI}" {INK}/><path d="M48 40 Q50 28 60 30 Q66 36 58 46" fill="none" {INK}/>',
    "feet": f'<ellipse cx="30" cy="66" rx="12" ry="20" fill="{SUMI}" {THIN}/>'
            f'<ellipse cx="66" cy="34" rx="12" ry="20" fill="{SUMI}" {THIN}/>'
            f'<path d="M20 90 L40 90 M56 58 L76 58" fill="none" stroke="{SUMI}" stroke-width="6"/>',
    "key": f'<circle cx="28" cy="30" r="20" fill="{KIN}" {INK}/><circle cx="28" cy="30" r="7" fill="{WASHI}" {THIN}/>'
           f'<path d="M42 44 L86 88 M70 72 L80 62 M78 80 L88 70" fill="none" {INK} stroke-width="7"/>',
    "moon": f'<path d="M60 8 A42 42 0 1 0 92 64 A34 34 0 1 1 60 8 Z" fill="{KIN}" {INK}/>',
    "cloud": f'<path d="M10 70 Q4 52 22 50 Q22 30 42 34 Q52 16 70 28 Q92 26 88 50 Q98 62 86 72 Z" '
             f'fill="{WASHI}" {INK}/><path d="M28 62 Q40 52 52 62 Q64 52 76 62" fill="none" {THIN}/>',
    "fire": f'<path d="M50 4 Q62 30 76 40 Q92 56 82 78 Q72 96 50 96 Q28 96 18 78 Q8 56 26 38 Q34 52 40 50 Q30 24 50 4 Z" '
            f'fill="{SHU}" {INK}/><path d="M50 44 Q60 60 62 72 Q60 88 50 88 Q38 88 38 74 Q40 62 50 44 Z" fill="{KIN}" {THIN}/>',
    "wave": f'<path d="M4 80 Q20 30 56 30 Q86 30 86 56 Q70 44 58 54 Q72 56 70 70 Q50 64 44 80 Z" fill="{AI}" {INK}/>'
            f'<path d="M30 80 Q34 56 56 50" fill="none" stroke="{WASHI}" stroke-width="4"/>'
            f'<path d="M4 90 L96 90" fill="none" {INK}/>',
    "house": f'<path d="M10 50 L50 18 L90 50 Z" fill="{KUCHIBA}" {INK}/>'
             f'<rect x="20" y="50" width="60" height="40" fill="{WASHI}" {INK}/>'
             f'<rect x="42" y="62" width="16" height="28" fill="{AI}" {THIN}/>',
    "bell": f'<path d="M50 8 L50 18" fill="none" {INK}/>'
            f'<path d="M24 84 L28 34 Q30 18 50 18 Q70 18 72 34 L76 84 Z" fill="{KUCHIBA}" {INK}/>'
            f'<path d="M26 56 L74 56 M27 70 L73 70" fill="none" {THIN}/><circle cx="50" cy="44" r="7" fill="{KIN}" {THIN}/>',
    "mask": f'<path d="M14 20 Q50 4 86 20 Q90 62 50 94 Q10 62 14 20 Z" fill="{WASHI}" {INK}/>'
            f'<path d="M26 42 Q34 34 44 42 Q34 48 26 42 Z M56 42 Q66 34 74 42 Q66 48 56 42 Z" fill="{SUMI}"/>'
            f'<path d="M36 70 Q50 78 64 70" fill="none" stroke="{SHU}" stroke-width="5"/>',
    "letter": f'<rect x="8" y="24" width="84" height="56" fill="{WASHI}" {INK}/>'
              f'<path d="M8 24 L50 56 L92 24" fill="none" {INK}/>'
              f'<rect x="40" y="46" width="20" height="20" fill="{SHU}" {THIN}/>',
    "ticket": f'<path d="M8 30 L92 30 L92 44 Q84 50 92 56 L92 70 L8 70 L8 56 Q16 50 8 44 Z" fill="{KIN}" {INK}/>'
              f'<path d="M30 30 L30 70" fill="none" stroke="{SUMI}" stroke-width="3" stroke-dasharray="4 4"/>'
              f'<circle cx="62" cy="50" r="9" fill="{SHU}" {THIN}/>',
    "hand": f'<path d="M30 94 L26 52 Q24 42 32 42 L34 42 L34 14 Q34 6 42 6 Q48 6 48 14 L48 38 L50 10 Q52 4 58 4 '
            f'Q64 6 62 12 L62 40 L66 18 Q70 12 76 16 L74 48 L80 38 Q88 34 88 44 L72 78 L70 94 Z" fill="{KINARI}" {INK}/>',
    "chest": f'<rect x="10" y="40" width="80" height="46" fill="{KUCHIBA}" {INK}/>'
             f'<path d="M10 40 Q10 18 50 18 Q90 18 90 40 Z" fill="{SHU}" {INK}/>'
             f'<path d="M30 22 L30 86 M70 22 L70 86" fill="none" {THIN}/><rect x="42" y="44" width="16" height="16" '
             f'fill="{KIN}" {THIN}/>',
    "rice": f'<ellipse cx="50" cy="58" rx="40" ry="30" fill="{KINARI}" {INK}/>'
            f'<path d="M14 46 Q50 60 86 46 M12 70 Q50 84 88 70" fill="none" stroke="{KUCHIBA}" stroke-width="5"/>'
            f'<path d="M50 28 Q44 10 30 6 M50 28 Q56 10 70 6" fill="none" stroke="{MATSUBA}" stroke-width="5"/>',
    "crack": f'<path d="M4 60 L30 54 L40 62 L58 50 L70 60 L96 52 L96 96 L4 96 Z" fill="{KUCHIBA}" {INK}/>'
             f'<path d="M46 58 L40 72 L52 80 L44 96" fill="none" {INK} stroke-width="5"/>'
             f'<path d="M20 30 L26 40 M50 20 L50 36 M78 28 L72 40" fill="none" {INK}/>',
    "tea": f'<path d="M14 44 L86 44 Q84 84 50 86 Q16 84 14 44 Z" fill="{MATSUBA}" {INK}/>'
           f'<ellipse cx="50" cy="44" rx="36" ry="8" fill="{ASAGI}" {THIN}/>'
           f'<path d="M72 10 L58 40 M64 8 L52 38" fill="none" stroke="{KUCHIBA}" stroke-width="5"/>',
    "seal": f'<rect x="18" y="18" width="64" height="64" rx="6" fill="{SHU}" {INK}/>'
            f'<rect x="28" y="28" width="44" height="44" fill="none" stroke="{WASHI}" stroke-width="4"/>'
            f'<path d="M38 40 L62 40 M50 40 L50 64 M38 64 L62 64" fill="none" stroke="{WASHI}" stroke-width="5"/>',
    "beads": ''.join(f'<circle cx="{50 + 34 * c:.1f}" cy="{50 + 34 * s:.1f}" r="8" fill="{KUCHIBA}" {THIN}/>'
                     for c, s in ((1, 0), (.71, .71), (0, 1), (-.71, .71), (-1, 0), (-.71, -.71), (0, -1), (.71, -.71)))
             + f'<circle cx="50" cy="50" r="10" fill="{ASAGI}" {THIN}/>',
    "cross": f'<path d="M16 16 L84 84 M84 16 L16 84" fill="none" stroke="{SHU}" stroke-width="14" stroke-linecap="round"/>',
    "mountain": f'<path d="M4 90 L36 30 L52 56 L66 36 L96 90 Z" fill="{MATSUBA}" {INK}/>'
                f'<path d="M28 44 L36 30 L44 44 Z" fill="{WASHI}" {THIN}/>',
    "pine": f'<path d="M50 8 L80 40 L62 40 L86 66 L14 66 L38 40 L20 40 Z" fill="{MATSUBA}" {INK}/>'
            f'<rect x="44" y="66" width="12" height="24" fill="{KUCHIBA}" {THIN}/>',
    "sun": f'<circle cx="50" cy="50" r="30" fill="{SHU}" {INK}/>',
    "gate": f'<rect x="12" y="34" width="76" height="56" fill="{KUCHIBA}" {INK}/>'
            f'<path d="M4 36 L50 10 L96 36 Z" fill="{SUMI}" {INK}/>'
            f'<rect x="34" y="52" width="32" height="38" fill="{SUMI}" {THIN}/>',
    "lotus": f'<path d="M50 20 Q64 44 50 76 Q36 44 50 20 Z" fill="{WASHI}" {INK}/>'
             f'<path d="M50 76 Q24 68 12 40 Q36 44 50 76 Z M50 76 Q76 68 88 40 Q64 44 50 76 Z" fill="#e8b4b0" {INK}/>'
             f'<path d="M12 84 L88 84" fill="none" stroke="{AI}" stroke-width="5"/>',
    "banner": f'<path d="M24 6 L24 96" fill="none" {INK} stroke-width="5"/>'
              f'<rect x="26" y="10" width="50" height="70" fill="{SHU}" {INK}/>'
              f'<circle cx="51" cy="44" r="13" fill="{WASHI}" {THIN}/>',
    "skull": f'<path d="M22 46 Q22 10 50 10 Q78 10 78 46 Q78 62 66 66 L66 84 L34 84 L34 66 Q22 62 22 46 Z" '
             f'fill="{WASHI}" {INK}/><circle cx="38" cy="44" r="9" fill="{SUMI}"/><circle cx="62" cy="44" r="9" fill="{SUMI}"/>'
             f'<path d="M44 84 L44 74 M56 84 L56 74" fill="none" {THIN}/>',
    "scales": f'<path d="M50 10 L50 86 M30 90 L70 90 M14 26 L86 26" fill="none" {INK}/>'
              f'<path d="M14 26 L4 56 L24 56 Z M86 26 L76 56 L96 56 Z" fill="{KIN}" {THIN}/>',
    "fist": f'<rect x="20" y="30" width="60" height="46" rx="12" fill="{KINARI}" {INK}/>'
            f'<path d="M35 30 L35 54 M50 30 L50 54 M65 30 L65 54 M20 54 L80 54" fill="none" {THIN}/>'
            f'<rect x="30" y="76" width="40" height="18" fill="{AI}" {THIN}/>',
}

# figures and district buildings for the mission scenes
M.update({
    "pagoda": f'<path d="M50 2 L50 14" fill="none" stroke="{KIN}" stroke-width="4"/>'
              + "".join(f'<path d="M{22 - 4 * k} {22 + 22 * k} L{78 + 4 * k} {22 + 22 * k} L{66 + 3 * k} {12 + 22 * k} '
                        f'L{34 - 3 * k} {12 + 22 * k} Z" fill="{SUMI}" {INK}/>'
                        f'<rect x="{38 - 2 * k}" y="{22 + 22 * k}" width="{24 + 4 * k}" height="12" fill="{SHU}" {THIN}/>'
                        for k in range(3))
              + f'<rect x="30" y="88" width="40" height="8" fill="{KINARI}" {THIN}/>',
    "stall": f'<path d="M6 34 L94 34 L86 14 L14 14 Z" fill="{MATSUBA}" {INK}/>'
             f'<path d="M6 34 L94 34" fill="none" stroke="{WASHI}" stroke-width="4" stroke-dasharray="11 11"/>'
             f'<path d="M16 34 L16 90 M84 34 L84 90" fill="none" {INK}/>'
             f'<rect x="10" y="62" width="80" height="12" fill="{KUCHIBA}" {INK}/>'
             f'<circle cx="30" cy="56" r="7" fill="{SHU}" {THIN}/><circle cx="48" cy="55" r="8" fill="{KIN}" {THIN}/>'
             f'<circle cx="68" cy="56" r="7" fill="{KINARI}" {THIN}/>',
    "teahouse": f'<path d="M4 40 L50 12 L96 40 Z" fill="{SUMI}" {INK}/>'
                f'<rect x="14" y="40" width="72" height="52" fill="{SHU}" {INK}/>'
                f'<path d="M14 58 L86 58 M32 58 L32 92 M50 58 L50 92 M68 58 L68 92" fill="none" {THIN}/>'
                + "".join(f'<rect x="{x}" y="42" width="12" height="16" rx="5" fill="{KIN}" {THIN}/>'
                          for x in (20, 44, 68)),
    "ninja": f'<path d="M46 56 L34 74 L18 80 L21 89 L41 81 L56 62 Z" fill="{SUMI}" {INK}/>'
             f'<path d="M56 56 L74 72 L66 92 L57 89 L63 74 L49 61 Z" fill="{SUMI}" {INK}/>'
             f'<path d="M43 27 L63 27 L67 57 L41 59 Z" fill="{SUMI}" {INK}/>'
             f'<path d="M41 50 L67 48 L67 55 L41 57 Z" fill="{SHU}" {THIN} stroke-width="2"/>'
             f'<path d="M46 31 L28 44 L33 50 L50 38 Z" fill="{SUMI}" {INK}/>'
             f'<path d="M59 30 L84 36 L82 44 L57 39 Z" fill="{SUMI}" {INK}/>'
             f'<circle cx="53" cy="16" r="12" fill="{SUMI}" {INK}/>'
             f'<path d="M44 12 L66 12 L65 18 L45 18 Z" fill="{KINARI}"/>'
             f'<path d="M49 15 L53 15 M57 15 L61 15" fill="none" stroke="{SUMI}" stroke-width="2.5"/>'
             f'<path d="M42 10 L24 4 L28 12 L20 16 L42 15 Z" fill="{SHU}" {THIN} stroke-width="2"/>',
    "samurai": f'<path d="M44 58 L32 92 L44 92 L52 64 Z M58 58 L70 92 L58 92 L52 64 Z" fill="{AI}" {INK}/>'
               f'<path d="M34 28 L70 28 L72 60 L32 60 Z" fill="{SHU}" {INK}/>'
               f'<path d="M34 38 L70 38 M34 48 L70 48" fill="none" stroke="{KIN}" stroke-width="3"/>'
               f'<path d="M26 28 L40 26 L40 44 L24 42 Z M78 28 L64 26 L64 44 L80 42 Z" fill="{SUMI}" {INK}/>'
               f'<path d="M66 40 L88 46 L86 53 L64 48 Z" fill="{SHU}" {INK}/>'
               f'<circle cx="52" cy="18" r="10" fill="{KINARI}" {INK}/>'
               f'<path d="M38 18 Q52 0 66 18 Z" fill="{SUMI}" {INK}/>'
               f'<path d="M40 6 Q46 12 52 8 Q58 12 64 6 L60 14 L44 14 Z" fill="{KIN}" {THIN} stroke-width="2"/>',
    "envoy": f'<path d="M50 30 Q20 40 18 94 L82 94 Q80 40 50 30 Z" fill="{AI}" {INK}/>'
             f'<path d="M40 34 L50 60 L60 34" fill="none" stroke="{WASHI}" stroke-width="5"/>'
             f'<path d="M18 94 L82 94 L82 86 L18 86 Z" fill="{KIN}" {THIN}/>'
             f'<circle cx="50" cy="22" r="11" fill="{KINARI}" {INK}/>'
             f'<path d="M42 14 L46 0 L58 4 L58 14 Z" fill="{SUMI}" {INK}/>'
             f'<rect x="30" y="56" width="40" height="12" rx="5" fill="{WASHI}" {INK}/>'
             f'<rect x="26" y="54" width="8" height="16" rx="3" fill="{SHU}" {THIN} stroke-width="2"/>'
             f'<rect x="66" y="54" width="8" height="16" rx="3" fill="{SHU}" {THIN} stroke-width="2"/>',
    "captive": f'<path d="M50 40 Q28 44 26 94 L74 94 Q72 44 50 40 Z" fill="{KINARI}" {INK}/>'
               f'<circle cx="50" cy="28" r="11" fill="{KINARI}" {INK}/>'
               f'<path d="M39 26 Q50 8 61 26 Z" fill="{SUMI}" {INK}/>'
               f'<path d="M26 60 Q50 70 74 60 M27 72 Q50 82 73 72" fill="none" stroke="{KUCHIBA}" stroke-width="6"/>'
               f'<path d="M26 60 Q50 70 74 60 M27 72 Q50 82 73 72" fill="none" {THIN} stroke-width="1.5"/>',
    "bundle": f'<path d="M14 40 Q50 20 86 40 Q94 70 80 88 L20 88 Q6 70 14 40 Z" fill="{MATSUBA}" {INK}/>'
              f'<path d="M36 30 Q50 10 64 30" fill="none" {INK}/>'
              + "".join(f'<circle cx="{x}" cy="{y}" r="4" fill="{WASHI}"/>' for x, y in ((30, 54), (50, 48), (70, 54),
                                                                                       (40, 70), (60, 70))),
})
#: a district → the building that stands for it in a mission's scene
DISTRICT_MOTIF = {"castle": "castle", "temple": "pagoda", "gate": "gate", "inn": "house", "market": "stall",
                  "red_light": "teahouse", "port": "ship"}
#: a category → (sky, sky pattern, its pigment, the moon's (or sun's) pigment, the actor)
MISSION_SKY = {"espionage": (AI, "rain", WASHI, WASHI, "ninja"), "kidnapping": (KUCHIBA, "clouds", WASHI, SHU, "ninja"),
               "warfare": (SHU, "clouds", KIN, KIN, "samurai"), "theft": (AI, "dots", KIN, KIN, "ninja"),
               "diplomacy": (KINARI, "clouds", ASAGI, SHU, "envoy"),
               "assassination": (MURASAKI, "rain", SHU, SHU, "ninja")}
#: what the actor holds for an item that is no weapon
ITEM_MOTIF = {"geisha": "geisha", "blessing": "blessing", "annex": "annex"}


def mission_scene(mission: dict, k: int) -> str:
    """A mission as a scene: the actor of its kind (a ninja, a samurai, an envoy) with the first
    thing it needs in hand, before the building of its first district under a sky of its kind,
    a moon or sun where its number puts it. The name banner lies across the foot of the window,
    so what matters stands in its upper two thirds."""
    sky, pat, pat_colour, orb, actor = MISSION_SKY[mission["category"]]
    districts = mission["districts"]
    items = mission["items"]
    body = [f'<rect x="0" y="0" width="160" height="100" fill="{sky}"/>', pattern(pat, pat_colour)]
    moon_x = 18 + (k * 37) % 124
    body.append(f'<circle cx="{moon_x}" cy="22" r="{15 + k % 3 * 3}" fill="{orb}" stroke="{SUMI}" stroke-width="3"/>')
    ground = AI if districts[0] == "port" else MATSUBA if k % 2 else KUCHIBA
    body.append(f'<path d="M0 74 Q40 66 80 72 T160 70 L160 100 L0 100 Z" fill="{ground}" stroke="{SUMI}" '
                f'stroke-width="3"/>')
    if districts[0] == "port":
        body.append(pattern("seigaiha", WASHI).replace('opacity="0.55"', 'opacity="0.35"'))
    if len(set(districts)) > 1:  # the second district, far off on the left
        body.append(place(DISTRICT_MOTIF[[d for d in districts if d != districts[0]][0]], 4, 30, 40))
    body.append(place(DISTRICT_MOTIF[districts[0]], 92, 8, 66))
    if mission["category"] == "theft":
        body.append(place("bundle", 4, 52, 30))
    body.append(place(actor, 10, 6, 84))
    if mission["category"] == "kidnapping":  # carried off under the ninja's arm
        body.append(place("captive", 56, 34, 44))
    if items:
        kind, _sep, sub = items[0].partition(":")
        body.append(f'<circle cx="90" cy="40" r="14" fill="{WASHI}" stroke="{SUMI}" stroke-width="3"/>')
        body.append(place(sub if kind in ("weapon", "annex") and sub in M else ITEM_MOTIF.get(kind, "scroll"),
                          79, 29, 22))
    body.append(f'<rect x="1.5" y="1.5" width="157" height="97" fill="none" stroke="{SUMI}" stroke-width="3"/>')
    return svg("0 0 160 100", "".join(body), mission["name"]["en"])


#: a card picture's field: (ground pigment, pattern, pattern pigment)
PATTERNS = ("seigaiha", "asanoha", "stripes", "dots", "clouds", "lattice", "rain", "none")


def pattern(kind: str, colour: str) -> str:
    """A repeated woodblock pattern over the 160 x 100 window, drawn as paths (no <pattern>)."""
    parts = []
    if kind == "seigaiha":
        for row, y in enumerate(range(18, 112, 16)):
            off = 10 if row % 2 else 0
            for x in range(-20 + off, 180, 20):
                parts.append(f"M{x} {y} a10 10 0 0 1 20 0")
    elif kind == "asanoha":
        for x in range(-100, 200, 18):
            parts.append(f"M{x} 100 L{x + 100} 0 M{x} 0 L{x + 100} 100")
    elif kind == "stripes":
        for x in range(-100, 180, 12):
            parts.append(f"M{x} 100 L{x + 100} 0")
    elif kind == "dots":
        for row, y in enumerate(range(6, 100, 12)):
            for x in range(6 + (6 if row % 2 else 0), 160, 12):
                parts.append(f"M{x} {y} m-2 0 a2 2 0 1 0 4 0 a2 2 0 1 0 -4 0")
    elif kind == "clouds":
        for row, y in enumerate(range(14, 110, 22)):
            for x in range(-10 + (20 if row % 2 else 0), 170, 40):
                parts.append(f"M{x} {y} q6 -10 14 -2 q6 -10 14 0 q8 0 6 6")
    elif kind == "lattice":
        for x in range(0, 161, 16):
            parts.append(f"M{x} 0 L{x} 100")
        for y in range(0, 101, 16):
            parts.append(f"M0 {y} L160 {y}")
    elif kind == "rain":
        for row, y in enumerate(range(0, 100, 14)):
            for x in range(4 + (8 if row % 2 else 0), 160, 16):
                parts.append(f"M{x} {y} l-3 9")
    if not parts:
        return ""
    return f'<path d="{" ".join(parts)}" fill="none" stroke="{colour}" stroke-width="2" opacity="0.55"/>'


def place(name: str, x: float, y: float, size: float) -> str:
    s = size / 100
    return f'<g transform="translate({x:.1f} {y:.1f}) scale({s:.3f})">{M[name]}</g>'


def scene(ground: str, pat: str, pat_colour: str, motifs: list[str], extra: str = "") -> str:
    """A card's picture window: a field, its pattern, the ground the motifs stand on (where the
    name banner lies on a small face), one to three motifs, an ink frame."""
    earth = MATSUBA if ground in (KIN, KINARI, WASHI, KUCHIBA, SHU) else KUCHIBA
    body = [f'<rect x="0" y="0" width="160" height="100" fill="{ground}"/>', pattern(pat, pat_colour), extra,
            f'<path d="M-4 80 Q40 72 80 78 T164 76 L164 104 L-4 104 Z" fill="{earth}" stroke="{SUMI}" '
            f'stroke-width="3"/>']
    if len(motifs) == 1:
        body.append(place(motifs[0], 36, 6, 88))
    elif len(motifs) == 2:  # kept inside the middle: a narrow window cuts the sides off
        body.append(place(motifs[0], 14, 12, 68))
        body.append(place(motifs[1], 80, 12, 68))
    else:
        body.append(place(motifs[0], 16, 34, 46))
        body.append(place(motifs[1], 55, 6, 50))
        body.append(place(motifs[2], 98, 34, 46))
    body.append(f'<rect x="1.5" y="1.5" width="157" height="97" fill="none" stroke="{SUMI}" stroke-width="3"/>')
    return svg("0 0 160 100", "".join(body))


def svg(box: str, body: str, note: str = "") -> str:
    comment = f"\n  <!-- {note} -->" if note else ""
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">{comment}\n  {body}\n</svg>\n'


def icon(motif: str, disc: str | None = None) -> str:
    """An icon: the motif alone (transparent around it), or on a paper disc (weapons, annexes)."""
    ground = f'<circle cx="50" cy="50" r="47" fill="{disc}" stroke="{SUMI}" stroke-width="3"/>' if disc else ""
    inner = place(motif, 14, 14, 72) if disc else M[motif]
    return svg("0 0 100 100", ground + inner)


def back(ground: str, emblem: str, rim: str = KIN) -> str:
    """A deck's back: its colour, a wave field, a gold rim and its emblem in a paper disc."""
    waves = " ".join(f"M{x} {y} a11 11 0 0 1 22 0" for y in range(30, 168, 20) for x in range(10, 110, 22))
    return svg("0 0 120 168", (
        f'<rect x="2" y="2" width="116" height="164" rx="9" fill="{ground}" stroke="{SUMI}" stroke-width="3"/>'
        f'<path d="{waves}" fill="none" stroke="{WASHI}" stroke-width="1.6" opacity="0.35"/>'
        f'<rect x="10" y="10" width="100" height="148" rx="5" fill="none" stroke="{rim}" stroke-width="2.5"/>'
        f'<circle cx="60" cy="84" r="32" fill="{WASHI}" stroke="{rim}" stroke-width="3"/>'
        + place(emblem, 36, 60, 48)))


# -- which picture each card gets -----------------------------------------------------------------
#: action card (first id of its name) → (ground, pattern, pattern pigment, motifs)
ACTIONS = {
    "blackmail": (SUMI, "rain", SHU, ["letter", "seal"]),
    "a01": (KIN, "clouds", WASHI, ["castle", "scroll"]),
    "a02": (SHU, "dots", WASHI, ["geisha", "lantern"]),
    "a03": (KINARI, "lattice", KUCHIBA, ["ear"]),
    "a04": (ASAGI, "stripes", WASHI, ["feet"]),
    "a05": (MATSUBA, "clouds", KIN, ["dragon"]),
    "a06": (KUCHIBA, "dots", WASHI, ["coins", "chest"]),
    "a07": (AI, "clouds", WASHI, ["eye", "moon"]),
    "a08": (KUCHIBA, "lattice", SUMI, ["chest", "katana"]),
    "a09": (KINARI, "stripes", AI, ["disciple", "coins"]),
    "a10": (SHU, "seigaiha", KIN, ["geisha", "scroll"]),
    "a11": (ASAGI, "seigaiha", WASHI, ["bell", "blessing"]),
    "a13": (AI, "rain", WASHI, ["scroll", "seal"]),
    "a15": (KINARI, "lattice", MATSUBA, ["ledger", "coins"]),
    "a22": (SUMI, "clouds", WASHI, ["metsubushi", "cloud"]),
    "a23": (KUCHIBA, "stripes", SUMI, ["lantern", "coins"]),
    "a24": (SHU, "stripes", WASHI, ["feet", "feet"]),
    "a25": (SUMI, "lattice", KUCHIBA, ["moon", "feet"]),
    "a26": (KIN, "dots", SUMI, ["coins", "ledger"]),
    "a28": (ASAGI, "dots", WASHI, ["katana", "coins"]),
    "a29": (SUMI, "dots", KIN, ["weapon", "coins"]),
    "a30": (MATSUBA, "rain", WASHI, ["hand", "coins"]),
    "a31": (WASHI, "asanoha", KUCHIBA, ["letter"]),
    "a32": (SHU, "lattice", KIN, ["dice"]),
    "a33": (KINARI, "seigaiha", SHU, ["bottle", "cup"]),
    "a34": (MATSUBA, "asanoha", WASHI, ["torii", "feet"]),
    "a35": (SHU, "clouds", WASHI, ["geisha", "points"]),
    "a36": (AI, "asanoha", WASHI, ["disciple", "banner"]),
    "a37": (KIN, "asanoha", WASHI, ["ear", "scroll"]),
    "a38": (KINARI, "rain", SUMI, ["ledger", "katana"]),
    "a39": (AI, "dots", KIN, ["eye", "action"]),
    "a40": (ASAGI, "dots", WASHI, ["beads"]),
    "a41": (MATSUBA, "lattice", KIN, ["bonus", "coins"]),
    "a42": (KINARI, "stripes", SHU, ["fist", "katana"]),
    "a43": (MATSUBA, "seigaiha", WASHI, ["ticket"]),
    "a44": (KIN, "seigaiha", SHU, ["castle", "disciple"]),
    "a45": (MATSUBA, "clouds", WASHI, ["tea", "geisha"]),
    "a46": (AI, "rain", WASHI, ["moon", "cloud"]),
    "a47": (KINARI, "asanoha", SHU, ["chest"]),
    "a48": (SUMI, "stripes", KUCHIBA, ["key", "gate"]),
    "a49": (ASAGI, "seigaiha", WASHI, ["ship"]),
    "a50": (KINARI, "clouds", ASAGI, ["lotus", "blessing"]),
}
EVENTS = {
    "e01": (AI, "seigaiha", WASHI, ["ship", "fire"]),
    "e02": (SHU, "dots", KIN, ["lantern", "lantern", "lantern"]),
    "e03": (KINARI, "rain", MATSUBA, ["house", "skull"]),
    "e04": (AI, "dots", WASHI, ["moon"]),
    "e05": (KINARI, "lattice", KUCHIBA, ["rice", "coins"]),
    "e06": (SUMI, "stripes", SHU, ["katana", "hand"]),
    "e07": (WASHI, "rain", AI, ["letter", "wave"]),
    "e08": (SHU, "rain", SUMI, ["geisha", "mask"]),
    "e09": (KINARI, "stripes", SUMI, ["disciple", "feet"]),
    "e10": (AI, "lattice", WASHI, ["castle", "cross"]),
    "e11": (MATSUBA, "clouds", WASHI, ["torii", "disciple"]),
    "e12": (KUCHIBA, "lattice", WASHI, ["rice", "chest"]),
    "e13": (ASAGI, "lattice", WASHI, ["bell", "hand"]),
    "e14": (SHU, "stripes", SUMI, ["fist", "lantern"]),
    "e15": (AI, "seigaiha", WASHI, ["wave", "house"]),
    "e16": (KIN, "dots", MATSUBA, ["rice", "sun"]),
    "e17": (KINARI, "stripes", SHU, ["gate", "fire"]),
    "e18": (SUMI, "rain", ASAGI, ["wave", "ship"]),
    "e19": (KIN, "clouds", SHU, ["castle", "sun"]),
    "e20": (MATSUBA, "stripes", SUMI, ["mountain", "mask"]),
    "e21": (KINARI, "dots", SUMI, ["crack"]),
    "e22": (ASAGI, "clouds", KIN, ["torii", "blessing"]),
    "e23": (SHU, "seigaiha", WASHI, ["geisha", "geisha"]),
    "e24": (AI, "lattice", KUCHIBA, ["ship", "katana"]),
    "e25": (KIN, "rain", AI, ["castle", "ear"]),
    "e26": (SHU, "lattice", SUMI, ["dice", "cross"]),
    "e27": (KINARI, "asanoha", AI, ["banner", "disciple"]),
}
#: bonus: how it scores → ground and pattern; what it scores on → its motif
BONUS_GROUND = {"per": (MATSUBA, "seigaiha", KIN), "most": (KIN, "asanoha", SUMI), "none": (WASHI, "rain", MATSUBA)}
CATEGORY_MOTIF = {"espionage": "eye", "kidnapping": "nawa", "warfare": "banner", "theft": "chest",
                  "diplomacy": "seal", "assassination": "skull"}
COMPLETED_MOTIF = {"green": "pine", "yellow": "sun", "red": "fire", "black": "lotus", "": "mission"}


#: the bonus cards' grounds, in turn, so that cards of one kind of scoring still differ at a glance
BONUS_GROUNDS = (MATSUBA, AI, SHU, KUCHIBA, ASAGI, KIN, MURASAKI)


def bonus_scene(score: list, k: int) -> str:
    how, what = score[0], score[1]
    kind, _sep, sub = what.partition(":")
    if how == "per":
        motif = COMPLETED_MOTIF[sub] if kind == "completed" else sub or {"weapon": "weapon"}.get(kind, kind)
    else:
        motif = CATEGORY_MOTIF[what]
    _ground, pat, pat_colour = BONUS_GROUND[how]
    ground = BONUS_GROUNDS[k % len(BONUS_GROUNDS)]
    if ground in (KIN, KUCHIBA, ASAGI) and pat_colour == KIN:
        pat_colour = WASHI
    motifs = [motif, "cross"] if how == "none" else [motif, "points"] if how == "per" else [motif, "banner", "points"]
    if kind == "completed" and how == "per":
        motifs = ["mission", motif]
    return scene(ground, pat, pat_colour, motifs)


ICONS = ("points", "coins", "geisha", "blessing", "disciple", "action", "bonus", "mission", "weapon", "event",
         "annex", "shogun_falls", "lantern", "eye", "cross", "key", "hand")
WEAPONS = ("doku", "fukiya", "katana", "metsubushi", "nawa", "shuko", "shuriken", "yumi")
ANNEXES = ("yashiki", "karesansui", "dojo", "kobudo")
BACKS = {"action": (SHU, "action"), "bonus": (MATSUBA, "bonus"), "event": (AI, "event"), "weapon": (SUMI, "katana"),
         "weapon_discard": ("#8a8f96", "shuriken"), "mission_green": (MATSUBA, "mission"),
         "mission_yellow": (KUCHIBA, "mission"), "mission_red": (SHU, "mission"), "mission_black": (SUMI, "mission")}
PATROL = {"red": SHU, "blue": AI}


def patrol_token(colour: str) -> str:
    """The patrol on the board: a lantern on a disc of its direction's colour."""
    return svg("0 0 100 100", f'<circle cx="50" cy="50" r="47" fill="{colour}" stroke="{SUMI}" stroke-width="4"/>'
                              f'<circle cx="50" cy="50" r="39" fill="none" stroke="{KIN}" stroke-width="3"/>'
               + place("lantern", 24, 18, 52).replace(f'fill="{SHU}"', f'fill="{WASHI}"'))


def pictures() -> dict[str, str]:
    out: dict[str, str] = {}
    for name in WEAPONS + ANNEXES:
        out[name] = icon(name, KINARI)
    for name in ICONS:
        out[f"icon_{name}"] = icon(name)
    for name, (ground, emblem) in BACKS.items():
        out[f"back_{name}"] = back(ground, emblem)
    for colour, ground in PATROL.items():
        out[f"patrol_{colour}"] = patrol_token(ground)
    for card, (ground, pat, pat_colour, motifs) in ACTIONS.items():
        out[card] = scene(ground, pat, pat_colour, motifs)
    for card, (ground, pat, pat_colour, motifs) in EVENTS.items():
        out[card] = scene(ground, pat, pat_colour, motifs)
    missions = json.loads((DATA / "missions.json").read_text(encoding="utf-8"))["cards"]
    for k, mission in enumerate(missions):
        out[f"mission_{mission['id']}"] = mission_scene(mission, k)
    for k, card in enumerate(json.loads((DATA / "bonus_cards.json").read_text(encoding="utf-8"))["cards"]):
        out[card["id"]] = bonus_scene(card["score"], k)
    return out


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    made = pictures()
    for old in OUT.glob("*.svg"):
        if old.stem not in made:
            old.unlink()
    for name, text in made.items():
        (OUT / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"{len(made)} pictures in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
