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
