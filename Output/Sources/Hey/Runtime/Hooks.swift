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
///     func onOperationEnd(_ info: OperationInfo, result: OperationResult) {
///         print("\(info.service).\(info.operation) took \(result.duration)")
///     }
/// }
/// let client = try HeyClient(accessToken: token, hooks: ChainHooks(ConsoleHooks(), Metrics()))
/// ```
public protocol HeyHooks: Sendable {
    /// An operation started. Every operation reports exactly one start and one end.
    func onOperationStart(_ info: OperationInfo)
    /// An operation ended the way its caller sees it end: `result.error` is what the caller
    /// caught (nil for a success); the duration comes from a monotonic clock.
    func onOperationEnd(_ info: OperationInfo, result: OperationResult)
    /// A request is about to go out (each redirect hop is a request).
    func onRequestStart(_ info: RequestInfo)
    /// A request got an answer, or failed without one.
    func onRequestEnd(_ info: RequestInfo, result: RequestResult)
    /// The operation is about to be sent again as `attempt` (2 for the first resend), after
    /// `delay`, because of `error` (the status HEY answered, or the network failure).
    func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration)
}

extension HeyHooks {
    /// Does nothing.
    public func onOperationStart(_ info: OperationInfo) {}
    /// Does nothing.
    public func onOperationEnd(_ info: OperationInfo, result: OperationResult) {}
    /// Does nothing.
    public func onRequestStart(_ info: RequestInfo) {}
    /// Does nothing.
    public func onRequestEnd(_ info: RequestInfo, result: RequestResult) {}
    /// Does nothing.
    public func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration) {}
}

/// Which operation a hook hears about.
public struct OperationInfo: Sendable, Hashable, CustomStringConvertible {
    /// The service (`Boxes`).
    public var service: String
    /// The model's operation name (`GetBox`).
    public var operation: String
    /// The resource type every HEY SDK reports (`box`).
    public var resourceType: String
    /// Whether the operation changes anything.
    public var isMutation: Bool
    /// The id of the resource the operation addresses, when its path ends in one.
    public var resourceId: Int?

    /// Describes an operation.
    public init(service: String, operation: String, resourceType: String, isMutation: Bool, resourceId: Int? = nil) {
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
public struct OperationResult: Sendable {
    /// How long it took, from a monotonic clock.
    public var duration: Duration
    /// What the caller caught: a ``HeyError``, the cancellation that stopped it, or what a token
    /// provider of the caller's threw; nil for a success (an `emptyOn` status answered as `nil`
    /// is one).
    public var error: (any Error)?

    /// Describes an ending.
    public init(duration: Duration, error: (any Error)? = nil) {
        self.duration = duration
        self.error = error
    }
}

/// One request as a hook hears about it.
public struct RequestInfo: Sendable, Hashable {
    /// The method (`GET`).
    public var method: String
    /// The URL without query string, fragment or user info.
    public var url: String
    /// Which send of the operation this is, from 1; redirect hops share their send's number.
    public var attempt: Int

    /// Describes a request.
    public init(method: String, url: String, attempt: Int) {
        self.method = method
        self.url = url
        self.attempt = attempt
    }
}

/// What a request came back with.
public struct RequestResult: Sendable {
    /// The HTTP status, or 0 when no answer arrived.
    public var statusCode: Int
    /// How long the exchange took (monotonic clock).
    public var duration: Duration
    /// Whether HEY answered 304 and the body came from the response cache.
    public var fromCache: Bool
    /// Why no answer arrived (a `network` ``HeyError``, or the cancellation), when none did.
    public var error: (any Error)?

    /// Describes an answer.
    public init(statusCode: Int, duration: Duration, fromCache: Bool = false, error: (any Error)? = nil) {
        self.statusCode = statusCode
        self.duration = duration
        self.fromCache = fromCache
        self.error = error
    }
}

/// Hooks that do nothing (the client's default).
public struct NoopHooks: HeyHooks {
    /// Creates the hooks.
    public init() {}
}
