#!/usr/bin/env bash
# make variant-check: variant SDKs for HEY model versions other than spec/. Each is rendered with
# --spec/--output into a temporary folder (never strictly: a published model has warnings) and
# built on its own with warnings as errors; for each the diff against spec/ is printed.
#
#   published 2026-10-05  ../shared/reference/hey, as HEY publishes it
#   2026-08-21b           ../shared/reference/hey-versions/2026-08-21b, as published
#   older                 spec/ without Calendar Events, Extenzions and SchedulePostingsBubbleUp,
#                         and a member a convenience reads renamed (Tests/Scripts/variants.py)
#   retyped               spec/ with members the conveniences read retyped (an object made an
#                         array, a string an integer, a $ref pointed elsewhere) and an enum
#                         value a convenience names removed; the conveniences relying on them
#                         must be left out, saying why (Tests/Scripts/variants.py)
#   next                  spec/ plus the Smithy constructs golden spec, an unknown extension and
#                         a renamed member; a probe then reads and writes every construct
#   awkward-names         Tests/HeyGeneratorKitTests/Fixtures/Specs/awkward-names: members,
#                         parameters, cases, a route and a schema named like Swift keywords (and
#                         like what the generated code uses: context, items, value), with its own names.toml
#
# Without ../shared the two published versions are not run, and one line says so.
set -euo pipefail
generator="$1"
shared="${2:-../shared}"
repository="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/hey-variant-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$repository"

# render NAME SPEC_DIR [NAMES_FILE]: renders into $work/NAME, keeping the summary in $work/NAME.log.
render() {
    "$generator" generate --spec "$2" ${3:+--names "$3"} --output "$work/$1" 2> "$work/$1.log" | tee -a "$work/$1.log"
    local warnings notes left
    warnings=$(grep -c ": warning: " "$work/$1.log" || true)
    notes=$(grep -c ": note: " "$work/$1.log" || true)
    left=$(grep -c ": warning: left out " "$work/$1.log" || true)
    echo "variant $1: $warnings warnings ($left conveniences left out), $notes notes"
    grep ": warning: left out " "$work/$1.log" | sed 's/^/  /' || true
}

build() {
    (cd "$work/$1" && swift build -Xswiftc -warnings-as-errors 2>&1 | grep -E "error|warning:|Build complete") || {
        echo "variant-check: the $1 variant does not build"; exit 1; }
}

if [ -d "$shared/reference/hey" ] && [ -d "$shared/reference/hey-versions/2026-08-21b" ]; then
    for version in "published-2026-10-05:$shared/reference/hey" "2026-08-21b:$shared/reference/hey-versions/2026-08-21b"; do
        name="${version%%:*}"; folder="${version#*:}"
        render "$name" "$folder"
        build "$name"
        "$generator" diff spec "$folder" | tail -1 | sed "s/^/diff spec $name: /"
    done
else
    echo "published HEY versions not run: $shared/reference/hey or hey-versions/2026-08-21b not found (set HEY_SHARED_DIR)"
fi

python3 Tests/Scripts/variants.py older spec "$work/older-spec"
render older "$work/older-spec"
postings="$work/older/Sources/Hey/Extensions/PostingsService+Conveniences.swift"
grep -q "public func markPostingsSeen(postingIds: \[Int\])" "$postings" || { echo "variant-check: older lost markPostingsSeen"; exit 1; }
if grep -q "func schedulePostingsBubbleUp" "$postings" || grep -rqE "^(extension|public struct) (CalendarEventsService|CreateCalendarEventParams)" "$work/older/Sources/Hey"; then
    echo "variant-check: older still has what its model lacks"; exit 1
fi
build older
"$generator" diff spec "$work/older-spec" | tail -1 | sed "s/^/diff spec older: /"

python3 Tests/Scripts/variants.py retyped spec "$work/retyped-spec"
render retyped "$work/retyped-spec"
for expected in "DirectUpload.direct_upload is \[DirectUploadTarget\] here, where the convenience relies on DirectUploadTarget" \
                "Box.kind is integer here, where the convenience relies on string" \
                "Identity.all_users is \[Contact\]? here, where the convenience relies on \[User\]?" \
                "Recording.type has no value Calendar::Event here"; do
    grep -q ": warning: left out .*$expected" "$work/retyped.log" || {
        echo "variant-check: retyped did not leave out what relies on: $expected"; exit 1; }
done
build retyped
"$generator" diff spec "$work/retyped-spec" | tail -1 | sed "s/^/diff spec retyped: /"

python3 Tests/Scripts/variants.py next spec Tests/HeyGeneratorKitTests/Golden/smithy-constructs/spec "$work/next-spec"
render next "$work/next-spec"
grep -q 'note: unknown extension "x-hey-rate-class"' "$work/next.log"
mkdir -p "$work/next/Sources/VariantProbe"
cp Tests/Scripts/variant-probe/main.swift "$work/next/Sources/VariantProbe/main.swift"
python3 - "$work/next/Package.swift" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path).read()
text = text.replace('.target(name: "Hey"),', '.target(name: "Hey"),\n        .executableTarget(name: "VariantProbe", dependencies: ["Hey"]),', 1)
open(path, "w").write(text)
PYTHON
build next
(cd "$work/next" && swift run --skip-build VariantProbe)
"$generator" diff spec "$work/next-spec" | tail -1 | sed "s/^/diff spec next: /"

awkward=Tests/HeyGeneratorKitTests/Fixtures/Specs/awkward-names
render awkward-names "$awkward" "$awkward/names.toml"
build awkward-names
echo "variant-check: every variant renders and builds on its own"
