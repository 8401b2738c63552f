#!/usr/bin/env python3
"""Extract translatable strings from client/**/*.py and merge the catalogues.

    python tools/i18n_update.py           # update both .po files
    python tools/i18n_update.py --check   # exit 1 listing what is missing

Strings are found with ``ast`` (never regex): the literal arguments of calls
to ``_``, ``N_``, ``gettext_``, ``ngettext``, ``pgettext`` and ``npgettext``
(as plain names or attributes, e.g. ``i18n._("…")``). Calls with non-literal
arguments (``_(card.name)``, translating an ``N_``-marked table entry) are
skipped; an f-string inside ``_()`` is reported as an error, since its text
can never be in a catalogue — translate first, then ``.format()``.

Merging, per language:
  * existing translations, comments and flags are kept; references
    (``#: file:line``) are rewritten from the code;
  * new messages are added: in English msgstr = msgid, in zh_Hant empty;
  * messages no longer in the code become obsolete (``#~``) and come back
    with their translation if the code uses them again. A message the code
    still holds as a plain string literal (``Button(rect, "Back")``, where
    the widget calls ``_()`` on its label) stays active, but only marked
    strings add new messages: wrap such labels in ``N_()``;
  * order is stable: translated messages in their existing order, then the
    untranslated ones (in code order, so the translator finds them at the
    end), then the obsolete ones. Running the tool twice changes nothing.

``--check`` does not write; it lists messages used in the code that are
missing from a catalogue, untranslated or fuzzy in zh_Hant, translations
whose ``{placeholders}`` differ from the English, and misuse such as
f-strings, and exits 1 if there is any.

Catalogues are read and written with polib, without line wrapping (like
``msgmerge --no-wrap``), so a long message stays on one line.
"""
from __future__ import annotations

import argparse
import ast
import re
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from client.i18n import DOMAIN, LANGUAGES, CatalogueError, load_catalogue  # noqa: E402  (path set up above)

# name -> (context arg index, msgid index, plural index)
KEYWORDS: dict[str, tuple[int | None, int, int | None]] = {
    "_": (None, 0, None),
    "N_": (None, 0, None),
    "gettext_": (None, 0, None),
    "ngettext": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
}

LANGUAGE_INFO = {
    "en": ("English", "nplurals=2; plural=(n != 1);"),
    "zh_Hant": ("Traditional Chinese (Taiwan)", "nplurals=1; plural=0;"),
}

Key = tuple  # (msgctxt | None, msgid)
POEntry = polib.POEntry


def key_of(e: POEntry) -> Key:
    return (e.msgctxt, e.msgid)


def is_plural(e: POEntry) -> bool:
    return bool(e.msgid_plural)


def forms(e: POEntry) -> list[str]:
    """msgstr[0], msgstr[1]… of a plural entry, in order."""
    return [e.msgstr_plural[i] for i in sorted(e.msgstr_plural)]


def translated(e: POEntry) -> bool:
    """Every form translated and not fuzzy; unlike polib's ``translated()``
    this also holds for obsolete entries, whose translation may come back."""
    if e.fuzzy:
        return False
    if is_plural(e):
        return bool(e.msgstr_plural) and all(e.msgstr_plural.values())
    return bool(e.msgstr)


@dataclass
class Message:
    msgid: str
    msgctxt: str | None = None
    msgid_plural: str | None = None
    refs: list[tuple[str, int]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # "# Translators:" comments

    @property
    def key(self) -> Key:
        return (self.msgctxt, self.msgid)

    def first_ref(self) -> tuple[str, int]:
        return min(self.refs) if self.refs else ("", 0)


# --------------------------------------------------------------------------
# Extraction
# --------------------------------------------------------------------------


def _call_name(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def extract_file(path: Path, rel: str, messages: dict[Key, Message], problems: list[str],
                 literals: dict[str, list[tuple[str, int]]] | None = None) -> None:
    try:
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source, filename=rel)
    except (SyntaxError, UnicodeDecodeError) as exc:
        line = getattr(exc, "lineno", 0) or 0
        problems.append(f"{rel}:{line}: cannot parse, strings not extracted: {exc}")
        return
    lines = source.splitlines()
    for node in ast.walk(tree):
        if literals is not None and isinstance(node, ast.Constant) and isinstance(node.value, str):
            literals.setdefault(node.value, []).append((rel, node.lineno))
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        if name not in KEYWORDS:
            continue
        ctx_i, id_i, pl_i = KEYWORDS[name]
        wanted = [i for i in (ctx_i, id_i, pl_i) if i is not None]
        if len(node.args) <= max(wanted):
            continue  # not our function's shape (or keyword call): ignore
        args = [node.args[i] for i in wanted]
        where = f"{rel}:{node.lineno}"
        if any(isinstance(a, ast.JoinedStr) for a in args):
            problems.append(f"{where}: f-string passed to {name}(); translate a literal, then .format()")
            continue
        if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            continue  # runtime value, e.g. _(CARD_NAMES[i]): marked elsewhere with N_
        msgctxt = node.args[ctx_i].value if ctx_i is not None else None
        msgid = node.args[id_i].value
        plural = node.args[pl_i].value if pl_i is not None else None
        if msgid == "":
            problems.append(f"{where}: empty string passed to {name}()")
            continue
        key = (msgctxt, msgid)
        msg = messages.get(key)
        if msg is None:
            msg = messages[key] = Message(msgid, msgctxt, plural)
        elif msg.msgid_plural != plural:
            first = "%s:%d" % msg.first_ref()
            problems.append(
                f"{where}: {msgid!r} used with plural {plural!r} here but {msg.msgid_plural!r} at {first}"
            )
        msg.refs.append((rel, node.lineno))
        note = _translator_comment(lines, node.lineno)
        if note and note not in msg.notes:
            msg.notes.append(note)


def _translator_comment(lines: list[str], lineno: int) -> str | None:
    """A ``# Translators: …`` comment block right above line ``lineno``."""
    i = lineno - 2
    block: list[str] = []
    while i >= 0 and lines[i].strip().startswith("#"):
        block.insert(0, lines[i].strip().lstrip("#").strip())
        i -= 1
    for j, text in enumerate(block):
        if text.startswith("Translators:"):
            return " ".join(block[j:])
    return None


def extract(root: Path, literals: dict[str, list[tuple[str, int]]] | None = None
            ) -> tuple[dict[Key, Message], list[str]]:
    """Marked messages and problems; every string literal into ``literals``."""
    messages: dict[Key, Message] = {}
    problems: list[str] = []
    for path in sorted((root / "client").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        extract_file(path, rel, messages, problems, literals)
    for msg in messages.values():
        msg.refs.sort()
    return messages, problems


def literal_uses(old: list[POEntry], messages: dict[Key, Message],
                 literals: dict[str, list[tuple[str, int]]]) -> dict[Key, Message]:
    """Catalogue messages the code no longer marks but still holds as a plain
    string literal (e.g. ``Button(rect, "Back")`` where the widget calls
    ``_()`` on its label). They stay active rather than going obsolete; only
    marked strings (``_``/``N_``…) ever add new messages."""
    kept: dict[Key, Message] = {}
    for e in old:
        if key_of(e) in messages or e.msgctxt is not None or is_plural(e) or not e.msgid:
            continue
        refs = literals.get(e.msgid)
        if refs:
            kept[key_of(e)] = Message(e.msgid, refs=sorted(set(refs)))
    return kept


# --------------------------------------------------------------------------
# Writing .po
# --------------------------------------------------------------------------


def new_catalogue(header: polib.POFile, entries: list[POEntry]) -> polib.POFile:
    """A catalogue with ``header``'s comments and metadata and ``entries``."""
    po = polib.POFile(wrapwidth=0, encoding="utf-8")
    po.header = header.header
    po.metadata = dict(header.metadata)
    po.metadata_is_fuzzy = header.metadata_is_fuzzy
    po.extend(entries)
    return po


def default_header(lang: str) -> polib.POFile:
    name, plural_forms = LANGUAGE_INFO[lang]
    po = polib.POFile(wrapwidth=0, encoding="utf-8")
    po.header = (f"Tenka — {name} catalogue.\n"
                 "Update with: python tools/i18n_update.py  (check: --check)")
    po.metadata = {
        "Project-Id-Version": "Tenka",
        "Language": lang,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": plural_forms,
    }
    return po


# --------------------------------------------------------------------------
# Merging
# --------------------------------------------------------------------------


def po_path(root: Path, lang: str) -> Path:
    return root / "client" / "i18n" / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalogue(root: Path, lang: str) -> tuple[polib.POFile, list[POEntry]]:
    """The catalogue (header comments and metadata) and its entries, in file order.
    Raises OSError (polib's syntax errors) or ValueError (a duplicate message)."""
    path = po_path(root, lang)
    if not path.exists():
        return default_header(lang), []
    po = polib.pofile(str(path), encoding="utf-8", wrapwidth=0, check_for_duplicates=True)
    if not po.metadata:
        po.header, po.metadata = default_header(lang).header, default_header(lang).metadata
    return po, list(po)


def nplurals_of(header: polib.POFile, lang: str) -> int:
    pf = header.metadata.get("Plural-Forms") or LANGUAGE_INFO[lang][1]
    m = re.search(r"nplurals\s*=\s*(\d+)", pf)
    if not m:
        raise ValueError(f"bad Plural-Forms header: {pf!r}")
    return int(m.group(1))


def _brace_fields(s: str) -> set[str] | None:
    """Names of ``{fields}`` in a str.format template, or None if invalid."""
    try:
        return {f.split(".")[0].split("[")[0] for _t, f, _s, _c in string.Formatter().parse(s) if f is not None}
    except ValueError:
        return None


def _flags_for(msg: Message, old_flags: list[str]) -> list[str]:
    flags = [f for f in old_flags if f != "python-brace-format"]
    fields = _brace_fields(msg.msgid) or set()
    if msg.msgid_plural:
        fields |= _brace_fields(msg.msgid_plural) or set()
    if fields:
        flags.append("python-brace-format")
    return flags


def _occurrences(msg: Message) -> list[tuple[str, str]]:
    seen = []
    for path, line in msg.refs:
        if (path, str(line)) not in seen:
            seen.append((path, str(line)))
    return seen


def merge(lang: str, header: polib.POFile, old: list[POEntry], messages: dict[Key, Message]) -> list[POEntry]:
    """Return the new entry list (without header) for one language."""
    nplurals = nplurals_of(header, lang)
    active = {key_of(e): e for e in old if not e.obsolete}
    obsolete = {key_of(e): e for e in old if e.obsolete}
    ordered_keys = [key_of(e) for e in old if not e.obsolete]

    def fresh(msg: Message) -> POEntry:
        e = POEntry(msgid=msg.msgid, msgctxt=msg.msgctxt, msgid_plural=msg.msgid_plural or "")
        source = active.get(msg.key) or obsolete.get(msg.key)  # other plural-ness
        if lang == "en":
            if msg.msgid_plural is None:
                e.msgstr = msg.msgid
            else:
                e.msgstr_plural = dict(enumerate([msg.msgid] + [msg.msgid_plural] * (nplurals - 1)))
        else:
            seed = ""
            if source is not None and translated(source):
                seed = forms(source)[0] if is_plural(source) else source.msgstr
            if msg.msgid_plural is None:
                e.msgstr = seed
            else:
                e.msgstr_plural = dict.fromkeys(range(nplurals), seed)
        if source is not None:
            e.tcomment = source.tcomment
        return e

    merged: dict[Key, POEntry] = {}
    for key, msg in messages.items():
        prev = active.get(key) or obsolete.get(key)
        if prev is not None and is_plural(prev) == (msg.msgid_plural is not None):
            e = POEntry(
                msgid=prev.msgid,
                msgstr=prev.msgstr,
                msgctxt=prev.msgctxt,
                msgid_plural=msg.msgid_plural or "",
                tcomment=prev.tcomment,
                flags=list(prev.flags),
            )
            if is_plural(e):
                kept = forms(prev)[:nplurals]
                if lang == "en" and prev.msgid_plural != msg.msgid_plural:
                    kept = [f if f != prev.msgid_plural else msg.msgid_plural for f in kept]
                default = msg.msgid_plural if lang == "en" else ""
                e.msgstr_plural = dict(enumerate(kept + [default] * (nplurals - len(kept))))
        else:
            e = fresh(msg)
        e.occurrences = _occurrences(msg)
        e.comment = "\n".join(msg.notes)
        e.flags = _flags_for(msg, e.flags)
        merged[key] = e

    def code_order(key: Key) -> tuple:
        return (*messages[key].first_ref(), key[1], key[0] or "")

    translated_existing = [k for k in ordered_keys if k in merged and translated(merged[k])]
    placed = set(translated_existing)
    translated_new = sorted((k for k in merged if k not in placed and translated(merged[k])), key=code_order)
    untranslated = sorted((k for k in merged if not translated(merged[k])), key=code_order)

    result = [merged[k] for k in translated_existing + translated_new + untranslated]

    # Obsolete: previously obsolete (still unused) first, then newly unused.
    gone: list[POEntry] = []
    for e in old:
        if key_of(e) in merged:
            continue
        if e.obsolete or key_of(e) not in obsolete:
            o = POEntry(
                msgid=e.msgid,
                msgstr=e.msgstr,
                msgctxt=e.msgctxt,
                msgid_plural=e.msgid_plural,
                msgstr_plural=dict(e.msgstr_plural),
                tcomment=e.tcomment,
                flags=[f for f in e.flags if f != "python-brace-format"],
                obsolete=True,
            )
            gone.append(o)
    gone.sort(key=lambda e: 0 if obsolete.get(key_of(e)) is not None else 1)  # stable sort
    # Drop duplicates (an entry both active and obsolete in a hand-edited file).
    seen: set[Key] = set()
    for e in gone:
        if key_of(e) not in seen:
            seen.add(key_of(e))
            result.append(e)
    return result


# --------------------------------------------------------------------------
# Check
# --------------------------------------------------------------------------


def check(root: Path, messages: dict[Key, Message], problems: list[str]) -> list[str]:
    out = list(problems)
    for lang in LANGUAGES:
        path = po_path(root, lang)
        if not path.exists():
            out.append(f"{lang}: catalogue missing: {path.relative_to(root)}")
            continue
        rel = path.relative_to(root).as_posix()
        try:
            load_catalogue(path)  # as the program reads it
            header, entries = read_catalogue(root, lang)
            nplurals = nplurals_of(header, lang)
        except CatalogueError as exc:
            out.append(f"{lang}: {exc}")
            continue
        except (OSError, ValueError) as exc:  # polib: syntax error, duplicate message
            out.append(f"{lang}: {rel}: {exc}")
            continue
        active = {key_of(e): e for e in entries if not e.obsolete}
        for key in sorted(messages, key=lambda k: (messages[k].first_ref(), k[1])):
            msg = messages[key]
            where = "%s:%d" % msg.first_ref()
            label = repr(msg.msgid) + (f" (context {msg.msgctxt!r})" if msg.msgctxt is not None else "")
            e = active.get(key)
            if e is None:
                out.append(f"{lang}: missing {label} (used at {where})")
                continue
            at = f"{rel}:{e.linenum}"
            if is_plural(e) != (msg.msgid_plural is not None):
                kind = "plural" if msg.msgid_plural is not None else "singular"
                out.append(f"{lang}: {label} is used as {kind} at {where} but not so in {at}")
                continue
            if not translated(e):
                state = "fuzzy" if e.fuzzy else "untranslated"
                out.append(f"{lang}: {state} {label} ({at})")
                continue
            if is_plural(e) and sorted(e.msgstr_plural) != list(range(nplurals)):
                out.append(f"{lang}: {label} has {len(e.msgstr_plural)} plural forms, expected {nplurals} ({at})")
            out.extend(_placeholder_problems(lang, label, msg, e, at))
    return out


def _placeholder_problems(lang: str, label: str, msg: Message, e: POEntry, where: str) -> list[str]:
    src = _brace_fields(msg.msgid)
    if src is None:
        return [f"{lang}: {label} is not a valid format string ({where})"]
    if msg.msgid_plural is not None:
        plural_fields = _brace_fields(msg.msgid_plural)
        if plural_fields is None:
            return [f"{lang}: plural of {label} is not a valid format string ({where})"]
        allowed = src | plural_fields
    else:
        allowed = src
    if not allowed and "python-brace-format" not in e.flags:
        return []
    out = []
    for form in (forms(e) if is_plural(e) else [e.msgstr]):
        got = _brace_fields(form)
        if got is None:
            out.append(f"{lang}: translation of {label} is not a valid format string: {form!r} ({where})")
        elif not got <= allowed:
            out.append(f"{lang}: translation of {label} uses unknown placeholders {sorted(got - allowed)} ({where})")
        elif msg.msgid_plural is None and got != src:
            out.append(f"{lang}: translation of {label} lacks placeholders {sorted(src - got)} ({where})")
    return out


# --------------------------------------------------------------------------


def update(root: Path) -> list[Path]:
    """Merge both catalogues; returns the files that changed."""
    literals: dict[str, list[tuple[str, int]]] = {}
    messages, problems = extract(root, literals)
    for p in problems:
        print("warning:", p, file=sys.stderr)
    changed = []
    for lang in LANGUAGES:
        header, old = read_catalogue(root, lang)
        kept = literal_uses(old, messages, literals)
        new_entries = merge(lang, header, old, {**kept, **messages})
        was_active = {key_of(e) for e in old if not e.obsolete}
        went = [e.msgid for e in new_entries if e.obsolete and key_of(e) in was_active]
        if went:
            print(f"{lang}: now obsolete (no longer in the code): " + ", ".join(map(repr, went)))
        text = str(new_catalogue(header, new_entries))
        path = po_path(root, lang)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".po.tmp")
            tmp.write_text(text, encoding="utf-8", newline="\n")
            tmp.replace(path)
            changed.append(path)
        n_active = sum(1 for e in new_entries if not e.obsolete)
        n_todo = sum(1 for e in new_entries if not e.obsolete and not translated(e))
        n_obs = len(new_entries) - n_active
        print(f"{lang}: {n_active} messages, {n_todo} untranslated, {n_obs} obsolete")
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="do not write; exit 1 listing problems")
    ap.add_argument("--root", type=Path, default=ROOT, help="repository root (default: this checkout)")
    args = ap.parse_args(argv)
    root = args.root.resolve()
    if args.check:
        messages, problems = extract(root)
        found = check(root, messages, problems)
        if found:
            print(f"i18n check: {len(found)} problem(s):")
            for line in found:
                print("  " + line)
            print("Fix: python tools/i18n_update.py, then translate the empty msgstr entries in "
                  "client/i18n/locale/zh_Hant/LC_MESSAGES/tenka.po")
            return 1
        print(f"i18n check: {len(messages)} messages used in code, all present and translated")
        return 0
    try:
        changed = update(root)
    except (OSError, ValueError) as exc:  # a catalogue polib cannot read: fix it by hand first
        print(f"i18n update: {exc}", file=sys.stderr)
        return 1
    for path in changed:
        print("wrote", path.relative_to(root))
    return 0


if __name__ == "__main__":
    sys.exit(main())
