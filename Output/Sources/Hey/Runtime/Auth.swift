// Copied by hey-generator from Templates/Runtime/Auth.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Hands the client an OAuth access token, and renews it when HEY rejects it.
///
/// The client asks for the token on every request, and calls ``refresh()`` once when HEY answers
/// 401, then resends. One refresh serves every request signed with the stale token, or signed
/// while the refresh ran, whether it renews it or fails; a provider that already hands over a
/// different token than the rejected one (it renewed on its own) is not asked to refresh — the
/// request is simply resent. A token holding a line break or another control character is a
/// `usage` error, and nothing is sent. What the provider throws reaches the caller as it was
/// thrown.
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
/// ``refresh()`` once when HEY answers 401, as it does for a ``TokenProvider``. Signing and
/// refreshing never overlap: a refresh waits for the signatures under way, and no request is
/// signed while it runs.
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

/// A fixed token, for scripts and anything that already holds one (what
/// `HeyClient(accessToken:)` uses). Prints as `StaticTokenProvider([REDACTED])`.
public struct StaticTokenProvider: TokenProvider, CustomStringConvertible {
    private let token: String

    /// Wraps `token`; a blank one is a `usage` error.
    public init(_ token: String) throws {
        guard !token.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HeyError.usage(message: "The access token is blank",
                                 hint: "Pass a token from HEY's OAuth flow, or use HeyClient(tokenProvider:)")
        }
        self.token = token
    }

    /// The token.
    public func accessToken() async throws -> String { token }

    /// `StaticTokenProvider([REDACTED])`: never the token.
    public var description: String { "StaticTokenProvider(\(SensitiveString.redacted))" }
}

/// Sends `Authorization: Bearer <token>` with the token a ``TokenProvider`` hands over.
///
/// It is the one strategy the client reads for renewals: when HEY rejects a token and the
/// provider already hands over another one (it renewed on its own, ahead of expiry), the
/// request is resent with it and ``TokenProvider/refresh()`` is not called.
public struct BearerAuth: AuthStrategy {
    /// Where the tokens come from.
    let tokenProvider: any TokenProvider

    /// Signs with `tokenProvider`'s tokens.
    public init(tokenProvider: any TokenProvider) {
        self.tokenProvider = tokenProvider
    }

    /// Sets `Authorization: Bearer <token>`, the token without surrounding whitespace; an empty
    /// token is an `auth_required` error, and one holding a line break or another control
    /// character a `usage` error (nothing is sent). What the provider throws passes through.
    public func authenticate(_ request: inout HTTPRequest) async throws {
        request.headers["Authorization"] = Self.bearer(try await tokenProvider.accessToken())
        if request.headers["Authorization"] == nil {
            throw HeyError.auth(message: "The token provider handed over an empty access token",
                                detail: ErrorDetail(hint: "Sign in again to get a new token"))
        }
    }

    /// Asks the provider to renew.
    public func refresh() async throws -> Bool {
        try await tokenProvider.refresh()
    }

    /// `Bearer <token>` for a token, without surrounding whitespace; nil for an empty one.
    static func bearer(_ token: String) -> String? {
        let token = trimmed(token)
        return token.isEmpty ? nil : "Bearer \(token)"
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
            message: "This client has no credentials (NoCredentials): only the OAuth token operations can be called",
            detail: ErrorDetail(hint: "Make the client with an access token or a TokenProvider"))
    }
}
