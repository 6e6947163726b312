import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// A small model for answers.
struct Thing: Codable, Sendable, Equatable {
    let id: Int
    let name: String
}

/// A route built inline, with short waits so retry tests stay fast. Its pattern is `path` with
/// `.json` added (as the generator renders one), unless `pathAsWritten` or `html` say otherwise.
func testRoute(
    _ operationId: String = "GetThing",
    _ method: HTTPMethod = .get,
    _ path: String = "/things/{id}",
    readOnly: Bool? = nil,
    idempotent: Bool = false,
    attempts: Int = 3,
    delay: Duration = .milliseconds(20),
    backoff: RetryPolicy.Backoff = .exponential,
    retryOn: [Int] = [429, 503],
    pagination: Pagination = .unpaged,
    pageParameter: String? = nil,
    totalCountHeader: String? = "X-Total-Count",
    auth: RouteAuth = .required,
    emptyOn: [Int] = [],
    encoding: RequestEncoding = .none,
    redirects: RedirectRule = .follow,
    lenientSuccess: Bool = false,
    pathAsWritten: Bool = false,
    html: Bool = false
) -> Route {
    let names = path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
    let params = names.enumerated().map { index, name in
        RouteParam(name: name, role: index == names.count - 1 ? .recording : .parent,
                   kind: name == "id" || name.hasSuffix("Id") ? .int64 : .string)
    }
    let resource = path.split(separator: "/").last { !$0.contains("{") }.map { String($0.split(separator: ".")[0]) } ?? ""
    let policy = RetryPolicy(max: attempts, baseDelayMs: Int(delay / .milliseconds(1)), backoff: backoff, retryOn: retryOn)
    var route = Route(id: operationId, service: "Things", method: method, path: path,
                      pattern: pathAsWritten || html ? path : RequestURL.jsonPath(path), resource: resource,
                      resourceType: "thing", params: params, idempotent: idempotent, readonly: readOnly ?? (method == .get),
                      html: html, emptyOn: emptyOn, pagination: pagination, pageParameter: pageParameter, retry: policy)
    route.totalCountHeader = totalCountHeader
    route.auth = auth
    route.requestEncoding = encoding
    route.redirects = redirects
    route.lenientSuccess = lenientSuccess
    return route
}

/// `testRoute(.post, …)`: a route of `method` on `/things/{id}`.
func testRoute(_ method: HTTPMethod, readOnly: Bool? = nil, idempotent: Bool = false, attempts: Int = 3,
               delay: Duration = .milliseconds(20), retryOn: [Int] = [429, 503]) -> Route {
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

/// Every wait a client took between sends, recorded instead of slept (the client's sleeper), so
/// a test reads exact waits without waiting.
final class Waits: Sendable {
    private let taken = Locked([Duration]())

    /// The waits, in order.
    var all: [Duration] { taken.withLock { $0 } }

    /// The sleeper: records `duration` and returns at once (a cancelled task still throws).
    func sleep(_ duration: Duration) async throws {
        taken.withLock { $0.append(duration) }
        try Task.checkCancellation()
    }
}

/// A client for `server` (a fixed token, or `provider`) made through the internal initializer,
/// whose waits go to `waits` and whose durations come from `clock`.
func makeClient(_ server: LoopbackServer, token: String = "secret-token", provider: (any TokenProvider)? = nil,
                hooks: (any HeyHooks)? = nil, waits: Waits, _ configure: (inout HeyConfig) -> Void = { _ in },
                clock: @escaping @Sendable () -> Duration = ContinuousClock.monotonicNow) throws -> HeyClient {
    var config = HeyConfig(baseURL: server.baseURL.absoluteString)
    configure(&config)
    let tokens: any TokenProvider = try provider ?? StaticTokenProvider(token)
    return try HeyClient(auth: BearerAuth(tokenProvider: tokens), config: config,
                         hooks: hooks, transport: URLSessionTransport(timeout: config.timeout), cache: nil,
                         clock: clock, sleeper: waits.sleep)
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
        case operationEnded(OperationInfo, OperationResult)
        case requestStarted(RequestInfo)
        case requestEnded(RequestInfo, RequestResult)
        case retry(RequestInfo, attempt: Int, error: any Error, delay: Duration)
    }

    /// One resend as `onRetry` heard it.
    struct Retry: Sendable {
        /// The request that failed.
        let failed: RequestInfo
        /// The send about to be made.
        let attempt: Int
        /// Why.
        let error: any Error
        /// After how long.
        let delay: Duration
    }

    private let recorded = Locked([Event]())

    var events: [Event] { recorded.withLock { $0 } }

    /// Every resend reported, in order.
    var retries: [Retry] {
        events.compactMap { event in
            if case .retry(let failed, let attempt, let error, let delay) = event {
                return Retry(failed: failed, attempt: attempt, error: error, delay: delay)
            }
            return nil
        }
    }

    /// One short line per event: `start`, `request 1`, `answer 503`, `resend 2`, `end success`.
    var summary: [String] {
        events.map { event in
            switch event {
            case .operationStarted: return "start"
            case .operationEnded(_, let result): return "end " + Self.describe(result.error)
            case .requestStarted(let request): return "request \(request.attempt)"
            case .requestEnded(_, let result):
                if result.statusCode != 0 { return "answer \(result.statusCode)" }
                return result.error.map(ErrorClassifier.isCancellation) == true ? "answer cancelled" : "answer none"
            case .retry(_, let attempt, _, _): return "resend \(attempt)"
            }
        }
    }

    /// `success` for nil, a ``HeyError``'s code, `cancelled`, or the type of any other error.
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "success" }
        if let error = error as? HeyError { return error.code }
        if ErrorClassifier.isCancellation(error) { return "cancelled" }
        return "\(type(of: error))"
    }

    /// Everything hooks received, dumped to text (to search for leaks).
    var dumped: String {
        events.map { event in
            var text = ""
            dump(event, to: &text)
            return text + String(describing: event)
        }.joined(separator: "\n")
    }

    func onOperationStart(_ info: OperationInfo) { record(.operationStarted(info)) }
    func onOperationEnd(_ info: OperationInfo, result: OperationResult) { record(.operationEnded(info, result)) }
    func onRequestStart(_ info: RequestInfo) { record(.requestStarted(info)) }
    func onRequestEnd(_ info: RequestInfo, result: RequestResult) { record(.requestEnded(info, result)) }
    func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration) {
        record(.retry(info, attempt: attempt, error: error, delay: delay))
    }

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
