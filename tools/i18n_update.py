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
"""
from __future__ import annotations

import argparse
import ast
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from client.i18n import (  # noqa: E402  (path set up above)
    DOMAIN,
    LANGUAGES,
    POEntry,
    POParseError,
    parse_header,
    parse_plural_forms,
    read_po,
)

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
        if e.key in messages or e.msgctxt is not None or e.is_plural or not e.msgid:
            continue
        refs = literals.get(e.msgid)
        if refs:
            kept[e.key] = Message(e.msgid, refs=sorted(set(refs)))
    return kept


# --------------------------------------------------------------------------
# Writing .po
# --------------------------------------------------------------------------


def _escape(s: str) -> str:
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or ch == "\x7f":
            out.append("\\%03o" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def _po_string(keyword: str, value: str, prefix: str = "") -> list[str]:
    pieces = value.splitlines(keepends=True)
    if len(pieces) <= 1:
        return [f'{prefix}{keyword} "{_escape(value)}"']
    lines = [f'{prefix}{keyword} ""']
    lines += [f'{prefix}"{_escape(p)}"' for p in pieces]
    return lines


def format_entry(e: POEntry) -> str:
    lines: list[str] = []
    lines += [f"# {c}" if c else "#" for c in e.comments]
    lines += [f"#. {c}" for c in e.extracted]
    if not e.obsolete and e.references:
        cur = "#:"
        for ref in e.references:
            if len(cur) + 1 + len(ref) > 79 and cur != "#:":
                lines.append(cur)
                cur = "#:"
            cur += " " + ref
        lines.append(cur)
    if e.flags:
        lines.append("#, " + ", ".join(e.flags))
    p = "#~ " if e.obsolete else ""
    if e.msgctxt is not None:
        lines += _po_string("msgctxt", e.msgctxt, p)
    lines += _po_string("msgid", e.msgid, p)
    if e.is_plural:
        lines += _po_string("msgid_plural", e.msgid_plural or "", p)
        for i, form in enumerate(e.msgstr_plural):
            lines += _po_string(f"msgstr[{i}]", form, p)
    else:
        lines += _po_string("msgstr", e.msgstr, p)
    return "\n".join(lines) + "\n"


def format_po(header: POEntry, entries: list[POEntry]) -> str:
    return "\n".join(format_entry(e) for e in [header, *entries])


def default_header(lang: str) -> POEntry:
    name, plural_forms = LANGUAGE_INFO[lang]
    msgstr = (
        "Project-Id-Version: Tenka\n"
        f"Language: {lang}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {plural_forms}\n"
    )
    return POEntry(
        msgid="",
        msgstr=msgstr,
        comments=[
            f"Tenka — {name} catalogue.",
            "Update with: python tools/i18n_update.py  (check: --check)",
        ],
    )


# --------------------------------------------------------------------------
# Merging
# --------------------------------------------------------------------------


def po_path(root: Path, lang: str) -> Path:
    return root / "client" / "i18n" / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def load_catalogue(root: Path, lang: str) -> tuple[POEntry, list[POEntry]]:
    path = po_path(root, lang)
    if not path.exists():
        return default_header(lang), []
    entries = read_po(path)
    header = None
    rest = []
    for e in entries:
        if e.msgid == "" and e.msgctxt is None and not e.obsolete:
            header = e
        else:
            rest.append(e)
    return header or default_header(lang), rest


def nplurals_of(header: POEntry, lang: str) -> int:
    pf = parse_header(header.msgstr).get("Plural-Forms") or LANGUAGE_INFO[lang][1]
    return parse_plural_forms(pf)[0]


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


def _refs(msg: Message) -> list[str]:
    seen = []
    for path, line in msg.refs:
        ref = f"{path}:{line}"
        if ref not in seen:
            seen.append(ref)
    return seen


def merge(lang: str, header: POEntry, old: list[POEntry], messages: dict[Key, Message]) -> list[POEntry]:
    """Return the new entry list (without header) for one language."""
    nplurals = nplurals_of(header, lang)
    active = {e.key: e for e in old if not e.obsolete}
    obsolete = {e.key: e for e in old if e.obsolete}
    ordered_keys = [e.key for e in old if not e.obsolete]

    def fresh(msg: Message) -> POEntry:
        e = POEntry(msgid=msg.msgid, msgctxt=msg.msgctxt, msgid_plural=msg.msgid_plural)
        source = active.get(msg.key) or obsolete.get(msg.key)  # other plural-ness
        if lang == "en":
            if msg.msgid_plural is None:
                e.msgstr = msg.msgid
            else:
                e.msgstr_plural = [msg.msgid] + [msg.msgid_plural] * (nplurals - 1)
        else:
            seed = ""
            if source is not None and source.translated():
                seed = source.msgstr if not source.is_plural else source.msgstr_plural[0]
            if msg.msgid_plural is None:
                e.msgstr = seed
            else:
                e.msgstr_plural = [seed] * nplurals
        if source is not None:
            e.comments = list(source.comments)
        return e

    merged: dict[Key, POEntry] = {}
    for key, msg in messages.items():
        prev = active.get(key) or obsolete.get(key)
        if prev is not None and prev.is_plural == (msg.msgid_plural is not None):
            e = POEntry(
                msgid=prev.msgid,
                msgstr=prev.msgstr,
                msgctxt=prev.msgctxt,
                msgid_plural=msg.msgid_plural,
                msgstr_plural=list(prev.msgstr_plural),
                comments=list(prev.comments),
                flags=list(prev.flags),
            )
            if e.is_plural:
                forms = e.msgstr_plural[:nplurals]
                if lang == "en" and prev.msgid_plural != msg.msgid_plural:
                    forms = [f if f != prev.msgid_plural else msg.msgid_plural for f in forms]
                default = msg.msgid_plural if lang == "en" else ""
                e.msgstr_plural = forms + [default] * (nplurals - len(forms))
        else:
            e = fresh(msg)
        e.references = _refs(msg)
        e.extracted = list(msg.notes)
        e.flags = _flags_for(msg, e.flags)
        merged[key] = e

    def code_order(key: Key) -> tuple:
        return (*messages[key].first_ref(), key[1], key[0] or "")

    translated_existing = [k for k in ordered_keys if k in merged and merged[k].translated()]
    placed = set(translated_existing)
    translated_new = sorted((k for k in merged if k not in placed and merged[k].translated()), key=code_order)
    untranslated = sorted((k for k in merged if not merged[k].translated()), key=code_order)

    result = [merged[k] for k in translated_existing + translated_new + untranslated]

    # Obsolete: previously obsolete (still unused) first, then newly unused.
    gone: list[POEntry] = []
    for e in old:
        if e.key in merged:
            continue
        if e.obsolete or e.key not in obsolete:
            o = POEntry(
                msgid=e.msgid,
                msgstr=e.msgstr,
                msgctxt=e.msgctxt,
                msgid_plural=e.msgid_plural,
                msgstr_plural=list(e.msgstr_plural),
                comments=list(e.comments),
                flags=[f for f in e.flags if f != "python-brace-format"],
                obsolete=True,
            )
            gone.append(o)
    gone.sort(key=lambda e: 0 if obsolete.get(e.key) is not None else 1)  # stable sort
    # Drop duplicates (an entry both active and obsolete in a hand-edited file).
    seen: set[Key] = set()
    for e in gone:
        if e.key not in seen:
            seen.add(e.key)
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
        try:
            header, entries = load_catalogue(root, lang)
        except POParseError as exc:
            out.append(f"{lang}: {exc}")
            continue
        rel = path.relative_to(root).as_posix()
        nplurals = nplurals_of(header, lang)
        active = {e.key: e for e in entries if not e.obsolete}
        for key in sorted(messages, key=lambda k: (messages[k].first_ref(), k[1])):
            msg = messages[key]
            where = "%s:%d" % msg.first_ref()
            label = repr(msg.msgid) + (f" (context {msg.msgctxt!r})" if msg.msgctxt is not None else "")
            e = active.get(key)
            if e is None:
                out.append(f"{lang}: missing {label} (used at {where})")
                continue
            if e.is_plural != (msg.msgid_plural is not None):
                kind = "plural" if msg.msgid_plural is not None else "singular"
                out.append(f"{lang}: {label} is used as {kind} at {where} but not so in {rel}:{e.lineno}")
                continue
            if not e.translated():
                state = "fuzzy" if e.fuzzy else "untranslated"
                out.append(f"{lang}: {state} {label} ({rel}:{e.lineno})")
                continue
            if e.is_plural and len(e.msgstr_plural) != nplurals:
                out.append(f"{lang}: {label} has {len(e.msgstr_plural)} plural forms, expected {nplurals} ({rel}:{e.lineno})")
            out.extend(_placeholder_problems(lang, label, msg, e, f"{rel}:{e.lineno}"))
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
    forms = e.msgstr_plural if e.is_plural else [e.msgstr]
    out = []
    for form in forms:
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
        header, old = load_catalogue(root, lang)
        kept = literal_uses(old, messages, literals)
        new_entries = merge(lang, header, old, {**kept, **messages})
        was_active = {e.key for e in old if not e.obsolete}
        went = [e.msgid for e in new_entries if e.obsolete and e.key in was_active]
        if went:
            print(f"{lang}: now obsolete (no longer in the code): " + ", ".join(map(repr, went)))
        text = format_po(header, new_entries)
        path = po_path(root, lang)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".po.tmp")
            tmp.write_text(text, encoding="utf-8", newline="\n")
            tmp.replace(path)
            changed.append(path)
        n_active = sum(1 for e in new_entries if not e.obsolete)
        n_todo = sum(1 for e in new_entries if not e.obsolete and not e.translated())
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
    changed = update(root)
    for path in changed:
        print("wrote", path.relative_to(root))
    return 0


if __name__ == "__main__":
    sys.exit(main())
