import Foundation

/// Facts one client looks up once and keeps: its default sender, the box index by kind, and the
/// like. Each client has its own (a linked-account client does not share its root's), since the
/// answers depend on the account. Only successes are kept: a failed lookup is tried again next
/// time.
final class ClientMemo: Sendable {
    private let values = Locked([String: any Sendable]())

    /// Creates an empty memo.
    init() {}

    /// The value kept under `key`, if there is one of type `T`.
    func value<T: Sendable>(_ key: String, as type: T.Type = T.self) -> T? {
        values.withLock { $0[key] as? T }
    }

    /// Keeps `value` under `key`, replacing what was there.
    func keep<T: Sendable>(_ value: T, as key: String) {
        values.withLock { $0[key] = value }
    }

    /// The value kept under `key`, or the one `compute` answers, which is then kept. If
    /// `compute` throws, nothing is kept. Two tasks asking at once may both compute; the later
    /// answer is kept.
    func value<T: Sendable>(_ key: String, computing compute: () async throws -> T) async throws -> T {
        if let kept: T = value(key) { return kept }
        let computed = try await compute()
        keep(computed, as: key)
        return computed
    }
}
