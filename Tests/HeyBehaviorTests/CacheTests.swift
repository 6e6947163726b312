@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "Cache".
@Suite struct CacheTests {
    /// Reads box 1 three times: first a 200 with an ETag, then `second`, then a fresh 200; answers
    /// the harness and the cache.
    private func threeReads(second: Reply) async throws -> (Harness, InMemoryCache, [Int]) {
        let cache = InMemoryCache()
        let harness = try Harness([.json(boxJSON(1), [("ETag", #""v1""#)]), second, .json(boxJSON(3), [("ETag", #""v3""#)])],
                                  cache: cache)
        var ids: [Int] = []
        for _ in 0..<3 { ids.append(try await harness.client.boxes.get(boxId: 1).value.id) }
        return (harness, cache, ids)
    }

    @Test(arguments: ["no-store", "private, no-store", "No-Store", "no-cache, no-store, must-revalidate"])
    func notModifiedWithNoStoreEndsTheEntry(cacheControl: String) async throws {
        let (harness, cache, ids) = try await threeReads(second: Reply(304, ["Cache-Control": cacheControl, "ETag": #""v1""#]))
        let requests = harness.transport.requests
        #expect(requests.map { $0.headers["If-None-Match"] } == [nil, #""v1""#, nil])
        // The 304 itself is still answered from the entry it revalidated.
        #expect(ids == [1, 1, 3])
        #expect(harness.hooks.requestEnds.map(\.result.fromCache) == [false, true, false])
        #expect(harness.hooks.requestEnds.map(\.result.statusCode) == [200, 200, 200])
        // The third read filed a new entry.
        #expect(cache.count == 1)
    }

    @Test func notModifiedWithNoStoreLeavesNothingCached() async throws {
        let cache = InMemoryCache()
        let harness = try Harness([.json(boxJSON(1), [("ETag", #""v1""#)]), Reply(304, ["Cache-Control": "no-store"])],
                                  cache: cache)
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(cache.count == 1)
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(cache.count == 0)
    }

    @Test func notModifiedWithoutNoStoreKeepsTheEntry() async throws {
        let (harness, _, ids) = try await threeReads(second: Reply(304, ["Cache-Control": "private, max-age=0", "ETag": #""v1""#]))
        #expect(harness.transport.requests.map { $0.headers["If-None-Match"] } == [nil, #""v1""#, #""v1""#])
        #expect(ids == [1, 1, 3])
    }

    @Test func enableCacheAloneRevalidatesAndHonoursNoStore() async throws {
        let harness = try Harness([.json(boxJSON(1), [("ETag", #""v1""#)]), Reply(304, ["Cache-Control": "no-store"]),
                                   .json(boxJSON(1))],
                                  config: HeyConfig(enableCache: true, maxRetryJitter: .zero))
        for _ in 0..<3 { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(harness.transport.requests.map { $0.headers["If-None-Match"] } == [nil, #""v1""#, nil])
    }
}
