#!/usr/bin/env python3
"""Sorts the changes of a module's Swift API between two swift-api-digester dumps.

usage: api-compare.py OLD.json NEW.json BREAKAGE.txt

OLD.json and NEW.json are `swift-api-digester -dump-sdk` dumps of the same module (SwiftPM's
diagnose-api-breaking-changes writes the baseline's); BREAKAGE.txt is that command's output.
Prints one line per change, sorted within each kind, and exits 0:

  breaking: <message>    a breakage the digester reported
  compatible: <message>  a reported breakage that source code does not feel: a function or
                         initializer whose replacement, in the same type, takes the same
                         arguments plus new ones that all have default values (a model or an
                         options struct that gained an optional member)
  added: <declaration>   a declaration NEW has and OLD lacks (declarations are compared by USR,
                         conformances by type and protocol; accessors count with their property)

Exits 1 with a message when a dump cannot be read.
"""
import json
import re
import sys

REMOVED = re.compile(r"^\w+ (?P<owner>.+)\.(?P<name>[^.(]+\(.*\)) has been removed$")


def load(path):
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)["ABIRoot"]
    except (OSError, ValueError, KeyError) as error:
        sys.exit(f"api-compare: cannot read the API dump {path}: {error}")


def declarations(root):
    """Maps each declaration's key to (qualified name, kind, node), for every declaration."""
    found = {}

    def walk(node, owner):
        kind = node.get("declKind")
        name = f"{owner}.{node.get('printedName', '?')}" if owner else node.get("printedName", "?")
        if kind and kind not in ("Accessor", "Import") and "usr" in node:
            found[node["usr"]] = (name, kind, node)
        for conformance in node.get("conformances", []):
            found[(node.get("usr"), conformance.get("usr"))] = (f"{name}: {conformance.get('printedName')}", "conformance", None)
        for child in node.get("children", []):
            if child.get("declKind"):
                walk(child, name if kind else "")

    walk(root, "")
    return found


def parameters(node):
    """(label, type, has a default) per parameter of a function node; children[0] is the result."""
    labels = re.sub(r"^[^(]*\(|\)$", "", node["printedName"]).split(":")[:-1]
    types = node.get("children", [])[1:]
    return [(label, kind.get("printedName"), bool(kind.get("hasDefaultArg"))) for label, kind in zip(labels, types)]


def extends_with_defaults(old, new):
    """Whether every call `old` accepts, `new` accepts too: same name, result and effects, the
    same parameters in order, and every parameter it adds has a default value."""
    if old["printedName"].split("(")[0] != new["printedName"].split("(")[0]:
        return False
    if old["children"][0].get("printedName") != new["children"][0].get("printedName"):
        return False
    if any(old.get(flag, False) != new.get(flag, False) for flag in ("static", "throwing", "isAsync", "mutating")):
        return False
    remaining = parameters(new)
    for label, kind, has_default in parameters(old):
        while remaining and remaining[0][:2] != (label, kind):
            if not remaining[0][2]:
                return False
            remaining.pop(0)
        if not remaining or (has_default and not remaining[0][2]):
            return False
        remaining.pop(0)
    return all(has_default for _, _, has_default in remaining)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: api-compare.py OLD.json NEW.json BREAKAGE.txt")
    old, new = declarations(load(sys.argv[1])), declarations(load(sys.argv[2]))
    breakage = open(sys.argv[3], encoding="utf-8").read().splitlines()
    messages = [line.split("API breakage: ", 1)[1].strip() for line in breakage if "API breakage: " in line]
    functions_by_owner = {}
    for name, kind, node in new.values():
        if kind in ("Constructor", "Func"):
            functions_by_owner.setdefault(name.rsplit(".", 1)[0], []).append(node)
    old_functions = {name: node for name, kind, node in old.values() if kind in ("Constructor", "Func")}

    lines = []
    for message in messages:
        match = REMOVED.match(message)
        removed = old_functions.get(f"{match['owner']}.{match['name']}") if match else None
        replaced = removed is not None and any(extends_with_defaults(removed, candidate)
                                               for candidate in functions_by_owner.get(match["owner"], []))
        lines.append(f"compatible: {message}" if replaced else f"breaking: {message}")
    lines += [f"added: {new[key][0]} ({new[key][1]})" for key in new.keys() - old.keys()]
    if lines:
        print("\n".join(sorted(lines)))


main()
