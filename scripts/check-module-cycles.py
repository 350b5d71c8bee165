#!/usr/bin/env python3
"""Fails when the top-level modules of a crate's `src/` depend on each other in a cycle, or, with
`--layers`, when one uses a module its layer may not use.

A top-level module is `src/NAME.rs` or `src/NAME/` (the crate root files `lib.rs` and `main.rs`
and the binaries' `bin/` are not modules). Module A depends on module B when a file of A names
`crate::B` (in a `use`, a path or a grouped `use crate::{B, …}`), comments aside. Prints the
dependencies and exits 1 with the cycle found, or 0.

`--layers` reads the layers from `SRC_DIR/layers.txt` (the format is described there): every
module is in one layer; a module may use the modules of its own layer and of the layers below;
in a layer marked `apart` (the features) a module uses another of its layer only where a `uses`
line allows it. An `allow` line lets one such import stand, with its reason; an `allow` line no
import needs is an error too, so the list only shrinks. Prints each import that breaks the
layers (file and module) and exits 1 if any is not allowed, or 0.

Usage: check-module-cycles.py [--layers] [SRC_DIR]   (default: the app's src/)
       check-module-cycles.py --self-test
"""
import contextlib
import io
import os
import re
import sys
import tempfile

ROOT_FILES = {"lib.rs", "main.rs"}
BINARIES = "bin"
LAYERS_FILE = "layers.txt"
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
            if entry == BINARIES:
                continue
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


def read_layers(text):
    """The layers of a `layers.txt` text: (module -> layer index, apart layer indexes, the
    `uses` pairs, the `allow` pairs), or a ValueError naming the line that does not read."""
    layer_of, apart, uses, allowed = {}, set(), set(), set()
    index = 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        head, colon, tail = rest.partition(":")
        if word in ("layer", "apart") and colon:
            for name in tail.split():
                if name in layer_of:
                    raise ValueError(f"line {number}: {name} is in two layers")
                layer_of[name] = index
            if word == "apart":
                apart.add(index)
            index += 1
        elif word in ("uses", "allow") and colon and "->" in head:
            source, _, target = (part.strip() for part in head.partition("->"))
            (uses if word == "uses" else allowed).add((source, target))
        else:
            raise ValueError(f"line {number}: not a layer, apart, uses or allow line: {raw.strip()}")
    return layer_of, apart, uses, allowed


def layer_breaks(src, layers):
    """The imports that break `layers`: (module, used module, file) triples, sorted."""
    layer_of, apart, uses, _ = layers
    modules = top_level_modules(src)
    breaks = []
    for name, files in sorted(modules.items()):
        for path in sorted(files):
            with open(path, encoding="utf-8") as f:
                used = referenced_modules(f.read()) & set(modules) - {name}
            for target in sorted(used):
                low, high = layer_of[target], layer_of[name]
                across = low == high and low in apart and (name, target) not in uses
                if low > high or across:
                    breaks.append((name, target, os.path.relpath(path, src)))
    return breaks


def check_layers(src):
    try:
        with open(os.path.join(src, LAYERS_FILE), encoding="utf-8") as f:
            layers = read_layers(f.read())
    except (OSError, ValueError) as error:
        print(f"error: {LAYERS_FILE}: {error}", file=sys.stderr)
        return 1
    layer_of, _, _, allowed = layers
    unplaced = sorted(set(top_level_modules(src)) - set(layer_of))
    if unplaced:
        print(f"error: modules in no layer: {', '.join(unplaced)}", file=sys.stderr)
        return 1
    breaks = layer_breaks(src, layers)
    pairs = sorted({(a, b) for a, b, _ in breaks})
    for a, b, path in breaks:
        mark = "allowed" if (a, b) in allowed else "error"
        print(f"{mark}: {path} uses {b} ({a} -> {b})")
    failed = [p for p in pairs if p not in allowed]
    stale = sorted(allowed - set(pairs))
    for a, b in stale:
        print(f"error: allow {a} -> {b}: no import needs it; strike the line", file=sys.stderr)
    for a, b in failed:
        print(f"error: {a} -> {b} breaks the layers", file=sys.stderr)
    print(f"{len(pairs)} module pairs break the layers ({len(pairs) - len(failed)} allowed)")
    return 1 if failed or stale else 0


def append(src, name, text):
    """Appends `text` to the file `name` of the made-up crate in `src`, making it if need be."""
    with open(os.path.join(src, name), "a", encoding="utf-8") as f:
        f.write(text)


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
    assert read_layers("layer a: x y # c\napart b: f g\nuses f -> g: why\nallow x -> f: why") == (
        {"x": 0, "y": 0, "f": 1, "g": 1},
        {1},
        {("f", "g")},
        {("x", "f")},
    )
    with tempfile.TemporaryDirectory() as src:
        files = {
            "lib.rs": "pub mod ui; use crate::game::x;",
            "text.rs": "",
            "ui.rs": "use crate::text::t;",
            "game.rs": "use crate::ui::Board;",
            "live.rs": "use crate::text::t;",
            "app.rs": "use crate::game::x; use crate::live::y;",
            LAYERS_FILE: "layer text: text\nlayer ui: ui\napart features: game live\nlayer app: app\n",
        }
        for name, text in files.items():
            append(src, name, text)
        # Each step adds a text to a file, then checks the exit code and the error named.
        steps = [
            ("ui.rs", "\nfn f() { crate::game::x(); }", 1, "error: ui -> game breaks the layers"),
            (LAYERS_FILE, "allow ui -> game: the test\n", 0, None),
            ("live.rs", "\nuse crate::game::x;", 1, "error: live -> game breaks the layers"),
            (
                LAYERS_FILE,
                "uses live -> game: the test\nallow app -> text: stale\n",
                1,
                "error: allow app -> text: no import needs it",
            ),
            ("help.rs", "", 1, "error: modules in no layer: help"),
        ]
        quiet = io.StringIO()
        with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
            assert check_layers(src) == 0
            for name, text, code, error in steps:
                append(src, name, text)
                assert check_layers(src) == code, (name, text)
                assert error is None or error in quiet.getvalue(), error
    print("self-test passed")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    args = sys.argv[1:]
    run = check_layers if args[:1] == ["--layers"] else check
    args = args[1:] if run is check_layers else args
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
    sys.exit(run(args[0] if args else default))
