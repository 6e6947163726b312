import Mustache

/// The behaviour flags the generator knows, each described once (see ``BehaviorFlag``): a new
/// flag is a descriptor here and an entry of ``standard``.
///
/// The list's order is the order the flags are read, decided (a flag whose decision needs
/// another's decides that one first), compared by `diff` and written in the route table.
struct BehaviorFlags: Sendable {
    /// The descriptors, in order.
    var all: [any FlagDescriptor]

    /// HEY's flags.
    static let standard = BehaviorFlags(all: [
        pagination, retry, readOnly, idempotent, destructive, auth, emptyOn, redirects, lenientSuccess, pathAsWritten, draftWhen,
    ])

    /// The flags every stage iterates over: ``standard``, unless a test binds others.
    @TaskLocal static var current = standard

    /// These flags and `flag` after them.
    func adding(_ flag: any FlagDescriptor) -> BehaviorFlags {
        BehaviorFlags(all: all + [flag])
    }
}

extension BehaviorFlags {
    /// `x-hey-pagination`, an entry's `pagination`: how a read pages. Not paged unless stated.
    static let pagination = BehaviorFlag<PaginationModel, PaginationModel?>(
        name: "pagination",
        openAPI: .init("x-hey-pagination") { $2.pagination($0, $1) },
        entry: .init("pagination") { $2.pagination($0, $1) },
        fallback: nil,
        decide: { $0.openAPIWinsNoting(same: ==) { nil } },
        change: .transition("pagination") { $0.map(\.description) ?? "none" },
        route: { value, _ in
            let link = value?.style == .link ? value : nil
            let total = link?.totalCountHeader.flatMap { $0 == "X-Total-Count" ? nil : $0 }
            return RouteEntry(
                arguments: ["pagination": .string(value.map { $0.style == .link ? "link" : "window" } ?? "unpaged"),
                            "pageParameter": .string(link?.pageParameter.map { "\"\($0.swiftLiteral)\"" } ?? "nil")],
                settings: total.map { [RouteSetting(property: "totalCountHeader", value: "\"\($0.swiftLiteral)\"", beforeRequestEncoding: true)] } ?? [])
        })

    /// `x-hey-retry`, an entry's `retry` (`{max: 0}` meaning none). With neither, an operation
    /// that may be resent (a read, an idempotent write) is retried as most of the model's GETs
    /// say (HEY's own: three sends, a second apart and doubling, on 429 and 503); others are sent
    /// once.
    static let retry = BehaviorFlag<RetryPolicyModel, RetryPolicyModel?>(
        name: "retry",
        openAPI: .init("x-hey-retry") { $2.retry($0, $1, keys: .openAPI) },
        entry: .init("retry") { $2.retry($0, $1, keys: .behavior) },
        fallback: nil,
        survey: { operations in
            RetryPolicyModel.commonReadPolicy(operations.filter { $0.method == "GET" }.compactMap { $0.openAPI ?? $0.entry })
        },
        decide: { decision in
            let mayResend = [decision.value(of: idempotent), decision.value(of: readOnly)].contains(true)
            return decision.openAPIWinsNoting(same: { $0.normalized == $1.normalized }, statesNone: { $0.maxAttempts == 0 }) {
                guard mayResend, let policy = decision.surveyed else { return nil }
                if decision.hasEntry {
                    decision.warnAtOperation("\(decision.id) states no retry in either file: as a \(decision.method), it is retried like the model's reads (\(policy))")
                }
                return policy
            }
        },
        change: .transition("retry", same: { $0?.normalized == $1?.normalized }) { $0?.normalized.summary ?? "none" },
        route: { value, facts in
            RouteEntry(arguments: ["retryPolicy": value.flatMap { facts.retryPolicyNames[$0] }.map(MustacheValue.string) ?? .null])
        })

    /// An entry's `readonly`: the method decides (GET and HEAD read); an entry saying otherwise
    /// is a warning.
    static let readOnly = BehaviorFlag<Bool, Bool>(
        name: "readOnly",
        openAPI: nil,
        entry: .init("readonly") { $2.bool($0, $1) },
        fallback: false,
        decide: { decision in
            let reads = decision.method == "GET" || decision.method == "HEAD"
            if let stated = decision.entry, stated != reads {
                decision.warnAtEntry(decision.entryKey,
                                     "readonly is \(stated), but \(decision.id) is a \(decision.method): the method wins (\(reads ? "read-only" : "a write"))")
            }
            return reads
        },
        change: nil,
        entryChange: .transition("behaviour readonly") { $0.map(String.init) ?? "unstated" },
        route: { value, _ in RouteEntry(arguments: ["readOnly": .string(String(value))]) })

    /// `x-hey-idempotent.natural`, an entry's `idempotent`; with neither, RFC 9110: PUT and
    /// DELETE are idempotent (an entry that does not say is a warning).
    static let idempotent = BehaviorFlag<Bool, Bool>(
        name: "idempotent",
        openAPI: .init("x-hey-idempotent", spelled: "x-hey-idempotent.natural") { node, pointer, reader in
            guard let natural = node.objectValue?["natural"]?.boolValue else {
                reader.problems.report(pointer, "expected {\"natural\": true|false}")
                return nil
            }
            return natural
        },
        entry: .init("idempotent") { $2.bool($0, $1) },
        fallback: false,
        decide: { decision in
            let byMethod = ["PUT", "DELETE"].contains(decision.method)
            if decision.openAPI == nil, decision.entry == nil, decision.hasEntry {
                decision.warnAtEntry(nil, "states no idempotent: as a \(decision.method), \(decision.id) is \(byMethod ? "" : "not ")idempotent")
            }
            return decision.openAPIWins(default: byMethod)
        },
        change: .transition("idempotency") { $0.map { $0 ? "idempotent" : "not idempotent" } ?? "unstated" },
        entryChange: .transition("behaviour idempotent") { $0.map(String.init) ?? "unstated" },
        route: { value, _ in RouteEntry(arguments: ["idempotent": .string(String(value))]) })

    /// `x-hey-destructive`, an entry's `destructive`; with neither, a DELETE destroys.
    static let destructive = BehaviorFlag<Bool, Bool>(
        name: "destructive",
        openAPI: .init("x-hey-destructive") { $2.bool($0, $1) },
        entry: .init("destructive") { $2.bool($0, $1) },
        fallback: false,
        decide: { $0.openAPIWins(default: $0.method == "DELETE") },
        change: .toggle("destructive") { $0 ?? false },
        route: { value, _ in .setting("isDestructive", to: "true", when: value, beforeRequestEncoding: true) })

    /// `x-hey-auth`, an entry's `auth` (`none` for the OAuth endpoints); else the client's
    /// credentials.
    static let auth = BehaviorFlag.choice("auth", openAPI: "x-hey-auth", default: AuthRequirement.required) { value, _ in
        .setting("auth", to: ".none", when: value == .none, beforeRequestEncoding: true)
    }

    /// `x-hey-empty-on.statusCodes`, an entry's `empty_on`: statuses answered as "nothing"
    /// (sorted); else none.
    static let emptyOn = BehaviorFlag<[Int], [Int]>(
        name: "emptyOn",
        openAPI: .init("x-hey-empty-on") { node, pointer, reader in
            guard let codes = node.objectValue?["statusCodes"] else {
                let found = node.objectValue == nil ? node.kindName : "an object without one"
                reader.problems.report(pointer, "expected an object with a statusCodes list, found \(found)")
                return nil
            }
            return reader.statusList(codes, pointer + "/statusCodes").sorted()
        },
        entry: .init("empty_on") { $2.statusList($0, $1).sorted() },
        fallback: [],
        decide: { $0.openAPIWins(default: []) },
        change: .transition("empty on", same: { Set($0 ?? []) == Set($1 ?? []) }) { ($0 ?? []).statusSummary },
        route: { value, _ in RouteEntry(arguments: ["emptyOn": .list(value.map(MustacheValue.int))]) })

    /// `x-hey-redirects`, an entry's `redirects` (`refuse` for the OAuth endpoints); else follow.
    static let redirects = BehaviorFlag.choice("redirects", openAPI: "x-hey-redirects", default: RedirectRule.follow) { value, _ in
        .setting("redirects", to: ".refuse", when: value == .refuse)
    }

    /// `x-hey-lenient-success` (present or not): a 2xx body that cannot be read is answered as
    /// nil rather than an error.
    static let lenientSuccess = BehaviorFlag<Bool, Bool>(
        name: "lenientSuccess",
        openAPI: .init("x-hey-lenient-success") { _, _, _ in true },
        entry: nil,
        fallback: false,
        decide: { $0.openAPI ?? false },
        change: .toggle("lenient success") { $0 ?? false },
        route: { value, _ in .setting("lenientSuccess", to: "true", when: value) })

    /// `x-hey-path-as-written`: the path goes out without HEY's `.json` suffix (as does an HTML
    /// page's, and every path of a profile without HEY's path rule).
    static let pathAsWritten = BehaviorFlag<Bool, Bool>(
        name: "pathAsWritten",
        openAPI: .init("x-hey-path-as-written") { $2.bool($0, $1) },
        entry: nil,
        fallback: false,
        decide: { $0.openAPI ?? false },
        change: .toggle("path as written") { $0 ?? false },
        route: { value, facts in
            let asWritten = value || facts.answersHTML || !facts.appendsJSONExtension
            let pattern = asWritten ? facts.path : TableContext.jsonPattern(facts.path)
            return RouteEntry(arguments: ["pattern": .string(pattern.swiftLiteral)])
        })

    /// `x-hey-draft-when` conditions, kept as written (an entry's `draft_when` is known and not
    /// read); `diff` reports them, the route table does not carry them.
    static let draftWhen = BehaviorFlag<JSONNode, JSONNode?>(
        name: "draftWhen",
        openAPI: .init("x-hey-draft-when") { node, _, _ in node },
        entry: .init("draft_when", read: nil),
        fallback: nil,
        decide: { $0.openAPI },
        change: .presence("draft when"),
        route: { _, _ in RouteEntry() })
}

extension BehaviorFlag where Stated == Value, Stated: RawRepresentable & CaseIterable, Stated.RawValue == String {
    /// A choice among `Stated`'s values, stated alike by `openAPI` and by the entry's member
    /// `name`: the extension wins, the entry fills its gaps, else `defaultValue`; `diff` reports
    /// `old -> new` (`default` when unstated).
    static func choice(_ name: String, openAPI key: String, default defaultValue: Stated,
                       route: @escaping @Sendable (Value, RouteFacts) -> RouteEntry) -> BehaviorFlag {
        BehaviorFlag(
            name: name,
            openAPI: .init(key) { $2.choice($0, $1, fallback: defaultValue) },
            entry: .init(name) { $2.choice($0, $1, fallback: defaultValue) },
            fallback: defaultValue,
            decide: { $0.openAPIWins(default: defaultValue) },
            change: .transition(name) { $0?.rawValue ?? "default" },
            route: route)
    }
}
