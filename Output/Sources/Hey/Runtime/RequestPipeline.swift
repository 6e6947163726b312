// Copied by hey-generator from Templates/Runtime/RequestPipeline.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Sends one operation: sign → send → classify → resend or refresh, until it has an answer to
/// hand back or an error to throw.
///
/// - A status the route's policy retries, or a retryable network failure, earns another send
///   while the ``RetrySchedule`` allows one (never for an operation that may not be resent).
/// - A 401 on signed credentials earns one refresh (shared with every request signed alike) and
///   one resend, for any operation, within `maxRetries + 1` sends in all. Not when the body may
///   not go out twice, not when `maxRetries` leaves no send, and not for a non-idempotent write
///   HEY redirected: it may already be made. In those cases the 401 is the caller's (after the
///   refresh, so the caller's next call works).
/// - Every resend is signed afresh and announced to hooks first; every wait goes through the
///   client's sleeper.
/// - Cancellation ends the loop at once and is rethrown as it arrived.
struct RequestPipeline {
    let context: ClientContext

    /// Runs `plan` to its answer: a 2xx, an `emptyOn` status, or a captured redirect.
    func run(_ plan: RequestPlan) async throws -> Answer {
        let schedule = plan.schedule
        let replayable = plan.body?.isReplayable ?? true
        var sends = 1
        var refreshed = false
        while true {
            try Task.checkCancellation()
            let result: ExchangeResult
            do {
                result = try await exchange(plan, attempt: sends)
            } catch let error as HeyError {
                guard case .network(_, true, _) = error, replayable, schedule.allowsSend(after: sends) else { throw error }
                sends += 1
                let delay = schedule.delay(beforeSend: sends, retryAfter: nil)
                try await pause(plan, attempt: sends, after: error, delay: delay)
                continue
            }
            let response = result.answer.response
            if isAnswer(response, plan) {
                if (200..<300).contains(response.status) {
                    if response.bodyExceeded {
                        let limit = plan.bodyLimit(status: response.status, headers: response.headers)
                        throw ErrorClassifier.bodyTooLarge(response, limit: limit, to: result.label)
                    }
                    if let interruption = response.interruption {
                        let failure = ErrorClassifier.transportFailure(interruption, to: result.label)
                        guard let error = failure as? HeyError, case .network(_, true, _) = error, replayable,
                              schedule.allowsSend(after: sends) else { throw failure }
                        sends += 1
                        try await pause(plan, attempt: sends, after: error, delay: schedule.delay(beforeSend: sends, retryAfter: nil))
                        continue
                    }
                }
                return result.answer
            }
            let failure = ErrorClassifier.error(for: response, to: result.label)
            if response.status == 401, let signature = result.signature, !refreshed {
                refreshed = true
                try await renewCredentials(after: result, signedWith: signature, failure: failure, plan: plan,
                                           mayResend: schedule.allowsRefreshedSend(after: sends))
                sends += 1
                try await pause(plan, attempt: sends, after: failure, delay: .zero)
                continue
            }
            if schedule.retryOn.contains(response.status), replayable, schedule.allowsSend(after: sends) {
                sends += 1
                let retryAfter = RetrySchedule.retryAfter(response.headers["Retry-After"])
                let delay = schedule.delay(beforeSend: sends, retryAfter: retryAfter)
                try await pause(plan, attempt: sends, after: failure, delay: delay)
                continue
            }
            throw failure
        }
    }

    /// Gets new credentials after HEY rejected `signature`, or throws: the 401 (`failure`) when
    /// the caller must have it — the refresh was declined, the body may not go out twice, no send
    /// is left (`mayResend` false), or the 401 came on the redirect hop of a write that may
    /// already be made — and what the strategy or provider threw, as it was thrown, when the
    /// refresh failed that way.
    private func renewCredentials(after result: ExchangeResult, signedWith signature: Signature,
                                  failure: HeyError, plan: RequestPlan, mayResend: Bool) async throws {
        let outcome = try await context.credentials.recover(from: signature)
        guard case .renewed = outcome else {
            if case .failed(let cause?) = outcome {
                if cause is HeyError { throw failure.updatingDetail { $0.cause = cause } }
                throw cause
            }
            throw failure
        }
        if result.followedRedirect, !plan.mayResend {
            throw failure.updatingDetail {
                $0.hint = "HEY redirected this write before rejecting the credentials, so it may already be made; "
                    + "the credentials are renewed, so call again only if it was not"
            }
        }
        guard plan.body?.isReplayable ?? true else { throw failure }
        guard mayResend else {
            throw failure.updatingDetail {
                $0.hint = "The credentials are renewed, but maxRetries (\(context.config.maxRetries)) leaves no send to "
                    + "try them; call again"
            }
        }
    }

    /// Whether `response` ends the operation without an error.
    private func isAnswer(_ response: HTTPResponse, _ plan: RequestPlan) -> Bool {
        (200..<300).contains(response.status)
            || plan.emptyOn.contains(response.status)
            || (plan.redirects == .capture && (300..<400).contains(response.status))
    }

    /// Tells hooks about the resend (the request that failed, the attempt about to be made, why
    /// and after how long), then waits through the client's sleeper (cancellable: a
    /// `CancellationError` as it is).
    private func pause(_ plan: RequestPlan, attempt: Int, after error: any Error, delay: Duration) async throws {
        if context.reportsRequests, plan.reportsRequests {
            let failed = RequestInfo(method: plan.wireMethod, url: plan.url.redactedForDisplay.absoluteString,
                                     attempt: attempt - 1)
            context.hooks.onRetry(failed, attempt: attempt, error: error, delay: delay)
        }
        if delay > .zero { try await context.sleeper(delay) }
        try Task.checkCancellation()
    }
}

/// One send and the redirect hops it followed.
struct ExchangeResult {
    /// The final answer.
    let answer: Answer
    /// The signature on the request that got the answer; nil when it carried no credentials.
    let signature: Signature?
    /// Whether the answer came after at least one redirect.
    let followedRedirect: Bool
    /// Names the request that got the answer, for error messages.
    let label: RequestLabel
}

extension RequestPipeline {
    /// Sends the plan's request once, following redirects as the plan says. Each hop to the HEY
    /// origin gets the plan's account scope and is signed afresh; the first hop of a cacheable
    /// read is revalidated against the response cache. Every hop is reported to hooks as a
    /// request of `attempt`.
    func exchange(_ plan: RequestPlan, attempt: Int) async throws -> ExchangeResult {
        var request = HTTPRequest(method: plan.wireMethod, url: plan.url, headers: plan.headers, body: plan.body?.data)
        if let body = plan.body { request.headers["Content-Type"] = body.contentType }
        var hops = 0
        while true {
            request.url = AccountScope.applied(plan.accountScope, to: request.url, origin: context.origin)
            var outgoing = request
            let signature = plan.signsRequests && context.origin.contains(request.url)
                ? try await context.credentials.sign(&outgoing, security: plan.security, operation: plan.operation.operation) : nil
            let revalidation = ResponseRevalidation.begin(for: outgoing, plan: plan, signature: signature, hop: hops,
                                                          cache: context.cache)
            revalidation?.prepare(&outgoing)
            let label = RequestLabel(operation: plan.operation.operation, method: request.method, url: request.url)
            let (response, fromCache) = try await send(outgoing, plan: plan, attempt: attempt, label: label,
                                                       revalidation: revalidation)
            if plan.redirects == .follow,
               let next = try Redirects.nextHop(after: response, from: request, origin: context.origin,
                                                hopsSoFar: hops, label: label) {
                hops += 1
                request = next
                continue
            }
            return ExchangeResult(answer: Answer(response: response, url: request.url, fromCache: fromCache), signature: signature,
                                  followedRedirect: hops > 0, label: label)
        }
    }

    /// One request over the transport, reported to hooks before and after (when the client has
    /// hooks: the silent default skips building the reports), and settled against the cache. A
    /// body longer than the plan reads — from a transport that did not stop at the cap — is cut
    /// here and marked.
    private func send(_ request: HTTPRequest, plan: RequestPlan, attempt: Int, label: RequestLabel,
                      revalidation: ResponseRevalidation?) async throws -> (HTTPResponse, fromCache: Bool) {
        let limits: @Sendable (Int, HTTPHeaders) -> Int? = { [plan] status, headers in
            plan.bodyLimit(status: status, headers: headers)
        }
        guard context.reportsRequests, plan.reportsRequests else {
            do {
                let response = Self.capped(try await context.transport.send(request, bodyLimit: limits), plan: plan)
                return revalidation?.settle(response) ?? (response, false)
            } catch {
                throw ErrorClassifier.transportFailure(error, to: label)
            }
        }
        let info = RequestInfo(method: request.method, url: request.url.redactedForDisplay.absoluteString, attempt: attempt)
        let hooks = context.hooks
        hooks.onRequestStart(info)
        let start = context.clock()
        do {
            var response = Self.capped(try await context.transport.send(request, bodyLimit: limits), plan: plan)
            var fromCache = false
            if let revalidation { (response, fromCache) = revalidation.settle(response) }
            hooks.onRequestEnd(info, result: RequestResult(statusCode: response.status, duration: context.clock() - start,
                                                           fromCache: fromCache, error: response.interruption))
            return (response, fromCache)
        } catch {
            let failure = ErrorClassifier.transportFailure(error, to: label)
            hooks.onRequestEnd(info, result: RequestResult(statusCode: 0, duration: context.clock() - start, error: failure))
            throw failure
        }
    }

    /// `response` with its body cut (and marked) where it is longer than the plan keeps.
    private static func capped(_ response: HTTPResponse, plan: RequestPlan) -> HTTPResponse {
        let limit = plan.bodyLimit(status: response.status, headers: response.headers)
        guard response.body.count > limit else { return response }
        var cut = response
        cut.body = response.body.prefix(limit)
        cut.bodyExceeded = true
        return cut
    }
}
