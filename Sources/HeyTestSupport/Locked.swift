import Foundation

/// A value guarded by an `NSLock`, shared between the server's threads and its callers.
///
/// Every read and write goes through ``withLock(_:)``; never call back into the owner while
/// holding the lock (callbacks such as response handlers run outside it).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the guard around an initial value.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
