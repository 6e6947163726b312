import Foundation

/// One security scheme of the API document (`components/securitySchemes`): its name there, and
/// how its credential travels. Generated code declares one per scheme in `SecuritySchemes`.
public struct SecurityScheme: Sendable, Hashable, CustomStringConvertible {
    /// How a scheme's credential travels.
    public enum Kind: Sendable, Hashable {
        /// `Authorization: Bearer <token>` (HTTP bearer, OAuth 2, OpenID Connect).
        case bearer
        /// `Authorization: Basic <base64 of user:password>`.
        case basic
        /// An API key as the header, query parameter or cookie `name`.
        case apiKey(name: String, location: APIKeyLocation)
    }

    /// Where an API key travels.
    public enum APIKeyLocation: String, Sendable, Hashable {
        /// A header field.
        case header
        /// A query parameter.
        case query
        /// A cookie of the `Cookie` header.
        case cookie
    }

    /// The scheme's name in the document (`api_key`), as operations' requirements name it.
    public let name: String
    /// How its credential travels.
    public let kind: Kind

    /// Describes a scheme.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// `api_key (API key in the query parameter key)`.
    public var description: String {
        switch kind {
        case .bearer: "\(name) (bearer token)"
        case .basic: "\(name) (user and password)"
        case .apiKey(let key, let location): "\(name) (API key in the \(location.rawValue) \(key))"
        }
    }
}

/// The credential an app holds for one ``SecurityScheme``. Generated code makes one per scheme
/// (`.apiKey("…")`, `.basicAuth(user:password:)`); prints as the scheme, never the secret.
///
/// Nothing is checked here, so a credential can be made without `try`: a blank value, a user
/// holding `:` or a cookie value a `Cookie` header cannot carry is a `usage` error when a
/// request would carry it, before anything is sent.
public struct SchemeCredential: Sendable, CustomStringConvertible {
    /// What is held.
    enum Value: Sendable {
        case token(any TokenProvider)
        case basic(user: String, password: String)
        case key(String)
    }

    /// The scheme it is for.
    public let scheme: SecurityScheme
    /// The secret.
    let value: Value

    /// A bearer credential whose tokens come from `tokenProvider` (asked on every request, and
    /// asked to refresh once when the server answers 401).
    public init(_ scheme: SecurityScheme, tokenProvider: any TokenProvider) {
        self.scheme = scheme
        self.value = .token(tokenProvider)
    }

    /// A bearer credential with a fixed `token`.
    public init(_ scheme: SecurityScheme, token: String) {
        self.init(scheme, tokenProvider: FixedToken(token: token))
    }

    /// A basic credential: `user` (which may not hold `:`) and `password`.
    public init(_ scheme: SecurityScheme, user: String, password: String) {
        self.scheme = scheme
        self.value = .basic(user: user, password: password)
    }

    /// An API key credential.
    public init(_ scheme: SecurityScheme, apiKey: String) {
        self.scheme = scheme
        self.value = .key(apiKey)
    }

    /// `SchemeCredential(api_key, [REDACTED])`: never the secret.
    public var description: String { "SchemeCredential(\(scheme.name), \(SensitiveString.redacted))" }

    /// A token that never changes and cannot be renewed.
    struct FixedToken: TokenProvider {
        let token: String
        func accessToken() async throws -> String { token }
    }
}
