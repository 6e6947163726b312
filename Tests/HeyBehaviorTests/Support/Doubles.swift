@testable import Hey
import Foundation
import Testing

/// A value behind a lock, for the doubles below (their methods run on any task).
final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withLock { $0 } }
}

/// A one-shot latch: `wait()` returns once `open()` was called (before or after), or once the
/// waiting task is cancelled (so a test whose time limit runs out ends rather than hangs).
final class Gate: Sendable {
    private struct State {
        var open = false
        var next = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Guarded(State())

    init() {}

    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    func wait() async {
        let id = state.withLock { state -> Int in
            state.next += 1
            return state.next
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if state.open || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}

/// The value of `task`, cancelling it when the waiting test is cancelled (at its time limit).
func value<T: Sendable>(of task: Task<T, any Error>) async throws -> T {
    try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
}

/// Yields until `condition` holds (for a state the runtime reaches on another task); records an
/// issue after `limit` turns rather than hanging. Never sleeps.
func eventually(_ what: String, limit: Int = 100_000, _ condition: () -> Bool) async {
    for _ in 0..<limit {
        if condition() { return }
        await Task.yield()
    }
    Issue.record("never happened: \(what)")
}

/// One answer of the scripted transport: a response, or a failure thrown instead of one.
struct Reply: Sendable {
    var status: Int
    var headers: HTTPHeaders
    var body: Data
    var failure: (any Error)?

    init(_ status: Int, _ headers: HTTPHeaders = [:], body: String = "") {
        self.status = status
        self.headers = headers
        self.body = Data(body.utf8)
    }

    /// A 200 JSON answer.
    static func json(_ body: String, status: Int = 200, _ extra: [(String, String)] = []) -> Reply {
        Reply(status, HTTPHeaders([("Content-Type", "application/json; charset=utf-8")] + extra), body: body)
    }

    /// A 200 HTML page.
    static func html(_ body: String) -> Reply {
        Reply(200, ["Content-Type": "text/html; charset=utf-8"], body: body)
    }

    /// A redirect to `location`.
    static func redirect(_ status: Int = 302, to location: String?) -> Reply {
        Reply(status, HTTPHeaders(location.map { [("Location", $0)] } ?? []))
    }

    /// No answer: `error` is thrown by the transport.
    static func fail(_ error: any Error) -> Reply {
        var reply = Reply(0)
        reply.failure = error
        return reply
    }
}

/// A `Transport` that answers each request from a script, records every request it was sent
/// (and the body limit asked for its answer), and honours `bodyLimit` as a real transport does:
/// it keeps at most that many bytes and marks the answer exceeded.
final class ScriptedTransport: Transport, Sendable {
    typealias Handler = @Sendable (_ request: HTTPRequest, _ index: Int) async throws -> Reply

    private let handler: Handler
    private let log = Guarded((requests: [HTTPRequest](), limits: [Int?]()))

    /// Answers the requests in order with `replies`; a request past the end is an issue.
    convenience init(_ replies: [Reply]) {
        self.init { request, index in
            guard index < replies.count else {
                Issue.record("unscripted request #\(index + 1): \(request.method) \(request.url)")
                throw URLError(.resourceUnavailable)
            }
            return replies[index]
        }
    }

    /// Answers every request with what `handler` makes of it (and its 0-based index).
    init(handler: @escaping Handler) {
        self.handler = handler
    }

    var requests: [HTTPRequest] { log.withLock { $0.requests } }
    var limits: [Int?] { log.withLock { $0.limits } }
    var paths: [String] { requests.map(\.url.path) }

    func send(_ request: HTTPRequest,
              bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
        let index = log.withLock { log -> Int in
            log.requests.append(request)
            return log.requests.count - 1
        }
        let reply = try await handler(request, index)
        if let failure = reply.failure { throw failure }
        let limit = bodyLimit(reply.status, reply.headers)
        log.withLock { $0.limits.append(limit) }
        var body = reply.body
        var exceeded = false
        if let limit, body.count > limit {
            body = body.prefix(limit)
            exceeded = true
        }
        return HTTPResponse(status: reply.status, headers: reply.headers, body: body, bodyExceeded: exceeded)
    }
}

/// A clock that moves only when told: the transport or the sleeper advances it, so every
/// duration the client reports is known exactly.
final class ManualClock: Sendable {
    private let now = Guarded(Duration.zero)

    init() {}

    func advance(by duration: Duration) { now.withLock { $0 += duration } }

    var reading: @Sendable () -> Duration { { [now] in now.current } }
}

/// The sleeper tests hand the client: it records each wait, advances the clock by it, and
/// returns at once.
final class RecordingSleeper: Sendable {
    private let recorded = Guarded([Duration]())
    private let clock: ManualClock

    init(clock: ManualClock) { self.clock = clock }

    var waits: [Duration] { recorded.current }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [recorded, clock] duration in
            recorded.withLock { $0.append(duration) }
            clock.advance(by: duration)
        }
    }
}

/// What the hooks heard, in order.
enum HookEvent: Sendable {
    case operationStart(OperationInfo)
    case operationEnd(OperationInfo, OperationResult)
    case requestStart(RequestInfo)
    case requestEnd(RequestInfo, RequestResult)
    case retry(RequestInfo, attempt: Int, error: any Error, delay: Duration)
}

/// Hooks that record every call.
final class RecordingHooks: HeyHooks {
    private let recorded = Guarded([HookEvent]())

    init() {}

    var events: [HookEvent] { recorded.current }

    var operationStarts: [OperationInfo] {
        events.compactMap { if case .operationStart(let info) = $0 { info } else { nil } }
    }

    var operationEnds: [(info: OperationInfo, result: OperationResult)] {
        events.compactMap { if case .operationEnd(let info, let result) = $0 { (info, result) } else { nil } }
    }

    var requestEnds: [(info: RequestInfo, result: RequestResult)] {
        events.compactMap { if case .requestEnd(let info, let result) = $0 { (info, result) } else { nil } }
    }

    var retries: [(attempt: Int, delay: Duration)] {
        events.compactMap { if case .retry(_, let attempt, _, let delay) = $0 { (attempt, delay) } else { nil } }
    }

    func onOperationStart(_ info: OperationInfo) { recorded.withLock { $0.append(.operationStart(info)) } }
    func onOperationEnd(_ info: OperationInfo, result: OperationResult) {
        recorded.withLock { $0.append(.operationEnd(info, result)) }
    }
    func onRequestStart(_ info: RequestInfo) { recorded.withLock { $0.append(.requestStart(info)) } }
    func onRequestEnd(_ info: RequestInfo, result: RequestResult) { recorded.withLock { $0.append(.requestEnd(info, result)) } }
    func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration) {
        recorded.withLock { $0.append(.retry(info, attempt: attempt, error: error, delay: delay)) }
    }
}
