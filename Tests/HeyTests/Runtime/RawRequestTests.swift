import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Requests built by hand (0.34's `HeyOperation`): from a route of the model, or from a method and
/// a path; sent through the same pipeline as generated calls.
@Suite struct RawRequestTests {
    @Test func anOperationOfARouteFillsItsPathAndIsReportedAsTheRoute() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"id": 17, "kind": "imbox", "name": "Imbox"}"#))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        var operation = try client.operation(Routes.getBox, [17])
        operation.query("page", "2")
        #expect(operation.path == "/boxes/17.json")
        #expect(operation.route?.id == "GetBox")
        let box = try await client.send(operation, as: JSONValue.self)
        #expect(box["name"] == .string("Imbox"))
        #expect(server.requests.map(\.target) == ["/boxes/17.json?page=2"])
        #expect(hooks.summary == ["start", "request 1", "answer 200", "end success"])
        guard case .operationStarted(let info) = hooks.events.first else {
            Issue.record("no start")
            return
        }
        #expect(info == OperationInfo(service: "Boxes", operation: "GetBox", resourceType: "box", isMutation: false, resourceId: 17))
    }

    @Test(arguments: [[], [1, 2]])
    func anOperationWithTheWrongCountOfPathValuesIsAUsageError(values: [Int]) throws {
        let client = try HeyClient(accessToken: "t")
        #expect {
            _ = try client.operation(Routes.getBox, values)
        } throws: { error in
            (error as? HeyError)?.code == "usage"
        }
    }

    @Test func aRequestAddsJSONUnlessToldAndAnswersTheRawResponse() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, "[]", headers: [("X-Total-Count", "0")]), .text(200, "plain", contentType: "text/plain"))
        let client = try makeClient(server)
        var search = client.request(.get, "/advanced_search")
        search.query("q", "c++ & more")
        search.queryOptional("page", nil as Int?)
        let response = try await client.execute(search)
        #expect(response.status == 200)
        #expect(response.header("x-total-count") == "0")
        #expect(response.url.path == "/advanced_search.json")
        #expect(!response.fromCache)
        #expect(try response.json([Int].self) == [])
        var export = client.request(.get, "/calendar/time_tracks/exports")
        export.withoutJSONSuffix()
        #expect(try await client.sendText(export) == "plain")
        #expect(server.requests.map(\.path) == ["/advanced_search.json", "/calendar/time_tracks/exports"])
        #expect(server.requests.first?.queryValues("q") == ["c++ & more"])
        #expect(server.requests.first?.queryValues("page") == [])
    }

    @Test func aRawWriteIsSentOnceAndItsJSONBodyGoesAsEncoded() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        var create = client.request(.post, "/things")
        create.operationName("CreateThing")
        create.resourceId(9)
        try create.json(["name": "x"])
        let error = await heyError { try await client.sendVoid(create) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 1)
        #expect(server.requests.first?.header("Content-Type") == "application/json")
        #expect(String(decoding: try #require(server.requests.first).body, as: UTF8.self) == #"{"name":"x"}"#)
        #expect(hooks.summary.last == "end api_error")
        guard case .operationStarted(let info) = hooks.events.first else {
            Issue.record("no start")
            return
        }
        #expect(info.description == "Raw.CreateThing")
        #expect(info.resourceId == 9)
        #expect(info.isMutation)
    }

    @Test func sendOptionalAnswersNilForAnEmptyBodyAndAQuietOperationIsNotReported() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(204), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        var ongoing = client.request(.get, "/things/ongoing")
        ongoing.quiet()
        #expect(try await client.sendOptional(ongoing, as: Thing.self) == nil)
        #expect(try await client.sendOptional(ongoing, as: Thing.self) == Thing(id: 1, name: "Imbox"))
        #expect(hooks.events.isEmpty)
    }

    @Test func aTransformsErrorEndsTheOperationAsTheCallerSeesIt() async throws {
        struct Unexpected: Error {}
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let error = await caught {
            try await client.execute(client.request(.get, "/things/1")) { _ -> Int in throw Unexpected() }
        }
        #expect(error is Unexpected)
        #expect(hooks.summary == ["start", "request 1", "answer 200", "end Unexpected"])
    }

    @Test func aBodyOfAnotherShapeIsAnAPIErrorNamingTheMember() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"id": 1}"#))
        let client = try makeClient(server)
        let error = await heyError { try await client.send(client.request(.get, "/things/1"), as: Thing.self) }
        #expect(error?.code == "api_error")
        #expect(error?.hint == "The answer has no required member /name")
    }
}

@Suite struct ClientTests {
    @Test func theClientNamesItsBaseURLAndItsHooks() throws {
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "HTTPS://App.HEY.com/"))
        #expect(client.baseURL.absoluteString == "https://app.hey.com")
        #expect(client.hooks is NoopHooks)
        let hooks = RecordingHooks()
        #expect(try HeyClient(accessToken: "t", hooks: hooks).hooks as? RecordingHooks === hooks)
    }

    @Test func aClosedClientAndItsLinkedClientsRefuseEveryCall() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        let work = try await client.forAccount(42)
        client.close()
        client.close()
        #expect(await heyError { try await getThing(client) }?.code == "usage")
        #expect(await heyError { try await work.boxes.list() }?.code == "usage")
        #expect(server.requests.map(\.path) == ["/identity.json"])
    }
}
