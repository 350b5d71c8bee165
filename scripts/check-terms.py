#!/usr/bin/env python3
"""Fails when a language pack uses a word the glossary forbids for one of its game concepts.

docs/glossary.md fixes one term per concept and language; docs/glossary-forbidden.txt lists, per language,
the variants that must not come back (`LANG FORBIDDEN => TERM  # CONCEPT`, FORBIDDEN literal or /regex/).
Every message of assets/i18n/<lang>/*.ftl is checked (comments aside). Prints each use found with its
file, line and the term to use instead, and exits 1; or 0.

Usage: check-terms.py [I18N_DIR [FORBIDDEN_FILE]]   (default: the app's packs and list)
       check-terms.py --self-test
"""
import contextlib
import io
import os
import re
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
LINE = re.compile(r"^(\w+)\s+(.+?)\s+=>\s+(.+?)(?:\s+#\s*(.*))?$")


def read_rules(path):
    """The forbidden variants: a list of (lang, shown, pattern, term, concept)."""
    rules = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            m = LINE.match(line)
            if not m:
                raise ValueError(f"{path}:{number}: not `LANG FORBIDDEN => TERM  # CONCEPT`: {line}")
            lang, forbidden, term, concept = m.groups()
            if len(forbidden) > 2 and forbidden.startswith("/") and forbidden.endswith("/"):
                pattern = re.compile(forbidden[1:-1])
            else:
                pattern = re.compile(re.escape(forbidden))
            rules.append((lang, forbidden, pattern, term, concept or ""))
    return rules


def message_lines(path):
    """The lines of a Fluent file that hold message text, as (line number, text): comments and blank lines
    aside, and a message's `key =` left out."""
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.rstrip("\n")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            key = re.match(r"^[a-z][a-z0-9-]*\s*=\s?", text)
            yield number, text[key.end():] if key else text


def check(i18n, rules_path):
    rules = read_rules(rules_path)
    found = 0
    for lang in sorted({r[0] for r in rules}):
        folder = os.path.join(i18n, lang)
        for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            if not name.endswith(".ftl"):
                continue
            path = os.path.join(folder, name)
            for number, text in message_lines(path):
                for rule_lang, forbidden, pattern, term, concept in rules:
                    if rule_lang == lang and pattern.search(text):
                        found += 1
                        print(f"{lang}/{name}:{number}: {forbidden} — use {term} ({concept})", file=sys.stderr)
    if found:
        print(f"error: {found} use(s) of a forbidden term (see docs/glossary.md)", file=sys.stderr)
        return 1
    print(f"every pack keeps the glossary's terms ({len(rules)} forbidden variants checked)")
    return 0


def self_test():
    """Checks the list's reading and the check on a small made-up pack."""
    with tempfile.TemporaryDirectory() as root:
        rules = os.path.join(root, "forbidden.txt")
        with open(rules, "w", encoding="utf-8") as f:
            f.write("# a comment\nth รุกฆาต => รุกจน  # checkmate\nkm /\\}ត្រូវ/ => } ត្រូវ  # spacing\n")
        assert [(r[0], r[1], r[3], r[4]) for r in read_rules(rules)] == [
            ("th", "รุกฆาต", "รุกจน", "checkmate"),
            ("km", "/\\}ត្រូវ/", "} ត្រូវ", "spacing"),
        ]
        os.makedirs(os.path.join(root, "th"))
        os.makedirs(os.path.join(root, "km"))
        pack = os.path.join(root, "th", "app.ftl")
        with open(pack, "w", encoding="utf-8") as f:
            f.write("# รุกฆาต in a comment is fine\nstatus-checkmate = รุกจน\n")
        with open(os.path.join(root, "km", "app.ftl"), "w", encoding="utf-8") as f:
            f.write("status-to-move = ខាង{ $side } ត្រូវដើរ\n")
        quiet = io.StringIO()
        with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
            assert check(root, rules) == 0
            with open(pack, "a", encoding="utf-8") as f:
                f.write("help-text =\n    ขุนถูกรุกฆาต\n")
            assert check(root, rules) == 1
            with open(os.path.join(root, "km", "app.ftl"), "a", encoding="utf-8") as f:
                f.write("status-wins = ខាង{ $side }ត្រូវឈ្នះ\n")
            assert check(root, rules) == 1
        out = quiet.getvalue()
        assert "th/app.ftl:4: รุกฆาต — use รุกจน (checkmate)" in out, out
        assert "km/app.ftl:2: /\\}ត្រូវ/" in out, out
        with open(rules, "a", encoding="utf-8") as f:
            f.write("th no arrow here\n")
        try:
            read_rules(rules)
            raise AssertionError("a line without => was read")
        except ValueError:
            pass
    print("self-test passed")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    i18n = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "assets", "i18n")
    rules = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "docs", "glossary-forbidden.txt")
    sys.exit(check(i18n, rules))
