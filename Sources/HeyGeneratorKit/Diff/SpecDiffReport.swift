/// One difference between two specs.
public struct SpecChange: Sendable, Equatable, CustomStringConvertible {
    /// How a change affects users of the generated SDK.
    public enum Impact: String, Sendable, Equatable {
        /// Code written against the old SDK may no longer compile or work.
        case breaking
        /// Something new; old code keeps working.
        case additive
        /// Same API surface, different runtime behaviour (retries, paging, auth, …); the report
        /// prints it as the docs spell it.
        case behavior = "behaviour"
    }

    /// How the change affects SDK users.
    public var impact: Impact
    /// What changed: `operation GetBox` or `schema Box`.
    public var subject: String
    /// How it changed: `added`, `removed`, `member kind: removed`, `path: /a -> /b`.
    public var detail: String

    /// Creates a change.
    public init(impact: Impact, subject: String, detail: String) {
        self.impact = impact
        self.subject = subject
        self.detail = detail
    }

    /// `schema Box: member kind: removed`: the form the intended-differences block uses.
    public var line: String { "\(subject): \(detail)" }

    /// `breaking: schema Box: member kind: removed`.
    public var description: String { "\(impact.rawValue): \(line)" }
}

/// The version bump a set of changes calls for under the pre-1.0 policy.
public enum VersionBump: String, Sendable, Equatable {
    /// Something breaking changed.
    case minor
    /// Only additions or behaviour changes.
    case patch
    /// Nothing changed.
    case none
}

/// Everything that differs between two specs, classified, in report order.
public struct SpecDiffReport: Sendable, Equatable {
    /// The changes: operations by operationId, then schemas by name; the changes of one
    /// subject in the order they were found.
    public private(set) var changes: [SpecChange]

    /// Creates a report, putting `changes` in report order.
    public init(changes: [SpecChange]) {
        self.changes = changes.enumerated()
            .sorted { Self.sortKey($0.element, $0.offset) < Self.sortKey($1.element, $1.offset) }
            .map(\.element)
    }

    /// `minor` when anything is breaking, else `patch` when anything changed, else `none`.
    public var bump: VersionBump {
        if changes.contains(where: { $0.impact == .breaking }) { return .minor }
        return changes.isEmpty ? .none : .patch
    }

    /// One line per change (`breaking: schema Box: member kind: removed`), then `bump: …`.
    public func render() -> String {
        (changes.map(\.description) + ["bump: \(bump.rawValue)"]).joined(separator: "\n")
    }

    private static func sortKey(_ change: SpecChange, _ offset: Int) -> SortKey {
        let group = change.subject.hasPrefix("operation ") ? 0 : change.subject.hasPrefix("schema ") ? 1 : 2
        return SortKey(group: group, subject: change.subject, offset: offset)
    }

    private struct SortKey: Comparable {
        let group: Int
        let subject: String
        let offset: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.group, lhs.subject, lhs.offset) < (rhs.group, rhs.subject, rhs.offset)
        }
    }
}
