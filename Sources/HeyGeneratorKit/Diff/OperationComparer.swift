/// Compares two versions of one operation: method, path, tags, parameters, request body and
/// responses (API surface), then its behaviour.
struct OperationComparer {
    /// Records the changes from `old` to `new` (same operationId).
    static func compare(_ old: SpecOperation, _ new: SpecOperation, into changes: inout ChangeCollector) {
        if old.method != new.method { changes.add(.breaking, "method", "\(old.method) -> \(new.method)") }
        if old.path != new.path { changes.add(.breaking, "path", "\(old.path) -> \(new.path)") }
        if old.tags != new.tags {
            changes.add(.breaking, "tags", "\(list(old.tags)) -> \(list(new.tags))")
        }
        compareParameters(old.parameters, new.parameters, &changes)
        compareRequestBodies(old.requestBody, new.requestBody, &changes)
        compareResponses(old.responses, new.responses, &changes)
        BehaviorComparer.compare(old.extensions, new.extensions, into: &changes)
    }

    /// Parameters are matched by location and name (`query parameter page`).
    private static func compareParameters(_ old: [SpecParameter], _ new: [SpecParameter], _ changes: inout ChangeCollector) {
        func key(_ parameter: SpecParameter) -> String { "\(parameter.location) parameter \(parameter.name)" }
        let newByKey = Dictionary(new.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(key))
        for parameter in old {
            let element = key(parameter)
            guard let counterpart = newByKey[element] else {
                changes.add(.breaking, element, "removed")
                continue
            }
            if !parameter.required, counterpart.required { changes.add(.breaking, element, "made required") }
            if parameter.required, !counterpart.required { changes.add(.additive, element, "made optional") }
            SchemaComparer.compare(parameter.schema, counterpart.schema, at: SchemaPlace(prefix: element), into: &changes)
        }
        for parameter in new where !oldKeys.contains(key(parameter)) {
            changes.add(parameter.required ? .breaking : .additive, key(parameter), parameter.required ? "added, required" : "added")
        }
    }

    private static func compareRequestBodies(_ old: SpecRequestBody?, _ new: SpecRequestBody?, _ changes: inout ChangeCollector) {
        let element = "request body"
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, let added?):
            changes.add(added.required ? .breaking : .additive, element, added.required ? "added, required" : "added")
        case (_?, nil):
            changes.add(.breaking, element, "removed")
        case (let old?, let new?):
            if old.contentType != new.contentType {
                changes.add(.breaking, element, "content type \(old.contentType) -> \(new.contentType)")
            }
            if !old.required, new.required { changes.add(.breaking, element, "made required") }
            if old.required, !new.required { changes.add(.additive, element, "made optional") }
            SchemaComparer.compare(old.schema, new.schema, at: SchemaPlace(prefix: element), into: &changes)
        }
    }

    /// Responses are matched by status; a body that appears, disappears or changes type is
    /// breaking (`response 200: type none -> Box`).
    private static func compareResponses(_ old: [SpecResponse], _ new: [SpecResponse], _ changes: inout ChangeCollector) {
        let newByStatus = Dictionary(new.map { ($0.status, $0) }, uniquingKeysWith: { first, _ in first })
        let oldStatuses = Set(old.map(\.status))
        for response in old {
            let element = "response \(response.status)"
            guard let counterpart = newByStatus[response.status] else {
                changes.add(.breaking, element, "removed")
                continue
            }
            switch (response.schema, counterpart.schema) {
            case (nil, nil):
                break
            case (let oldSchema?, let newSchema?):
                SchemaComparer.compare(oldSchema, newSchema, at: SchemaPlace(prefix: element), into: &changes)
            case (let oldSchema, let newSchema):
                changes.add(.breaking, element, "type \(oldSchema?.typeSummary ?? "none") -> \(newSchema?.typeSummary ?? "none")")
            }
            if response.schema != nil, counterpart.schema != nil, response.contentType != counterpart.contentType {
                changes.add(.breaking, element, "content type \(response.contentType ?? "none") -> \(counterpart.contentType ?? "none")")
            }
        }
        for response in new where !oldStatuses.contains(response.status) {
            changes.add(.additive, "response \(response.status)", "added")
        }
    }

    private static func list(_ values: [String]) -> String {
        values.isEmpty ? "none" : values.joined(separator: ", ")
    }
}
