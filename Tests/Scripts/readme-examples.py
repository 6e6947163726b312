#!/usr/bin/env python3
"""Turns the ```swift blocks of the README and the documentation's articles into Swift sources for
the consumer check.

A block whose first line of code declares something (struct, class, enum, protocol, extension,
func, actor, typealias, import, or an attribute) goes to file scope as written. Any other block
is a run of statements and goes into its own `async throws` function that nothing calls. Each
block keeps its file's line numbers through #sourceLocation, so the compiler's messages name
FILE.md:<line> (the path as given). A block right after the line `<!-- consumer-check: skip -->` is left out; a block
right after `<!-- consumer-check: tests -->` is an app's test and goes to TESTS.swift instead,
which the consumer check compiles in a test target with HeyTesting and Swift Testing.

usage: readme-examples.py --output OUTPUT.swift [--tests TESTS.swift] [--break-one] FILE.md...

With --break-one, a line that cannot compile is put before the first line of the first block that
is compiled, and its place is printed as `broken line: FILE.md:N`, so the consumer check can
prove that a broken example fails the build and that the failure names the line. Blocks of all
the files share one module, so what they declare must not clash.
"""
import re
import sys

DECLARATION = re.compile(r"^(@\w+|(public |private |fileprivate |internal |final |nonisolated )*(struct|class|enum|protocol|extension|func|actor|typealias|import)\b)")
SKIP_MARKER = "<!-- consumer-check: skip -->"
TESTS_MARKER = "<!-- consumer-check: tests -->"


def blocks(name, lines):
    """Yields (first line number, code lines, whether it is a test) for every swift block not
    marked skip."""
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.strip() == "```swift":
            marker = lines[index - 1].strip() if index > 0 else ""
            skipped = marker == SKIP_MARKER
            start = index + 2  # 1-based number of the block's first code line
            body = []
            index += 1
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            if index == len(lines):
                sys.exit(f"{name}:{start - 1}: a ```swift block is never closed")
            if not skipped:
                yield start, body, marker == TESTS_MARKER
        index += 1


def main():
    arguments = sys.argv[1:]
    break_one = "--break-one" in arguments
    options = {}
    sources = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument in ("--output", "--tests"):
            if index + 1 == len(arguments):
                sys.exit(f"readme-examples.py: {argument} needs a file")
            options[argument] = arguments[index + 1]
            index += 2
            continue
        if argument.startswith("--") and argument != "--break-one":
            sys.exit(f"readme-examples.py: unknown option {argument}")
        if argument != "--break-one":
            sources.append(argument)
        index += 1
    if "--output" not in options or not sources:
        sys.exit(__doc__.strip().split("usage: ")[1].splitlines()[0])
    output, tests_output = options["--output"], options.get("--tests")
    files = {False: ["import Foundation", "import Hey", ""],
             True: ["import Foundation", "import Hey", "import HeyTesting", "import Testing", ""]}
    count = 0
    found = []
    for name in sources:
        lines = open(name, encoding="utf-8").read().split("\n")
        found.extend((name, start, body, is_test) for start, body, is_test in blocks(name, lines))
    for name, start, body, is_test in found:
        if is_test and tests_output is None:
            sys.exit(f"{name}:{start - 1}: a block marked as a test, but no --tests file to put it in")
        parts = files[is_test]
        count += 1
        if break_one and count == 1:
            body = ['let brokenOnPurpose: Int = "not a number"'] + body
            start -= 1
            print(f"broken line: {name}:{start}")
        code = [line for line in body if line.strip() and not line.strip().startswith("//")]
        is_declaration = bool(code) and DECLARATION.match(code[0].strip()) is not None
        if is_declaration:
            parts.append(f'#sourceLocation(file: "{name}", line: {start})')
            parts.extend(body)
        else:
            parts.append(f"func readmeExample{count}() async throws {{")
            parts.append(f'#sourceLocation(file: "{name}", line: {start})')
            parts.extend(body)
            parts.append("#sourceLocation()")
            parts.append("}")
        parts.append("#sourceLocation()")
        parts.append("")
    if count == 0:
        sys.exit(f"no ```swift blocks to compile in {', '.join(sources)}")
    open(output, "w", encoding="utf-8").write("\n".join(files[False]) + "\n")
    if tests_output is not None:
        open(tests_output, "w", encoding="utf-8").write("\n".join(files[True]) + "\n")
    print(f"consumer-check: {count} blocks extracted from {len(sources)} files")


main()
