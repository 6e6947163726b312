import Foundation

/// How a credential refresh ended, as every request waiting on it sees it.
enum RefreshResult: Sendable {
    /// There are new credentials (renewed by `refresh()`, or already by the provider itself).
    case renewed
    /// Nothing new: the strategy declined (`cause == nil`), failed, or took too long.
    case failed(cause: (any Error)?)
}

/// Runs credential refreshes one at a time and shares each outcome with every request that was
/// signed with the credentials it replaces.
///
/// Credentials belong to an *epoch* that advances whenever a refresh ends, renewed or not.
/// - A request rejected with credentials from an epoch whose refresh already ended gets that
///   refresh's outcome: resend if it renewed, give up if it failed. No second refresh.
/// - The first request rejected in the current epoch starts the refresh; every later one waits
///   for it (single flight).
/// - Signing waits while a refresh runs. A request that waited out a refresh that failed is
///   signed as of that refresh's epoch (its credentials are the stale ones), so a 401 on it
///   shares the failure rather than starting another refresh.
/// - The refresh runs detached from the requesting task, so cancelling that request does not
///   cancel the refresh the others wait on; it is abandoned after `timeout`.
///
/// Signing with no refresh in flight (every request, almost always) takes a lock, not an actor
/// hop.
final class RefreshCoordinator: Sendable {
    private struct State {
        var epoch = 0
        var inFlight: (epoch: Int, result: SharedResult<RefreshResult>)?
        /// The outcome of the refresh that ended each recent epoch.
        var outcomes: [Int: RefreshResult] = [:]
    }

    private let state = Locked(State())
    private let timeout: Duration

    /// Creates a coordinator whose refreshes give up after `timeout`.
    init(timeout: Duration) {
        self.timeout = timeout
    }

    /// Waits out any refresh in flight and answers the epoch a signature made now belongs to:
    /// the current one, or that of the refresh it waited for when that refresh failed.
    func epochForSigning() async throws -> Int {
        while true {
            let (epoch, pending) = state.withLock { ($0.epoch, $0.inFlight) }
            guard let pending else { return epoch }
            if case .failed = try await pending.result.value() { return pending.epoch }
        }
    }

    /// How many requests wait on the refresh in flight (0 when none runs).
    var waiters: Int {
        state.withLock { $0.inFlight }?.result.waiterCount ?? 0
    }

    /// Answers what to do about credentials from `signedEpoch` that HEY rejected: reuse the
    /// outcome of the refresh that already ended that epoch, join the one in flight, or start one
    /// with `refresh` (which answers whether there are new credentials).
    func recover(signedAt signedEpoch: Int, refresh: @escaping @Sendable () async throws -> Bool) async throws -> RefreshResult {
        enum Next { case answer(RefreshResult), wait(SharedResult<RefreshResult>), start(Int, SharedResult<RefreshResult>) }
        let next = state.withLock { state -> Next in
            if let outcome = state.outcomes[signedEpoch] { return .answer(outcome) }
            if signedEpoch < state.epoch { return .answer(.renewed) }
            if let pending = state.inFlight { return .wait(pending.result) }
            let shared = SharedResult<RefreshResult>()
            state.inFlight = (state.epoch, shared)
            return .start(state.epoch, shared)
        }
        switch next {
        case .answer(let outcome):
            return outcome
        case .wait(let shared):
            return try await shared.value()
        case .start(let epoch, let shared):
            start(refresh, epoch: epoch)
            return try await shared.value()
        }
    }

    /// Runs `refresh` detached, and a timer that settles the epoch as failed after `timeout`;
    /// whichever ends first settles it.
    private func start(_ refresh: @escaping @Sendable () async throws -> Bool, epoch: Int) {
        let timeout = self.timeout
        let timer = Task.detached { [weak self] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            let message = "Refreshing the credentials took longer than \(timeout)"
            self?.settle(epoch, .failed(cause: HeyError.network(message, HeyErrorDetail(isRetryable: true))))
        }
        Task.detached {
            let result: RefreshResult
            do {
                result = try await refresh() ? .renewed : .failed(cause: nil)
            } catch {
                result = .failed(cause: error)
            }
            timer.cancel()
            self.settle(epoch, result)
        }
    }

    private func settle(_ settledEpoch: Int, _ result: RefreshResult) {
        let pending = state.withLock { state -> SharedResult<RefreshResult>? in
            guard let pending = state.inFlight, pending.epoch == settledEpoch else { return nil }
            state.inFlight = nil
            state.outcomes[settledEpoch] = result
            state.outcomes = state.outcomes.filter { $0.key > settledEpoch - 16 }
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

    /// Wraps `strategy`; refreshes give up after `refreshTimeout`.
    init(strategy: any AuthStrategy, refreshTimeout: Duration) {
        self.strategy = strategy
        self.coordinator = RefreshCoordinator(timeout: refreshTimeout)
    }

    /// Signs `request` (waiting out a refresh in flight) and answers the signature. Credentials
    /// holding a line break or another control character are a `usage` error: URLSession would
    /// drop such a header and send the request without it.
    func sign(_ request: inout HTTPRequest) async throws -> Signature {
        let epoch = try await coordinator.epochForSigning()
        let before = request.headers
        do {
            try await strategy.authenticate(&request)
        } catch {
            throw ErrorClassifier.credentialFailure(error)
        }
        let added = Self.added(by: request.headers, to: before)
        if let field = added.fields.first(where: { !HTTPHeaders.isSendable($0.name) || !HTTPHeaders.isSendable($0.value) }) {
            throw HeyError.invalidUsage(
                "The credentials' \(HTTPHeaders.isSendable(field.name) ? field.name : "header") holds a line break or another "
                    + "control character, so it cannot be sent; nothing was sent",
                hint: "Check where the token comes from: it may have been read with its line ending")
        }
        return Signature(epoch: epoch, credentials: added)
    }

    /// How many requests wait on the refresh in flight, to sign or for its outcome.
    var refreshWaiters: Int { coordinator.waiters }

    /// Decides what to do after HEY rejected `signature` on `unsigned`: if the strategy already
    /// signs differently, resend without refreshing; otherwise refresh once for everyone.
    func recover(from signature: Signature, unsigned: HTTPRequest) async throws -> RefreshResult {
        let strategy = self.strategy
        return try await coordinator.recover(signedAt: signature.epoch) {
            var probe = unsigned
            try await strategy.authenticate(&probe)
            if Self.added(by: probe.headers, to: unsigned.headers) != signature.credentials { return true }
            return try await strategy.refresh()
        }
    }

    /// The fields of `after` that `before` does not have with the same value.
    private static func added(by after: HTTPHeaders, to before: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(after.fields.filter { field in
            !before.fields.contains { $0.name.equalsIgnoringASCIICase(field.name) && $0.value == field.value }
        })
    }
}
