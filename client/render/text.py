"""Text drawing with the bundled fonts (assets/fonts), through ``pygame.freetype``.

Each character is drawn by the first face of a chain that has it: Latin,
Greek and Cyrillic by the Latin face (TenkaLatin, Noto Sans), CJK by the CJK
face (TenkaSans, Noto Sans CJK TC: the program's own characters and the
common ones players type, KS X 1001's Hangul included), and anything else by a
font of the system that has it (a rare name character). Punctuation both scripts use ("…", "×",
quotes) follows the language shown: Latin glyphs in English, full-width ones
in Chinese. Everything here measures in the same *line box*: from just above
the tallest ink of the fonts (accented capitals, CJK) to just below the
deepest (brackets, "gjpqy"), about 1.27 em, centred on the ink, so text sits
visually centred in buttons.

    draw_text(surface, "天下", (800, 210), 190, colour, anchor="center", bold=True)
    result = draw_text_in_box(surface, _("Pass to {name}").format(name=n), rect, 32, colour)
    if result.truncated: ...      # had to end with "…"

``draw_text_in_box`` never draws outside its rect: it shrinks the text to fit
(never below ``MIN_SIZE``, 13 px of the 1600×900 layout: 11 px on a 1366×768 laptop's
full screen, 10 px in its window, see client.window), wraps it (a single
line too long at MIN_SIZE goes onto two when the box is tall enough), and as a
last resort cuts it short with "…" (and clips to the rect whatever happens).
``smallest_requested()`` tells the smallest size any caller asked for, for
the test that no screen asks for text below MIN_SIZE.

Rendered lines are kept in a small LRU cache keyed by (text, size, colour,
bold) and box layouts by (text, box, sizes), so drawing the same labels every
frame costs a dict lookup and a blit; a language switch empties them (the
punctuation's faces follow the language).
"""
from __future__ import annotations

import shutil
import re
import subprocess
import sys
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame.freetype

from client import notices, paths
from client.i18n import N_, _, current_language

__all__ = [
    "BoxText",
    "font_path",
    "get_font",
    "line_height",
    "text_size",
    "render",
    "draw_text",
    "wrap",
    "fits",
    "fit_size",
    "ellipsize",
    "layout_in_box",
    "draw_text_in_box",
    "missing_glyphs",
    "clear_caches",
    "MIN_SIZE",
    "SMALLEST_ASKED",
    "smallest_requested",
    "reset_smallest_requested",
]

FONT_FILES = {False: "TenkaSans-Regular.otf", True: "TenkaSans-Bold.otf"}
LATIN_FILES = {False: "TenkaLatin-Regular.ttf", True: "TenkaLatin-Bold.ttf"}
ELLIPSIS = "…"
MIN_SIZE = 13  # no text below this, in pixels of the 1600×900 layout: a smaller size asked is drawn at it
# The smallest size a caller may ask for: the views were laid out when the floor was 12 px, and
# every measure here (text_size, wrap, fits, line_height) lifts 12 to MIN_SIZE as drawing does,
# so a layout made of them holds; a caller asking less is a mistake (tests/test_text_sizes.py).
SMALLEST_ASKED = 12
# The shortest box that shows a line of MIN_SIZE whole: the line box (18 px) has room above and
# below the ink, which a tight chip or badge may clip.
MIN_INK_BOX = MIN_SIZE + 2
LINE_GAP = 0.18  # extra space between wrapped lines, in em

# Characters whose ink bounds the line box (tallest and deepest of each face).
_INK_SAMPLE = "ÅÉÇÖÂgjpqy|()[]{}$@天鬪國龘「」（）【】"
_LATIN_INK_SAMPLE = "ÅÉÇÖÂgjpqy|()[]{}$@"

# Fonts of the system that draw what the bundled faces lack, by platform (searched in order,
# then, on Linux, whatever fontconfig knows has the character).
SYSTEM_FONTS = {
    "win32": ["msjh.ttc", "msyh.ttc", "meiryo.ttc", "YuGothR.ttc", "malgun.ttf", "mingliub.ttc",
              "simsun.ttc", "simsunb.ttf", "seguisym.ttf", "segoeui.ttf", "arialuni.ttf"],
    "darwin": ["/System/Library/Fonts/PingFang.ttc", "/System/Library/Fonts/Hiragino Sans GB.ttc",
               "/System/Library/Fonts/ヒラギノ角ゴシック W3.ttc", "/System/Library/Fonts/AppleSDGothicNeo.ttc",
               "/System/Library/Fonts/Apple Symbols.ttf",
               "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
               "/Library/Fonts/Arial Unicode.ttf"],
    "linux": ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
              "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
              "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
}

# Line breaking (a small subset of UAX #14 for English + CJK).
NO_BREAK_BEFORE = frozenset(
    "，。、！？）」』】》〉〕｝］；：…‥・ー～々"  # CJK closing punctuation
    ",.!?)]};:%’”›»"  # Latin closing punctuation
)
NO_BREAK_AFTER = frozenset("（「『【《〈〔｛［([{‘“‹«")
_BREAK_SPACES = frozenset(" \t")


# --------------------------------------------------------------------------
# Small caches
# --------------------------------------------------------------------------


class _LRU:
    """An LRU dict bounded by entry count and (optionally) total cost."""

    def __init__(self, max_entries: int, max_cost: int | None = None):
        self.max_entries = max_entries
        self.max_cost = max_cost
        self.cost = 0
        self._data: OrderedDict = OrderedDict()

    def get(self, key):
        try:
            value, cost = self._data[key]
        except KeyError:
            return None
        self._data.move_to_end(key)
        return value

    def put(self, key, value, cost: int = 0) -> None:
        old = self._data.pop(key, None)
        if old is not None:
            self.cost -= old[1]
        self._data[key] = (value, cost)
        self.cost += cost
        while len(self._data) > self.max_entries or (
            self.max_cost is not None and self.cost > self.max_cost and len(self._data) > 1
        ):
            _k, (_v, c) = self._data.popitem(last=False)
            self.cost -= c

    def clear(self) -> None:
        self._data.clear()
        self.cost = 0

    def __len__(self) -> int:
        return len(self._data)


_fonts: OrderedDict[tuple[int, bool], pygame.freetype.Font] = OrderedDict()
_faces: dict[bool, pygame.freetype.Font] = {}
_chains: dict[bool, list[pygame.freetype.Font]] = {}  # Latin, CJK (, regular CJK drawn bold)
_system: dict[str, pygame.freetype.Font | None] = {}  # system font file -> its Font (None: unusable)
_system_for: dict[str, str | None] = {}  # character -> system font file that draws it
_face_of: dict[tuple[str, bool, bool], pygame.freetype.Font] = {}
_language = [""]  # the language the caches were filled in
_smallest = [10_000]  # the smallest size any caller asked for (tests: no text below MIN_SIZE)
_MAX_FONTS = 48
_metrics: dict[tuple[int, bool], tuple[int, int]] = {}  # (ascent, descent) of the line box
_widths = _LRU(16384)
_surfaces = _LRU(768, max_cost=48 * 1024 * 1024)  # bytes of pixels
_layouts = _LRU(512)
_wraps = _LRU(2048)  # a table's log wraps the same lines at every step
_wanted: dict = {}  # layout key -> the size below MIN_SIZE its caller's min_size would have shrunk to
_plain_font = False  # pygame's own font stands in for a missing or damaged bundled one


def clear_caches() -> None:
    """Forget fonts, metrics and rendered text (e.g. after pygame.quit())."""
    global _plain_font
    _plain_font = False
    _fonts.clear()
    _faces.clear()
    _chains.clear()
    _system.clear()
    _system_for.clear()
    _face_of.clear()
    _metrics.clear()
    _widths.clear()
    _surfaces.clear()
    _layouts.clear()
    _wraps.clear()
    _wanted.clear()


# --------------------------------------------------------------------------
# Fonts and metrics
# --------------------------------------------------------------------------


def smallest_requested() -> int:
    """The smallest text size asked for since the last ``reset_smallest_requested()``: drawn or
    rendered at, given as a box's largest size, or that a box needed (one too short for a line
    of MIN_SIZE, or text its caller let shrink below MIN_SIZE that does not fit at it). Text
    is drawn at MIN_SIZE at least all the same, clipped or cut with "…"."""
    return _smallest[0]


def reset_smallest_requested() -> None:
    _smallest[0] = 10_000


def _asked(size: int) -> None:
    if size < _smallest[0]:
        _smallest[0] = size


def _sync_language() -> None:
    """Forget text measured and drawn in another language: ambiguous punctuation ("…", "×")
    changes face with it."""
    lang = current_language()
    if lang != _language[0]:
        _language[0] = lang
        _face_of.clear()
        _widths.clear()
        _surfaces.clear()
        _layouts.clear()
    _wanted.clear()


def font_path(bold: bool = False) -> Path:
    """The bundled font file (bold falls back to regular if not shipped)."""
    folder = paths.assets_dir() / "fonts"
    path = folder / FONT_FILES[bool(bold)]
    if bold and not path.exists():
        path = folder / FONT_FILES[False]
    if not path.exists():
        raise FileNotFoundError(f"bundled font missing: {path} (build it with tools/build_font.py)")
    return path


_quit_hook = [False]  # clear_caches is registered to run at the next pygame.quit()


def _forget_at_quit() -> None:
    _quit_hook[0] = False
    clear_caches()


def _ensure_init() -> None:
    if not pygame.freetype.get_init():
        clear_caches()  # Font objects from before a pygame.quit() are dead
        pygame.freetype.init(cache_size=1024)
    if not _quit_hook[0]:
        # a quit followed by pygame.init() (a second App) re-inits freetype before we look:
        # forget our fonts at the quit itself
        _quit_hook[0] = True
        pygame.register_quit(_forget_at_quit)


def _make_font(size: int, bold: bool) -> pygame.freetype.Font:
    font, bold_file = _open_font(size, bold)
    font.pad = True  # full advance width and ascender..descender height
    font.antialiased = True
    font.ucs4 = True
    font.origin = False
    if bold:
        font.strong = not bold_file  # synthetic bold only without the file
    return font


_FONT_ERRORS = (OSError, ValueError, pygame.error)  # missing; empty ("invalid file size"); not a font


def _open_font(size: int, bold: bool) -> tuple[pygame.freetype.Font, bool]:
    """The bundled face for this weight and whether it is the bold file itself.

    Bold not shipped: the regular file, drawn bold. A missing or damaged
    file: the next one, and at last pygame's own font (said once): the
    window still works, though without Chinese characters.
    """
    global _plain_font
    folder = paths.assets_dir() / "fonts"
    broken = []
    for is_bold in ((True, False) if bold else (False,)):
        path = folder / FONT_FILES[is_bold]
        try:
            font = pygame.freetype.Font(str(path), size), is_bold
            break
        except _FONT_ERRORS:
            if not is_bold or path.exists():  # a bold file not shipped is fine, a broken one is not
                broken.append(path)
    else:
        _plain_font = True
        font = pygame.freetype.Font(None, size), False
    for path in broken:
        _font_problem(path, fallback_plain=_plain_font)
    return font


def _font_problem(path: Path, fallback_plain: bool) -> None:
    message = N_("The font {file} is missing or damaged; a plain font without Chinese characters is used. "
                 "Reinstall Tenka.") if fallback_plain else \
        N_("The font {file} is missing or damaged; the regular font is used instead. Reinstall Tenka.")

    def text() -> str:
        # pygame's own font cannot draw a Chinese warning: then it is said in English
        words = message if _plain_font else _(message)
        return words.format(file=f"{path.parent.name}/{path.name}")

    notices.post_once(f"font:{path}", text)


def _face(bold: bool) -> pygame.freetype.Font:
    """The one Font per weight used for all measuring and drawing here (sizes
    are passed per call: a new Font object per size would load every glyph
    again)."""
    _ensure_init()
    font = _faces.get(bold)
    if font is None:
        font = _faces[bold] = _make_font(16, bold)
    return font


def get_font(size: int, bold: bool = False) -> pygame.freetype.Font:
    """A freetype Font whose default size is ``size``, cached by (size, bold),
    for callers that want to draw with freetype directly."""
    _ensure_init()
    size = max(1, int(size))
    key = (size, bool(bold))
    font = _fonts.get(key)
    if font is not None:
        _fonts.move_to_end(key)
        return font
    font = _fonts[key] = _make_font(size, bool(bold))
    if len(_fonts) > _MAX_FONTS:
        _fonts.popitem(last=False)
    return font


def _latin(bold: bool) -> pygame.freetype.Font | None:
    """The bundled Latin face, or None (missing or damaged: the CJK face's Latin letters
    stand in, and it is said once)."""
    path = paths.assets_dir() / "fonts" / LATIN_FILES[bold]
    try:
        font = pygame.freetype.Font(str(path), 16)
    except _FONT_ERRORS:
        notices.post_once(f"font:{path}", lambda: _(N_(
            "The font {file} is missing or damaged; the regular font is used instead. Reinstall Tenka."
        )).format(file=f"{path.parent.name}/{path.name}"))
        return None
    for attr, value in (("pad", True), ("antialiased", True), ("ucs4", True), ("origin", False)):
        setattr(font, attr, value)
    return font


def _chain(bold: bool) -> list[pygame.freetype.Font]:
    """The bundled faces for this weight, in order: Latin, CJK, and for bold the regular CJK
    face drawn bold (the bold file holds only the program's own characters)."""
    chain = _chains.get(bold)
    if chain is None:
        cjk = _face(bold)
        latin = None if _plain_font else _latin(bold)
        chain = [cjk] if latin is None else [latin, cjk]
        if bold and not _plain_font and not cjk.strong:
            regular = _make_font(16, False)
            regular.strong = True
            chain.append(regular)
        _chains[bold] = chain
    return chain


def _has(font: pygame.freetype.Font, ch: str) -> bool:
    return bool(font.get_metrics(ch)[0])


def system_font_files(ch: str) -> list[str]:
    """Font files of this computer that may draw ``ch``: the platform's broad fonts, and on
    Linux those fontconfig says have it (tests replace this: they must not depend on the
    machine's fonts)."""
    platform = "win32" if sys.platform == "win32" else "darwin" if sys.platform == "darwin" else "linux"
    found = list(SYSTEM_FONTS[platform])
    if platform == "win32":
        import os
        folder = Path(os.environ.get("WINDIR", "C:/Windows")) / "Fonts"
        found = [str(folder / name) for name in found]
    elif platform == "linux" and shutil.which("fc-list"):
        try:
            out = subprocess.run(["fc-list", f":charset={ord(ch):x}", "file"], capture_output=True,
                                 text=True, timeout=3).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        found += sorted(line.strip().rstrip(":") for line in out.splitlines() if line.strip())
    return found


def _system_font(ch: str) -> pygame.freetype.Font | None:
    """A system font that draws ``ch`` (looked up once per character), or None."""
    if ch not in _system_for:
        _system_for[ch] = None
        for path in system_font_files(ch):
            if path not in _system:
                try:
                    font = pygame.freetype.Font(path, 16) if Path(path).is_file() else None
                except _FONT_ERRORS:
                    font = None
                if font is not None:
                    for attr, value in (("pad", True), ("antialiased", True), ("ucs4", True), ("origin", False)):
                        setattr(font, attr, value)
                _system[path] = font
            if _system[path] is not None and _has(_system[path], ch):
                _system_for[ch] = path
                break
    path = _system_for[ch]
    return None if path is None else _system[path]


def _latin_first(ch: str) -> bool:
    width = unicodedata.east_asian_width(ch)
    if width in ("W", "F"):
        return False
    return width != "A" or not _language[0].startswith("zh")  # "…" "×" "“" full-width in Chinese


def _font_for(ch: str, bold: bool) -> pygame.freetype.Font:
    """The face that draws ``ch`` (the CJK face, with its visible box, when none has it)."""
    _sync_language()
    latin_first = _latin_first(ch)
    key = (ch, bold, latin_first)
    font = _face_of.get(key)
    if font is None:
        chain = _chain(bold)
        has_latin = chain[0] is not _face(bold)
        if has_latin and not latin_first:  # CJK first, the Latin face after it
            order = [chain[1], chain[0], *chain[2:]]
        else:
            order = chain
        font = next((f for f in order if _has(f, ch)), None)
        if font is None and unicodedata.category(ch)[0] not in "CZ":
            system = _system_font(ch)
            if system is not None:
                font = system
                if bold:  # drawn bold: a Font object of its own
                    font = _system_bold(ch, system)
        if font is None:
            font = _face(bold)  # its .notdef box shows something is missing
        _face_of[key] = font
    return font


def _system_bold(ch: str, regular: pygame.freetype.Font) -> pygame.freetype.Font:
    path = _system_for[ch] + "#bold"
    font = _system.get(path)
    if font is None:
        font = _system[path] = pygame.freetype.Font(_system_for[ch], 16)
        for attr, value in (("pad", True), ("antialiased", True), ("ucs4", True), ("origin", False),
                            ("strong", True)):
            setattr(font, attr, value)
    return font


def _runs(text: str, bold: bool, size: int) -> list[tuple[pygame.freetype.Font, str]]:
    """``text`` cut into pieces each drawn by one face; combining marks stay with their letter."""
    runs: list[tuple[pygame.freetype.Font, str]] = []
    for ch in text:
        font = runs[-1][0] if runs and unicodedata.category(ch).startswith("M") else _font_for(ch, bold)
        if runs and runs[-1][0] is font:
            runs[-1] = (font, runs[-1][1] + ch)
        else:
            runs.append((font, ch))
    return runs


def _signed(v: int) -> int:
    # pygame.freetype reports negative glyph bounds as unsigned 32-bit.
    return v - (1 << 32) if v >= (1 << 31) else v


def _line_metrics(size: int, bold: bool) -> tuple[int, int]:
    """(ascent, descent) in pixels of the line box at this size."""
    size = max(MIN_SIZE, int(size))
    key = (size, bool(bold))
    m = _metrics.get(key)
    if m is None:
        ascent = descent = 0
        chain = _chain(bool(bold))
        for font in chain[:2]:
            sample = _INK_SAMPLE if font is _face(bool(bold)) else _LATIN_INK_SAMPLE
            glyphs = [g for g in font.get_metrics(sample, size=size) if g]
            top = max(_signed(g[3]) for g in glyphs)
            bottom = min(_signed(g[2]) for g in glyphs)
            ascent = max(ascent, min(top + 1, font.get_sized_ascender(size)))
            descent = max(descent, min(-bottom + 1, -font.get_sized_descender(size) + 1))
        m = _metrics[key] = (ascent, descent)
    return m


def line_height(size: int, bold: bool = False) -> int:
    """Height in pixels of one line of text (the line box)."""
    a, d = _line_metrics(size, bold)
    return a + d


def _line_gap(size: int) -> int:
    return max(1, round(max(MIN_SIZE, size) * LINE_GAP))


def _width(text: str, size: int, bold: bool) -> int:
    if not text:
        return 0
    size = max(MIN_SIZE, int(size))
    _sync_language()
    key = (text, size, bold)
    w = _widths.get(key)
    if w is None:
        w = sum(font.get_rect(run, size=size).width for font, run in _runs(text, bold, size))
        _widths.put(key, w)
    return w


def text_size(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """(width, height) of ``text`` drawn on one line; newlines are not
    interpreted here (use ``wrap`` or ``draw_text_in_box``)."""
    size = max(1, int(size))
    return _width(text, size, bool(bold)), line_height(size, bold)


def missing_glyphs(text: str, bold: bool = False) -> str:
    """The characters of ``text`` no face can draw, neither bundled nor of the system (e.g. for
    a name field), in order of first appearance, without duplicates."""
    _sync_language()
    out: list[str] = []
    for ch in dict.fromkeys(text):
        if unicodedata.category(ch) in ("Cc", "Zl", "Zp"):
            continue
        if not _has(_font_for(ch, bool(bold)), ch):
            out.append(ch)
    return "".join(out)


# --------------------------------------------------------------------------
# Rendering
# --------------------------------------------------------------------------


def _colour_key(colour) -> tuple[int, int, int, int]:
    c = pygame.Color(colour)
    return (c.r, c.g, c.b, c.a)


def render(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """One line of text on a transparent surface exactly ``text_size`` big
    (cached; do not draw on the returned surface)."""
    _asked(int(size))
    size = max(MIN_SIZE, int(size))  # measured (text_size, wrap, fits) and drawn alike at MIN_SIZE at least
    bold = bool(bold)
    ckey = _colour_key(colour)
    _sync_language()
    key = (text, size, ckey, bold)
    surf = _surfaces.get(key)
    if surf is not None:
        return surf
    ascent, descent = _line_metrics(size, bold)
    height = ascent + descent
    if not text:
        surf = pygame.Surface((0, height), pygame.SRCALPHA)
    else:
        pieces = [font.render(run, ckey, size=size) for font, run in _runs(text, bold, size)]
        surf = pygame.Surface((sum(raw.get_width() for raw, _r in pieces), height), pygame.SRCALPHA)
        # Copy (not blend) the glyphs into the line box: a normal alpha blit
        # onto a transparent surface would darken the anti-aliased edges.
        surf.fill((*ckey[:3], 0))
        x = 0
        for raw, rect in pieces:
            # rect.y is the baseline's distance from the top of the padded render.
            surf.blit(raw, (x, ascent - rect.y), special_flags=pygame.BLEND_RGBA_MAX)
            x += raw.get_width()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
    _surfaces.put(key, surf, surf.get_width() * surf.get_height() * 4)
    return surf


def render_haloed(text: str, size: int, ink, rim, bold: bool = True) -> pygame.Surface:
    """``text`` in ``ink`` inside a 2 px rim of ``rim`` (a printed map's name: legible on any ground
    without a box); 4 px wider and taller than ``text_size``."""
    face = render(text, size, ink, bold)
    halo = render(text, size, rim, bold)
    out = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (2, 0), (4, 0), (0, 2), (4, 2), (0, 4), (2, 4), (4, 4), (1, 1), (3, 1), (1, 3), (3, 3)):
        out.blit(halo, (dx, dy))
    out.blit(face, (2, 2))
    return out


def render_narrowed(text: str, size: int, colour, width: int, bold: bool = False) -> pygame.Surface:
    """``render``, narrowed across to ``width`` px when wider (its height, so its legibility, kept):
    a name that must stay whole at its size in a narrow box (cached like ``render``)."""
    line = render(text, size, colour, bold)
    if line.get_width() <= width:
        return line
    key = ("narrowed", text, max(MIN_SIZE, int(size)), _colour_key(colour), bool(bold), int(width))
    surf = _surfaces.get(key)
    if surf is None:
        surf = pygame.transform.smoothscale(line, (max(1, int(width)), line.get_height()))
        _surfaces.put(key, surf, surf.get_width() * surf.get_height() * 4)
    return surf


def draw_text(surface: pygame.Surface, text: str, pos, size: int, colour, anchor: str = "topleft",
              bold: bool = False) -> pygame.Rect:
    """Draw ``text`` with its box's ``anchor`` point (a pygame.Rect attribute
    name: topleft, center, midtop, midleft, midright, bottomright…) at
    ``pos``. Lines split at "\\n" are aligned by the anchor's side. Returns
    the rect drawn. Never below MIN_SIZE: a smaller size asked for is drawn at MIN_SIZE."""
    lines = text.split("\n")
    size = max(MIN_SIZE, int(size))
    if len(lines) == 1:
        surf = render(text, size, colour, bold)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect
    lh, gap = line_height(size, bold), _line_gap(size)
    surfs = [render(line, size, colour, bold) for line in lines]
    block = pygame.Rect(0, 0, max(s.get_width() for s in surfs), len(surfs) * lh + (len(surfs) - 1) * gap)
    setattr(block, anchor, pos)
    side = "left" if "left" in anchor else "right" if "right" in anchor else "centerx"
    for i, s in enumerate(surfs):
        r = s.get_rect(top=block.top + i * (lh + gap))
        setattr(r, side, getattr(block, side))
        surface.blit(s, r)
    return block


# --------------------------------------------------------------------------
# Wrapping and fitting
# --------------------------------------------------------------------------


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _ideograph(ch: str) -> bool:
    return _wide(ch) and unicodedata.category(ch) == "Lo"


def _can_break(a: str, b: str) -> bool:
    """May a line break go between ``a`` and ``b`` (no space between them)? Kinsoku: never
    before closing punctuation nor after an opening bracket; and a number stays with the Chinese
    words on either side of it (「失去2點」, 「（傷害2）」: never a line starting 「點。」 or 「2）。」)."""
    if b in NO_BREAK_BEFORE or a in NO_BREAK_AFTER:
        return False
    if (a.isdigit() and _ideograph(b)) or (_ideograph(a) and b.isdigit()):
        return False
    if _wide(a) or _wide(b):
        return True
    return a in "-‐" and b.isalpha()


def _segments(paragraph: str) -> list[tuple[str, bool]]:
    """Unbreakable pieces of a paragraph as (text, preceded_by_space)."""
    segs: list[tuple[str, bool]] = []
    buf: list[str] = []
    space_before = False
    pending_space = False
    prev = ""
    for ch in paragraph:
        if ch in _BREAK_SPACES:
            if buf:
                segs.append(("".join(buf), space_before))
                buf = []
            pending_space = True
            prev = ""
            continue
        if buf and _can_break(prev, ch):
            segs.append(("".join(buf), space_before))
            buf = []
        if not buf:
            space_before, pending_space = pending_space, False
        buf.append(ch)
        prev = ch
    if buf:
        segs.append(("".join(buf), space_before))
    return segs


def _hard_split(seg: str, width: int, size: int, bold: bool) -> list[str]:
    """Split a piece wider than ``width`` between characters (≥1 char a line): as much as fits
    on each line, stepped back to the nearest place that is neither before closing punctuation,
    after an opening bracket nor inside a number, when the line keeps a character."""
    out: list[str] = []
    rest = seg
    while len(rest) > 1 and _width(rest, size, bold) > width:
        n = 1
        while n < len(rest) and _width(rest[:n + 1], size, bold) <= width:
            n += 1
        k = next((k for k in range(n, 0, -1) if rest[k] not in NO_BREAK_BEFORE and rest[k - 1] not in NO_BREAK_AFTER
                  and not (rest[k - 1].isdigit() and rest[k].isdigit())), n)
        out.append(rest[:k])
        rest = rest[k:]
    out.append(rest)
    return out


def wrap(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels at ``size``.

    English breaks at spaces (and after a hyphen); CJK between any two
    characters, but never before closing punctuation (，。、！？）」…), nor
    after opening punctuation (（「…), nor between a number and the Chinese
    words around it (kinsoku). "\\n" forces a break. A word wider
    than the whole line is split between characters. Only a single character
    wider than ``width`` can make a line overflow.
    """
    size = max(1, int(size))
    bold = bool(bold)
    key = (text, width, size, bold)
    found = _wraps.get(key)
    if found is None:
        found = tuple(_wrap(text, width, size, bold))
        _wraps.put(key, found)
    return list(found)


# Chinese words a line break must not cut when the line can still be filled (FILL_MIN): the
# games' frequent terms, read off the zh_Hant catalogue. One place: add a term here.
KEEP_TOGETHER = (
    "玩家", "難度", "傷害", "武將", "回合", "部隊", "手牌", "城池", "弟子", "任務", "拍賣", "藝妓",
    "祝福", "兵糧", "守城", "守軍", "出擊", "撤退", "戰爭", "調動", "軍隊", "錢箱", "米糧", "兵力",
    "分鐘", "入城", "出城", "卡牌", "攻擊", "阻擋", "行動", "榮譽", "勝利", "大名", "將軍", "領地",
    "省份", "階段", "招募", "移動", "計分", "分數", "收入", "移除", "城門", "城主", "姬札", "武器",
    "抽牌", "棄牌", "損失", "生命", "名聲", "陣營", "盟友", "對手", "版圖", "點數", "金錢", "商人", "巡邏",
)
FILL_MIN = 0.6  # a line these rules shorten keeps at least this share of the width, else they give way
_WORD = 2  # guard levels of a break place: inside a word, a name or a number with its unit
_BRACKET = 1  # inside a 「…」 or （…） that fits on one line
_BRACKETS = {"「": "」", "（": "）", "『": "』", "(": ")"}
_NAMES_AND_NUMBERS = re.compile(
    r"玩家\d+|[A-Za-z]+ \d+(?![\d.])|\d+(?:[萬千]\d+)*[萬千]?(?:兵力|兵糧|兵|分鐘|點|人|擔|支|張|名|%|％)")


def _guards(paragraph: str, width: int, size: int, bold: bool) -> dict[int, int]:
    """Places in a Chinese ``paragraph`` (a break before character i) a break should avoid, with
    how strongly: inside a KEEP_TOGETHER word, 玩家3 / Bot 3, a number with its unit (3點, 1萬兵),
    or a bracketed phrase narrow enough for one line. English paragraphs: none."""
    if not any(_ideograph(ch) for ch in paragraph):
        return {}
    spans: list[tuple[int, int, int]] = []
    for word in KEEP_TOGETHER:
        start = paragraph.find(word)
        while start >= 0:
            spans.append((start, start + len(word), _WORD))
            start = paragraph.find(word, start + 1)
    spans += [(m.start(), m.end(), _WORD) for m in _NAMES_AND_NUMBERS.finditer(paragraph)]
    for start, ch in enumerate(paragraph):
        end = paragraph.find(_BRACKETS[ch], start + 1) if ch in _BRACKETS else -1
        if end > 0 and _width(paragraph[start:end + 1], size, bold) <= width:
            spans.append((start, end + 1, _BRACKET))
    guards: dict[int, int] = {}
    for start, end, level in spans:
        for i in range(start + 1, end):
            guards[i] = max(guards.get(i, 0), level)
    return guards


def _least_guarded(places: list[int], guard, fills) -> int | None:
    """The latest of ``places`` (break candidates, in order) that cuts no guarded phrase, else none
    inside a word, among those whose line ``fills(place)`` keeps FILL_MIN of the width; None when
    every such place is inside a word."""
    for allowed in (0, _BRACKET):
        for place in reversed(places):
            if guard(place) <= allowed and fills(place):
                return place
    return None


def _wrap(text: str, width: int, size: int, bold: bool) -> list[str]:
    space_w = _width(" ", size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        segs = _segments(paragraph)
        guards = _guards(paragraph, width, size, bold)
        starts, at = [], 0  # where each piece begins in the paragraph (for its guard)
        for seg, spaced in segs:
            at = paragraph.index(seg, at)
            starts.append(at)
            at += len(seg)
        texts = [seg for seg, _spaced in segs]
        first = len(lines)
        spaced_start = False  # the current line began where a space was (dropped at the break)
        s = 0
        while s < len(segs):
            spaced_start = segs[s][1]
            seg_w = _width(texts[s], size, bold)
            if seg_w > width:
                pieces = _hard_split(texts[s], width, size, bold)
                lines.extend(pieces[:-1])
                texts[s] = pieces[-1]
                starts[s] += sum(len(p) for p in pieces[:-1])
                spaced_start = spaced_start and len(pieces) == 1
                seg_w = _width(texts[s], size, bold)
            # Summed widths never underestimate the joined width.
            ends = [seg_w]  # ends[j]: width of the line holding pieces s..s+j
            e = s + 1
            while e < len(segs):
                add_w = (space_w if segs[e][1] else 0) + _width(texts[e], size, bold)
                if ends[-1] + add_w > width:
                    break
                ends.append(ends[-1] + add_w)
                e += 1
            if e < len(segs) and guards:
                k = _least_guarded(list(range(s + 1, e + 1)), lambda k: guards.get(starts[k], 0) if k < len(segs) else 0,
                                   lambda k: ends[k - s - 1] >= FILL_MIN * width)
                e = k if k is not None else e
            lines.append("".join((" " if segs[j][1] and j > s else "") + texts[j] for j in range(s, e)))
            s = e
        if not segs:
            lines.append("")
        if len(lines) - first >= 2:
            lines[-2:] = _without_widow(lines[-2], lines[-1], spaced_start, width, size, bold)
    return lines


WIDOW_MIN = 3  # a Chinese paragraph's last line keeps at least this many characters (its punctuation not counted)


def _characters(line: str) -> int:
    """``line``'s characters but its punctuation and spaces, a number counted as one (「過100%」: two)."""
    return sum(1 for k, ch in enumerate(line) if not ch.isspace() and not unicodedata.category(ch).startswith("P")
               and not (ch.isdigit() and k and line[k - 1].isdigit()))


def _without_widow(prev: str, last: str, spaced: bool, width: int, size: int,
                   bold: bool) -> tuple[str, str]:
    """A Chinese paragraph's last two lines, its last not a widow: when it would hold fewer than
    WIDOW_MIN characters (a lone 「格。」), as few of the line above's last characters as give it
    WIDOW_MIN move down, where kinsoku lets the break go and the line above keeps WIDOW_MIN.
    English (no ideograph) and lines it cannot mend stay as they are. ``spaced``: a space was
    dropped between them."""
    if _characters(last) >= WIDOW_MIN or not any(_ideograph(ch) for ch in prev + last):
        return prev, last
    joint = " " if spaced else ""
    places = []
    for k in range(len(prev) - 1, 0, -1):
        moved = prev[k:]
        if any(ch.isspace() for ch in moved) or _width(moved + joint + last, size, bold) > width:
            break
        if _can_break(prev[k - 1], prev[k]) and _characters(moved + last) >= WIDOW_MIN \
                and _characters(prev[:k]) >= WIDOW_MIN:
            places.insert(0, k)
    if not places:
        return prev, last
    guards = _guards(prev + joint + last, width, size, bold)
    k = _least_guarded(places, lambda k: guards.get(k, 0), lambda k: True)
    k = places[-1] if k is None else k
    return prev[:k], prev[k:] + joint + last


def _block_height(n_lines: int, size: int, bold: bool) -> int:
    if n_lines <= 0:
        return 0
    return n_lines * line_height(size, bold) + (n_lines - 1) * _line_gap(size)


def wrapped_height(text: str, width: int, size: int, bold: bool = False) -> int:
    """The height ``text`` takes wrapped to ``width`` at ``size`` (as ``draw_text_in_box`` with
    ``multiline`` draws it when it fits)."""
    return _block_height(len(wrap(text, width, size, bold)), size, bold)


def fits(text: str, box_w: int, box_h: int, size: int, multiline: bool = False, bold: bool = False) -> bool:
    """Does ``text`` fit a box_w × box_h box at ``size``?"""
    size = max(1, int(size))
    if multiline:
        if box_w <= 0:
            return False
        # Cheap bound first: each line holds at most box_w plus the space
        # dropped at its break, so at least this many lines are needed.
        total = _width(text.replace("\n", " "), size, bold)
        per_line = box_w + _width(" ", size, bold)
        if _block_height(-(-total // per_line), size, bold) > box_h:
            return False
        lines = wrap(text, box_w, size, bold)
        return (_block_height(len(lines), size, bold) <= box_h
                and all(_width(line, size, bold) <= box_w for line in lines))
    flat = text.replace("\n", " ")
    return line_height(size, bold) <= box_h and _width(flat, size, bold) <= box_w


def fit_size(text: str, box_w: int, box_h: int, max_size: int, min_size: int = MIN_SIZE,
             multiline: bool = False, bold: bool = False) -> int:
    """The largest size in [min_size, max_size] at which ``text`` fits the box
    (wrapped to its width when ``multiline``). Returns ``min_size`` when even
    that does not fit — ``draw_text_in_box`` then cuts the text with "…".
    Neither size is ever below MIN_SIZE."""
    max_size, min_size = max(MIN_SIZE, int(max_size)), max(MIN_SIZE, int(min_size))
    if max_size < min_size:
        max_size = min_size
    if fits(text, box_w, box_h, max_size, multiline, bold):
        return max_size
    lo, hi = min_size, max_size - 1  # answer in [lo, hi] if anything fits
    if not fits(text, box_w, box_h, lo, multiline, bold):
        return min_size
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(text, box_w, box_h, mid, multiline, bold):
            lo = mid
        else:
            hi = mid - 1
    return lo


def ellipsize(text: str, width: int, size: int, bold: bool = False, force: bool = False) -> str:
    """``text`` cut to fit ``width`` with a trailing "…" (unchanged if it fits
    and not ``force``). Returns "" if not even "…" fits."""
    size = max(1, int(size))
    if not force and _width(text, size, bold) <= width:
        return text
    if _width(ELLIPSIS, size, bold) > width:
        return ""
    base = text[:-1] if text.endswith(ELLIPSIS) else text
    lo, hi = 0, len(base)  # largest k with base[:k] + "…" fitting
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if _width(base[:mid].rstrip() + ELLIPSIS, size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return base[:lo].rstrip() + ELLIPSIS


@dataclass(frozen=True)
class BoxText:
    """What ``draw_text_in_box`` did: the size used, the lines drawn, whether
    the text had to be cut short with "…", and the rect actually covered."""

    size: int
    lines: tuple[str, ...]
    truncated: bool
    rect: pygame.Rect | None = None


def _record_request(text: str, box_h: int, max_size: int, bold: bool) -> None:
    """Note a size below MIN_SIZE asked for: a smaller ``max_size``, or a box too short for a
    line of MIN_SIZE (the text is drawn at MIN_SIZE all the same, clipped by the box)."""
    if not text:
        return
    _asked(max_size)
    if box_h < MIN_INK_BOX:
        _asked(box_h - (MIN_INK_BOX - MIN_SIZE))


def _fits_below(text: str, box_w: int, box_h: int, size: int, multiline: bool, bold: bool) -> bool:
    return fits(text, box_w, box_h, size, multiline, bold) or (
        not multiline and fits(text, box_w, box_h, size, True, bold))


def layout_in_box(text: str, box_w: int, box_h: int, max_size: int, min_size: int = MIN_SIZE,
                  multiline: bool = False, bold: bool = False) -> BoxText:
    """Choose size and lines for a box without drawing (cached). Never below MIN_SIZE: a single
    line too long for the box even at ``min_size`` is wrapped when the box holds more lines."""
    _sync_language()
    key = (text, box_w, box_h, int(max_size), int(min_size), bool(multiline), bool(bold))
    found = _layouts.get(key)
    if found is not None:
        _record_request(text, box_h, int(max_size), bool(bold))
        if key in _wanted:
            _asked(_wanted[key])
        return found
    bold = bool(bold)
    _record_request(text, box_h, int(max_size), bold)
    if not multiline:
        text = text.replace("\n", " ")
    size = fit_size(text, box_w, box_h, max_size, min_size, multiline, bold)
    if fits(text, box_w, box_h, size, multiline, bold):
        lines = tuple(wrap(text, box_w, size, bold)) if multiline else (text,)
        result = BoxText(size, lines, False)
    elif not multiline and fits(text, box_w, box_h, size, True, bold):
        size = fit_size(text, box_w, box_h, max_size, min_size, True, bold)
        result = BoxText(size, tuple(wrap(text, box_w, size, bold)), False)
    else:
        # Too long even at min_size: cut with "…" (a box too short for one line clips it).
        whole = not multiline and box_h >= MIN_INK_BOX and _width(text, size, bold) <= box_w
        if int(min_size) < MIN_SIZE and not whole:  # the caller meant it to shrink below MIN_SIZE: say how far
            wanted = next((k for k in range(MIN_SIZE - 1, int(min_size), -1)
                           if _fits_below(text, box_w, box_h, k, multiline, bold)), max(1, int(min_size)))
            if len(_wanted) > 4096:
                _wanted.clear()
            _wanted[key] = wanted
            _asked(wanted)
        result = _cut(text, box_w, box_h, size, multiline, bold)
    _layouts.put(key, result)
    return result


def _cut(text: str, box_w: int, box_h: int, size: int, multiline: bool, bold: bool) -> BoxText:
    """``text`` too long for the box at ``size``: as many lines as fit, the last cut with "…"."""
    if multiline:
        all_lines = wrap(text, box_w, size, bold)
        lh, gap = line_height(size, bold), _line_gap(size)
        keep = max(1, (box_h + gap) // (lh + gap))
        lines = all_lines[:keep]
        lines[-1] = ellipsize(lines[-1], box_w, size, bold, force=len(all_lines) > keep)
        truncated = len(all_lines) > keep or lines[-1] != all_lines[keep - 1]
        return BoxText(size, tuple(lines), truncated)
    cut = ellipsize(text, box_w, size, bold)
    return BoxText(size, (cut,), cut != text)


def draw_text_in_box(surface: pygame.Surface, text: str, rect, max_size: int, colour,
                     align: str = "center", multiline: bool = False, bold: bool = False,
                     min_size: int = MIN_SIZE, valign: str = "center") -> BoxText:
    """Draw ``text`` inside ``rect`` at the largest size up to ``max_size``
    that fits; with ``multiline`` it wraps (and shrinks only if the wrapped
    text is still too tall); a single line too long at ``min_size`` goes onto
    more lines if the box is tall enough. If nothing fits at ``min_size`` the
    text is cut with "…". Never draws outside ``rect``, never below MIN_SIZE.

    ``align``: "left", "center" or "right"; ``valign``: "top", "center" or
    "bottom". Returns a :class:`BoxText` (``.truncated`` is True when "…"
    was needed).
    """
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return BoxText(0, (), bool(text), pygame.Rect(rect.topleft, (0, 0)))
    lay = layout_in_box(text, rect.width, rect.height, max_size, min_size, multiline, bold)
    size = lay.size
    lh, gap = line_height(size, bold), _line_gap(size)
    block_h = _block_height(len(lay.lines), size, bold)
    if valign == "top":
        y = rect.top
    elif valign == "bottom":
        y = rect.bottom - block_h
    else:
        y = rect.top + (rect.height - block_h) // 2
    old_clip = surface.get_clip()
    surface.set_clip(rect.clip(old_clip) if old_clip else rect)
    covered = None
    try:
        for line in lay.lines:
            surf = render(line, size, colour, bold)
            r = surf.get_rect(top=y)
            if align == "left":
                r.left = rect.left
            elif align == "right":
                r.right = rect.right
            else:
                r.centerx = rect.centerx
            surface.blit(surf, r)
            covered = r if covered is None else covered.union(r)
            y += lh + gap
    finally:
        surface.set_clip(old_clip)
    if covered is not None:
        covered = covered.clip(rect)
    return BoxText(lay.size, lay.lines, lay.truncated, covered)
