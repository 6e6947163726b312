import Foundation

/// Every failure the SDK reports, one case per category so a `switch` over it is exhaustive.
///
/// Each case carries a one-line message and a ``HeyErrorDetail``:
///
/// ```swift
/// do {
///     _ = try await client.boxes.get(boxId: id)
/// } catch let HeyError.notFound(_, detail) {
///     print("no such box: \(detail.requestId ?? "")")
/// } catch let error as HeyError {
///     exit(Int32(error.exitCode))
/// }
/// ```
///
/// Cancellation is never a `HeyError`: a cancelled call throws the `CancellationError` or the
/// `URLError(.cancelled)` that stopped it, as it arrived.
public enum HeyError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The call was made wrongly (a bad configuration, a blank token, a missing path parameter).
    case usage(String, HeyErrorDetail)
    /// HEY has no such thing (404).
    case notFound(String, HeyErrorDetail)
    /// HEY rejected the credentials (401), or the client has none for this call.
    case auth(String, HeyErrorDetail)
    /// The credentials may not do this (403).
    case forbidden(String, HeyErrorDetail)
    /// HEY asks the client to slow down (429).
    case rateLimit(String, HeyErrorDetail)
    /// No answer arrived: the connection failed, was lost, or timed out.
    case network(String, HeyErrorDetail)
    /// HEY answered something the SDK cannot use: a server error, an unexpected status, a body
    /// that is too large or does not match the model.
    case api(String, HeyErrorDetail)
    /// HEY refused what was sent (422); ``fieldErrors`` lists its reasons.
    case validation(String, HeyErrorDetail)
    /// The request conflicts with the current state (409).
    case conflict(String, HeyErrorDetail)
    /// A name matched more than one thing where one was needed.
    case ambiguous(String, HeyErrorDetail)

    /// The one-line message.
    public var message: String {
        switch self {
        case .usage(let message, _), .notFound(let message, _), .auth(let message, _),
             .forbidden(let message, _), .rateLimit(let message, _), .network(let message, _),
             .api(let message, _), .validation(let message, _), .conflict(let message, _),
             .ambiguous(let message, _):
            return message
        }
    }

    /// Everything else known about the failure.
    public var detail: HeyErrorDetail {
        switch self {
        case .usage(_, let detail), .notFound(_, let detail), .auth(_, let detail),
             .forbidden(_, let detail), .rateLimit(_, let detail), .network(_, let detail),
             .api(_, let detail), .validation(_, let detail), .conflict(_, let detail),
             .ambiguous(_, let detail):
            return detail
        }
    }

    /// The category as every HEY SDK spells it: `usage`, `not_found`, `auth_required`,
    /// `forbidden`, `rate_limit`, `network`, `api_error`, `validation`, `conflict`, `ambiguous`.
    public var code: String {
        switch self {
        case .usage: "usage"
        case .notFound: "not_found"
        case .auth: "auth_required"
        case .forbidden: "forbidden"
        case .rateLimit: "rate_limit"
        case .network: "network"
        case .api: "api_error"
        case .validation: "validation"
        case .conflict: "conflict"
        case .ambiguous: "ambiguous"
        }
    }

    /// The process exit status a command-line tool uses for this category: usage 1,
    /// not_found 2, auth 3, forbidden 4, rate_limit 5, network 6, api 7, ambiguous 8,
    /// validation 9, conflict 10.
    ///
    /// The first nine match the HEY CLI. The Go CLI reports conflicts as 9 too; this SDK gives
    /// them their own status so a script can tell "HEY refused the input" from "the thing
    /// already changed".
    public var exitCode: Int {
        switch self {
        case .usage: 1
        case .notFound: 2
        case .auth: 3
        case .forbidden: 4
        case .rateLimit: 5
        case .network: 6
        case .api: 7
        case .ambiguous: 8
        case .validation: 9
        case .conflict: 10
        }
    }

    /// The HTTP status HEY answered with, when it answered.
    public var httpStatus: Int? { detail.httpStatus }
    /// Whether trying the same call again later may succeed.
    public var isRetryable: Bool { detail.isRetryable }
    /// HEY's `X-Request-Id` for the failed answer.
    public var requestId: String? { detail.requestId }
    /// HEY's own message for the failure, or advice on what to do.
    public var hint: String? { detail.hint }
    /// The failure body as HEY sent it, at most 1 MiB.
    public var body: String? { detail.body }
    /// A 422's reasons, in the order HEY gave them.
    public var fieldErrors: [FieldError] { detail.fieldErrors }

    /// `code: message`, plus the request id when HEY sent one. Never contains the body.
    public var description: String {
        var text = "\(code): \(message)"
        if let requestId = detail.requestId { text += " [request \(requestId)]" }
        return text
    }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }

    /// The same error with `update` applied to its detail.
    func updatingDetail(_ update: (inout HeyErrorDetail) -> Void) -> HeyError {
        var detail = self.detail
        update(&detail)
        switch self {
        case .usage(let message, _): return .usage(message, detail)
        case .notFound(let message, _): return .notFound(message, detail)
        case .auth(let message, _): return .auth(message, detail)
        case .forbidden(let message, _): return .forbidden(message, detail)
        case .rateLimit(let message, _): return .rateLimit(message, detail)
        case .network(let message, _): return .network(message, detail)
        case .api(let message, _): return .api(message, detail)
        case .validation(let message, _): return .validation(message, detail)
        case .conflict(let message, _): return .conflict(message, detail)
        case .ambiguous(let message, _): return .ambiguous(message, detail)
        }
    }
}

/// What is known about a ``HeyError`` beyond its category and message.
public struct HeyErrorDetail: Sendable {
    /// The HTTP status HEY answered with; `nil` when no answer arrived.
    public var httpStatus: Int?
    /// Whether trying the same call again later may succeed (429, 5xx and network failures).
    public var isRetryable: Bool
    /// HEY's `X-Request-Id` for the answer.
    public var requestId: String?
    /// HEY's own message (cut to 500 characters), or advice. Never an HTML page.
    public var hint: String?
    /// The failure body as HEY sent it, at most 1 MiB.
    public var body: String?
    /// A 422's reasons, in HEY's order.
    public var fieldErrors: [FieldError]
    /// How long HEY asked the client to wait (`Retry-After`), when it said.
    public var retryAfter: Duration?
    /// The underlying error, when another error caused this one: a transport's `URLError` with
    /// only its code and the URL without query, a `DecodingError` with only its coding path (never
    /// a value from the body), or what a token provider or custom transport threw.
    public var cause: (any Error)?

    /// Creates a detail; everything is optional.
    public init(
        httpStatus: Int? = nil,
        isRetryable: Bool = false,
        requestId: String? = nil,
        hint: String? = nil,
        body: String? = nil,
        fieldErrors: [FieldError] = [],
        retryAfter: Duration? = nil,
        cause: (any Error)? = nil
    ) {
        self.httpStatus = httpStatus
        self.isRetryable = isRetryable
        self.requestId = requestId
        self.hint = hint
        self.body = body
        self.fieldErrors = fieldErrors
        self.retryAfter = retryAfter
        self.cause = cause
    }
}

/// One reason HEY gave for refusing a request (a 422).
public struct FieldError: Sendable, Hashable, CustomStringConvertible {
    /// The field HEY named, when it named one (`name`, `entry[subject]`).
    public let field: String?
    /// HEY's message, as it wrote it.
    public let message: String

    /// Creates a field error.
    public init(field: String?, message: String) {
        self.field = field
        self.message = message
    }

    /// `field: message`, or the message alone.
    public var description: String { field.map { "\($0): \(message)" } ?? message }
}

extension HeyError {
    /// A `usage` error with no HTTP status.
    static func invalidUsage(_ message: String, hint: String? = nil) -> HeyError {
        .usage(message, HeyErrorDetail(hint: hint))
    }
}
