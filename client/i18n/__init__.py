"""Two languages: English and Traditional Chinese (Taiwan).

Pure Python (never imports pygame). Catalogues are gettext ``.po`` files under
``client/i18n/locale/<code>/LC_MESSAGES/tenka.po``, read at run time with
polib and served by the standard ``gettext`` module (compiled in memory, as
``msgfmt`` would): ``make play`` from source has no build step for ``.mo``
files, and the PyInstaller build bundles the ``.po`` files as they are.

Use::

    from client.i18n import _, N_, ngettext, pgettext

    label = _("New game")
    title = _("Player {n}").format(n=3)          # format AFTER translating
    text = ngettext("{n} card", "{n} cards", n).format(n=n)
    verb = pgettext("menu", "Save")              # same English, other meaning
    CARDS = (N_("Shinobi"), N_("Geisha"))         # data tables: mark only,
    ...  _(CARDS[i])                              # translate when drawn

``_`` looks the current language up at every call, so ``set_language()`` in
the settings scene takes effect on the next frame. A missing, empty or fuzzy
translation falls back to the English msgid. A catalogue that is missing or
cannot be read never stops the program: the text is shown in English and
:func:`catalogue_problem` returns one plain sentence naming the file, for the
app to show.

Run ``python tools/i18n_update.py`` after adding strings; ``--check`` lists
what is missing or untranslated.
"""
from __future__ import annotations

import gettext
import io
import locale as _locale
import logging
import os
import re
from pathlib import Path

import polib

# client/i18n (a frozen bundle keeps it at the same place under its root, with the catalogues):
# found from this file, not from client.paths, whose warnings are translated here
_HERE = Path(__file__).resolve().parent

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "CatalogueError",
    "load_catalogue",
    "catalog_path",
    "translation",
    "catalogue_problem",
    "set_language",
    "current_language",
    "sentences",
    "normalize_language",
    "detect_language",
    "reload",
    "_",
    "N_",
    "gettext_",
    "ngettext",
    "pgettext",
    "npgettext",
]

LANGUAGES = ("en", "zh_Hant")
LANGUAGE_NAMES = {"en": "English", "zh_Hant": "繁體中文"}
DEFAULT_LANGUAGE = "en"
DOMAIN = "tenka"

log = logging.getLogger("tenka")


# --------------------------------------------------------------------------
# Reading one catalogue
# --------------------------------------------------------------------------


class CatalogueError(Exception):
    """A catalogue cannot be used; ``str(err)`` is one plain sentence naming the file."""


# polib reports "Syntax error in po file (line 12): unescaped double quote found".
_POLIB_SYNTAX = re.compile(r"Syntax error in po file\s*\(line (\d+)\)(?::\s*(.+))?")


def _shown(path: Path) -> str:
    """The file as the player and the lead know it: relative to the bundle when inside it."""
    try:
        return path.resolve().relative_to(_HERE.parents[1]).as_posix()
    except ValueError:
        return str(path)


def load_catalogue(path: str | os.PathLike) -> gettext.GNUTranslations:
    """Read a ``.po`` file; untranslated, fuzzy and obsolete messages are left
    out, so they fall back to English. Raises :class:`CatalogueError`."""
    path = Path(path)
    try:
        # polib takes either a path or the text; reading it here keeps a
        # missing file from being parsed as text, and its errors free of paths.
        po = polib.pofile(path.read_text(encoding="utf-8"), encoding="utf-8")
        if "Plural-Forms" not in po.metadata:
            why = "has no Plural-Forms header"
        else:
            # Catalogues are UTF-8 whatever their header says, and so is what polib compiles.
            po.metadata["Content-Type"] = "text/plain; charset=UTF-8"
            return gettext.GNUTranslations(io.BytesIO(po.to_binary()))
    except FileNotFoundError:
        why = "is missing"
    except UnicodeDecodeError as exc:
        line = exc.object[:exc.start].count(b"\n") + 1
        why = f"is not UTF-8 text (line {line})"
    except OSError as exc:  # polib's syntax errors, or the file cannot be opened
        m = _POLIB_SYNTAX.match(str(exc))
        if m:
            why = f"has an error on line {m.group(1)}" + (f" ({m.group(2)})" if m.group(2) else "")
        else:
            why = f"cannot be opened ({exc.strerror or exc})"
    except (ValueError, IndexError):  # gettext cannot use the Plural-Forms header
        why = "has a bad Plural-Forms header"
    raise CatalogueError(f"Language file {_shown(path)} {why}; showing English instead.")


def locale_dir() -> Path:
    """The bundled catalogues: beside this module, from source and in a frozen bundle alike."""
    return _HERE / "locale"


def catalog_path(code: str) -> Path:
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


# --------------------------------------------------------------------------
# The current language
# --------------------------------------------------------------------------


_catalogs: dict[str, gettext.NullTranslations] = {}
_problems: dict[str, str] = {}  # language -> why its catalogue is not used
_chosen = DEFAULT_LANGUAGE
_active: gettext.NullTranslations | None = None


def translation(code: str) -> gettext.NullTranslations:
    """The catalogue for ``code``, loaded once. If it cannot be used, the
    English msgids stand in and :func:`catalogue_problem` says why (logged once)."""
    code = normalize_language(code)
    cat = _catalogs.get(code)
    if cat is None:
        try:
            cat = load_catalogue(catalog_path(code))
        except CatalogueError as exc:
            _problems[code] = str(exc)
            log.warning("%s", exc)
            from client import notices  # the window shows it as a toast, the command line on stderr

            notices.post_once(f"catalogue:{code}", lambda text=str(exc): text)
            cat = gettext.NullTranslations()
        _catalogs[code] = cat
    return cat


def normalize_language(code: str) -> str:
    """Map ``"zh-Hant"``, ``"zh_TW"``, ``"en_GB"``… to one of LANGUAGES.

    Raises ValueError for a language we do not ship.
    """
    if code in LANGUAGES:
        return code
    c = code.replace("-", "_").split(".")[0].split("@")[0].lower()
    if c.startswith("en"):
        return "en"
    if c in ("zh_hant", "zh_tw", "zh_hk", "zh_mo") or c.startswith("zh_hant"):
        return "zh_Hant"
    raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(LANGUAGES)}")


def detect_language() -> str:
    """Best guess from the OS locale: Traditional Chinese locales → zh_Hant,
    anything else → English."""
    candidates = [os.environ.get(v, "") for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        candidates.append(_locale.getlocale()[0] or "")
    except ValueError:
        pass
    for cand in candidates:
        for part in cand.split(":"):
            if not part:
                continue
            try:
                return normalize_language(part)
            except ValueError:
                continue
    return DEFAULT_LANGUAGE


def set_language(code: str) -> str:
    """Switch every later ``_()`` call to ``code`` (loading its catalogue now,
    not in the middle of a frame). Returns the language now shown: English
    when the catalogue of ``code`` cannot be used (see :func:`catalogue_problem`).
    Raises ValueError only for a language we do not ship."""
    global _chosen, _active
    code = normalize_language(code)
    changed = code != _chosen
    _active = translation(code)
    _chosen = code
    if changed:
        for listener in _listeners:
            listener()
    return current_language()


_listeners: list = []


def on_language_change(listener) -> None:
    """Call ``listener()`` whenever the language shown changes (pictures with words drawn once and
    kept, say a card's face, are drawn again in the new language)."""
    _listeners.append(listener)


def current_language() -> str:
    """The language of the text shown (so Chinese joining rules are not
    applied to English text while a Chinese catalogue cannot be used)."""
    _catalog()
    return DEFAULT_LANGUAGE if _chosen in _problems else _chosen


def sentences(*parts: str) -> str:
    """Sentences one after another: a space between English ones, none between Chinese ones."""
    return ("" if current_language() == "zh_Hant" else " ").join(p for p in parts if p)


def thousands(n: int) -> str:
    """A count of thousands (of troops) as the sentence around it wants it: the number in English
    ("12 thousand troops"), in Chinese counted in 萬 and 千 (「1萬2千兵力」, never 「12千」): the
    Chinese sentences put no 千 after it."""
    n = int(n)
    if current_language() != "zh_Hant" or n <= 0:
        return str(n)
    wan, qian = divmod(n, 10)
    return (f"{wan}萬" if wan else "") + (f"{qian}千" if qian else "")


def game_name(spec) -> str:
    """A game's name in running text: its Chinese name in Chinese, its English one in English."""
    return spec.title_zh if current_language() == "zh_Hant" else spec.title_en


def game_title(spec) -> str:
    """A game's name on a title bar: in English with its Chinese name beside it ("Shogun · 將軍"),
    in Chinese its Chinese name alone (a Chinese title bar carries no Latin word)."""
    return spec.title_zh if current_language() == "zh_Hant" else f"{spec.title_en} · {spec.title_zh}"


def catalogue_problem() -> str | None:
    """Why the chosen language's catalogue is not used (one plain sentence
    naming the file), or None when it is."""
    _catalog()
    return _problems.get(_chosen)


def reload() -> None:
    """Forget loaded catalogues and their problems (after editing a .po file while running)."""
    global _active
    _catalogs.clear()
    _problems.clear()
    _active = None


def _catalog() -> gettext.NullTranslations:
    global _active
    cat = _active
    if cat is None:
        cat = _active = translation(_chosen)
    return cat


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    # gettext keeps the catalogue's header under "": an empty label stays empty.
    return _catalog().gettext(message) if message else message


gettext_ = _


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it (data tables);
    translate it with ``_()`` where it is drawn."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalog().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _catalog().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _catalog().npgettext(context, singular, plural, n)
