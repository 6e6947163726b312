// Copied by hey-generator from Templates/Runtime/HeyError.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Every failure the SDK reports, one case per category so a `switch` over it is exhaustive.
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
/// `URLError(.cancelled)` that stopped it, as it arrived. Neither is what a token provider or
/// auth strategy of the caller's throws: it reaches the caller as it was thrown.
public enum HeyError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// HEY rejected the credentials (401), or the client has none for this call.
    case auth(message: String, detail: ErrorDetail)
    /// The credentials may not do this (403).
    case forbidden(message: String, detail: ErrorDetail)
    /// HEY has no such thing (404).
    case notFound(message: String, detail: ErrorDetail)
    /// HEY asks the client to slow down (429); `retryAfterSeconds` is its `Retry-After`.
    case rateLimit(message: String, retryAfterSeconds: Int?, detail: ErrorDetail)
    /// No answer arrived: the connection failed, was lost, or timed out.
    case network(message: String, retryable: Bool, detail: ErrorDetail)
    /// HEY answered something the SDK cannot use: a server error, an unexpected status, a body
    /// that is too large or does not match the model.
    case api(message: String, httpStatus: Int?, retryable: Bool, detail: ErrorDetail)
    /// HEY refused what was sent (422, or another 4xx that says why); ``fieldErrors`` lists its
    /// reasons.
    case validation(message: String, httpStatus: Int, detail: ErrorDetail)
    /// The request conflicts with the current state (409).
    case conflict(message: String, detail: ErrorDetail)
    /// A name matched more than one thing where one was needed.
    case ambiguous(resource: String, matches: [String], hint: String?)
    /// The call was made wrongly (a bad configuration, a blank token, a missing path parameter).
    case usage(message: String, hint: String?)

    /// `auth_required`.
    public static let codeAuth = "auth_required"
    /// `forbidden`.
    public static let codeForbidden = "forbidden"
    /// `not_found`.
    public static let codeNotFound = "not_found"
    /// `rate_limit`.
    public static let codeRateLimit = "rate_limit"
    /// `network`.
    public static let codeNetwork = "network"
    /// `api_error`.
    public static let codeAPI = "api_error"
    /// `validation`.
    public static let codeValidation = "validation"
    /// `conflict`.
    public static let codeConflict = "conflict"
    /// `ambiguous`.
    public static let codeAmbiguous = "ambiguous"
    /// `usage`.
    public static let codeUsage = "usage"
    /// The most of a failure body an error keeps: 1 MiB.
    public static let maxErrorBodyBytes = 1 << 20
    /// The longest message (and hint) an error carries: 500 characters.
    public static let maxErrorMessageLength = 500

    /// A `usage` error without a hint.
    public static func usage(message: String) -> HeyError {
        .usage(message: message, hint: nil)
    }

    /// The category as every HEY SDK spells it (``codeNotFound``, ``codeRateLimit``, …).
    public var code: String {
        switch self {
        case .auth: Self.codeAuth
        case .forbidden: Self.codeForbidden
        case .notFound: Self.codeNotFound
        case .rateLimit: Self.codeRateLimit
        case .network: Self.codeNetwork
        case .api: Self.codeAPI
        case .validation: Self.codeValidation
        case .conflict: Self.codeConflict
        case .ambiguous: Self.codeAmbiguous
        case .usage: Self.codeUsage
        }
    }

    /// The one-line message.
    public var message: String {
        switch self {
        case .auth(let message, _), .forbidden(let message, _), .notFound(let message, _),
             .rateLimit(let message, _, _), .network(let message, _, _), .api(let message, _, _, _),
             .validation(let message, _, _), .conflict(let message, _), .usage(let message, _):
            return message
        case .ambiguous(let resource, let matches, _):
            return "\(resource) is ambiguous: it matches \(matches.joined(separator: ", "))"
        }
    }

    /// Everything else known about a failure HEY answered or the transport reported; nil for
    /// `ambiguous` and `usage`, which happen before anything is sent.
    public var detail: ErrorDetail? {
        switch self {
        case .auth(_, let detail), .forbidden(_, let detail), .notFound(_, let detail), .rateLimit(_, _, let detail),
             .network(_, _, let detail), .api(_, _, _, let detail), .validation(_, _, let detail), .conflict(_, let detail):
            return detail
        case .ambiguous, .usage:
            return nil
        }
    }

    /// HEY's own message for the failure, or advice on what to do.
    public var hint: String? {
        switch self {
        case .ambiguous(_, _, let hint), .usage(_, let hint): hint
        default: detail?.hint
        }
    }

    /// The HTTP status HEY answered with, when it answered.
    public var httpStatus: Int? {
        switch self {
        case .auth: 401
        case .forbidden: 403
        case .notFound: 404
        case .rateLimit: 429
        case .conflict: 409
        case .validation(_, let status, _): status
        case .api(_, let status, _, _): status
        case .network, .ambiguous, .usage: nil
        }
    }

    /// Whether trying the same call again later may succeed.
    public var isRetryable: Bool {
        switch self {
        case .rateLimit: true
        case .network(_, let retryable, _), .api(_, _, let retryable, _): retryable
        default: false
        }
    }

    /// HEY's `X-Request-Id` for the failed answer.
    public var requestId: String? { detail?.requestId }
    /// The failure body as HEY sent it, at most ``maxErrorBodyBytes``.
    public var body: Data? { detail?.body }
    /// ``body`` as UTF-8 text.
    public var bodyText: String? { body.map { String(decoding: $0, as: UTF8.self) } }
    /// Whether the answer was longer than the client reads (the body, if any, is cut).
    public var responseTooLarge: Bool { detail?.responseTooLarge ?? false }
    /// A 422's reasons, in the order HEY gave them.
    public var fieldErrors: [FieldError] { detail?.fieldErrors ?? [] }
    /// The failure body decoded as the type the operation's document gives it (see
    /// ``ErrorDetail/documentedBody``).
    public var documentedBody: (any Sendable)? { detail?.documentedBody }

    /// The process exit status a command-line tool uses for this category (see
    /// ``exitCode(for:)``).
    public var exitCode: Int { Self.exitCode(for: code) }

    /// The exit status for a category code: usage 1, not_found 2, auth_required 3, forbidden 4,
    /// rate_limit 5, network 6, api_error 7, ambiguous 8, validation 9, conflict 10; anything
    /// else 1.
    ///
    /// The first nine match the HEY CLI. The Go CLI reports conflicts as 9 too; this SDK gives
    /// them their own status so a script can tell "HEY refused the input" from "the thing
    /// already changed".
    public static func exitCode(for code: String) -> Int {
        switch code {
        case codeNotFound: 2
        case codeAuth: 3
        case codeForbidden: 4
        case codeRateLimit: 5
        case codeNetwork: 6
        case codeAPI: 7
        case codeAmbiguous: 8
        case codeValidation: 9
        case codeConflict: 10
        default: 1
        }
    }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }

    /// `code: message`, then the hint and the request id when there are any. Never the body.
    public var description: String {
        var text = "\(code): \(message)"
        if let hint, !hint.isEmpty { text += " (\(hint))" }
        if let requestId { text += " [request \(requestId)]" }
        return text
    }

    /// The same error with `update` applied to its detail (unchanged for `ambiguous` and
    /// `usage`, which have none).
    func updatingDetail(_ update: (inout ErrorDetail) -> Void) -> HeyError {
        guard var detail = self.detail else { return self }
        update(&detail)
        switch self {
        case .auth(let message, _): return .auth(message: message, detail: detail)
        case .forbidden(let message, _): return .forbidden(message: message, detail: detail)
        case .notFound(let message, _): return .notFound(message: message, detail: detail)
        case .rateLimit(let message, let seconds, _): return .rateLimit(message: message, retryAfterSeconds: seconds, detail: detail)
        case .network(let message, let retryable, _): return .network(message: message, retryable: retryable, detail: detail)
        case .api(let message, let status, let retryable, _):
            return .api(message: message, httpStatus: status, retryable: retryable, detail: detail)
        case .validation(let message, let status, _): return .validation(message: message, httpStatus: status, detail: detail)
        case .conflict(let message, _): return .conflict(message: message, detail: detail)
        case .ambiguous, .usage: return self
        }
    }

    /// `text` cut to ``maxErrorMessageLength`` characters.
    static func truncate(_ text: String) -> String {
        text.count <= maxErrorMessageLength ? text : String(text.prefix(maxErrorMessageLength - 1)) + "…"
    }
}

/// What is known about a ``HeyError`` beyond its category and message.
public struct ErrorDetail: Sendable {
    /// HEY's own message (cut to 500 characters), or advice. Never an HTML page.
    public var hint: String?
    /// HEY's `X-Request-Id` for the answer.
    public var requestId: String?
    /// The failure body as HEY sent it, at most ``HeyError/maxErrorBodyBytes``.
    public var body: Data?
    /// Whether the answer was longer than the client reads: a success past
    /// ``HeyConfig/maxResponseBodyBytes-swift.property``, or a failure body past ``HeyError/maxErrorBodyBytes``.
    public var responseTooLarge: Bool
    /// The underlying error, when another error caused this one: a transport's `URLError` with
    /// only its code and the URL without query, a `DecodingError` with only its coding path (never
    /// a value from the body), or what a custom transport threw.
    public var cause: (any Error)?
    /// A 422's reasons, in HEY's order (each with the field when HEY named one).
    public var fieldErrors: [FieldError] = []
    /// The failure body decoded as the type the operation's document gives it for the status
    /// (``DocumentedError``), when it gives one and the body matches it; nil otherwise. Cast it to
    /// the type, or read it with ``decodedBody(as:)``.
    public var documentedBody: (any Sendable)? = nil

    /// Creates a detail; everything is optional.
    public init(hint: String? = nil, requestId: String? = nil, body: Data? = nil, responseTooLarge: Bool = false,
                cause: (any Error)? = nil) {
        self.hint = hint
        self.requestId = requestId
        self.body = body
        self.responseTooLarge = responseTooLarge
        self.cause = cause
    }

    /// The failure body as `type`: ``documentedBody`` when it is one, else ``body`` decoded as
    /// JSON; nil when there is no body or it does not match.
    public func decodedBody<T: Decodable>(as type: T.Type) -> T? {
        if let value = documentedBody as? T { return value }
        guard let body, !body.isEmpty else { return nil }
        return try? JSONCoding.decoder.decode(T.self, from: body)
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
