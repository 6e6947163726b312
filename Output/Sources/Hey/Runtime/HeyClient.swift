// Copied by hey-generator from Templates/Runtime/HeyClient.swift. Do not edit: change the template and run `make generate`.

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
    /// Everything the services send through.
    let context: ClientContext

    /// A client that sends a fixed token (a ``StaticTokenProvider``). A blank token is a `usage`
    /// error here, not on the first request. The other parameters are those of
    /// ``init(auth:config:hooks:transport:cache:)``.
    public convenience init(accessToken: String, config: HeyConfig = HeyConfig(), hooks: (any HeyHooks)? = nil,
                            transport: (any Transport)? = nil, cache: (any ResponseCache)? = nil) throws {
        try self.init(auth: BearerAuth(tokenProvider: try StaticTokenProvider(accessToken)), config: config, hooks: hooks,
                      transport: transport, cache: cache)
    }

    /// A client that asks `tokenProvider` for the token on every request and asks it to refresh
    /// once when HEY answers 401 (see ``TokenProvider``).
    public convenience init(tokenProvider: any TokenProvider, config: HeyConfig = HeyConfig(),
                            hooks: (any HeyHooks)? = nil, transport: (any Transport)? = nil,
                            cache: (any ResponseCache)? = nil) throws {
        try self.init(auth: BearerAuth(tokenProvider: tokenProvider), config: config, hooks: hooks, transport: transport,
                      cache: cache)
    }

    /// A client whose `auth` puts the credentials on each request (see ``AuthStrategy``);
    /// ``NoCredentials`` makes one for the OAuth token operations alone.
    ///
    /// - Parameters:
    ///   - auth: what signs each request for the HEY origin.
    ///   - config: the settings; a bad one is a `usage` error here.
    ///   - hooks: who hears about operations, requests and resends.
    ///   - transport: how requests go out (a ``URLSessionTransport`` with the config's timeout
    ///     by default).
    ///   - cache: where JSON reads are kept for `If-None-Match` revalidation; passing one turns
    ///     caching on with it. Without one, `config.enableCache` turns on an ``InMemoryCache``
    ///     of the client's own.
    public convenience init(auth: any AuthStrategy, config: HeyConfig = HeyConfig(), hooks: (any HeyHooks)? = nil,
                            transport: (any Transport)? = nil, cache: (any ResponseCache)? = nil) throws {
        let made = transport == nil ? URLSessionTransport(timeout: config.timeout) : nil
        try self.init(auth: auth, config: config, hooks: hooks, transport: transport ?? made!, cache: cache,
                      clock: ContinuousClock.monotonicNow,
                      sleeper: { try await Task.sleep(for: $0) })
        if let made { context.lifetime.own(made) }
    }

    /// The client every initializer makes: `clock` measures every duration (monotonic: each
    /// reading is the time since some fixed instant) and `sleeper` takes every wait between
    /// sends, so a test can read exact waits without sleeping.
    init(auth: any AuthStrategy, config: HeyConfig, hooks: (any HeyHooks)?, transport: any Transport,
         cache: (any ResponseCache)?, clock: @escaping @Sendable () -> Duration,
         sleeper: @escaping @Sendable (Duration) async throws -> Void) throws {
        self.context = try ClientContext(config: config, auth: auth, hooks: hooks ?? NoopHooks(), transport: transport,
                                         cache: cache, clock: clock, sleeper: sleeper)
    }

    /// A client over an existing context (linked-account clients).
    init(context: ClientContext) {
        self.context = context
    }

    /// The client's settings.
    public var config: HeyConfig { context.config }

    /// Where HEY is: the configured base URL, checked, without a trailing slash.
    public var baseURL: URL { context.origin.base }

    /// Who hears about operations, requests and resends (``NoopHooks`` when none were given).
    public var hooks: any HeyHooks { context.hooks }

    /// Closes the client and every client derived from it with ``forAccount(_:)``: calls made
    /// after this fail with a `usage` error, and the transport the client made for itself lets
    /// its connections go once the requests in flight have finished. A transport handed to the
    /// client is left as it is. Closing twice does nothing more.
    public func close() {
        context.lifetime.close()
    }
}

/// What every service is: a handle on one part of HEY through its ``client``.
open class BaseService: @unchecked Sendable {
    // `@unchecked`: its one member is immutable and Sendable; subclasses add none.
    /// The client the service sends through.
    public let client: HeyClient

    /// A service sending through `client`.
    public init(client: HeyClient) {
        self.client = client
    }

    /// The client's context, which the service's calls go through.
    final var context: ClientContext { client.context }
}
