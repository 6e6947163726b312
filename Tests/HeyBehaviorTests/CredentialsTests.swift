@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "Credentials". The concurrent lines are in CredentialsConcurrencyTests.
@Suite struct CredentialsTests {
    /// Rejects `Bearer <rejected>` with a 401, answers any other credentials with a box.
    private func rejecting(_ rejected: String) -> ScriptedTransport {
        ScriptedTransport { request, _ in
            request.headers["Authorization"] == rejected ? Reply(401) : .json(boxJSON())
        }
    }

    // MARK: A token provider's own error reaches the caller as thrown; the operation still ends

    @Test func tokenProviderErrorReachesTheCallerAsThrown() async throws {
        let harness = try Harness([], auth: BearerAuth(tokenProvider: LockedProvider()))
        let error = await thrown { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error as? VaultLocked == VaultLocked())
        #expect(!(error is HeyError))
        #expect(harness.transport.requests.isEmpty)
    }

    @Test func tokenProviderErrorStillEndsTheOperationInTheHooks() async throws {
        let harness = try Harness([], auth: BearerAuth(tokenProvider: LockedProvider()))
        _ = await thrown { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(harness.hooks.operationStarts.map(\.operation) == ["GetBox"])
        #expect(harness.hooks.operationEnds.count == 1)
        #expect(harness.hooks.operationEnds.first?.result.error as? VaultLocked == VaultLocked())
    }

    @Test func tokenProviderRefreshErrorReachesTheCallerAsThrown() async throws {
        let provider = SequenceProvider(["stale"], refreshError: RenewalFailed())
        let harness = try Harness(rejecting("Bearer stale"), auth: BearerAuth(tokenProvider: provider))
        let error = await thrown { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error as? RenewalFailed == RenewalFailed())
        #expect(provider.refreshes == 1)
        #expect(harness.hooks.operationEnds.first?.result.error as? RenewalFailed == RenewalFailed())
    }

    @Test func strategyErrorReachesTheCallerAsThrown() async throws {
        struct Failing: AuthStrategy {
            func authenticate(_ request: inout HTTPRequest) async throws { throw VaultLocked() }
        }
        let harness = try Harness([], auth: Failing())
        let error = await thrown { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error as? VaultLocked == VaultLocked())
        #expect(harness.hooks.operationEnds.first?.result.error as? VaultLocked == VaultLocked())
    }

    @Test func tokenProviderErrorThroughThePublicInitializer() async throws {
        let transport = ScriptedTransport([])
        let client = try HeyClient(tokenProvider: LockedProvider(), transport: transport)
        let error = await thrown { _ = try await client.boxes.get(boxId: 1) }
        #expect(error is VaultLocked)
    }

    // MARK: Only the SDK's bearer strategy is read for renewals

    @Test func bearerTokenRenewedAheadOfThe401IsResentWithoutRefresh() async throws {
        let provider = SequenceProvider(["old", "new"], renewed: "refreshed")
        let harness = try Harness(rejecting("Bearer old"), auth: BearerAuth(tokenProvider: provider))
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(provider.refreshes == 0)
        #expect(harness.transport.requests.map { $0.headers["Authorization"] } == ["Bearer old", "Bearer new"])
    }

    @Test func bearerTokenUnchangedAfterThe401IsRefreshed() async throws {
        let provider = SequenceProvider(["stale"], renewed: "fresh")
        let harness = try Harness(rejecting("Bearer stale"), auth: BearerAuth(tokenProvider: provider))
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(provider.refreshes == 1)
        #expect(harness.transport.requests.map { $0.headers["Authorization"] } == ["Bearer stale", "Bearer fresh"])
    }

    @Test func callersStrategyWithAFreshSignatureEveryRequestIsStillAskedToRefresh() async throws {
        let strategy = CountingStrategy()
        let harness = try Harness([Reply(401), .json(boxJSON())], auth: strategy)
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(strategy.refreshes == 1)
        #expect(harness.transport.requests.map { $0.headers["Authorization"] } == ["Signed nonce-1", "Signed nonce-2"])
    }

    @Test func callersStrategyThatDeclinesToRefreshLeavesThe401ToTheCaller() async throws {
        let strategy = GatedStrategy()
        strategy.script(refresh: 1, .decline)
        let harness = try Harness(generationTransport(), auth: strategy)
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeAuth)
        #expect(strategy.refreshes == 1)
        #expect(harness.transport.requests.count == 1)
    }
}
