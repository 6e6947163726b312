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
///   included; it never raises the route's own count.
/// - ``baseRetryDelay`` holds the first wait up (a floor under the route's first wait);
///   `Retry-After` can lengthen a wait, never shorten it.
/// - ``maxRetryDelay`` holds every wait down, `Retry-After` included. The default of 30 s
///   follows HEY's own ceiling for backoff: a `Retry-After: 86400` from a misbehaving proxy
///   cannot park a call for a day, and a caller who wants to honour long waits can raise it.
public struct HeyConfig: Sendable, Hashable {
    /// `https://app.hey.com`.
    public static let defaultBaseURL = "https://app.hey.com"

    /// Where HEY is. HTTPS only; plain HTTP is accepted for `localhost`, `*.localhost`,
    /// `127.0.0.1` and `[::1]` alone. A trailing slash is ignored.
    public var baseURL: String
    /// Revalidate JSON reads with `If-None-Match` and answer a 304 from an in-memory cache
    /// (off by default; see ``ResponseCache``, and `cache:` on the client for a store of your
    /// own).
    public var enableCache: Bool
    /// The most resends any call makes (default 3): at most `maxRetries + 1` sends, a resend
    /// with refreshed credentials included, and never more than the route's policy allows for a
    /// status or a network failure. Zero or more.
    public var maxRetries: Int
    /// A floor under the first wait between sends (default zero: the route's own wait).
    public var baseRetryDelay: Duration
    /// A ceiling on every wait between sends, `Retry-After` included (default 30 s).
    public var maxRetryDelay: Duration
    /// The deadline of each request, from the send to the last byte of the answer however
    /// steadily bytes arrive, after which it fails as a retryable network error (default 30 s).
    /// Each resend has a deadline of its own; a credential refresh gives up after as long.
    public var timeout: Duration
    /// The most pages a list walk reads (default 10,000). Positive.
    public var maxPages: Int
    /// The largest JSON or HTML answer read, in bytes, counted after decompression (default
    /// 16 MiB): reading stops there, and an answer that goes on is an `api_error`. Positive.
    public var maxBodyBytes: Int
    /// Extra product tokens appended to the User-Agent (`MyApp/1.2`), after
    /// `hey-sdk-swift/<version> (api:<apiVersion>)`.
    public var userAgent: String?

    /// Creates a configuration.
    public init(
        baseURL: String = HeyConfig.defaultBaseURL,
        enableCache: Bool = false,
        maxRetries: Int = 3,
        baseRetryDelay: Duration = .zero,
        maxRetryDelay: Duration = .seconds(30),
        timeout: Duration = .seconds(30),
        maxPages: Int = 10_000,
        maxBodyBytes: Int = 16 * 1024 * 1024,
        userAgent: String? = nil
    ) {
        self.baseURL = baseURL
        self.enableCache = enableCache
        self.maxRetries = maxRetries
        self.baseRetryDelay = baseRetryDelay
        self.maxRetryDelay = maxRetryDelay
        self.timeout = timeout
        self.maxPages = maxPages
        self.maxBodyBytes = maxBodyBytes
        self.userAgent = userAgent
    }

    /// Checks every setting and answers the parsed origin, or throws a `usage` error.
    func validatedOrigin() throws -> Origin {
        if maxRetries < 0 { throw HeyError.invalidUsage("maxRetries must be zero or more, not \(maxRetries)") }
        if baseRetryDelay < .zero { throw HeyError.invalidUsage("baseRetryDelay must not be negative") }
        if maxRetryDelay < .zero { throw HeyError.invalidUsage("maxRetryDelay must not be negative") }
        if timeout <= .zero { throw HeyError.invalidUsage("timeout must be positive") }
        if maxPages <= 0 { throw HeyError.invalidUsage("maxPages must be positive, not \(maxPages)") }
        if maxBodyBytes <= 0 { throw HeyError.invalidUsage("maxBodyBytes must be positive, not \(maxBodyBytes)") }
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
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(),
              let host = components.host?.lowercased(), !host.isEmpty,
              let url = components.url
        else {
            throw HeyError.invalidUsage("baseURL \"\(baseURL)\" is not an absolute URL",
                                        hint: "Use an https:// URL such as \(HeyConfig.defaultBaseURL)")
        }
        guard components.user == nil, components.password == nil, components.query == nil,
              components.fragment == nil
        else {
            throw HeyError.invalidUsage("baseURL must not carry credentials, a query or a fragment")
        }
        switch scheme {
        case "https":
            break
        case "http" where Self.isLoopback(host):
            break
        case "http":
            throw HeyError.invalidUsage("baseURL must use https (plain http is allowed for localhost only), not \(scheme)://\(host)")
        default:
            throw HeyError.invalidUsage("baseURL must use https, not \(scheme)")
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
