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
///
/// The public initializers are generated beside the model (they hand the runtime the versions
/// the requests report); the ones here do the work.
public final class HeyClient: Sendable {
    /// Everything the generated services send through.
    let context: ClientContext

    /// A client that sends a fixed token; a blank token is a `usage` error here, not on the
    /// first request.
    convenience init(accessToken: String, config: HeyConfig, hooks: (any HeyHooks)?, transport: (any HTTPTransport)?,
                     cache: (any ResponseCache)?, versions: SDKVersions) throws {
        guard !accessToken.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HeyError.invalidUsage("The access token is blank",
                                        hint: "Pass a token from HEY's OAuth flow, or use HeyClient(tokenProvider:)")
        }
        try self.init(auth: BearerToken(StaticToken(token: accessToken)), config: config, hooks: hooks,
                      transport: transport, cache: cache, versions: versions)
    }

    /// A client that asks `tokenProvider` for the token on every request and asks it to refresh
    /// once when HEY answers 401.
    convenience init(tokenProvider: any TokenProvider, config: HeyConfig, hooks: (any HeyHooks)?,
                     transport: (any HTTPTransport)?, cache: (any ResponseCache)?, versions: SDKVersions) throws {
        try self.init(auth: BearerToken(tokenProvider), config: config, hooks: hooks, transport: transport, cache: cache,
                      versions: versions)
    }

    /// A client whose `auth` puts the credentials on each request; a bad setting in `config` is a
    /// `usage` error here. Without `cache`, `config.enableCache` turns on an
    /// ``InMemoryResponseCache`` of the client's own.
    init(auth: any AuthStrategy, config: HeyConfig, hooks: (any HeyHooks)?, transport: (any HTTPTransport)?,
         cache: (any ResponseCache)?, versions: SDKVersions) throws {
        self.context = try ClientContext(config: config, versions: versions, auth: auth, hooks: hooks ?? NoHooks(),
                                         transport: transport ?? URLSessionTransport(), cache: cache)
    }

    /// A client over an existing context (linked-account clients).
    init(context: ClientContext) {
        self.context = context
    }

    /// The client's settings.
    public var config: HeyConfig { context.config }
}
