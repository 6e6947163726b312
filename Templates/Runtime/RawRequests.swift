import Foundation

/// Requests built by hand (``HeyOperation``): from a route of the model, from a method and a
/// path, or as a browser form; sent through the same pipeline as every generated call.
///
/// ```swift
/// let box = try await client.send(try client.operation(Routes.getBox, [17]), as: BoxShowResponse.self)
///
/// var search = client.request(.get, "/advanced_search")
/// search.query("q", "invoice")
/// let raw = try await client.execute(search)   // Response: status, headers, body
/// ```
///
/// Every send reports one operation to hooks (named after the route, or `Raw.<Method>` until
/// ``HeyOperation/info`` says better) and throws a ``HeyError`` for a failure, as a generated
/// call does.
extension HeyClient {
    /// An operation of `route` with its path parameters in order (`[boxId]`): a count that does
    /// not match, or an empty value, is a `usage` error.
    public func operation(_ route: Route, _ params: [any CustomStringConvertible & Sendable]) throws -> HeyOperation {
        let path = try route.fill(params)
        var values: [String: String] = [:]
        for (param, value) in zip(route.params, params) { values[param.name] = Route.pathValue(value) }
        try ClientContext.checkIds(route, values)
        return HeyOperation(route: route, path: path, info: ClientContext.operationInfo(for: route, values: values))
    }

    /// An operation of `method` to `path` on the HEY origin (`/advanced_search`); `.json` is added
    /// to the last segment unless it has an extension or ``HeyOperation/withoutJSONSuffix()``
    /// says otherwise.
    public func request(_ method: HTTPMethod, _ path: String) -> HeyOperation {
        HeyOperation(method: method, path: path)
    }

    /// A browser form of `method` to `path`: the path as written, a browser's `Accept`, the
    /// redirect captured rather than followed, never retried (a 401 still earns one credential
    /// refresh and one resend). Send it with ``sendForm(_:)``.
    ///
    /// ```swift
    /// var operation = client.form(.post, "/workflows")
    /// operation.info = writeInfo(service: "Workflows", operation: "CreateWorkflow", resourceType: "workflow")
    /// operation.form([("workflow[name]", "Launch")])
    /// let workflowId = try await client.sendForm(operation).extractId()
    /// ```
    public func form(_ method: HTTPMethod, _ path: String) -> HeyOperation {
        HeyOperation.browserForm(method, path)
    }

    /// Sends `operation` and decodes its answer as `T` (a `String` reads a text answer as it is,
    /// `Data` the bytes).
    public func send<T: Decodable & Sendable>(_ operation: HeyOperation, as type: T.Type = T.self) async throws -> T {
        try await execute(operation) { try $0.json(T.self) }
    }

    /// Sends `operation` and ignores its answer's body.
    public func sendVoid(_ operation: HeyOperation) async throws {
        try await execute(operation)
    }

    /// Sends `operation` and answers its body as text.
    public func sendText(_ operation: HeyOperation) async throws -> String {
        try await execute(operation) { $0.text() }
    }

    /// Sends `operation` and decodes its answer as `T`, or answers nil when there is nothing to
    /// read (an empty body, or a status the operation answers as "nothing").
    public func sendOptional<T: Decodable & Sendable>(_ operation: HeyOperation, as type: T.Type = T.self) async throws -> T? {
        try await execute(operation) { $0.empty ? nil : try $0.json(T.self) }
    }

    /// Sends `operation` and answers a ``Page`` (the next page is read as the same operation).
    public func sendPage<T: Decodable & Sendable>(_ operation: HeyOperation, as type: T.Type = T.self) async throws -> Page<T> {
        let route = context.pagingRoute(for: operation)
        return try await execute(operation) { response in
            Page(value: try response.json(T.self), headers: response.headers, url: response.url, route: route,
                 info: operation.info, accountScope: context.accountScope)
        }
    }

    /// Sends a browser form and answers its status, `Location` and body. A 2xx, 302 or 303 is
    /// the answer (the redirect is not followed); any other status is an error as for any call
    /// (a 301, 307 or 308 is an `api_error` carrying its status).
    public func sendForm(_ operation: HeyOperation) async throws -> FormResponse {
        try await execute(operation, transform: FormResponse.init(reading:))
    }

    /// Sends `operation` and answers what HEY answered.
    @discardableResult
    public func execute(_ operation: HeyOperation) async throws -> Response {
        try await execute(operation) { $0 }
    }

    /// Sends `operation` and answers what `transform` makes of the answer, inside the one
    /// operation hooks hear about: an error `transform` throws ends it as a failure, as the
    /// caller sees it.
    public func execute<T>(_ operation: HeyOperation, transform: (Response) throws -> T) async throws -> T {
        try await context.runOperation(operation.info, quiet: !operation.reported) {
            let plan = try context.plan(for: operation)
            let answer = try await RequestPipeline(context: context).run(plan)
            let response = answer.response
            let label = RequestLabel(operation: operation.info.operation, method: plan.wireMethod, url: answer.url)
            return try transform(Response(status: response.status, headers: response.headers, body: response.body, url: answer.url,
                                          fromCache: answer.fromCache,
                                          empty: response.body.isEmpty || operation.emptyOn.contains(response.status),
                                          label: label))
        }
    }
}

extension HeyOperation {
    /// A browser form of `method` to `path` (see ``HeyClient/form(_:_:)``).
    static func browserForm(_ method: HTTPMethod, _ path: String) -> HeyOperation {
        var operation = HeyOperation(method: method, path: path)
        let name = method.rawValue.prefix(1) + method.rawValue.dropFirst().lowercased()
        operation.info = OperationInfo(service: "Raw", operation: "\(name)Form", resourceType: "raw", isMutation: method != .get)
        operation.formRepresentation()
        operation.captureRedirects()
        operation.idempotent = false
        operation.retry = .never
        // A browser sends a POST, PUT or PATCH form with its Content-Type even when it is empty.
        operation.form([])
        return operation
    }
}

extension FormResponse {
    /// Reads a form's answer: a 2xx, 302 or 303; any other redirect is an `api_error` carrying
    /// its status.
    init(reading response: Response) throws {
        if (300..<400).contains(response.status), ![302, 303].contains(response.status) {
            throw ErrorClassifier.error(for: HTTPResponse(status: response.status, headers: response.headers, body: response.body),
                                        to: response.label)
        }
        self.init(location: response.header("Location"), status: response.status, body: response.text())
    }

    /// Whether HEY answered with a redirect.
    var isRedirect: Bool { (300..<400).contains(status) }
}

extension ClientContext {
    /// The plan of a hand-built operation.
    func plan(for operation: HeyOperation) throws -> RequestPlan {
        let path = operation.sentPath
        guard path.hasPrefix("/"), !path.hasPrefix("//") else {
            throw HeyError.usage(message: "\(operation.info): the path must be a path on the HEY origin starting with /, not \"\(path)\"")
        }
        let url = try RequestURL.url(origin: origin, path: path, query: operation.queryItems, accountScope: accountScope)
        var headers: HTTPHeaders = ["Accept": operation.accept, "User-Agent": userAgent]
        if let body = operation.body { headers["Content-Type"] = body.contentType }
        let schedule = RetrySchedule(policy: operation.retry, mayResend: operation.idempotent, config: config)
        var plan = RequestPlan(
            operation: operation.info, method: operation.method, url: url, headers: headers,
            body: operation.body.map { RequestBody(data: $0.bytes, contentType: $0.contentType) },
            signsRequests: operation.auth == .required, mayResend: operation.idempotent, schedule: schedule,
            redirects: operation.capturesRedirects ? .capture : operation.redirects == .refuse ? .refuse : .follow,
            emptyOn: Set(operation.emptyOn), responseLimit: config.effectiveMaxResponseBodyBytes,
            accountScope: accountScope,
            usesCache: operation.method == .get && operation.usesCache && operation.accept == HeyOperation.jsonAccept
                && operation.route?.sendsHead != true)
        plan.reportsRequests = operation.reported
        plan.sendsHead = operation.route?.sendsHead == true
        return plan
    }

    /// The route a page read by `operation` is walked with: its own, or one made from it.
    func pagingRoute(for operation: HeyOperation) -> Route {
        if let route = operation.route { return route }
        return Route(id: operation.info.operation, service: operation.info.service, method: operation.method,
                     path: operation.path, pattern: operation.sentPath, resource: "", resourceType: operation.info.resourceType,
                     params: [], idempotent: operation.idempotent, readonly: operation.method == .get, html: false,
                     emptyOn: operation.emptyOn, pagination: .link, pageParameter: nil, retry: operation.retry)
    }
}
