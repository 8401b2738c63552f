"""Two languages: English and Traditional Chinese (Taiwan).

Pure Python (never imports pygame). Catalogues are gettext ``.po`` files under
``client/i18n/locale/<code>/LC_MESSAGES/tenka.po``, parsed here at run time by a
small strict parser (no compiled ``.mo`` files, no babel at run time).

Use::

    from client.i18n import _, N_, ngettext, pgettext

    label = _("New game")
    title = _("Player {n}").format(n=3)          # format AFTER translating
    text = ngettext("{n} card", "{n} cards", n).format(n=n)
    verb = pgettext("menu", "Save")              # same English, other meaning
    CARDS = (N_("Shinobi"), N_("Geisha"))         # data tables: mark only,
    ...  _(CARDS[i])                              # translate when drawn

``_`` looks the current language up at every call, so ``set_language()`` in
the settings scene takes effect on the next frame. A missing or empty
translation falls back to the English msgid. A malformed catalogue raises
:class:`POParseError` naming the file and line.

Run ``python tools/i18n_update.py`` after adding strings; ``--check`` lists
what is missing or untranslated.
"""
from __future__ import annotations

import gettext
import locale as _locale
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "POEntry",
    "POParseError",
    "Catalog",
    "parse_po",
    "read_po",
    "catalog_path",
    "translation",
    "set_language",
    "current_language",
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

# Separator gettext uses between context and msgid in catalogue keys.
_CTX_SEP = "\x04"


# --------------------------------------------------------------------------
# .po parsing
# --------------------------------------------------------------------------


class POParseError(ValueError):
    """A catalogue is malformed. ``str(err)`` is ``"<file>:<line>: <what>"``."""

    def __init__(self, filename: str, lineno: int, message: str):
        self.filename = filename
        self.lineno = lineno
        self.message = message
        super().__init__(f"{filename}:{lineno}: {message}")


@dataclass
class POEntry:
    """One message of a .po file (also used by tools/i18n_update.py)."""

    msgid: str
    msgstr: str = ""
    msgctxt: str | None = None
    msgid_plural: str | None = None
    # msgstr[0], msgstr[1]… for plural entries (empty for singular ones).
    msgstr_plural: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)  # "# " translator
    extracted: list[str] = field(default_factory=list)  # "#." from code
    references: list[str] = field(default_factory=list)  # "#:" file:line
    flags: list[str] = field(default_factory=list)  # "#," fuzzy, …
    obsolete: bool = False  # "#~" entries
    lineno: int = 0

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)

    @property
    def is_plural(self) -> bool:
        return self.msgid_plural is not None

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    def translated(self) -> bool:
        """True when every form has a non-empty translation and is not fuzzy."""
        if self.fuzzy:
            return False
        if self.is_plural:
            return bool(self.msgstr_plural) and all(self.msgstr_plural)
        return bool(self.msgstr)


_ESCAPES = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "v": "\v",
    "\\": "\\",
    '"': '"',
    "'": "'",
    "?": "?",
}
_KEYWORD_RE = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?(?=[\s\"]|$)")
_OCTAL = "01234567"
_HEX = "0123456789abcdefABCDEF"


def _unquote(text: str, filename: str, lineno: int) -> str:
    """Decode one C-style quoted string that is the whole of ``text``."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"':
        raise POParseError(filename, lineno, f"expected a quoted string, got {text!r}")
    out: list[str] = []
    i, end = 1, len(text)
    while i < end:
        ch = text[i]
        if ch == '"':
            rest = text[i + 1 :].strip()
            if rest:
                raise POParseError(filename, lineno, f"unexpected text after string: {rest!r}")
            return "".join(out)
        if ch == "\\":
            i += 1
            if i >= end:
                break
            esc = text[i]
            if esc in _ESCAPES:
                out.append(_ESCAPES[esc])
                i += 1
            elif esc in _OCTAL:
                j = i
                while j < end and j < i + 3 and text[j] in _OCTAL:
                    j += 1
                out.append(chr(int(text[i:j], 8)))
                i = j
            elif esc == "x":
                j = i + 1
                while j < end and text[j] in _HEX:
                    j += 1
                if j == i + 1:
                    raise POParseError(filename, lineno, "\\x escape without hex digits")
                out.append(chr(int(text[i + 1 : j], 16)))
                i = j
            else:
                raise POParseError(filename, lineno, f"unknown escape sequence \\{esc}")
            continue
        out.append(ch)
        i += 1
    raise POParseError(filename, lineno, "unterminated string (missing closing quote)")


def parse_po(text: str, filename: str = "<string>") -> list[POEntry]:
    """Parse .po text into entries (header entry with msgid "" included).

    Strict: unknown keywords, strings outside an entry, bad escapes, plural
    forms out of order, missing msgstr and duplicate messages are errors.
    """
    entries: list[POEntry] = []
    seen: dict[tuple[bool, str | None, str], int] = {}

    # State of the entry being read.
    cur: dict | None = None  # keyword -> str; plus plural list
    pending: dict = {"comments": [], "extracted": [], "references": [], "flags": []}
    last_kw: tuple[str, int | None] | None = None
    cur_obsolete = False

    def new_pending() -> dict:
        return {"comments": [], "extracted": [], "references": [], "flags": []}

    def finish(at_line: int) -> None:
        nonlocal cur, last_kw
        if cur is None:
            return
        start = cur["lineno"]
        if "msgid" not in cur:
            raise POParseError(filename, start, "entry has no msgid")
        plural = cur.get("msgid_plural")
        forms: dict[int, str] = cur["forms"]
        if plural is None:
            if forms:
                raise POParseError(filename, start, "msgstr[n] without msgid_plural")
            if "msgstr" not in cur:
                raise POParseError(filename, start, f"msgid {cur['msgid']!r} has no msgstr")
        else:
            if "msgstr" in cur:
                raise POParseError(filename, start, "plural entry needs msgstr[n], not msgstr")
            if not forms:
                raise POParseError(filename, start, f"msgid_plural {plural!r} has no msgstr[0]")
            if sorted(forms) != list(range(len(forms))):
                raise POParseError(filename, start, "msgstr[n] indices must be 0, 1, 2… without gaps")
        entry = POEntry(
            msgid=cur["msgid"],
            msgstr=cur.get("msgstr", ""),
            msgctxt=cur.get("msgctxt"),
            msgid_plural=plural,
            msgstr_plural=[forms[i] for i in range(len(forms))],
            comments=cur["pending"]["comments"],
            extracted=cur["pending"]["extracted"],
            references=cur["pending"]["references"],
            flags=cur["pending"]["flags"],
            obsolete=cur["obsolete"],
            lineno=start,
        )
        dup_key = (entry.obsolete, entry.msgctxt, entry.msgid)
        if dup_key in seen:
            what = "obsolete message" if entry.obsolete else "message"
            ctx = f" (context {entry.msgctxt!r})" if entry.msgctxt is not None else ""
            raise POParseError(
                filename, start,
                f"duplicate {what} {entry.msgid!r}{ctx}, first defined at line {seen[dup_key]}",
            )
        seen[dup_key] = start
        entries.append(entry)
        cur = None
        last_kw = None

    lines = text.splitlines()
    lineno = 0
    for lineno, raw in enumerate(lines, start=1):
        line = raw.strip()
        if lineno == 1 and line.startswith("\ufeff"):
            line = line[1:]
        if not line:
            # Blank line ends an entry (a following string cannot continue it).
            finish(lineno)
            continue
        obsolete = False
        if line.startswith("#~"):
            obsolete = True
            line = line[2:].strip()
            if line.startswith("|"):  # previous msgid of an obsolete entry
                continue
            if not line:
                continue
        elif line.startswith("#"):
            # A comment after keywords starts the next entry.
            if cur is not None and last_kw is not None and cur.get("msgstr_seen"):
                finish(lineno)
            target = cur["pending"] if cur is not None and not cur.get("msgstr_seen") else pending
            body = line[1:]
            if body.startswith(","):
                target["flags"].extend(f.strip() for f in body[1:].split(",") if f.strip())
            elif body.startswith(":"):
                target["references"].extend(body[1:].split())
            elif body.startswith("."):
                target["extracted"].append(body[1:].strip())
            elif body.startswith("|"):
                pass  # previous msgid (from msgmerge --previous): ignored
            else:
                target["comments"].append(body[1:] if body.startswith(" ") else body)
            continue

        if line.startswith('"'):
            if cur is None or last_kw is None or cur["obsolete"] != obsolete:
                raise POParseError(filename, lineno, "string continuation outside of an entry")
            value = _unquote(line, filename, lineno)
            kw, idx = last_kw
            if idx is None:
                cur[kw] += value
            else:
                cur["forms"][idx] += value
            continue

        m = _KEYWORD_RE.match(line)
        if not m:
            word = line.split()[0]
            raise POParseError(filename, lineno, f"unknown keyword {word!r}")
        kw, idx_s = m.group(1), m.group(2)
        idx = int(idx_s) if idx_s is not None else None
        if idx is not None and kw != "msgstr":
            raise POParseError(filename, lineno, f"{kw} cannot take an index")
        value = _unquote(line[m.end():], filename, lineno)

        if kw in ("msgctxt", "msgid"):
            # Starts a new entry unless this is msgid right after msgctxt.
            continuing = (
                kw == "msgid" and cur is not None and "msgid" not in cur and "msgctxt" in cur
                and cur["obsolete"] == obsolete
            )
            if not continuing:
                finish(lineno)
                cur = {"lineno": lineno, "forms": {}, "pending": pending, "obsolete": obsolete}
                pending = new_pending()
            if kw in cur:
                raise POParseError(filename, lineno, f"{kw} given twice in one entry")
            cur[kw] = value
            last_kw = (kw, None)
            continue

        # msgid_plural, msgstr, msgstr[n] continue the current entry.
        if cur is None or "msgid" not in cur:
            raise POParseError(filename, lineno, f"{kw} without a preceding msgid")
        if cur["obsolete"] != obsolete:
            raise POParseError(filename, lineno, "obsolete (#~) and active lines mixed in one entry")
        if kw == "msgid_plural":
            if "msgid_plural" in cur or cur.get("msgstr_seen"):
                raise POParseError(filename, lineno, "misplaced msgid_plural")
            cur["msgid_plural"] = value
            last_kw = (kw, None)
            continue
        # msgstr
        if idx is None:
            if "msgstr" in cur or cur["forms"]:
                raise POParseError(filename, lineno, "msgstr given twice in one entry")
            cur["msgstr"] = value
            last_kw = ("msgstr", None)
        else:
            if idx in cur["forms"]:
                raise POParseError(filename, lineno, f"msgstr[{idx}] given twice")
            if idx != len(cur["forms"]):
                raise POParseError(filename, lineno, f"msgstr[{idx}] out of order")
            if "msgstr" in cur:
                raise POParseError(filename, lineno, "msgstr and msgstr[n] mixed in one entry")
            cur["forms"][idx] = value
            last_kw = ("msgstr", idx)
        cur["msgstr_seen"] = True

    finish(lineno + 1)
    # Trailing comments with no entry after them are ignored.
    return entries


def read_po(path: str | os.PathLike) -> list[POEntry]:
    """Read and parse a UTF-8 .po file; errors name the file and line."""
    path = Path(path)
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        lineno = data[: exc.start].count(b"\n") + 1
        raise POParseError(str(path), lineno, "file is not valid UTF-8") from None
    return parse_po(text, str(path))


def parse_header(msgstr: str) -> dict[str, str]:
    """Header entry text ("Key: value" lines) → dict."""
    headers: dict[str, str] = {}
    for line in msgstr.splitlines():
        if ":" in line:
            key, _sep, value = line.partition(":")
            headers[key.strip()] = value.strip()
    return headers


_PLURAL_RE = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$")


def parse_plural_forms(value: str, filename: str = "<string>", lineno: int = 0) -> tuple[int, Callable[[int], int]]:
    m = _PLURAL_RE.match(value.strip())
    if not m:
        raise POParseError(filename, lineno, f"bad Plural-Forms header: {value!r}")
    try:
        func = gettext.c2py(m.group(2))
    except (ValueError, SyntaxError) as exc:
        raise POParseError(filename, lineno, f"bad plural expression {m.group(2)!r}: {exc}") from None
    return int(m.group(1)), func


# --------------------------------------------------------------------------
# Translations
# --------------------------------------------------------------------------


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


class Catalog(gettext.NullTranslations):
    """A parsed .po catalogue. Untranslated and fuzzy messages are skipped,
    so they fall back to the msgid (NullTranslations' behaviour)."""

    def __init__(self, entries: Iterable[POEntry] = (), filename: str = "<string>", language: str = ""):
        super().__init__()
        self.filename = filename
        self.language = language
        self._catalog: dict[object, str] = {}
        self.nplurals = 2
        self.plural: Callable[[int], int] = _english_plural
        for entry in entries:
            if entry.obsolete:
                continue
            if entry.msgid == "" and entry.msgctxt is None:
                self._info = parse_header(entry.msgstr)
                self._charset = "utf-8"
                pf = self._info.get("Plural-Forms")
                if pf:
                    self.nplurals, self.plural = parse_plural_forms(pf, filename, entry.lineno)
                charset = self._info.get("Content-Type", "")
                if "charset=" in charset and charset.split("charset=")[1].strip().lower() not in ("utf-8", "utf8"):
                    raise POParseError(filename, entry.lineno, f"catalogue must be UTF-8 ({charset})")
                continue
            if not entry.translated():
                continue
            key = entry.msgid if entry.msgctxt is None else entry.msgctxt + _CTX_SEP + entry.msgid
            if entry.is_plural:
                for i, form in enumerate(entry.msgstr_plural):
                    self._catalog[(key, i)] = form
            else:
                self._catalog[key] = entry.msgstr

    @classmethod
    def from_file(cls, path: str | os.PathLike, language: str = "") -> "Catalog":
        return cls(read_po(path), str(path), language)

    # gettext API ----------------------------------------------------------

    def gettext(self, message: str) -> str:
        return self._catalog.get(message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        index = self.plural(n)
        found = self._catalog.get((msgid1, index))
        if found is not None:
            return found
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        return self._catalog.get(context + _CTX_SEP + message, message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        found = self._catalog.get((context + _CTX_SEP + msgid1, self.plural(n)))
        if found is not None:
            return found
        return msgid1 if n == 1 else msgid2

    def __contains__(self, key: object) -> bool:
        return key in self._catalog

    def __len__(self) -> int:
        return len(self._catalog)


def catalog_path(code: str) -> Path:
    from client.paths import locale_dir

    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


_catalogs: dict[str, Catalog] = {}
_current = DEFAULT_LANGUAGE
_active: Catalog | None = None


def translation(code: str) -> Catalog:
    """The catalogue for ``code`` (loaded once, then cached)."""
    code = normalize_language(code)
    cat = _catalogs.get(code)
    if cat is None:
        cat = Catalog.from_file(catalog_path(code), code)
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
    """Switch every later ``_()`` call to ``code``; returns the normalised code.

    Loads (and validates) the catalogue now, so a broken catalogue fails
    here rather than in the middle of drawing a frame.
    """
    global _current, _active
    code = normalize_language(code)
    cat = translation(code)
    _current, _active = code, cat
    return code


def current_language() -> str:
    return _current


def reload() -> None:
    """Forget loaded catalogues (after editing a .po file while running)."""
    global _active
    _catalogs.clear()
    _active = None


def _catalog() -> Catalog:
    global _active
    cat = _active
    if cat is None:
        cat = _active = translation(_current)
    return cat


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _catalog().gettext(message)


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
