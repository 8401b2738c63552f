#!/usr/bin/env python3
"""Build assets/fonts/TenkaSans-{Regular,Bold}.otf: Noto Sans CJK TC subset to
the characters Tenka draws.

    python tools/build_font.py              # rebuild both faces + OFL.txt
    python tools/build_font.py --list       # print the character count only

Source: Debian ``fonts-noto-cjk``, ``/usr/share/fonts/opentype/noto/
NotoSansCJK-{Regular,Bold}.ttc``, face index 3 (Noto Sans CJK TC; face 0 is
Japanese, whose glyph shapes differ). The subset keeps every name record
(copyright, licence) and a visible .notdef box so a missing glyph shows as a
box, not a silent blank. Output is reproducible (no timestamp is written).

Characters included:
  * fixed ranges: printable ASCII, Latin-1, Latin Extended-A, general
    punctuation, currency, Roman numerals, arrows, maths operators, circled
    numbers, geometric shapes, miscellaneous symbols, dingbats, CJK
    punctuation, full-width forms, kana, and the everyday hanzi/kanji of
    players' names (Big5 level 1 and JIS level 1);
  * every character of every client/i18n/locale/*/LC_MESSAGES/*.po;
  * every non-ASCII character of maps/*.tmx, maps/*.tsx, client/**/*.py and
    client/**/*.json (game data and UI symbols);
  * every character of each ``--text FILE`` (for example a game's rule
    write-up, for its vocabulary) and of ``--extra TEXT``;
  * every character already in the bundled font, so a rebuild never loses
    coverage.

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
TC_INDEX = 3  # face index of Noto Sans CJK TC inside the .ttc
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
MAX_BYTES = 4_500_000  # per face; the everyday name characters take most of it

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


def name_characters() -> str:
    """The everyday characters players type in their names: Big5's frequently used hanzi
    (level 1, 5401) and JIS X 0208's level-1 kanji (2965), taken from Python's codecs."""
    out = []
    for hi in range(0xA4, 0xC7):
        for lo in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            if hi << 8 | lo <= 0xC67E:
                out.append(bytes([hi, lo]).decode("big5", errors="ignore"))
    for row in range(16, 48):
        out.extend(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp", errors="ignore") for cell in range(1, 95))
    return "".join(out)


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="strict")


def collect(root: Path = ROOT, texts: tuple[Path, ...] = (), extra: str = "") -> tuple[set[str], set[str], dict[str, int]]:
    """(all characters to keep, those taken from real text, new count per source)."""
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
    current = OUT_DIR / "TenkaSans-Regular.otf"
    if current.exists():
        add("kept from bundled font", "".join(map(chr, TTFont(current, lazy=True).getBestCmap())), False)
    return chars, used, report


def subset_face(source: Path, chars: set[str], out: Path) -> tuple[int, list[str]]:
    """Write the subset; return (size in bytes, characters the source lacks)."""
    font = TTFont(source, fontNumber=TC_INDEX, recalcTimestamp=False)
    family = font["name"].getDebugName(1) or ""
    if "TC" not in family:
        raise SystemExit(f"{source} face {TC_INDEX} is {family!r}, not Noto Sans CJK TC")
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


def ofl_text(font_path: Path) -> str | None:
    """OFL 1.1 text from Debian's copyright file, headed by the font's notice."""
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

    chars, used, report = collect(ROOT, tuple(args.text), args.extra)
    cjk = sum(1 for c in chars if ord(c) >= 0x3400 and not 0xFF00 <= ord(c) <= 0xFFEF)
    print(f"{len(chars)} characters ({cjk} CJK); new per source: "
          + ", ".join(f"{k} {v}" for k, v in report.items()))
    if args.list:
        return 0

    status = 0
    written = []
    for style, source in SOURCES.items():
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
        if size > MAX_BYTES:
            print(f"  warning: larger than {MAX_BYTES:,} bytes")

    text = ofl_text(written[0]) if written else None
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
