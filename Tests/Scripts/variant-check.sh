#!/usr/bin/env bash
# make variant-check: a variant SDK from a changed spec. Copies spec/, adds one operation
# (GetBoxSummary) and renames one schema member (Box.signed_stream_name → Box.stream_name), renders the copy with
# --output into a temporary folder, and builds that package on its own with warnings as errors.
set -euo pipefail
generator="$1"
repository="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/hey-variant-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R "$repository/spec" "$work/spec"
python3 - "$work/spec" <<'PYTHON'
import json, sys
folder = sys.argv[1]
spec = json.load(open(f"{folder}/openapi.json"))
spec["paths"]["/boxes/{boxId}/summary.json"] = {"get": {
    "operationId": "GetBoxSummary",
    "description": "A box's counts (an operation only the variant has).",
    "tags": ["Boxes"],
    "parameters": [{"name": "boxId", "in": "path", "required": True, "schema": {"type": "integer", "format": "int64"}}],
    "responses": {"200": {"description": "The counts.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/BoxSummary"}}}}},
    "x-hey-retry": {"maxAttempts": 3, "baseDelayMs": 1000, "backoff": "exponential", "retryOn": [429, 503]},
}}
spec["components"]["schemas"]["BoxSummary"] = {"type": "object", "description": "Counts of a box.",
    "properties": {"unseen": {"type": "integer", "format": "int64"}}, "required": ["unseen"]}
box = spec["components"]["schemas"]["Box"]
box["properties"]["stream_name"] = box["properties"].pop("signed_stream_name")
json.dump(spec, open(f"{folder}/openapi.json", "w"), indent=2)
behavior = json.load(open(f"{folder}/behavior-model.json"))
behavior["operations"]["GetBoxSummary"] = {"readonly": True, "idempotent": False, "destructive": False,
    "retry": {"max": 3, "base_delay_ms": 1000, "backoff": "exponential", "retry_on": [429, 503]}}
json.dump(behavior, open(f"{folder}/behavior-model.json", "w"), indent=2)
PYTHON
cd "$repository"
"$generator" generate --spec "$work/spec" --output "$work/Variant"
grep -q "public func getSummary(boxId: Int) async throws -> BoxSummary" "$work/Variant/Sources/Hey/Generated/Services/BoxesService.swift"
grep -q 'case streamName = "stream_name"' "$work/Variant/Sources/Hey/Generated/Models/Box.swift"
"$generator" diff spec "$work/spec" | tail -4
(cd "$work/Variant" && swift build -Xswiftc -warnings-as-errors 2>&1 | grep -E "error|warning:|Build complete")
echo "variant-check: the variant package builds on its own"
