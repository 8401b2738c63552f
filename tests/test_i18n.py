"""Catalogues: reading them (polib + gettext), what the program does with a
missing or broken one, language switching, and that every string the code
uses is present in both languages (tools/i18n_update.py --check)."""
from __future__ import annotations

import importlib.util
import logging
import os
import random
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import polib
import pytest

import client.i18n as i18n
from client.i18n import CatalogueError

ROOT = Path(__file__).resolve().parent.parent


def load_tool():
    spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "tools" / "i18n_update.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["i18n_update"] = mod  # dataclasses need the module registered
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(autouse=True)
def _restore_language():
    before = i18n.current_language()
    yield
    i18n.set_language(before)


# --------------------------------------------------------------------------
# reading a catalogue


SAMPLE = r'''# A translator comment
msgid ""
msgstr ""
"Language: zh_Hant\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. Translators: a note from the code
#: client/a.py:1 client/b.py:2
#, python-brace-format
msgid "Pass to {name}"
msgstr "請交給 {name}"

msgctxt "menu"
msgid "Save"
msgstr "儲存"

msgid "Save"
msgstr "存檔"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} 張牌"
msgstr[1] "{n} 張牌們"

msgid ""
"Line one\n"
"Line \"two\"\t\\ end"
msgstr "第一行\n第二行"

#, fuzzy
msgid "Fuzzy"
msgstr "模糊"

msgid "Empty"
msgstr ""

#~ msgid "Gone"
#~ msgstr "已移除"
'''


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_catalogue_lookup_rules(tmp_path):
    cat = i18n.load_catalogue(write(tmp_path / "sample.po", SAMPLE))
    assert cat.gettext("Pass to {name}") == "請交給 {name}"
    assert cat.pgettext("menu", "Save") == "儲存"
    assert cat.gettext("Save") == "存檔"
    assert cat.pgettext("other", "Save") == "Save"  # unknown context: msgid
    assert cat.ngettext("{n} card", "{n} cards", 1) == "{n} 張牌"
    assert cat.ngettext("{n} card", "{n} cards", 5) == "{n} 張牌們"
    assert cat.ngettext("{n} die", "{n} dice", 1) == "{n} die"  # missing: English rule
    assert cat.ngettext("{n} die", "{n} dice", 2) == "{n} dice"
    assert cat.gettext('Line one\nLine "two"\t\\ end') == "第一行\n第二行"
    assert cat.gettext("Fuzzy") == "Fuzzy"  # fuzzy entries are not used
    assert cat.gettext("Empty") == "Empty"  # untranslated falls back
    assert cat.gettext("Gone") == "Gone"  # obsolete entries are not used


def test_single_plural_form_language(tmp_path):
    text = textwrap.dedent('''\
        msgid ""
        msgstr "Plural-Forms: nplurals=1; plural=0;\\n"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} 張"
        ''')
    cat = i18n.load_catalogue(write(tmp_path / "one.po", text))
    assert [cat.ngettext("{n} card", "{n} cards", n) for n in (0, 1, 7)] == ["{n} 張"] * 3


def test_empty_label_is_never_the_catalogue_header():
    i18n.set_language("zh_Hant")
    assert i18n._("") == ""


# --------------------------------------------------------------------------
# a missing or broken bundled catalogue: English, and one plain message


@pytest.fixture
def bundle(tmp_path, monkeypatch):
    """A copy of the bundled catalogues that a test may break."""
    locale = tmp_path / "locale"
    shutil.copytree(i18n.catalog_path("en").parents[2], locale)
    monkeypatch.setattr(i18n, "locale_dir", lambda: locale)
    i18n.reload()
    yield locale / "zh_Hant" / "LC_MESSAGES" / "tenka.po"
    i18n.reload()


def _append(text: str):
    return lambda po: po.write_text(po.read_text(encoding="utf-8") + text, encoding="utf-8")


def _replace(old: str, new: str):
    return lambda po: po.write_text(po.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")


# "{line}" stands for the line of the appended entry that is wrong.
BREAKAGES = {
    "missing": (lambda po: po.unlink(), "is missing"),
    "unescaped quote": (_append('\nmsgid "x"\nmsgstr "a"b"\n'), "has an error on line {line} (unescaped double quote found)"),
    "unknown keyword": (_append('\nmsgid "x"\nmsgtxt "y"\n'), "has an error on line {line};"),
    "not UTF-8": (lambda po: po.write_bytes(po.read_bytes() + b'\nmsgid "x"\nmsgstr "\xff\xfe"\n'),
                  "is not UTF-8 text (line {line})"),
    "bad plural rule": (_replace("plural=0;", "plural=(n;"), "has a bad Plural-Forms header"),
    "no header": (_replace('"Plural-Forms: nplurals=1; plural=0;\\n"', ""), "has no Plural-Forms header"),
    "plural rule cut short": (_replace("nplurals=1; plural=0;", "nplurals=1"), "has a bad Plural-Forms header"),
}


@pytest.mark.parametrize("breakage", BREAKAGES)
def test_broken_catalogue_falls_back_to_english_with_one_message(bundle, breakage, caplog):
    damage, words = BREAKAGES[breakage]
    words = words.format(line=len(bundle.read_bytes().splitlines()) + 3)
    damage(bundle)
    with caplog.at_level(logging.WARNING, logger="tenka"):
        assert i18n.set_language("zh_Hant") == "en"  # no exception: English is shown
        assert i18n.set_language("zh_Hant") == "en"
    assert i18n._("Settings") == "Settings"
    assert i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cards"
    assert i18n.current_language() == "en"  # English joining rules for English text
    problem = i18n.catalogue_problem()
    assert problem is not None and words in problem, problem
    assert "zh_Hant/LC_MESSAGES/tenka.po" in problem and "English" in problem
    assert "\n" not in problem and "Traceback" not in problem
    assert [r.getMessage() for r in caplog.records] == [problem]  # reported once, not per switch

    # English itself is fine, and a repaired file is used after reload().
    assert i18n.set_language("en") == "en" and i18n.catalogue_problem() is None
    shutil.copy(ROOT / "client/i18n/locale/zh_Hant/LC_MESSAGES/tenka.po", bundle)
    i18n.reload()
    assert i18n.set_language("zh_Hant") == "zh_Hant"
    assert i18n._("Settings") == "設定" and i18n.catalogue_problem() is None


def test_broken_catalogue_reaches_the_window_as_one_notice(bundle, monkeypatch):
    from client import notices

    monkeypatch.setattr(notices, "_posted", set())
    notices.drain()
    bundle.unlink()
    i18n.set_language("zh_Hant")
    i18n.set_language("zh_Hant")
    assert notices.drain() == [i18n.catalogue_problem()]  # once, for the app to show as a toast


def test_broken_english_catalogue_still_shows_english(bundle):
    (bundle.parents[2] / "en" / "LC_MESSAGES" / "tenka.po").write_text('msgid "a\n', encoding="utf-8")
    assert i18n._("Settings") == "Settings"  # first use loads lazily: no exception either
    assert "en/LC_MESSAGES/tenka.po" in i18n.catalogue_problem()


def test_problem_names_a_bundled_file_as_it_sits_in_the_bundle():
    from client.paths import bundle_root

    with pytest.raises(CatalogueError) as err:
        i18n.load_catalogue(bundle_root() / "client/i18n/locale/xx/LC_MESSAGES/tenka.po")
    assert str(err.value) == ("Language file client/i18n/locale/xx/LC_MESSAGES/tenka.po is missing; "
                              "showing English instead.")


def test_damaged_catalogues_never_raise_anything_else(tmp_path):
    """Seeded random damage to a real catalogue: it loads, or fails with a plain CatalogueError."""
    original = (ROOT / "client/i18n/locale/zh_Hant/LC_MESSAGES/tenka.po").read_bytes()
    original = b"\n".join(original.splitlines()[:150]) + b"\n"
    rng = random.Random(20240611)
    path = tmp_path / "tenka.po"
    failures = 0
    for _ in range(150):
        data = bytearray(original)
        for _edit in range(rng.randint(1, 3)):
            at = rng.randrange(len(data))
            kind = rng.randrange(5)
            if kind == 0:
                del data[at:at + rng.randint(1, 40)]
            elif kind == 1:
                data[at:at] = rng.choice([b'"', b"\\", b"\n", b"#", b"[", b"msgstr ", b"\xe8"])
            elif kind == 2:
                data[at:at] = data[rng.randrange(len(data)):][:rng.randint(1, 80)]
            elif kind == 3:
                del data[at:]
            else:
                data[at] = rng.randrange(256)
        path.write_bytes(bytes(data))
        try:
            cat = i18n.load_catalogue(path)
        except CatalogueError as exc:
            failures += 1
            assert str(path) in str(exc) and "\n" not in str(exc)
        else:
            cat.gettext("Settings"), cat.ngettext("{n} card", "{n} cards", 2)
    assert failures > 10  # the damage was real


def test_app_starts_with_a_broken_catalogue(bundle):
    from client.render.screenshot import render_scene

    bundle.write_text('msgid "x"\nmsgstr "y\n\n"', encoding="utf-8")
    surface = render_scene("title", lang="zh_Hant")
    assert surface.get_size() == (1600, 900)
    assert i18n.current_language() == "en" and "tenka.po" in i18n.catalogue_problem()


# --------------------------------------------------------------------------
# language switching


def test_switching_language_changes_underscore_immediately():
    from client.i18n import _  # bound before the switch: must still follow it

    i18n.set_language("en")
    assert _("Settings") == "Settings"
    i18n.set_language("zh_Hant")
    assert i18n.current_language() == "zh_Hant"
    assert _("Settings") == "設定"
    assert _("Player {n}").format(n=3) == "玩家3"
    assert _("No such message, surely") == "No such message, surely"
    i18n.set_language("en")
    assert _("Settings") == "Settings"


def test_language_names_and_aliases():
    assert i18n.LANGUAGES == ("en", "zh_Hant")
    assert i18n.LANGUAGE_NAMES == {"en": "English", "zh_Hant": "繁體中文"}
    assert i18n.normalize_language("zh-Hant") == "zh_Hant"
    assert i18n.normalize_language("zh_TW.UTF-8") == "zh_Hant"
    assert i18n.normalize_language("en_GB") == "en"
    with pytest.raises(ValueError):
        i18n.set_language("fr")
    assert i18n.N_("Tenka") == "Tenka"


def test_pgettext_and_ngettext_follow_language():
    i18n.set_language("zh_Hant")
    assert i18n.pgettext("nowhere", "Quit") == "Quit"
    assert i18n.ngettext("{n} x", "{n} xs", 2) == "{n} xs"


# --------------------------------------------------------------------------
# the real catalogues


def active_entries(code: str) -> list[polib.POEntry]:
    po = polib.pofile(str(i18n.catalog_path(code)), encoding="utf-8", check_for_duplicates=True)
    return [e for e in po if not e.obsolete]


def test_catalogues_are_consistent():
    en, zh = active_entries("en"), active_entries("zh_Hant")
    assert {(e.msgctxt, e.msgid) for e in en} == {(e.msgctxt, e.msgid) for e in zh}
    for e in en:
        if e.msgid_plural:
            assert e.msgstr_plural == {0: e.msgid, 1: e.msgid_plural}, e.msgid
        else:
            assert e.msgstr == e.msgid, e.msgid
    untranslated = [e.msgid for e in zh if not e.translated()]
    assert not untranslated
    assert all(len(e.msgstr_plural) == 1 for e in zh if e.msgid_plural)  # Chinese: one form
    # The shell's strings are there.
    zh_cat = i18n.translation("zh_Hant")
    for msgid, expected in [("New game", "新遊戲"), ("Tenka", "天下"), ("Full screen", "全螢幕")]:
        assert zh_cat.gettext(msgid) == expected


def test_program_serves_what_babel_reads():
    """A second, independent reader of the same files (polib is lenient about
    some damage): every message babel sees is what the program shows."""
    from babel.messages import pofile

    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        with open(i18n.catalog_path(code), "rb") as fh:
            cat = pofile.read_po(fh)
        seen = 0
        for m in cat:
            if not m.id:
                continue
            if isinstance(m.id, tuple):
                for n, want in zip((1, 2), m.string if code == "en" else m.string * 2):
                    assert i18n.ngettext(m.id[0], m.id[1], n) == want, (code, m.id)
            elif m.context is not None:
                assert i18n.pgettext(m.context, m.id) == m.string, (code, m.id)
            else:
                assert i18n._(m.id) == m.string, (code, m.id)
            seen += 1
        assert seen > 400, code


def test_every_code_string_is_in_both_catalogues(capsys):
    tool = load_tool()
    rc = tool.main(["--check"])
    out = capsys.readouterr().out
    assert rc == 0, out


def test_i18n_imports_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import client.i18n as i\n"
            "i.set_language('zh_Hant'); assert i._('Settings') == '設定'\n"
            "assert not any(m.startswith('pygame') and sys.modules[m] for m in sys.modules)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


# --------------------------------------------------------------------------
# tools/i18n_update.py on a scratch tree


def _po(root: Path, lang: str) -> str:
    return (root / "client/i18n/locale" / lang / "LC_MESSAGES/tenka.po").read_text(encoding="utf-8")


def test_update_tool_merges_and_is_stable(tmp_path, capsys):
    tool = load_tool()
    scenes = tmp_path / "client" / "scenes"
    scenes.mkdir(parents=True)
    src = scenes / "x.py"
    src.write_text(textwrap.dedent('''\
        from client.i18n import _, N_, ngettext, pgettext
        from client import i18n
        TABLE = (N_("Shinobi"),)
        def draw(n, name, card):
            # Translators: the hand-off curtain.
            a = _("Pass to {name}").format(name=name)
            b = ngettext("{n} card", "{n} cards", n).format(n=n)
            c = pgettext("menu", "Save")
            d = i18n._("Two\\nlines")
            e = _(card)          # runtime value: skipped
            return a, b, c, d, e
        '''), encoding="utf-8")
    assert tool.main(["--root", str(tmp_path)]) == 0
    en, zh = _po(tmp_path, "en"), _po(tmp_path, "zh_Hant")
    assert 'msgid "Shinobi"\nmsgstr "Shinobi"' in en
    assert 'msgid "Shinobi"\nmsgstr ""' in zh
    assert "#. Translators: the hand-off curtain." in zh
    assert "#: client/scenes/x.py:6" in zh
    assert 'msgctxt "menu"\nmsgid "Save"' in zh
    assert 'msgstr[0] "{n} card"\nmsgstr[1] "{n} cards"' in en
    assert 'msgid_plural "{n} cards"\nmsgstr[0] ""' in zh  # one form in Chinese
    assert tool.main(["--root", str(tmp_path), "--check"]) == 1
    assert "untranslated 'Shinobi'" in capsys.readouterr().out

    # Translate everything, then the check passes and a rerun changes nothing.
    zh_path = tmp_path / "client/i18n/locale/zh_Hant/LC_MESSAGES/tenka.po"
    zh = zh.replace('msgid "Shinobi"\nmsgstr ""', 'msgid "Shinobi"\nmsgstr "忍者"')
    zh = zh.replace('msgid "Pass to {name}"\nmsgstr ""', 'msgid "Pass to {name}"\nmsgstr "請交給 {name}"')
    zh = zh.replace('msgstr[0] ""', 'msgstr[0] "{n} 張牌"')
    zh = zh.replace('msgid "Save"\nmsgstr ""', 'msgid "Save"\nmsgstr "儲存"')
    zh = zh.replace('"lines"\nmsgstr ""', '"lines"\nmsgstr "兩\\n行"')
    zh_path.write_text(zh, encoding="utf-8")
    assert tool.main(["--root", str(tmp_path), "--check"]) == 0, capsys.readouterr().out
    tool.main(["--root", str(tmp_path)])
    once = _po(tmp_path, "zh_Hant")
    tool.main(["--root", str(tmp_path)])
    assert _po(tmp_path, "zh_Hant") == once
    cat = i18n.load_catalogue(zh_path)
    assert cat.gettext("Two\nlines") == "兩\n行"
    assert cat.ngettext("{n} card", "{n} cards", 4) == "{n} 張牌"

    # A message that leaves the code becomes obsolete, keeps its translation,
    # and comes back when used again; a new one lands at the end.
    code = src.read_text(encoding="utf-8")
    src.write_text(code.replace('N_("Shinobi")', 'N_("Daimyo")'), encoding="utf-8")
    tool.main(["--root", str(tmp_path)])
    zh = _po(tmp_path, "zh_Hant")
    assert '#~ msgid "Shinobi"\n#~ msgstr "忍者"' in zh
    assert zh.rstrip().endswith('#~ msgstr "忍者"')
    assert zh.index('msgid "Daimyo"') > zh.index('msgid "Pass to {name}"')
    src.write_text(code, encoding="utf-8")
    tool.main(["--root", str(tmp_path)])
    zh = _po(tmp_path, "zh_Hant")
    assert 'msgid "Shinobi"\nmsgstr "忍者"' in zh and "#~ msgid \"Shinobi\"" not in zh

    # Mistakes the check catches: f-strings and broken placeholders.
    src.write_text(code + '\ndef bad(n):\n    return _(f"Turn {n}")\n', encoding="utf-8")
    zh_path.write_text(_po(tmp_path, "zh_Hant").replace("請交給 {name}", "請交給 {nmae}"), encoding="utf-8")
    capsys.readouterr()
    assert tool.main(["--root", str(tmp_path), "--check"]) == 1
    out = capsys.readouterr().out
    assert "f-string" in out and "x.py:14" in out
    assert "unknown placeholders ['nmae']" in out


def test_update_tool_writes_loadable_unwrapped_catalogues_and_reports_broken_ones(tmp_path, capsys):
    tool = load_tool()
    long = "A message much longer than seventy-nine characters, which gettext tools would wrap " * 2
    write(tmp_path / "client" / "x.py", f'from client.i18n import _, ngettext\n_("{long}")\n'
                                        'ngettext("{n} die", "{n} dice", 2)\n')
    assert tool.main(["--root", str(tmp_path)]) == 0
    en_path = tmp_path / "client/i18n/locale/en/LC_MESSAGES/tenka.po"
    en = en_path.read_text(encoding="utf-8")
    assert en.startswith("# Tenka — English catalogue.\n")
    assert f'msgid "{long}"\nmsgstr "{long}"\n' in en  # one line each, as written by hand
    cat = i18n.load_catalogue(en_path)  # the program can read what the tool writes
    assert cat.ngettext("{n} die", "{n} dice", 1) == "{n} die"

    # A catalogue the program would not use is a --check problem; update refuses it plainly.
    en_path.write_text(en.replace("plural=(n != 1);", "plural=(n;"), encoding="utf-8")
    capsys.readouterr()
    assert tool.main(["--root", str(tmp_path), "--check"]) == 1
    assert "en: Language file" in capsys.readouterr().out
    en_path.write_text(en + 'msgid "x"\nmsgstr "a"b"\n', encoding="utf-8")
    assert tool.main(["--root", str(tmp_path)]) == 1
    assert "unescaped double quote" in capsys.readouterr().err
    en_path.write_text(en + '\nmsgid "{n} die"\nmsgstr "again"\n', encoding="utf-8")
    assert tool.main(["--root", str(tmp_path), "--check"]) == 1
    assert "already exists" in capsys.readouterr().out  # a duplicate message
