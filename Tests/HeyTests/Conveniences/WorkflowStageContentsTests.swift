import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct WorkflowStageContentsTests {
    /// HEY's stage page as a browser gets it, trimmed: a layout around the stage section.
    static let page = """
    <!DOCTYPE html>
    <html><head><title>Hiring &mdash; HEY</title><script>var s = "<section id='container_workflow_stage_1'>";</script></head>
    <body>
      <!-- <section id="container_workflow_stage_99"><h2>Commented out</h2></section> -->
      <section id="container_workflow_stage_72" class="workflow__stage" data-controller="sortable">
        <header><h2 class="workflow__stage-name">
          Applied &amp; <em>screened</em>
        </h2><span class="count">3</span></header>
        <ol class="workflow__cards">
          <li class="workflow__card" data-topic-id="901" id="card_901">
            <a href="/topics/901" data-turbo-frame="_top"><span class="workflow__card-title">Offer &#8220;letter&#8221;</span></a>
            <img src="/avatar.png" alt="">
            <p class="workflow__card-meta">Ada<br>Tue</p>
          </li>
          <li class='workflow__card workflow__card--unseen'>
            <a class=workflow__card-link href="https://app.hey.com/topics/902.json?x=1">Re: Start   date</a>
          </li>
          <li class="workflow__card-spacer"></li>
        </ol>
      </section>
      <section id="container_workflow_stage_73"><h2>Next</h2></section>
    </body></html>
    """

    /// 0.34 (BEHAVIOURS.md): the stage page is asked for at its path as written with a browser's
    /// `Accept`.
    @Test func aStageIsReadWithItsCardsFromThePage() async throws {
        let loop = try Loopback(.text(200, Self.page, contentType: "text/html; charset=utf-8"))
        let stage = try await loop.client.workflows.stageContents(workflowId: 71, stageId: 72)
        #expect(stage == WorkflowStageContents(id: 72, name: "Applied & screened", cards: [
            WorkflowStageContents.Card(topicId: 901, title: "Offer \u{201C}letter\u{201D}"),
            WorkflowStageContents.Card(topicId: 902, title: "Re: Start date"),
        ]))
        let request = try loop.only()
        #expect(request.line == "GET /workflows/71/stages/72")
        #expect(request.header("Accept") == RequestPlan.browserAccept)
        #expect(loop.operations == ["Workflows.GetWorkflowStage"])
    }

    @Test func theRawPageIsStillAnsweredAsHEYSentIt() async throws {
        let loop = try Loopback(.text(200, Self.page, contentType: "text/html"), .text(200, Self.page, contentType: "text/html"))
        #expect(try await loop.client.workflows.getWorkflowStage(workflowId: 71, stageId: 72) == Self.page)
        #expect(try await loop.client.workflows.getStage(workflowId: 71, stageId: 72) == Self.page)
    }

    @Test func aStageWithoutCardsHasNone() throws {
        let stage = try WorkflowStageContents(html: #"<section id="container_workflow_stage_5"><h2>Done</h2><p>Nothing here</p></section>"#)
        #expect(stage == WorkflowStageContents(id: 5, name: "Done", cards: []))
    }

    @Test func unclosedAndStrayTagsAreForgiven() throws {
        let stage = try WorkflowStageContents(html: """
        <section id="container_workflow_stage_5"></div><h2>Done <div class="workflow__card" data-topic-id=" 7 "><b>x</i>
        <span class="workflow__card-title">Seven < eight &unknown; &#x41;</span>
        """)
        #expect(stage.name == "Done x Seven < eight &unknown; A")
        #expect(stage.cards == [WorkflowStageContents.Card(topicId: 7, title: "Seven < eight &unknown; A")])
    }

    @Test("A page of another shape is an api_error saying what it lacks",
          arguments: [
            ("<div id=\"container_workflow_stage_72\"><h2>A</h2></div>", "it has no <section id=\"container_workflow_stage_…\">"),
            ("<section id=\"container_workflow_stage_x\"><h2>A</h2></section>", "its section id container_workflow_stage_x does not end in a stage id"),
            ("<section id=\"container_workflow_stage_72\"><h3>A</h3></section>", "its stage section has no <h2> naming the stage"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\"><span class=\"workflow__card-title\">T</span></div></section>",
             "card 1 carries no topic id (no data-topic-id, no link to /topics/<id>)"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\" data-topic-id=\"9\"></div><div class=\"workflow__card\" data-topic-id=\"abc\"></div></section>",
             "card 1 (topic 9) has no workflow__card-title and no link to its topic"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\" data-topic-id=\"abc\"><a href=\"/topics/3\">T</a></div></section>",
             "card 1 has data-topic-id \"abc\", which is not a topic id"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\"><a href=\"/topics/3x\">T</a></div></section>",
             "card 1 carries no topic id"),
            ("<section id=\"container_workflow_stage_73\"><h2>A</h2></section>", "it shows stage 73 where stage 72 of workflow 71 was asked for"),
          ])
    func anotherShapeIsAnAPIError(html: String, reason: String) async throws {
        let loop = try Loopback(.text(200, html, contentType: "text/html"))
        let error = await expectError("api_error") { try await loop.client.workflows.stageContents(workflowId: 71, stageId: 72) }
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
        #expect(error?.message.hasPrefix("GetWorkflowStage: HEY's stage page cannot be read as a stage: ") == true)
        #expect(error?.isRetryable == false)
        #expect(error?.hint?.contains("getWorkflowStage(workflowId:stageId:)") == true)
    }

    @Test func failuresOfTheReadComeThroughAsTheyAre() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#, headers: [("X-Request-Id", "r-1")]))
        let error = await expectError("not_found") { try await loop.client.workflows.stageContents(workflowId: 71, stageId: 72) }
        #expect(error?.requestId == "r-1")
        _ = await expectError("usage") { try await loop.client.workflows.stageContents(workflowId: 71, stageId: 0) }
        #expect(loop.server.requestCount == 1)
    }
}
