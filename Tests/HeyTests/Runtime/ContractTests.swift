import Foundation
import HeyTestSupport
import Testing
@testable import Hey

// A hand-written stand-in for generated code, in exactly the shape RUNTIME-CONTRACT.md gives.

private enum TestRoutes {
    static let getThing = Route(operationId: "GetThing", method: .get, path: "/things/{thingId}", service: "Things",
                                resourceType: "thing",
                                retry: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10), backoff: .exponential, retryOn: [429, 503]),
                                pagination: .link(totalCountHeader: "X-Total-Count", pageParameter: nil), isReadOnly: true)
    static let renameThing = Route(operationId: "RenameThing", method: .patch, path: "/things/{thingId}", service: "Things",
                                   resourceType: "thing",
                                   retry: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10), backoff: .exponential, retryOn: [429, 503]),
                                   isIdempotent: true, requestEncoding: .json)
    static let markSeen = Route(operationId: "MarkThingSeen", method: .post, path: "/things/{thingId}/observation.json",
                                service: "Things", resourceType: "thing",
                                retry: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10), backoff: .exponential, retryOn: [429, 503]))
    static let getOngoing = Route(operationId: "GetOngoingThing", method: .get, path: "/things/ongoing.json", service: "Things",
                                  resourceType: "thing",
                                  retry: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10), backoff: .exponential, retryOn: [429, 503]),
                                  isReadOnly: true, emptyOn: [404])
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

private final class ThingsService: Sendable {
    let context: ClientContext
    init(context: ClientContext) { self.context = context }

    func get(thingId: Int, options: GetThingOptions? = nil) async throws -> Page<Thing> {
        try await context.sendPage(TestRoutes.getThing, path: ["thingId": thingId.parameterValue],
                                   query: options?.queryItems ?? [], as: Thing.self)
    }

    func rename(thingId: Int, body: RenameThingRequest) async throws -> Thing {
        try await context.send(TestRoutes.renameThing, path: ["thingId": thingId.parameterValue], body: body, as: Thing.self)
    }

    func markSeen(thingId: Int) async throws {
        try await context.send(TestRoutes.markSeen, path: ["thingId": thingId.parameterValue])
    }

    func getOngoing() async throws -> Thing? {
        try await context.sendOptional(TestRoutes.getOngoing, as: Thing.self)
    }
}

extension HeyClient {
    fileprivate var things: ThingsService { ThingsService(context: context) }
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
    }
}
