/// What deciding one flag for one operation sees: what each file states, the flag's survey of
/// the model, the operation, the other flags' decisions; and where its warnings go.
struct FlagDecision<Stated: FlagValue> {
    /// What `openapi.json`'s extension states.
    let openAPI: Stated?
    /// What the behaviour entry states.
    let entry: Stated?
    /// What the flag's survey of the whole model found.
    let surveyed: Stated?
    /// The extension as messages name it (`x-hey-idempotent.natural`).
    let openAPIName: String
    /// The entry's member (`idempotent`).
    let entryKey: String
    private let decisions: OperationDecisions

    init<Value>(flag: BehaviorFlag<Stated, Value>, decisions: OperationDecisions) {
        openAPI = decisions.operation.extensions[flag]
        entry = decisions.entry?.stated[flag]
        surveyed = decisions.surveys[flag.name].flatMap { $0 as? Stated }
        openAPIName = flag.openAPI?.spelled ?? flag.name
        entryKey = flag.entry?.key ?? flag.name
        self.decisions = decisions
    }

    /// The operationId.
    var id: String { decisions.operation.operationId }
    /// The HTTP method, upper case.
    var method: String { decisions.operation.method }
    /// Whether the operation has a behaviour entry at all.
    var hasEntry: Bool { decisions.entry != nil }

    /// What is decided for another flag of the operation (deciding it first if it is not yet).
    func value<OtherStated, Value>(of flag: BehaviorFlag<OtherStated, Value>) -> Value {
        decisions.value(of: flag)
    }

    /// A warning at the behaviour entry, or at its `member`.
    func warnAtEntry(_ member: String?, _ message: String) {
        decisions.warn(decisions.files.behavior, (decisions.entry?.pointer ?? "") + (member.map { "/" + $0 } ?? ""), message)
    }

    /// A warning at the operation in `openapi.json`.
    func warnAtOperation(_ message: String) {
        decisions.warn(decisions.files.openAPI, decisions.operation.pointer, message)
    }
}

extension FlagDecision {
    /// For a fact `openapi.json` states only where it differs from the usual: its extension
    /// wins (a disagreeing entry is a warning at the entry's member), else the entry, else
    /// `defaultValue`.
    func openAPIWins(default defaultValue: Stated) -> Stated {
        if let openAPI, let entry, openAPI != entry {
            warnAtEntry(entryKey, "\(entryKey) is \(entry), but \(openAPIName) of \(id) is \(openAPI): openapi.json wins")
        }
        return openAPI ?? entry ?? defaultValue
    }

    /// For a fact both files normally state as a whole (retry, pagination): the extension wins,
    /// and an entry that leaves it out or says otherwise is a warning; with no extension, the
    /// entry's statement is used with a warning (nil when `statesNone` says it states "none");
    /// with neither, `otherwise`.
    func openAPIWinsNoting(same: (Stated, Stated) -> Bool, statesNone: (Stated) -> Bool = { _ in false },
                           otherwise: () -> Stated?) -> Stated? {
        let mirrored = entry.map { statesNone($0) ? nil : $0 }
        switch (openAPI, mirrored) {
        case (let stated?, nil) where hasEntry:
            warnAtEntry(nil, "has no \(entryKey), but \(openAPIName) of \(id) says \(stated): openapi.json wins")
            return stated
        case (let stated?, let mirrored??) where !same(mirrored, stated):
            warnAtEntry(entryKey, "\(entryKey) is \(mirrored), but \(openAPIName) of \(id) says \(stated): openapi.json wins")
            return stated
        case (let stated?, _):
            return stated
        case (nil, let mirrored??):
            warnAtOperation("\(id) has no \(openAPIName): the behaviour entry's \(entryKey) (\(mirrored)) is used")
            return mirrored
        case (nil, .some(nil)):
            return nil
        case (nil, nil):
            return otherwise()
        }
    }
}

/// The decisions for one operation, each flag's once, and the warnings they gave in the order
/// they were made.
final class OperationDecisions {
    let operation: SpecOperation
    let entry: StatedBehavior?
    let files: (openAPI: String, behavior: String)
    /// Each flag's survey of the model, by flag name.
    let surveys: [String: any FlagValue]
    private(set) var values = FlagValues()
    private(set) var warnings: [Diagnostic] = []

    init(operation: SpecOperation, entry: StatedBehavior?, files: (openAPI: String, behavior: String), surveys: [String: any FlagValue]) {
        self.operation = operation
        self.entry = entry
        self.files = files
        self.surveys = surveys
    }

    /// What is decided for `flag`, deciding it now if it is not yet.
    func value<Stated, Value>(of flag: BehaviorFlag<Stated, Value>) -> Value {
        if let decided = values[flag.name], let value = decided as? Value { return value }
        let value = flag.decide(FlagDecision(flag: flag, decisions: self))
        values[flag.name] = value as any FlagValue
        return value
    }

    func warn(_ file: String, _ pointer: String, _ message: String) {
        warnings.append(Diagnostic(.warning, file: file, location: pointer, message: message))
    }
}
