import Foundation
import HeyTestSupport
import Testing
@testable import Hey

private let listRoute = testRoute("ListThings", .get, "/things",
                                  pagination: .link(totalCountHeader: "X-Total-Count", pageParameter: nil))

/// A cache that records every key it is asked about, over an in-memory one.
private final class RecordingCache: ResponseCache, @unchecked Sendable {
    let inner = InMemoryResponseCache()
    let keys = Locked([ResponseCacheKey]())

    func entry(for key: ResponseCacheKey) async -> CachedResponse? {
        keys.withLock { $0.append(key) }
        return await inner.entry(for: key)
    }

    func store(_ entry: CachedResponse, for key: ResponseCacheKey) async {
        await inner.store(entry, for: key)
    }

    func removeEntry(for key: ResponseCacheKey) async {
        await inner.removeEntry(for: key)
    }
}

/// Answers each token its own thing and ETag, and 304 when the request names that ETag.
private func perIdentity(_ request: RecordedRequest) -> ScriptedResponse {
    let token = request.header("Authorization")?.replacingOccurrences(of: "Bearer ", with: "") ?? "none"
    let etag = "\"etag-\(token)\""
    if request.header("If-None-Match") == etag { return .status(304, headers: [("ETag", etag)]) }
    return .json(200, #"{"id": 1, "name": "\#(token)"}"#, headers: [("ETag", etag)])
}

@Suite struct ResponseCacheTests {
    @Test func aCachedReadRevalidatesAndA304KeepsTheFirstHeaders() async throws {
        let server = try LoopbackServer()
        server.enqueue(
            .json(200, #"[{"id": 1, "name": "a"}]"#, headers: [("ETag", "\"v1\""), ("X-Total-Count", "7"),
                                                              ("Link", "</things.json?page=2>; rel=\"next\"")]),
            .status(304, headers: [("ETag", "\"v1\""), ("X-Request-Id", "r2")]))
        let client = try makeClient(server) { $0.enableCache = true }
        let fresh = try await client.context.sendPage(listRoute, as: [Thing].self)
        let revalidated = try await client.context.sendPage(listRoute, as: [Thing].self)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"v1\""])
        #expect(revalidated.value == fresh.value)
        #expect(revalidated.value == [Thing(id: 1, name: "a")])
        #expect(revalidated.totalCount == 7)
        #expect(revalidated.nextURL == server.url("/things.json?page=2"))
    }

    @Test func cachingIsOffByDefault() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON, headers: [("ETag", "\"v1\"")])
        let client = try makeClient(server)
        _ = try await getThing(client)
        _ = try await getThing(client)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, nil])
    }

    @Test func aNoStoreAnswerIsNotHeldAndDropsTheOldEntry() async throws {
        let server = try LoopbackServer()
        server.enqueue(
            .json(200, thingJSON, headers: [("ETag", "\"v1\"")]),
            .json(200, thingJSON, headers: [("ETag", "\"v2\""), ("Cache-Control", "private, no-store")]),
            .json(200, thingJSON, headers: [("ETag", "\"v3\"")]))
        let client = try makeClient(server) { $0.enableCache = true }
        for _ in 0..<3 { _ = try await getThing(client) }
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"v1\"", nil])
    }

    @Test func twoIdentitiesNeverShareAnEntry() async throws {
        let server = try LoopbackServer()
        server.respond(with: perIdentity)
        let shared = InMemoryResponseCache()
        let ada = try HeyClient(accessToken: "ada", config: HeyConfig(baseURL: server.baseURL.absoluteString), cache: shared)
        let bob = try HeyClient(accessToken: "bob", config: HeyConfig(baseURL: server.baseURL.absoluteString), cache: shared)
        #expect(try await getThing(ada).name == "ada")
        #expect(try await getThing(bob).name == "bob")
        #expect(try await getThing(ada).name == "ada")
        #expect(try await getThing(bob).name == "bob")
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, nil, "\"etag-ada\"", "\"etag-bob\""])
        #expect(server.requests.map(\.path).allSatisfy { $0 == "/things/1.json" })
        #expect(shared.count == 2)
    }

    @Test func aRotatedTokenDoesNotReadTheOldTokensEntry() async throws {
        let server = try LoopbackServer()
        server.respond(with: perIdentity)
        let tokens = TestTokens()
        tokens.rotate(["first", "first", "second"])
        let client = try makeClient(server, provider: tokens) { $0.enableCache = true }
        for _ in 0..<3 { _ = try await getThing(client) }
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"etag-first\"", nil])
        #expect(try await getThing(client).name == "second")
    }

    @Test func keysHoldTheURLAndAFingerprintButNeverTheToken() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, "[\(thingJSON)]", headers: [("ETag", "\"v1\"")])
        let cache = RecordingCache()
        // Passing a cache turns caching on with it, without enableCache.
        let client = try HeyClient(accessToken: "secret-token", config: HeyConfig(baseURL: server.baseURL.absoluteString),
                                   cache: cache)
        _ = try await client.context.send(listRoute, query: [URLQueryItem(name: "q", value: "x")], as: [Thing].self)
        let key = try #require(cache.keys.withLock { $0.first })
        #expect(key.url == server.url("/things.json?q=x").absoluteString)
        let expected = SHA256.hex(SHA256.digest(Data("authorization:Bearer secret-token".utf8)).prefix(8))
        #expect(key.credentialFingerprint == expected)
        #expect(key.credentialFingerprint.count == 16)
        #expect(!"\(key.url)\(key.credentialFingerprint)\(key)".contains("secret-token"))
        #expect(cache.inner.count == 1)
    }

    @Test func anAnswerReachedThroughARedirectIsNeitherStoredNorServed() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/things/2.json")]),
                       .json(200, thingJSON, headers: [("ETag", "\"v1\"")]),
                       .status(302, headers: [("Location", "/things/2.json")]),
                       .json(200, thingJSON, headers: [("ETag", "\"v1\"")]))
        let client = try makeClient(server) { $0.enableCache = true }
        _ = try await getThing(client)
        _ = try await getThing(client)
        #expect(server.requests.map(\.path) == ["/things/1.json", "/things/2.json", "/things/1.json", "/things/2.json"])
        #expect(server.requests.allSatisfy { $0.header("If-None-Match") == nil })
    }

    @Test func writesAreNeitherRevalidatedNorStored() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON, headers: [("ETag", "\"v1\"")])
        let cache = InMemoryResponseCache()
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: server.baseURL.absoluteString), cache: cache)
        _ = try await getThing(client, route: testRoute(.put, idempotent: true))
        _ = try await getThing(client, route: testRoute(.put, idempotent: true))
        #expect(server.requests.allSatisfy { $0.header("If-None-Match") == nil })
        #expect(cache.count == 0)
    }
}

@Suite struct InMemoryResponseCacheTests {
    private func entry(_ tag: String, bytes: Int = 10) -> CachedResponse {
        CachedResponse(etag: tag, status: 200, headers: HTTPHeaders(), body: Data(repeating: 0, count: bytes))
    }

    private func key(_ name: String) -> ResponseCacheKey {
        ResponseCacheKey(url: "https://app.hey.com/\(name).json", credentialFingerprint: "f")
    }

    @Test func theLeastRecentlyUsedEntryIsEvictedAtTheEntryBound() async {
        let cache = InMemoryResponseCache(maxEntries: 2)
        await cache.store(entry("a"), for: key("a"))
        await cache.store(entry("b"), for: key("b"))
        _ = await cache.entry(for: key("a"))  // a is now the most recently used
        await cache.store(entry("c"), for: key("c"))
        #expect(await cache.entry(for: key("a"))?.etag == "a")
        #expect(await cache.entry(for: key("b")) == nil)
        #expect(await cache.entry(for: key("c"))?.etag == "c")
        #expect(cache.count == 2)
    }

    @Test func theByteBoundEvictsUntilTheNewEntryFits() async {
        let one = entry("x", bytes: 100).byteCount
        let cache = InMemoryResponseCache(maxEntries: 100, maxBytes: one * 3)
        for name in ["a", "b", "c"] { await cache.store(entry(name, bytes: 100), for: key(name)) }
        #expect(cache.byteCount == one * 3)
        await cache.store(entry("d", bytes: 150), for: key("d"))
        #expect(await cache.entry(for: key("a")) == nil)
        #expect(await cache.entry(for: key("b")) == nil)
        #expect(await cache.entry(for: key("c"))?.etag == "c")
        #expect(await cache.entry(for: key("d"))?.etag == "d")
        #expect(cache.byteCount <= one * 3)
    }

    @Test func anEntryLargerThanTheWholeCacheIsNotStored() async {
        let cache = InMemoryResponseCache(maxBytes: 50)
        await cache.store(entry("small", bytes: 10), for: key("a"))
        await cache.store(entry("huge", bytes: 100), for: key("b"))
        #expect(await cache.entry(for: key("b")) == nil)
        #expect(await cache.entry(for: key("a"))?.etag == "small")
    }

    @Test func replacingAndRemovingKeepTheCountsRight() async {
        let cache = InMemoryResponseCache()
        await cache.store(entry("a", bytes: 10), for: key("a"))
        await cache.store(entry("a2", bytes: 30), for: key("a"))
        #expect(cache.count == 1)
        #expect(cache.byteCount == entry("a2", bytes: 30).byteCount)
        await cache.removeEntry(for: key("a"))
        #expect(cache.count == 0)
        #expect(cache.byteCount == 0)
        for index in 0..<50 { await cache.store(entry("\(index)"), for: key("\(index)")) }
        cache.removeAll()
        #expect(cache.count == 0)
    }
}

@Suite struct SHA256Tests {
    @Test func knownDigests() {
        #expect(SHA256.hex(SHA256.digest(Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(SHA256.digest(Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(SHA256.digest(long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
