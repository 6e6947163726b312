#!/usr/bin/env bash
# make api-check-test: make api-check's verdicts on a real tag. A snapshot clone of this working
# tree is tagged v0.1.0; then, each case starting again from the tag, the clone's spec/ is
# changed, Output/ regenerated with GENERATOR and api-check.sh run in the clone against v0.1.0:
#
#   unchanged  nothing changed: both say none, the check passes
#   additive   an operation (GetContactSummary) and an optional member (Box.unseen_count) added:
#              both say patch (the model's initializer gains a defaulted parameter, which the
#              digester reports and api-check counts as compatible), the check passes
#   breaking   the member Box.signed_stream_name renamed: both say minor, the check passes
#   disagree   CalendarYear.padding_days_count made optional: additive for the spec, a type
#              change (Int to Int?) for Swift: the check fails and says why
#
# It builds the package several times (the clone, the tag, and each case incrementally), so it
# is not part of make check; .ci/run runs it.
#
# usage: api-check-test.sh GENERATOR
set -euo pipefail
generator="$1"
repository="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/hey-api-check-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
clone="$work/hey-sdk-swift"
"$repository/Tests/Scripts/snapshot-clone.sh" "$repository" "$clone" v0.1.0
cd "$clone"

# Changes the clone's spec/ as the case says.
edit_spec() {
    python3 - "$1" <<'PYTHON'
import json, sys
case = sys.argv[1]
spec = json.load(open("spec/openapi.json"))
behavior = json.load(open("spec/behavior-model.json"))
schemas = spec["components"]["schemas"]
if case == "additive":
    spec["paths"]["/contacts/{contactId}/summary"] = {"get": {
        "operationId": "GetContactSummary", "tags": ["Contacts"],
        "description": "How many messages a contact has sent (an operation only this test has).",
        "parameters": [{"name": "contactId", "in": "path", "required": True, "schema": {"type": "integer", "format": "int64"}}],
        "responses": {"200": {"description": "The count.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ContactNote"}}}}},
        "x-hey-retry": {"maxAttempts": 3, "baseDelayMs": 1000, "backoff": "exponential", "retryOn": [429, 503]},
    }}
    behavior["operations"]["GetContactSummary"] = {"readonly": True, "idempotent": False, "destructive": False,
        "retry": {"max": 3, "base_delay_ms": 1000, "backoff": "exponential", "retry_on": [429, 503]}}
    schemas["Box"]["properties"]["unseen_count"] = {"type": "integer", "format": "int64", "description": "How many postings are unseen."}
elif case == "breaking":
    box = schemas["Box"]["properties"]
    box["stream_name"] = box.pop("signed_stream_name")
elif case == "disagree":
    schemas["CalendarYear"]["required"].remove("padding_days_count")
json.dump(spec, open("spec/openapi.json", "w"), indent=2)
json.dump(behavior, open("spec/behavior-model.json", "w"), indent=2)
PYTHON
}

# run_case NAME EXPECTED_STATUS EXPECTED_LINE...: each expected line must appear in the output.
failures=0
run_case() {
    local name="$1" expected_status="$2" status=0
    shift 2
    git checkout --quiet -- . && git clean -fdq
    if [ "$name" != unchanged ]; then edit_spec "$name"; fi
    "$generator" generate --strict > /dev/null
    echo "api-check-test: $name"
    Tests/Scripts/api-check.sh v0.1.0 "$generator" > "$work/$name.txt" 2>&1 || status=$?
    local problems=()
    if [ "$status" != "$expected_status" ]; then problems+=("exit status $status, expected $expected_status"); fi
    for line in "$@"; do
        if ! grep -qF -- "$line" "$work/$name.txt"; then problems+=("no line \"$line\""); fi
    done
    if [ "${#problems[@]}" -gt 0 ]; then
        sed 's/^/    /' "$work/$name.txt"
        printf '  FAILED: %s\n' "${problems[@]}"
        failures=$((failures + 1))
    else
        grep "^api-check: " "$work/$name.txt" | grep -v "^api-check: building" | sed 's/^/  /'
    fi
}

run_case unchanged 0 \
    "api-check: the Swift API of Hey since v0.1.0: 0 breaking, 0 source-compatible, 0 added: bump: none" \
    "api-check: passed: the Swift API and the spec agree on bump: none (nothing to release)"
run_case additive 0 \
    "added: ContactsService.getSummary(contactId:) (Func)" \
    "added: Box.unseenCount (Var)" \
    "compatible: constructor Box.init(id:kind:name:appUrl:url:signedStreamName:postingChangesUrl:updatesChannels:) has been removed" \
    "api-check: the spec since v0.1.0 (hey-generator diff): bump: patch" \
    "api-check: passed: the Swift API and the spec agree on bump: patch (the next release: v0.1.1)"
run_case breaking 0 \
    "breaking: var Box.signedStreamName has been renamed to var streamName" \
    "breaking: schema Box: member signed_stream_name: removed" \
    "api-check: passed: the Swift API and the spec agree on bump: minor (the next release: v0.2.0)"
run_case disagree 1 \
    "breaking: var CalendarYear.paddingDaysCount has " \
    "additive: schema CalendarYear: member padding_days_count: made optional" \
    "api-check: FAILED: the Swift API needs bump: minor but the spec says bump: patch; the Swift API changed more than the spec did"

if [ "$failures" -gt 0 ]; then
    echo "api-check-test: FAILED: $failures of 4 cases" >&2
    exit 1
fi
echo "api-check-test: passed: 4 cases"
