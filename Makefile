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
        prose-check output-build variant-check conformance consumer-check bench fuzz tsan clean

generate:
	$(SWIFT) build $(FLAGS) --product hey-generator
	$(BIN)/hey-generator generate

check: build test check-drift validate toml-test mustache-spec reference-check prose-check output-build variant-check conformance
	@echo "make check: passed (a suite that could not run says so above)"

build:
	$(SWIFT) build $(FLAGS) --build-tests

test: build
	$(SWIFT) test $(FLAGS) --skip-build

check-drift: build
	$(BIN)/hey-generator check

validate: build
	$(BIN)/hey-generator validate

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

# The generated package builds on its own, with warnings as errors.
output-build:
	cd Output && $(SWIFT) build $(FLAGS)

# A variant SDK: a copy of spec/ with one operation added and one member renamed renders into
# another folder, and that package builds on its own.
variant-check: build
	Tests/Scripts/variant-check.sh $(BIN)/hey-generator

conformance:
	$(SWIFT) build -c release $(FLAGS) --product hey-conformance
	$(RELEASE_BIN)/hey-conformance conformance/tests

consumer-check:
	Tests/Scripts/consumer-check.sh

# The speed figures (bench/README.md says what each one means), on the screen and in
# bench/latest.txt (written only when every figure was measured). The whole target, compiling
# included, stays under 10 minutes on 2 cores: clean builds of the SDK (up to --build-runs, 3)
# start only while they fit. `make bench BENCH_FLAGS=--quick` skips them.
bench:
	start=$$(date +%s) && \
	$(SWIFT) build -c release $(FLAGS) --product hey-generator && \
	$(SWIFT) build -c release $(FLAGS) --product hey-bench && \
	$(RELEASE_BIN)/hey-bench --generator $(RELEASE_BIN)/hey-generator --swift $(SWIFT) \
		--started-at $$start --record bench/latest.txt $(BENCH_FLAGS)

# libFuzzer harnesses for the TOML reader, the Mustache parser, the spec's JSON parser and
# validator, and the runtime's parsers of what HEY sends (fuzz/fuzz.sh says how), each for
# FUZZ_SECONDS. Not part of `make check`.
FUZZ_SECONDS ?= 60
SWIFTC ?= swiftc
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFTC=$(SWIFTC) SHARED=$(SHARED) fuzz/fuzz.sh

# The runtime's tests (and the loopback server's) under the thread sanitizer, in a build folder
# of their own so the normal build is left as it is.
tsan:
	$(SWIFT) build --sanitize=thread --scratch-path .build/tsan --build-tests
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan --skip-build --filter 'HeyTests|HeyTestSupportTests'

clean:
	rm -rf .build Output/.build
