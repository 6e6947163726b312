import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct WorkflowStageViewTests {
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
          <li class="workflow__card" data-topic-id="901" id="workflow_staging_5501" data-entry-count="3">
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
        let stage = try await loop.client.workflows.stage(workflowId: 71, stageId: 72)
        #expect(stage == WorkflowStageView(id: 72, name: "Applied & screened", topics: [
            WorkflowStageTopic(stagingId: 5501, topicId: 901, subject: "Offer \u{201C}letter\u{201D}", entryCount: 3),
            WorkflowStageTopic(stagingId: 0, topicId: 902, subject: "Re: Start date", entryCount: 0),
        ]))
        let request = try loop.only()
        #expect(request.line == "GET /workflows/71/stages/72")
        #expect(request.header("Accept") == RequestPlan.browserAccept)
        #expect(loop.operations == ["Workflows.GetWorkflowStage"])
        #expect(loop.operationInfos.first?.resourceId == 72)
    }

    @Test func theOtherStageOnThePageIsReadByItsId() throws {
        let stage = try WorkflowStageView.parse(Self.page, stageId: 73)
        #expect(stage == WorkflowStageView(id: 73, name: "Next", topics: []))
    }

    @Test func theRawPageIsStillAnsweredAsHEYSentIt() async throws {
        let loop = try Loopback(.text(200, Self.page, contentType: "text/html"))
        #expect(try await loop.client.workflows.getStage(workflowId: 71, stageId: 72) == Self.page)
    }

    @Test func aPageWithoutAContentTypeIsStillReadAsHTML() async throws {
        let loop = try Loopback(ScriptedResponse(body: Data(#"<section id="container_workflow_stage_5"><h2>Done</h2></section>"#.utf8)))
        #expect(try await loop.client.workflows.stage(workflowId: 1, stageId: 5).name == "Done")
    }

    @Test func aStageWithoutCardsHasNone() throws {
        let stage = try WorkflowStageView.parse(#"<section id="container_workflow_stage_5"><h2>Done</h2><p>Nothing here</p></section>"#, stageId: 5)
        #expect(stage == WorkflowStageView(id: 5, name: "Done", topics: []))
    }

    @Test func aStagingIdAndEntryCountAreReadFromTheCard() throws {
        let stage = try WorkflowStageView.parse("""
        <div id="container_workflow_stage_5"><h2>Done</h2>
          <div class="workflow__card" data-staging-id="44" data-entry-count="0"><a href="/topics/7">Seven</a></div>
          <div class="workflow__card"><a href="/topics/8">Eight</a><span data-entry-count=" 12 ">12</span></div>
        </div>
        """, stageId: 5)
        #expect(stage.topics == [WorkflowStageTopic(stagingId: 44, topicId: 7, subject: "Seven", entryCount: 0),
                                 WorkflowStageTopic(stagingId: 0, topicId: 8, subject: "Eight", entryCount: 12)])
    }

    @Test func unclosedAndStrayTagsAreForgiven() throws {
        let stage = try WorkflowStageView.parse("""
        <section id="container_workflow_stage_5"></div><h2>Done <div class="workflow__card" data-topic-id=" 7 "><b>x</i>
        <span class="workflow__card-title">Seven < eight &unknown; &#x41;</span>
        """, stageId: 5)
        #expect(stage.name == "Done x Seven < eight &unknown; A")
        #expect(stage.topics == [WorkflowStageTopic(stagingId: 0, topicId: 7, subject: "Seven < eight &unknown; A", entryCount: 0)])
    }

    @Test func theViewIsCodableUnderItsSwiftNames() throws {
        let view = WorkflowStageView(id: 5, name: "Done", topics: [WorkflowStageTopic(stagingId: 1, topicId: 2, subject: "S", entryCount: 3)])
        let json = try JSONCoding.decoder.decode(JSONValue.self, from: JSONEncoder().encode(view))
        #expect(json == .object(["id": .number(5), "name": .string("Done"), "topics": .array([.object([
            "stagingId": .number(1), "topicId": .number(2), "subject": .string("S"), "entryCount": .number(3),
        ])])]))
        #expect(try JSONDecoder().decode(WorkflowStageView.self, from: JSONEncoder().encode(view)) == view)
    }

    @Test("A page of another shape is an api_error saying what it lacks",
          arguments: [
            ("<div><h2>A</h2></div>", "it has no element with the id container_workflow_stage_72"),
            ("<section id=\"container_workflow_stage_x\"><h2>A</h2></section>",
             "it has no element with the id container_workflow_stage_72 (it shows container_workflow_stage_x)"),
            ("<section id=\"container_workflow_stage_72\"><h3>A</h3></section>", "its stage section has no <h2> naming the stage"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\"><span class=\"workflow__card-title\">T</span></div></section>",
             "card 1 carries no topic id (no data-topic-id, no link to /topics/<id>)"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\" data-topic-id=\"9\"></div><div class=\"workflow__card\" data-topic-id=\"abc\"></div></section>",
             "card 1 (topic 9) has no workflow__card-title and no link to its topic"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\" data-topic-id=\"abc\"><a href=\"/topics/3\">T</a></div></section>",
             "card 1 has data-topic-id \"abc\", which is not a topic id"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\"><a href=\"/topics/3x\">T</a></div></section>",
             "card 1 carries no topic id"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\" data-staging-id=\"-4\"><a href=\"/topics/3\">T</a></div></section>",
             "card 1 has data-staging-id \"-4\", which is not a staging id"),
            ("<section id=\"container_workflow_stage_72\"><h2>A</h2><div class=\"workflow__card\" data-entry-count=\"many\"><a href=\"/topics/3\">T</a></div></section>",
             "card 1 has data-entry-count \"many\", which is not a count"),
            ("<section id=\"container_workflow_stage_73\"><h2>A</h2></section>",
             "it has no element with the id container_workflow_stage_72 (it shows container_workflow_stage_73)"),
          ])
    func anotherShapeIsAnAPIError(html: String, reason: String) async throws {
        let loop = try Loopback(.text(200, html, contentType: "text/html", headers: [("X-Request-Id", "r-2")]))
        let error = await expectError("api_error") { try await loop.client.workflows.stage(workflowId: 71, stageId: 72) }
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
        #expect(error?.message.hasPrefix("GetWorkflowStage: HEY's stage page cannot be read as a stage: ") == true)
        #expect(error?.isRetryable == false)
        #expect(error?.httpStatus == 200)
        #expect(error?.requestId == "r-2")
        #expect(error?.hint?.contains("getStage(workflowId:stageId:)") == true)
        #expect(loop.outcomes == ["api_error"])
    }

    @Test func parsingOnItsOwnHasNoStatus() {
        #expect(throws: HeyError.self) { try WorkflowStageView.parse("<p>Sign in</p>", stageId: 1) }
        do {
            _ = try WorkflowStageView.parse("<p>Sign in</p>", stageId: 1)
        } catch let error as HeyError {
            #expect(error.code == "api_error")
            #expect(error.httpStatus == nil)
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try WorkflowStageView.parse(Self.page, stageId: 0)
            Issue.record("a stage id of 0 was read")
        } catch let error as HeyError {
            #expect(error.code == "usage")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func failuresOfTheReadComeThroughAsTheyAre() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#, headers: [("X-Request-Id", "r-1")]))
        let error = await expectError("not_found") { try await loop.client.workflows.stage(workflowId: 71, stageId: 72) }
        #expect(error?.requestId == "r-1")
        _ = await expectError("usage") { try await loop.client.workflows.stage(workflowId: 71, stageId: 0) }
        _ = await expectError("usage") { try await loop.client.workflows.stage(workflowId: 0, stageId: 72) }
        #expect(loop.server.requestCount == 1)
    }
}
