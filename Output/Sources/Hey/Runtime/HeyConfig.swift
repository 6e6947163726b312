// Copied by hey-generator from Templates/Runtime/HeyConfig.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// How a ``HeyClient`` talks to HEY. Every setting has a default; the client checks them when it
/// is made and throws a `usage` ``HeyError`` for a bad one.
///
/// ```swift
/// let client = try HeyClient(accessToken: token, config: HeyConfig(enableCache: true, maxRetries: 2))
/// ```
///
/// The retry settings only ever make a route's own policy gentler:
/// - ``maxRetries`` caps the sends at `maxRetries + 1`, a resend with refreshed credentials
///   included; it never raises the route's own count. ``enableRetry`` `false` turns resends for
///   a status or a network failure off altogether.
/// - ``baseRetryDelay`` holds the first wait up (a floor under the route's first wait).
/// - ``maxRetryDelay`` holds every wait down, `Retry-After` included. The default of 30 s
///   follows HEY's own ceiling for backoff: a `Retry-After: 86400` from a misbehaving proxy
///   cannot park a call for a day, and a caller who wants to honour long waits can raise it.
/// - ``maxRetryJitter`` bounds the random time added to a backoff wait (`.zero` turns it off,
///   so a test reads exact waits).
public struct HeyConfig: Sendable, Hashable {
    /// The version of this library, sent in every request's User-Agent.
    public static let version: String = SDKVersions.generated.library
    /// The version of the HEY API contract this library was generated from, sent in every
    /// request's User-Agent.
    public static let apiVersion: String = SDKVersions.generated.api
    /// Where clients connect unless given another `baseURL`: `https://app.hey.com` for HEY; for
    /// another API, the first server its document names (empty when it names none, and a client
    /// then needs a `baseURL`).
    public static let defaultBaseURL = GeneratedPackage.facts?.defaultBaseURL ?? ""
    /// `hey-sdk-swift/<version> (api:<apiVersion>)`: the User-Agent a client sends unless told
    /// otherwise (another API's SDK has its own product token).
    public static let defaultUserAgent = "\(GeneratedPackage.facts?.userAgentProduct ?? "sdk-swift")/\(version) (api:\(apiVersion))"
    /// 3 resends at most.
    public static let defaultMaxRetries = 3
    /// 10,000 pages at most in a walk.
    public static let defaultMaxPages = 10_000
    /// 16 MiB: the most of a JSON or HTML answer read by default.
    public static let defaultMaxResponseBodyBytes = 16 << 20
    /// 50 MiB: the most of any answer read, whatever ``maxResponseBodyBytes`` says (a binary
    /// answer, such as an export, may use all of it).
    public static let maxResponseBodyBytes = 50 << 20
    /// 30 s for each request.
    public static let defaultTimeout: Duration = .seconds(30)
    /// 30 s between two sends at most.
    public static let defaultMaxRetryDelay: Duration = .seconds(30)
    /// Up to 100 ms added at random to a backoff wait.
    public static let defaultMaxRetryJitter: Duration = .milliseconds(100)

    /// Where HEY is. HTTPS only; plain HTTP is accepted for `localhost`, `*.localhost`,
    /// `127.0.0.1` and `[::1]` alone. A trailing slash is ignored.
    public var baseURL: String
    /// What requests send as their User-Agent. A value that does not start with
    /// ``defaultUserAgent`` gets it in front (`MyApp/1.2` goes out as
    /// `hey-sdk-swift/<version> (api:<apiVersion>) MyApp/1.2`), so HEY always learns which
    /// library and contract a client speaks.
    public var userAgent: String
    /// Revalidate JSON reads with `If-None-Match` and answer a 304 from an in-memory cache
    /// (off by default; see ``ResponseCache``, and `cache:` on the client for a store of your
    /// own).
    public var enableCache: Bool
    /// Whether a status a route retries, or a network failure, earns another send (on by
    /// default). Off, every call is sent once, but for the one resend after refreshed
    /// credentials.
    public var enableRetry: Bool
    /// The deadline of each request, from the send to the last byte of the answer however
    /// steadily bytes arrive, after which it fails as a retryable network error (30 s by
    /// default; nil for none). At least a millisecond. Each resend has a deadline of its own; a
    /// credential refresh gives up after as long.
    public var timeout: Duration?
    /// The most resends any call makes (3 by default): at most `maxRetries + 1` sends, a resend
    /// with refreshed credentials included, and never more than the route's policy allows for a
    /// status or a network failure. Zero or more.
    public var maxRetries: Int
    /// The most pages a list walk reads (10,000 by default). Positive.
    public var maxPages: Int
    /// A floor under the first wait between sends; nil (the default) keeps the route's own.
    public var baseRetryDelay: Duration?
    /// A ceiling on every wait between sends, `Retry-After` included (30 s by default).
    public var maxRetryDelay: Duration
    /// The most random time added to a backoff wait (100 ms by default; at most a tenth of the
    /// wait). `.zero` adds none.
    public var maxRetryJitter: Duration
    /// The largest JSON or HTML answer read, in bytes, counted after decompression (16 MiB by
    /// default, at most ``HeyConfig/maxResponseBodyBytes-swift.type.property``): reading stops there, and an answer
    /// that goes on is an `api_error`. Positive.
    public var maxResponseBodyBytes: Int

    /// Creates a configuration.
    public init(
        baseURL: String = HeyConfig.defaultBaseURL,
        userAgent: String = HeyConfig.defaultUserAgent,
        enableCache: Bool = false,
        enableRetry: Bool = true,
        timeout: Duration? = HeyConfig.defaultTimeout,
        maxRetries: Int = HeyConfig.defaultMaxRetries,
        maxPages: Int = HeyConfig.defaultMaxPages,
        baseRetryDelay: Duration? = nil,
        maxRetryDelay: Duration = HeyConfig.defaultMaxRetryDelay,
        maxRetryJitter: Duration = HeyConfig.defaultMaxRetryJitter,
        maxResponseBodyBytes: Int = HeyConfig.defaultMaxResponseBodyBytes
    ) {
        self.baseURL = baseURL
        self.userAgent = userAgent
        self.enableCache = enableCache
        self.enableRetry = enableRetry
        self.timeout = timeout
        self.maxRetries = maxRetries
        self.maxPages = maxPages
        self.baseRetryDelay = baseRetryDelay
        self.maxRetryDelay = maxRetryDelay
        self.maxRetryJitter = maxRetryJitter
        self.maxResponseBodyBytes = maxResponseBodyBytes
    }

    /// The most bytes of a JSON or HTML answer read: ``maxResponseBodyBytes``, held to the
    /// ceiling of all answers.
    var effectiveMaxResponseBodyBytes: Int { min(maxResponseBodyBytes, Self.maxResponseBodyBytes) }

    /// The User-Agent requests carry: ``userAgent``, with ``defaultUserAgent`` in front when it
    /// does not start with it.
    var userAgentHeader: String {
        let given = userAgent.trimmingCharacters(in: .whitespacesAndNewlines)
        if given.hasPrefix(Self.defaultUserAgent) { return given }
        return given.isEmpty ? Self.defaultUserAgent : "\(Self.defaultUserAgent) \(given)"
    }

    /// Checks every setting and answers the parsed origin, or throws a `usage` error.
    func validate() throws -> Origin {
        if maxRetries < 0 { throw HeyError.usage(message: "maxRetries must be zero or more, not \(maxRetries)") }
        if let baseRetryDelay, baseRetryDelay < .zero { throw HeyError.usage(message: "baseRetryDelay must not be negative") }
        if maxRetryDelay < .zero { throw HeyError.usage(message: "maxRetryDelay must not be negative") }
        if maxRetryJitter < .zero { throw HeyError.usage(message: "maxRetryJitter must not be negative") }
        if let timeout, timeout < .milliseconds(1) {
            throw HeyError.usage(message: "timeout must be at least a millisecond, not \(timeout)",
                                 hint: "Pass nil for no deadline")
        }
        if maxPages <= 0 { throw HeyError.usage(message: "maxPages must be positive, not \(maxPages)") }
        if maxResponseBodyBytes <= 0 {
            throw HeyError.usage(message: "maxResponseBodyBytes must be positive, not \(maxResponseBodyBytes)")
        }
        guard HTTPHeaders.isSendable(userAgentHeader) else {
            throw HeyError.usage(message: "userAgent holds a line break or another control character")
        }
        return try Origin(baseURL: baseURL)
    }
}

/// The validated base URL: scheme, host and port, plus an optional path prefix.
struct Origin: Sendable, Hashable {
    /// The base URL without a trailing slash (`https://app.hey.com`).
    let base: URL
    /// `https` or `http`.
    let scheme: String
    /// The host, lowercased.
    let host: String
    /// The port, explicit or the scheme's default.
    let port: Int
    /// `scheme://host[:port]` as the base spells it.
    private let prefix: String

    /// Parses and checks a base URL; a bad one is a `usage` error.
    init(baseURL: String) throws {
        var text = baseURL.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix("/") { text.removeLast() }
        if text.isEmpty, HeyConfig.defaultBaseURL.isEmpty {
            throw HeyError.usage(message: "no baseURL: the API's description names no server to default to",
                                 hint: "Pass the server's https:// URL as baseURL in the config")
        }
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(),
              let host = components.host?.lowercased(), !host.isEmpty,
              let url = components.url
        else {
            throw HeyError.usage(message: "baseURL \"\(baseURL)\" is not an absolute URL",
                                        hint: HeyConfig.defaultBaseURL.isEmpty ? "Use an https:// URL"
                                            : "Use an https:// URL such as \(HeyConfig.defaultBaseURL)")
        }
        guard components.user == nil, components.password == nil, components.query == nil,
              components.fragment == nil
        else {
            throw HeyError.usage(message: "baseURL must not carry credentials, a query or a fragment")
        }
        switch scheme {
        case "https":
            break
        case "http" where Self.isLoopback(host):
            break
        case "http":
            throw HeyError.usage(message: "baseURL must use https (plain http is allowed for localhost only), not \(scheme)://\(host)")
        default:
            throw HeyError.usage(message: "baseURL must use https, not \(scheme)")
        }
        self.base = Self.normalized(url)
        self.scheme = scheme
        self.host = host
        self.port = components.port ?? (scheme == "https" ? 443 : 80)
        self.prefix = "\(scheme)://\(components.percentEncodedHost ?? host)" + (components.port.map { ":\($0)" } ?? "")
    }

    /// `url` with its scheme and host lowercased, as URLSession needs them (it fails on an
    /// `HTTP://` URL that the origin check, comparing without case, lets through).
    /// A URL whose scheme is not a well-formed one (letters, digits, `+`, `-`, `.`) is answered
    /// as it is: `URLComponents` would stop the program rather than take it.
    static func normalized(_ url: URL) -> URL {
        guard let scheme = url.scheme, let host = url.host,
              scheme.utf8.contains(where: { (0x41...0x5A).contains($0) }) || host.utf8.contains(where: { (0x41...0x5A).contains($0) }),
              let first = scheme.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A,
              scheme.utf8.allSatisfy({ ((($0 | 0x20) >= 0x61) && (($0 | 0x20) <= 0x7A)) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }),
              var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        else { return url }
        components.scheme = scheme.lowercased()
        components.percentEncodedHost = components.percentEncodedHost?.lowercased()
        return components.url ?? url
    }

    /// Whether `url` is on this origin: same scheme, host and port (scheme and host compared
    /// without case).
    func contains(_ url: URL) -> Bool {
        // The URLs the client builds start with the base as written: no need to take them apart.
        if url.absoluteString.utf8.starts(with: prefix.utf8) {
            let rest = url.absoluteString.utf8.dropFirst(prefix.utf8.count)
            if let next = rest.first, next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#") {
                return true
            }
        }
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return false }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return scheme == self.scheme && Self.bareHost(host) == Self.bareHost(self.host) && port == self.port
    }

    /// `localhost`, `*.localhost`, `127.0.0.1` and `::1`.
    static func isLoopback(_ host: String) -> Bool {
        let host = bareHost(host)
        return host == "localhost" || host.hasSuffix(".localhost") || host == "127.0.0.1" || host == "::1"
    }

    /// The host without IPv6 brackets.
    private static func bareHost(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }
}
