import Foundation

/// A value guarded by an `NSLock` (macOS 13 has no `Synchronization.Mutex`).
///
/// Every access goes through ``withLock(_:)``. Never await or call out to user code (hooks,
/// providers) while holding the lock.
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

/// A result computed once and awaited by any number of tasks.
///
/// Each waiter can give up on its own: cancelling a waiting task throws `CancellationError` to that
/// task alone and leaves the computation and the other waiters untouched. The single-flight
/// credential refresh is built on it.
final class SharedResult<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]
    }

    private let state = Locked(State())

    /// Creates an unfulfilled result.
    init() {}

    /// Sets the value and resumes every waiter. Only the first call has an effect; it answers
    /// whether this call was the one that fulfilled it.
    @discardableResult
    func fulfil(_ value: Value) -> Bool {
        let waiters: [CheckedContinuation<Value, any Error>]? = state.withLock { state in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: value) }
        return true
    }

    /// How many tasks wait for the value now.
    var waiterCount: Int { state.withLock { $0.waiters.count } }

    /// Waits for the value; throws `CancellationError` if the waiting task is cancelled first.
    func value() async throws -> Value {
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let ready: Result<Value, any Error>? = state.withLock { state in
                    if let value = state.value { return .success(value) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waiters[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume(throwing: CancellationError())
        }
    }
}
