"""How Traditional Chinese text is written on our screens, as a check for tests.

Full-width punctuation (，：；。？！（）「」) in Chinese, never ASCII; no spaces
around names, numbers or {placeholders} inside a Chinese sentence. A space or
an ASCII mark (: ; , . ! ?) is only allowed between two Latin letters or digits
("Ctrl Z", "10:30", "settings.json"); ASCII brackets never next to Chinese.
"""
from __future__ import annotations

import re

# ideographs, CJK symbols and punctuation, kana, full-width forms
CJK = "\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
_CJK = re.compile(f"[{CJK}]")
_NEAR = f"[{CJK}{{}}]"  # Chinese, or the brace of a {placeholder}
_PARENS = re.compile(f"(?<={_NEAR})[()]|[()](?={_NEAR})")
_LATIN_DIGIT = re.compile("[A-Za-z0-9]")


def is_chinese(text: str) -> bool:
    return bool(_CJK.search(text))


def problems(text: str) -> list[str]:
    """What is wrong with ``text`` as Chinese on screen (empty when it reads right)."""
    if not is_chinese(text):
        return []
    out = [f"ASCII {m.group()!r} at {m.start()}" for m in _PARENS.finditer(text)]
    for k, c in enumerate(text):
        if c in " :;,.!?" and not _between_latin(text, k):
            what = "space" if c == " " else f"ASCII {c!r}"
            out.append(f"{what} between {text[k - 1:k]!r} and {text[k + 1:k + 2]!r} at {k}")
    return out


def _between_latin(text: str, k: int) -> bool:
    """A space or ASCII mark between two Latin letters or digits: "Ctrl Z", "10:30", "settings.json"."""
    return bool(k > 0 and _LATIN_DIGIT.fullmatch(text[k - 1]) and _LATIN_DIGIT.fullmatch(text[k + 1:k + 2] or "-"))
