"""A check shared by the games' help tests: each section of rules help is translated and
small enough to read on one help page (client/scenes/help.py)."""
from __future__ import annotations

import client.i18n as i18n
from client.i18n import _


def assert_sections_fit_the_help_page(sections, lang: str) -> None:
    from client.render.text import wrap
    from client.scenes.help import BODY, HEAD, PAGE

    i18n.set_language(lang)
    room = PAGE.height - 60
    for title, body in sections:
        assert _(body) != body or lang == "en", f"untranslated: {title}"
        lines = sum(len(wrap(p, PAGE.width - 80, BODY)) for p in _(body).split("\n"))
        assert HEAD + 10 + lines * (BODY + 10) <= room, f"{_(title)}: {lines} lines"


def help_text(sections, lang: str) -> str:
    """Every heading and paragraph of a game's help in ``lang``, one after another."""
    i18n.set_language(lang)
    return "\n".join(_(title) + "\n" + _(body) for title, body in sections)


def assert_messages_in_both_catalogues(path) -> None:
    """Every ``_()`` / ``N_()`` message of the module at ``path`` is in the English catalogue and
    translated in Chinese as we write it, with the same {placeholders}."""
    import ast
    import re
    from pathlib import Path

    from tests.zh_style import problems

    root = Path(__file__).resolve().parents[1]
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    messages = [node.args[0].value for node in ast.walk(tree)
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "N_")
                and node.args and isinstance(node.args[0], ast.Constant)]
    assert messages
    i18n.set_language("zh_Hant")
    for msgid in messages:
        text = _(msgid)
        assert text != msgid, f"untranslated: {msgid!r}"
        assert not problems(text), (msgid, problems(text))
        assert sorted(re.findall(r"\{\w*\}", text)) == sorted(re.findall(r"\{\w*\}", msgid)), msgid
    en = (root / "client/i18n/locale/en/LC_MESSAGES/tenka.po").read_text(encoding="utf-8")
    for msgid in messages:
        assert msgid.split("\n")[0].replace('"', '\\"') in en, msgid
