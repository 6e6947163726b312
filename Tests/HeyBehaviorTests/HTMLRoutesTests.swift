@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "HTML routes".
@Suite struct HTMLRoutesTests {
    static let page = #"<turbo-frame id="workflow_stage_9"><h2>Doing</h2><a href="/topics/5">Launch</a></turbo-frame>"#

    /// What a browser sends: HTML first.
    static let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    // MARK: The workflow stage page: its path as written, a browser's Accept, read as HTML

    @Test func workflowStagePageIsAskedForAtItsPathWithABrowserAccept() async throws {
        let harness = try Harness([.html(Self.page)])
        _ = try await harness.client.workflows.getStage(workflowId: 3, stageId: 9)
        let request = try #require(harness.transport.requests.first)
        #expect(request.method == "GET")
        #expect(request.url.absoluteString == "https://app.hey.com/workflows/3/stages/9")
        #expect(request.headers["Accept"] == Self.browserAccept)
        #expect(Routes.getWorkflowStage.html)
        #expect(harness.hooks.operationStarts.map(\.operation) == ["GetWorkflowStage"])
    }

    @Test func workflowStagePageIsReadAsHTML() async throws {
        let harness = try Harness([.html(Self.page)])
        let html = try await harness.client.workflows.getStage(workflowId: 3, stageId: 9)
        #expect(html == Self.page)
        #expect(harness.hooks.operationEnds.first?.result.error == nil)
    }

    @Test func workflowStagePageIsNotRevalidatedAsJSON() async throws {
        var tagged = Reply.html(Self.page)
        tagged.headers.add("ETag", #""stage-9""#)
        let harness = try Harness([tagged, tagged], config: HeyConfig(enableCache: true))
        _ = try await harness.client.workflows.getStage(workflowId: 3, stageId: 9)
        _ = try await harness.client.workflows.getStage(workflowId: 3, stageId: 9)
        #expect(harness.transport.requests.allSatisfy { $0.headers["If-None-Match"] == nil })
    }

    @Test func workflowStageErrorPageIsNotEchoed() async throws {
        let harness = try Harness([Reply(404, ["Content-Type": "text/html"], body: "<html><body>\(Self.page)</body></html>")])
        let error = await heyError { _ = try await harness.client.workflows.getStage(workflowId: 3, stageId: 9) }
        #expect(error?.code == HeyError.codeNotFound)
        #expect(error?.message.contains("<") == false)
    }

    @Test func workflowStageConvenienceAsksTheSameWay() async throws {
        let page = #"<section id="container_workflow_stage_9"><h2>Doing</h2></section>"#
        let harness = try Harness([.html(page)])
        let stage = try await harness.client.workflows.stage(workflowId: 3, stageId: 9)
        #expect(stage == WorkflowStageView(id: 9, name: "Doing", topics: []))
        let request = try #require(harness.transport.requests.first)
        #expect(request.url.absoluteString == "https://app.hey.com/workflows/3/stages/9")
        #expect(request.headers["Accept"] == Self.browserAccept)
    }

    @Test func aJSONRouteGetsTheSuffixAndAJSONAccept() async throws {
        let harness = try Harness([.json(#"{"id":3,"name":"Launch"}"#)])
        _ = try? await harness.client.workflows.get(workflowId: 3)
        let request = try #require(harness.transport.requests.first)
        #expect(request.url.path == "/workflows/3.json")
        #expect(request.headers["Accept"] == "application/json")
    }

    // MARK: The form post that stages a topic: one operation, a browser's Accept

    @Test func stagingATopicIsOneOperationSentWithABrowserAccept() async throws {
        let harness = try Harness([Reply(204), Reply(204)])
        try await harness.client.workflows.stageTopic(topicId: 5, workflowId: 3, stageId: 9)
        let requests = harness.transport.requests
        #expect(requests.map(\.method) == ["POST", "PATCH"])
        #expect(requests.map(\.url.path) == ["/topics/5/workflows/3/stagings", "/topics/5/workflows/3/stagings"])
        #expect(requests.allSatisfy { $0.headers["Accept"] == Self.browserAccept })
        #expect(requests.last?.body.map { String(decoding: $0, as: UTF8.self) }
            == "workflow_staging%5Bworkflow_stage_id%5D=9")
        let started = harness.hooks.operationStarts
        #expect(started.count == 1)
        #expect(started.first?.service == "Workflows")
        #expect(started.first?.operation == "CreateWorkflowStaging")
        #expect(started.first?.isMutation == true)
        #expect(harness.hooks.operationEnds.count == 1)
        #expect(harness.hooks.operationEnds.first?.result.error == nil)
    }

    @Test func stagingATopicThatFailsToMoveIsOneFailedOperation() async throws {
        let harness = try Harness([Reply(204), Reply(422, ["Content-Type": "application/json"], body: #"{"error":"No such stage"}"#)])
        let error = await heyError { try await harness.client.workflows.stageTopic(topicId: 5, workflowId: 3, stageId: 99) }
        #expect(error?.code == HeyError.codeValidation)
        #expect(harness.transport.requests.count == 2)
        #expect(harness.hooks.operationStarts.count == 1)
        #expect(harness.hooks.operationEnds.count == 1)
        #expect(harness.hooks.operationEnds.first?.result.error is HeyError)
    }

    @Test func stagingATopicIsNeverResent() async throws {
        let harness = try Harness([unavailable])
        let error = await heyError { try await harness.client.workflows.stageTopic(topicId: 5, workflowId: 3, stageId: 9) }
        #expect(error?.httpStatus == 503)
        #expect(harness.transport.requests.count == 1)
        #expect(harness.hooks.operationEnds.count == 1)
    }
}
