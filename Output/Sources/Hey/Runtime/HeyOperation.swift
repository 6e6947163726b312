// Copied by hey-generator from Templates/Runtime/HeyOperation.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A request body as it goes out: its bytes and their `Content-Type`.
public struct Body: Sendable, Equatable, CustomStringConvertible {
    /// The `Content-Type`.
    public var contentType: String
    /// The bytes.
    public var bytes: Data

    /// Creates a body.
    public init(contentType: String, bytes: Data) {
        self.contentType = contentType
        self.bytes = bytes
    }

    /// `<n> bytes of <type>`: never the bytes themselves.
    public var description: String { "\(bytes.count) bytes of \(contentType)" }
}

/// One request to HEY built by hand, for what the generated methods do not cover: made with
/// ``HeyClient/operation(_:_:)`` from a route of the model, ``HeyClient/request(_:_:)`` from a
/// method and path, or ``HeyClient/form(_:_:)`` for a browser form; then sent with
/// ``HeyClient/send(_:as:)`` and its siblings, or ``HeyClient/execute(_:)``.
///
/// ```swift
/// var operation = try client.operation(Routes.getContact, [7])
/// operation.query("page", "2")
/// let page = try await client.sendPage(operation, as: ContactDetail.self)
/// ```
///
/// It goes through everything a generated call does: signing, the account scope, retries (as
/// the route says; a raw read is retried like the model's reads, a raw write never), refresh,
/// redirects, the cache and hooks.
public struct HeyOperation: Sendable, CustomStringConvertible {
    /// What hooks hear the operation called; ``operationName(_:)`` and ``resourceId(_:)`` set
    /// parts of it.
    public var info: OperationInfo
    /// The model's route, for an operation made from one.
    public private(set) var route: Route?
    /// The method.
    public private(set) var method: HTTPMethod
    /// The path on the HEY origin, without query (`/boxes/17.json`, `/workflows`).
    public private(set) var path: String
    /// Whether the operation may be sent more than once (a read or an idempotent write).
    public var idempotent: Bool
    /// What the request sends as `Accept` (`application/json`, or a browser's for a form).
    public var accept: String

    /// The query items, in order.
    var queryItems: [URLQueryItem] = []
    /// A GET form's fields, form-encoded as a browser puts them in the query (spaces as `+`).
    var formQuery = ""
    /// The body, if any.
    var body: Body?
    /// Statuses answered as "nothing" rather than as an error.
    var emptyOn: [Int] = []
    /// Whether a redirect is the answer rather than followed.
    var capturesRedirects = false
    /// Whether `.json` is added to the path's last segment when it has no extension.
    var addsJSONSuffix = true
    /// Whether the answer may be revalidated from the response cache.
    var usesCache = true
    /// Whether hooks hear about it.
    var reported = true
    /// How often and when it may be resent.
    var retry: RetryPolicy
    /// Which credentials go with it.
    var auth: RouteAuth = .required
    /// What a redirect means when it is not captured.
    var redirects: RedirectRule = .follow

    /// A JSON `Accept`.
    static let jsonAccept = "application/json"

    /// An operation of `method` to `path`, named for hooks as a raw request.
    init(method: HTTPMethod, path: String) {
        self.method = method
        self.path = path
        let name = method.rawValue.prefix(1) + method.rawValue.dropFirst().lowercased()
        self.info = OperationInfo(service: "Raw", operation: String(name), resourceType: "raw", isMutation: method != .get)
        self.idempotent = method != .post && method != .patch
        self.accept = Self.jsonAccept
        self.retry = idempotent ? Self.rawReadRetry : .never
    }

    /// An operation of `route` to its filled `path`.
    init(route: Route, path: String, info: OperationInfo) {
        self.init(method: route.method, path: path)
        self.route = route
        self.info = info
        self.idempotent = route.mayResend
        self.emptyOn = route.emptyOn
        self.addsJSONSuffix = false  // the route's pattern already says
        self.retry = route.retry
        self.auth = route.auth
        self.redirects = route.redirects
        if route.html { accept = RequestPlan.browserAccept }
    }

    /// How a raw read (or idempotent write) is retried: up to three sends on 429 and 503, a
    /// second apart and doubling, as the model's reads are.
    static let rawReadRetry = RetryPolicy(max: 3, baseDelayMs: 1000, retryOn: [429, 503])

    /// Adds a query item (`value`'s wire form: a ``ParameterValue``'s, else its description).
    public mutating func query(_ name: String, _ value: any CustomStringConvertible & Sendable) {
        queryItems.append(URLQueryItem(name: name, value: Route.pathValue(value)))
    }

    /// Adds a query item when `value` is not nil.
    public mutating func queryOptional(_ name: String, _ value: (any CustomStringConvertible & Sendable)?) {
        if let value { query(name, value) }
    }

    /// Sends `encoded` as a JSON body.
    public mutating func jsonBody(_ encoded: Data) {
        body = Body(contentType: "application/json", bytes: encoded)
    }

    /// Encodes `value` as the JSON body, with the models' own coding (wire names, dates); a value
    /// that cannot be encoded is a `usage` error.
    public mutating func json<T: Encodable>(_ value: T) throws {
        do {
            jsonBody(try JSONCoding.encoder.encode(value))
        } catch {
            throw HeyError.usage(message: "\(info): the request body could not be encoded: \(type(of: value))")
        }
    }

    /// Sets form fields, sent in this order as `application/x-www-form-urlencoded` (spaces as
    /// `+`): the body of a POST, PUT or PATCH (an empty form included, as a browser sends) or of
    /// a DELETE with fields, the query of a GET.
    public mutating func form(_ fields: [(String, String)]) {
        let named = fields.map { (name: $0.0, value: $0.1) }
        if method == .get {
            formQuery = String(decoding: FormEncoding.encode(named), as: UTF8.self)
            return
        }
        if named.isEmpty, method == .delete {
            body = nil
            return
        }
        body = Body(contentType: FormEncoding.contentType, bytes: FormEncoding.encode(named))
    }

    /// Sends `bytes` as the body with `contentType` (a multipart form, a file).
    public mutating func bodyBytes(contentType: String, _ bytes: Data) {
        body = Body(contentType: contentType, bytes: bytes)
    }

    /// Names the operation for hooks (`CreateWorkflow`).
    public mutating func operationName(_ name: String) {
        info.operation = name
    }

    /// Names the resource the operation addresses, for hooks.
    public mutating func resourceId(_ id: Int) {
        info.resourceId = id
    }

    /// Makes a redirect the answer (its status and `Location`) rather than followed.
    public mutating func captureRedirects() {
        capturesRedirects = true
    }

    /// Sends the path exactly as written, without the `.json` otherwise added.
    public mutating func withoutJSONSuffix() {
        addsJSONSuffix = false
    }

    /// Asks as a browser does: a browser's `Accept`, the path as written, never from the cache;
    /// HEY then answers a form with a redirect or a page.
    public mutating func formRepresentation() {
        accept = RequestPlan.browserAccept
        addsJSONSuffix = false
        usesCache = false
    }

    /// Never revalidates the answer from the response cache (nor stores it).
    public mutating func noCache() {
        usesCache = false
    }

    /// Keeps the operation from hooks: neither it nor its requests are reported.
    public mutating func quiet() {
        reported = false
    }

    /// `Service.Operation (METHOD /path)`.
    public var description: String { "\(info) (\(route?.wireMethod ?? method.rawValue) \(path))" }

    /// The path as it goes out: `.json` added where it should be, then a GET form's fields.
    var sentPath: String {
        let path = addsJSONSuffix ? RequestURL.jsonPath(self.path) : self.path
        guard !formQuery.isEmpty else { return path }
        return path + (path.contains("?") ? "&" : "?") + formQuery
    }
}
