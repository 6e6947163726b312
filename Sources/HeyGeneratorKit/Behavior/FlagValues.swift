/// A value of a behaviour flag: what a file states, or what was decided.
typealias FlagValue = Sendable & Equatable

/// Values of behaviour flags, each under its flag's name (``BehaviorFlag/name``), so a new flag
/// needs no member of its own anywhere.
struct FlagValues: Sendable, Equatable {
    private var values: [String: any FlagValue] = [:]

    /// The value stored for the flag named `name`, if any.
    subscript(name: String) -> (any FlagValue)? {
        get { values[name] }
        set { values[name] = newValue }
    }

    static func == (lhs: FlagValues, rhs: FlagValues) -> Bool {
        lhs.values.count == rhs.values.count && lhs.values.allSatisfy { name, value in
            rhs.values[name].map { same(value, $0) } ?? false
        }
    }

    private static func same(_ lhs: any FlagValue, _ rhs: any FlagValue) -> Bool {
        func compare<Value: Equatable>(_ lhs: Value) -> Bool { (rhs as? Value) == lhs }
        return compare(lhs)
    }
}

/// What one file states about how an operation behaves: the `x-hey-*` extensions of an
/// operation of `openapi.json`, or an entry of `behavior-model.json`. A flag the file leaves
/// unsaid has no value.
public struct StatedFlags: Sendable, Equatable {
    var values = FlagValues()

    /// Nothing stated.
    public init() {}

    /// What the file states for `flag`, nil when it says nothing (or nothing usable).
    subscript<Stated, Value>(flag: BehaviorFlag<Stated, Value>) -> Stated? {
        get { values[flag.name] as? Stated }
        set { values[flag.name] = newValue }
    }
}

extension RouteModel {
    /// What was decided for `flag`, or its ``BehaviorFlag/fallback`` for a route no decision
    /// reached (``RouteModel/sentOnce``).
    subscript<Stated, Value>(flag: BehaviorFlag<Stated, Value>) -> Value {
        get { values[flag.name].flatMap { $0 as? Value } ?? flag.fallback }
        set { values[flag.name] = newValue as any FlagValue }
    }
}
