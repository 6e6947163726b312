/// Decides how each operation behaves on the wire, from the two places a HEY model says it:
/// the `x-hey-*` extensions of `openapi.json` and the entry of `behavior-model.json`.
///
/// The precedence (the README's "Variant SDKs" section states it for users):
/// 1. What `openapi.json` states wins: `x-hey-retry`, `x-hey-pagination`, `x-hey-idempotent`,
///    `x-hey-destructive`, `x-hey-auth`, `x-hey-redirects`, `x-hey-empty-on`, and the method for
///    read-only-ness (GET and HEAD read; nothing else does).
/// 2. What it leaves unsaid, the behaviour entry fills.
/// 3. With neither, the HTTP method decides (RFC 9110): GET, HEAD, PUT and DELETE may be resent,
///    and are retried like the model's other reads; POST and PATCH are sent once.
///
/// Every time the two files disagree, a fact one of them normally states is missing from it, or
/// an operation has no entry, the decision is a warning at the JSON pointer of what was not
/// believed (or not found). A spec whose files agree gets no warning at all.
struct BehaviorResolver {
    let document: SpecDocument
    let behavior: BehaviorDocument?
    let openAPIFile: String
    let behaviorFile: String

    /// The retry policy of reads when a spec states none: the one most of the model's GETs state,
    /// else HEY's own (three sends, a second apart and doubling, on 429 and 503).
    let readPolicy: SpecRetry

    init(document: SpecDocument, behavior: BehaviorDocument?, openAPIFile: String, behaviorFile: String) {
        self.document = document
        self.behavior = behavior
        self.openAPIFile = openAPIFile
        self.behaviorFile = behaviorFile
        self.readPolicy = Self.commonReadPolicy(document, behavior)
    }

    static let heyReadPolicy = SpecRetry(maxAttempts: 3, baseDelayMs: 1000, backoff: "exponential", retryOn: [429, 503])

    /// The behaviour of every operation by operationId, and the warnings the decisions gave:
    /// those located in `openapi.json` first, in operation order, then orphan entries.
    func resolve() -> (behaviors: [String: RouteModel], diagnostics: [Diagnostic]) {
        var behaviors: [String: RouteModel] = [:]
        var diagnostics: [Diagnostic] = []
        for operation in document.operations where behaviors[operation.operationId] == nil {
            var decisions = Decisions(resolver: self, operation: operation, entry: behavior?.entry(for: operation.operationId))
            behaviors[operation.operationId] = decisions.resolve()
            diagnostics += decisions.warnings
        }
        for entry in behavior?.entries ?? [] where !document.operations.contains(where: { $0.operationId == entry.operationId }) {
            diagnostics.append(Diagnostic(.warning, file: behaviorFile, location: entry.pointer,
                                          message: "behaviour entry \(entry.operationId) names no operation of the OpenAPI document: ignored"))
        }
        return (behaviors, diagnostics)
    }

    private static func commonReadPolicy(_ document: SpecDocument, _ behavior: BehaviorDocument?) -> SpecRetry {
        var counts: [SpecRetry: Int] = [:]
        var order: [SpecRetry] = []
        for operation in document.operations where operation.method == "GET" {
            guard let policy = operation.extensions.retry ?? behavior?.entry(for: operation.operationId)?.retry,
                  policy.maxAttempts > 1 else { continue }
            if counts[policy] == nil { order.append(policy) }
            counts[policy, default: 0] += 1
        }
        return order.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? heyReadPolicy
    }
}

/// The decisions for one operation, and the warnings they give.
private struct Decisions {
    let resolver: BehaviorResolver
    let operation: SpecOperation
    let entry: StatedBehavior?
    private(set) var warnings: [Diagnostic] = []

    init(resolver: BehaviorResolver, operation: SpecOperation, entry: StatedBehavior?) {
        self.resolver = resolver
        self.operation = operation
        self.entry = entry
    }

    private var id: String { operation.operationId }
    private var method: String { operation.method }

    mutating func resolve() -> RouteModel {
        let stated = operation.extensions
        if resolver.behavior != nil, entry == nil {
            warn(resolver.openAPIFile, operation.pointer,
                 "\(id) has no behaviour entry: its behaviour comes from openapi.json's x-hey-* extensions and the defaults of \(method)")
        }
        let pagination = resolvePagination(stated.pagination)
        let idempotent = resolveIdempotent(stated.idempotent)
        let readOnly = resolveReadOnly()
        return RouteModel(
            retry: resolveRetry(stated.retry, mayResend: readOnly || idempotent),
            pagination: pagination,
            idempotent: idempotent,
            readOnly: readOnly,
            destructive: choose(stated.destructive, entry?.destructive, "destructive", "x-hey-destructive", default: method == "DELETE"),
            auth: choose(stated.auth, entry?.auth, "auth", "x-hey-auth", default: .required),
            emptyOn: choose(stated.emptyOn.map { $0.sorted() }, entry?.emptyOn.map { $0.sorted() }, "empty_on", "x-hey-empty-on", default: []),
            redirects: choose(stated.redirects, entry?.redirects, "redirects", "x-hey-redirects", default: .follow),
            lenientSuccess: stated.lenientSuccess,
            pathAsWritten: stated.pathAsWritten
        )
    }

    /// `x-hey-retry`; the entry's `retry` (`{max: 0}` meaning "none"); or, with neither, the
    /// model's read policy for an operation that may be resent (a read, or an idempotent write:
    /// by default GET, HEAD, PUT and DELETE).
    private mutating func resolveRetry(_ stated: SpecRetry?, mayResend: Bool) -> SpecRetry? {
        let mirrored = entry?.retry.map { $0.maxAttempts == 0 ? nil : $0 }
        switch (stated, mirrored) {
        case (let stated?, nil) where entry != nil:
            warn(resolver.behaviorFile, entry?.pointer ?? "", "has no retry, but x-hey-retry of \(id) says \(stated): openapi.json wins")
            return stated
        case (let stated?, let mirrored??) where normalized(mirrored) != normalized(stated):
            warn(resolver.behaviorFile, (entry?.pointer ?? "") + "/retry",
                 "retry is \(mirrored), but x-hey-retry of \(id) says \(stated): openapi.json wins")
            return stated
        case (let stated?, _):
            return stated
        case (nil, let mirrored??):
            warn(resolver.openAPIFile, operation.pointer, "\(id) has no x-hey-retry: the behaviour entry's retry (\(mirrored)) is used")
            return mirrored
        case (nil, .some(nil)):
            return nil
        case (nil, nil):
            guard mayResend else { return nil }
            if entry != nil {
                warn(resolver.openAPIFile, operation.pointer,
                     "\(id) states no retry in either file: as a \(method), it is retried like the model's reads (\(resolver.readPolicy))")
            }
            return resolver.readPolicy
        }
    }

    private mutating func resolvePagination(_ stated: SpecPagination?) -> SpecPagination? {
        let mirrored = entry?.pagination
        switch (stated, mirrored) {
        case (let stated?, nil) where entry != nil:
            warn(resolver.behaviorFile, entry?.pointer ?? "", "has no pagination, but x-hey-pagination of \(id) says \(stated): openapi.json wins")
            return stated
        case (let stated?, let mirrored?) where mirrored != stated:
            warn(resolver.behaviorFile, (entry?.pointer ?? "") + "/pagination",
                 "pagination is \(mirrored), but x-hey-pagination of \(id) says \(stated): openapi.json wins")
            return stated
        case (let stated?, _):
            return stated
        case (nil, let mirrored?):
            warn(resolver.openAPIFile, operation.pointer, "\(id) has no x-hey-pagination: the behaviour entry's pagination (\(mirrored)) is used")
            return mirrored
        case (nil, nil):
            return nil
        }
    }

    /// `x-hey-idempotent.natural` overrides; the entry's `idempotent` is the usual statement;
    /// with neither, PUT and DELETE are idempotent (a read needs no flag: it is read-only).
    private mutating func resolveIdempotent(_ natural: Bool?) -> Bool {
        let methodDefault = ["PUT", "DELETE"].contains(method)
        switch (natural, entry?.idempotent) {
        case (let natural?, let mirrored?) where natural != mirrored:
            warn(resolver.behaviorFile, (entry?.pointer ?? "") + "/idempotent",
                 "idempotent is \(mirrored), but x-hey-idempotent.natural of \(id) is \(natural): openapi.json wins")
            return natural
        case (let natural?, _):
            return natural
        case (nil, let mirrored?):
            return mirrored
        case (nil, nil):
            if entry != nil {
                warn(resolver.behaviorFile, entry?.pointer ?? "", "states no idempotent: as a \(method), \(id) is \(methodDefault ? "" : "not ")idempotent")
            }
            return methodDefault
        }
    }

    /// GET and HEAD read; the entry's `readonly` is checked against that.
    private mutating func resolveReadOnly() -> Bool {
        let reads = method == "GET" || method == "HEAD"
        if let stated = entry?.readOnly, stated != reads {
            warn(resolver.behaviorFile, (entry?.pointer ?? "") + "/readonly",
                 "readonly is \(stated), but \(id) is a \(method): the method wins (\(reads ? "read-only" : "a write"))")
        }
        return reads
    }

    /// A fact `openapi.json` states only where it differs from the usual (destructive, auth,
    /// redirects, empty-on): its extension wins, else the entry, else `default`.
    private mutating func choose<Value: Equatable>(_ stated: Value?, _ mirrored: Value?, _ entryKey: String, _ extensionName: String,
                                                   default defaultValue: Value) -> Value {
        if let stated, let mirrored, stated != mirrored {
            warn(resolver.behaviorFile, (entry?.pointer ?? "") + "/" + entryKey,
                 "\(entryKey) is \(mirrored), but \(extensionName) of \(id) is \(stated): openapi.json wins")
        }
        return stated ?? mirrored ?? defaultValue
    }

    private func normalized(_ retry: SpecRetry) -> SpecRetry {
        var copy = retry
        copy.retryOn = Array(Set(retry.retryOn)).sorted()
        return copy
    }

    private mutating func warn(_ file: String, _ pointer: String, _ message: String) {
        warnings.append(Diagnostic(.warning, file: file, location: pointer, message: message))
    }
}
