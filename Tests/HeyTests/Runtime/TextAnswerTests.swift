import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct TextAnswerTests {
    /// 0.34: an HTML route is asked for at its path as written (no `.json`) with a browser's
    /// `Accept`.
    @Test func aStringRouteAnsweringHTMLAnswersTheText() async throws {
        let server = try LoopbackServer()
        let page = "<turbo-frame id=\"stage_2\"><h2>Doing</h2></turbo-frame>"
        server.enqueue(.text(200, page, contentType: "text/html; charset=utf-8"))
        let client = try makeClient(server)
        #expect(try await client.workflows.getStage(workflowId: 1, stageId: 2) == page)
        #expect(server.requests.first?.path == "/workflows/1/stages/2")
        #expect(server.requests.first?.header("Accept") == RequestPlan.browserAccept)
    }

    @Test func anEmptyTextAnswerIsAnEmptyString() async throws {
        let server = try LoopbackServer()
        server.enqueue(.text(200, "", contentType: "text/plain"))
        let client = try makeClient(server)
        #expect(try await client.context.send(testRoute(), path: ["id": "1"], as: String.self) == "")
    }

    @Test func aTextAnswerOverTheBodyCapIsAnError() async throws {
        let server = try LoopbackServer()
        server.enqueue(.text(200, String(repeating: "<p>x</p>", count: 1024), contentType: "text/html"))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = 1024 }
        let error = await heyError { try await client.workflows.getStage(workflowId: 1, stageId: 2) }
        #expect(error?.code == "api_error")
        #expect(error?.message.contains("larger than the 1 KiB") == true)
    }

    @Test func aJSONStringIsStillDecodedAndHTMLForAModelIsStillAnError() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #""quoted \"text\"""#), .text(200, "<html></html>", contentType: "text/html"))
        let client = try makeClient(server)
        #expect(try await client.context.send(testRoute(), path: ["id": "1"], as: String.self) == "quoted \"text\"")
        let error = await heyError { try await getThing(client) }
        #expect(error?.message.contains("HTML page where JSON was expected") == true)
    }
}
