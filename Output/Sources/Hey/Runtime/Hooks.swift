// Copied by hey-generator from Templates/Runtime/Hooks.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Observes what a client does: each operation's start and end, each request and its answer,
/// and each resend before it is made.
///
/// Every method has an empty default, so a conformer implements only what it needs. Methods are
/// called synchronously on the calling task: return quickly. Nothing a hook receives carries a
/// token, an `Authorization` or `Cookie` header, a query string or a sensitive value.
///
/// ```swift
/// struct Metrics: HeyHooks {
///     func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration) {
///         print("\(operation.service).\(operation.operation) took \(duration)")
///     }
/// }
/// let client = try HeyClient(accessToken: token, hooks: ChainHooks(ConsoleHooks(), Metrics()))
/// ```
public protocol HeyHooks: Sendable {
    /// An operation started. Every operation reports exactly one start and one end.
    func operationStarted(_ operation: OperationInfo)
    /// An operation ended the way its caller sees it end; `duration` comes from a monotonic clock.
    func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration)
    /// A request is about to go out (each redirect hop is a request).
    func requestStarted(_ request: RequestInfo)
    /// A request got an answer, or failed without one.
    func requestEnded(_ request: RequestInfo, result: RequestResult)
    /// The operation is about to be sent again, after `resend.delay`.
    func willResend(_ resend: ResendInfo)
}

extension HeyHooks {
    /// Does nothing.
    public func operationStarted(_ operation: OperationInfo) {}
    /// Does nothing.
    public func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration) {}
    /// Does nothing.
    public func requestStarted(_ request: RequestInfo) {}
    /// Does nothing.
    public func requestEnded(_ request: RequestInfo, result: RequestResult) {}
    /// Does nothing.
    public func willResend(_ resend: ResendInfo) {}
}

/// Which operation a hook hears about.
public struct OperationInfo: Sendable, Hashable, CustomStringConvertible {
    /// The service (`Boxes`).
    public let service: String
    /// The model's operation name (`GetBox`).
    public let operation: String
    /// The resource type every HEY SDK reports (`box`).
    public let resourceType: String
    /// Whether the operation changes anything.
    public let isMutation: Bool
    /// The numeric id of the resource the operation addresses, when its path ends in one.
    public let resourceId: String?

    /// Describes an operation.
    public init(service: String, operation: String, resourceType: String, isMutation: Bool, resourceId: String? = nil) {
        self.service = service
        self.operation = operation
        self.resourceType = resourceType
        self.isMutation = isMutation
        self.resourceId = resourceId
    }

    /// `Boxes.GetBox`.
    public var description: String { "\(service).\(operation)" }
}

/// How an operation ended, as its caller sees it.
public enum OperationOutcome: Sendable {
    /// It answered a value (an `emptyOn` status answered as `nil` is a success).
    case success
    /// It threw this error.
    case failure(HeyError)
    /// The calling task was cancelled.
    case cancelled
}

/// One request as a hook hears about it.
public struct RequestInfo: Sendable, Hashable {
    /// The operation it belongs to.
    public let operation: OperationInfo
    /// The method (`GET`).
    public let method: String
    /// The URL without query string, fragment or user info.
    public let url: URL
    /// Which send of the operation this is, from 1; redirect hops share their send's number.
    public let attempt: Int
}

/// What a request came back with.
public struct RequestResult: Sendable {
    /// The HTTP status, or nil when no answer arrived.
    public let status: Int?
    /// How long the exchange took (monotonic clock).
    public let duration: Duration
    /// HEY's `X-Request-Id`, when it sent one.
    public let requestId: String?
    /// The wait HEY asked for (`Retry-After`), when it asked.
    public let retryAfter: Duration?
    /// Why no answer arrived (a `network` error), when none did.
    public let error: HeyError?
    /// Whether the calling task was cancelled during the exchange.
    public let cancelled: Bool
}

/// Why an operation is sent again.
public enum ResendReason: Sendable, Hashable {
    /// HEY answered a status the route's policy retries (429, 503).
    case status(Int)
    /// No answer arrived.
    case networkError
    /// HEY answered 401 and there are new credentials to try.
    case refreshedCredentials
}

/// A resend about to be made.
public struct ResendInfo: Sendable {
    /// The request about to go out; ``RequestInfo/attempt`` is the send it will be (2 for the
    /// first resend).
    public let request: RequestInfo
    /// Why.
    public let reason: ResendReason
    /// How long the client waits before sending it.
    public let delay: Duration
}

/// Hooks that do nothing (the default).
struct NoHooks: HeyHooks {}

extension URL {
    /// The URL as hooks and error messages show it: no query, fragment, user or password.
    ///
    /// Where Foundation's `URL` and `URLComponents` read an odd URL differently (a user that
    /// only one of them sees), it shows `redacted:` rather than risk showing too much.
    var redactedForDisplay: URL {
        // Most URLs have none of them: answer those without taking the URL apart.
        if !absoluteString.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "@") }) {
            return self
        }
        if var components = URLComponents(url: absoluteURL, resolvingAgainstBaseURL: false) {
            components.query = nil
            components.fragment = nil
            components.user = nil
            components.password = nil
            if let url = components.url, url.isRedacted { return url }
        }
        return URL(string: "redacted:")!
    }

    /// Whether the URL has no query, fragment, user or password.
    private var isRedacted: Bool {
        query == nil && fragment == nil && user == nil && password == nil
    }
}
