#!/usr/bin/env python3
"""Turns the ```swift blocks of a README into Swift sources for the consumer check.

A block whose first line of code declares something (struct, class, enum, protocol, extension,
func, actor, typealias, import, or an attribute) goes to file scope as written. Any other block
is a run of statements and goes into its own `async throws` function that nothing calls. Each
block keeps its README line numbers through #sourceLocation, so the compiler's messages name
README.md:<line>. A block right after the line `<!-- consumer-check: skip -->` is left out.

usage: readme-examples.py README.md OUTPUT.swift [--break-one]

With --break-one, a line that cannot compile is put before the first line of the first block that
is compiled, and its README line number is printed as `broken line: N`, so the consumer check can
prove that a broken example fails the build and that the failure names the README line.
"""
import re
import sys

DECLARATION = re.compile(r"^(@\w+|(public |private |fileprivate |internal |final |nonisolated )*(struct|class|enum|protocol|extension|func|actor|typealias|import)\b)")
SKIP_MARKER = "<!-- consumer-check: skip -->"


def blocks(lines):
    """Yields (first line number, code lines) for every swift block not marked skip."""
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.strip() == "```swift":
            skipped = index > 0 and lines[index - 1].strip() == SKIP_MARKER
            start = index + 2  # 1-based number of the block's first code line
            body = []
            index += 1
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            if index == len(lines):
                sys.exit(f"README.md:{start - 1}: a ```swift block is never closed")
            if not skipped:
                yield start, body
        index += 1


def main():
    readme, output = sys.argv[1], sys.argv[2]
    break_one = "--break-one" in sys.argv[3:]
    lines = open(readme, encoding="utf-8").read().split("\n")
    parts = ["import Foundation", "import Hey", ""]
    count = 0
    for start, body in blocks(lines):
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
    open(output, "w", encoding="utf-8").write("\n".join(parts) + "\n")
    print(f"consumer-check: {count} README blocks extracted")


main()
