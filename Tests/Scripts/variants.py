#!/usr/bin/env python3
"""Makes the synthetic HEY model versions `make variant-check` renders and builds.

    variants.py older SPEC OUT   an older HEY: no Calendar Events, no Extenzions, no
                                 SchedulePostingsBubbleUp, Identity.all_users renamed `users`
    variants.py next SPEC CONSTRUCTS OUT
                                 a next HEY: spec/ plus the operations and schemas of the
                                 Smithy-constructs golden spec (oneOf, allOf, integer enums,
                                 header parameters, binary bodies, …), an extension nobody knows
                                 yet, and Box.signed_stream_name renamed `stream_name`
    variants.py retyped SPEC OUT a HEY whose members the conveniences read keep their names but
                                 change type: an object becomes an array
                                 (DirectUpload.direct_upload), a string becomes an integer
                                 (Box.kind), a $ref points at another schema
                                 (Identity.all_users: [Contact]); and an enum loses a value a
                                 convenience names (Recording's Calendar::Event variant)

SPEC and CONSTRUCTS are spec folders; OUT is created. Only the standard library is used.
"""
import json
import os
import sys


def load(folder, name):
    path = os.path.join(folder, name)
    return json.load(open(path)) if os.path.exists(path) else None


def save(folder, openapi, behavior):
    os.makedirs(folder, exist_ok=True)
    json.dump(openapi, open(os.path.join(folder, "openapi.json"), "w"), indent=2)
    if behavior is not None:
        json.dump(behavior, open(os.path.join(folder, "behavior-model.json"), "w"), indent=2)


def remove_operations(openapi, behavior, keep):
    """Drops every operation for which keep(operation) is false, from both files."""
    removed = []
    for path in list(openapi["paths"]):
        item = openapi["paths"][path]
        for method in [m for m in item if m in ("get", "put", "post", "patch", "delete")]:
            if not keep(item[method]):
                removed.append(item[method]["operationId"])
                del item[method]
        if not any(m in item for m in ("get", "put", "post", "patch", "delete")):
            del openapi["paths"][path]
    for operation_id in removed:
        behavior["operations"].pop(operation_id, None)
    return removed


def older(spec, out):
    openapi, behavior = load(spec, "openapi.json"), load(spec, "behavior-model.json")
    gone = {"Calendar Events", "Extenzions"}
    removed = remove_operations(openapi, behavior, lambda op: not (set(op.get("tags", [])) & gone)
                                and op["operationId"] != "SchedulePostingsBubbleUp")
    identity = openapi["components"]["schemas"]["Identity"]["properties"]
    identity["users"] = identity.pop("all_users")
    save(out, openapi, behavior)
    print(f"older: {len(removed)} operations removed, Identity.all_users renamed users")


def next_version(spec, constructs, out):
    openapi, behavior = load(spec, "openapi.json"), load(spec, "behavior-model.json")
    extra = load(constructs, "openapi.json")
    for path, item in extra["paths"].items():
        openapi["paths"][path] = item
        for method, operation in item.items():
            behavior["operations"][operation["operationId"]] = {
                "readonly": method == "get", "idempotent": method in ("put", "delete"), "destructive": False}
    for name, schema in extra["components"]["schemas"].items():
        assert name not in openapi["components"]["schemas"], name
        openapi["components"]["schemas"][name] = schema
    openapi["paths"]["/boxes.json"]["get"]["x-hey-rate-class"] = "bulk"
    box = openapi["components"]["schemas"]["Box"]["properties"]
    box["stream_name"] = box.pop("signed_stream_name")
    openapi["info"]["version"] = "2027-01-01"
    behavior["api_version"] = "2027-01-01"
    save(out, openapi, behavior)
    print(f"next: {len(extra['paths'])} paths and {len(extra['components']['schemas'])} schemas added")


def retyped(spec, out):
    openapi, behavior = load(spec, "openapi.json"), load(spec, "behavior-model.json")
    schemas = openapi["components"]["schemas"]
    upload = schemas["DirectUpload"]["properties"]
    upload["direct_upload"] = {"type": "array", "items": upload["direct_upload"]}
    schemas["Box"]["properties"]["kind"] = {"type": "integer"}
    users = schemas["Identity"]["properties"]["all_users"]
    assert users["items"] == {"$ref": "#/components/schemas/User"}, users
    users["items"] = {"$ref": "#/components/schemas/Contact"}
    polymorphism = schemas["Recording"]["x-hey-polymorphic"]
    del polymorphism["variants"]["Calendar::Event"]
    polymorphism.get("discriminatorValues", {}).pop("Calendar::Event", None)
    save(out, openapi, behavior)
    print("retyped: DirectUpload.direct_upload an array, Box.kind an integer, Identity.all_users [Contact], "
          "Recording without Calendar::Event")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "older":
        older(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "retyped":
        retyped(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 5 and sys.argv[1] == "next":
        next_version(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
