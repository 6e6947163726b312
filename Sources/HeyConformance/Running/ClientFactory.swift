import Foundation
import HeyTestSupport
import Hey

/// Builds the client a case runs on, as its `configOverrides` say.
///
/// Defaults: the static bearer token ``ClientFactory/token``, the loopback server's URL, the
/// model's retry policy (`maxRetries` 3 never lowers a route's own count of at most 3 sends),
/// no cache. `baseDelayMs` becomes `HeyConfig.baseRetryDelay` (a floor under the first wait).
public enum ClientFactory {
    /// The token every case's client sends first.
    public static let token = "conformance-test-token"
    /// The token a refreshable provider hands over once asked to refresh.
    public static let refreshedToken = "conformance-refreshed-token"

    /// The configuration for `overrides`, pointed at `serverURL` unless `baseUrl` says otherwise.
    public static func config(for overrides: ConfigOverrides, serverURL: URL) -> HeyConfig {
        var config = HeyConfig(baseURL: overrides.baseUrl ?? serverURL.absoluteString)
        if let maxRetries = overrides.maxRetries { config.maxRetries = maxRetries }
        if let baseDelayMs = overrides.baseDelayMs { config.baseRetryDelay = .milliseconds(baseDelayMs) }
        if overrides.cacheEnabled == true { config.enableCache = true }
        return config
    }

    /// A client for `overrides`; throws what `HeyClient`'s initializer throws (a `usage` error
    /// for a refused base URL).
    public static func makeClient(for overrides: ConfigOverrides, serverURL: URL,
                                  hooks: (any HeyHooks)? = nil) throws -> HeyClient {
        let config = config(for: overrides, serverURL: serverURL)
        if overrides.refreshableCredentials == true {
            return try HeyClient(tokenProvider: RefreshableTokens(), config: config, hooks: hooks)
        }
        return try HeyClient(accessToken: token, config: config, hooks: hooks)
    }
}

/// A token provider that hands over ``ClientFactory/token`` until asked to refresh, then
/// ``ClientFactory/refreshedToken``; every refresh succeeds.
public final class RefreshableTokens: TokenProvider {
    private let state = Locked((refreshed: false, refreshes: 0))

    /// A provider that has not refreshed yet.
    public init() {}

    /// The current token.
    public func accessToken() async throws -> String {
        state.withLock { $0.refreshed ? ClientFactory.refreshedToken : ClientFactory.token }
    }

    /// Switches to the refreshed token; always succeeds.
    public func refresh() async throws -> Bool {
        state.withLock {
            $0.refreshed = true
            $0.refreshes += 1
        }
        return true
    }

    /// How many times the client asked for a refresh.
    public var refreshCount: Int { state.withLock { $0.refreshes } }
}
