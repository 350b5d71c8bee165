#!/usr/bin/env python3
"""Fails when the top-level modules of a crate's `src/` depend on each other in a cycle.

A top-level module is `src/NAME.rs` or `src/NAME/` (the crate root files `lib.rs` and `main.rs`
are not modules). Module A depends on module B when a file of A names `crate::B` (in a `use`, a
path or a grouped `use crate::{B, …}`), comments aside. Prints the dependencies and exits 1 with
the cycle found, or 0.

Usage: check-module-cycles.py [SRC_DIR]   (default: the app's src/)
       check-module-cycles.py --self-test
"""
import contextlib
import io
import os
import re
import sys
import tempfile

ROOT_FILES = {"lib.rs", "main.rs"}
CRATE_PATH = re.compile(r"\bcrate::(\{?)")
IDENT = re.compile(r"[a-z_][a-z0-9_]*")


def strip_comments(text):
    """The text without `//` line comments and `/* */` block comments (string contents kept)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(strip_line(line) for line in text.splitlines())


def strip_line(line):
    """A line without its `//` comment, skipping `//` inside string literals."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == "\\" and in_string:
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            return line[:i]
        i += 1
    return line


def group_heads(text, start):
    """The first path segment of each item of the `{…}` group starting at `text[start]`."""
    heads, depth, item = [], 0, ""
    for c in text[start:]:
        if c == "{":
            depth += 1
            if depth == 1:
                continue
        elif c == "}":
            depth -= 1
            if depth == 0:
                heads.append(item)
                break
        if depth == 1 and c == ",":
            heads.append(item)
            item = ""
        else:
            item += c
    return [m.group(0) for m in (IDENT.match(h.strip()) for h in heads) if m]


def referenced_modules(text):
    """The names that follow `crate::` in a Rust source text."""
    text = strip_comments(text)
    names = set()
    for m in CRATE_PATH.finditer(text):
        if m.group(1):
            names.update(group_heads(text, m.end() - 1))
        else:
            ident = IDENT.match(text, m.end())
            if ident:
                names.add(ident.group(0))
    return names


def top_level_modules(src):
    """Top-level module name -> its Rust files."""
    modules = {}
    for entry in sorted(os.listdir(src)):
        path = os.path.join(src, entry)
        if os.path.isdir(path):
            files = [
                os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".rs")
            ]
            modules.setdefault(entry, []).extend(files)
        elif entry.endswith(".rs") and entry not in ROOT_FILES:
            modules.setdefault(entry[:-3], []).append(path)
    return modules


def dependency_graph(src):
    """Top-level module -> the other top-level modules it names."""
    modules = top_level_modules(src)
    graph = {}
    for name, files in modules.items():
        used = set()
        for path in files:
            with open(path, encoding="utf-8") as f:
                used |= referenced_modules(f.read())
        graph[name] = sorted(used & set(modules) - {name})
    return graph


def find_cycle(graph):
    """A list of modules forming a cycle (first repeated at the end), or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in graph[node]:
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def check(src):
    graph = dependency_graph(src)
    for name, deps in sorted(graph.items()):
        print(f"{name} -> {', '.join(deps) if deps else '(none)'}")
    cycle = find_cycle(graph)
    if cycle:
        print(f"error: module cycle: {' -> '.join(cycle)}", file=sys.stderr)
        return 1
    print("no cycle among the top-level modules")
    return 0


def self_test():
    """Checks the parser and the cycle finder on small made-up crates."""
    assert referenced_modules("use crate::state::{A, B};\nuse crate::{i18n::Lang, board_view};") == {
        "state",
        "i18n",
        "board_view",
    }
    assert referenced_modules("// use crate::x;\n/* crate::y */ let s = \"//\"; crate::z::f();") == {"z"}
    assert find_cycle({"a": ["b"], "b": ["c"], "c": []}) is None
    assert find_cycle({"a": ["b"], "b": ["c"], "c": ["a"]}) == ["a", "b", "c", "a"]
    with tempfile.TemporaryDirectory() as src:
        os.makedirs(os.path.join(src, "state"))
        files = {
            "lib.rs": "pub mod state; pub mod share; use crate::share::x;",
            "state/mod.rs": "use crate::i18n::Lang;",
            "i18n.rs": "",
            "share.rs": "use crate::state::State;",
        }
        for name, text in files.items():
            with open(os.path.join(src, name), "w", encoding="utf-8") as f:
                f.write(text)
        assert dependency_graph(src) == {"i18n": [], "share": ["state"], "state": ["i18n"]}
        quiet = io.StringIO()
        with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
            assert check(src) == 0
            with open(os.path.join(src, "state/mod.rs"), "a", encoding="utf-8") as f:
                f.write("\nfn f() { crate::share::x(); }")
            assert check(src) == 1
        assert "error: module cycle: share -> state -> share" in quiet.getvalue()
    print("self-test passed")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
    sys.exit(check(sys.argv[1] if len(sys.argv) > 1 else default))
