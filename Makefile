# The two commands a newcomer needs:
#   make generate   render the Hey package into Output/ from spec/, names.toml and Templates/
#   make check      build and test everything with warnings as errors, check Output/ for drift,
#                   run the TOML, Mustache and conformance suites and the reference comparison

SWIFT ?= swift
# Reference material (toml-test, mustache spec, the published HEY model). CI always has it;
# on a machine without it each check that needs it says so in one line and is not counted.
SHARED ?= $(if $(HEY_SHARED_DIR),$(HEY_SHARED_DIR),../shared)
FLAGS := -Xswiftc -warnings-as-errors
BIN = $(shell $(SWIFT) build $(FLAGS) --show-bin-path)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: generate check build test check-drift validate toml-test mustache-spec reference-check \
        prose-check output-build variant-check needs-check conformance consumer-check bench clean \
        api-check api-check-test api-reference-check workflow-check check-drift-only bench-heytesting docs fuzz tsan \
        corpus-check

# spec/ is ours, so --strict makes every warning an error: any warning (a disagreement between
# its two files, a names.toml key naming nothing, a construct rendered in a simpler form) stops the run.
generate:
	$(SWIFT) build $(FLAGS) --product hey-generator
	$(BIN)/hey-generator generate --strict

check: build test check-drift validate needs-check toml-test mustache-spec reference-check prose-check output-build \
       variant-check conformance api-reference-check workflow-check
	@echo "make check: passed (a suite that could not run says so above)"

build:
	$(SWIFT) build $(FLAGS) --build-tests

# The suites that bound the process's peak memory run afterwards in a process of their own,
# where no other suite moves the figure.
test: build
	$(SWIFT) test $(FLAGS) --skip-build --skip BodyCapMemoryTests
	HEY_MEMORY_TESTS=1 $(SWIFT) test $(FLAGS) --skip-build --filter BodyCapMemoryTests

check-drift: build
	$(BIN)/hey-generator check --strict

validate: build
	$(BIN)/hey-generator validate --strict

toml-test: build
	$(BIN)/toml-test-runner --decoder $(BIN)/toml-test-decoder $(SHARED)/suites/toml-test

mustache-spec: build
	$(BIN)/mustache-spec $(SHARED)/suites/mustache-spec

reference-check: build
	@if [ -d "$(SHARED)/reference/hey" ]; then \
		$(BIN)/hey-generator diff $(SHARED)/reference/hey spec --intended spec/README.md; \
	else echo "reference comparison not run: $(SHARED)/reference/hey not found (set HEY_SHARED_DIR)"; fi

prose-check:
	@if [ -f "$(SHARED)/tools/spec-prose-check.py" ]; then \
		python3 $(SHARED)/tools/spec-prose-check.py spec; \
	else echo "spec prose check not run: $(SHARED)/tools/spec-prose-check.py not found (set HEY_SHARED_DIR)"; fi

# Every hand-written convenience declares all it takes from the model: each distinct set of
# `// needs` lines is rendered from a spec cut down to exactly it and type-checked.
needs-check: build
	$(BIN)/hey-needs-check

# The generated package builds on its own, with warnings as errors.
output-build:
	cd Output && $(SWIFT) build $(FLAGS)

# Variant SDKs: the published HEY models (when ../shared has them), two made from spec/ (an
# older version, a next one with new constructs) and a spec of names that are Swift keywords
# render into other folders and build on their own.
variant-check: build
	Tests/Scripts/variant-check.sh $(BIN)/hey-generator $(SHARED)

# Published OpenAPI documents of other services ($(SHARED)/reference/openapi/<name>/openapi.json)
# render into a scratch folder and build there with warnings as errors, each with at least 95% of
# its operations typed; one line per document (operations, types, typed share, warnings by kind,
# seconds). A clean build per document takes minutes, so it is not part of make check.
# `make corpus-check CORPUS="openai twilio-api-v2010"` checks only those.
corpus-check:
	$(SWIFT) build $(FLAGS) --product hey-generator
	Tests/Scripts/corpus-check.sh $(BIN)/hey-generator $(SHARED) $(CORPUS)

conformance:
	$(SWIFT) build -c release $(FLAGS) --product hey-conformance
	$(RELEASE_BIN)/hey-conformance conformance/tests

consumer-check:
	Tests/Scripts/consumer-check.sh

# Before a release: the bump the Swift API of Hey needs since the tag BASE (diagnose-api-breaking-
# changes, then what was added), against hey-generator diff of the two spec/ folders; fails when
# they disagree. `make api-check BASE=v0.1.0`.
api-check:
	$(SWIFT) build $(FLAGS) --product hey-generator
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(FLAGS)" Tests/Scripts/api-check.sh "$(BASE)" $(BIN)/hey-generator

# api-check's verdicts on a tagged clone with an additive, a breaking and a disagreeing spec
# change. It builds the package several times, so it is not part of make check; .ci/run runs it.
api-check-test:
	$(SWIFT) build $(FLAGS) --product hey-generator
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(FLAGS)" Tests/Scripts/api-check-test.sh $(BIN)/hey-generator

# HEY Swift SDK 0.34's public API (the reference inventory API.md) against the Hey module as
# built from Output/: a throwaway probe package (.build/api-probe) with a few small functions per
# declaration, judged by the compiler, and the constants, raw values and route facts checked by
# running it. Counts per area and section, then each declaration that is not exact.
# API_AREAS (a comma-separated subset of runtime,conveniences,generated) must be exact (a
# `compatible` verdict listed in Tests/Scripts/api-reference-accepted.txt, with why, counts as
# passing); empty only reports. make check requires all three.
API_AREAS ?= runtime,conveniences,generated
api-reference-check:
	python3 Tests/Scripts/api-reference-check.py --self-test
	python3 Tests/Scripts/api-reference-check.py --swift "$(SWIFT)" --reference $(SHARED)/reference/hey-swift-0.34 --area "$(API_AREAS)"

# The workflows in .github/workflows parse (a YAML subset reader, python3's standard library
# only) and do what this repository's CI must.
workflow-check:
	python3 Tests/Scripts/workflow-check.py --self-test .github/workflows/*.yml

# The drift check on its own, building only the generator (CI's drift job).
check-drift-only:
	$(SWIFT) build $(FLAGS) --product hey-generator
	$(BIN)/hey-generator check --strict

# The documentation: the Hey target's symbol graph (read from the debug build's module), every
# public symbol checked for a doc comment of its own, then the catalog Output/Sources/Hey/Hey.docc
# (copied from Templates/Hey.docc) built offline into .build/docs/Hey.doccarchive, warnings as
# errors, so every symbol link resolves. CI runs it on Linux; on macOS the tools come through xcrun.
XCRUN := $(if $(filter Darwin,$(shell uname -s)),xcrun )
DOCC ?= $(XCRUN)docc
SYMBOLGRAPH_EXTRACT ?= $(XCRUN)swift-symbolgraph-extract
DOCS := .build/docs
docs:
	$(SWIFT) build $(FLAGS) --target Hey
	rm -rf $(DOCS) && mkdir -p $(DOCS)/symbol-graphs
	$(SYMBOLGRAPH_EXTRACT) -module-name Hey -I $(BIN)/Modules \
		-target "$$($(SWIFT) -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')" \
		$(if $(XCRUN),-sdk "$$(xcrun --show-sdk-path)") \
		-minimum-access-level public -skip-synthesized-members -skip-inherited-docs -output-dir $(DOCS)/symbol-graphs
	python3 Tests/Scripts/doc-coverage.py --self-test $(DOCS)/symbol-graphs
	$(DOCC) convert Output/Sources/Hey/Hey.docc --additional-symbol-graph-dir $(DOCS)/symbol-graphs \
		--fallback-display-name Hey --fallback-bundle-identifier com.hey.sdk-swift \
		--output-path $(DOCS)/Hey.doccarchive --warnings-as-errors
	@echo "make docs: $(DOCS)/Hey.doccarchive"

# The speed figures (bench/README.md says what each one means), on the screen and in
# bench/latest.txt (written only when every figure was measured). The whole target, compiling
# included, stays under 10 minutes on 2 cores: clean builds of the SDK (up to --build-runs, 3)
# start only while they fit. `make bench BENCH_FLAGS=--quick` skips them.
bench:
	start=$$(date +%s) && \
	$(SWIFT) build -c release $(FLAGS) --product hey-generator && \
	$(SWIFT) build -c release $(FLAGS) --product hey-bench && \
	$(RELEASE_BIN)/hey-bench --generator $(RELEASE_BIN)/hey-generator --swift $(SWIFT) \
		--started-at $$start --record bench/latest.txt --corpus $(SHARED)/reference/openapi $(BENCH_FLAGS)

# What one call through HeyTesting's ScriptedHey costs, loopback against in memory (release build).
bench-heytesting:
	$(SWIFT) build -c release $(FLAGS) --product heytesting-bench
	$(RELEASE_BIN)/heytesting-bench

# libFuzzer harnesses for the TOML reader, the Mustache parser, the spec's JSON parser and
# validator, and the runtime's parsers of what HEY sends (fuzz/fuzz.sh says how), each for
# FUZZ_SECONDS. Not part of `make check`.
FUZZ_SECONDS ?= 60
SWIFTC ?= swiftc
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFTC=$(SWIFTC) SHARED=$(SHARED) fuzz/fuzz.sh

# The runtime's tests (and those of the loopback server and HeyTesting) under the thread
# sanitizer, in a build folder of their own so the normal build is left as it is.
tsan:
	$(SWIFT) build --sanitize=thread --scratch-path .build/tsan --build-tests
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan --skip-build --filter 'HeyTests|HeyTestSupportTests|HeyTestingTests'

clean:
	rm -rf .build Output/.build
