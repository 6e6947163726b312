#!/usr/bin/env python3
"""Turns the ```swift blocks of a README into Swift sources for the consumer check.

A block whose first line of code declares something (struct, class, enum, protocol, extension,
func, actor, typealias, import, or an attribute) goes to file scope as written. Any other block
is a run of statements and goes into its own `async throws` function that nothing calls. Each
block keeps its README line numbers through #sourceLocation, so the compiler's messages name
README.md:<line>. A block right after the line `<!-- consumer-check: skip -->` is left out; a block
right after `<!-- consumer-check: tests -->` is an app's test and goes to TESTS.swift instead,
which the consumer check compiles in a test target with HeyTesting and Swift Testing.

usage: readme-examples.py README.md OUTPUT.swift [--tests TESTS.swift] [--break-one]

With --break-one, a line that cannot compile is put before the first line of the first block that
is compiled, and its README line number is printed as `broken line: N`, so the consumer check can
prove that a broken example fails the build and that the failure names the README line.
"""
import re
import sys

DECLARATION = re.compile(r"^(@\w+|(public |private |fileprivate |internal |final |nonisolated )*(struct|class|enum|protocol|extension|func|actor|typealias|import)\b)")
SKIP_MARKER = "<!-- consumer-check: skip -->"
TESTS_MARKER = "<!-- consumer-check: tests -->"


def blocks(lines):
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
                sys.exit(f"README.md:{start - 1}: a ```swift block is never closed")
            if not skipped:
                yield start, body, marker == TESTS_MARKER
        index += 1


def main():
    readme, output = sys.argv[1], sys.argv[2]
    options = sys.argv[3:]
    break_one = "--break-one" in options
    tests_output = options[options.index("--tests") + 1] if "--tests" in options[:-1] else None
    lines = open(readme, encoding="utf-8").read().split("\n")
    files = {False: ["import Foundation", "import Hey", ""],
             True: ["import Foundation", "import Hey", "import HeyTesting", "import Testing", ""]}
    count = 0
    for start, body, is_test in blocks(lines):
        if is_test and tests_output is None:
            sys.exit(f"README.md:{start - 1}: a block marked as a test, but no --tests file to put it in")
        parts = files[is_test]
        count += 1
        if break_one and count == 1:
            body = ['let brokenOnPurpose: Int = "not a number"'] + body
            start -= 1
            print(f"broken line: {start}")
        code = [line for line in body if line.strip() and not line.strip().startswith("//")]
        is_declaration = bool(code) and DECLARATION.match(code[0].strip()) is not None
        if is_declaration:
            parts.append(f'#sourceLocation(file: "README.md", line: {start})')
            parts.extend(body)
        else:
            parts.append(f"func readmeExample{count}() async throws {{")
            parts.append(f'#sourceLocation(file: "README.md", line: {start})')
            parts.extend(body)
            parts.append("#sourceLocation()")
            parts.append("}")
        parts.append("#sourceLocation()")
        parts.append("")
    if count == 0:
        sys.exit("README.md has no ```swift blocks to compile")
    open(output, "w", encoding="utf-8").write("\n".join(files[False]) + "\n")
    if tests_output is not None:
        open(tests_output, "w", encoding="utf-8").write("\n".join(files[True]) + "\n")
    print(f"consumer-check: {count} README blocks extracted")


main()
