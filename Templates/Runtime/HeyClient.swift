import Foundation

/// The HEY API client. Each service is a property (`client.boxes`, `client.postings`, …);
/// every call is `async throws` and throws ``HeyError`` (or the cancellation that stopped it).
///
/// ```swift
/// let client = try HeyClient(accessToken: ProcessInfo.processInfo.environment["HEY_TOKEN"] ?? "")
/// let boxes = try await client.boxes.list()
/// ```
///
/// A client is `Sendable`: share one across tasks.
public final class HeyClient: Sendable {
    /// Everything the generated services send through.
    let context: ClientContext

    /// A client that sends a fixed token. A blank token is a `usage` error here, not on the
    /// first request. The other parameters are those of ``init(auth:config:hooks:transport:cache:)``.
    public convenience init(accessToken: String, config: HeyConfig = HeyConfig(), hooks: (any HeyHooks)? = nil,
                            transport: (any HTTPTransport)? = nil, cache: (any ResponseCache)? = nil) throws {
        guard !accessToken.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HeyError.invalidUsage("The access token is blank",
                                        hint: "Pass a token from HEY's OAuth flow, or use HeyClient(tokenProvider:)")
        }
        try self.init(auth: BearerToken(StaticToken(token: accessToken)), config: config, hooks: hooks,
                      transport: transport, cache: cache)
    }

    /// A client that asks `tokenProvider` for the token on every request and asks it to refresh
    /// once when HEY answers 401 (see ``TokenProvider``).
    public convenience init(tokenProvider: any TokenProvider, config: HeyConfig = HeyConfig(),
                            hooks: (any HeyHooks)? = nil, transport: (any HTTPTransport)? = nil,
                            cache: (any ResponseCache)? = nil) throws {
        try self.init(auth: BearerToken(tokenProvider), config: config, hooks: hooks, transport: transport, cache: cache)
    }

    /// A client whose `auth` puts the credentials on each request (see ``AuthStrategy``);
    /// ``NoCredentials`` makes one for the OAuth token operations alone.
    ///
    /// - Parameters:
    ///   - config: the settings; a bad one is a `usage` error here.
    ///   - hooks: who hears about operations, requests and resends.
    ///   - transport: how requests go out (a ``URLSessionTransport`` by default).
    ///   - cache: where JSON reads are kept for `If-None-Match` revalidation; passing one turns
    ///     caching on with it. Without one, `config.enableCache` turns on an
    ///     ``InMemoryResponseCache`` of the client's own.
    public init(auth: any AuthStrategy, config: HeyConfig = HeyConfig(), hooks: (any HeyHooks)? = nil,
                transport: (any HTTPTransport)? = nil, cache: (any ResponseCache)? = nil) throws {
        self.context = try ClientContext(config: config, auth: auth, hooks: hooks ?? NoHooks(),
                                         transport: transport ?? URLSessionTransport(), cache: cache)
    }

    /// A client over an existing context (linked-account clients).
    init(context: ClientContext) {
        self.context = context
    }

    /// The client's settings.
    public var config: HeyConfig { context.config }
}
