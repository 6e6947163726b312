import Mustache

/// One behaviour flag, described once: something HEY states per operation that the runtime acts
/// on (`x-hey-redirects`, a behaviour entry's `redirects`).
///
/// The descriptor says where each file states the flag and how its value is read there, how the
/// two statements and the HTTP method decide the route's value (with the warnings that decision
/// gives), how `hey-generator diff` reports a change of it, and what it puts into the route
/// table. The decoders, ``BehaviorResolver``, ``BehaviorComparer`` and the route table iterate
/// over the descriptors of ``BehaviorFlags`` and name no flag themselves.
///
/// `Stated` is what a file states (a `RetryPolicyModel`), `Value` what is decided (`RetryPolicyModel?`:
/// sent once when nothing is stated for a write).
struct BehaviorFlag<Stated: FlagValue, Value: FlagValue>: Sendable {
    /// Where one file states the flag and how its value is read there.
    struct Statement: Sendable {
        /// The operation's extension (`x-hey-redirects`) or the entry's member (`redirects`).
        let key: String
        /// The key as messages name it (`x-hey-idempotent.natural`).
        let spelled: String
        /// Reads the value at a pointer, reporting what is wrong with it; nil when the value is
        /// not usable. Without a reader the key is known and ignored.
        let read: (@Sendable (JSONNode, String, ExtensionDecoder) -> Stated?)?

        /// A key whose value `read` reads.
        init(_ key: String, spelled: String? = nil, read: (@Sendable (JSONNode, String, ExtensionDecoder) -> Stated?)?) {
            self.key = key
            self.spelled = spelled ?? key
            self.read = read
        }
    }

    /// The flag's name: where its values are kept, and how messages name it (`redirects`).
    let name: String
    /// How `openapi.json` states it, if it does.
    let openAPI: Statement?
    /// How a behaviour entry states it, if it does.
    let entry: Statement?
    /// The value of a route no decision reached: the safest reading.
    let fallback: Value
    /// A statement drawn from the whole model, once, for the decisions to use (the retry policy
    /// most reads state).
    let survey: (@Sendable ([FlagStatements<Stated>]) -> Stated?)?
    /// Decides the route's value from the statements (see ``FlagDecision``).
    let decide: @Sendable (FlagDecision<Stated>) -> Value
    /// How `diff` reports a change of what `openapi.json` states.
    let change: FlagChange<Stated>?
    /// How `diff` reports a change of what the behaviour entry states, when it is not a mirror
    /// of the extension compared by ``change``.
    let entryChange: FlagChange<Stated>?
    /// What the decided value puts into the route table.
    let route: @Sendable (Value, RouteFacts) -> RouteEntry

    init(name: String, openAPI: Statement?, entry: Statement?, fallback: Value,
         survey: (@Sendable ([FlagStatements<Stated>]) -> Stated?)? = nil,
         decide: @escaping @Sendable (FlagDecision<Stated>) -> Value,
         change: FlagChange<Stated>?, entryChange: FlagChange<Stated>? = nil,
         route: @escaping @Sendable (Value, RouteFacts) -> RouteEntry) {
        self.name = name
        self.openAPI = openAPI
        self.entry = entry
        self.fallback = fallback
        self.survey = survey
        self.decide = decide
        self.change = change
        self.entryChange = entryChange
        self.route = route
    }
}

/// What both files state about one operation, for a flag's ``BehaviorFlag/survey``.
struct FlagStatements<Stated: FlagValue> {
    /// The operation's HTTP method, upper case.
    let method: String
    let openAPI: Stated?
    let entry: Stated?
}

/// How `hey-generator diff` reports a change of a stated flag: under `label`, the text
/// `describe` gives for the old and new statements, nil when nothing changed.
struct FlagChange<Stated: FlagValue>: Sendable {
    let label: String
    let describe: @Sendable (Stated?, Stated?) -> String?

    /// `old -> new`, each as `spell` writes it, unless `same` says they agree.
    static func transition(_ label: String, same: @escaping @Sendable (Stated?, Stated?) -> Bool = { $0 == $1 },
                           _ spell: @escaping @Sendable (Stated?) -> String) -> FlagChange {
        FlagChange(label: label) { old, new in same(old, new) ? nil : "\(spell(old)) -> \(spell(new))" }
    }

    /// `added` or `removed`, as `isOn` reads each statement.
    static func toggle(_ label: String, isOn: @escaping @Sendable (Stated?) -> Bool) -> FlagChange {
        FlagChange(label: label) { old, new in isOn(old) == isOn(new) ? nil : isOn(new) ? "added" : "removed" }
    }

    /// `added`, `removed` or `changed`.
    static func presence(_ label: String) -> FlagChange {
        FlagChange(label: label) { old, new in
            switch (old, new) {
            case (nil, nil): nil
            case (nil, _?): "added"
            case (_?, nil): "removed"
            case (let old?, let new?): old == new ? nil : "changed"
            }
        }
    }
}

/// What a flag's route entry may depend on besides its value.
struct RouteFacts {
    /// The operation's path template.
    let path: String
    /// The success answer is an HTML page.
    let answersHTML: Bool
    /// The profile's path rule appends `.json` (HEY's).
    let appendsJSONExtension: Bool
    /// The names of the retry policies the route table declares once.
    let retryPolicyNames: [RetryPolicyModel: String]
}

/// What one flag puts into its route's entry of the route table (`_route.mustache`).
struct RouteEntry {
    /// Keys the template names: the arguments of the runtime's `Route` initializer.
    var arguments: [String: MustacheValue] = [:]
    /// Properties of `Route` set beyond the initializer: `$0.<property> = <value>;`.
    var settings: [RouteSetting] = []

    /// `$0.<property> = <value>;` when `condition` holds, else nothing.
    static func setting(_ property: String, to value: String, when condition: Bool, beforeRequestEncoding: Bool = false) -> RouteEntry {
        RouteEntry(settings: condition ? [RouteSetting(property: property, value: value, beforeRequestEncoding: beforeRequestEncoding)] : [])
    }
}

/// One property of the runtime's `Route` a route sets beyond its initializer, written
/// `$0.<property> = <value>;` in its `.with { }` block. Settings are written in the order `Route`
/// declares the properties: those before `requestEncoding`, the request encoding, then the rest.
struct RouteSetting: Equatable {
    /// The property (`redirects`).
    let property: String
    /// Its value as Swift (`.refuse`, `true`, `"X-Count"`).
    let value: String
    /// `Route` declares the property before `requestEncoding`.
    var beforeRequestEncoding = false
}
