// Copied by hey-generator from Templates/Runtime/Route.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// An HTTP method the SDK sends.
public enum HTTPMethod: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `GET`: a read.
    case get = "GET"
    /// `POST`: a write HEY may not be able to take twice.
    case post = "POST"
    /// `PUT`: a write that replaces, idempotent.
    case put = "PUT"
    /// `PATCH`: a write that changes part of a resource.
    case patch = "PATCH"
    /// `DELETE`: a removal, idempotent.
    case delete = "DELETE"
}

extension HTTPMethod {
    /// What goes out for a request of this method: `HEAD` for a read that `sendsHead` (HEAD has
    /// no case of its own, see ``Route/sendsHead``), else the raw value.
    func wireMethod(sendsHead: Bool) -> String {
        sendsHead && self == .get ? "HEAD" : rawValue
    }
}

/// What a path parameter names.
public enum ParamRole: String, Sendable, Equatable {
    /// Something the addressed resource belongs to (`boxId` in `/boxes/{boxId}/groups/{groupId}`).
    case parent
    /// The addressed resource itself (the last parameter of the path).
    case recording
}

/// What a path parameter holds, as the model types it.
public enum ParamKind: String, Sendable, Equatable {
    /// Text (a day such as `2026-10-05`, an occurrence id).
    case string
    /// `true` or `false`.
    case bool
    /// A 32-bit integer.
    case int32
    /// A 64-bit integer (ids).
    case int64
}

/// How a paginated read says where the next page is.
public enum Pagination: String, Sendable, Equatable {
    /// Not paginated.
    case unpaged
    /// A `Link` header with `rel="next"` (and, where the read has one, `X-Total-Count`).
    case link
    /// A date window the caller moves itself (no cursor).
    case window
}

/// How many times an operation may be sent, and how long to wait between sends.
///
/// The policy comes from the model. The client's own settings can only make it gentler: fewer
/// sends, a longer first wait, a lower ceiling on every wait.
public struct RetryPolicy: Sendable, Hashable {
    /// How the wait grows between sends.
    public enum Backoff: String, Sendable, Hashable {
        /// Each wait doubles the one before it.
        case exponential
        /// Every wait is the base delay.
        case constant
    }

    /// Total sends allowed, the first one included (1 means never resent).
    public var max: Int
    /// The wait before the second send, in milliseconds.
    public var baseDelayMs: Int
    /// HTTP statuses that earn another send.
    public var retryOn: [Int]
    /// How later waits grow (exponential unless the model says otherwise).
    public var backoff: Backoff = .exponential

    /// Creates a policy.
    public init(max: Int, baseDelayMs: Int, retryOn: [Int]) {
        self.max = max
        self.baseDelayMs = baseDelayMs
        self.retryOn = retryOn
    }

    /// Creates a policy whose waits grow as `backoff` says.
    init(max: Int, baseDelayMs: Int, backoff: Backoff, retryOn: [Int]) {
        self.init(max: max, baseDelayMs: baseDelayMs, retryOn: retryOn)
        self.backoff = backoff
    }

    /// A policy that sends once.
    public static let never = RetryPolicy(max: 1, baseDelayMs: 0, retryOn: [])

    /// The wait before the second send.
    var baseDelay: Duration { .milliseconds(Swift.max(0, baseDelayMs)) }
}

/// One parameter of a route's path, in the order the path names them.
public struct RouteParam: Sendable, Hashable {
    /// The model's name (`boxId`).
    public var name: String
    /// Whether it names the addressed resource or something it belongs to.
    public var role: ParamRole
    /// What it holds.
    public var kind: ParamKind

    /// Describes a parameter.
    public init(name: String, role: ParamRole, kind: ParamKind) {
        self.name = name
        self.role = role
        self.kind = kind
    }
}

/// Which credentials a route goes out with.
public enum RouteAuth: String, Sendable, Hashable {
    /// The client's credentials (bearer token or auth strategy).
    case required
    /// None of the client's credentials, whatever it holds (OAuth token endpoints).
    case none
}

/// How a route encodes its request body.
public enum RequestEncoding: Sendable, Hashable {
    /// No body.
    case none
    /// A JSON body (`application/json`).
    case json
    /// A form body (`application/x-www-form-urlencoded`).
    case form
    /// Bytes (`Data`) or text (`String`, sent as UTF-8) exactly as given, as `contentType`.
    case raw(contentType: String)
    /// A `multipart/form-data` body: each member of the body a part, bytes as files. A member
    /// named in `contentTypes` (by wire name) is sent as that content type; other bytes as
    /// `application/octet-stream`, text without one.
    case multipart(contentTypes: [String: String])
}

/// What a route does with a redirect.
public enum RedirectRule: String, Sendable, Hashable {
    /// Follow same-origin hops re-signed, cross-origin hops without credentials (at most 10).
    case follow
    /// Never follow: a redirect is an error carrying its status.
    case refuse
}

/// Everything the client needs to know about one operation of the model.
///
/// The generator renders one `Route` per operation into `Routes`; the client reads it to build
/// the URL, sign, retry, refresh, cache, page and report the call to hooks, and an app can use
/// it to name an operation (``HeyClient/operation(_:_:)``), fill its path or recognise a URL
/// (``Router``).
///
/// ```swift
/// try Routes.getBox.fill([17])                      // "/boxes/17.json"
/// Routes.getBox.recognize("/boxes/17.json")         // [("boxId", "17")]
/// ```
public struct Route: Sendable, Hashable, CustomStringConvertible {
    /// The model's operationId (`GetBox`).
    public var id: String
    /// The service the operation belongs to (`Boxes`), as hooks report it.
    public var service: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// The model's path template (`/boxes/{boxId}`).
    public var path: String
    /// The template the request goes to: ``path`` with `.json` added where the client adds it
    /// (`/boxes/{boxId}.json`); ``fill(_:)`` fills it and ``recognize(_:)`` matches against it.
    public var pattern: String
    /// The collection the path names: its last segment that is not a parameter, without an
    /// extension (`groups` for `/boxes/{boxId}/groups/{groupId}`).
    public var resource: String
    /// The resource type hooks report (`box`).
    public var resourceType: String
    /// The path's parameters, in order.
    public var params: [RouteParam]
    /// The model says resending this write is harmless.
    public var idempotent: Bool
    /// The operation only reads.
    public var readonly: Bool
    /// The answer is an HTML page: asked for at ``path`` as written with a browser's `Accept`, and
    /// read as text.
    public var html: Bool
    /// Statuses answered as "nothing" (`nil`) rather than as an error.
    public var emptyOn: [Int]
    /// How the read pages, if it does.
    public var pagination: Pagination
    /// The query parameter the next page's cursor travels in, when the model names one (change
    /// feeds: `page`); a link without it is a cursor to poll later (``Page/nextCursor``).
    public var pageParameter: String?
    /// The model's retry policy.
    public var retry: RetryPolicy

    /// The header carrying a paged read's total (`X-Total-Count`).
    public var totalCountHeader: String? = "X-Total-Count"
    /// The operation destroys data (for documentation and hooks).
    public var isDestructive = false
    /// Which credentials go out with it.
    public var auth: RouteAuth = .required
    /// How the request body is encoded.
    public var requestEncoding: RequestEncoding = .none
    /// What a redirect answer means for this operation.
    public var redirects: RedirectRule = .follow
    /// A 2xx whose body cannot be read is still a success (`x-hey-lenient-success`).
    public var lenientSuccess = false
    /// The security requirements the document states for the operation: alternatives, each the
    /// names of the schemes sent together (`[["api_key"], ["user_key", "app_key"]]`). `nil` when
    /// it states none (the client's strategy signs as it does every request); `[]` when it states
    /// that the operation takes no credentials (none are sent, whatever the client holds).
    /// ``SchemeCredentials`` sends what one alternative names.
    public var security: [[String]]? = nil
    /// The failure bodies the document describes with a type of its own, by status: one is decoded
    /// into ``ErrorDetail/documentedBody`` when the operation fails with its status.
    public var documentedErrors: [DocumentedError] = []
    /// The request goes out as `HEAD` (an OpenAPI `head` operation). It is a read: ``method`` is
    /// ``HTTPMethod/get``, so it is read-only and retried and resent as a GET is; but what goes
    /// out, and what hooks and errors name, is ``wireMethod`` (`HEAD`). Its answer has no body:
    /// nothing is decoded, and the response cache is never used.
    public var sendsHead = false

    /// Creates a route. Generated code makes one per operation.
    public init(id: String, service: String, method: HTTPMethod, path: String, pattern: String, resource: String,
                resourceType: String, params: [RouteParam], idempotent: Bool, readonly: Bool, html: Bool, emptyOn: [Int],
                pagination: Pagination, pageParameter: String?, retry: RetryPolicy) {
        self.id = id
        self.service = service
        self.method = method
        self.path = path
        self.pattern = pattern
        self.resource = resource
        self.resourceType = resourceType
        self.params = params
        self.idempotent = idempotent
        self.readonly = readonly
        self.html = html
        self.emptyOn = emptyOn
        self.pagination = pagination
        self.pageParameter = pageParameter
        self.retry = retry
    }

    /// A read the model does not describe (a feed, an export, a page of HEY's web app) at `path`,
    /// sent to `pattern` (`path` as written unless given), retried as the model's reads are;
    /// its parameters are the placeholders of `path`, ids (`…Id`) as numbers.
    static func unmodelledRead(id: String, service: String, path: String, pattern: String? = nil,
                               resourceType: String) -> Route {
        let names = path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
        let params = names.enumerated().map { index, name in
            RouteParam(name: name, role: index == names.count - 1 ? .recording : .parent,
                       kind: name.hasSuffix("Id") ? .int64 : .string)
        }
        let resource = path.split(separator: "/").last { !$0.contains("{") }.map { String($0.split(separator: ".")[0]) } ?? ""
        return Route(id: id, service: service, method: .get, path: path, pattern: pattern ?? path, resource: resource,
                     resourceType: resourceType, params: params, idempotent: false, readonly: true, html: false, emptyOn: [],
                     pagination: .unpaged, pageParameter: nil, retry: RetryPolicy(max: 3, baseDelayMs: 1000, retryOn: [429, 503]))
    }

    /// The same route with `change` applied (the generated table sets the flags beyond the
    /// initializer's this way).
    func with(_ change: (inout Route) -> Void) -> Route {
        var copy = self
        change(&copy)
        return copy
    }

    /// The same route reported to hooks under another operation name, so a policy can tell calls
    /// apart that share a route (`StopTimeTrack` beside `UpdateTimeTrack`). Everything else is
    /// kept.
    func reported(as operationId: String) -> Route {
        with { $0.id = operationId }
    }

    /// Whether the client may send this operation more than once: reads and idempotent writes.
    public var mayResend: Bool { readonly || idempotent }

    /// The method the request goes out with: `HEAD` where ``sendsHead`` says so, else ``method``'s.
    public var wireMethod: String { method.wireMethod(sendsHead: sendsHead) }

    /// `GetBox (GET /boxes/{boxId})`.
    public var description: String { "\(id) (\(wireMethod) \(path))" }

    /// ``pattern`` with its parameters filled in order by `values`, each percent-encoded as one
    /// path segment: `fill([17])` is `/boxes/17.json`. A count that does not match
    /// ``params``, or an empty value, is a `usage` error.
    public func fill(_ values: [any CustomStringConvertible & Sendable]) throws -> String {
        guard values.count == params.count else {
            throw HeyError.usage(message: "\(id) takes \(params.count) path value(s) (\(params.map(\.name).joined(separator: ", "))), "
                                    + "not \(values.count)")
        }
        var named: [String: String] = [:]
        for (param, value) in zip(params, values) { named[param.name] = Self.pathValue(value) }
        return try RequestURL.path(pattern, values: named, operation: id)
    }

    /// The parameters of `path` (no scheme, host or query) when it is a path of this route —
    /// the names in order with their decoded values — or nil. `.json` may be left off.
    public func recognize(_ path: String) -> [(String, String)]? {
        let given = Self.segments(path)
        var template = Self.segments(pattern)
        if given.count == template.count, let last = template.last, last.hasSuffix(".json"),
           let tail = given.last, !tail.hasSuffix(".json") {
            template[template.count - 1] = String(last.dropLast(5))
        }
        guard given.count == template.count else { return nil }
        var found: [(String, String)] = []
        for (segment, part) in zip(given, template) {
            guard let open = part.firstIndex(of: "{"), let close = part.firstIndex(of: "}") else {
                guard segment == part else { return nil }
                continue
            }
            let prefix = part[..<open]
            let suffix = part[part.index(after: close)...]
            guard segment.hasPrefix(prefix), segment.hasSuffix(suffix),
                  segment.count > prefix.count + suffix.count else { return nil }
            let raw = segment.dropFirst(prefix.count).dropLast(suffix.count)
            found.append((String(part[part.index(after: open)..<close]), raw.removingPercentEncoding ?? String(raw)))
        }
        return found
    }

    /// A value as it goes in a path: a ``ParameterValue``'s wire form, else its description.
    static func pathValue(_ value: any CustomStringConvertible & Sendable) -> String {
        (value as? any ParameterValue)?.parameterValue ?? value.description
    }

    /// The non-empty segments of a path.
    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
