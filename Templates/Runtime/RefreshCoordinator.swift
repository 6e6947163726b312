import Foundation

/// How a credential refresh ended, as every request waiting on it sees it.
enum RefreshResult: Sendable {
    /// There are new credentials (renewed by `refresh()`, or already by the provider itself).
    case renewed
    /// Nothing new: the strategy declined (`cause == nil`), failed, or took too long.
    case failed(cause: (any Error)?)
}

/// Runs credential refreshes one at a time, shares each outcome with every request signed with
/// the credentials it replaces, and keeps signing and refreshing apart.
///
/// Credentials belong to an *epoch* that advances whenever a refresh ends, renewed or not.
/// - A request rejected with credentials of an epoch whose refresh already ended gets that
///   refresh's outcome: resend if it renewed, give up if it failed — unless a later refresh
///   renewed them since, in which case it is resent too. No second refresh for one epoch.
/// - The first request rejected in the current epoch starts the refresh; every later one waits
///   for it (single flight).
/// - Signing and refreshing never overlap: a refresh starts once the signatures under way are
///   done, and signatures wait while it runs. A request that waited out a refresh that failed
///   is signed as of that refresh's epoch (its credentials are the stale ones), so a 401 on it
///   shares the failure rather than starting another refresh.
/// - The refresh runs detached from the requesting task, so cancelling that request does not
///   cancel the refresh the others wait on; it is abandoned after `timeout`.
///
/// Signing with no refresh in flight (every request, almost always) takes a lock, not an actor
/// hop.
final class RefreshCoordinator: Sendable {
    private struct State {
        var epoch = 0
        /// The refresh under way or about to start, and its work.
        var inFlight: (epoch: Int, result: SharedResult<RefreshResult>)?
        /// The work of a refresh that waits for ``signing`` to drop to zero.
        var pendingStart: (@Sendable () async throws -> Bool)?
        /// How many signatures are under way.
        var signing = 0
        /// The outcome of the refresh that ended each recent epoch.
        var outcomes: [Int: RefreshResult] = [:]
        /// The epoch of the latest refresh that renewed, if any.
        var lastRenewal: Int?
    }

    private let state = Locked(State())
    private let timeout: Duration?

    /// Creates a coordinator whose refreshes give up after `timeout` (never, when nil). The
    /// timeout is a safety net against a refresh that hangs, in real time (not the client's
    /// sleeper, which a test may make instant).
    init(timeout: Duration?) {
        self.timeout = timeout
    }

    /// Runs `sign` once no refresh is under way or waiting to start, and answers the epoch its
    /// signature belongs to: the current one, or that of the refresh it waited for when that
    /// refresh failed. No refresh starts before `sign` returns.
    func signing<Result>(_ sign: () async throws -> Result) async throws -> (epoch: Int, result: Result) {
        var waitedFor: (epoch: Int, outcome: RefreshResult)?
        while true {
            let pending = state.withLock { state -> (epoch: Int, result: SharedResult<RefreshResult>)? in
                if let inFlight = state.inFlight { return inFlight }
                state.signing += 1
                return nil
            }
            guard let pending else { break }
            waitedFor = (pending.epoch, try await pending.result.value())
        }
        let epoch: Int
        if let waitedFor, case .failed = waitedFor.outcome {
            epoch = waitedFor.epoch
        } else {
            epoch = state.withLock { $0.epoch }
        }
        defer { doneSigning() }
        return (epoch, try await sign())
    }

    /// One signature is done; a refresh that waited for the last one starts.
    private func doneSigning() {
        let start = state.withLock { state -> (Int, @Sendable () async throws -> Bool)? in
            state.signing -= 1
            guard state.signing == 0, let work = state.pendingStart, let inFlight = state.inFlight else { return nil }
            state.pendingStart = nil
            return (inFlight.epoch, work)
        }
        if let (epoch, work) = start { run(work, epoch: epoch) }
    }

    /// How many requests wait on the refresh in flight (0 when none runs).
    var waiters: Int {
        state.withLock { $0.inFlight }?.result.waiterCount ?? 0
    }

    /// Answers what to do about credentials from `signedEpoch` that HEY rejected: reuse the
    /// outcome of the refresh that already ended that epoch (or of a later one that renewed),
    /// join the one in flight, or start one with `refresh` (which answers whether there are new
    /// credentials).
    func recover(signedAt signedEpoch: Int, refresh: @escaping @Sendable () async throws -> Bool) async throws -> RefreshResult {
        enum Next { case answer(RefreshResult), wait(Int, SharedResult<RefreshResult>), start(Int, SharedResult<RefreshResult>) }
        let next = state.withLock { state -> Next in
            if let renewal = state.lastRenewal, renewal >= signedEpoch { return .answer(.renewed) }
            if let outcome = state.outcomes[signedEpoch] { return .answer(outcome) }
            if signedEpoch < state.epoch { return .answer(.renewed) }
            if let pending = state.inFlight { return .wait(pending.epoch, pending.result) }
            let shared = SharedResult<RefreshResult>()
            state.inFlight = (state.epoch, shared)
            if state.signing > 0 {
                state.pendingStart = refresh
                return .wait(state.epoch, shared)
            }
            return .start(state.epoch, shared)
        }
        switch next {
        case .answer(let outcome):
            return outcome
        case .wait(let epoch, let shared):
            return settled(try await shared.value(), refreshOf: epoch)
        case .start(let epoch, let shared):
            run(refresh, epoch: epoch)
            return settled(try await shared.value(), refreshOf: epoch)
        }
    }

    /// `outcome`, unless it failed and a later refresh renewed the credentials meanwhile.
    private func settled(_ outcome: RefreshResult, refreshOf epoch: Int) -> RefreshResult {
        guard case .failed = outcome else { return outcome }
        return state.withLock { state in
            if let renewal = state.lastRenewal, renewal > epoch { return .renewed }
            return outcome
        }
    }

    /// Runs `refresh` detached, and a timer that settles the epoch as failed after `timeout`;
    /// whichever ends first settles it.
    private func run(_ refresh: @escaping @Sendable () async throws -> Bool, epoch: Int) {
        let timer = timeout.map { timeout in
            Task.detached { [weak self] in
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                let message = "Refreshing the credentials took longer than \(timeout)"
                self?.settle(epoch, .failed(cause: HeyError.network(message: message, retryable: true, detail: ErrorDetail())))
            }
        }
        Task.detached {
            let result: RefreshResult
            do {
                result = try await refresh() ? .renewed : .failed(cause: nil)
            } catch {
                result = .failed(cause: error)
            }
            timer?.cancel()
            self.settle(epoch, result)
        }
    }

    private func settle(_ settledEpoch: Int, _ result: RefreshResult) {
        let pending = state.withLock { state -> SharedResult<RefreshResult>? in
            guard let pending = state.inFlight, pending.epoch == settledEpoch else { return nil }
            state.inFlight = nil
            state.outcomes[settledEpoch] = result
            state.outcomes = state.outcomes.filter { $0.key > settledEpoch - 16 }
            if case .renewed = result { state.lastRenewal = settledEpoch }
            state.epoch = settledEpoch + 1
            return pending.result
        }
        pending?.fulfil(result)
    }
}

/// What signing a request produced: the epoch of the credentials and the fields they added.
struct Signature: Sendable {
    /// The refresh epoch the credentials belong to.
    let epoch: Int
    /// The header fields the strategy added or changed (never logged or reported).
    let credentials: HTTPHeaders
}

/// A client's credentials: its ``AuthStrategy`` behind the single-flight refresh.
final class Credentials: Sendable {
    let strategy: any AuthStrategy
    private let coordinator: RefreshCoordinator

    /// Wraps `strategy`; refreshes give up after `refreshTimeout` (never, when nil).
    init(strategy: any AuthStrategy, refreshTimeout: Duration?) {
        self.strategy = strategy
        self.coordinator = RefreshCoordinator(timeout: refreshTimeout)
    }

    /// Signs `request` (waiting out a refresh in flight) and answers the signature. What the
    /// strategy throws passes through as it was thrown. Credentials holding a line break or
    /// another control character are a `usage` error: URLSession would drop such a header and
    /// send the request without it.
    ///
    /// ``SchemeCredentials`` sign with what `security` (the operation's requirements, when the
    /// document states them) asks for; any other strategy signs as it always does.
    func sign(_ request: inout HTTPRequest, security: [[String]]? = nil, operation: String = "") async throws -> Signature {
        let before = request.headers
        let strategy = self.strategy
        let (epoch, signed) = try await coordinator.signing { [request] () async throws -> HTTPRequest in
            var copy = request
            if let schemes = strategy as? SchemeCredentials, let security {
                try await schemes.authenticate(&copy, requirements: security, operation: operation)
            } else {
                try await strategy.authenticate(&copy)
            }
            return copy
        }
        request = signed
        let added = Self.added(by: request.headers, to: before)
        if let field = added.fields.first(where: { !HTTPHeaders.isSendable($0.name) || !HTTPHeaders.isSendable($0.value) }) {
            throw HeyError.usage(
                message: "The credentials' \(HTTPHeaders.isSendable(field.name) ? field.name : "header") holds a line break or "
                    + "another control character, so it cannot be sent; nothing was sent",
                hint: "Check where the token comes from: it may have been read with its line ending")
        }
        return Signature(epoch: epoch, credentials: added)
    }

    /// How many requests wait on the refresh in flight, to sign or for its outcome.
    var refreshWaiters: Int { coordinator.waiters }

    /// Decides what to do after HEY rejected `signature`, refreshing once for everyone signed
    /// alike. For the SDK's own ``BearerAuth`` (and ``SchemeCredentials`` holding one bearer
    /// credential), a provider that already hands over another token counts as renewed (no
    /// refresh); any other strategy is asked to `refresh()`.
    func recover(from signature: Signature) async throws -> RefreshResult {
        let strategy = self.strategy
        let rejected = signature.credentials["Authorization"]
        return try await coordinator.recover(signedAt: signature.epoch) {
            if let bearer = strategy as? BearerAuth,
               let current = BearerAuth.bearer(try await bearer.tokenProvider.accessToken()), current != rejected {
                return true
            }
            if let schemes = strategy as? SchemeCredentials, try await schemes.handsOverAnotherBearer(than: rejected) {
                return true
            }
            return try await strategy.refresh()
        }
    }

    /// The fields of `after` that `before` does not have with the same value.
    private static func added(by after: HTTPHeaders, to before: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(after.fields.filter { field in
            !before.fields.contains { $0.name.equalsIgnoringASCIICase(field.name) && $0.value == field.value }
        }.map { ($0.name, $0.value) })
    }
}
