"""The bundled font covers every character we draw, ships with its licence,
and text drawn into a box never leaves it."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import unicodedata  # noqa: E402
from functools import lru_cache  # noqa: E402
from pathlib import Path  # noqa: E402

import polib  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import client.i18n as i18n  # noqa: E402
from client.paths import assets_dir, maps_dir  # noqa: E402
from client.render import text as T  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FONTS = assets_dir() / "fonts"
FACES = ["TenkaSans-Regular.otf", "TenkaSans-Bold.otf"]
LATIN_FACES = ["TenkaLatin-Regular.ttf", "TenkaLatin-Bold.ttf"]
REBUILD = "rebuild with: .venv/bin/python tools/build_font.py"


@lru_cache(maxsize=None)
def cmap(name: str) -> frozenset[int]:
    return frozenset(TTFont(FONTS / name, lazy=True).getBestCmap())


def drawable(chars) -> set[str]:
    return {c for c in chars if unicodedata.category(c) not in ("Cc", "Zl", "Zp")}


def catalogue_chars() -> set[str]:
    chars: set[str] = set()
    for code in i18n.LANGUAGES:
        for e in polib.pofile(str(i18n.catalog_path(code)), encoding="utf-8"):  # header left out
            for s in (e.msgid, e.msgid_plural, e.msgstr, *e.msgstr_plural.values(), e.msgctxt or ""):
                chars.update(s)
    chars.update("".join(i18n.LANGUAGE_NAMES.values()))
    return drawable(chars)


def non_ascii(paths) -> set[str]:
    chars: set[str] = set()
    for path in paths:
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7E)
    return drawable(chars)


def assert_covered(chars: set[str], what: str) -> None:
    for face in FACES:
        missing = sorted(c for c in chars if ord(c) not in cmap(face))
        assert not missing, (f"{face} lacks {len(missing)} characters of {what}: "
                             + " ".join(f"{c}(U+{ord(c):04X})" for c in missing[:40]) + f"; {REBUILD}")


# --------------------------------------------------------------------------
# coverage, licence, size


def test_font_files_present_small_and_traditional_chinese():
    # The one-file executable stays under 25 MB: about 16 MB of it is Python and pygame.
    total = sum(p.stat().st_size for p in FONTS.glob("Tenka*"))
    assert total < 7_800_000, f"the bundled fonts take {total:,} bytes"
    for face in FACES:
        path = FONTS / face
        assert path.exists(), f"{path} missing; {REBUILD}"
        name = TTFont(path, lazy=True)["name"]
        assert name.getDebugName(1) == "Noto Sans CJK TC"  # the Taiwan face, not JP (face 0)
        assert "Adobe" in (name.getDebugName(0) or "")  # copyright record kept
        assert "Open Font License" in (name.getDebugName(13) or "")  # licence record kept


def test_latin_faces_are_noto_sans_with_their_notices():
    for face in LATIN_FACES:
        name = TTFont(FONTS / face, lazy=True)["name"]
        assert name.getDebugName(1) == "Noto Sans"
        assert "Google" in (name.getDebugName(0) or "")
        assert "Open Font License" in (name.getDebugName(13) or "")
        assert {ord(c) for c in "Aé…×“”ŁжΩ"} <= cmap(face)


def test_licence_shipped():
    ofl = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl
    assert "Copyright 2014-2021 Adobe" in ofl
    assert "Noto Sans" in ofl and "Google LLC" in ofl
    assert "PERMISSION & CONDITIONS" in ofl and "DISCLAIMER" in ofl
    assert (FONTS / "README.md").exists()


def test_catalogues_covered():
    assert_covered(catalogue_chars(), "the .po catalogues")


def test_maps_and_game_code_covered():
    paths = sorted(maps_dir().glob("*.tmx")) + sorted(maps_dir().glob("*.tsx"))
    games = ROOT / "client" / "games"
    paths += sorted(games.rglob("*.py")) + sorted(games.rglob("*.json"))
    assert_covered(non_ascii(paths) | {"鬪"}, "maps/*.tmx and client/games")


def test_scene_and_widget_code_covered():
    assert_covered(non_ascii(sorted((ROOT / "client").rglob("*.py"))), "client/**/*.py")


# --------------------------------------------------------------------------
# drawing


@pytest.fixture(scope="module", autouse=True)
def _freetype():
    pygame.freetype.init()
    yield


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [12, 20, 36, 72])
def test_sample_renders_are_not_blank(size, bold):
    sample = "天下 Tenka 鬪三國"
    surf = T.render(sample, size, (255, 255, 255), bold)
    w, h = T.text_size(sample, size, bold)
    assert surf.get_size() == (w, h)
    assert pygame.mask.from_surface(surf).count() > w * h // 20
    font = T.get_font(size, bold)
    for ch in sample.replace(" ", ""):
        assert font.get_metrics(ch)[0] is not None, ch  # a real glyph, not .notdef
        assert pygame.mask.from_surface(T.render(ch, size, (255, 255, 255), bold)).count() > 0, ch
    assert T.missing_glyphs(sample) == ""
    assert T.missing_glyphs("天\ue000下") == "\ue000"


def test_rendered_lines_are_cached():
    a = T.render("Pass to Player 2", 24, (10, 20, 30))
    assert T.render("Pass to Player 2", 24, pygame.Color(10, 20, 30)) is a
    assert T.render("Pass to Player 2", 24, (10, 20, 31)) is not a


def test_ink_stays_inside_the_line_box():
    # Tall and deep glyphs must not be clipped by the line box.
    for size in (12, 24, 48):
        for ch in "ÅÉgjy|(「】鬪":
            surf = T.render(ch, size, (255, 255, 255))
            bounds = pygame.mask.from_surface(surf).get_bounding_rects()
            assert bounds and bounds[0].top > 0 or size < 16, (ch, size)
            assert all(r.bottom <= surf.get_height() for r in bounds)


LONG_EN = ("This save cannot be loaded: the file is damaged or was written by a newer version of Tenka. "
           "Try another save, or start a new game from the title screen.")
LONG_ZH = "無法讀取此存檔：檔案已損毀，或是由較新版本的天下所建立。請改用其他存檔，或從標題畫面開始新遊戲。"
STRINGS = [
    "OK",
    "Bartholomew is thinking…",
    LONG_EN,
    LONG_ZH,
    "鬪三國（3KingdomsBattle）：玩家扮演三國時代各據一方的霸主，以統一天下為最終目標。",
    "Supercalifragilisticexpialidocious-and-then-some-more-characters",
    "第一行\nSecond line is English\n第三行",
    "他說：「驅虎吞狼」！接著進行國戰。",
]
BOXES = [(40, 20),  # 20: a line of MIN_SIZE (13 px) whole
         (90, 30), (160, 44), (240, 90), (420, 200), (60, 260)]


def _draw_and_check(text, box, multiline, align):
    w, h = box
    surface = pygame.Surface((w + 80, h + 80))
    background = (1, 2, 3)
    surface.fill(background)
    rect = pygame.Rect(40, 40, w, h)
    result = T.draw_text_in_box(surface, text, rect, 48, (250, 250, 250), align=align, multiline=multiline)
    if result.rect is not None:
        assert rect.contains(result.rect)
    surface.fill(background, rect)
    clean = pygame.Surface(surface.get_size())
    clean.fill(background)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(clean, "RGB"), \
        f"{text!r} drew outside {box}"
    return result


@pytest.mark.parametrize("box", BOXES)
@pytest.mark.parametrize("multiline", [False, True])
def test_text_never_leaves_its_box(box, multiline):
    w, h = box
    for text in STRINGS:
        for align in ("left", "center"):
            result = _draw_and_check(text, box, multiline, align)
        size = result.size
        if not result.truncated:
            # one line, unless it had to be wrapped rather than go below the smallest size
            assert len(result.lines) == 1 or multiline or not T.fits(text, w, h, T.MIN_SIZE)
            assert all(T.text_size(line, size)[0] <= w for line in result.lines)
            block = len(result.lines) * T.line_height(size) + (len(result.lines) - 1) * T._line_gap(size)
            assert block <= h
        else:
            assert result.lines[-1].endswith("…") or result.lines[-1] == ""
        fitted = T.fit_size(text, w, h, 48, T.MIN_SIZE, multiline)
        assert T.MIN_SIZE <= fitted <= 48
        if T.fits(text, w, h, T.MIN_SIZE, multiline):
            assert T.fits(text, w, h, fitted, multiline)
            if fitted < 48:
                assert not T.fits(text, w, h, fitted + 1, multiline)


def test_fit_prefers_the_largest_size_and_wraps_when_allowed():
    assert T.fit_size("OK", 400, 200, 40) == 40
    one_line = T.fit_size(LONG_EN, 600, 200, 40)
    wrapped = T.fit_size(LONG_EN, 600, 200, 40, multiline=True)
    assert wrapped > one_line
    result = T.draw_text_in_box(pygame.Surface((600, 200)), LONG_EN, pygame.Rect(0, 0, 600, 200), 40,
                                (255, 255, 255), multiline=True)
    assert not result.truncated and len(result.lines) > 1
    tiny = T.draw_text_in_box(pygame.Surface((100, 30)), LONG_ZH, pygame.Rect(0, 0, 100, 30), 40, (255, 255, 255))
    assert tiny.truncated and tiny.lines[0].endswith("…") and tiny.size == T.MIN_SIZE


@pytest.mark.parametrize("width", [30, 80, 150, 300])
@pytest.mark.parametrize("size", [12, 20, 31])
def test_wrap_rules(width, size):
    for text in STRINGS:
        lines = T.wrap(text, width, size)
        for line in lines:
            assert T.text_size(line, size)[0] <= width or len(line) == 1, (line, width)
            assert line == line.strip(" ")
        if width >= 4 * size:  # every unbreakable CJK run here fits the line
            for line in lines[1:]:
                assert not line or line[0] not in "，。、！？）」：", (text, lines)
        # Nothing but break spaces is lost.
        assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", "")
    # English breaks only at spaces when words fit.
    assert " ".join(T.wrap("one two three four five six", 90, 16)).split() == "one two three four five six".split()
    for line in T.wrap("one two three four five six", 90, 16):
        assert all(word in "one two three four five six".split() for word in line.split(" "))


def test_cjk_punctuation_does_not_start_a_line():
    text = "玩家可指定任兩個其他玩家，在其已完成的城池進行國戰。發動此計謀的玩家可指定任一方為攻方！"
    for width in range(40, 400, 7):
        lines = T.wrap(text, width, 20)
        assert all(line[0] not in "，。、！？）」" for line in lines[1:]), lines
        assert "".join(lines) == text


@settings(max_examples=60, deadline=None)
@given(
    text=st.text(alphabet=st.sampled_from(list("ab Tenka 天下鬪三國，。「」！？-()…\n")), max_size=60),
    width=st.integers(min_value=1, max_value=300),
    size=st.integers(min_value=8, max_value=40),
)
def test_wrap_property(text, width, size):
    lines = T.wrap(text, width, size)
    assert all(T.text_size(line, size)[0] <= width or len(line) <= 1 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", "")


def test_draw_text_anchor():
    surf = pygame.Surface((400, 200))
    rect = T.draw_text(surf, "天下", (200, 100), 40, (255, 255, 255), anchor="center", bold=True)
    assert rect.center == (200, 100)
    assert rect.size == T.text_size("天下", 40, bold=True)
    block = T.draw_text(surf, "one\n二", (10, 10), 20, (255, 255, 255))
    assert block.topleft == (10, 10) and block.height > T.line_height(20)


# --------------------------------------------------------------------------
# typed names and the faces each character comes from

NAMES = ["宮本武蔵", "徳川家康", "张伟", "刘德华", "諸葛亮", "さくら", "カタカナ", "Zoë Łukasz", "Nguyễn Văn",
         "Жанна", "Ωmega", "José Müller", "김민준", "이서연", "박ㅋㅋ"]


def _face_name(ch: str, bold: bool = False) -> str:
    font = T._font_for(ch, bold)
    return Path(font.path).name


@pytest.mark.parametrize("bold", [False, True])
def test_typed_names_draw_without_boxes(bold):
    # Japanese kanji and kana, Simplified and Traditional hanzi, Korean Hangul, Latin, Cyrillic,
    # Greek: every character has a real glyph in a bundled face (the system's fonts are out of the test).
    for name in NAMES:
        assert T.missing_glyphs(name, bold) == "", name
        for ch in name.replace(" ", ""):
            font = T._font_for(ch, bold)
            assert font.get_metrics(ch)[0] is not None, (name, ch)
            assert Path(font.path).parent == FONTS, (ch, font.path)
        surf = T.render(name, 20, (255, 255, 255), bold)
        assert surf.get_width() == T.text_size(name, 20, bold)[0] > 0


def test_latin_text_comes_from_the_latin_face_and_chinese_from_the_cjk_face():
    i18n.set_language("en")
    try:
        for ch in "Market…×“”é1":
            assert _face_name(ch).startswith("TenkaLatin"), ch
        for ch in "天下宮さ，":
            assert _face_name(ch) == "TenkaSans-Regular.otf", ch
        assert _face_name("天", bold=True) == "TenkaSans-Bold.otf"
        # "…" in English sits on the baseline, below the middle of a capital
        ellipsis = T._font_for("…", False).get_metrics("…", size=40)[0]
        assert ellipsis[3] < 12, ellipsis  # top of the dots, above the baseline
        english = T.text_size("Waiting…", 20)[0]
        i18n.set_language("zh_Hant")
        # Chinese keeps its full-width punctuation, and the caches follow the language
        assert _face_name("…") == "TenkaSans-Regular.otf"
        assert _face_name("A").startswith("TenkaLatin")
        assert T.text_size("Waiting…", 20)[0] != english
    finally:
        i18n.set_language("en")


def _tiny_font(path: Path, chars: str) -> Path:
    """A font file with a square glyph for each of ``chars``: a system font the bundled ones lack."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    names = [".notdef"] + [f"g{ord(c):x}" for c in chars]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({ord(c): f"g{ord(c):x}" for c in chars})
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        pen.moveTo((100, 0)), pen.lineTo((100, 700)), pen.lineTo((900, 700)), pen.lineTo((900, 0))
        pen.closePath()
        glyphs[name] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({name: (1000, 100) for name in names})
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "Tiny", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    fb.save(str(path))
    return path


def ks_x_1001_hangul() -> list[str]:
    """KS X 1001's Hangul syllables: what EUC-KR's bytes 0xB0A1 to 0xC8FE decode to."""
    return [bytes([hi, lo]).decode("euc_kr") for hi in range(0xB0, 0xC9) for lo in range(0xA1, 0xFF)]


def test_every_ks_x_1001_hangul_syllable_and_jamo_is_in_the_bundled_face():
    syllables = ks_x_1001_hangul()
    assert len(set(syllables)) == 2350 and all("가" <= s <= "힣" for s in syllables)
    jamo = [chr(c) for c in (*range(0x1100, 0x1200), *range(0x3131, 0x318F))]
    face = cmap("TenkaSans-Regular.otf")
    missing = [c for c in syllables + jamo if ord(c) not in face]
    assert not missing, f"{len(missing)} Hangul characters missing: {''.join(missing[:40])}; {REBUILD}"
    assert T.missing_glyphs("".join(syllables + jamo)) == ""
    assert T.missing_glyphs("".join(syllables), bold=True) == ""  # the regular face drawn bold


@pytest.mark.parametrize("bold", [False, True])
def test_a_korean_name_is_drawn_with_real_glyphs_of_the_bundled_face(bold):
    name = "김민준"
    notdef = T.render("\ue000", 24, (255, 255, 255), bold)  # what a missing glyph draws: a box
    for ch in name:
        font = T._font_for(ch, bold)
        assert Path(font.path) == FONTS / "TenkaSans-Regular.otf", font.path
        assert font.get_metrics(ch)[0] is not None, ch
        glyph = T.render(ch, 24, (255, 255, 255), bold)
        assert pygame.mask.from_surface(glyph).count() > 24 * 4, ch
        assert pygame.image.tobytes(glyph, "RGBA") != pygame.image.tobytes(notdef, "RGBA"), ch
    assert T.render(name, 24, (255, 255, 255), bold).get_width() == T.text_size(name, 24, bold)[0] > 0


def test_characters_no_bundled_face_has_come_from_a_system_font(tmp_path, monkeypatch):
    hangul = "똠뙇펲"  # Hangul syllables outside KS X 1001
    assert T.missing_glyphs(hangul) == hangul, "the bundled faces have KS X 1001's Hangul only"
    tiny = _tiny_font(tmp_path / "tiny.ttf", hangul)
    monkeypatch.setattr(T, "system_font_files", lambda ch: [str(tmp_path / "absent.ttf"), str(tiny)])
    T.clear_caches()
    try:
        assert T.missing_glyphs("宮本" + hangul) == ""
        assert T.missing_glyphs("宮本" + hangul, bold=True) == ""
        assert _face_name("똠") == "tiny.ttf" and _face_name("宮") == _face_name("김") == "TenkaSans-Regular.otf"
        surf = T.render("宮" + hangul, 24, (255, 255, 255))
        assert pygame.mask.from_surface(surf).count() > 3 * 24 * 14, "the squares are drawn"
        assert T.missing_glyphs("\ue000") == "\ue000"
    finally:
        T.clear_caches()


def test_text_draws_after_pygame_quit_and_a_new_window():
    """A second window after pygame.quit() (the bench, a test module's own App) draws text: the
    fonts made before the quit are forgotten at the quit, not used dead."""
    import subprocess
    import sys

    code = ("import pygame\n"
            "from client.app import App\n"
            "from client.render import text\n"
            "App(headless=True)\n"
            "s = pygame.Surface((300, 60))\n"
            "text.draw_text_in_box(s, 'Shogun 將軍 …', pygame.Rect(0, 0, 300, 60), 20, (255, 255, 255))\n"
            "pygame.quit()\n"
            "App(headless=True)\n"
            "text.draw_text_in_box(s, 'Yedo 江戶 again', pygame.Rect(0, 0, 300, 60), 20, (255, 255, 255))\n"
            "print('drawn')\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("drawn")
