/// Checks that `behavior-model.json` and `openapi.json` describe the same operations the same
/// way: one entry per operation, and retry, pagination, idempotency, auth, destructiveness and
/// read-only-ness that agree with the operation's method and `x-hey-*` extensions.
struct BehaviorChecks {
    let document: SpecDocument
    let behavior: BehaviorModel
    let openAPIFile: String
    let behaviorFile: String

    /// Operations without an entry, located in `openapi.json`.
    func missingEntries() -> [SpecProblem] {
        let entries = Set(behavior.entries.map(\.operationId))
        return document.operations.filter { !entries.contains($0.operationId) }.map {
            SpecProblem(file: openAPIFile, location: $0.pointer, message: "operation \($0.operationId) has no entry in the behaviour model")
        }
    }

    /// Orphan entries and disagreements, located in `behavior-model.json`, in entry order.
    func entryProblems() -> [SpecProblem] {
        var operations: [String: SpecOperation] = [:]
        for operation in document.operations where operations[operation.operationId] == nil {
            operations[operation.operationId] = operation
        }
        var found: [SpecProblem] = []
        for entry in behavior.entries {
            guard let operation = operations[entry.operationId] else {
                found.append(problem(entry.pointer, "behaviour entry \(entry.operationId) names no operation of the OpenAPI document"))
                continue
            }
            found += retryProblems(entry, operation)
            found += paginationProblems(entry, operation)
            found += flagProblems(entry, operation)
        }
        return found
    }

    /// `retry` mirrors `x-hey-retry`; an entry `{max: 0}` (or none) means the operation has none.
    private func retryProblems(_ entry: BehaviorEntry, _ operation: SpecOperation) -> [SpecProblem] {
        let id = operation.operationId
        let entryRetry = entry.retry.flatMap { $0.maxAttempts == 0 ? nil : $0 }
        switch (operation.extensions.retry, entryRetry) {
        case (nil, nil):
            return []
        case (let stated?, nil):
            return [problem(entry.pointer, "has no retry, but x-hey-retry of \(id) says \(stated)")]
        case (nil, _?):
            return [problem(entry.pointer + "/retry", "has a retry, but \(id) has no x-hey-retry")]
        case (let stated?, let mirrored?):
            let base = entry.pointer + "/retry"
            var found: [SpecProblem] = []
            if mirrored.maxAttempts != stated.maxAttempts {
                found.append(problem(base + "/max", "max is \(mirrored.maxAttempts), but x-hey-retry.maxAttempts of \(id) is \(stated.maxAttempts)"))
            }
            if mirrored.baseDelayMs != stated.baseDelayMs {
                found.append(problem(base + "/base_delay_ms", "base_delay_ms is \(mirrored.baseDelayMs), but x-hey-retry.baseDelayMs of \(id) is \(stated.baseDelayMs)"))
            }
            if mirrored.backoff != stated.backoff {
                found.append(problem(base + "/backoff", "backoff is \(mirrored.backoff), but x-hey-retry.backoff of \(id) is \(stated.backoff)"))
            }
            if Set(mirrored.retryOn) != Set(stated.retryOn) {
                found.append(problem(base + "/retry_on", "retry_on is \(Self.list(mirrored.retryOn)), but x-hey-retry.retryOn of \(id) is \(Self.list(stated.retryOn))"))
            }
            return found
        }
    }

    /// `pagination` mirrors `x-hey-pagination`.
    private func paginationProblems(_ entry: BehaviorEntry, _ operation: SpecOperation) -> [SpecProblem] {
        let id = operation.operationId
        switch (operation.extensions.pagination, entry.pagination) {
        case (nil, nil):
            return []
        case (let stated?, nil):
            return [problem(entry.pointer, "has no pagination, but x-hey-pagination of \(id) says \(stated)")]
        case (nil, _?):
            return [problem(entry.pointer + "/pagination", "has a pagination, but \(id) has no x-hey-pagination")]
        case (let stated?, let mirrored?):
            let base = entry.pointer + "/pagination"
            if mirrored.style != stated.style {
                return [problem(base + "/style", "style is \(mirrored.style), but x-hey-pagination.style of \(id) is \(stated.style)")]
            }
            if mirrored != stated {
                return [problem(base, "is \(mirrored), but x-hey-pagination of \(id) is \(stated)")]
            }
            return []
        }
    }

    /// `idempotent` follows `x-hey-idempotent.natural`, `auth` follows `x-hey-auth`,
    /// `destructive` follows `x-hey-destructive`, and `readonly` is true exactly for GET and HEAD.
    private func flagProblems(_ entry: BehaviorEntry, _ operation: SpecOperation) -> [SpecProblem] {
        let id = operation.operationId
        let extensions = operation.extensions
        var found: [SpecProblem] = []
        if let natural = extensions.idempotent, natural != entry.idempotent {
            found.append(problem(entry.pointer + "/idempotent", "idempotent is \(entry.idempotent), but x-hey-idempotent.natural of \(id) is \(natural)"))
        }
        let statedAuth = extensions.auth ?? "required"
        let entryAuth = entry.auth ?? "required"
        if statedAuth != entryAuth {
            found.append(problem(entry.pointer + "/auth", "auth is \(entryAuth), but x-hey-auth of \(id) is \(statedAuth)"))
        }
        if extensions.destructive != entry.destructive {
            found.append(problem(entry.pointer + "/destructive", "destructive is \(entry.destructive), but x-hey-destructive of \(id) is \(extensions.destructive)"))
        }
        let reads = operation.method == "GET" || operation.method == "HEAD"
        if entry.readOnly != reads {
            found.append(problem(entry.pointer + "/readonly", "readonly is \(entry.readOnly), but \(id) is a \(operation.method)"))
        }
        return found
    }

    private static func list(_ statuses: [Int]) -> String {
        "[" + statuses.map(String.init).joined(separator: ", ") + "]"
    }

    private func problem(_ pointer: String, _ message: String) -> SpecProblem {
        SpecProblem(file: behaviorFile, location: pointer, message: message)
    }
}
