import Foundation
import HeyTestSupport
import Testing
@testable import Hey

// A hand-written stand-in for generated code, in exactly the shape RUNTIME-CONTRACT.md gives.

private enum TestRoutes {
    static let upTo2Attempts = RetryPolicy(max: 2, baseDelayMs: 10, backoff: .exponential, retryOn: [429, 503])
    static let upTo3Attempts = RetryPolicy(max: 3, baseDelayMs: 10, backoff: .exponential, retryOn: [429, 503])

    static let getThing = Route(id: "GetThing", service: "Things", method: .get, path: "/things/{thingId}",
        pattern: "/things/{thingId}.json", resource: "things", resourceType: "thing",
        params: [RouteParam(name: "thingId", role: .recording, kind: .int64)],
        idempotent: false, readonly: true, html: false, emptyOn: [],
        pagination: .link, pageParameter: nil, retry: upTo3Attempts)
    static let renameThing = Route(id: "RenameThing", service: "Things", method: .patch, path: "/things/{thingId}",
        pattern: "/things/{thingId}.json", resource: "things", resourceType: "thing",
        params: [RouteParam(name: "thingId", role: .recording, kind: .int64)],
        idempotent: true, readonly: false, html: false, emptyOn: [],
        pagination: .unpaged, pageParameter: nil, retry: upTo2Attempts).with {
            $0.requestEncoding = .json
        }
    static let markSeen = Route(id: "MarkThingSeen", service: "Things", method: .post, path: "/things/{thingId}/observation.json",
        pattern: "/things/{thingId}/observation.json", resource: "observation", resourceType: "thing",
        params: [RouteParam(name: "thingId", role: .recording, kind: .int64)],
        idempotent: false, readonly: false, html: false, emptyOn: [],
        pagination: .unpaged, pageParameter: nil, retry: upTo2Attempts)
    static let getOngoing = Route(id: "GetOngoingThing", service: "Things", method: .get, path: "/things/ongoing.json",
        pattern: "/things/ongoing.json", resource: "ongoing", resourceType: "thing",
        params: [],
        idempotent: false, readonly: true, html: false, emptyOn: [404],
        pagination: .unpaged, pageParameter: nil, retry: upTo3Attempts)
}

private struct RenameThingRequest: Codable, Sendable, Hashable {
    let name: String
}

private struct GetThingOptions: Sendable, Hashable {
    var page: String?
    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if let page { items.append(URLQueryItem(name: "page", value: page.parameterValue)) }
        return items
    }
}

private final class ThingsService: BaseService, @unchecked Sendable {
    func get(thingId: Int, options: GetThingOptions? = nil) async throws -> Page<Thing> {
        try await self.context.sendPage(TestRoutes.getThing, path: ["thingId": thingId.parameterValue],
                                   query: options?.queryItems ?? [], as: Thing.self)
    }

    func rename(thingId: Int, body: RenameThingRequest) async throws -> Thing {
        try await self.context.send(TestRoutes.renameThing, path: ["thingId": thingId.parameterValue], body: body, as: Thing.self)
    }

    func markSeen(thingId: Int) async throws {
        try await self.context.send(TestRoutes.markSeen, path: ["thingId": thingId.parameterValue])
    }

    func getOngoing() async throws -> Thing? {
        try await self.context.sendOptional(TestRoutes.getOngoing, as: Thing.self)
    }
}

extension HeyClient {
    fileprivate var things: ThingsService { ThingsService(client: self) }
}

@Suite struct ContractTests {
    @Test func generatedStyleServicesWorkEndToEnd() async throws {
        let server = try LoopbackServer()
        server.enqueue(
            .json(200, thingJSON, headers: [("X-Total-Count", "1")]),
            .status(503), .json(200, #"{"id": 1, "name": "Renamed"}"#),
            .status(204),
            .status(404), .json(200, thingJSON))
        let client = try makeClient(server)
        let page = try await client.things.get(thingId: 1, options: GetThingOptions(page: "abc"))
        #expect(page.value.name == "Imbox")
        #expect(page.totalCount == 1)
        #expect(try await client.things.rename(thingId: 1, body: RenameThingRequest(name: "Renamed")).name == "Renamed")
        try await client.things.markSeen(thingId: 1)
        #expect(try await client.things.getOngoing() == nil)
        #expect(try await client.things.getOngoing() == Thing(id: 1, name: "Imbox"))
        #expect(server.requests.map { "\($0.method) \($0.target)" } == [
            "GET /things/1.json?page=abc", "PATCH /things/1.json", "PATCH /things/1.json",
            "POST /things/1/observation.json", "GET /things/ongoing.json", "GET /things/ongoing.json",
        ])
        #expect(server.requests[1].header("Content-Type") == "application/json")
        #expect(String(decoding: server.requests[1].body, as: UTF8.self) == #"{"name":"Renamed"}"#)
        #expect(server.requests[3].body.isEmpty)
        #expect(server.requests[3].header("Content-Type") == nil)
        #expect(client.things.client === client)
    }
}
