"""Catalogues: the .po parser, language switching, and that every string the
code uses is present in both languages (tools/i18n_update.py --check)."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import client.i18n as i18n
from client.i18n import POParseError, parse_po

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
# parser


SAMPLE = r'''
# A translator comment
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
msgstr "第一行\n第二行 \101\x42"

#, fuzzy
msgid "Fuzzy"
msgstr "模糊"

msgid "Empty"
msgstr ""

#~ msgid "Gone"
#~ msgstr "已移除"
'''


def test_parser_reads_context_plurals_escapes_and_comments():
    entries = parse_po(SAMPLE, "sample.po")
    by_key = {(e.msgctxt, e.msgid, e.obsolete): e for e in entries}
    header = by_key[(None, "", False)]
    assert "Plural-Forms" in header.msgstr
    e = by_key[(None, "Pass to {name}", False)]
    assert e.references == ["client/a.py:1", "client/b.py:2"]
    assert e.extracted == ["Translators: a note from the code"]
    assert e.flags == ["python-brace-format"]
    assert by_key[("menu", "Save", False)].msgstr == "儲存"
    assert by_key[(None, "Save", False)].msgstr == "存檔"
    plural = by_key[(None, "{n} card", False)]
    assert plural.msgid_plural == "{n} cards"
    assert plural.msgstr_plural == ["{n} 張牌", "{n} 張牌們"]
    multi = by_key[(None, 'Line one\nLine "two"\t\\ end', False)]
    assert multi.msgstr == "第一行\n第二行 AB"
    assert by_key[(None, "Gone", True)].msgstr == "已移除"
    assert by_key[(None, "Fuzzy", False)].fuzzy


def test_catalog_lookup_rules():
    cat = i18n.Catalog(parse_po(SAMPLE, "sample.po"))
    assert cat.gettext("Pass to {name}") == "請交給 {name}"
    assert cat.pgettext("menu", "Save") == "儲存"
    assert cat.gettext("Save") == "存檔"
    assert cat.pgettext("other", "Save") == "Save"  # unknown context: msgid
    assert cat.ngettext("{n} card", "{n} cards", 1) == "{n} 張牌"
    assert cat.ngettext("{n} card", "{n} cards", 5) == "{n} 張牌們"
    assert cat.ngettext("{n} die", "{n} dice", 1) == "{n} die"  # missing: English rule
    assert cat.ngettext("{n} die", "{n} dice", 2) == "{n} dice"
    assert cat.gettext("Fuzzy") == "Fuzzy"  # fuzzy entries are not used
    assert cat.gettext("Empty") == "Empty"  # untranslated falls back
    assert cat.gettext("Gone") == "Gone"  # obsolete entries are not used
    assert cat.gettext("") == ""  # never the header


def test_single_plural_form_language():
    text = textwrap.dedent('''\
        msgid ""
        msgstr "Plural-Forms: nplurals=1; plural=0;\\n"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} 張"
        ''')
    cat = i18n.Catalog(parse_po(text))
    assert [cat.ngettext("{n} card", "{n} cards", n) for n in (0, 1, 7)] == ["{n} 張"] * 3


@pytest.mark.parametrize(
    "text, line, words",
    [
        ('msgid "a"\nmsgstr "b\n', 2, "unterminated"),
        ('msgid "a"\nmsgstr "b"\n\nmsgid "c"\nmsgtxt "d"\n', 5, "unknown keyword"),
        ('msgstr "b"\n', 1, "without a preceding msgid"),
        ('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n', 4, "duplicate"),
        ('msgid "a"\nmsgstr "b\\q"\n', 2, "escape"),
        ('msgid "a"\nmsgid_plural "as"\nmsgstr[1] "x"\n', 3, "out of order"),
        ('msgid "a"\nmsgid_plural "as"\nmsgstr "x"\n', 1, "msgstr[n]"),
        ('msgid "a"\n\nmsgstr "b"\n', 1, "no msgstr"),
        ('"orphan"\n', 1, "outside of an entry"),
        ('msgid "a" "b"\nmsgstr ""\n', 1, "after string"),
        ('msgid "a"\nmsgstr[0] "b"\n', 1, "without msgid_plural"),
    ],
)
def test_malformed_po_names_file_and_line(text, line, words):
    with pytest.raises(POParseError) as err:
        parse_po(text, "broken.po")
    assert err.value.filename == "broken.po"
    assert err.value.lineno == line, str(err.value)
    assert words in str(err.value)
    assert str(err.value).startswith(f"broken.po:{line}:")


def test_read_po_reports_path_and_bad_encoding(tmp_path):
    bad = tmp_path / "tenka.po"
    bad.write_bytes('msgid "a"\nmsgstr "ok"\n\nmsgid "b"\nmsgstr "'.encode() + b"\xff\xfe" + b'"\n')
    with pytest.raises(POParseError) as err:
        i18n.read_po(bad)
    assert str(bad) in str(err.value) and ":5:" in str(err.value)
    bad.write_text('msgid "a"\nmsgstr "ok"\nmsgid_plural "x"\n', encoding="utf-8")
    with pytest.raises(POParseError, match=r"tenka\.po:3: misplaced msgid_plural"):
        i18n.read_po(bad)


# --------------------------------------------------------------------------
# language switching


def test_switching_language_changes_underscore_immediately():
    from client.i18n import _  # bound before the switch: must still follow it

    i18n.set_language("en")
    assert _("Settings") == "Settings"
    i18n.set_language("zh_Hant")
    assert i18n.current_language() == "zh_Hant"
    assert _("Settings") == "設定"
    assert _("Player {n}").format(n=3) == "玩家 3"
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


def test_catalogues_are_consistent():
    en = [e for e in i18n.read_po(i18n.catalog_path("en")) if e.msgid and not e.obsolete]
    zh = [e for e in i18n.read_po(i18n.catalog_path("zh_Hant")) if e.msgid and not e.obsolete]
    assert {e.key for e in en} == {e.key for e in zh}
    for e in en:
        if e.is_plural:
            assert e.msgstr_plural == [e.msgid, e.msgid_plural], e.msgid
        else:
            assert e.msgstr == e.msgid, e.msgid
    untranslated = [e.msgid for e in zh if not e.translated()]
    assert not untranslated
    # The shell's strings are there.
    zh_cat = i18n.translation("zh_Hant")
    for msgid, expected in [("New game", "新遊戲"), ("Tenka", "天下"), ("Full screen", "全螢幕")]:
        assert zh_cat.gettext(msgid) == expected


def test_catalogues_parse_like_babel():
    from babel.messages import pofile  # a second, independent reader of the same files
    for code in i18n.LANGUAGES:
        path = i18n.catalog_path(code)
        ours = {e.key: (e.msgstr_plural if e.is_plural else e.msgstr)
                for e in i18n.read_po(path) if e.msgid and not e.obsolete}
        with open(path, "rb") as fh:
            cat = pofile.read_po(fh)
        theirs = {}
        for m in cat:
            if not m.id:
                continue
            msgid = m.id[0] if isinstance(m.id, tuple) else m.id
            theirs[(m.context, msgid)] = list(m.string) if isinstance(m.string, tuple) else m.string
        assert ours == theirs, code


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
    cat = i18n.Catalog.from_file(zh_path)
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
