import Foundation

/// A request for one of HEY's browser forms: the parts of HEY with no JSON surface, which answer
/// a redirect. Built with ``HeyClient/form(_:_:)``, sent with ``HeyClient/sendForm(_:)``.
///
/// ```swift
/// var operation = client.form(.post, "/workflows")
/// operation.info = writeInfo(service: "Workflows", operation: "CreateWorkflow", resourceType: "workflow")
/// operation.form([("workflow[name]", "Launch")])
/// let answer = try await client.sendForm(operation)
/// let workflowId = try answer.extractId() // the rightmost number in the redirect's Location
/// ```
///
/// The path goes out as written (no `.json` added; put one in the path to reach a JSON branch),
/// with a browser's `Accept`, the client's credentials and, on a linked-account client, its
/// `filtered_account_id`. The redirect is captured rather than followed, and the form is never
/// retried (a 401 still earns one credential refresh and one resend).
public struct FormOperation: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The path on the HEY origin, as written (`/workflows`, `/calendar/events/7.json?x=1`).
    public var path: String
    /// What hooks hear the operation called. Name it with ``writeInfo(service:operation:resourceType:resourceId:)``;
    /// by default hooks only hear that a raw form went out (`Raw.PostForm`).
    public var info: OperationInfo
    /// The form's fields, in the order they are sent.
    public var fields: [(name: String, value: String)] = []
    /// Extra header fields (`X-CSRF-Token`, or an `Accept` that replaces the browser's).
    public var headers: HTTPHeaders = HTTPHeaders()
    /// A body other than form fields (multipart), with its `Content-Type`.
    var customBody: RequestBody?

    /// A browser's `Accept`, so HEY answers as it answers a browser (a redirect, or HTML).
    public static let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    /// A form of `method` to `path`, named for hooks as a raw form until ``info`` is set.
    public init(method: HTTPMethod, path: String) {
        self.method = method
        self.path = path
        let name = method.rawValue.prefix(1) + method.rawValue.dropFirst().lowercased()
        self.info = OperationInfo(service: "Raw", operation: "\(name)Form", resourceType: "raw",
                                  isMutation: method != .get)
    }

    /// Sets the form's fields, sent in this order as `application/x-www-form-urlencoded`
    /// (spaces as `+`). Replaces fields set before and any custom body.
    public mutating func form(_ fields: [(String, String)]) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
        customBody = nil
    }

    /// Sends `data` as the body with `contentType` (a multipart form, say) instead of fields.
    public mutating func body(_ data: Data, contentType: String) {
        customBody = RequestBody(data: data, contentType: contentType)
        fields = []
    }

    /// The body that goes out: the custom body, or the fields (always for POST, PUT and PATCH,
    /// an empty form included, as a browser sends; for DELETE only when there are some; never
    /// for GET, whose fields go in the query).
    var requestBody: RequestBody? {
        if let customBody { return customBody }
        if method == .get || fields.isEmpty && method == .delete { return nil }
        return RequestBody(data: FormEncoding.encode(fields), contentType: FormEncoding.contentType)
    }

    /// The path with a GET form's fields added to its query, as a browser sends them.
    var pathWithQuery: String {
        guard method == .get, !fields.isEmpty else { return path }
        let query = String(decoding: FormEncoding.encode(fields), as: UTF8.self)
        return path + (path.contains("?") ? "&" : "?") + query
    }
}

/// Names a hand-written write for hooks: the service, the operation and the resource type every
/// HEY SDK reports for it (`writeInfo(service: "Workflows", operation: "CreateWorkflow",
/// resourceType: "workflow")`), and the id of the resource it addresses when there is one.
public func writeInfo(service: String, operation: String, resourceType: String, resourceId: Int? = nil) -> OperationInfo {
    OperationInfo(service: service, operation: operation, resourceType: resourceType, isMutation: true,
                  resourceId: resourceId.map(String.init))
}

extension HeyClient {
    /// A browser-form request of `method` to `path` (see ``FormOperation``).
    public func form(_ method: HTTPMethod, _ path: String) -> FormOperation {
        FormOperation(method: method, path: path)
    }

    /// Sends a browser form and answers its status, headers, `Location` and body.
    ///
    /// A 2xx, 302 or 303 is the answer (the redirect is not followed). Any other status is an
    /// error as for any call (a 301, 307 or 308 is an `api_error` carrying its status). A path
    /// that is not a path on the HEY origin is a `usage` error and nothing is sent.
    public func sendForm(_ operation: FormOperation) async throws -> FormAnswer {
        try await context.sendForm(operation)
    }
}

extension ClientContext {
    /// Sends `operation` (see ``HeyClient/sendForm(_:)``).
    func sendForm(_ operation: FormOperation) async throws -> FormAnswer {
        try await runOperation(operation.info) {
            let plan = try formPlan(for: operation)
            let answer = try await RequestPipeline(context: self).run(plan)
            let response = answer.response
            let label = RequestLabel(operation: operation.info.operation, method: operation.method.rawValue, url: answer.url)
            if (300..<400).contains(response.status), ![302, 303].contains(response.status) {
                throw ErrorClassifier.error(for: response, to: label)
            }
            return FormAnswer(response: response, url: answer.url)
        }
    }

    /// The plan of a browser form: path as written, browser `Accept`, credentials, captured
    /// redirect, one send.
    func formPlan(for operation: FormOperation) throws -> RequestPlan {
        let path = operation.path
        guard path.hasPrefix("/"), !path.hasPrefix("//") else {
            throw HeyError.invalidUsage("\(operation.info): the form path must be a path on the HEY origin starting with /, not \"\(path)\"")
        }
        let url = try RequestURL.url(origin: origin, path: operation.pathWithQuery, query: [], accountScope: nil)
        var headers: HTTPHeaders = ["Accept": FormOperation.browserAccept, "User-Agent": userAgent]
        for field in operation.headers { headers[field.name] = field.value }
        return RequestPlan(
            operation: operation.info, method: operation.method, url: url, headers: headers,
            body: operation.requestBody, signsRequests: true, mayResend: false,
            schedule: RetrySchedule(policy: .never, mayResend: false, config: config),
            redirects: .capture, emptyOn: [], responseLimit: config.maxBodyBytes,
            accountScope: accountScope, usesCache: false)
    }
}
