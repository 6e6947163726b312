import Foundation

/// Hands the client an OAuth access token, and renews it when HEY rejects it.
///
/// The client asks for the token on every request, and calls ``refresh()`` once when HEY answers
/// 401, then resends. One refresh serves every request signed with the stale token, whether it
/// renews it or fails; a provider that already hands over a different token than the rejected
/// one (it renewed on its own) is not asked to refresh — the request is simply resent.
///
/// ```swift
/// struct StoredTokens: TokenProvider {
///     let store: Store
///     func accessToken() async throws -> String { try await store.accessToken() }
///     func refresh() async throws -> Bool { try await store.renew() }
/// }
/// let client = try HeyClient(tokenProvider: StoredTokens(store: store))
/// ```
public protocol TokenProvider: Sendable {
    /// The token to send now. Asked for every request, so it may renew ahead of expiry.
    func accessToken() async throws -> String
    /// Renews the token after HEY rejected it; answers whether there is a new one to try.
    /// The default answers `false` (nothing to renew).
    func refresh() async throws -> Bool
}

extension TokenProvider {
    /// Nothing to renew.
    public func refresh() async throws -> Bool { false }
}

/// Puts credentials on each request itself, for anything beyond a bearer token.
///
/// The client hands every request that goes to HEY to ``authenticate(_:)`` before sending it
/// (never a request to another origin, and never the OAuth token operations), and calls
/// ``refresh()`` once when HEY answers 401, as it does for a ``TokenProvider``.
public protocol AuthStrategy: Sendable {
    /// Adds the credentials to `request` (usually an `Authorization` header).
    func authenticate(_ request: inout HTTPRequest) async throws
    /// Renews the credentials after HEY rejected them; answers whether there are new ones to
    /// try. The default answers `false`.
    func refresh() async throws -> Bool
}

extension AuthStrategy {
    /// Nothing to renew.
    public func refresh() async throws -> Bool { false }
}

/// Sends `Authorization: Bearer <token>` with the token a ``TokenProvider`` hands over.
public struct BearerToken: AuthStrategy {
    private let provider: any TokenProvider

    /// Signs with `provider`'s tokens.
    public init(_ provider: any TokenProvider) {
        self.provider = provider
    }

    /// Sets `Authorization: Bearer <token>`; an empty token is an `auth_required` error.
    public func authenticate(_ request: inout HTTPRequest) async throws {
        let token = try await provider.accessToken().trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty else {
            throw HeyError.auth("The token provider handed over an empty access token",
                                HeyErrorDetail(hint: "Sign in again to get a new token"))
        }
        request.headers["Authorization"] = "Bearer \(token)"
    }

    /// Asks the provider to renew.
    public func refresh() async throws -> Bool {
        try await provider.refresh()
    }
}

/// No credentials at all, for a client that only calls HEY's OAuth token operations
/// (`client.oauth.createToken(body:)` and `revokeToken(body:)`), which never carry any.
///
/// Every other operation fails `auth_required` before anything is sent.
///
/// ```swift
/// let signIn = try HeyClient(auth: NoCredentials())
/// ```
public struct NoCredentials: AuthStrategy {
    /// Creates the strategy.
    public init() {}

    /// Always fails: there is nothing to sign with.
    public func authenticate(_ request: inout HTTPRequest) async throws {
        throw HeyError.auth(
            "This client has no credentials (NoCredentials): only the OAuth token operations can be called",
            HeyErrorDetail(hint: "Make the client with an access token or a TokenProvider"))
    }
}

/// A fixed token, for `HeyClient(accessToken:)`.
struct StaticToken: TokenProvider {
    let token: String

    func accessToken() async throws -> String { token }
}
