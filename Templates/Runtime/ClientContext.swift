import Foundation

/// Everything one client needs to send requests; generated services hold one and call its
/// `send` family.
///
/// A linked-account client shares the transport, credentials, hooks, config and response cache
/// of its root and differs in ``accountScope`` and its own ``memo``.
final class ClientContext: Sendable {
    /// The client's settings.
    let config: HeyConfig
    /// The validated HEY origin.
    let origin: Origin
    /// How requests go out.
    let transport: any HTTPTransport
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
    /// Whether ``hooks`` hear anything (false for the silent default, whose reports are not
    /// even built).
    let reportsRequests: Bool
    /// What every request sends as its User-Agent (the library and API versions, then the
    /// config's own product tokens), made once.
    let userAgent: String

    /// Checks `config` (a bad setting is a `usage` error) and assembles a root context. The
    /// cache is `cache` when given, else an ``InMemoryResponseCache`` when `config.enableCache`.
    init(config: HeyConfig, versions: SDKVersions, auth: any AuthStrategy, hooks: any HeyHooks, transport: any HTTPTransport,
         cache: (any ResponseCache)? = nil) throws {
        self.origin = try config.validatedOrigin()
        self.userAgent = versions.userAgent(adding: config.userAgent)
        self.config = config
        self.transport = transport
        self.credentials = Credentials(strategy: auth, refreshTimeout: config.timeout)
        self.hooks = hooks
        self.accountScope = nil
        self.cache = cache ?? (config.enableCache ? InMemoryResponseCache() : nil)
        self.memo = ClientMemo()
        self.reportsRequests = !(hooks is NoHooks)
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
    }

    /// Reports one start and one end to hooks around `body`, whatever happens inside, and
    /// makes sure anything it throws is a ``HeyError`` or a cancellation.
    ///
    /// Only this thin shim is generic: the work is in ``reportOperation(_:_:)``, so the
    /// optimizer does not copy it for every result type.
    func runOperation<Result>(_ operation: OperationInfo, _ body: () async throws -> Result) async throws -> Result {
        var result: Result?
        try await reportOperation(operation) { result = try await body() }
        return result!
    }

    /// ``runOperation(_:_:)`` for a body that keeps its own result.
    func reportOperation(_ operation: OperationInfo, _ body: () async throws -> Void) async throws {
        hooks.operationStarted(operation)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try await body()
            hooks.operationEnded(operation, outcome: .success, duration: clock.now - start)
        } catch {
            if ErrorClassifier.isCancellation(error) {
                hooks.operationEnded(operation, outcome: .cancelled, duration: clock.now - start)
                throw error
            }
            let failure = error as? HeyError ?? .api("\(operation): \(error)", HeyErrorDetail(cause: error))
            hooks.operationEnded(operation, outcome: .failure(failure), duration: clock.now - start)
            throw failure
        }
    }

    /// The plan for one call of `route`, its URL built from the path template; `headers` are the
    /// operation's own header parameters; `operation` is what hooks hear it called
    /// (``operationInfo(for:path:)`` when nil).
    func plan(for route: Route, path: [String: String], query: [URLQueryItem], headers: HTTPHeaders = [:],
              body: (any Encodable & Sendable)?, emptyOn: Set<Int>, operation: OperationInfo? = nil) throws -> RequestPlan {
        let expanded = try RequestURL.path(route.path, values: path, appendingJSON: !route.pathAsWritten,
                                           operation: route.operationId)
        let url = try RequestURL.url(origin: origin, path: expanded, query: query, accountScope: accountScope)
        return try plan(for: route, url: url, path: path, headers: headers, body: body, emptyOn: emptyOn, operation: operation)
    }

    /// The plan for one call of `route` to `url` as given (a next page's link keeps the route's
    /// policy, hooks identity and credentials rules).
    func plan(for route: Route, url: URL, path: [String: String] = [:], headers operationHeaders: HTTPHeaders = [:],
              body: (any Encodable & Sendable)?, emptyOn: Set<Int>, operation: OperationInfo? = nil) throws -> RequestPlan {
        var headers = HTTPHeaders([(name: "Accept", value: "application/json"), (name: "User-Agent", value: userAgent)])
        for field in operationHeaders { headers.add(name: field.name, value: field.value) }
        let encoded = try body.map { try Self.encode($0, as: route.requestEncoding, for: route) }
        return RequestPlan(
            operation: operation ?? Self.operationInfo(for: route, path: path),
            method: route.method, url: url, headers: headers, body: encoded,
            signsRequests: route.auth == .required, mayResend: route.mayResend,
            schedule: RetrySchedule(policy: route.retry, mayResend: route.mayResend, config: config),
            redirects: route.redirects == .refuse ? .refuse : .follow,
            emptyOn: emptyOn, responseLimit: config.maxBodyBytes,
            accountScope: accountScope, usesCache: route.method == .get)
    }

    /// What hooks hear `route` called; the resource id is the last path value when numeric.
    static func operationInfo(for route: Route, path: [String: String]) -> OperationInfo {
        var resourceId: String?
        let template = route.path.utf8
        if !path.isEmpty, let open = template.lastIndex(of: UInt8(ascii: "{")),
           let close = template[open...].firstIndex(of: UInt8(ascii: "}")) {
            let value = path[String(route.path[template.index(after: open)..<close])]
            if let value, !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) { resourceId = value }
        }
        return OperationInfo(service: route.service, operation: route.operationId, resourceType: route.resourceType,
                             isMutation: !route.isReadOnly, resourceId: resourceId)
    }

    private static func encode(_ body: any Encodable & Sendable, as encoding: RequestEncoding, for route: Route) throws -> RequestBody {
        do {
            switch encoding {
            case .form:
                return RequestBody(data: FormEncoding.encode(try FormEncoding.fields(of: body)),
                                   contentType: FormEncoding.contentType)
            case .raw(let contentType):
                if let data = body as? Data { return RequestBody(data: data, contentType: contentType) }
                if let text = body as? String { return RequestBody(data: Data(text.utf8), contentType: contentType) }
                throw HeyError.usage("\(route.operationId): the body must be Data or a String for \(contentType)", HeyErrorDetail())
            case .json, .none:
                return RequestBody(data: try JSONCoding.encoder.encode(body), contentType: "application/json")
            }
        } catch let error as HeyError {
            throw error
        } catch {
            throw HeyError.usage("\(route.operationId): the request body could not be encoded: \(error)",
                                 HeyErrorDetail(cause: error))
        }
    }
}
