// Copied by hey-generator from Templates/Runtime/ResponseRevalidation.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// One cacheable send: the key it is filed under and the entry found before it went out.
///
/// The pipeline makes one for the first hop of a plan that uses the cache, once the request is
/// signed (the key needs the credentials' fingerprint): ``prepare(_:)`` adds `If-None-Match`,
/// ``settle(_:)`` answers a 304 from the entry and files a fresh answer.
struct ResponseRevalidation: Sendable {
    let cache: any ResponseCache
    let key: ResponseCacheKey
    let entry: CachedResponse?

    /// The revalidation for `request` signed with `signature`, or nil when the read is not
    /// cacheable: no cache, not a cacheable plan, a redirect hop, or no credentials.
    static func begin(for request: HTTPRequest, plan: RequestPlan, signature: Signature?, hop: Int,
                      cache: (any ResponseCache)?) async -> ResponseRevalidation? {
        guard let cache, plan.usesCache, hop == 0, request.method == "GET",
              let signature, !signature.credentials.fields.isEmpty else { return nil }
        let key = ResponseCacheKey(url: request.url, credentials: signature.credentials)
        return ResponseRevalidation(cache: cache, key: key, entry: await cache.entry(for: key))
    }

    /// Adds the entry's ETag as `If-None-Match`.
    func prepare(_ request: inout HTTPRequest) {
        if let entry { request.headers["If-None-Match"] = entry.etag }
    }

    /// The answer to hand on: a 304 becomes the stored answer (status, headers and body as first
    /// read); a fresh 2xx with an `ETag` is stored, unless `Cache-Control: no-store` or over the
    /// body limit, in which case (or without an ETag) the old entry is dropped. Other answers
    /// (redirects, failures) leave the entry as it is.
    func settle(_ response: HTTPResponse) async -> HTTPResponse {
        if response.status == 304, let entry {
            return HTTPResponse(status: entry.status, headers: entry.headers, body: entry.body)
        }
        guard (200..<300).contains(response.status) else { return response }
        guard let etag = response.headers["ETag"], !etag.isEmpty, !response.exceededLimit,
              !Self.forbidsStoring(response.headers) else {
            await cache.removeEntry(for: key)
            return response
        }
        let kept = HTTPHeaders(response.headers.fields.filter { !$0.name.equalsIgnoringASCIICase("Set-Cookie") })
        await cache.store(CachedResponse(etag: etag, status: response.status, headers: kept, body: response.body), for: key)
        return response
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
