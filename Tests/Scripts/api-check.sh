#!/usr/bin/env bash
# make api-check BASE=vX.Y.Z: the version bump the Swift API of Hey needs since the release BASE,
# and whether the spec's changes say the same. Run it from the repository root before tagging.
#
# 1. Swift: `swift package diagnose-api-breaking-changes BASE --products Hey` builds BASE and the
#    working tree and lists what it calls breaking. api-compare.py reads that list beside
#    swift-api-digester dumps of both: a reported break that source code does not feel (an
#    initializer or function that gained parameters with default values, as a model does when
#    the spec adds an optional member) is counted as compatible, and declarations only the
#    working tree has as added. Any other break needs a minor bump (the pre-1.0 policy); else
#    anything compatible or added needs a patch; else none.
# 2. Spec: `hey-generator diff` between BASE's spec/ and the working tree's; its last line is
#    `bump: minor`, `bump: patch` or `bump: none`.
# 3. Both verdicts are printed, and the check fails when they disagree.
#
# usage: api-check.sh BASE GENERATOR
# SWIFT (default swift) and SWIFT_FLAGS (default -Xswiftc -warnings-as-errors, as make check
# builds) say how to build; API baselines are kept in .build/api-baselines for the next run.
set -euo pipefail
base="${1:-}"
generator="${2:-}"
swift="${SWIFT:-swift}"
read -r -a flags <<< "${SWIFT_FLAGS:--Xswiftc -warnings-as-errors}"
if [ -z "$base" ] || [ -z "$generator" ]; then
    echo "usage: make api-check BASE=vX.Y.Z   (BASE: the tag of the release to compare with)" >&2
    exit 2
fi
if ! base_commit="$(git rev-parse --verify --quiet "$base^{commit}")"; then
    echo "api-check: $base is not a tag or commit of this repository (git tag lists the releases; a shallow clone needs git fetch --tags)" >&2
    exit 2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/hey-api-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
scripts="$(cd "$(dirname "$0")" && pwd)"
rank() { case "$1" in none) echo 0 ;; patch) echo 1 ;; minor) echo 2 ;; esac; }

# The spec's verdict.
mkdir "$work/base"
git archive "$base_commit" spec | tar -xf - -C "$work/base"
if ! "$generator" diff "$work/base/spec" spec > "$work/spec-diff.txt" 2>&1; then
    cat "$work/spec-diff.txt" >&2
    echo "api-check: hey-generator diff could not compare $base's spec/ with this one" >&2
    exit 1
fi
spec_bump="$(tail -n 1 "$work/spec-diff.txt" | sed -nE 's/^bump: (minor|patch|none)$/\1/p')"
if [ -z "$spec_bump" ]; then
    cat "$work/spec-diff.txt" >&2
    echo "api-check: hey-generator diff did not end with a bump: line" >&2
    exit 1
fi

# The Swift API's verdict: what the digester calls breaking, then what was added.
baselines=".build/api-baselines"
echo "api-check: building Hey at $base and in the working tree, and comparing their Swift API"
if ! "$swift" package "${flags[@]}" diagnose-api-breaking-changes "$base_commit" --products Hey \
    --baseline-dir "$baselines" > "$work/breakage.txt" 2>&1 && ! grep -q "API breakage" "$work/breakage.txt"; then
    cat "$work/breakage.txt" >&2
    echo "api-check: swift package diagnose-api-breaking-changes could not compare (its output is above)" >&2
    exit 1
fi
digester="${SWIFT_API_DIGESTER:-$(dirname "$(command -v "$swift")")/swift-api-digester}"
if [ ! -x "$digester" ] && command -v xcrun > /dev/null; then digester="$(xcrun --find swift-api-digester)"; fi
modules="$("$swift" build "${flags[@]}" --show-bin-path)"
if [ -d "$modules/Modules" ]; then modules="$modules/Modules"; fi
"$digester" -dump-sdk -compiler-style-diags -I "$modules" -module Hey -o "$work/Hey.json"
python3 "$scripts/api-compare.py" "$baselines/$base_commit/Hey.json" "$work/Hey.json" "$work/breakage.txt" > "$work/api.txt"
count() { grep -c "^$1: " "$work/api.txt" || true; }
breaks="$(count breaking)" compatible="$(count compatible)" additions="$(count added)"
if [ "$breaks" -gt 0 ]; then swift_bump=minor
elif [ "$((compatible + additions))" -gt 0 ]; then swift_bump=patch
else swift_bump=none; fi
sed -n '1,30s/^/  /p' "$work/api.txt"
if [ "$((breaks + compatible + additions))" -gt 30 ]; then echo "  … $((breaks + compatible + additions - 30)) more"; fi
echo "api-check: the Swift API of Hey since $base: $breaks breaking, $compatible source-compatible, $additions added: bump: $swift_bump"
grep -E "^(breaking|additive|behaviour): " "$work/spec-diff.txt" | sed -n '1,30s/^/  /p' || true
echo "api-check: the spec since $base (hey-generator diff): bump: $spec_bump"

if [ "$swift_bump" != "$spec_bump" ]; then
    if [ "$(rank "$swift_bump")" -gt "$(rank "$spec_bump")" ]; then
        why="the Swift API changed more than the spec did: a template, runtime or names.toml change, or a spec change whose Swift form breaks (a member made optional changes its type)"
    else
        why="the spec changed more than the Swift API shows: a change to paths, formats or behaviour that Swift source does not see"
    fi
    echo "api-check: FAILED: the Swift API needs bump: $swift_bump but the spec says bump: $spec_bump; $why" >&2
    exit 1
fi
next=""
if [[ "$base" =~ ^v([0-9]+)\.([0-9]+)\.([0-9]+)$ ]]; then
    major="${BASH_REMATCH[1]}" minor="${BASH_REMATCH[2]}" patch="${BASH_REMATCH[3]}"
    case "$swift_bump" in
        minor) next=" (the next release: v$major.$((minor + 1)).0)" ;;
        patch) next=" (the next release: v$major.$minor.$((patch + 1)))" ;;
        none) next=" (nothing to release)" ;;
    esac
fi
echo "api-check: passed: the Swift API and the spec agree on bump: $swift_bump$next"
