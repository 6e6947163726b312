@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "Credentials": the lines about concurrent requests, built step by step with
/// gates in the strategy and the transport (no sleeps, no timing).
@Suite(.timeLimit(.minutes(1))) struct CredentialsConcurrencyTests {
    /// How many requests wait on the refresh in flight (to sign, or for its outcome).
    private func waiters(_ client: HeyClient) -> Int { client.context.credentials.refreshWaiters }

    // MARK: Signing and refreshing never interleave

    @Test func aRefreshWaitsForTheSignatureUnderWayAndSigningWaitsForTheRefresh() async throws {
        let strategy = GatedStrategy()
        let signing = strategy.hold(sign: 1)
        let refreshing = strategy.hold(refresh: 1)
        let harness = try Harness(generationTransport(), auth: strategy)
        let client = harness.client

        // B's signature is under way (held).
        let b = Task { try await client.boxes.get(boxId: 2).value.id }
        await strategy.started(sign: 1).wait()
        // A signs alongside it, is rejected, and asks for a refresh: it must not start yet.
        let a = Task { try await client.boxes.get(boxId: 1).value.id }
        await eventually("A waits for the refresh") { waiters(client) == 1 }
        #expect(strategy.refreshes == 0)

        // B's signature ends: now the refresh starts (and is held).
        signing.open()
        await strategy.started(refresh: 1).wait()
        // C arrives during the refresh: it is not signed until the refresh ends.
        let c = Task { try await client.boxes.get(boxId: 3).value.id }
        await eventually("A, B and C wait for the refresh") { waiters(client) == 3 }
        #expect(strategy.signs == 2)

        refreshing.open()
        #expect(try await [value(of: a), value(of: b), value(of: c)] == [1, 2, 3])
        #expect(strategy.overlaps == [])
        #expect(strategy.refreshes == 1)
        // Two stale signatures, then A, B and C with the renewed credentials.
        #expect(strategy.signs == 5)
        let authorizations = harness.transport.requests.map { $0.headers["Authorization"] ?? "" }
        #expect(authorizations.filter { $0 == "Bearer g0" }.count == 2)
        #expect(authorizations.filter { $0 == "Bearer g1" }.count == 3)
    }

    @Test func concurrentRequestsRejectedTogetherShareOneRefreshAndNeverOverlapIt() async throws {
        let strategy = GatedStrategy()
        let harness = try Harness(generationTransport(), auth: strategy)
        let client = harness.client
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for id in 1...12 { group.addTask { try await client.boxes.get(boxId: id).value.id } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(ids.sorted() == Array(1...12))
        #expect(strategy.overlaps == [])
        #expect(strategy.refreshes == 1)
    }

    /// The double must be able to see an overlap, or the tests above prove nothing.
    @Test func theStrategyDoubleSeesASignatureDuringARefresh() async throws {
        let strategy = GatedStrategy()
        let refreshing = strategy.hold(refresh: 1)
        let refresh = Task { try await strategy.refresh() }
        await strategy.started(refresh: 1).wait()
        var request = HTTPRequest(method: "GET", url: URL(string: "https://app.hey.com/boxes/1.json")!)
        try await strategy.authenticate(&request)
        refreshing.open()
        _ = try await value(of: refresh)
        #expect(strategy.overlaps.count == 2)
    }

    // MARK: A request left waiting on a refresh that failed, renewed by a later one, is resent

    /// What ``leaveRWaitingOnAFailedRefresh()`` leaves behind.
    private struct FailedRefreshScene {
        let strategy: GatedStrategy
        let transport: ScriptedTransport
        let harness: Harness
        /// R, gone out with the stale credentials; its answer (a 401) is held until `rHeld` opens.
        let r: Task<Int, any Error>
        let rHeld: Gate
        /// What S's request threw.
        let sError: (any Error)?
    }

    /// S is rejected and starts refresh 1, which will fail; R is left waiting on it. Refresh 1
    /// fails: S gets its error as thrown, and R goes out with the stale credentials, held.
    private func leaveRWaitingOnAFailedRefresh() async throws -> FailedRefreshScene {
        let strategy = GatedStrategy()
        strategy.script(refresh: 1, .fail(RenewalFailed()))
        let failing = strategy.hold(refresh: 1)
        let rHeld = Gate(), rArrived = Gate()
        let transport = generationTransport(held: ["/boxes/1.json": rHeld], arrived: ["/boxes/1.json": rArrived])
        let harness = try Harness(transport, auth: strategy)
        let client = harness.client
        let s = Task { try await client.boxes.get(boxId: 2).value.id }
        await strategy.started(refresh: 1).wait()
        let r = Task { try await client.boxes.get(boxId: 1).value.id }
        await eventually("S and R wait for refresh 1") { waiters(client) == 2 }
        failing.open()
        let sError = await thrown { _ = try await value(of: s) }
        await rArrived.wait()
        return FailedRefreshScene(strategy: strategy, transport: transport, harness: harness, r: r, rHeld: rHeld, sError: sError)
    }

    @Test func requestWaitingOnAFailedRefreshIsResentWithLaterRenewedCredentials() async throws {
        let scene = try await leaveRWaitingOnAFailedRefresh()
        #expect(scene.sError as? RenewalFailed == RenewalFailed())

        // T is rejected and its refresh (2) renews.
        let t = try await scene.harness.client.boxes.get(boxId: 3)
        #expect(t.value.id == 3)
        #expect(scene.strategy.refreshes == 2)

        // R's 401 arrives now: resent with the renewed credentials, not failed with refresh 1's error.
        scene.rHeld.open()
        #expect(try await value(of: scene.r) == 1)
        let rSends = scene.transport.requests.filter { $0.url.path == "/boxes/1.json" }.map { $0.headers["Authorization"] }
        #expect(rSends == ["Bearer g0", "Bearer g1"])
        #expect(scene.strategy.refreshes == 2)
        #expect(scene.strategy.overlaps == [])
    }

    @Test func requestWaitingOnAFailedRefreshWithNoLaterRenewalGetsItsError() async throws {
        let scene = try await leaveRWaitingOnAFailedRefresh()

        // Nothing renewed since: R's 401 shares refresh 1's failure (no second refresh).
        scene.rHeld.open()
        let rError = await thrown { _ = try await value(of: scene.r) }
        #expect(rError as? RenewalFailed == RenewalFailed())
        #expect(scene.strategy.refreshes == 1)
    }

    @Test func requestSignedBeforeAFailedRefreshWhose401ArrivesAfterARenewalIsResent() async throws {
        let strategy = GatedStrategy()
        strategy.script(refresh: 1, .fail(RenewalFailed()))
        let rHeld = Gate(), rArrived = Gate()
        let transport = generationTransport(held: ["/boxes/1.json": rHeld], arrived: ["/boxes/1.json": rArrived])
        let harness = try Harness(transport, auth: strategy)
        let client = harness.client

        // R is signed first; its answer is held.
        let r = Task { try await client.boxes.get(boxId: 1).value.id }
        await rArrived.wait()
        // S's refresh fails; T's renews.
        _ = await thrown { _ = try await client.boxes.get(boxId: 2) }
        _ = try await client.boxes.get(boxId: 3)
        #expect(strategy.refreshes == 2)

        rHeld.open()
        #expect(try await value(of: r) == 1)
        #expect(strategy.refreshes == 2)
    }
}
