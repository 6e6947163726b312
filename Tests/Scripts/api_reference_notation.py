"""Reads the normalized notation of HEY Swift SDK 0.34's API inventory (API.md).

Used by api-reference-check.py. Each checked line of API.md is `- M `decl`` (M one of = ~ > x,
a status against an older Output/ that the check ignores); `-   `decl`` lines (the stale
Operation.swift section), `- note:` lines and `- (no public declarations)` are not checked. The
notation is described in API.md's "Notation" section; parse_decl() turns one decl into a Decl
and raises NotationError for anything it does not understand, so no line is skipped silently.
"""
import re
from dataclasses import dataclass, field

FLAGS = {"req", "has default impl", "ext", "final", "convenience", "required", "mutating",
         "@discardableResult", "open"}
RAW_TYPES = {"String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
             "UInt32", "UInt64", "Double", "Float", "Character"}
CHECKED = re.compile(r"^- [=~>x] `(?P<decl>.*)`$")
UNCHECKED = re.compile(r"^- note:|^-   `|^- \(no public declarations\)$")
OWNER = r"[A-Z]\w*(?:\.[A-Z]\w*)*"
IDENT = r"[A-Za-z_]\w*"
OPERATOR = r"[=!<>+\-*/%&|^~?.]+"


class NotationError(ValueError):
    pass


@dataclass
class Param:
    label: str | None  # None: no argument label
    name: str
    type: str  # as written, with `inout ` and a trailing `...`
    default: str | None = None

    @property
    def inout(self):
        return self.type.startswith("inout ")

    @property
    def variadic(self):
        return self.type.endswith("...")

    @property
    def value_type(self):
        """The type of one argument: without `inout` and `...`."""
        t = self.type[len("inout "):] if self.inout else self.type
        return t[:-3] if t.endswith("...") else t


@dataclass
class Decl:
    text: str
    kind: str  # type case property function init subscript operator
    line: int = 0
    section: str = ""
    area: str = ""
    owner: str | None = None
    name: str = ""
    static: bool = False
    generics: list = field(default_factory=list)  # [(name, constraint or None)]
    params: list = field(default_factory=list)
    result: str | None = None  # None: Void
    is_async: bool = False
    throws: bool = False
    flags: set = field(default_factory=set)
    keyword: str = ""  # type: struct class enum protocol
    conformances: list = field(default_factory=list)
    prop_type: str = ""
    settable: bool = False
    value: str | None = None  # `(= value)`
    facts: dict | None = None  # Routes.x: the parenthesised route facts
    payload: list | None = None  # case: [(label or None, type)]
    raw: str | None = None  # case: explicit raw value


def area_of(section):
    if section.startswith("Generated/"):
        return "generated"
    if section.startswith("Services/"):
        return "conveniences"
    if "/" not in section:
        return "runtime"
    raise NotationError(f"section {section!r} is in no known area")


def read_api(text):
    """(declarations, errors): every checked line of API.md as a Decl, and one message per line
    that is neither a declaration nor one of the unchecked forms."""
    decls, errors, section = [], [], None
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("### "):
            section = line[4:].strip()
            continue
        if line.startswith("#"):
            section = None
            continue
        if section is None or not line.startswith("-"):
            continue
        match = CHECKED.match(line)
        if not match:
            if not UNCHECKED.match(line):
                errors.append(f"API.md:{number}: not a declaration line: {line}")
            continue
        try:
            decl = parse_decl(match["decl"])
            decl.line, decl.section, decl.area = number, section, area_of(section)
            decls.append(decl)
        except NotationError as error:
            errors.append(f"API.md:{number}: cannot parse `{match['decl']}`: {error}")
    return decls, errors


# Splitting at top level: brackets, generic angle brackets and string literals nest.

def scan(text):
    """Yields (index, char, depth), depth being the nesting around the char: (), [], {}, a
    generic argument list (a `<` right after a name) and a string literal each nest."""
    stack, i, quote = [], 0, False
    while i < len(text):
        c, depth = text[i], len(stack)
        if quote:
            yield i, c, depth + 1
            if c == "\\":
                i += 1
            quote = c != '"'
        elif c == '"':
            quote = True
            yield i, c, depth
        elif text.startswith("->", i):
            yield i, c, depth
            yield i + 1, ">", depth
            i += 1
        elif c in "([{" or (c == "<" and i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")):
            stack.append(c)
            yield i, c, depth
        elif c in ")]}" or (c == ">" and stack[-1:] == ["<"]):
            if not stack or "([{<"[")]}>".index(c)] != stack.pop():
                raise NotationError(f"unbalanced brackets in {text!r}")
            yield i, c, depth - 1
        else:
            yield i, c, depth
        i += 1
    if stack or quote:
        raise NotationError(f"unbalanced brackets in {text!r}")


def split_top(text, sep=","):
    parts, start = [], 0
    for i, c, depth in scan(text):
        if depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i].strip())
            start = i + len(sep)
    last = text[start:].strip()
    if last or parts:
        parts.append(last)
    return parts


def find_top(text, needle):
    for i, c, depth in scan(text):
        if depth == 0 and text.startswith(needle, i):
            return i
    return -1


def matching(text, open_index):
    """Index of the bracket closing the one at open_index."""
    target = None
    for i, c, depth in scan(text):
        if i == open_index:
            target = depth
        elif target is not None and i > open_index and c in ")]}>" and depth == target:
            return i
    raise NotationError(f"no closing bracket in {text!r}")


# Declarations.

def parse_decl(decl):
    decl = decl.strip()
    m = re.match(rf"^(struct|class|enum|protocol) ({OWNER})(<.*?>)?(?:: (.+?))?(?: \[([^\]]*)\])?$", decl)
    if m:
        return Decl(decl, "type", name=m[2], keyword=m[1], generics=parse_generics(m[3]),
                    conformances=split_top(m[4]) if m[4] else [], flags=parse_flags(m[5]))
    if decl.startswith("case "):
        return parse_case(decl)
    static = decl.startswith("static ")
    body = decl[len("static "):] if static else decl
    m = re.match(rf"^({OWNER})\.({IDENT}): ", body)
    if m and "{get" in body:
        return parse_property(decl, body, m, static)
    m = re.match(rf"^(?:({OWNER})\.)?({IDENT}|{OPERATOR})(<[^(]*>)?\(", body)
    if m:
        return parse_function(decl, body, m, static)
    raise NotationError("not a type, case, property, function, initializer or subscript")


def parse_generics(text):
    if not text:
        return []
    found = []
    for part in split_top(text[1:-1]):
        name, _, constraint = part.partition(":")
        if not re.fullmatch(IDENT, name.strip()):
            raise NotationError(f"bad generic parameter {part!r}")
        found.append((name.strip(), constraint.strip() or None))
    return found


def parse_flags(text):
    if text is None:
        return set()
    flags = {f.strip() for f in text.split(",")}
    unknown = flags - FLAGS
    if unknown:
        raise NotationError(f"unknown flags {sorted(unknown)}")
    return flags


def strip_flags(text):
    """(text without trailing flags, flags): ` [ext]` at the end, or flags merged into an array
    or dictionary result (`[String: Int, ext]`)."""
    text = text.strip()
    m = re.search(r"(?:^| )\[([^\[\]]*)\]$", text)
    if m and all(f.strip() in FLAGS for f in m[1].split(",")):
        return text[:m.start()].rstrip(), parse_flags(m[1])
    if text.endswith("]"):
        start = _open_of_last(text)
        if start is not None:
            items = split_top(text[start + 1:-1])
            flags = []
            while len(items) > 1 and items[-1] in FLAGS:
                flags.insert(0, items.pop())
            if flags:
                return text[:start] + "[" + ", ".join(items) + "]", set(flags)
    return text, set()


def _open_of_last(text):
    for i, c, depth in scan(text):
        if c == "[" and depth == 0 and matching(text, i) == len(text) - 1:
            return i
    return None


def parse_case(decl):
    m = re.match(rf"^case ({OWNER})\.({IDENT})(.*)$", decl)
    if not m:
        raise NotationError("bad enum case")
    rest, payload, raw = m[3], None, None
    if rest.startswith("("):
        close = matching(rest, 0)
        payload = []
        for part in split_top(rest[1:close]):
            colon = find_top(part, ": ")
            if colon > 0 and re.fullmatch(IDENT, part[:colon]):
                payload.append((part[:colon], part[colon + 2:].strip()))
            else:
                payload.append((None, part))
        rest = rest[close + 1:]
    rest = rest.strip()
    if rest:
        r = re.fullmatch(r"\(= (.+)\)", rest)
        if not r:
            raise NotationError(f"unexpected {rest!r} after the case")
        raw = r[1]
    return Decl(decl, "case", owner=m[1], name=m[2], payload=payload, raw=raw)


def parse_property(decl, body, m, static):
    rest = body[m.end():]
    g = re.search(r" \{(get|get set)\}", rest)
    if not g:
        raise NotationError("property without {get} or {get set}")
    prop_type, after = rest[:g.start()].strip(), rest[g.end():].strip()
    if prop_type.endswith(" (inferred)"):
        prop_type = prop_type[:-len(" (inferred)")].strip()
    result = Decl(decl, "property", owner=m[1], name=m[2], static=static, prop_type=prop_type,
                  settable=g[1] == "get set")
    if after.startswith("("):
        close = matching(after, 0)
        inside, after = after[1:close].strip(), after[close + 1:].strip()
        if inside.startswith("= "):
            result.value = inside[2:].strip()
        elif inside == "has initial value":
            pass
        elif result.owner == "Routes":
            result.facts = parse_route_facts(inside)
        else:
            raise NotationError(f"unexpected ({inside})")
    if after:
        result.flags = parse_flags(re.fullmatch(r"\[(.*)\]", after)[1]) if re.fullmatch(r"\[.*\]", after) else None
        if result.flags is None:
            raise NotationError(f"unexpected {after!r} after the property")
    return result


def parse_route_facts(text):
    """`GetBox GET /boxes/{boxId}; service Boxes; pagination .link, pageParameter "page"`."""
    parts = [p.strip() for p in text.split(";")]
    head = parts[0].split()
    if len(head) != 3:
        raise NotationError(f"route facts start with `Id METHOD /path`, not {parts[0]!r}")
    facts = {"id": head[0], "method": head[1], "path": head[2]}
    for part in parts[1:]:
        for item in split_top(part):
            key, _, value = item.partition(" ")
            if key not in ("service", "pagination", "pageParameter", "emptyOn", "html", "lenientSuccess"):
                raise NotationError(f"unknown route fact {item!r}")
            facts[key] = value.strip() if value else True
    if "service" not in facts:
        raise NotationError("route facts without a service")
    return facts


def parse_function(decl, body, m, static):
    owner, name = m[1], m[2]
    generics = parse_generics(m[3])
    open_index = m.end() - 1
    close = matching(body, open_index)
    params = [parse_param(p, name == "subscript") for p in split_top(body[open_index + 1:close])]
    rest, flags = strip_flags(body[close + 1:])
    result = None
    arrow = rest.find("->")
    if arrow >= 0:
        result, rest = rest[arrow + 2:].strip(), rest[:arrow].strip()
    effects = rest.split()
    if any(e not in ("async", "throws", "rethrows") for e in effects):
        raise NotationError(f"unexpected {rest!r} before the result")
    kind = {"init": "init", "subscript": "subscript"}.get(name, "function")
    if re.fullmatch(OPERATOR, name):
        kind = "operator"
    if owner is None and (kind != "function" or static):
        raise NotationError(f"{name} needs an owner")
    return Decl(decl, kind, owner=owner, name=name, static=static, generics=generics,
                params=params, result=result, is_async="async" in effects,
                throws="throws" in effects or "rethrows" in effects, flags=flags)


def parse_param(text, subscript=False):
    eq = find_top(text, " = ")
    default = text[eq + 3:].strip() if eq >= 0 else None
    text = text[:eq] if eq >= 0 else text
    colon = find_top(text, ": ")
    if colon < 0:
        raise NotationError(f"parameter without a type: {text!r}")
    words, ptype = text[:colon].split(), text[colon + 2:].strip()
    if len(words) == 1 and re.fullmatch(IDENT, words[0]):
        label = None if subscript else words[0]
        return Param(label, words[0], ptype, default)
    if len(words) == 2 and all(re.fullmatch(IDENT, w) for w in words):
        return Param(None if words[0] == "_" else words[0], words[1], ptype, default)
    raise NotationError(f"bad parameter {text!r}")
