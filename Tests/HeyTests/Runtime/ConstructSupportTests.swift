import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// What the runtime offers the constructs a variant spec may bring (header parameters, lists in
/// the query, bytes and text bodies, binary answers, integer enums), over the loopback server.
@Suite struct ConstructSupportTests {
    enum Priority: OpenIntEnum {
        case value1
        case value5
        case unknown(Int)

        init(rawValue: Int) {
            switch rawValue {
            case 1: self = .value1
            case 5: self = .value5
            default: self = .unknown(rawValue)
            }
        }

        var rawValue: Int {
            switch self {
            case .value1: 1
            case .value5: 5
            case .unknown(let value): value
            }
        }
    }

    @Test func headerParametersGoOutBesideTheClientsOwnHeaders() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, "{}"))
        let client = try makeClient(server)
        _ = try await client.context.send(testRoute(), path: ["id": "1"], headers: ["X-Request-Tag": "a1", "X-Trace": "t"], as: JSONValue.self)
        let request = try #require(server.requests.first)
        #expect(request.header("X-Request-Tag") == "a1")
        #expect(request.header("X-Trace") == "t")
        #expect(request.header("Authorization") == "Bearer secret-token")
        #expect(request.header("Accept") == "application/json")
    }

    @Test func listsTravelExplodedOrJoined() {
        #expect([1, 2, 3].parameterValue == "1,2,3")
        #expect([1, 2].queryItems(named: "ids").map(\.description) == ["ids=1", "ids=2"])
        #expect(Priority.value5.parameterValue == "5")
        #expect([Priority.value1, Priority.unknown(9)].parameterValue == "1,9")
    }

    @Test func rawBodiesGoAsTheyAreWithTheirMediaType() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(204), .status(204))
        let client = try makeClient(server)
        let bytes = testRoute("UploadDrawing", .put, "/drawings/{id}", encoding: .raw(contentType: "application/octet-stream"))
        try await client.context.send(bytes, path: ["id": "1"], body: Data([0, 1, 255]))
        let text = testRoute("CreateNote", .post, "/notes", encoding: .raw(contentType: "text/plain"))
        try await client.context.send(text, body: "héllo")
        #expect(server.requests.map(\.body) == [Data([0, 1, 255]), Data("héllo".utf8)])
        #expect(server.requests.map { $0.header("Content-Type") } == ["application/octet-stream", "text/plain"])
    }

    @Test func aRawRouteRefusesABodyThatIsNotBytesOrText() async throws {
        let server = try LoopbackServer()
        let client = try makeClient(server)
        let route = testRoute("UploadDrawing", .put, "/drawings/{id}", encoding: .raw(contentType: "application/octet-stream"))
        let error = await heyError { try await client.context.send(route, path: ["id": "1"], body: ["not": "bytes"]) }
        #expect(error?.code == "usage")
        #expect(server.requests.isEmpty)
    }

    @Test func aBinaryAnswerIsItsBytes() async throws {
        let server = try LoopbackServer()
        let pdf = Data("%PDF-1.7\n\u{0}\u{1}".utf8)
        server.enqueue(ScriptedResponse(status: 200, headers: [(name: "Content-Type", value: "application/pdf")], body: pdf))
        let client = try makeClient(server)
        let answer = try await client.context.send(testRoute("ExportDrawing", .get, "/drawings/{id}/export"), path: ["id": "1"], as: Data.self)
        #expect(answer == pdf)
    }

    @Test func integerEnumsAreOpenBothWays() throws {
        struct Holder: Codable, Equatable { let priority: Priority }
        let decoded = try JSONCoding.decoder.decode([Holder].self, from: Data(#"[{"priority": 5}, {"priority": 7}]"#.utf8))
        #expect(decoded == [Holder(priority: .value5), Holder(priority: .unknown(7))])
        #expect(String(decoding: try JSONCoding.encoder.encode(decoded), as: UTF8.self) == #"[{"priority":5},{"priority":7}]"#)
        let literal: Priority = 1
        #expect(literal == .value1)
        #expect("\(Priority.unknown(7))" == "7")
    }
}
