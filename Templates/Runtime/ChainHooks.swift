import Foundation

/// Several ``HeyHooks`` as one: each event goes to each of them, in the order given.
public struct ChainHooks: HeyHooks {
    /// The hooks, in call order.
    public let hooks: [any HeyHooks]

    /// Chains `hooks` in order.
    public init(_ hooks: any HeyHooks...) {
        self.hooks = hooks
    }

    /// Chains `hooks` in order.
    public init(_ hooks: [any HeyHooks]) {
        self.hooks = hooks
    }

    /// Passes the start on to each hook.
    public func onOperationStart(_ info: OperationInfo) {
        for hook in hooks { hook.onOperationStart(info) }
    }

    /// Passes the end on to each hook.
    public func onOperationEnd(_ info: OperationInfo, result: OperationResult) {
        for hook in hooks { hook.onOperationEnd(info, result: result) }
    }

    /// Passes the request on to each hook.
    public func onRequestStart(_ info: RequestInfo) {
        for hook in hooks { hook.onRequestStart(info) }
    }

    /// Passes the answer on to each hook.
    public func onRequestEnd(_ info: RequestInfo, result: RequestResult) {
        for hook in hooks { hook.onRequestEnd(info, result: result) }
    }

    /// Passes the resend on to each hook.
    public func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration) {
        for hook in hooks { hook.onRetry(info, attempt: attempt, error: error, delay: delay) }
    }
}
