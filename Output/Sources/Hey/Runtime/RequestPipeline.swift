// Copied by hey-generator from Templates/Runtime/RequestPipeline.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Sends one operation: sign → send → classify → resend or refresh, until it has an answer to
/// hand back or an error to throw.
///
/// - A status the route's policy retries, or a network failure, earns another send while the
///   ``RetrySchedule`` allows one (never for an operation that may not be resent).
/// - A 401 on signed credentials earns one refresh (shared with every request signed alike) and
///   one resend, for any operation, within `maxRetries + 1` sends in all. Not when the body may
///   not go out twice, not when `maxRetries` leaves no send, and not for a non-idempotent write
///   HEY redirected: it may already be made. In those cases the 401 is the caller's (after the
///   refresh, so the caller's next call works).
/// - Every resend is signed afresh and announced to hooks first, with its 1-based attempt.
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
                guard case .network = error, replayable, schedule.allowsSend(after: sends) else { throw error }
                sends += 1
                let delay = schedule.delay(beforeSend: sends, retryAfter: nil)
                try await pause(plan, attempt: sends, reason: .networkError, delay: delay)
                continue
            }
            let response = result.answer.response
            if isAnswer(response, plan) {
                if response.exceededLimit, (200..<300).contains(response.status) {
                    throw ErrorClassifier.bodyTooLarge(response, limit: plan.responseLimit, to: result.label)
                }
                return result.answer
            }
            let failure = ErrorClassifier.error(for: response, to: result.label)
            if response.status == 401, let signature = result.signature, !refreshed {
                refreshed = true
                try await renewCredentials(after: result, signedWith: signature, failure: failure, plan: plan,
                                           mayResend: schedule.allowsRefreshedSend(after: sends))
                sends += 1
                try await pause(plan, attempt: sends, reason: .refreshedCredentials, delay: .zero)
                continue
            }
            if schedule.retryOn.contains(response.status), replayable, schedule.allowsSend(after: sends) {
                sends += 1
                let retryAfter = RetrySchedule.retryAfter(response.headers["Retry-After"])
                let delay = schedule.delay(beforeSend: sends, retryAfter: retryAfter)
                try await pause(plan, attempt: sends, reason: .status(response.status), delay: delay)
                continue
            }
            throw failure
        }
    }

    /// Gets new credentials after HEY rejected `signature`, or throws `failure` (the 401) when the
    /// caller must have it: the refresh failed or was declined, the body may not go out twice,
    /// no send is left (`mayResend` false), or the 401 came on the redirect hop of a write that
    /// may already be made.
    private func renewCredentials(after result: ExchangeResult, signedWith signature: Signature,
                                  failure: HeyError, plan: RequestPlan, mayResend: Bool) async throws {
        let outcome = try await context.credentials.recover(from: signature, unsigned: result.unsigned)
        guard case .renewed = outcome else {
            if case .failed(let cause?) = outcome { throw failure.updatingDetail { $0.cause = cause } }
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

    /// Tells hooks about the resend, then waits (cancellable: `CancellationError` as is).
    private func pause(_ plan: RequestPlan, attempt: Int, reason: ResendReason, delay: Duration) async throws {
        let request = RequestInfo(operation: plan.operation, method: plan.method.rawValue,
                                  url: plan.url.redactedForDisplay, attempt: attempt)
        context.hooks.willResend(ResendInfo(request: request, reason: reason, delay: delay))
        if delay > .zero { try await Task.sleep(for: delay) }
    }
}

/// One send and the redirect hops it followed.
struct ExchangeResult {
    /// The final answer.
    let answer: Answer
    /// The signature on the request that got the answer; nil when it carried no credentials.
    let signature: Signature?
    /// That request before it was signed (to check whether the credentials changed since).
    let unsigned: HTTPRequest
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
        var request = HTTPRequest(method: plan.method.rawValue, url: plan.url, headers: plan.headers,
                                  body: plan.body?.data, timeout: context.config.timeout,
                                  maxResponseBytes: plan.responseLimit)
        if let body = plan.body { request.headers["Content-Type"] = body.contentType }
        var hops = 0
        while true {
            request.url = AccountScope.applied(plan.accountScope, to: request.url, origin: context.origin)
            var outgoing = request
            let signature = plan.signsRequests && context.origin.contains(request.url)
                ? try await context.credentials.sign(&outgoing) : nil
            let revalidation = await ResponseRevalidation.begin(for: outgoing, plan: plan, signature: signature,
                                                                hop: hops, cache: context.cache)
            revalidation?.prepare(&outgoing)
            let label = RequestLabel(operation: plan.operation.operation, method: request.method, url: request.url)
            var response = try await send(outgoing, plan: plan, attempt: attempt, label: label)
            if let revalidation { response = await revalidation.settle(response) }
            if plan.redirects == .follow,
               let next = try Redirects.nextHop(after: response, from: request, origin: context.origin,
                                                hopsSoFar: hops, label: label) {
                hops += 1
                request = next
                continue
            }
            return ExchangeResult(answer: Answer(response: response, url: request.url), signature: signature,
                                  unsigned: request, followedRedirect: hops > 0, label: label)
        }
    }

    /// One request over the transport, reported to hooks before and after (when the client has
    /// hooks: the silent default skips building the reports). A body longer than the plan reads
    /// — from a transport that did not stop at the cap — is cut here and marked.
    private func send(_ request: HTTPRequest, plan: RequestPlan, attempt: Int, label: RequestLabel) async throws -> HTTPResponse {
        guard context.reportsRequests else {
            do {
                return Self.capped(try await context.transport.send(request), at: plan.responseLimit)
            } catch {
                throw ErrorClassifier.transportFailure(error, to: label)
            }
        }
        let info = RequestInfo(operation: plan.operation, method: request.method,
                               url: request.url.redactedForDisplay, attempt: attempt)
        let hooks = context.hooks
        hooks.requestStarted(info)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let response = Self.capped(try await context.transport.send(request), at: plan.responseLimit)
            hooks.requestEnded(info, result: RequestResult(
                status: response.status, duration: clock.now - start,
                requestId: response.headers["X-Request-Id"],
                retryAfter: RetrySchedule.retryAfter(response.headers["Retry-After"]),
                error: nil, cancelled: false))
            return response
        } catch {
            let failure = ErrorClassifier.transportFailure(error, to: label)
            hooks.requestEnded(info, result: RequestResult(
                status: nil, duration: clock.now - start, requestId: nil, retryAfter: nil,
                error: failure as? HeyError, cancelled: ErrorClassifier.isCancellation(failure)))
            throw failure
        }
    }

    /// `response` with its body cut to `limit` bytes (and marked) when it is longer.
    private static func capped(_ response: HTTPResponse, at limit: Int) -> HTTPResponse {
        guard response.body.count > limit else { return response }
        var cut = response
        cut.body = response.body.prefix(limit)
        cut.exceededLimit = true
        return cut
    }
}
