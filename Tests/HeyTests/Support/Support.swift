import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// A small model for answers.
struct Thing: Codable, Sendable, Equatable {
    let id: Int
    let name: String
}

/// A route built inline, with short waits so retry tests stay fast.
func testRoute(
    _ operationId: String = "GetThing",
    _ method: HTTPMethod = .get,
    _ path: String = "/things/{id}",
    readOnly: Bool? = nil,
    idempotent: Bool = false,
    attempts: Int = 3,
    delay: Duration = .milliseconds(20),
    backoff: RetryPolicy.Backoff = .exponential,
    retryOn: Set<Int> = [429, 503],
    pagination: Pagination = .none,
    auth: RouteAuth = .required,
    emptyOn: Set<Int> = [],
    encoding: RequestEncoding = .none,
    redirects: RedirectRule = .follow,
    lenientSuccess: Bool = false,
    pathAsWritten: Bool = false
) -> Route {
    Route(operationId: operationId, method: method, path: path, service: "Things", resourceType: "thing",
          retry: RetryPolicy(maxAttempts: attempts, baseDelay: delay, backoff: backoff, retryOn: retryOn),
          pagination: pagination, isIdempotent: idempotent, isReadOnly: readOnly ?? (method == .get),
          auth: auth, emptyOn: emptyOn, requestEncoding: encoding, redirects: redirects,
          lenientSuccess: lenientSuccess, pathAsWritten: pathAsWritten)
}

/// `testRoute(.post, …)`: a route of `method` on `/things/{id}`.
func testRoute(_ method: HTTPMethod, readOnly: Bool? = nil, idempotent: Bool = false, attempts: Int = 3,
               delay: Duration = .milliseconds(20), retryOn: Set<Int> = [429, 503]) -> Route {
    testRoute("Op\(method.rawValue)", method, "/things/{id}", readOnly: readOnly, idempotent: idempotent,
              attempts: attempts, delay: delay, retryOn: retryOn)
}

/// A client for `server` with a fixed token.
func makeClient(_ server: LoopbackServer, token: String = "secret-token", hooks: (any HeyHooks)? = nil,
                _ configure: (inout HeyConfig) -> Void = { _ in }) throws -> HeyClient {
    var config = HeyConfig(baseURL: server.baseURL.absoluteString)
    configure(&config)
    return try HeyClient(accessToken: token, config: config, hooks: hooks)
}

/// A client for `server` over `provider`.
func makeClient(_ server: LoopbackServer, provider: any TokenProvider, hooks: (any HeyHooks)? = nil,
                _ configure: (inout HeyConfig) -> Void = { _ in }) throws -> HeyClient {
    var config = HeyConfig(baseURL: server.baseURL.absoluteString)
    configure(&config)
    return try HeyClient(tokenProvider: provider, config: config, hooks: hooks)
}

/// `GetThing` of thing 1 as a generated method would send it.
func getThing(_ client: HeyClient, route: Route = testRoute(), id: Int = 1) async throws -> Thing {
    try await client.context.send(route, path: ["id": id.parameterValue], as: Thing.self)
}

/// The JSON of thing 1.
let thingJSON = #"{"id": 1, "name": "Imbox"}"#

/// A token provider whose tokens, refreshes and call counts a test controls.
final class TestTokens: TokenProvider, @unchecked Sendable {
    private struct State {
        var token: String
        var accessCount = 0
        var refreshCount = 0
        var rotateEachCall: [String] = []
    }

    private let state: Locked<State>
    private let onRefresh: @Sendable (Int) async throws -> String?

    /// Hands `token` until a refresh answers a new one; `onRefresh` gets the refresh number (from
    /// 1) and answers the new token, or nil to decline.
    init(_ token: String = "token-1", onRefresh: @escaping @Sendable (Int) async throws -> String? = { "token-\($0 + 1)" }) {
        self.state = Locked(State(token: token))
        self.onRefresh = onRefresh
    }

    /// Hands these tokens one per call, in order, then keeps the last.
    func rotate(_ tokens: [String]) {
        state.withLock { $0.rotateEachCall = tokens }
    }

    var accessCount: Int { state.withLock { $0.accessCount } }
    var refreshCount: Int { state.withLock { $0.refreshCount } }

    func accessToken() async throws -> String {
        state.withLock { state in
            state.accessCount += 1
            if !state.rotateEachCall.isEmpty { state.token = state.rotateEachCall.removeFirst() }
            return state.token
        }
    }

    func refresh() async throws -> Bool {
        let number = state.withLock { state -> Int in
            state.refreshCount += 1
            return state.refreshCount
        }
        guard let token = try await onRefresh(number) else { return false }
        state.withLock { $0.token = token }
        return true
    }
}

/// Every hook event, as values and as text.
final class RecordingHooks: HeyHooks, @unchecked Sendable {
    enum Event: Sendable {
        case operationStarted(OperationInfo)
        case operationEnded(OperationInfo, OperationOutcome, Duration)
        case requestStarted(RequestInfo)
        case requestEnded(RequestInfo, RequestResult)
        case willResend(ResendInfo)
    }

    private let recorded = Locked([Event]())

    var events: [Event] { recorded.withLock { $0 } }

    /// One short line per event: `start`, `request 1`, `answer 503`, `resend 2`, `end success`.
    var summary: [String] {
        events.map { event in
            switch event {
            case .operationStarted: return "start"
            case .operationEnded(_, let outcome, _):
                switch outcome {
                case .success: return "end success"
                case .failure(let error): return "end \(error.code)"
                case .cancelled: return "end cancelled"
                }
            case .requestStarted(let request): return "request \(request.attempt)"
            case .requestEnded(_, let result): return result.status.map { "answer \($0)" } ?? (result.cancelled ? "answer cancelled" : "answer none")
            case .willResend(let resend): return "resend \(resend.request.attempt)"
            }
        }
    }

    /// Everything hooks received, dumped to text (to search for leaks).
    var dumped: String {
        events.map { event in
            var text = ""
            dump(event, to: &text)
            return text + String(describing: event)
        }.joined(separator: "\n")
    }

    func operationStarted(_ operation: OperationInfo) { record(.operationStarted(operation)) }
    func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration) {
        record(.operationEnded(operation, outcome, duration))
    }
    func requestStarted(_ request: RequestInfo) { record(.requestStarted(request)) }
    func requestEnded(_ request: RequestInfo, result: RequestResult) { record(.requestEnded(request, result)) }
    func willResend(_ resend: ResendInfo) { record(.willResend(resend)) }

    private func record(_ event: Event) { recorded.withLock { $0.append(event) } }
}

/// A one-shot signal a test can open and tasks can await.
final class Gate: Sendable {
    private let opened = SharedResult<Bool>()
    func open() { opened.fulfil(true) }
    func wait() async throws { _ = try await opened.value() }
}

/// Holds threads (the loopback server's connection threads) until `count` have arrived, or 30 s
/// have passed.
final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        let deadline = Date(timeIntervalSinceNow: 30)
        while arrived < count, condition.wait(until: deadline) {}
    }
}

/// The time between two recorded requests.
func gap(_ requests: [RecordedRequest], _ from: Int, _ to: Int) -> Duration {
    requests[to].arrivedAt - requests[from].arrivedAt
}

/// Runs `body` and answers the error it threw (failing the test when it threw none).
func caught<T>(_ body: () async throws -> T, sourceLocation: SourceLocation = #_sourceLocation) async -> (any Error)? {
    do {
        _ = try await body()
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Runs `body` and answers the ``HeyError`` it threw (failing the test otherwise).
func heyError<T>(_ body: () async throws -> T, sourceLocation: SourceLocation = #_sourceLocation) async -> HeyError? {
    let error = await caught(body, sourceLocation: sourceLocation)
    guard let heyError = error as? HeyError else {
        if let error { Issue.record("expected a HeyError, got \(error)", sourceLocation: sourceLocation) }
        return nil
    }
    return heyError
}

// MARK: - Linked accounts (issue 7)

/// An identity with accounts 42 (active), 43 (inactive work), 44 (inactive personal) and 45
/// (cancelled); senders 100 and 101 (default) on 42, 200 on 43, 300 (default) on 7; primary
/// contact 900.
let linkedIdentityJSON = """
{"id": 9, "name": "Ada",
 "accounts": [{"id": 42, "status": "active", "purpose": "personal"}, {"id": 43, "status": "inactive", "purpose": "work"},
              {"id": 44, "status": "inactive", "purpose": "personal"}, {"id": 45, "status": "cancelled"}],
 "senders": [{"id": 100, "account_id": 42}, {"id": 101, "account_id": 42, "default": true},
             {"id": 200, "account_id": 43}, {"id": 300, "account_id": 7, "default": true}],
 "primary_contact": {"id": 900}}
"""

/// Answers `/identity.json` with `identity`, and everything else with `other`.
func serveIdentity(_ server: LoopbackServer, _ identity: String = linkedIdentityJSON,
                   other: @escaping @Sendable (RecordedRequest) -> ScriptedResponse = { _ in .json(200, "[]") }) {
    server.respond { request in
        request.path == "/identity.json" ? .json(200, identity) : other(request)
    }
}

/// The runtime's lock, for these tests (HeyTestSupport has one of the same name; this module's
/// declaration decides which `Locked` means here).
typealias Locked = Hey.Locked
