import Foundation

/// Where a client keeps the JSON reads it may revalidate with `If-None-Match`.
///
/// Turn caching on with `HeyConfig(enableCache: true)` (an ``InMemoryResponseCache`` is made for
/// the client), or hand the client a store of your own with `cache:`, which turns caching on
/// with that store:
///
/// ```swift
/// let client = try HeyClient(accessToken: token, cache: InMemoryResponseCache(maxEntries: 100))
/// ```
///
/// The client asks for an entry before each cacheable read (a `GET` of a JSON route on the HEY
/// origin that carries credentials), sends its ETag, and on a 304 answers the stored body under
/// the stored headers. It stores 2xx answers that carry an `ETag`, unless they say
/// `Cache-Control: no-store` or came through a redirect, and removes the entry when a fresh
/// answer may not be held. Keys never contain a credential, only its fingerprint.
///
/// Implementations must be safe to call from many tasks at once. A store that fails should
/// answer nil (a miss) rather than fail the read.
public protocol ResponseCache: Sendable {
    /// The entry stored under `key`, or nil.
    func entry(for key: ResponseCacheKey) async -> CachedResponse?
    /// Stores `entry` under `key`, replacing any older one.
    func store(_ entry: CachedResponse, for key: ResponseCacheKey) async
    /// Forgets the entry under `key`, if any.
    func removeEntry(for key: ResponseCacheKey) async
}

/// What a cached read is filed under: the URL (query and account scope included) and a
/// fingerprint of the credentials it was read with, so one identity's reads are never answered
/// to another.
public struct ResponseCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// The full URL of the read.
    public let url: String
    /// The first 8 bytes of the SHA-256 of the credentials, in hex; never the credentials.
    public let credentialFingerprint: String

    /// Creates a key from a URL and a fingerprint.
    public init(url: String, credentialFingerprint: String) {
        self.url = url
        self.credentialFingerprint = credentialFingerprint
    }

    /// The key for a read of `url` signed with `credentials` (the header fields the client's
    /// auth strategy added).
    init(url: URL, credentials: HTTPHeaders) {
        let canonical = credentials.fields
            .map { "\($0.name.lowercased()):\($0.value)" }
            .sorted()
            .joined(separator: "\n")
        self.init(url: url.absoluteString,
                  credentialFingerprint: SHA256.hex(SHA256.digest(Data(canonical.utf8)).prefix(8)))
    }

    /// `<url> @<fingerprint>` (safe to log: the URL's query is left out).
    public var description: String {
        let shown = URL(string: url)?.redactedForDisplay.absoluteString ?? "?"
        return "\(shown) @\(credentialFingerprint)"
    }
}

/// One stored read: the ETag to revalidate with, and the answer as first read.
public struct CachedResponse: Sendable {
    /// The `ETag` HEY sent with the answer.
    public let etag: String
    /// The status of the answer (a 2xx).
    public let status: Int
    /// The headers the answer came with (`Link` and `X-Total-Count` included), without
    /// `Set-Cookie`.
    public let headers: HTTPHeaders
    /// The body.
    public let body: Data

    /// Creates an entry.
    public init(etag: String, status: Int, headers: HTTPHeaders, body: Data) {
        self.etag = etag
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Roughly how many bytes the entry holds: its body and headers.
    public var byteCount: Int {
        body.count + etag.utf8.count + headers.fields.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    }
}
