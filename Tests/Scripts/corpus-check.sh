#!/usr/bin/env bash
# make corpus-check: every published OpenAPI document of the test corpus
# ($SHARED/reference/openapi/<name>/openapi.json, described by the README.md there) is rendered
# into a scratch folder and built on its own with warnings as errors. One line per document:
# operations and types rendered, the share of typed operations (neither body nor answer any JSON
# value), the warnings by kind, and the seconds generating and building took. Then the
# document's loopback probe (Tests/Corpus/<name>.swift, with Tests/Corpus/ProbeSupport.swift and
# HeyTestSupport's loopback server) is built into the package and run: it sends one read and one
# write through the SDK to 127.0.0.1 and checks the URL, headers, credentials and body that arrive.
#
# It fails when a document does not render, its package does not build, fewer than
# $MIN_TYPED percent of its operations are typed, it has no probe, or its probe fails. Without the corpus folder it says, in one line,
# that it did not run.
#
#   Tests/Scripts/corpus-check.sh GENERATOR [SHARED] [NAME...]   only the documents NAME…, when given
#   CORPUS_KEEP=1 keeps the scratch folder (its path is printed) to look at the packages.
set -uo pipefail
generator="$1"
shared="${2:-../shared}"
shift 2 || shift $#
corpus="$shared/reference/openapi"
MIN_TYPED="${MIN_TYPED:-95}"

if [ ! -d "$corpus" ]; then
    echo "corpus check not run: $corpus not found (set HEY_SHARED_DIR)"
    exit 0
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/hey-corpus-check.XXXXXX")"
if [ -n "${CORPUS_KEEP:-}" ]; then echo "corpus-check: the packages are kept in $work"; else trap 'rm -rf "$work"' EXIT; fi
repository="$(cd "$(dirname "$0")/../.." && pwd)"

# How a document that is not HEY's is rendered: as published, with the generic profile (module
# and client named after its title), as a user would.
generate=("$generator" generate --profile generic)

# probe NAME OUT: adds the loopback probe of NAME to the package in OUT, builds and runs it.
probe() {
    local name="$1" out="$2" module
    if [ ! -f "$repository/Tests/Corpus/$name.swift" ]; then
        echo "  no loopback probe: add Tests/Corpus/$name.swift"
        return 1
    fi
    module=$(sed -nE 's/^    name: "([A-Za-z0-9_]+)",$/\1/p' "$out/Package.swift" | head -1)
    mkdir -p "$out/Sources/CorpusProbe"
    cp "$repository/Tests/Corpus/ProbeSupport.swift" "$repository/Tests/Corpus/$name.swift" "$out/Sources/CorpusProbe/"
    cp -R "$repository/Sources/HeyTestSupport" "$out/Sources/HeyTestSupport"
    python3 - "$out/Package.swift" "$module" <<'PYTHON'
import sys
path, module = sys.argv[1], sys.argv[2]
text = open(path).read()
anchor = f'.target(name: "{module}Dispatch", dependencies: ["{module}"]),'
assert anchor in text, f"{path}: no {anchor}"
text = text.replace(anchor, anchor + '\n        .target(name: "HeyTestSupport"),'
                    + f'\n        .executableTarget(name: "CorpusProbe", dependencies: ["{module}", "HeyTestSupport"]),', 1)
open(path, "w").write(text)
PYTHON
    if ! (cd "$out" && swift build -Xswiftc -warnings-as-errors --product CorpusProbe > "$work/$name.probe-build" 2>&1); then
        echo "  the loopback probe does not build:"
        grep -E "error:" "$work/$name.probe-build" | sort -u | head -20 | sed 's/^/  /'
        return 1
    fi
    (cd "$out" && swift run --skip-build CorpusProbe) 2>&1 | sed 's/^/  /'
    return "${PIPESTATUS[0]}"
}

# The kind of each warning of a log, counted: `743 nested-renamed, 161 json, …`.
warning_kinds() {
    python3 - "$1" <<'PYTHON'
import collections, re, sys
kinds = [
    ("json", r"is read as JSONValue|read as any JSON value|is read as a JSONValue"),
    ("schema-renamed", r"^schema .* its type is "),
    ("type-renamed", r"^the type of .* would be "),
    ("nested-renamed", r"^the (enum|struct|union) (of member|nested for) "),
    ("name-settled", r" would become | both become | is renamed|named by its whole operationId"),
    ("convenience-left-out", r"^left out "),
    ("not-sent", r"cannot be sent|cannot send|is left out|is dropped|takes no body"),
    ("untagged", r"has no tag"),
    ("openapi-3.0-keyword", r"^nullable is |^a boolean exclusiveM"),
    ("no-behavior-model", r"^not found: every operation's behaviour"),
    ("discriminator", r"discriminated variant|discriminator"),
    ("no-2xx", r"has no 2xx response"),
    ("ignored-keyword", r" is ignored| ignored$|keeps its properties|is kept"),
]
counts = collections.Counter()
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    if ": warning: " not in line:
        continue
    message = line.split(": warning: ", 1)[1].strip()
    for kind, pattern in kinds:
        if re.search(pattern, message):
            break
    else:
        words = re.findall(r"\b[a-z]+\b", re.sub(r'"[^"]*"|`[^`]*`', "", message))
        kind = "-".join(words[:3]) or "other"
    counts[kind] += 1
print(", ".join(f"{n} {kind}" for kind, n in counts.most_common()) or "none")
PYTHON
}

seconds_since() { python3 -c "import sys, time; print(f'{time.time() - float(sys.argv[1]):.1f}')" "$1"; }

failed=0
checked=0
for folder in "$corpus"/*/; do
    name="$(basename "$folder")"
    [ -f "$folder/openapi.json" ] || continue
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
    checked=$((checked + 1))
    out="$work/$name"
    start=$(date +%s.%N)
    if ! "${generate[@]}" --spec "$folder" --output "$out" > "$work/$name.summary" 2> "$work/$name.log"; then
        echo "corpus $name: does not render"
        grep -v ": warning: \|: note: " "$work/$name.log" | head -20 | sed 's/^/  /'
        failed=1
        continue
    fi
    generated=$(seconds_since "$start")
    summary="$(tail -1 "$work/$name.summary")"
    # generated 1431 models, 40 services, 288 operations (288 typed): …
    types=$(sed -E 's/^generated ([0-9]+) models.*/\1/' <<< "$summary")
    operations=$(sed -E 's/.* ([0-9]+) operations \(.*/\1/' <<< "$summary")
    typed=$(sed -E 's/.* operations \(([0-9]+) typed.*/\1/' <<< "$summary")
    percent=$(python3 -c "import sys; o, t = int(sys.argv[1]), int(sys.argv[2]); print(f'{(100 * t / o) if o else 100:.1f}')" "$operations" "$typed")
    kinds="$(warning_kinds "$work/$name.log")"
    start=$(date +%s.%N)
    if (cd "$out" && swift build -Xswiftc -warnings-as-errors > "$work/$name.build" 2>&1); then
        built="build $(seconds_since "$start") s"
    else
        built="BUILD FAILED after $(seconds_since "$start") s"
        failed=1
    fi
    echo "corpus $name: $operations operations, $types types, $percent% typed ($typed); warnings: $kinds; generate $generated s, $built"
    if [[ "$built" == BUILD* ]]; then
        grep -E "error:" "$work/$name.build" | sort -u | head -20 | sed 's/^/  /'
    elif ! probe "$name" "$out"; then
        failed=1
    fi
    if python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$percent" "$MIN_TYPED"; then
        echo "  below $MIN_TYPED% typed"
        failed=1
    fi
done
if [ "$checked" -eq 0 ]; then
    echo "corpus check not run: no <name>/openapi.json in $corpus${1:+ matching $*}"
    exit 1
fi
if [ "$failed" -ne 0 ]; then
    echo "corpus-check: failed (see above)"
    exit 1
fi
echo "corpus-check: $checked documents render and build, each at least $MIN_TYPED% typed, and each probe's read and write arrive as expected"
