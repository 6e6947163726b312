import Foundation
import Testing
@testable import HeyTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Many sequential requests over one keep-alive connection. How fast they go is measured by
/// `make bench` (timing is never asserted in unit tests); this checks they all arrive, in order,
/// on at most two connections.
@Suite("Throughput")
struct ThroughputTests {
    @Test("200 sequential keep-alive GETs all arrive on one connection")
    func sequentialGets() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.fallback = .json(200, #"{"ok":true}"#)
        _ = try await TestHTTPClient.get(session, server.url("/warm-up"))

        let count = 200
        for index in 0..<count {
            let (data, _) = try await TestHTTPClient.get(session, server.url("/item/\(index)"))
            #expect(data.count == 11)
        }
        #expect(server.requests.dropFirst().map(\.path) == (0..<count).map { "/item/\($0)" })
        #expect(Set(server.requests.map(\.connectionIndex)).count <= 2)
    }
}
