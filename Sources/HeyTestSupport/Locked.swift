import Foundation

/// A value guarded by an `NSLock`, shared between threads (the server's and its callers', a
/// runner's tasks). macOS 13 has no `Synchronization.Mutex`.
///
/// Every read and write goes through ``withLock(_:)``; never call back into the owner while
/// holding the lock (callbacks such as response handlers run outside it). The SDK's runtime has
/// a copy of its own, because the shipped library depends on nothing, this module included.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the guard around an initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
