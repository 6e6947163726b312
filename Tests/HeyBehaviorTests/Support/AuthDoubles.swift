@testable import Hey
import Foundation
import Testing

/// What a provider or strategy of the caller's throws; the caller must catch it as it is.
struct VaultLocked: Error, Equatable {}

/// What a failed renewal throws.
struct RenewalFailed: Error, Equatable {}

/// A token provider whose token store is locked.
struct LockedProvider: TokenProvider {
    func accessToken() async throws -> String { throw VaultLocked() }
}

/// A token provider handing over `tokens` in turn (the last one from then on), counting refreshes;
/// `refresh()` moves on to `renewed` when given, or throws `refreshError`.
final class SequenceProvider: TokenProvider {
    private let state: Guarded<(tokens: [String], refreshes: Int)>
    private let renewed: String?
    private let refreshError: (any Error)?

    init(_ tokens: [String], renewed: String? = nil, refreshError: (any Error)? = nil) {
        self.state = Guarded((tokens, 0))
        self.renewed = renewed
        self.refreshError = refreshError
    }

    var refreshes: Int { state.withLock { $0.refreshes } }

    func accessToken() async throws -> String {
        state.withLock { state in state.tokens.count > 1 ? state.tokens.removeFirst() : state.tokens[0] }
    }

    func refresh() async throws -> Bool {
        state.withLock { $0.refreshes += 1 }
        if let refreshError { throw refreshError }
        guard let renewed else { return false }
        state.withLock { $0.tokens = [renewed] }
        return true
    }
}

/// A strategy of the caller's that signs `Bearer g<generation>` and records every overlap of
/// signing and refreshing. Tests hold a given signature or refresh (1-based call numbers) on a
/// gate, learn when one has started, and script each refresh's outcome (renew by default).
final class GatedStrategy: AuthStrategy {
    enum Outcome: Sendable { case renew, decline, fail(any Error) }

    private struct State {
        var generation = 0
        var signing = 0
        var refreshing = 0
        var signs = 0
        var refreshes = 0
        var overlaps: [String] = []
        var signGates: [Int: Gate] = [:]
        var refreshGates: [Int: Gate] = [:]
        var signStarted: [Int: Gate] = [:]
        var refreshStarted: [Int: Gate] = [:]
        var outcomes: [Int: Outcome] = [:]
    }

    private let state = Guarded(State())

    init() {}

    var signs: Int { state.withLock { $0.signs } }
    var refreshes: Int { state.withLock { $0.refreshes } }
    var overlaps: [String] { state.withLock { $0.overlaps } }

    /// Holds signature number `call` until the answered gate opens.
    func hold(sign call: Int) -> Gate { gate(\.signGates, call) }

    /// Holds refresh number `call` until the answered gate opens.
    func hold(refresh call: Int) -> Gate { gate(\.refreshGates, call) }

    /// Opens once signature number `call` has started.
    func started(sign call: Int) -> Gate { gate(\.signStarted, call) }

    /// Opens once refresh number `call` has started.
    func started(refresh call: Int) -> Gate { gate(\.refreshStarted, call) }

    /// The gate of call number `call` in the table at `table`, made the first time it is asked for.
    private func gate(_ table: WritableKeyPath<State, [Int: Gate]>, _ call: Int) -> Gate {
        state.withLock { state in
            let gate = state[keyPath: table][call] ?? Gate()
            state[keyPath: table][call] = gate
            return gate
        }
    }

    /// What refresh number `call` does.
    func script(refresh call: Int, _ outcome: Outcome) { state.withLock { $0.outcomes[call] = outcome } }

    func authenticate(_ request: inout HTTPRequest) async throws {
        let (call, gate, started) = state.withLock { state -> (Int, Gate?, Gate) in
            state.signs += 1
            state.signing += 1
            if state.refreshing > 0 { state.overlaps.append("signature \(state.signs) began during a refresh") }
            let started = state.signStarted[state.signs] ?? Gate()
            state.signStarted[state.signs] = started
            return (state.signs, state.signGates[state.signs], started)
        }
        started.open()
        await gate?.wait()
        for _ in 0..<5 { await Task.yield() }
        let generation = state.withLock { state -> Int in
            if state.refreshing > 0 { state.overlaps.append("signature \(call) ended during a refresh") }
            state.signing -= 1
            return state.generation
        }
        request.headers["Authorization"] = "Bearer g\(generation)"
    }

    func refresh() async throws -> Bool {
        let (call, gate, started) = state.withLock { state -> (Int, Gate?, Gate) in
            state.refreshes += 1
            if state.signing > 0 { state.overlaps.append("refresh \(state.refreshes) began during \(state.signing) signature(s)") }
            if state.refreshing > 0 { state.overlaps.append("refresh \(state.refreshes) began during another") }
            state.refreshing += 1
            let started = state.refreshStarted[state.refreshes] ?? Gate()
            state.refreshStarted[state.refreshes] = started
            return (state.refreshes, state.refreshGates[state.refreshes], started)
        }
        started.open()
        await gate?.wait()
        for _ in 0..<5 { await Task.yield() }
        let outcome = state.withLock { state -> Outcome in
            if state.signing > 0 { state.overlaps.append("refresh \(call) ended during \(state.signing) signature(s)") }
            state.refreshing -= 1
            let outcome = state.outcomes[call] ?? .renew
            if case .renew = outcome { state.generation += 1 }
            return outcome
        }
        switch outcome {
        case .renew: return true
        case .decline: return false
        case .fail(let error): throw error
        }
    }
}

/// A transport that rejects `Bearer g0` with a 401 and answers any later generation with a box,
/// holding the first request to a path listed in `held` until its gate opens (and opening the
/// path's `arrived` gate when it comes in).
func generationTransport(held: [String: Gate] = [:], arrived: [String: Gate] = [:]) -> ScriptedTransport {
    let seen = Guarded(Set<String>())
    return ScriptedTransport { request, _ in
        let path = request.url.path
        let first = seen.withLock { $0.insert(path).inserted }
        if first {
            arrived[path]?.open()
            await held[path]?.wait()
        }
        guard let authorization = request.headers["Authorization"], authorization != "Bearer g0" else {
            return Reply(401, ["Content-Type": "application/json"], body: #"{"error":"token expired"}"#)
        }
        let id = Int(path.split(separator: "/").last?.split(separator: ".").first ?? "") ?? 0
        return .json(boxJSON(id))
    }
}
