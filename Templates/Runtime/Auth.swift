import Foundation

/// Hands the client an OAuth access token, and renews it when HEY rejects it.
///
/// The client asks for the token on every request, and calls ``refresh()`` once when HEY answers
/// 401, then resends. One refresh serves every request signed with the stale token, or signed
/// while the refresh ran, whether it renews it or fails; a provider that already hands over a
/// different token than the rejected one (it renewed on its own) is not asked to refresh — the
/// request is simply resent. A token holding a line break or another control character is a
/// `usage` error, and nothing is sent.
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

    /// Sets `Authorization: Bearer <token>`, the token without surrounding whitespace; an empty
    /// token is an `auth_required` error, and one holding a line break or another control
    /// character a `usage` error (nothing is sent).
    public func authenticate(_ request: inout HTTPRequest) async throws {
        let token = Self.trimmed(try await provider.accessToken())
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

    /// `token` without leading and trailing whitespace and newlines; a token that has none (every
    /// well-formed one) is answered as it is, without Foundation's costly trimming.
    static func trimmed(_ token: String) -> String {
        // A non-ASCII end byte may belong to Unicode whitespace: leave those to Foundation.
        let mayBeSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) || $0 >= 0x80 }
        guard let first = token.utf8.first, let last = token.utf8.last, mayBeSpace(first) || mayBeSpace(last)
        else { return token }
        return token.trimmingCharacters(in: .whitespacesAndNewlines)
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
