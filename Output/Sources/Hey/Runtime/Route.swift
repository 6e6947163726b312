// Copied by hey-generator from Templates/Runtime/Route.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// An HTTP method the SDK sends.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

/// How many times an operation may be sent, and how long to wait between sends.
///
/// The policy comes from the model (`x-hey-retry`). The client's own settings can only make it
/// gentler: fewer sends, a longer first wait, a lower ceiling on every wait.
public struct RetryPolicy: Sendable, Hashable {
    /// How the wait grows between sends.
    public enum Backoff: String, Sendable, Hashable {
        /// Each wait doubles the one before it.
        case exponential
        /// Every wait is the base delay.
        case constant
    }

    /// Total sends allowed, the first one included (1 means never resent).
    public let maxAttempts: Int
    /// The wait before the second send.
    public let baseDelay: Duration
    /// How later waits grow.
    public let backoff: Backoff
    /// HTTP statuses that earn another send.
    public let retryOn: Set<Int>

    /// Creates a policy.
    public init(maxAttempts: Int, baseDelay: Duration, backoff: Backoff, retryOn: Set<Int>) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.backoff = backoff
        self.retryOn = retryOn
    }

    /// A policy that sends once.
    public static let never = RetryPolicy(maxAttempts: 1, baseDelay: .zero, backoff: .constant, retryOn: [])
}

/// How a paginated read says where the next page is.
public enum Pagination: Sendable, Hashable {
    /// Not paginated.
    case none
    /// A `Link` header with `rel="next"`; `totalCountHeader` names the header carrying the total
    /// (`X-Total-Count`) when the read has one; `pageParameter` names the query parameter that
    /// carries the cursor when the model names one.
    case link(totalCountHeader: String?, pageParameter: String?)
    /// A date window the caller moves itself (no cursor).
    case window
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
}

/// What a route does with a redirect.
public enum RedirectRule: String, Sendable, Hashable {
    /// Follow same-origin hops re-signed, cross-origin hops without credentials (at most 10).
    case follow
    /// Never follow: a redirect is an error carrying its status.
    case refuse
}

/// Everything the runtime needs to know about one operation of the model.
///
/// The generator renders one `Route` per operation into `Routes`; the runtime reads it to build
/// the URL, sign, retry, refresh, cache, page and report the call to hooks.
public struct Route: Sendable, Hashable, CustomStringConvertible {
    /// The model's operationId (`GetBox`).
    public private(set) var operationId: String
    /// The HTTP method.
    public let method: HTTPMethod
    /// The model's path template (`/boxes/{boxId}`); the runtime adds `.json` when the last
    /// segment has no extension, unless `pathAsWritten`.
    public let path: String
    /// The service the operation belongs to (`Boxes`), as hooks report it.
    public let service: String
    /// The resource type hooks report (`box`).
    public let resourceType: String
    /// The model's retry policy.
    public let retry: RetryPolicy
    /// How the read pages, if it does.
    public let pagination: Pagination
    /// The model says resending this write is harmless.
    public let isIdempotent: Bool
    /// The operation only reads.
    public let isReadOnly: Bool
    /// The operation destroys data (for documentation and hooks).
    public let isDestructive: Bool
    /// Which credentials go out with it.
    public let auth: RouteAuth
    /// Statuses answered as "nothing" (`nil`) rather than as an error (`x-hey-empty-on`).
    public let emptyOn: Set<Int>
    /// How the request body is encoded.
    public let requestEncoding: RequestEncoding
    /// What a redirect answer means for this operation.
    public let redirects: RedirectRule
    /// A 2xx whose body cannot be read is still a success (`x-hey-lenient-success`).
    public let lenientSuccess: Bool
    /// The path goes out exactly as written, without the `.json` the runtime otherwise adds
    /// (`x-hey-path-as-written`: the OAuth endpoints, which are not part of HEY's JSON API).
    public let pathAsWritten: Bool

    /// Creates a route. Generated code calls this once per operation.
    public init(
        operationId: String,
        method: HTTPMethod,
        path: String,
        service: String,
        resourceType: String,
        retry: RetryPolicy,
        pagination: Pagination = .none,
        isIdempotent: Bool = false,
        isReadOnly: Bool = false,
        isDestructive: Bool = false,
        auth: RouteAuth = .required,
        emptyOn: Set<Int> = [],
        requestEncoding: RequestEncoding = .none,
        redirects: RedirectRule = .follow,
        lenientSuccess: Bool = false,
        pathAsWritten: Bool = false
    ) {
        self.operationId = operationId
        self.method = method
        self.path = path
        self.service = service
        self.resourceType = resourceType
        self.retry = retry
        self.pagination = pagination
        self.isIdempotent = isIdempotent
        self.isReadOnly = isReadOnly
        self.isDestructive = isDestructive
        self.auth = auth
        self.emptyOn = emptyOn
        self.requestEncoding = requestEncoding
        self.redirects = redirects
        self.lenientSuccess = lenientSuccess
        self.pathAsWritten = pathAsWritten
    }

    /// The same route reported to hooks under another operation name, so a policy can tell calls
    /// apart that share a route (`StopTimeTrack` beside `UpdateTimeTrack`, `SendDraft` beside
    /// `UpdateDraft`). Everything else, fields added later included, is kept.
    func reported(as operationId: String) -> Route {
        var copy = self
        copy.operationId = operationId
        return copy
    }

    /// Whether the runtime may send this operation more than once: reads and idempotent writes.
    public var mayResend: Bool { isReadOnly || isIdempotent }

    /// `GetBox (GET /boxes/{boxId})`.
    public var description: String { "\(operationId) (\(method.rawValue) \(path))" }
}
