#!/usr/bin/env bash
# make consumer-check: resolve Hey the way an app does and compile the README's examples.
#
# 1. Clone this repository into a temporary folder, bring the clone up to this working tree
#    (so uncommitted edits are checked too) and tag it vX.Y.Z from VERSION. This repository's
#    own tags and working tree are never touched.
# 2. Make a fresh consumer package that depends on the clone by file URL and version, with a
#    target that uses `.product(name: "Hey", package: "hey-sdk-swift")` and a test target that
#    adds `.product(name: "HeyTesting", package: "hey-sdk-swift")`.
# 3. Put every ```swift block of README.md into the target (the blocks marked as tests into the
#    test target), build both and run the tests. A failure prints the compiler's message with
#    the README line.
# 4. Prove the check can fail: break the first compiled example and build again, expecting the
#    build to fail and name its README line.
set -euo pipefail
repository="$(cd "$(dirname "$0")/../.." && pwd)"
version="$(tr -d '[:space:]' < "$repository/VERSION")"
work="$(mktemp -d "${TMPDIR:-/tmp}/hey-consumer-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
clone="$work/hey-sdk-swift"

"$repository/Tests/Scripts/snapshot-clone.sh" "$repository" "$clone" "v$version"
echo "consumer-check: resolving hey-sdk-swift from v$version of a clone ($(cd "$clone" && git rev-parse --short HEAD))"

consumer="$work/consumer"
mkdir -p "$consumer/Sources/ReadmeExamples" "$consumer/Tests/ReadmeTests"
cat > "$consumer/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "file://$clone", from: "$version"),
    ],
    targets: [
        .target(name: "ReadmeExamples", dependencies: [.product(name: "Hey", package: "hey-sdk-swift")]),
        .testTarget(name: "ReadmeTests", dependencies: [
            .product(name: "Hey", package: "hey-sdk-swift"),
            .product(name: "HeyTesting", package: "hey-sdk-swift"),
        ]),
    ]
)
MANIFEST

examples="$consumer/Sources/ReadmeExamples/ReadmeExamples.swift"
tests="$consumer/Tests/ReadmeTests/ReadmeTests.swift"
python3 "$repository/Tests/Scripts/readme-examples.py" "$repository/README.md" "$examples" --tests "$tests"
cd "$consumer"
if ! swift build --build-tests -Xswiftc -warnings-as-errors 2>&1 | tee "$work/build.log" | grep -E "error:|warning:|Compiling|Build complete"; then :; fi
if ! grep -q "Build complete" "$work/build.log"; then
    echo "consumer-check: FAILED: the README's examples do not compile against Hey v$version (messages above name README.md lines)" >&2
    exit 1
fi
if ! swift test --skip-build > "$work/test.log" 2>&1; then
    cat "$work/test.log" >&2
    echo "consumer-check: FAILED: the README's test examples, run against HeyTesting v$version, did not pass" >&2
    exit 1
fi
if ! grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$work/test.log"; then
    cat "$work/test.log" >&2
    echo "consumer-check: FAILED: no README test ran (blocks after <!-- consumer-check: tests --> are the tests)" >&2
    exit 1
fi
echo "consumer-check: the README's tests ran against HeyTesting and passed"
if ! grep -q "$clone" "$consumer/.build/workspace-state.json"; then
    echo "consumer-check: FAILED: the package was not resolved from the tagged clone" >&2
    exit 1
fi

# The check must be able to fail: put a line that cannot compile into the first compiled block
# and expect the build to fail naming README.md and that line.
line="$(python3 "$repository/Tests/Scripts/readme-examples.py" "$repository/README.md" "$examples" --tests "$tests" --break-one | sed -n 's/^broken line: //p')"
if swift build 2> "$work/broken.log" > "$work/broken.out"; then
    echo "consumer-check: FAILED: a broken README example still compiled" >&2
    exit 1
fi
if ! grep -q "README.md:$line:" "$work/broken.out" "$work/broken.log"; then
    echo "consumer-check: FAILED: the broken example's error did not name README.md:$line" >&2
    cat "$work/broken.out" "$work/broken.log" >&2
    exit 1
fi
echo "consumer-check: a broken example fails the check and names README.md:$line"
echo "consumer-check: passed"
