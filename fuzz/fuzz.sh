#!/bin/sh
# Builds the libFuzzer harnesses and runs each for FUZZ_SECONDS seconds, one after another.
#
# Each harness is compiled with `swiftc -sanitize=fuzzer,address` together with the sources it
# exercises (SwiftPM has no fuzzer sanitizer), into .build/fuzz/. The corpus each run grows is
# kept in .build/fuzz/corpus/<harness>/ and seeded, every run, from the suites and this
# repository's own files. A crash or a hang (an input taking over FUZZ_TIMEOUT seconds) stops
# the run with a non-zero status and leaves the input in .build/fuzz/artifacts/.
#
#   FUZZ_SECONDS=600 fuzz/fuzz.sh            every harness for 10 minutes
#   FUZZ_ONLY="toml spec" fuzz/fuzz.sh       some of them: toml mustache spec runtime
set -eu

SWIFTC=${SWIFTC:-swiftc}
SECONDS_EACH=${FUZZ_SECONDS:-60}
TIMEOUT=${FUZZ_TIMEOUT:-10}
ONLY=${FUZZ_ONLY:-toml mustache spec runtime}
SHARED=${SHARED:-../shared}
OUT=.build/fuzz
# Swift keeps runtime metadata alive to the end: leak reports at exit would all be noise.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
FLAGS="-sanitize=fuzzer,address -use-ld=lld -O -g -parse-as-library"

mkdir -p "$OUT/modules" "$OUT/artifacts" "$OUT/seeds" "$OUT/corpus"

# sources DIR...: every Swift file under the folders, in a stable order.
sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# stale OUTPUT FILE...: whether OUTPUT is missing or older than one of the files.
stale() {
    output=$1; shift
    [ ! -e "$output" ] && return 0
    for file in "$@"; do [ "$file" -nt "$output" ] && return 0; done
    return 1
}

# library NAME DIR [extra flags]: a static library and module of the sources under DIR.
library() {
    name=$1 dir=$2; shift 2
    files=$(sources "$dir")
    # shellcheck disable=SC2086
    if stale "$OUT/lib$name.a" $files; then
        echo "fuzz: compiling $name"
        # shellcheck disable=SC2086
        $SWIFTC $FLAGS "$@" -module-name "$name" -I "$OUT/modules" -emit-module \
            -emit-module-path "$OUT/modules/$name.swiftmodule" -emit-library -static -o "$OUT/lib$name.a" $files
    fi
}

# harness NAME FILE... : the fuzzer executable NAME-fuzz from the files (libraries are passed as .a).
harness() {
    name=$1; shift
    # shellcheck disable=SC2068
    if stale "$OUT/$name-fuzz" $@; then
        echo "fuzz: linking $name-fuzz"
        # shellcheck disable=SC2068
        $SWIFTC $FLAGS -module-name "${name}_fuzz" -I "$OUT/modules" $@ -o "$OUT/$name-fuzz"
    fi
}

# seed NAME FILE...: copies the files into the seed folder of NAME (flattened, names kept apart).
seed() {
    name=$1; shift
    mkdir -p "$OUT/seeds/$name"
    for file in "$@"; do
        [ -f "$file" ] && cp "$file" "$OUT/seeds/$name/$(echo "$file" | tr '/' '_')"
    done
    return 0
}

build_and_seed() {
    case $1 in
    toml)
        library TOML Sources/TOML
        harness toml "$OUT/libTOML.a" fuzz/TOMLFuzz.swift
        seed toml names.toml
        if [ -d "$SHARED/suites/toml-test" ]; then
            # shellcheck disable=SC2046
            seed toml $(find "$SHARED/suites/toml-test" -name '*.toml' | LC_ALL=C sort)
        else
            echo "fuzz: toml seeds from toml-test not used: $SHARED/suites/toml-test not found"
        fi ;;
    mustache)
        library Mustache Sources/Mustache
        harness mustache "$OUT/libMustache.a" fuzz/MustacheFuzz.swift
        # shellcheck disable=SC2046
        seed mustache $(find Templates -name '*.mustache' | LC_ALL=C sort)
        if [ -d "$SHARED/suites/mustache-spec" ] && command -v python3 >/dev/null; then
            python3 fuzz/mustache-seeds.py "$SHARED/suites/mustache-spec" "$OUT/seeds/mustache"
        else
            echo "fuzz: mustache seeds from the Mustache spec not used: $SHARED/suites/mustache-spec or python3 not found"
        fi ;;
    spec)
        library TOML Sources/TOML
        library Mustache Sources/Mustache
        # shellcheck disable=SC2046
        harness spec "$OUT/libTOML.a" "$OUT/libMustache.a" $(sources Sources/HeyGeneratorKit) fuzz/SpecFuzz.swift
        # shellcheck disable=SC2046
        seed spec spec/behavior-model.json $(find Tests/HeyGeneratorKitTests -name '*.json' | LC_ALL=C sort) ;;
    runtime)
        library HeyRuntime Templates/Runtime -enable-testing
        harness runtime "$OUT/libHeyRuntime.a" fuzz/RuntimeFuzz.swift
        seed runtime fuzz/seeds/runtime/* ;;
    *)
        echo "fuzz: unknown harness $1 (toml, mustache, spec, runtime)" >&2
        exit 2 ;;
    esac
}

for name in $ONLY; do
    build_and_seed "$name"
done
for name in $ONLY; do
    echo "fuzz: $name for ${SECONDS_EACH}s"
    mkdir -p "$OUT/corpus/$name"
    extra=""
    [ "$name" = spec ] && extra="-max_len=65536"
    # shellcheck disable=SC2086
    "$OUT/$name-fuzz" "$OUT/corpus/$name" "$OUT/seeds/$name" -max_total_time="$SECONDS_EACH" \
        -timeout="$TIMEOUT" -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$OUT/artifacts/$name-" $extra 2>"$OUT/$name.log" || {
        tail -40 "$OUT/$name.log"
        echo "fuzz: $name found a crash or hang; the input is in $OUT/artifacts/ (log: $OUT/$name.log)" >&2
        exit 1
    }
    grep -E '^stat::number_of_executed_units|^Done' "$OUT/$name.log" | tr '\n' ' '
    echo
done
echo "fuzz: no crash or hang in ${SECONDS_EACH}s per harness ($ONLY)"
