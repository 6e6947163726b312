@testable import Hey
import Foundation
import Testing

/// A client over the scripted transport, as 0.34's own tests make one: the internal initializer
/// with a recording sleeper and a manual clock, so no test sleeps and every duration is known.
struct Harness {
    let client: HeyClient
    let transport: ScriptedTransport
    let hooks: RecordingHooks
    let sleeper: RecordingSleeper
    let clock: ManualClock

    /// Exact waits by default (`maxRetryJitter: .zero`); pass a config to say otherwise.
    init(_ transport: ScriptedTransport, config: HeyConfig = HeyConfig(maxRetryJitter: .zero),
         auth: (any AuthStrategy)? = nil, cache: (any ResponseCache)? = nil, clock: ManualClock = ManualClock()) throws {
        self.transport = transport
        self.hooks = RecordingHooks()
        self.clock = clock
        self.sleeper = RecordingSleeper(clock: clock)
        self.client = try HeyClient(auth: try auth ?? BearerAuth(tokenProvider: StaticTokenProvider("token-1")),
                                    config: config, hooks: hooks, transport: transport, cache: cache,
                                    clock: clock.reading, sleeper: sleeper.sleep)
    }

    /// A harness answering `replies` in order.
    init(_ replies: [Reply], config: HeyConfig = HeyConfig(maxRetryJitter: .zero), auth: (any AuthStrategy)? = nil,
         cache: (any ResponseCache)? = nil) throws {
        try self.init(ScriptedTransport(replies), config: config, auth: auth, cache: cache)
    }
}

/// A box as HEY answers `GET /boxes/{id}.json`.
func boxJSON(_ id: Int = 1) -> String {
    #"{"id":\#(id),"kind":"imbox","name":"Imbox"}"#
}

/// A 503 HEY's routes resend (their `retryOn` is 429 and 503).
let unavailable = Reply(503, ["Content-Type": "application/json"], body: #"{"error":"busy"}"#)

/// The error `body` throws, or an issue when it throws none.
func thrown(_ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async -> (any Error)? {
    do {
        try await body()
        Issue.record("expected an error, got none", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The `HeyError` `body` throws, or an issue when it throws none or another error.
func heyError(_ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async -> HeyError? {
    guard let error = await thrown(body, sourceLocation: sourceLocation) else { return nil }
    guard let heyError = error as? HeyError else {
        Issue.record("expected a HeyError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
    return heyError
}
