#!/usr/bin/env python3
"""make docs: every public symbol of a module has a doc comment of its own.

usage: doc-coverage.py SYMBOL-GRAPH-DIR [--self-test]

Reads every *.symbols.json in the folder (swift-symbolgraph-extract's output, with inherited docs
skipped so a protocol's comment does not count for its implementations) and lists each public
or open symbol whose doc comment is missing or blank, with its file and line. A symbol with no
source location is one the compiler made (a raw-value enum's `init(rawValue:)`); it cannot carry
a comment and is counted apart. Exits 1 when anything is undocumented, or when the folder holds
no symbols at all.

With --self-test it first checks itself on a graph with one documented, one undocumented, one
blank-commented and one compiler-made symbol, and fails if it miscounts them.
"""
import glob
import json
import os
import sys
import tempfile


def symbol(path, doc=None, uri="file:///Hey/A.swift", access="public"):
    entry = {"kind": {"identifier": "swift.func"}, "pathComponents": path, "accessLevel": access}
    if doc is not None:
        entry["docComment"] = {"lines": [{"text": line} for line in doc]}
    if uri is not None:
        entry["location"] = {"uri": uri, "position": {"line": 3, "character": 4}}
    return entry


def audit(folder):
    """Returns (documented count, undocumented [(where, name)], compiler-made count)."""
    documented, undocumented, implicit = 0, [], 0
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for entry in graph.get("symbols", []):
            if entry.get("accessLevel") not in ("public", "open"):
                continue
            location = entry.get("location")
            if location is None:
                implicit += 1
                continue
            lines = (entry.get("docComment") or {}).get("lines", [])
            if any(line.get("text", "").strip() for line in lines):
                documented += 1
                continue
            file = location["uri"].removeprefix("file://")
            file = os.path.relpath(file) if file.startswith("/") else file
            where = f"{file}:{location['position']['line'] + 1}"
            undocumented.append((where, ".".join(entry["pathComponents"])))
    return documented, undocumented, implicit


def self_test():
    with tempfile.TemporaryDirectory() as folder:
        graph = {"symbols": [
            symbol(["Box"], ["A box."]),
            symbol(["Box", "name"]),
            symbol(["Box", "kind"], ["  "]),
            symbol(["Box", "init(rawValue:)"], uri=None),
            symbol(["Box", "secret"], access="internal"),
        ]}
        with open(os.path.join(folder, "T.symbols.json"), "w", encoding="utf-8") as handle:
            json.dump(graph, handle)
        documented, undocumented, implicit = audit(folder)
    names = sorted(name for _, name in undocumented)
    if (documented, names, implicit) != (1, ["Box.kind", "Box.name"], 1):
        sys.exit(f"doc-coverage: self-test FAILED: counted {documented} documented, {names} undocumented, {implicit} compiler-made")


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--self-test"]
    if len(arguments) != 1:
        sys.exit(__doc__.strip().splitlines()[2])
    if "--self-test" in sys.argv:
        self_test()
    documented, undocumented, implicit = audit(arguments[0])
    if documented + len(undocumented) == 0:
        sys.exit(f"doc-coverage: FAILED: no public symbols in {arguments[0]}")
    for where, name in sorted(undocumented):
        print(f"{where}: error: public symbol {name} has no doc comment", file=sys.stderr)
    total = documented + len(undocumented)
    print(f"doc-coverage: {documented} of {total} public symbols documented"
          f" ({implicit} made by the compiler, which cannot carry a comment, not counted)")
    if undocumented:
        sys.exit(f"doc-coverage: FAILED: {len(undocumented)} public symbols have no doc comment")


main()
