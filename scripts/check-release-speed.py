#!/usr/bin/env python3
"""Fails when an ordinary release build of something that carries the engine would not search at full speed.

A module's link-time optimisation runs at the optimisation level of the crate it is built from, whatever its
dependencies' levels: a UCI binary or wasm module built at "z" (or 1, 2, "s") searches several times slower.
So every workspace package that depends on makruk-engine and builds a binary or a cdylib must build at
opt-level 3 under the profiles it ships with: `release` for `cargo build --release`, `cargo install` and
`wasm-pack --release`, and the profile index.html names (data-cargo-profile) for a web module. The one exception
is named below: the app's own package, whose modules hold no search (it runs in makruk-worker's modules).

The settings are read from Cargo.toml (profiles, their `inherits`, package overrides) and `cargo metadata`
(which packages reach makruk-engine and which build binaries or cdylibs): no build, no timing.

Usage: check-release-speed.py            (the workspace this script belongs to)
       check-release-speed.py --self-test
"""
import json
import os
import re
import subprocess
import sys
import tomllib

ENGINE = "makruk-engine"
BUILT_IN_LEVELS = {"dev": 0, "test": 0, "release": 3, "bench": 3}
BUILT_IN_PARENTS = {"test": "dev", "bench": "release"}
NO_SEARCH = {"makruk-web"}
RUST_LINK = re.compile(r"<link\b[^>]*\bdata-trunk\b[^>]*\brel=\"rust\"[^>]*>")
ATTRIBUTE = re.compile(r"\b(href|data-bin|data-cargo-profile)=\"([^\"]*)\"")


def opt_level(profiles, profile, package):
    """The opt-level `package` is built at under `profile`, following overrides and `inherits`."""
    name = profile
    while name is not None:
        settings = profiles.get(name, {})
        overrides = settings.get("package", {})
        for key in (package, "*"):
            if "opt-level" in overrides.get(key, {}):
                return overrides[key]["opt-level"]
        if "opt-level" in settings:
            return settings["opt-level"]
        name = settings.get("inherits", BUILT_IN_PARENTS.get(name))
        if name is None:
            return BUILT_IN_LEVELS.get(profile, 0)
    return BUILT_IN_LEVELS.get(profile, 0)


def engine_packages(metadata):
    """The workspace packages that build a binary or cdylib and depend on the engine: {name: manifest dir}."""
    by_id = {package["id"]: package for package in metadata["packages"]}
    deps = {node["id"]: [dep["pkg"] for dep in node["deps"]] for node in metadata["resolve"]["nodes"]}

    def reaches_engine(package_id, seen):
        if by_id[package_id]["name"] == ENGINE:
            return True
        seen.add(package_id)
        return any(reaches_engine(dep, seen) for dep in deps.get(package_id, []) if dep not in seen)

    found = {}
    for package_id in metadata["workspace_members"]:
        package = by_id[package_id]
        kinds = {kind for target in package["targets"] for kind in target["kind"]}
        if kinds & {"bin", "cdylib"} and package["name"] != ENGINE and reaches_engine(package_id, set()):
            found[package["name"]] = os.path.dirname(package["manifest_path"])
    return found


def web_modules(index_html, root, packages):
    """index.html's Rust modules as (package, profile): `href` names the crate's folder (the root package if none)."""
    root_package = next((name for name, folder in packages.items() if folder == root), None)
    modules = []
    for link in RUST_LINK.findall(index_html):
        attributes = dict(ATTRIBUTE.findall(link))
        folder = os.path.normpath(os.path.join(root, attributes.get("href", ".")))
        package = next((name for name, path in packages.items() if path == folder), None)
        if package is None and folder == root:
            package = root_package
        modules.append((package, attributes.get("data-cargo-profile", "release")))
    return modules


def problems(profiles, packages, modules):
    """Every engine-bearing artifact built below opt-level 3, as lines of text."""
    found = []
    for package in sorted(set(packages) - NO_SEARCH):
        level = opt_level(profiles, "release", package)
        if level != 3:
            found.append(f"{package}: `cargo build --release` builds it at opt-level {level!r}, not 3")
    for package, profile in modules:
        if package in packages and package not in NO_SEARCH and opt_level(profiles, profile, package) != 3:
            found.append(f"{package}: index.html builds it with profile {profile} below opt-level 3")
    return found


def check(root):
    with open(os.path.join(root, "Cargo.toml"), "rb") as manifest:
        profiles = tomllib.load(manifest).get("profile", {})
    metadata = json.loads(subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--offline"],
        cwd=root, check=True, capture_output=True, text=True).stdout)
    packages = engine_packages(metadata)
    with open(os.path.join(root, "index.html"), encoding="utf-8") as page:
        modules = web_modules(page.read(), root, packages)
    found = problems(profiles, packages, modules)
    for package in sorted(set(packages) - NO_SEARCH):
        print(f"{package}: release opt-level {opt_level(profiles, 'release', package)!r}")
    for line in found:
        print("SLOW BUILD:", line)
    return 1 if found else 0


def self_test():
    packages = {"makruk-uci": "/w/crates/makruk-uci", "makruk-web": "/w", "makruk-worker": "/w/crates/makruk-worker"}
    index = ('<link data-trunk rel="rust" data-bin="makruk-web" data-cargo-profile="web-ui" />'
             '<link data-trunk rel="rust" href="crates/makruk-worker" data-bin="engine" />')
    modules = web_modules(index, "/w", packages)
    assert modules == [("makruk-web", "web-ui"), ("makruk-worker", "release")], modules
    good = {"release": {"opt-level": 3}, "web-ui": {"inherits": "release", "opt-level": "z"}}
    assert problems(good, packages, modules) == [], problems(good, packages, modules)
    small = {"release": {"opt-level": "z"}, "web-ui": {"inherits": "release"}}
    assert len(problems(small, packages, modules)) == 3, problems(small, packages, modules)
    assert "makruk-web" not in " ".join(problems(small, packages, modules))
    one_crate = {"release": {"opt-level": 3, "package": {"makruk-uci": {"opt-level": "s"}}}}
    assert [line.split(":")[0] for line in problems(one_crate, packages, modules)] == ["makruk-uci"]
    worker_small = {"release": {"opt-level": 3}, "web-ui": {"inherits": "release", "opt-level": "z"},
                    "engine": {"inherits": "web-ui"}}
    slow_module = [("makruk-web", "web-ui"), ("makruk-worker", "engine")]
    assert problems(worker_small, packages, slow_module) == [
        "makruk-worker: index.html builds it with profile engine below opt-level 3"]
    assert opt_level({}, "release", "x") == 3 and opt_level({}, "dev", "x") == 0
    print("check-release-speed self-test: passed")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    sys.exit(check(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
