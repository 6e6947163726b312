import Foundation
import HeyTestSupport
import Testing
@_spi(Dispatch) @testable import Hey

@Suite struct DispatchTests {
    @Test func dispatchReadsAnyAnswerAsJSONThroughTheSamePipeline() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, "[\(thingJSON)]", headers: [("Link", "</things.json?page=2>; rel=\"next\""),
                                                                           ("X-Total-Count", "3")]))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let route = testRoute("ListThings", .get, "/things", pagination: .link)
        let answer = try await client.dispatch(route, path: [:], query: [URLQueryItem(name: "q", value: "x")], body: nil)
        #expect(answer.status == 200)
        #expect(answer.value == .array([.object(["id": .number(1), "name": .string("Imbox")])]))
        #expect(answer.headers["X-Total-Count"] == "3")
        #expect(answer.page?.nextPage == "2")
        #expect(answer.page?.hasNext == true)
        #expect(answer.page?.totalCount == 3)
        #expect(server.requests.map(\.target) == ["/things.json?q=x", "/things.json?q=x"])
        #expect(hooks.summary.first == "start" && hooks.summary.last == "end success")
    }

    @Test func dispatchAnswersNothingForAnEmptyOnStatusAndThrowsOtherwise() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(404), .json(404, #"{"message": "gone"}"#), .status(204))
        let client = try makeClient(server)
        let ongoing = testRoute("GetOngoing", .get, "/ongoing.json", emptyOn: [404])
        let empty = try await client.dispatch(ongoing, path: [:], query: [], body: nil)
        #expect(empty.status == 404)
        #expect(empty.value == nil)
        #expect(empty.page == nil)
        let error = await heyError { try await client.dispatch(testRoute(), path: ["id": "1"], query: [], body: nil) }
        #expect(error?.code == "not_found")
        let noBody = try await client.dispatch(testRoute("Seen", .post, "/seen"), path: [:], query: [], body: ["a": 1])
        #expect(noBody.status == 204)
        #expect(noBody.value == nil)
    }
}
