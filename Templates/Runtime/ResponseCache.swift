import Foundation

/// Where a client keeps the JSON reads it may revalidate with `If-None-Match`.
///
/// Turn caching on with `HeyConfig(enableCache: true)` (an ``InMemoryCache`` is made for the
/// client), or hand the client a store of your own with `cache:`, which turns caching on with
/// that store:
///
/// ```swift
/// let client = try HeyClient(accessToken: token, cache: InMemoryCache())
/// ```
///
/// The client asks for an entry before each cacheable read (a `GET` of a JSON route on the HEY
/// origin that carries credentials), sends its ETag, and on a 304 answers the stored body under
/// the stored headers. It stores 2xx answers that carry an `ETag`, unless they say
/// `Cache-Control: no-store` or came through a redirect, and invalidates the entry when a fresh
/// answer may not be held, or a 304 says `no-store`. Keys are the URL and a fingerprint of the
/// credentials, never the credentials themselves, so one identity's reads are never answered to
/// another.
///
/// Implementations must be safe to call from many tasks at once, and quick: the client calls
/// them on the request's path. A store that fails should answer nil (a miss) rather than fail
/// the read.
public protocol ResponseCache: Sendable {
    /// The entry stored under `key`, or nil.
    func get(_ key: String) -> CachedResponse?
    /// Stores `response` under `key`, replacing any older one.
    func set(_ key: String, _ response: CachedResponse)
    /// Forgets the entry under `key`, if any.
    func invalidate(_ key: String)
    /// Forgets every entry.
    func clear()
}

/// One stored read: the ETag to revalidate with, and the answer as first read.
public struct CachedResponse: Sendable, Equatable {
    /// The `ETag` HEY sent with the answer.
    public var etag: String
    /// The body.
    public var body: Data
    /// The headers the answer came with (`Link` and `X-Total-Count` included), without
    /// `Set-Cookie`.
    public var headers: HTTPHeaders

    /// Creates an entry.
    public init(etag: String, body: Data, headers: HTTPHeaders = HTTPHeaders()) {
        self.etag = etag
        self.body = body
        self.headers = headers
    }

    /// Roughly how many bytes the entry holds: its body and headers.
    var byteCount: Int {
        body.count + etag.utf8.count + headers.fields.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    }
}

/// The key a read of `url` signed with `credentials` (the header fields the client's auth
/// strategy added) is filed under: the first 8 bytes of the SHA-256 of the credentials in hex,
/// a space, and the URL (query and account scope included). Never the credentials.
func cacheKey(url: URL, credentials: HTTPHeaders) -> String {
    let canonical = credentials.fields
        .map { "\($0.name.lowercased()):\($0.value)" }
        .sorted()
        .joined(separator: "\n")
    return SHA256.hex(SHA256.digest(Data(canonical.utf8)).prefix(8)) + " " + url.absoluteString
}
