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
/// - Signing waits while a refresh runs.
/// - The refresh runs detached from the requesting task, so cancelling that request does not
///   cancel the refresh the others wait on; it is abandoned after `timeout`.
actor RefreshCoordinator {
    private var epoch = 0
    private var inFlight: (epoch: Int, result: SharedResult<RefreshResult>, timer: Task<Void, Never>)?
    /// The outcome of the refresh that ended each recent epoch.
    private var outcomes: [Int: RefreshResult] = [:]
    private let timeout: Duration

    /// Creates a coordinator whose refreshes give up after `timeout`.
    init(timeout: Duration) {
        self.timeout = timeout
    }

    /// Waits out any refresh in flight and answers the epoch a signature made now belongs to.
    func epochForSigning() async throws -> Int {
        while let pending = inFlight {
            _ = try await pending.result.value()
        }
        return epoch
    }

    /// Answers what to do about credentials from `signedEpoch` that HEY rejected: reuse the
    /// outcome of the refresh that already ended that epoch, join the one in flight, or start one
    /// with `refresh` (which answers whether there are new credentials).
    func recover(signedAt signedEpoch: Int, refresh: @escaping @Sendable () async throws -> Bool) async throws -> RefreshResult {
        if let outcome = outcomes[signedEpoch] { return outcome }
        if signedEpoch < epoch { return .renewed }
        let shared = inFlight.map(\.result) ?? start(refresh)
        return try await shared.value()
    }

    private func start(_ refresh: @escaping @Sendable () async throws -> Bool) -> SharedResult<RefreshResult> {
        let shared = SharedResult<RefreshResult>()
        let epoch = self.epoch
        let timeout = self.timeout
        let timer = Task.detached { [weak self] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            let message = "Refreshing the credentials took longer than \(timeout)"
            await self?.settle(epoch, .failed(cause: HeyError.network(message, HeyErrorDetail(isRetryable: true))))
        }
        inFlight = (epoch, shared, timer)
        Task.detached {
            let result: RefreshResult
            do {
                result = try await refresh() ? .renewed : .failed(cause: nil)
            } catch {
                result = .failed(cause: error)
            }
            await self.settle(epoch, result)
        }
        return shared
    }

    private func settle(_ settledEpoch: Int, _ result: RefreshResult) {
        guard let pending = inFlight, pending.epoch == settledEpoch else { return }
        inFlight = nil
        pending.timer.cancel()
        outcomes[settledEpoch] = result
        outcomes = outcomes.filter { $0.key > settledEpoch - 16 }
        epoch = settledEpoch + 1
        pending.result.fulfil(result)
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

    /// Signs `request` (waiting out a refresh in flight) and answers the signature.
    func sign(_ request: inout HTTPRequest) async throws -> Signature {
        let epoch = try await coordinator.epochForSigning()
        let before = request.headers
        do {
            try await strategy.authenticate(&request)
        } catch {
            throw ErrorClassifier.credentialFailure(error)
        }
        return Signature(epoch: epoch, credentials: Self.added(by: request.headers, to: before))
    }

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
