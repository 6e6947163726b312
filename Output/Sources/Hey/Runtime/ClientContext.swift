// Copied by hey-generator from Templates/Runtime/ClientContext.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Everything one client needs to send requests; generated services reach it through their
/// client and call its `send` family.
///
/// A linked-account client shares the transport, credentials, hooks, config, response cache,
/// clock, sleeper and lifetime of its root and differs in ``accountScope`` and its own ``memo``.
final class ClientContext: Sendable {
    /// The client's settings.
    let config: HeyConfig
    /// The validated HEY origin.
    let origin: Origin
    /// How requests go out.
    let transport: any Transport
    /// The credentials and their single-flight refresh.
    let credentials: Credentials
    /// Who hears about operations and requests.
    let hooks: any HeyHooks
    /// The linked account every request on the HEY origin is scoped to (`filtered_account_id`),
    /// or nil for All Accounts.
    let accountScope: Int?
    /// Where JSON reads are kept for revalidation, or nil when caching is off.
    let cache: (any ResponseCache)?
    /// Facts this client looked up once (default sender, box index).
    let memo: ClientMemo
    /// Whether ``hooks`` hear anything (false for ``NoopHooks``, whose reports are not even
    /// built).
    let reportsRequests: Bool
    /// What every request sends as its User-Agent, made once.
    let userAgent: String
    /// Monotonic time: every duration the client reports is a difference of two readings.
    let clock: @Sendable () -> Duration
    /// Every wait between sends goes through it.
    let sleeper: @Sendable (Duration) async throws -> Void
    /// Whether ``HeyClient/close()`` was called on this client or its family.
    let lifetime: ClientLifetime

    /// Checks `config` (a bad setting is a `usage` error) and assembles a root context. The
    /// cache is `cache` when given, else an ``InMemoryCache`` when `config.enableCache`.
    init(config: HeyConfig, auth: any AuthStrategy, hooks: any HeyHooks, transport: any Transport,
         cache: (any ResponseCache)?, clock: @escaping @Sendable () -> Duration,
         sleeper: @escaping @Sendable (Duration) async throws -> Void) throws {
        self.origin = try config.validate()
        self.userAgent = config.userAgentHeader
        self.config = config
        self.transport = transport
        self.credentials = Credentials(strategy: auth, refreshTimeout: config.timeout)
        self.hooks = hooks
        self.accountScope = nil
        self.cache = cache ?? (config.enableCache ? InMemoryCache() : nil)
        self.memo = ClientMemo()
        self.reportsRequests = !(hooks is NoopHooks)
        self.clock = clock
        self.sleeper = sleeper
        self.lifetime = ClientLifetime()
    }

    /// A context sharing everything but its memo with `parent`, scoped to `accountScope` (nil:
    /// All Accounts).
    init(deriving parent: ClientContext, accountScope: Int?) {
        self.origin = parent.origin
        self.config = parent.config
        self.transport = parent.transport
        self.credentials = parent.credentials
        self.hooks = parent.hooks
        self.accountScope = accountScope
        self.cache = parent.cache
        self.memo = ClientMemo()
        self.reportsRequests = parent.reportsRequests
        self.userAgent = parent.userAgent
        self.clock = parent.clock
        self.sleeper = parent.sleeper
        self.lifetime = parent.lifetime
    }

    /// Reports one start and one end to hooks around `body`, whatever happens inside; the end
    /// carries what the caller sees thrown, as it was thrown.
    ///
    /// Only this thin shim is generic: the work is in ``reportOperation(_:quiet:_:)``, so the
    /// optimizer does not copy it for every result type.
    func runOperation<Result>(_ operation: OperationInfo, quiet: Bool = false,
                              _ body: () async throws -> Result) async throws -> Result {
        var result: Result?
        try await reportOperation(operation, quiet: quiet) { result = try await body() }
        return result!
    }

    /// ``runOperation(_:quiet:_:)`` for a body that keeps its own result. A `quiet` operation
    /// is not reported (the client's own lookups).
    func reportOperation(_ operation: OperationInfo, quiet: Bool = false, _ body: () async throws -> Void) async throws {
        try lifetime.checkOpen()
        guard reportsRequests, !quiet else { return try await body() }
        hooks.onOperationStart(operation)
        let start = clock()
        do {
            try await body()
            hooks.onOperationEnd(operation, result: OperationResult(duration: clock() - start))
        } catch {
            hooks.onOperationEnd(operation, result: OperationResult(duration: clock() - start, error: error))
            throw error
        }
    }

    /// The plan for one call of `route`, its URL built from the route's pattern; `headers` are
    /// the operation's own header parameters; `operation` is what hooks hear it called
    /// (``operationInfo(for:values:)`` when nil).
    func plan(for route: Route, path: [String: String], query: [URLQueryItem], headers: HTTPHeaders = [:],
              body: (any Encodable & Sendable)?, emptyOn: Set<Int>, operation: OperationInfo? = nil) throws -> RequestPlan {
        try Self.checkIds(route, path)
        let expanded = try RequestURL.path(route.pattern, values: path, operation: route.id)
        let url = try RequestURL.url(origin: origin, path: expanded, query: query, accountScope: accountScope)
        return try plan(for: route, url: url, path: path, headers: headers, body: body, emptyOn: emptyOn, operation: operation)
    }

    /// The plan for one call of `route` to `url` as given (a next page's link keeps the route's
    /// policy, hooks identity and credentials rules).
    func plan(for route: Route, url: URL, path: [String: String] = [:], headers operationHeaders: HTTPHeaders = [:],
              body: (any Encodable & Sendable)?, emptyOn: Set<Int>, operation: OperationInfo? = nil) throws -> RequestPlan {
        var headers: HTTPHeaders = ["Accept": route.html ? RequestPlan.browserAccept : "application/json",
                                    "User-Agent": userAgent]
        for field in operationHeaders { headers.add(field.name, field.value) }
        let encoded = try body.map { try Self.encode($0, as: route.requestEncoding, for: route) }
        var plan = RequestPlan(
            operation: operation ?? Self.operationInfo(for: route, values: path),
            method: route.method, url: url, headers: headers, body: encoded,
            signsRequests: route.auth == .required && route.security != [], mayResend: route.mayResend,
            schedule: RetrySchedule(policy: route.retry, mayResend: route.mayResend, config: config),
            redirects: route.redirects == .refuse ? .refuse : .follow,
            emptyOn: emptyOn, responseLimit: config.effectiveMaxResponseBodyBytes,
            accountScope: accountScope, usesCache: route.method == .get && !route.html && !route.sendsHead)
        plan.security = route.security
        plan.sendsHead = route.sendsHead
        return plan
    }

    /// Every id in a path must be positive (HEY numbers what it keeps from 1): a `usage` error
    /// before anything is sent, rather than a request for `/entries/drafts/0`.
    static func checkIds(_ route: Route, _ values: [String: String]) throws {
        for param in route.params where param.kind == .int64 || param.kind == .int32 {
            guard let value = values[param.name], let number = Int(value), number <= 0 else { continue }
            throw HeyError.usage(message: "\(route.id): \(param.name) must be a positive id, not \(value); nothing was sent")
        }
    }

    /// What hooks hear `route` called; the resource id is the last path value when it is a
    /// number.
    static func operationInfo(for route: Route, values: [String: String]) -> OperationInfo {
        var resourceId: Int?
        if let last = route.params.last, let value = values[last.name], !value.isEmpty,
           value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            resourceId = Int(value)
        }
        return OperationInfo(service: route.service, operation: route.id, resourceType: route.resourceType,
                             isMutation: !route.readonly, resourceId: resourceId)
    }

    private static func encode(_ body: any Encodable & Sendable, as encoding: RequestEncoding, for route: Route) throws -> RequestBody {
        do {
            switch encoding {
            case .form:
                return RequestBody(data: FormEncoding.encode(try FormEncoding.fields(of: body)),
                                   contentType: FormEncoding.contentType)
            case .multipart(let contentTypes):
                let (data, boundary) = MultipartEncoding.encode(try MultipartEncoding.parts(of: body, contentTypes: contentTypes))
                return RequestBody(data: data, contentType: MultipartEncoding.contentType(boundary: boundary))
            case .raw(let contentType):
                if let data = body as? Data { return RequestBody(data: data, contentType: contentType) }
                if let text = body as? String { return RequestBody(data: Data(text.utf8), contentType: contentType) }
                throw HeyError.usage(message: "\(route.id): the body must be Data or a String for \(contentType)")
            case .json, .none:
                return RequestBody(data: try JSONCoding.encoder.encode(body), contentType: "application/json")
            }
        } catch let error as HeyError {
            throw error
        } catch {
            throw HeyError.usage(message: "\(route.id): the request body could not be encoded: \(error)")
        }
    }
}

/// Whether a client family is closed: ``HeyClient/close()`` on any client of it closes all of
/// them, since they share one transport.
final class ClientLifetime: Sendable {
    private struct State {
        var closed = false
        /// The transport the client made for itself, let go on closing.
        var ownTransport: URLSessionTransport?
    }

    private let state = Locked(State())

    /// Records the transport the client made for itself.
    func own(_ transport: URLSessionTransport) {
        state.withLock { $0.ownTransport = transport }
    }

    /// Marks the family closed and lets the client's own transport go (once).
    func close() {
        let transport = state.withLock { state -> URLSessionTransport? in
            guard !state.closed else { return nil }
            state.closed = true
            return state.ownTransport
        }
        transport?.invalidate()
    }

    /// Throws a `usage` error once closed.
    func checkOpen() throws {
        if state.withLock({ $0.closed }) {
            throw HeyError.usage(message: "This client was closed", hint: "Make a new HeyClient")
        }
    }
}

extension ContinuousClock {
    /// Monotonic time since the value was made: each reading is the `Duration` since then.
    static var monotonicNow: @Sendable () -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        return { clock.now - start }
    }
}
