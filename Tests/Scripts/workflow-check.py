#!/usr/bin/env python3
"""Reads GitHub Actions workflows and holds them to what this repository's CI must do.

usage: workflow-check.py [--self-test] WORKFLOW.yml...

The reader takes the block-style YAML subset workflows are written in: mappings, sequences
(`- item`, and `- key: value` items), plain, 'single'- and "double"-quoted scalars, `|` and `>`
block scalars, and comments. Anything else — tabs in indentation, flow collections (`[a, b]`,
`{a: b}`), anchors, aliases, tags, several documents, a duplicate key, a stray indent — is an
error naming `file:line`, so a file it accepts is YAML that means what it reads. Then every
workflow must be well formed (`on` and `jobs`; each job `runs-on` and `steps`; each step one of
`uses` or `run`; known keys only), every action and container image must be pinned to a full
version (`actions/checkout@v4.2.2`, `swift:6.3.1-noble`), and the workflows together must run
`make check` then `make consumer-check` on Linux and on macOS, and the drift check on its own.

--self-test first runs the reader and the checks on small broken inputs, each of which must be
refused with its expected message, so the check is known to be able to fail.
Exits 0 when everything holds, 1 with one line per problem otherwise.
"""
import re
import sys


class WorkflowError(Exception):
    """A problem at a line of a workflow."""

    def __init__(self, line, message):
        super().__init__(f"{line}: {message}" if line else message)
        self.line = line


PLAIN_START = set("?:,[]{}#&*!|>'\"%@`")
ESCAPES = {'"': '"', "\\": "\\", "/": "/", "n": "\n", "t": "\t"}


class Reader:
    """A recursive-descent reader of the subset, over the lines of one document."""

    def __init__(self, text):
        self.raw = text.split("\n")
        for number, line in enumerate(self.raw, 1):
            if re.match(r"^ *\t", line):
                raise WorkflowError(number, "a tab in indentation (YAML indents with spaces)")
        self.position = 0

    def document(self):
        if self.next_line() is None:
            raise WorkflowError(1, "the file is empty")
        value = self.node(0)
        if self.next_line() is not None:
            number, indent, _ = self.next_line()
            raise WorkflowError(number, f"unexpected indentation ({indent} spaces) after the document")
        return value

    # Lines: (1-based number, indent, content without comment), skipping blanks and comments.
    def next_line(self):
        while self.position < len(self.raw):
            text = self.raw[self.position]
            content = strip_comment(text).rstrip()
            if content.strip():
                if content.strip() in ("---", "...") or content.startswith("%"):
                    raise WorkflowError(self.position + 1, "document markers and directives are outside the subset")
                return self.position + 1, len(content) - len(content.lstrip(" ")), content.strip()
            self.position += 1
        return None

    def line_at(self, indent):
        """The next line when it is at `indent` (None when the block ended); deeper is an error."""
        line = self.next_line()
        if line is None or line[1] < indent:
            return None
        number, at, content = line
        if at > indent:
            raise WorkflowError(number, f"unexpected indentation ({at} spaces, expected {indent})")
        return number, content

    def node(self, minimum):
        number, indent, content = self.next_line()
        if indent < minimum:
            raise WorkflowError(number, "expected an indented value")
        return self.sequence(indent) if is_item(content) else self.mapping(indent)

    def mapping(self, indent, first=None):
        result = {}
        while True:
            if first is not None:
                number, content, first = first[0], first[1], None
            else:
                line = self.line_at(indent)
                if line is None:
                    return result
                number, content = line
                if is_item(content):
                    raise WorkflowError(number, "a sequence item where a mapping key was expected")
            self.position = number
            key, rest = split_key(content, number)
            if key in result:
                raise WorkflowError(number, f"duplicate key \"{key}\"")
            result[key] = self.value(rest, indent, number, allow_sequence_at_indent=True)

    def sequence(self, indent):
        result = []
        while True:
            line = self.line_at(indent)
            if line is None or not is_item(line[1]):
                return result
            number, content = line
            self.position = number
            rest = content[1:].strip()
            if rest and find_key_colon(rest) is not None:
                item_indent = indent + len(content) - len(rest)  # the column the item's keys align on
                result.append(self.mapping(item_indent, first=(number, rest)))
            else:
                result.append(self.value(rest, indent, number, allow_sequence_at_indent=False))

    def value(self, text, indent, number, allow_sequence_at_indent):
        if text and text[0] in "|>":
            if not re.fullmatch(r"[|>][-+]?", text):
                raise WorkflowError(number, f"unsupported block scalar header \"{text}\"")
            return self.block_scalar(indent, text, number)
        if text:
            return scalar(text, number)
        line = self.next_line()
        if line is None or line[1] < indent:
            return None
        if line[1] == indent:
            return self.sequence(indent) if allow_sequence_at_indent and is_item(line[2]) else None
        return self.node(indent + 1)

    def block_scalar(self, indent, header, number):
        lines = []
        block_indent = None
        while self.position < len(self.raw):
            text = self.raw[self.position]
            if text.strip():
                current = len(text) - len(text.lstrip(" "))
                if current <= indent:
                    break
                block_indent = current if block_indent is None else block_indent
                if current < block_indent:
                    raise WorkflowError(self.position + 1, "a block scalar line indented less than its first line")
                lines.append(text[block_indent:])
            else:
                lines.append("")
            self.position += 1
        if block_indent is None:
            raise WorkflowError(number, "an empty block scalar")
        while lines and not lines[-1]:
            lines.pop()
        joined = "\n".join(lines) if header[0] == "|" else " ".join(lines)
        return joined if header.endswith("-") else joined + "\n"


def is_item(content):
    """Whether a line's content starts a sequence item."""
    return content == "-" or content.startswith("- ")


def strip_comment(text):
    """The line without its comment: `#` at the start or after a space, outside quotes."""
    quote, index = None, 0
    while index < len(text):
        char = text[index]
        if quote == "'" and char == "'" and text[index + 1:index + 2] == "'":
            index += 1  # '' is a quote inside single quotes
        elif quote == '"' and char == "\\":
            index += 1  # an escape: the next character is taken as it is
        elif quote and char == quote:
            quote = None
        elif not quote and char in "'\"" and (index == 0 or text[index - 1] in " :-[{,"):
            quote = char
        elif not quote and char == "#" and (index == 0 or text[index - 1] == " "):
            return text[:index]
        index += 1
    return text


def find_key_colon(text):
    """The index of the `:` that ends a mapping key (followed by a space or the end), or None."""
    if text[0] in "'\"":
        close = text.find(text[0], 1)
        return close + 1 if close > 0 and text[close + 1:close + 2] == ":" and text[close + 2:close + 3] in ("", " ") else None
    match = re.search(r":( |$)", text)
    return match.start() if match else None


def split_key(content, number):
    colon = find_key_colon(content)
    if colon is None:
        raise WorkflowError(number, f"expected \"key: value\", found \"{content}\"")
    key = scalar(content[:colon].strip(), number)
    if not isinstance(key, str) or not key:
        raise WorkflowError(number, "an empty key")
    return key, content[colon + 1:].strip()


def scalar(text, number):
    if text[0] == '"':
        if len(text) < 2 or not text.endswith('"') or re.search(r'(?<!\\)(\\\\)*"', text[1:-1]):
            raise WorkflowError(number, f"a double-quoted scalar must end at its closing quote: {text}")
        for escape in re.findall(r"\\(.)", text[1:-1]):
            if escape not in ESCAPES:
                raise WorkflowError(number, f"the escape \\{escape} is outside the subset")
        return re.sub(r"\\(.)", lambda match: ESCAPES[match.group(1)], text[1:-1])
    if text[0] == "'":
        inner = text[1:-1]
        if len(text) < 2 or not text.endswith("'") or "'" in inner.replace("''", ""):
            raise WorkflowError(number, f"a single-quoted scalar must end at its closing quote: {text}")
        return inner.replace("''", "'")
    if text[0] in PLAIN_START or (text[0] == "-" and text[1:2] in ("", " ")):
        raise WorkflowError(number, f"\"{text[0]}\" cannot start a plain scalar in the subset (quote the value): {text}")
    if ": " in text:
        raise WorkflowError(number, f"\": \" inside a plain scalar (quote the value): {text}")
    return text


# What a workflow may hold, and what this repository's CI must do.
TOP_KEYS = {"name", "run-name", "on", "permissions", "env", "defaults", "concurrency", "jobs"}
JOB_KEYS = {"name", "runs-on", "container", "timeout-minutes", "steps", "needs", "env", "strategy",
            "permissions", "if", "defaults", "services", "continue-on-error", "outputs", "concurrency", "environment"}
STEP_KEYS = {"name", "id", "uses", "run", "with", "env", "if", "shell", "working-directory",
             "continue-on-error", "timeout-minutes"}
PINNED_ACTION = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@(v\d+\.\d+\.\d+|[0-9a-f]{40})$")
PINNED_IMAGE = re.compile(r"^[\w./-]+:\d+\.\d+(\.\d+)?[\w.-]*$")


def check_workflow(data):
    """The problems of one parsed workflow; answers its jobs for the repository-wide checks."""
    if not isinstance(data, dict):
        raise WorkflowError(None, "a workflow is a mapping")
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise WorkflowError(None, f"unknown top-level key \"{unknown[0]}\"")
    if "on" not in data or not isinstance(data.get("jobs"), dict) or not data["jobs"]:
        raise WorkflowError(None, "a workflow needs \"on\" and at least one job under \"jobs\"")
    for name, job in data["jobs"].items():
        where = f"job {name}"
        if not isinstance(job, dict):
            raise WorkflowError(None, f"{where} is not a mapping")
        unknown = sorted(set(job) - JOB_KEYS)
        if unknown:
            raise WorkflowError(None, f"{where}: unknown key \"{unknown[0]}\"")
        if not isinstance(job.get("runs-on"), str) or not isinstance(job.get("steps"), list) or not job["steps"]:
            raise WorkflowError(None, f"{where} needs \"runs-on\" and a list of \"steps\"")
        container = job.get("container")
        image = container.get("image") if isinstance(container, dict) else container
        if container is not None and not (isinstance(image, str) and PINNED_IMAGE.match(image)):
            raise WorkflowError(None, f"{where}: the container image must be pinned to a version, not {image!r}")
        for index, step in enumerate(job["steps"], 1):
            if not isinstance(step, dict):
                raise WorkflowError(None, f"{where}, step {index} is not a mapping")
            unknown = sorted(set(step) - STEP_KEYS)
            if unknown:
                raise WorkflowError(None, f"{where}, step {index}: unknown key \"{unknown[0]}\"")
            if ("uses" in step) == ("run" in step):
                raise WorkflowError(None, f"{where}, step {index} needs exactly one of \"uses\" and \"run\"")
            if "uses" in step and not PINNED_ACTION.match(str(step["uses"])):
                raise WorkflowError(None, f"{where}, step {index}: \"{step['uses']}\" is not pinned to a full version (owner/action@vX.Y.Z)")
    return data["jobs"]


def check_repository(jobs):
    """The workflows together run what this repository's CI must."""
    def commands(job):
        return [line.strip() for step in job["steps"] for line in str(step.get("run", "")).splitlines()]

    for system in ("ubuntu", "macos"):
        ran = [commands(job) for job in jobs.values() if job["runs-on"].startswith(system)]
        if not any("make check" in run and "make consumer-check" in run[run.index("make check"):] for run in ran):
            raise WorkflowError(None, f"no {system} job runs make check and then make consumer-check")
    if not any("make check-drift-only" in commands(job) for job in jobs.values()):
        raise WorkflowError(None, "no job runs the drift check on its own (make check-drift-only)")


def check_files(paths):
    jobs = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as file:
                data = Reader(file.read()).document()
            jobs.update({f"{path}:{name}": job for name, job in check_workflow(data).items()})
        except WorkflowError as error:
            raise WorkflowError(None, f"{path}:{error}" if error.line else f"{path}: {error}") from None
    check_repository(jobs)


GOOD = """\
name: CI   # a comment
on:
  push:
    branches:
    - main
  pull_request:
jobs:
  linux:
    runs-on: ubuntu-24.04
    container: swift:6.3.1-noble
    steps:
      - uses: actions/checkout@v4.2.2
        with:
          fetch-depth: 0
      - name: 'it''s # not a comment'
        run: |
          make check
          make consumer-check
  macos:
    runs-on: macos-15
    steps:
      - run: "make check"
      - run: make consumer-check
  drift:
    runs-on: ubuntu-24.04
    steps:
      - run: >-
          make check-drift-only
"""

BROKEN = [
    ("jobs:\n\tlinux:\n", "2: a tab in indentation"),
    ("on: push\njobs: [linux]\n", "2: \"[\" cannot start a plain scalar"),
    ("on: push\non: pull_request\n", "2: duplicate key \"on\""),
    ("on: push\n  jobs: x\n", "2: unexpected indentation"),
    ("on: push\njobs:\n  a: &anchor\n", "3: \"&\" cannot start a plain scalar"),
    ("---\non: push\n", "1: document markers"),
    ("on: \"unterminated\njobs: x\n", "1: a double-quoted scalar must end"),
    ("on: push\njobs:\n  a:\n    steps: |\n", "4: an empty block scalar"),
    ("on: push\njust words\n", "2: expected \"key: value\""),
    ("on: push\njobs:\n  a:\n    runs-on: x\n", "job a needs \"runs-on\" and a list of \"steps\""),
    ("on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: actions/checkout@v4\n",
     "\"actions/checkout@v4\" is not pinned"),
    ("on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: actions/checkout@v4.2.2\n        run: make\n",
     "step 1 needs exactly one of"),
    ("on: push\njobs:\n  a:\n    runs-on: x\n    container: swift:latest\n    steps:\n      - run: make\n",
     "the container image must be pinned"),
    ("on: push\njobs:\n  a:\n    runs-on: x\n    step:\n      - run: make\n", "unknown key \"step\""),
    (GOOD.replace("          make consumer-check\n", "          make consumer\n"), "no ubuntu job runs make check and then make consumer-check"),
    (GOOD.replace("make consumer-check\n  drift", "make consumer\n  drift"), "no macos job runs make check and then make consumer-check"),
    (GOOD.replace("make check-drift-only", "make check"), "no job runs the drift check on its own"),
]


def self_test():
    problems = []
    try:
        parsed = Reader(GOOD).document()
        check_repository(check_workflow(parsed))
    except WorkflowError as error:
        return [f"the sample workflow was refused: {error}"]
    expected_step = {"name": "it's # not a comment", "run": "make check\nmake consumer-check\n"}
    if parsed["jobs"]["linux"]["steps"][1] != expected_step or parsed["on"]["push"]["branches"] != ["main"] \
            or parsed["on"]["pull_request"] is not None or parsed["jobs"]["drift"]["steps"][0]["run"] != "make check-drift-only":
        problems.append(f"the sample workflow read wrong: {parsed}")
    for text, expected in BROKEN:
        try:
            check_repository(check_workflow(Reader(text).document()))
            problems.append(f"accepted a workflow it must refuse ({expected}):\n{text}")
        except WorkflowError as error:
            if expected not in str(error):
                problems.append(f"refused with \"{error}\", expected \"{expected}\"")
    return problems


def main():
    arguments = sys.argv[1:]
    problems = self_test() if "--self-test" in arguments else []
    paths = [argument for argument in arguments if argument != "--self-test"]
    if not paths:
        problems.append("no workflow files given")
    try:
        check_files(paths)
    except WorkflowError as error:
        problems.append(str(error))
    for problem in problems:
        print(f"workflow-check: {problem}")
    if problems:
        sys.exit(1)
    cases = f", and refused {len(BROKEN)} broken ones" if "--self-test" in arguments else ""
    print(f"workflow-check: {len(paths)} workflow file(s) read and checked{cases}")


main()
