#!/usr/bin/env python3
"""Build Tenka's bundled fonts in assets/fonts/:

* ``TenkaSans-Regular.otf``: Noto Sans CJK TC subset to the characters Tenka
  draws *and* the common CJK characters players type in their names
  (Traditional: Big5 level 1; Simplified: GB 2312; Japanese: JIS X 0208
  levels 1 and 2, kana; Korean: KS X 1001's 2,350 Hangul syllables and the
  jamo);
* ``TenkaSans-Bold.otf``: Noto Sans CJK TC Bold, the characters Tenka draws
  only (a typed name's other characters come from the regular face, drawn
  bold; client/render/text.py);
* ``TenkaLatin-{Regular,Bold}.ttf``: Noto Sans subset to Latin, Greek and
  Cyrillic, which draws Latin text (the CJK face's "…", "×" and quotes are
  full-width, centred glyphs meant for Chinese).

    python tools/build_font.py              # rebuild the four faces + OFL.txt
    python tools/build_font.py --list       # print the character count only

Sources: Debian ``fonts-noto-cjk``, ``/usr/share/fonts/opentype/noto/
NotoSansCJK-{Regular,Bold}.ttc``, face index 3 (Noto Sans CJK TC; face 0 is
Japanese, whose glyph shapes differ); Debian ``fonts-noto-core``,
``/usr/share/fonts/truetype/noto/NotoSans-{Regular,Bold}.ttf``. A subset keeps
every name record (copyright, licence) and a visible .notdef box so a missing
glyph shows as a box, not a silent blank. Output is reproducible (no
timestamp is written).

Characters of the CJK faces:
  * fixed ranges: printable ASCII, Latin-1, Latin Extended-A, general
    punctuation, currency, Roman numerals, arrows, maths operators, circled
    numbers, geometric shapes, miscellaneous symbols, dingbats, CJK
    punctuation, full-width forms, kana;
  * every character of every client/i18n/locale/*/LC_MESSAGES/*.po;
  * every non-ASCII character of maps/*.tmx, maps/*.tsx, client/**/*.py and
    client/**/*.json (game data and UI symbols);
  * every character of each ``--text FILE`` (for example a game's rule
    write-up, for its vocabulary) and of ``--extra TEXT``;
  * every character already in the bundled face, so a rebuild never loses
    coverage (the bold face keeps none of the name characters);
  * regular face only: the common name characters above.

Rebuild after adding translations or game text with new characters;
tests/test_fonts.py fails until you do.
"""
from __future__ import annotations

import argparse
import sys
import unicodedata
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "fonts"
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
SOURCES = {
    "Regular": NOTO_DIR / "NotoSansCJK-Regular.ttc",
    "Bold": NOTO_DIR / "NotoSansCJK-Bold.ttc",
}
LATIN_DIR = Path("/usr/share/fonts/truetype/noto")
LATIN_SOURCES = {
    "Regular": LATIN_DIR / "NotoSans-Regular.ttf",
    "Bold": LATIN_DIR / "NotoSans-Bold.ttf",
}
LATIN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-core/copyright")
TC_INDEX = 3  # face index of Noto Sans CJK TC inside the .ttc
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
MAX_BYTES = 6_500_000  # the regular face; the common name characters take most of it
BOLD_MAX_BYTES = 1_500_000  # the characters Tenka draws only
LATIN_MAX_BYTES = 400_000
# The one-file executable must stay under 25 MB (README); the fonts are about a third of it.

RANGES = [
    (0x0020, 0x007E),  # printable ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement (× · « » é …)
    (0x0100, 0x017F),  # Latin Extended-A (names)
    (0x2000, 0x206F),  # general punctuation (– — … ‹ › • ‘ ’ “ ”)
    (0x20A0, 0x20BF),  # currency
    (0x2100, 0x214F),  # letterlike (№ ™)
    (0x2150, 0x218F),  # number forms (⅓, Roman numerals Ⅰ Ⅱ Ⅲ)
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # mathematical operators (− ≤ ≥ ≦ ≧ ∞)
    (0x2460, 0x24FF),  # enclosed alphanumerics (① ②)
    (0x2500, 0x257F),  # box drawing
    (0x25A0, 0x25FF),  # geometric shapes (● ○ ■ □ ▲ △ ◆ ◇)
    (0x2600, 0x26FF),  # miscellaneous symbols (★ ☆ ♠ ♥)
    (0x2700, 0x27BF),  # dingbats (✓ ✗)
    (0x3000, 0x303F),  # CJK symbols and punctuation (、 。 「 」 【 】)
    (0xFF00, 0xFFEF),  # half-width and full-width forms (，！？：（）)
    (0x3041, 0x30FF),  # hiragana and katakana (players' names)
]

LATIN_RANGES = [
    (0x0020, 0x007E),  # printable ASCII
    (0x00A0, 0x024F),  # Latin-1, Latin Extended-A and -B (names)
    (0x0300, 0x036F),  # combining accents
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x04FF),  # Cyrillic
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese names)
    (0x2000, 0x206F),  # general punctuation (… – — ‘ ’ “ ” •)
    (0x20A0, 0x20BF),  # currency
    (0x2100, 0x2122),  # letterlike (№ ™)
]


def name_characters() -> str:
    """The common characters players type in their names, taken from Python's codecs: Big5's
    frequently used hanzi (level 1, 5401), GB 2312's simplified hanzi (6763), JIS X 0208's
    kanji (levels 1 and 2, 6355), and Hangul: KS X 1001's syllables (2350, EUC-KR 0xB0A1 to
    0xC8FE), the Hangul Jamo block and the Hangul Compatibility Jamo (a lone "ㅋ")."""
    out = []
    for hi in range(0xB0, 0xC9):
        out.extend(bytes([hi, lo]).decode("euc_kr") for lo in range(0xA1, 0xFF))
    out.extend(map(chr, range(0x1100, 0x1200)))  # Hangul Jamo
    out.extend(map(chr, range(0x3131, 0x318F)))  # Hangul Compatibility Jamo (KS X 1001's 94)
    for hi in range(0xA4, 0xC7):
        for lo in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            if hi << 8 | lo <= 0xC67E:
                out.append(bytes([hi, lo]).decode("big5", errors="ignore"))
    for hi in range(0xB0, 0xF8):
        out.extend(bytes([hi, lo]).decode("gb2312", errors="ignore") for lo in range(0xA1, 0xFF))
    for row in range(16, 85):
        out.extend(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp", errors="ignore") for cell in range(1, 95))
    return "".join(out)


def latin_characters() -> set[str]:
    return {chr(c) for lo, hi in LATIN_RANGES for c in range(lo, hi + 1)}


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="strict")


def collect(root: Path = ROOT, texts: tuple[Path, ...] = (), extra: str = "",
            names: bool = True) -> tuple[set[str], set[str], dict[str, int]]:
    """(all characters to keep, those taken from real text, new count per source); without
    ``names``, for the bold face: the characters Tenka draws, not the common name characters."""
    chars: set[str] = set()
    used: set[str] = set()
    report: dict[str, int] = {}

    def add(label: str, text: str, non_ascii_only: bool) -> None:
        cs = {c for c in text if (ord(c) > 0x7E if non_ascii_only else ord(c) >= 0x20)}
        cs = {c for c in cs if unicodedata.category(c) != "Cc"}  # no control characters
        report[label] = report.get(label, 0) + len(cs - chars)
        chars.update(cs)
        if label != "ranges":
            used.update(cs)

    for lo, hi in RANGES:
        add("ranges", "".join(chr(c) for c in range(lo, hi + 1)), False)
    if names:
        add("ranges", name_characters(), False)
    for path in sorted((root / "client" / "i18n" / "locale").glob("*/LC_MESSAGES/*.po")):
        add("catalogues", _read(path), False)
    for pattern in ("*.tmx", "*.tsx"):
        for path in sorted((root / "maps").glob(pattern)):
            add("maps", _read(path), True)
    for pattern in ("*.py", "*.json"):
        for path in sorted((root / "client").rglob(pattern)):
            add("client code/data", _read(path), True)
    for path in texts:
        add("--text files", _read(path), False)
    if extra:
        add("--extra", extra, False)
    current = OUT_DIR / f"TenkaSans-{'Regular' if names else 'Bold'}.otf"
    if current.exists():
        kept = "".join(map(chr, TTFont(current, lazy=True).getBestCmap()))
        if not names:  # bold once carried the name characters: those now come from the regular face
            kept = "".join(set(kept) - set(name_characters()))
        add("kept from bundled font", kept, False)
    return chars, used, report


def subset_face(source: Path, chars: set[str], out: Path, face_index: int | None = TC_INDEX) -> tuple[int, list[str]]:
    """Write the subset; return (size in bytes, characters the source lacks)."""
    if face_index is None:
        font = TTFont(source, recalcTimestamp=False)
    else:
        font = TTFont(source, fontNumber=face_index, recalcTimestamp=False)
        family = font["name"].getDebugName(1) or ""
        if "TC" not in family:
            raise SystemExit(f"{source} face {face_index} is {family!r}, not Noto Sans CJK TC")
    cmap = font.getBestCmap()
    missing = sorted(c for c in chars if ord(c) not in cmap)
    opts = subset.Options()
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.name_legacy = True
    opts.notdef_glyph = True
    opts.notdef_outline = True
    opts.recalc_timestamp = False
    opts.ignore_missing_unicodes = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=sorted(ord(c) for c in chars if ord(c) in cmap))
    sub.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    font.save(tmp)
    tmp.replace(out)
    return out.stat().st_size, missing


def ofl_text(font_path: Path, latin_path: Path | None = None) -> str | None:
    """OFL 1.1 text from Debian's copyright file, headed by the fonts' notices."""
    if not DEBIAN_COPYRIGHT.exists():
        return None
    lines = _read(DEBIAN_COPYRIGHT).splitlines()
    body: list[str] = []
    for i, line in enumerate(lines):
        if line.strip() == "License: SIL-1.1" and i + 1 < len(lines) and lines[i + 1].startswith(" "):
            for follow in lines[i + 1 :]:
                if not follow.startswith(" "):
                    break
                text = follow[1:]
                body.append("" if text == "." else text)
            break
    if not body:
        return None
    name = TTFont(font_path, lazy=True)["name"]
    trademark = name.getDebugName(7) or ""
    head = [
        "Tenka bundles a subset of Noto Sans CJK TC as TenkaSans-Regular.otf and",
        "TenkaSans-Bold.otf (see README.md). The font keeps its own name records,",
        "including the copyright and licence notices below.",
        "",
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.",
        trademark,
    ]
    if latin_path is not None:
        latin_name = TTFont(latin_path, lazy=True)["name"]
        head += [
            "",
            "Tenka also bundles a subset of Noto Sans as TenkaLatin-Regular.ttf and",
            "TenkaLatin-Bold.ttf, for Latin, Greek and Cyrillic text:",
            "",
            latin_name.getDebugName(0) or "Copyright 2015 Google LLC. All Rights Reserved.",
            latin_name.getDebugName(7) or "",
        ]
    head += [
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at:",
        "https://openfontlicense.org",
        "",
    ]
    return "\n".join(head + body).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--extra", default="", help="more characters to include")
    ap.add_argument("--text", type=Path, action="append", default=[], metavar="FILE",
                    help="a text file whose characters to include (repeatable)")
    ap.add_argument("--list", action="store_true", help="report the character set and stop")
    args = ap.parse_args(argv)

    sets = {}
    for style in SOURCES:
        chars, used, report = sets[style] = collect(ROOT, tuple(args.text), args.extra, names=style == "Regular")
        cjk = sum(1 for c in chars if ord(c) >= 0x3400 and not 0xFF00 <= ord(c) <= 0xFFEF)
        print(f"{style}: {len(chars)} characters ({cjk} CJK); new per source: "
              + ", ".join(f"{k} {v}" for k, v in report.items()))
    if args.list:
        return 0

    status = 0
    written = []
    for style, source in SOURCES.items():
        chars, used, _report = sets[style]
        out = OUT_DIR / f"TenkaSans-{style}.otf"
        if not source.exists():
            if style == "Regular":
                print(f"error: {source} not found (apt-get install fonts-noto-cjk)", file=sys.stderr)
                return 1
            print(f"note: {source} not found; no bold face (text.py falls back to synthetic bold)")
            continue
        size, missing = subset_face(source, chars, out)
        written.append(out)
        print(f"{out.relative_to(ROOT)}: {size:,} bytes")
        # Code points of the fixed ranges that Noto lacks are expected; only
        # characters taken from real text are an error.
        used_missing = [c for c in missing if c in used]
        print(f"  {len(missing) - len(used_missing)} range code points not in Noto (expected)")
        if used_missing:
            status = 1
            print("  MISSING glyphs in the source font: "
                  + " ".join(f"{c} U+{ord(c):04X}" for c in used_missing))
        limit = MAX_BYTES if style == "Regular" else BOLD_MAX_BYTES
        if size > limit:
            print(f"  warning: larger than {limit:,} bytes")

    latin_written = []
    for style, source in LATIN_SOURCES.items():
        out = OUT_DIR / f"TenkaLatin-{style}.ttf"
        if not source.exists():
            print(f"error: {source} not found (apt-get install fonts-noto-core)", file=sys.stderr)
            return 1
        size, _missing = subset_face(source, latin_characters(), out, face_index=None)
        latin_written.append(out)
        print(f"{out.relative_to(ROOT)}: {size:,} bytes")
        if size > LATIN_MAX_BYTES:
            print(f"  warning: larger than {LATIN_MAX_BYTES:,} bytes")

    text = ofl_text(written[0], latin_written[0]) if written else None
    ofl = OUT_DIR / "OFL.txt"
    if text is not None:
        ofl.write_text(text, encoding="utf-8", newline="\n")
        print(f"{ofl.relative_to(ROOT)}: written from {DEBIAN_COPYRIGHT}")
    elif not ofl.exists():
        print(f"error: no licence text ({DEBIAN_COPYRIGHT} missing) and no {ofl}", file=sys.stderr)
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
