/// Compares what the HEY extensions and the behaviour model say about how an operation behaves
/// at run time. Every such change is a `behaviour` change (a patch bump).
struct BehaviorComparer {
    /// Records changes of retry, pagination, idempotency, auth, empty-on statuses, lenient
    /// success, destructiveness, redirects, draft conditions and path-as-written.
    static func compare(_ old: SpecOperationExtensions, _ new: SpecOperationExtensions, into changes: inout ChangeCollector) {
        let oldRetry = old.retry.map(normalized)
        let newRetry = new.retry.map(normalized)
        if oldRetry != newRetry {
            changes.add(.behaviour, "retry", "\(describe(oldRetry)) -> \(describe(newRetry))")
        }
        if old.pagination != new.pagination {
            changes.add(.behaviour, "pagination", "\(describe(old.pagination)) -> \(describe(new.pagination))")
        }
        if old.idempotent != new.idempotent {
            changes.add(.behaviour, "idempotency", "\(describe(old.idempotent)) -> \(describe(new.idempotent))")
        }
        if old.auth != new.auth {
            changes.add(.behaviour, "auth", "\(old.auth?.rawValue ?? "default") -> \(new.auth?.rawValue ?? "default")")
        }
        if Set(old.emptyOn ?? []) != Set(new.emptyOn ?? []) {
            changes.add(.behaviour, "empty on", "\(statuses(old.emptyOn ?? [])) -> \(statuses(new.emptyOn ?? []))")
        }
        flag("lenient success", old.lenientSuccess, new.lenientSuccess, &changes)
        flag("destructive", old.destructive ?? false, new.destructive ?? false, &changes)
        flag("path as written", old.pathAsWritten, new.pathAsWritten, &changes)
        if old.redirects != new.redirects {
            changes.add(.behaviour, "redirects", "\(old.redirects?.rawValue ?? "default") -> \(new.redirects?.rawValue ?? "default")")
        }
        switch (old.draftWhen, new.draftWhen) {
        case (nil, nil): break
        case (nil, _?): changes.add(.behaviour, "draft when", "added")
        case (_?, nil): changes.add(.behaviour, "draft when", "removed")
        case (let before?, let after?): if before != after { changes.add(.behaviour, "draft when", "changed") }
        }
    }

    /// Records changes of what only the behaviour model states (`readonly`, `idempotent`); its
    /// other members mirror the extensions compared above.
    static func compare(_ old: StatedBehavior?, _ new: StatedBehavior?, into changes: inout ChangeCollector) {
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, _?):
            changes.add(.behaviour, "behaviour entry", "added")
        case (_?, nil):
            changes.add(.behaviour, "behaviour entry", "removed")
        case (let old?, let new?):
            if old.readOnly != new.readOnly {
                changes.add(.behaviour, "behaviour readonly", "\(describe(flag: old.readOnly)) -> \(describe(flag: new.readOnly))")
            }
            if old.idempotent != new.idempotent {
                changes.add(.behaviour, "behaviour idempotent", "\(describe(flag: old.idempotent)) -> \(describe(flag: new.idempotent))")
            }
        }
    }

    private static func flag(_ name: String, _ old: Bool, _ new: Bool, _ changes: inout ChangeCollector) {
        if old != new { changes.add(.behaviour, name, new ? "added" : "removed") }
    }

    /// Status order does not matter.
    private static func normalized(_ retry: SpecRetry) -> SpecRetry {
        var copy = retry
        copy.retryOn = Array(Set(retry.retryOn)).sorted()
        return copy
    }

    /// `3 attempts, 1000 ms exponential, on 429,503`.
    private static func describe(_ retry: SpecRetry?) -> String {
        guard let retry else { return "none" }
        return "\(retry.maxAttempts) attempts, \(retry.baseDelayMs) ms \(retry.backoff), on \(statuses(retry.retryOn))"
    }
    private static func describe(_ pagination: SpecPagination?) -> String { pagination.map(\.description) ?? "none" }
    private static func describe(flag: Bool?) -> String { flag.map(String.init) ?? "unstated" }
    private static func describe(_ natural: Bool?) -> String { natural.map { $0 ? "idempotent" : "not idempotent" } ?? "unstated" }
    private static func statuses(_ list: [Int]) -> String {
        list.isEmpty ? "none" : list.sorted().map(String.init).joined(separator: ",")
    }
}
