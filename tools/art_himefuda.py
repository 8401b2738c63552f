"""Write 姬札大戰's card pictures: assets/art/himefuda/<card id>.svg.

Each of the 31 generals gets a Peking-opera face painting (臉譜) of their own on a roundel in
their faction's pigment (魏 indigo, 蜀 pine, 吳 vermilion, 群 ochre): the mask's base colour
says the character (red loyal Guan Yu, black fierce Zhang Fei, white cunning Cao Cao…), and
brows, eye patches, the forehead motif, the beard and the headgear set each apart. Each of the
24 tactics is its stratagem as a small scene (fire ships, chained ships, the eight trigrams…).

Woodblock look: flat fields of the palette's pigments, one bold ink outline, pattern (waves,
clouds) in place of shading, gold only for crowns and what matters. nanosvg draws the files, so
only paths, shapes, strokes, transforms and opacity are used (no text, patterns or filters).

    python tools/art_himefuda.py          # rewrites every file (deterministic)
"""
from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.render import palette  # noqa: E402

OUT = ROOT / "assets" / "art" / "himefuda"
W, H = 120, 100  # the card's picture window: about 55 % of a card's height, 1.2 : 1

SUMI, WASHI, KINARI = (palette.hex_colour(c) for c in (palette.SUMI, palette.WASHI, palette.KINARI))
AI, SHU, KUCHIBA, MATSUBA = (palette.hex_colour(c) for c in (palette.AI, palette.SHU, palette.KUCHIBA,
                                                              palette.MATSUBA))
ASAGI, KIN, MURASAKI = (palette.hex_colour(c) for c in (palette.ASAGI, palette.KIN, palette.MURASAKI))
FACTION = {"wei": AI, "shu": MATSUBA, "wu": SHU, "qun": KUCHIBA}
INK_W = 2.2  # one ink weight for every outline of a picture


def svg(body: str, comment: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}">\n'
            f"  <!-- {comment} -->\n{body}</svg>\n")


def mirror(inner: str) -> str:
    """``inner`` drawn on the left half and again reflected onto the right."""
    return f"<g>{inner}</g><g transform=\"matrix(-1 0 0 1 {W} 0)\">{inner}</g>\n"


def ink(fill: str, extra: str = "") -> str:
    return f'fill="{fill}" stroke="{SUMI}" stroke-width="{INK_W}" stroke-linejoin="round" {extra}'


def waves(colour: str, rows=(30, 52, 74, 96), r=10, opacity=0.35, width=1.6) -> str:
    """Seigaiha: rows of overlapping arcs, the woodblock's pattern for water and for ground."""
    out = []
    for j, y in enumerate(rows):
        x0 = -r if j % 2 else 0
        arcs = "".join(f" a{r} {r} 0 0 1 {2 * r} 0" for _ in range(int(W / (2 * r)) + 2))
        out.append(f'<path d="M{x0} {y}{arcs}" fill="none" stroke="{colour}" stroke-width="{width}" '
                   f'opacity="{opacity}"/>')
    return "\n".join(out) + "\n"


def clouds(colour: str, opacity=0.3) -> str:
    """Auspicious clouds (祥雲) in the corners."""
    out = []
    for cx, cy, s in ((14, 16, 1.0), (106, 20, 0.9), (12, 84, 0.8), (108, 86, 1.0)):
        out.append(f'<path d="M{cx - 10 * s} {cy} a{5 * s} {5 * s} 0 0 1 {8 * s} -{4 * s} a{6 * s} {6 * s} 0 0 1 '
                   f'{11 * s} {1 * s} a{4 * s} {4 * s} 0 0 1 {1 * s} {7 * s} z" fill="{colour}" opacity="{opacity}"/>')
    return "\n".join(out) + "\n"


# -- the generals' masks ---------------------------------------------------------------------------
FACE = "M60 14 C80 14 88 26 88 44 C88 64 78 84 60 90 C42 84 32 64 32 44 C32 26 40 14 60 14 Z"


@dataclass
class Mask:
    base: str  # the face's pigment: what the character is
    brow: str = "sword"  # silkworm, sword, flame, white, knit, butterfly, thin
    brow_colour: str = SUMI
    eyes: str = "almond"  # almond, phoenix, round, sly, socket, patch (one eye lost)
    socket: str | None = None  # a painted patch around the eyes
    socket_shape: str = "drop"  # drop, wing, round, long
    forehead: str = "none"  # line, taiji, flame, crescent, diamond, lines, halberd, wave, sun, star, dot
    forehead_colour: str = SHU
    nose: str = "plain"  # plain, white, red, bat
    cheek: str | None = None  # swirls on the cheeks in this colour
    mouth: str = "closed"  # closed, grin, stern
    beard: str = "none"  # none, three, five, full, bristle, short, goatee, long_white
    beard_colour: str = SUMI
    hat: str = "none"  # none, crown, scholar, helmet, feathers, turban, cap, tiara, band
    hat_colour: str = KIN
    robe: str | None = None  # the shoulders' pigment (the faction's by default)
    note: str = ""
    extras: list[str] = field(default_factory=list)


def _brow(m: Mask) -> str:
    c = m.brow_colour
    shapes = {
        "silkworm": "M40 38 C44 30 52 30 56 35 C52 34 46 35 40 38 Z",
        "sword": "M38 40 L56 31 L57 35 L40 42 Z",
        "flame": "M38 40 L41 31 L44 36 L47 28 L50 35 L54 29 L56 37 C50 37 44 38 38 40 Z",
        "white": "M38 39 C44 32 50 31 56 34 L55 37 C49 35 44 36 38 41 Z",
        "knit": "M37 34 C45 33 52 36 58 41 L56 43 C50 40 44 38 37 38 Z",
        "butterfly": "M31 30 C38 24 52 26 58 38 C54 50 44 54 34 50 C30 44 29 36 31 30 Z",
        "thin": "M39 38 C45 33 51 33 56 36 L55 37.5 C50 35.5 45 36 39 39.5 Z",
    }
    return f'<path d="{shapes[m.brow]}" fill="{c}" stroke="{SUMI}" stroke-width="1"/>'


def _eyes(m: Mask) -> str:
    out = []
    if m.socket:
        sockets = {
            "drop": "M40 40 C46 36 54 38 57 44 C54 52 50 60 45 62 C44 54 41 48 40 40 Z",
            "wing": "M36 38 C44 34 55 37 58 44 C52 48 44 52 34 54 C36 48 35 44 36 38 Z",
            "round": "M48 37 C55 37 58 42 57 47 C55 52 45 53 41 48 C38 43 42 37 48 37 Z",
            "long": "M35 44 C42 38 54 38 58 45 C52 49 42 49 35 44 Z",
        }
        out.append(f'<path d="{sockets[m.socket_shape]}" fill="{m.socket}" stroke="{SUMI}" stroke-width="1"/>')
    white = "M42 45 C46 41 52 41 55 45 C52 48 46 48 42 45 Z"
    if m.eyes == "phoenix":  # long, narrow, lifted at the outer end: Guan Yu's
        out.append(f'<path d="M40 45 C46 43 52 42 56 43 C52 45 46 46 40 45 Z" fill="{SUMI}"/>')
    elif m.eyes == "sly":  # thin slanted slits with a fine line beyond them
        out.append(f'<path d="M42 46 C46 43 52 42 56 42 C52 45 47 47 42 46 Z" fill="{WASHI}" stroke="{SUMI}" '
                   f'stroke-width="1"/><circle cx="50" cy="44" r="1.6" fill="{SUMI}"/>'
                   f'<path d="M34 40 L42 44" stroke="{SUMI}" stroke-width="1"/>')
    elif m.eyes == "round":
        out.append(f'<circle cx="49" cy="45" r="4.2" fill="{WASHI}" stroke="{SUMI}" stroke-width="1.2"/>'
                   f'<circle cx="49.5" cy="45" r="2.2" fill="{SUMI}"/>')
    else:
        out.append(f'<path d="{white}" fill="{WASHI}" stroke="{SUMI}" stroke-width="1.2"/>'
                   f'<circle cx="49" cy="44.6" r="2" fill="{SUMI}"/>')
    return "".join(out)


def _forehead(m: Mask) -> str:
    c = m.forehead_colour
    shapes = {
        "none": "",
        "line": f'<path d="M58.5 18 L61.5 18 L61 34 L59 34 Z" fill="{c}"/>',
        "taiji": (f'<circle cx="60" cy="26" r="6" fill="{WASHI}" stroke="{SUMI}" stroke-width="1.2"/>'
                  f'<path d="M60 20 A6 6 0 0 1 60 32 A3 3 0 0 1 60 26 A3 3 0 0 0 60 20 Z" fill="{SUMI}"/>'),
        "flame": f'<path d="M60 17 C66 24 64 28 62 33 L60 30 L58 33 C56 28 54 24 60 17 Z" fill="{c}" '
                 f'stroke="{SUMI}" stroke-width="0.8"/>',
        "crescent": f'<path d="M54 22 A7 7 0 1 0 66 22 A6 5 0 1 1 54 22 Z" fill="{c}" stroke="{SUMI}" '
                    f'stroke-width="0.8"/>',
        "diamond": f'<path d="M60 18 L65 26 L60 34 L55 26 Z" fill="{c}" stroke="{SUMI}" stroke-width="1"/>',
        "lines": f'<path d="M50 22 C56 20 64 20 70 22 M48 27 C55 25 65 25 72 27 M52 31 C57 30 63 30 68 31" '
                 f'fill="none" stroke="{SUMI}" stroke-width="1"/>',
        "halberd": f'<path d="M60 16 L60 36 M54 22 C57 25 63 25 66 22 M56 19 L60 16 L64 19" fill="none" '
                   f'stroke="{c}" stroke-width="2"/>',
        "wave": f'<path d="M48 28 a4 4 0 0 1 8 0 a4 4 0 0 1 8 0 a4 4 0 0 1 8 0" fill="none" stroke="{c}" '
                f'stroke-width="2"/>',
        "sun": f'<circle cx="60" cy="26" r="5.5" fill="{c}" stroke="{SUMI}" stroke-width="1"/>' + "".join(
            f'<path d="M{60 + 7 * math.cos(a):.1f} {26 + 7 * math.sin(a):.1f} L{60 + 10 * math.cos(a):.1f} '
            f'{26 + 10 * math.sin(a):.1f}" stroke="{c}" stroke-width="1.6"/>'
            for a in (i * math.pi / 4 for i in range(8))),
        "star": f'<path d="M60 18 L62 24 L68 24 L63 28 L65 34 L60 30 L55 34 L57 28 L52 24 L58 24 Z" fill="{c}" '
                f'stroke="{SUMI}" stroke-width="0.8"/>',
        "dot": f'<circle cx="60" cy="28" r="3.4" fill="{c}" stroke="{SUMI}" stroke-width="0.8"/>',
        "bat": f'<path d="M50 24 C54 20 57 24 60 22 C63 24 66 20 70 24 C66 26 64 30 60 30 C56 30 54 26 50 24 Z" '
               f'fill="{c}" stroke="{SUMI}" stroke-width="0.8"/>',
    }
    return shapes[m.forehead]


NOSES = {
    "plain": "",
    "white": f'<path d="M55 48 L65 48 L64 60 L56 60 Z" fill="{WASHI}" stroke="{SUMI}" stroke-width="1"/>',
    "red": f'<path d="M56 50 C58 47 62 47 64 50 L64 58 L56 58 Z" fill="{SHU}" stroke="{SUMI}" stroke-width="1"/>',
    "bat": f'<path d="M52 55 C55 51 58 55 60 53 C62 55 65 51 68 55 C64 58 56 58 52 55 Z" fill="{SUMI}"/>',
}
MOUTHS = {
    "grin": (f'<path d="M50 66 C55 72 65 72 70 66 C64 68 56 68 50 66 Z" fill="{SHU}" stroke="{SUMI}" '
             f'stroke-width="1.2"/><path d="M53 67.5 L67 67.5" stroke="{WASHI}" stroke-width="1.4"/>'),
    "stern": f'<path d="M51 68 C56 65 64 65 69 68" fill="none" stroke="{SUMI}" stroke-width="2"/>',
    "closed": (f'<path d="M53 66 C57 68 63 68 67 66 C63 70 57 70 53 66 Z" fill="{SHU}" stroke="{SUMI}" '
               f'stroke-width="1"/>'),
}


def _nose_mouth(m: Mask) -> str:
    nostrils = f'<path d="M56 58 C58 60 62 60 64 58" fill="none" stroke="{SUMI}" stroke-width="1.4"/>'
    return NOSES[m.nose] + nostrils + MOUTHS[m.mouth]


def _cheek(m: Mask) -> str:
    if not m.cheek:
        return ""
    return (f'<path d="M38 56 C36 50 42 48 45 52 C47 56 43 59 40 57" fill="none" stroke="{m.cheek}" '
            f'stroke-width="2.2" stroke-linecap="round"/>')


def _beard(m: Mask) -> str:
    c = m.beard_colour
    b = {
        "none": "",
        "three": (f'<path d="M56 70 L58 96 L60 70 Z M44 64 C46 76 44 88 40 98 L48 98 C50 86 50 74 48 64 Z" '
                  f'{ink(c)}/><path d="M76 64 C74 76 76 88 80 98 L72 98 C70 86 70 74 72 64 Z" {ink(c)}/>'),
        "five": (f'<path d="M40 60 C38 76 40 90 44 100 L76 100 C80 90 82 76 80 60 C74 70 68 72 60 72 '
                 f'C52 72 46 70 40 60 Z" {ink(c)}/><path d="M50 76 L49 98 M60 76 L60 100 M70 76 L71 98" '
                 f'stroke="{KINARI}" stroke-width="0.8" opacity="0.6"/>'),
        "full": (f'<path d="M34 54 C34 72 42 92 60 98 C78 92 86 72 86 54 C80 66 70 70 60 70 C50 70 40 66 34 54 Z"'
                 f' {ink(c)}/>'),
        "bristle": (f'<path d="M34 56 L30 74 L38 68 L36 86 L46 76 L46 96 L54 82 L60 100 L66 82 L74 96 L74 76 '
                    f'L84 86 L82 68 L90 74 L86 56 C78 66 70 70 60 70 C50 70 42 66 34 56 Z" {ink(c)}/>'),
        "short": f'<path d="M46 70 C50 80 70 80 74 70 C68 74 52 74 46 70 Z" {ink(c)}/>',
        "goatee": f'<path d="M55 72 L60 88 L65 72 Z" {ink(c)}/>',
        "long_white": (f'<path d="M42 62 C42 78 48 94 60 100 C72 94 78 78 78 62 C72 70 66 72 60 72 '
                       f'C54 72 48 70 42 62 Z" {ink(c)}/>'),
    }[m.beard]
    # a moustache over the mouth for every bearded face
    if m.beard not in ("none", "goatee"):
        b += f'<path d="M48 64 C54 60 58 62 60 63 C62 62 66 60 72 64 C66 64 62 66 60 65 C58 66 54 64 48 64 Z" {ink(c)}/>'
    return b


def _hat(m: Mask) -> str:
    c = m.hat_colour
    return {
        "none": "",
        "crown": (f'<path d="M38 24 C40 12 80 12 82 24 L78 20 L72 8 L66 18 L60 4 L54 18 L48 8 L42 20 Z" {ink(c)}/>'
                  f'<circle cx="60" cy="16" r="3" fill="{SHU}" stroke="{SUMI}" stroke-width="1"/>'),
        "scholar": (f'<path d="M36 26 C36 8 84 8 84 26 C74 20 46 20 36 26 Z" {ink(c)}/>'
                    f'<path d="M84 22 C92 28 94 36 92 44" fill="none" stroke="{SUMI}" stroke-width="3"/>'),
        "helmet": (f'<path d="M32 34 C30 10 90 10 88 34 C78 24 42 24 32 34 Z" {ink(c)}/>'
                   f'<path d="M60 0 L64 12 L56 12 Z" {ink(SHU)}/><path d="M40 26 L80 26" stroke="{SUMI}" '
                   f'stroke-width="1"/>'),
        "feathers": (f'<path d="M48 14 C38 0 24 -4 8 6 C24 2 36 6 46 18 Z" {ink(c)}/>'
                     f'<path d="M72 14 C82 0 96 -4 112 6 C96 2 84 6 74 18 Z" {ink(c)}/>'
                     f'<path d="M38 24 C40 10 80 10 82 24 C72 18 48 18 38 24 Z" {ink(KIN)}/>'
                     f'<circle cx="60" cy="16" r="3.2" fill="{SHU}" stroke="{SUMI}" stroke-width="1"/>'),
        "turban": (f'<path d="M33 28 C33 12 87 12 87 28 L87 32 L33 32 Z" {ink(c)}/>'
                   f'<path d="M86 28 L98 40 L92 44 L84 32 Z" {ink(c)}/>'),
        "cap": f'<path d="M36 26 L40 10 L80 10 L84 26 C72 20 48 20 36 26 Z" {ink(c)}/>',
        "tiara": (f'<path d="M40 22 C46 14 74 14 80 22 L76 22 L70 16 L60 20 L50 16 L44 22 Z" {ink(c)}/>'
                  f'<circle cx="60" cy="18" r="2.6" fill="{ASAGI}" stroke="{SUMI}" stroke-width="0.8"/>'),
        "band": f'<path d="M33 24 C44 20 76 20 87 24 L87 30 C76 26 44 26 33 30 Z" {ink(c)}/>',
    }[m.hat]


def mask_svg(card_id: str, faction: str, m: Mask) -> str:
    bg = FACTION[faction]
    parts = [f'<rect x="0" y="0" width="{W}" height="{H}" fill="{bg}"/>\n', clouds(WASHI, 0.22),
             f'<circle cx="60" cy="50" r="46" fill="{KINARI}" stroke="{SUMI}" stroke-width="{INK_W}"/>\n',
             _robe(m, bg), '<g transform="translate(60 50) scale(1.14) translate(-60 -50)">',
             f'<path d="{FACE}" {ink(m.base)}/>\n']
    if m.brow == "butterfly":  # the painted wings lie round the eyes: the eyes on top of them
        parts.append(mirror(_brow(m) + _eyes(m) + _cheek(m)))
    else:
        parts.append(mirror(_eyes(m) + _brow(m) + _cheek(m)))
    parts.append(_forehead(m) + "\n")
    if m.eyes == "patch":  # the eye Xiahou Dun lost: a black patch and its cord over the right eye
        parts.append(f'<path d="M30 32 L90 26" stroke="{SUMI}" stroke-width="1.6"/>'
                     f'<ellipse cx="71" cy="45" rx="8" ry="6" fill="{SUMI}"/>\n')
    parts.append(_nose_mouth(m) + "\n" + _beard(m) + "\n" + _hat(m) + "\n")
    parts.extend(m.extras)
    parts.append("</g>\n")
    return svg("".join(parts), f"{card_id}: {m.note}")


def _robe(m: Mask, bg: str) -> str:
    """The shoulders under the mask: armour or a robe in ``m.robe`` (the faction's pigment by
    default), its collar crossed in paper."""
    robe = m.robe or bg
    return (f'<path d="M8 100 C12 84 30 78 44 78 L76 78 C90 78 108 84 112 100 Z" {ink(robe)}/>'
            f'<path d="M44 78 L60 100 L76 78" fill="none" stroke="{WASHI}" stroke-width="4"/>'
            f'<path d="M44 78 L60 100 L76 78" fill="none" stroke="{SUMI}" stroke-width="1"/>\n')


MASKS: dict[str, Mask] = {
    # 魏
    "wei_cao_cao": Mask(WASHI, brow="thin", eyes="sly", forehead="lines", beard="three", hat="cap",
                        hat_colour=SUMI, robe=SHU,
                 note="Cao Cao: the white face of cunning, fine wrinkles, sly eyes"),
    "wei_xiahou_dun": Mask(ASAGI, brow="knit", eyes="patch", socket=SUMI, socket_shape="round", forehead="dot",
                           beard="full", hat="helmet", hat_colour=AI,
                           note="Xiahou Dun: teal, a patch over the eye he lost, a full beard"),
    "wei_zhang_liao": Mask(MURASAKI, brow="sword", socket=WASHI, socket_shape="long", forehead="diamond",
                           forehead_colour=KIN, beard="three",
                           note="Zhang Liao: purple, upswept brows, a gold diamond on the brow"),
    "wei_xu_huang": Mask(KUCHIBA, brow="silkworm", socket=SUMI, socket_shape="drop", forehead="halberd",
                         forehead_colour=SUMI, beard="short", note="Xu Huang: ochre, his great axe on the brow"),
    "wei_man_chong": Mask(KINARI, brow="thin", eyes="almond", socket=MATSUBA, socket_shape="long",
                          forehead="line", forehead_colour=MATSUBA, beard="goatee", hat="scholar", hat_colour=SUMI,
                          note="Man Chong: the steady magistrate, a green line and a scholar's cap"),
    "wei_xiahou_yuan": Mask(ASAGI, brow="flame", eyes="round", socket=WASHI, socket_shape="wing",
                            forehead="crescent", forehead_colour=WASHI, beard="bristle",
                            note="Xiahou Yuan: teal with white wings round the eyes, a crescent, a bristling beard"),
    "wei_dian_wei": Mask(KUCHIBA, brow="butterfly", eyes="round", forehead="halberd", forehead_colour=SHU,
                         nose="bat", mouth="grin", beard="bristle", beard_colour=SHU,
                         robe=SUMI,
                 note="Dian Wei: ochre and black, his twin halberds, a red bristling beard"),
    "wei_sima_yi": Mask(WASHI, brow="sword", eyes="sly", socket=AI, socket_shape="long", forehead="taiji",
                        beard="long_white", beard_colour=SUMI, hat="scholar", hat_colour=AI,
                        note="Sima Yi: white and indigo, the patient schemer under a dark cap"),
    # 蜀
    "shu_liu_bei": Mask(KINARI, brow="silkworm", eyes="almond", forehead="none", beard="three", hat="crown",
                        cheek=SHU, robe=KUCHIBA,
                 note="Liu Bei: the plain kind face of the lord, a gold crown"),
    "shu_guan_yu": Mask(SHU, brow="silkworm", eyes="phoenix", forehead="line", forehead_colour=SUMI,
                        beard="five", hat="helmet", hat_colour=MATSUBA,
                        note="Guan Yu: the red face of loyalty, phoenix eyes, the long beard"),
    "shu_zhang_fei": Mask(SUMI, brow="butterfly", brow_colour=WASHI, eyes="round", forehead="bat",
                          forehead_colour=WASHI, nose="white", mouth="grin", beard="bristle",
                          robe=SHU,
                 note="Zhang Fei: the black face of fierceness, white butterfly eyes, a bristling beard"),
    "shu_zhao_yun": Mask(WASHI, brow="sword", eyes="almond", socket=SHU, socket_shape="long", forehead="star",
                         forehead_colour=KIN, hat="helmet", hat_colour=WASHI, cheek=SHU,
                         robe=WASHI,
                 note="Zhao Yun: the young white-armoured hero, rosy eyes, a gold star"),
    "shu_zhuge_liang": Mask(KINARI, brow="thin", eyes="almond", forehead="taiji", beard="three", hat="scholar",
                            hat_colour=MATSUBA, robe=WASHI,
                 note="Zhuge Liang: the strategist, taiji on the brow, the scholar's cap"),
    "shu_huang_zhong": Mask(SHU, brow="white", brow_colour=WASHI, eyes="almond", socket=KUCHIBA,
                            socket_shape="drop", forehead="sun", forehead_colour=KIN, beard="long_white",
                            beard_colour=WASHI, robe=KUCHIBA,
                 note="Huang Zhong: the old archer, white brows and beard"),
    "shu_ma_chao": Mask(WASHI, brow="flame", brow_colour=SHU, eyes="round", socket=SUMI, socket_shape="wing",
                        forehead="diamond", forehead_colour=ASAGI, hat="feathers", hat_colour=WASHI,
                        robe=ASAGI,
                 note="Ma Chao: the splendid one, white with black wings, white plumes"),
    "shu_wei_yan": Mask(SHU, brow="knit", eyes="round", socket=SUMI, socket_shape="wing", forehead="flame",
                        forehead_colour=SUMI, nose="white", beard="full", beard_colour=SUMI,
                        note="Wei Yan: red and black, a black flame on the brow, the rebel's frown"),
    # 吳
    "wu_sun_quan": Mask(KINARI, brow="silkworm", eyes="round", socket=ASAGI, socket_shape="round",
                        forehead="dot", forehead_colour=SHU, beard="full", beard_colour=MURASAKI, hat="crown",
                        robe=KUCHIBA,
                 note="Sun Quan: green eyes and the purple beard, the crown of Wu"),
    "wu_zhou_yu": Mask(WASHI, brow="sword", eyes="almond", forehead="flame", forehead_colour=SHU, cheek=SHU,
                       hat="tiara", hat_colour=KIN, note="Zhou Yu: the young admiral, the fire of Red Cliffs"),
    "wu_lu_meng": Mask(WASHI, brow="knit", eyes="almond", socket=AI, socket_shape="drop", forehead="wave",
                       forehead_colour=AI, beard="short", robe=WASHI,
                 note="Lu Meng: white, the river he crossed in disguise"),
    "wu_gan_ning": Mask(MATSUBA, brow="flame", eyes="round", socket=WASHI, socket_shape="wing", forehead="bat",
                        forehead_colour=KIN, mouth="grin", beard="bristle", beard_colour=SHU,
                        note="Gan Ning: the river pirate's green face, a red bristling beard"),
    "wu_taishi_ci": Mask(AI, brow="sword", brow_colour=SUMI, eyes="almond", socket=WASHI, socket_shape="long",
                         forehead="crescent", forehead_colour=KIN, beard="three", hat="band", hat_colour=SHU,
                         note="Taishi Ci: indigo, a gold crescent, the red headband"),
    "wu_lu_xun": Mask(KINARI, brow="thin", eyes="almond", socket=SHU, socket_shape="drop", forehead="flame",
                      forehead_colour=KIN, hat="scholar", hat_colour=KUCHIBA, cheek=SHU,
                      note="Lu Xun: the young scholar who burnt the camps, a gold flame"),
    "wu_huang_gai": Mask(KUCHIBA, brow="white", brow_colour=WASHI, eyes="round", socket=SHU,
                         socket_shape="wing", forehead="lines", beard="long_white", beard_colour=WASHI,
                         note="Huang Gai: the old veteran of the fire ships, white brows and beard"),
    # 群
    "qun_yuan_shao": Mask(KINARI, brow="sword", eyes="almond", socket=KUCHIBA, socket_shape="long",
                          forehead="diamond", forehead_colour=SHU, beard="three", hat="crown", hat_colour=KIN,
                          robe=AI,
                 note="Yuan Shao: the proud noble, an ochre lid and a gold crown"),
    "qun_dong_zhuo": Mask(WASHI, brow="knit", eyes="round", socket=MURASAKI, socket_shape="round",
                          forehead="bat", forehead_colour=MURASAKI, nose="red", mouth="stern", beard="full",
                          beard_colour=SUMI, cheek=SHU, robe=MURASAKI,
                 note="Dong Zhuo: the tyrant's greasy white, a red nose"),
    "qun_yan_liang": Mask(MURASAKI, brow="butterfly", brow_colour=SUMI, eyes="round", forehead="star",
                          forehead_colour=WASHI, beard="bristle", beard_colour=SUMI, mouth="grin",
                          note="Yan Liang: purple and black, a white star"),
    "qun_wen_chou": Mask(AI, brow="flame", brow_colour=WASHI, eyes="round", socket=SUMI, socket_shape="drop",
                         forehead="line", forehead_colour=WASHI, beard="full", beard_colour=SHU, mouth="grin",
                         note="Wen Chou: indigo with white flame brows, a red beard"),
    "qun_hua_xiong": Mask(MATSUBA, brow="knit", eyes="round", socket=SUMI, socket_shape="round",
                          forehead="sun", forehead_colour=SHU, nose="white", beard="short", beard_colour=SUMI,
                          hat="helmet", hat_colour=KUCHIBA, note="Hua Xiong: green under a bronze helmet"),
    "qun_zhang_jiao": Mask(KIN, brow="thin", eyes="sly", forehead="taiji", beard="goatee", hat="turban",
                           hat_colour=KIN, cheek=SHU,
                           robe=KIN,
                 note="Zhang Jiao: the Yellow Turban's yellow face and headcloth, the Way's taiji"),
    "qun_gongsun_zan": Mask(WASHI, brow="silkworm", eyes="almond", socket=ASAGI, socket_shape="wing",
                            forehead="crescent", forehead_colour=ASAGI, beard="short", hat="band",
                            hat_colour=WASHI, note="Gongsun Zan: the white-horse general, teal wings"),
    "qun_lu_bu": Mask(WASHI, brow="sword", brow_colour=SUMI, eyes="round", socket=SHU, socket_shape="wing",
                      forehead="flame", forehead_colour=KIN, hat="feathers", hat_colour=SHU, cheek=SUMI,
                      robe=SHU,
                 note="Lu Bu: the peerless one, red wings on white, the pheasant plumes"),
}


# -- the tactics' scenes ---------------------------------------------------------------------------
def ground(sky: str, land: str, horizon: int = 70) -> str:
    return (f'<rect x="0" y="0" width="{W}" height="{H}" fill="{sky}"/>\n'
            f'<rect x="0" y="{horizon}" width="{W}" height="{H - horizon}" fill="{land}"/>\n')


def water(sky: str, top: int = 62) -> str:
    return (f'<rect x="0" y="0" width="{W}" height="{H}" fill="{sky}"/>\n'
            f'<rect x="0" y="{top}" width="{W}" height="{H - top}" fill="{AI}"/>\n'
            + waves(WASHI, rows=tuple(range(top + 8, H + 12, 11)), r=8, opacity=0.5, width=1.4))


def hills(colour: str, y: int = 70) -> str:
    return (f'<path d="M0 {y} L0 {y - 14} C14 {y - 30} 26 {y - 30} 40 {y - 14} C52 {y - 32} 70 {y - 34} 84 '
            f'{y - 14} C96 {y - 26} 110 {y - 26} 120 {y - 16} L120 {y} Z" {ink(colour)}/>\n')


def flame(x: float, y: float, s: float = 1.0) -> str:
    return (f'<path d="M{x} {y} C{x - 10 * s} {y - 8 * s} {x - 6 * s} {y - 18 * s} {x - 2 * s} {y - 26 * s} '
            f'C{x} {y - 18 * s} {x + 4 * s} {y - 16 * s} {x + 3 * s} {y - 30 * s} C{x + 12 * s} {y - 18 * s} '
            f'{x + 12 * s} {y - 6 * s} {x} {y} Z" {ink(SHU)}/>'
            f'<path d="M{x} {y - 2 * s} C{x - 4 * s} {y - 6 * s} {x - 2 * s} {y - 12 * s} {x + 1 * s} '
            f'{y - 16 * s} C{x + 5 * s} {y - 10 * s} {x + 5 * s} {y - 5 * s} {x} {y - 2 * s} Z" fill="{KIN}"/>\n')


def ship(x: float, y: float, s: float = 1.0, sail: str = KINARI) -> str:
    return (f'<path d="M{x - 18 * s} {y} L{x + 18 * s} {y} L{x + 12 * s} {y + 8 * s} L{x - 13 * s} {y + 8 * s} Z" '
            f'{ink(KUCHIBA)}/><path d="M{x} {y} L{x} {y - 26 * s}" stroke="{SUMI}" stroke-width="{INK_W}"/>'
            f'<path d="M{x + 1 * s} {y - 24 * s} L{x + 14 * s} {y - 22 * s} L{x + 13 * s} {y - 4 * s} '
            f'L{x + 1 * s} {y - 4 * s} Z" {ink(sail)}/>\n')


def tent(x: float, y: float, s: float = 1.0, colour: str = KINARI) -> str:
    return (f'<path d="M{x - 14 * s} {y} L{x} {y - 18 * s} L{x + 14 * s} {y} Z" {ink(colour)}/>'
            f'<path d="M{x} {y - 18 * s} L{x} {y - 24 * s}" stroke="{SUMI}" stroke-width="1.6"/>'
            f'<path d="M{x - 3 * s} {y} L{x} {y - 8 * s} L{x + 3 * s} {y} Z" fill="{SUMI}"/>\n')


def banner(x: float, y: float, colour: str, h: float = 30, flag: float = 14) -> str:
    return (f'<path d="M{x} {y} L{x} {y - h}" stroke="{SUMI}" stroke-width="2"/>'
            f'<path d="M{x} {y - h} L{x + flag} {y - h + 3} L{x + flag} {y - h + flag + 6} L{x} {y - h + flag + 3} Z" '
            f'{ink(colour)}/>\n')


def soldier(x: float, y: float, colour: str, s: float = 1.0) -> str:
    """A footman: a helmeted head and a body block, with a spear."""
    return (f'<path d="M{x + 6 * s} {y} L{x + 6 * s} {y - 30 * s}" stroke="{SUMI}" stroke-width="1.6"/>'
            f'<path d="M{x + 6 * s} {y - 34 * s} L{x + 8 * s} {y - 29 * s} L{x + 4 * s} {y - 29 * s} Z" '
            f'fill="{SUMI}"/><path d="M{x - 5 * s} {y} L{x - 4 * s} {y - 14 * s} L{x + 4 * s} {y - 14 * s} '
            f'L{x + 5 * s} {y} Z" {ink(colour)}/><circle cx="{x}" cy="{y - 18 * s}" r="{4 * s}" {ink(KINARI)}/>'
            f'<path d="M{x - 5 * s} {y - 19 * s} C{x - 4 * s} {y - 26 * s} {x + 4 * s} {y - 26 * s} {x + 5 * s} '
            f'{y - 19 * s} Z" fill="{SUMI}"/>\n')


def horse(x: float, y: float, colour: str, s: float = 1.0, leap: bool = False) -> str:
    """A galloping horse facing right (legs stretched fore and aft)."""
    t = f'transform="translate({x} {y}) scale({s}) rotate({-14 if leap else 0})"'
    return (f'<g {t}><path d="M-26 -6 C-22 -18 6 -20 14 -14 L22 -28 C26 -30 32 -26 34 -22 L30 -18 L24 -16 '
            f'L20 -4 C16 4 -14 6 -22 2 Z" {ink(colour)}/>'
            f'<path d="M14 -2 L30 6 L34 4 M-18 0 L-36 8 L-38 4 M8 0 L12 14 M-12 2 L-16 16" fill="none" '
            f'stroke="{SUMI}" stroke-width="3" stroke-linecap="round"/>'
            f'<path d="M-26 -8 C-34 -12 -40 -6 -44 2 C-36 -2 -30 -2 -26 -4 Z" fill="{SUMI}"/>'
            f'<path d="M22 -28 C16 -24 14 -20 12 -16" stroke="{SUMI}" stroke-width="3" fill="none"/>'
            f'<circle cx="27" cy="-24" r="1.2" fill="{WASHI}"/></g>\n')


def arrow(x1, y1, x2, y2, colour=SUMI, w=2.0) -> str:
    a = math.atan2(y2 - y1, x2 - x1)
    hx1, hy1 = x2 - 7 * math.cos(a - 0.4), y2 - 7 * math.sin(a - 0.4)
    hx2, hy2 = x2 - 7 * math.cos(a + 0.4), y2 - 7 * math.sin(a + 0.4)
    return (f'<path d="M{x1:.1f} {y1:.1f} L{x2:.1f} {y2:.1f}" stroke="{colour}" stroke-width="{w}"/>'
            f'<path d="M{x2:.1f} {y2:.1f} L{hx1:.1f} {hy1:.1f} L{hx2:.1f} {hy2:.1f} Z" fill="{colour}"/>\n')


def block(x, y, colour, s=9) -> str:
    """A unit on a formation diagram: a square block with a flag."""
    return f'<rect x="{x - s / 2}" y="{y - s / 2}" width="{s}" height="{s}" {ink(colour)}/>'


def moon(x, y, r=10, colour=KIN) -> str:
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}" stroke="{SUMI}" stroke-width="1.4"/>\n'


def rice_bale(x, y, s=1.0) -> str:
    return (f'<ellipse cx="{x}" cy="{y}" rx="{12 * s}" ry="{8 * s}" {ink(KINARI)}/>'
            f'<path d="M{x - 5 * s} {y - 7.5 * s} L{x - 5 * s} {y + 7.5 * s} M{x + 5 * s} {y - 7.5 * s} L{x + 5 * s} '
            f'{y + 7.5 * s}" stroke="{KUCHIBA}" stroke-width="2"/>\n')


def walls(y: int = 70, colour: str = KINARI) -> str:
    return (f'<path d="M20 {y} L20 {y - 26} L100 {y - 26} L100 {y} Z" {ink(colour)}/>'
            + "".join(f'<rect x="{x}" y="{y - 32}" width="8" height="7" {ink(colour)}/>' for x in range(20, 100, 14))
            + f'<path d="M52 {y} L52 {y - 14} C52 {y - 20} 68 {y - 20} 68 {y - 14} L68 {y} Z" fill="{SUMI}"/>\n')


def roof(x, y, w, colour=SUMI) -> str:
    return (f'<path d="M{x - w / 2 - 6} {y} C{x - w / 4} {y - 4} {x - w / 4} {y - 12} {x} {y - 16} C{x + w / 4} '
            f'{y - 12} {x + w / 4} {y - 4} {x + w / 2 + 6} {y} Z" {ink(colour)}/>\n')


def trigram(x, y, bits, a) -> str:
    out = []
    for i, bit in enumerate(bits):
        r = 30 - i * 4
        cx, cy = x + r * math.cos(a), y + r * math.sin(a)
        dx, dy = -math.sin(a) * 6, math.cos(a) * 6
        if bit:
            out.append(f'<path d="M{cx - dx:.1f} {cy - dy:.1f} L{cx + dx:.1f} {cy + dy:.1f}" stroke="{SUMI}" '
                       f'stroke-width="2.4"/>')
        else:
            out.append(f'<path d="M{cx - dx:.1f} {cy - dy:.1f} L{cx - dx * 0.25:.1f} {cy - dy * 0.25:.1f} '
                       f'M{cx + dx * 0.25:.1f} {cy + dy * 0.25:.1f} L{cx + dx:.1f} {cy + dy:.1f}" stroke="{SUMI}" '
                       f'stroke-width="2.4"/>')
    return "".join(out)


def scenes() -> dict[str, tuple[str, str]]:
    s: dict[str, tuple[str, str]] = {}
    s["t_iron_armour"] = ("iron lamellar armour on its stand", ground(AI, KUCHIBA, 84) + waves(WASHI, (20, 40), 10, 0.2)
        + f'<path d="M60 84 L60 94 M46 94 L74 94" stroke="{SUMI}" stroke-width="3"/>'
        + f'<path d="M38 22 C46 14 74 14 82 22 L86 46 L78 50 L80 80 L40 80 L42 50 L34 46 Z" {ink(SUMI)}/>'
        + "".join(f'<path d="M42 {y} L78 {y}" stroke="{ASAGI}" stroke-width="1.2"/>' for y in range(50, 80, 6))
        + "".join(f'<path d="M{x} 50 L{x} 80" stroke="{ASAGI}" stroke-width="1"/>' for x in range(48, 78, 6))
        + f'<path d="M50 18 C54 28 66 28 70 18" {ink(KIN)}/><path d="M42 44 L78 44" stroke="{KIN}" '
          f'stroke-width="3"/>\n')
    s["t_fire_attack"] = ("fire arrows setting the camp ablaze", ground(SUMI, KUCHIBA, 74)
        + tent(30, 76, 1.2) + tent(80, 76, 1.4) + flame(34, 66, 1.1) + flame(84, 64, 1.3) + flame(58, 78, 0.8)
        + arrow(6, 10, 30, 40, KIN) + arrow(20, 4, 50, 36, KIN) + arrow(96, 4, 76, 38, KIN)
        + f'<circle cx="30" cy="40" r="3" fill="{SHU}"/><circle cx="76" cy="38" r="3" fill="{SHU}"/>\n')
    s["t_ambush"] = ("spears and helmets hidden in the reeds under the moon", ground(AI, MATSUBA, 60)
        + moon(92, 18, 9, WASHI)
        + "".join(f'<path d="M{x} 100 C{x - 2} 80 {x + 4} 64 {x + (6 if x % 2 else -6)} 48" fill="none" '
                  f'stroke="{MATSUBA}" stroke-width="4"/>' for x in range(4, 120, 9))
        + "".join(soldier(x, 90, SUMI, 0.9) for x in (26, 58, 90))
        + "".join(f'<path d="M{x} 100 C{x - 2} 84 {x + 3} 74 {x + 5} 64" fill="none" stroke="{SUMI}" '
                  f'stroke-width="1" opacity="0.6"/>' for x in range(8, 120, 13)) + "\n")
    s["t_strategic_retreat"] = ("the army turning back over the hills in good order", ground(KINARI, KUCHIBA, 70)
        + hills(MATSUBA, 70) + banner(82, 80, SHU) + banner(96, 86, SHU) + soldier(70, 92, MATSUBA)
        + soldier(104, 96, MATSUBA)
        + f'<path d="M100 52 C76 20 44 20 26 40" fill="none" stroke="{SUMI}" stroke-width="4"/>'
        + f'<path d="M14 50 L20 30 L34 42 Z" fill="{SUMI}"/>\n')
    s["t_crane_wing"] = ("the crane-wing formation, a crane above its V of units", ground(WASHI, KINARI, 58)
        + f'<path d="M60 40 C44 18 22 14 6 22 C24 22 40 30 54 44 Z M60 40 C76 18 98 14 114 22 C96 22 80 30 66 44 Z" '
          f'{ink(WASHI)}/><path d="M60 46 C58 36 62 30 60 24 L66 22 L62 28 C64 34 64 40 60 46 Z" {ink(SUMI)}/>'
          f'<circle cx="62" cy="23" r="2.4" fill="{SHU}"/>'
        + "".join(block(60 + dx * 12, 62 + abs(dx) * -0 + (3 - abs(dx)) * 8, MATSUBA) for dx in (-3, -2, -1, 1, 2, 3))
        + block(60, 90, SHU) + "\n")
    s["t_granary"] = ("the granary heaped with rice bales", ground(ASAGI, KUCHIBA, 78)
        + f'<path d="M26 78 L26 44 L94 44 L94 78 Z" {ink(KINARI)}/>' + roof(60, 46, 80, SUMI)
        + f'<path d="M50 78 L50 56 L70 56 L70 78 Z" {ink(KUCHIBA)}/>'
        + rice_bale(16, 88) + rice_bale(40, 90) + rice_bale(80, 90) + rice_bale(104, 88) + rice_bale(28, 80, 0.9)
        + rice_bale(92, 80, 0.9))
    s["t_recruiting_post"] = ("volunteers gathering under the recruiting banner", ground(KINARI, MATSUBA, 78)
        + banner(20, 82, SHU, 62, 22) + f'<path d="M44 78 L44 62 L76 62 L76 78 Z" {ink(KUCHIBA)}/>'
        + f'<path d="M40 62 L80 62" stroke="{SUMI}" stroke-width="3"/>'
        + soldier(60, 96, AI) + soldier(80, 98, MATSUBA) + soldier(100, 96, AI) + soldier(40, 98, KUCHIBA))
    s["t_siege_engine"] = ("the thunderbolt cart hurling a stone at the walls", ground(ASAGI, KUCHIBA, 80)
        + f'<path d="M70 80 L70 48 L120 48 L120 80 Z" {ink(KINARI)}/>'
        + "".join(f'<rect x="{x}" y="42" width="8" height="7" {ink(KINARI)}/>' for x in range(72, 120, 13))
        + f'<path d="M78 50 L86 60 L82 62" fill="none" stroke="{SUMI}" stroke-width="1.6"/>'
        + f'<path d="M10 84 L46 84 M16 84 L28 52 L40 84" fill="none" stroke="{SUMI}" stroke-width="3"/>'
        + f'<path d="M14 72 L50 26" stroke="{KUCHIBA}" stroke-width="4"/><path d="M14 72 L50 26" stroke="{SUMI}" '
          f'stroke-width="1"/><rect x="8" y="68" width="12" height="10" {ink(SUMI)}/>'
        + f'<circle cx="18" cy="88" r="5" {ink(KUCHIBA)}/><circle cx="40" cy="88" r="5" {ink(KUCHIBA)}/>'
        + f'<path d="M52 24 C60 16 68 20 74 34" fill="none" stroke="{SUMI}" stroke-width="1.2" '
          f'stroke-dasharray="3 3"/><circle cx="76" cy="38" r="6" {ink(KINARI)}/>\n')
    s["t_war_drums"] = ("the great war drum beaten for the charge", ground(SHU, KUCHIBA, 86)
        + waves(WASHI, (24, 46), 10, 0.2)
        + f'<path d="M28 40 L92 40 L92 78 L28 78 Z" {ink(SHU)}/>'
        + f'<ellipse cx="60" cy="40" rx="32" ry="10" {ink(KINARI)}/>'
        + "".join(f'<circle cx="{x}" cy="{y}" r="1.6" fill="{KIN}"/>' for x in range(32, 92, 8) for y in (46, 74))
        + f'<path d="M40 78 L34 94 M80 78 L86 94 M60 78 L60 94" stroke="{SUMI}" stroke-width="3"/>'
        + f'<path d="M20 8 L50 36 M100 8 L70 36" stroke="{SUMI}" stroke-width="4" stroke-linecap="round"/>'
        + f'<circle cx="20" cy="8" r="5" {ink(SHU)}/><circle cx="100" cy="8" r="5" {ink(SHU)}/>'
        + f'<circle cx="60" cy="40" r="5" fill="{SHU}"/>\n')
    s["t_military_farms"] = ("soldiers' rice paddies with a spear planted by them", ground(ASAGI, MATSUBA, 50)
        + "".join(f'<path d="M0 {y} L120 {y}" stroke="{ASAGI}" stroke-width="3"/>' for y in (62, 76, 90))
        + "".join(f'<path d="M{x} {y} L{x} {y - 8} M{x} {y} L{x - 4} {y - 6} M{x} {y} L{x + 4} {y - 6}" '
                  f'stroke="{KIN}" stroke-width="1.6"/>' for x in range(8, 120, 12) for y in (60, 74, 88))
        + f'<path d="M96 96 L96 16" stroke="{SUMI}" stroke-width="3"/><path d="M96 8 L100 18 L92 18 Z" '
          f'fill="{SUMI}"/>' + banner(96, 50, SHU, 30, 14) + hills(KUCHIBA, 50) + "\n")
    s["t_fish_scale"] = ("the fish-scale formation, rows of scale-shaped units", ground(WASHI, KINARI, 30)
        + "".join(f'<path d="M{x - 10} {y} a10 10 0 0 1 20 0 Z" {ink(AI if (x + y) % 3 else SHU)}/>'
                  for y, xs in ((40, (60,)), (56, (48, 72)), (72, (36, 60, 84)), (88, (24, 48, 72, 96)))
                  for x in xs)
        + arrow(60, 22, 60, 8, SUMI, 3))
    s["t_repeating_crossbow"] = ("Zhuge's repeating crossbow loosing a volley", ground(KINARI, KUCHIBA, 86)
        + f'<path d="M14 60 L72 60 L72 68 L14 68 Z" {ink(KUCHIBA)}/>'
        + f'<path d="M58 34 C66 46 66 82 58 94" fill="none" stroke="{SUMI}" stroke-width="4"/>'
        + f'<path d="M58 34 L50 64 L58 94" fill="none" stroke="{SUMI}" stroke-width="1"/>'
        + f'<path d="M24 44 L44 44 L44 60 L24 60 Z" {ink(SHU)}/><path d="M18 68 L10 90" stroke="{SUMI}" '
          f'stroke-width="4"/>' + arrow(76, 52, 114, 40) + arrow(76, 60, 116, 58) + arrow(76, 68, 114, 76)
        + "".join(f'<path d="M28 {y} L40 {y}" stroke="{SUMI}" stroke-width="1.4"/>' for y in (48, 52, 56)) + "\n")
    s["t_eight_trigrams"] = ("the eight trigrams round the taiji, the stone maze", ground(KINARI, KUCHIBA, 96)
        + f'<path d="M60 14 L86 24 L96 50 L86 76 L60 86 L34 76 L24 50 L34 24 Z" {ink(WASHI)}/>'
        + "".join(trigram(60, 50, bits, i * math.pi / 4) for i, bits in enumerate(
            ((1, 1, 1), (0, 1, 1), (1, 0, 1), (0, 0, 1), (1, 1, 0), (0, 1, 0), (1, 0, 0), (0, 0, 0))))
        + f'<circle cx="60" cy="50" r="11" {ink(WASHI)}/>'
        + f'<path d="M60 39 A11 11 0 0 1 60 61 A5.5 5.5 0 0 1 60 50 A5.5 5.5 0 0 0 60 39 Z" fill="{SUMI}"/>'
        + f'<circle cx="60" cy="44.5" r="1.8" fill="{SUMI}"/><circle cx="60" cy="55.5" r="1.8" fill="{WASHI}"/>\n')
    s["t_dilu"] = ("the horse Dilu leaping the Tan stream", water(KINARI, 70) + hills(MATSUBA, 70)
        + horse(62, 56, WASHI, 1.1, leap=True)
        + f'<path d="M44 40 C48 48 54 50 60 48" fill="none" stroke="{SUMI}" stroke-width="1"/>'
        + f'<circle cx="58" cy="34" r="5" {ink(KINARI)}/><path d="M52 46 L58 38 L66 44" {ink(MATSUBA)}/>\n')
    s["t_chained_ships"] = ("warships chained together on the river", water(SHU, 56)
        + ship(22, 66, 0.8) + ship(60, 64, 0.9) + ship(98, 66, 0.8)
        + "".join(f'<path d="M{x} 70 l4 -2 l4 2 l4 -2 l4 2 l4 -2" fill="none" stroke="{KIN}" stroke-width="2"/>'
                  for x in (34, 72)) + flame(100, 40, 0.7) + "\n")
    s["t_double_agent"] = ("a sealed letter slipped between two camps' banners", ground(AI, KUCHIBA, 82)
        + banner(16, 90, SHU, 70, 20) + banner(100, 90, AI, 70, 20)
        + f'<path d="M34 34 L86 34 L86 70 L34 70 Z" {ink(WASHI)}/>'
        + f'<path d="M34 34 L60 54 L86 34" fill="none" stroke="{SUMI}" stroke-width="{INK_W}"/>'
        + f'<circle cx="60" cy="56" r="6" fill="{SHU}" stroke="{SUMI}" stroke-width="1.2"/>'
        + f'<path d="M57 53 L63 59 M63 53 L57 59" stroke="{KIN}" stroke-width="1.2"/>'
        + arrow(40, 78, 24, 78, KIN, 2) + arrow(80, 78, 96, 78, KIN, 2))
    s["t_rattan_armour"] = ("rattan armour woven tight, floating on water", water(KINARI, 72)
        + f'<path d="M36 18 C46 12 74 12 84 18 L88 44 L80 48 L82 80 L38 80 L40 48 L32 44 Z" {ink(KUCHIBA)}/>'
        + "".join(f'<path d="M{x} 20 L{x + 24} 80" stroke="{SUMI}" stroke-width="0.8" opacity="0.7"/>'
                  for x in range(30, 90, 7))
        + "".join(f'<path d="M{x} 20 L{x - 24} 80" stroke="{SUMI}" stroke-width="0.8" opacity="0.7"/>'
                  for x in range(40, 100, 7))
        + f'<path d="M36 18 C46 12 74 12 84 18 L88 44 L80 48 L82 80 L38 80 L40 48 L32 44 Z" fill="none" '
          f'stroke="{SUMI}" stroke-width="{INK_W}"/>' + arrow(8, 30, 28, 40, SUMI) + arrow(112, 30, 92, 40, SUMI)
        + "\n")
    s["t_forced_march"] = ("soldiers marching fast under the sun, dust behind", ground(KIN, KUCHIBA, 72)
        + moon(96, 20, 12, SHU) + "".join(
            f'<path d="M{x - 20} {y} C{x - 30} {y - 4} {x - 36} {y + 2} {x - 44} {y}" fill="none" stroke="{WASHI}" '
            f'stroke-width="2" opacity="0.7"/>' for x, y in ((40, 84), (70, 92), (100, 86)))
        + f'<path d="M0 96 C30 84 60 80 120 74 L120 82 C64 88 34 92 6 100 Z" fill="{KINARI}" opacity="0.8"/>'
        + soldier(40, 88, AI) + soldier(70, 96, AI) + banner(100, 92, SHU, 44, 14) + soldier(92, 92, AI)
        + "".join(f'<path d="M{x} {y} L{x - 12} {y}" stroke="{SUMI}" stroke-width="1.6"/>'
                  for x, y in ((32, 68), (30, 75), (62, 76), (60, 83))) + "\n")
    s["t_night_raid"] = ("torches in the night, a raid on the sleeping camp", ground(SUMI, AI, 70)
        + f'<path d="M96 8 A11 11 0 1 0 106 26 A9 9 0 1 1 96 8 Z" fill="{KIN}"/>'
        + tent(30, 74, 1.3, KUCHIBA) + tent(70, 74, 1.1, KUCHIBA)
        + horse(78, 94, SUMI, 0.6)
        + "".join(f'<path d="M{x} 98 L{x} 80" stroke="{KUCHIBA}" stroke-width="2"/>' + flame(x, 82, 0.45)
                  for x in (16, 50, 100))
        + "".join(f'<circle cx="{x}" cy="{y}" r="0.9" fill="{WASHI}"/>' for x, y in ((10, 10), (30, 20), (52, 8),
                                                                                     (70, 26), (84, 14))) + "\n")
    s["t_red_hare"] = ("the red horse Red Hare at full gallop", ground(KINARI, KUCHIBA, 80)
        + clouds(SUMI, 0.15) + horse(62, 62, SHU, 1.2)
        + f'<path d="M28 46 C20 50 14 48 8 44 M30 52 C22 58 14 56 6 52" fill="none" stroke="{SHU}" '
          f'stroke-width="2"/>\n')
    s["t_sow_discord"] = ("a jade disc broken in two between crossed swords", ground(MURASAKI, KINARI, 86)
        + f'<path d="M18 20 L102 88 M102 20 L18 88" stroke="{SUMI}" stroke-width="4"/>'
        + f'<path d="M14 16 L26 24 M106 16 L94 24" stroke="{KIN}" stroke-width="6"/>'
        + f'<path d="M56 28 A24 24 0 0 0 52 76 L56 62 L50 54 L58 46 L52 38 Z" {ink(ASAGI)}/>'
        + f'<path d="M64 28 A24 24 0 0 1 68 76 L64 62 L70 54 L62 46 L68 38 Z" {ink(ASAGI)}/>'
        + f'<circle cx="60" cy="52" r="8" fill="{MURASAKI}"/>\n')
    s["t_seize_provisions"] = ("a hook seizing the enemy's rice cart", ground(KINARI, KUCHIBA, 76)
        + f'<path d="M20 66 L84 66 L84 78 L20 78 Z" {ink(KUCHIBA)}/>'
        + f'<circle cx="32" cy="84" r="8" {ink(KINARI)}/><circle cx="72" cy="84" r="8" {ink(KINARI)}/>'
        + rice_bale(36, 56) + rice_bale(62, 56) + rice_bale(49, 42)
        + f'<path d="M116 4 L72 40" stroke="{SUMI}" stroke-width="3"/>'
        + f'<path d="M72 40 C64 46 62 36 68 32" fill="none" stroke="{SUMI}" stroke-width="3"/>'
        + arrow(90, 90, 114, 90, SHU, 3))
    s["t_relief_column"] = ("banners of the relief column coming over the hills", ground(ASAGI, MATSUBA, 78)
        + hills(KUCHIBA, 78) + "".join(banner(x, 70 - (x // 20) * 3, SHU, 26, 10) for x in (8, 24, 40, 56))
        + soldier(14, 82, SHU, 0.8) + soldier(34, 84, SHU, 0.8) + soldier(54, 86, SHU, 0.8)
        + f'<path d="M84 96 L84 60 L120 60 L120 96 Z" {ink(KINARI)}/>'
        + "".join(f'<rect x="{x}" y="54" width="7" height="7" {ink(KINARI)}/>' for x in (86, 99, 112))
        + arrow(62, 74, 80, 74, SUMI, 3))
    s["t_arrowhead"] = ("the arrowhead formation driving forward", ground(WASHI, KINARI, 100)
        + f'<path d="M116 50 L12 12 L34 50 L12 88 Z" {ink(KUCHIBA)} opacity="0.5"/>'
        + "".join(block(100 - i * 14, 50 + j * 11, SHU if i == 0 else AI, 9)
                  for i in range(5) for j in range(-i, i + 1) if (i + j) % 2 == 0) + "\n")
    return s


def pictures() -> dict[str, str]:
    """Every picture's SVG text by card id."""
    import json

    cards = json.loads((ROOT / "client" / "games" / "himefuda" / "data" / "cards.json").read_text("utf-8"))
    generals = {g["id"]: g["faction"] for g in cards["generals"]}
    tactics = {t["id"] for t in cards["tactics"]}
    table = scenes()
    assert set(MASKS) == set(generals), set(generals) ^ set(MASKS)
    assert set(table) == tactics, tactics ^ set(table)
    out = {card: mask_svg(card, faction, MASKS[card]) for card, faction in generals.items()}
    out.update({card: svg(body, f"{card}: {note}") for card, (note, body) in table.items()})
    return out


def main(out: Path = OUT) -> int:
    out.mkdir(parents=True, exist_ok=True)
    written = pictures()
    for card, text in written.items():
        (out / f"{card}.svg").write_text(text, encoding="utf-8")
    print(f"art_himefuda: {len(written)} pictures in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
