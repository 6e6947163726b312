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
    public func operationStarted(_ operation: OperationInfo) {
        for hook in hooks { hook.operationStarted(operation) }
    }

    /// Passes the end on to each hook.
    public func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration) {
        for hook in hooks { hook.operationEnded(operation, outcome: outcome, duration: duration) }
    }

    /// Passes the request on to each hook.
    public func requestStarted(_ request: RequestInfo) {
        for hook in hooks { hook.requestStarted(request) }
    }

    /// Passes the answer on to each hook.
    public func requestEnded(_ request: RequestInfo, result: RequestResult) {
        for hook in hooks { hook.requestEnded(request, result: result) }
    }

    /// Passes the resend on to each hook.
    public func willResend(_ resend: ResendInfo) {
        for hook in hooks { hook.willResend(resend) }
    }
}
