// Copied by hey-generator from Templates/Runtime/ResponseRevalidation.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// One cacheable send: the key it is filed under and the entry found before it went out.
///
/// The pipeline makes one for the first hop of a plan that uses the cache, once the request is
/// signed (the key needs the credentials' fingerprint): ``prepare(_:)`` adds `If-None-Match`,
/// ``settle(_:)`` answers a 304 from the entry and files a fresh answer.
struct ResponseRevalidation: Sendable {
    let cache: any ResponseCache
    let key: String
    let entry: CachedResponse?

    /// The revalidation for `request` signed with `signature`, or nil when the read is not
    /// cacheable: no cache, not a cacheable plan, a redirect hop, or no credentials.
    static func begin(for request: HTTPRequest, plan: RequestPlan, signature: Signature?, hop: Int,
                      cache: (any ResponseCache)?) -> ResponseRevalidation? {
        guard let cache, plan.usesCache, hop == 0, request.method == "GET",
              let signature, !signature.credentials.isEmpty else { return nil }
        let key = cacheKey(url: request.url, credentials: signature.credentials)
        return ResponseRevalidation(cache: cache, key: key, entry: cache.get(key))
    }

    /// Adds the entry's ETag as `If-None-Match`.
    func prepare(_ request: inout HTTPRequest) {
        if let entry { request.headers["If-None-Match"] = entry.etag }
    }

    /// The answer to hand on, and whether it came from the cache: a 304 becomes the stored answer
    /// (a 200 under the headers and body first read) — and, when it says `Cache-Control:
    /// no-store`, ends the entry, so the next read is unconditional. A fresh 2xx with an `ETag`
    /// is stored, unless `no-store` or over the body limit, in which case (or without an ETag)
    /// the old entry is dropped. Other answers (redirects, failures) leave the entry as it is.
    func settle(_ response: HTTPResponse) -> (response: HTTPResponse, fromCache: Bool) {
        if response.status == 304, let entry {
            if Self.forbidsStoring(response.headers) { cache.invalidate(key) }
            return (HTTPResponse(status: 200, headers: entry.headers, body: entry.body), true)
        }
        guard (200..<300).contains(response.status) else { return (response, false) }
        guard let etag = response.headers["ETag"], !etag.isEmpty, !response.bodyExceeded, response.interruption == nil,
              !Self.forbidsStoring(response.headers) else {
            cache.invalidate(key)
            return (response, false)
        }
        let kept = HTTPHeaders(response.headers.fields.filter { !$0.name.equalsIgnoringASCIICase("Set-Cookie") }
            .map { ($0.name, $0.value) })
        cache.set(key, CachedResponse(etag: etag, body: response.body, headers: kept))
        return (response, false)
    }

    /// Whether `Cache-Control` says `no-store`.
    static func forbidsStoring(_ headers: HTTPHeaders) -> Bool {
        headers.values(for: "Cache-Control").contains { value in
            value.split(separator: ",").contains {
                $0.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("no-store")
            }
        }
    }
}
