import Foundation
import HeyTestSupport
import Testing
@testable import Hey

private let listRoute = testRoute("ListThings", .get, "/things", pagination: .link)

/// A cache of the caller's own (0.34: synchronous, `String` keys) that records every key it is
/// asked about, over an in-memory one.
private final class RecordingCache: ResponseCache, @unchecked Sendable {
    let inner = InMemoryCache()
    let keys = Locked([String]())

    func get(_ key: String) -> CachedResponse? {
        keys.withLock { $0.append(key) }
        return inner.get(key)
    }

    func set(_ key: String, _ response: CachedResponse) {
        inner.set(key, response)
    }

    func invalidate(_ key: String) {
        inner.invalidate(key)
    }

    func clear() {
        inner.clear()
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
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks) { $0.enableCache = true }
        let fresh = try await client.context.sendPage(listRoute, as: [Thing].self)
        let revalidated = try await client.context.sendPage(listRoute, as: [Thing].self)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"v1\""])
        // A 304 is answered as a 200 from the entry, and hooks hear it came from the cache.
        let answered = hooks.events.compactMap { event -> RequestResult? in
            if case .requestEnded(_, let result) = event { return result }
            return nil
        }
        #expect(answered.map(\.statusCode) == [200, 200])
        #expect(answered.map(\.fromCache) == [false, true])
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
        let shared = InMemoryCache()
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
        // A key is "<fingerprint> <url>": the first 8 bytes of the credentials' SHA-256 in hex.
        let key = try #require(cache.keys.withLock { $0.first })
        let expected = SHA256.hex(SHA256.digest(Data("authorization:Bearer secret-token".utf8)).prefix(8))
        #expect(key == "\(expected) \(server.url("/things.json?q=x").absoluteString)")
        #expect(expected.count == 16)
        #expect(key == cacheKey(url: server.url("/things.json?q=x"), credentials: ["Authorization": "Bearer secret-token"]))
        #expect(!key.contains("secret-token"))
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
        let cache = InMemoryCache()
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: server.baseURL.absoluteString), cache: cache)
        _ = try await getThing(client, route: testRoute(.put, idempotent: true))
        _ = try await getThing(client, route: testRoute(.put, idempotent: true))
        #expect(server.requests.allSatisfy { $0.header("If-None-Match") == nil })
        #expect(cache.count == 0)
    }
}

@Suite struct InMemoryCacheTests {
    private func entry(_ tag: String, bytes: Int = 10) -> CachedResponse {
        CachedResponse(etag: tag, body: Data(repeating: 0, count: bytes))
    }

    private func key(_ name: String) -> String {
        "f https://app.hey.com/\(name).json"
    }

    @Test func theLeastRecentlyUsedEntryIsEvictedAtTheEntryBound() {
        let cache = InMemoryCache(maxEntries: 2, maxBytes: 1 << 20)
        cache.set(key("a"), entry("a"))
        cache.set(key("b"), entry("b"))
        _ = cache.get(key("a"))  // a is now the most recently used
        cache.set(key("c"), entry("c"))
        #expect(cache.get(key("a"))?.etag == "a")
        #expect(cache.get(key("b")) == nil)
        #expect(cache.get(key("c"))?.etag == "c")
        #expect(cache.count == 2)
    }

    @Test func theByteBoundEvictsUntilTheNewEntryFits() {
        let one = entry("x", bytes: 100).byteCount
        let cache = InMemoryCache(maxEntries: 100, maxBytes: one * 3)
        for name in ["a", "b", "c"] { cache.set(key(name), entry(name, bytes: 100)) }
        #expect(cache.byteCount == one * 3)
        cache.set(key("d"), entry("d", bytes: 150))
        #expect(cache.get(key("a")) == nil)
        #expect(cache.get(key("b")) == nil)
        #expect(cache.get(key("c"))?.etag == "c")
        #expect(cache.get(key("d"))?.etag == "d")
        #expect(cache.byteCount <= one * 3)
    }

    @Test func anEntryLargerThanTheWholeCacheIsNotStored() {
        let cache = InMemoryCache(maxEntries: 500, maxBytes: 50)
        cache.set(key("a"), entry("small", bytes: 10))
        cache.set(key("b"), entry("huge", bytes: 100))
        #expect(cache.get(key("b")) == nil)
        #expect(cache.get(key("a"))?.etag == "small")
    }

    @Test func replacingAndRemovingKeepTheCountsRight() {
        let cache = InMemoryCache()
        cache.set(key("a"), entry("a", bytes: 10))
        cache.set(key("a"), entry("a2", bytes: 30))
        #expect(cache.count == 1)
        #expect(cache.byteCount == entry("a2", bytes: 30).byteCount)
        cache.invalidate(key("a"))
        #expect(cache.count == 0)
        #expect(cache.byteCount == 0)
        cache.invalidate(key("never-stored"))
        #expect(cache.count == 0)
        for index in 0..<50 { cache.set(key("\(index)"), entry("\(index)")) }
        #expect(cache.count == 50)
        cache.clear()
        #expect(cache.count == 0)
        #expect(cache.byteCount == 0)
        #expect(cache.get(key("7")) == nil)
    }

    @Test func anEntryComesBackAsStoredAndIsEditable() {
        let cache = InMemoryCache()
        var stored = CachedResponse(etag: "\"v1\"", body: Data("[]".utf8), headers: ["X-Total-Count": "0"])
        cache.set(key("a"), stored)
        #expect(cache.get(key("a")) == stored)
        stored.etag = "\"v2\""
        #expect(cache.get(key("a")) != stored)
        #expect(CachedResponse(etag: "e", body: Data()).headers.isEmpty)
    }

    @Test func aClientsCacheCanBeClearedBetweenReads() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON, headers: [("ETag", "\"v1\"")])
        let cache = InMemoryCache()
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: server.baseURL.absoluteString), cache: cache)
        _ = try await getThing(client)
        #expect(cache.count == 1)
        cache.clear()
        _ = try await getThing(client)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, nil])
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
