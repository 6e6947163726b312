import Foundation
import HeyTestSupport
import Hey
import Testing
@testable import HeyConformance

/// Each convention of HEY's shared fixtures (FORMAT.md, "How upstream fixtures are written"):
/// a case written in it passes, and a case written wrongly in it still fails.
@Suite("Cases written as HEY's shared fixtures are")
struct UpstreamConventionTests {
    static func expectFailure(_ json: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let verdict = try await Fixtures.run(json)
        #expect(!verdict.passed, "the case passed", sourceLocation: sourceLocation)
        #expect(verdict.reason.contains(reason), "\(verdict.reason)", sourceLocation: sourceLocation)
    }

    static func expectPass(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let verdict = try await Fixtures.run(json)
        #expect(verdict.passed, "\(verdict.reason)", sourceLocation: sourceLocation)
    }

    @Test("A flat payload body is sent wrapped, with zero values; a member the model lacks is not understood")
    func flatPayload() async throws {
        try await Self.expectPass("""
        {"name": "n", "operation": "CreateMessage", "requestBody": {"subject": "Test", "content": "Hello"},
         "mockResponses": [{"status": 201, "body": {"id": 1}}],
         "assertions": [{"type": "requestBody", "expected": {"acting_sender_id": 0, "message.subject": "Test", "message.content": "Hello"}}]}
        """)
        try await Self.expectFailure("""
        {"name": "n", "operation": "CreateMessage", "requestBody": {"subject": "Test", "body": "Hello"},
         "mockResponses": [{"status": 201, "body": {"id": 1}}], "assertions": [{"type": "noError"}]}
        """, "not understood: CreateMessage: the request body has no member body")
        try await Self.expectFailure("""
        {"name": "n", "operation": "CreateMessage", "requestBody": {"subject": "Test"},
         "mockResponses": [{"status": 201, "body": {"id": 1}}],
         "assertions": [{"type": "requestBody", "expected": {"subject": "Test"}}]}
        """, "requestBody: subject: expected \"Test\", but subject is absent")
    }

    @Test("A member of the wrong type is refused by the SDK's request type before anything is sent")
    func wrongType() async throws {
        try await Self.expectFailure("""
        {"name": "n", "operation": "CreateMessage", "requestBody": {"subject": 5, "content": "x"},
         "mockResponses": [{"status": 201, "body": {"id": 1}}], "assertions": [{"type": "requestCount", "expected": 0}]}
        """, "not understood: the request body is not a CreateMessageRequestContent")
    }

    @Test("A model path is compared after the suffix rule; a path expected with .json the SDK did not send fails")
    func modelPaths() async throws {
        try await Self.expectPass("""
        {"name": "n", "operation": "GetBox", "path": "/boxes/{boxId}", "pathParams": {"boxId": 123},
         "mockResponses": [{"status": 200, "body": {}}], "assertions": [{"type": "requestPath", "expected": "/boxes/123"}]}
        """)
        try await Self.expectFailure("""
        {"name": "n", "operation": "GetWorkflowStage", "pathParams": {"workflowId": 71, "stageId": 72}, "configOverrides": {"clientLayer": "hey"},
         "mockResponses": [{"status": 200, "headers": {"Content-Type": "text/html"}, "body": "<section id=\\"container_workflow_stage_72\\"><h2>A</h2></section>"}],
         "assertions": [{"type": "requestPath", "expected": "/workflows/71/stages/72.json"}]}
        """, "requestPath: expected /workflows/71/stages/72.json, got /workflows/71/stages/72")
        try await Self.expectFailure("""
        {"name": "n", "operation": "GetBox", "pathParams": {"boxId": 123},
         "mockResponses": [{"status": 200, "body": {}}], "assertions": [{"type": "requestPath", "expected": "/boxes/12"}]}
        """, "requestPath: expected /boxes/12 (sent as /boxes/12.json), got /boxes/123.json")
    }

    @Test("A lastRequestHeader expecting the empty string holds when the last request did not send the header")
    func headerNotSent() async throws {
        try await Self.expectPass("""
        {"name": "n", "operation": "ListBoxes", "repeatOperation": 2,
         "mockResponses": [{"status": 200, "headers": {"ETag": "\\"b1\\""}, "body": []}, {"status": 200, "body": []}],
         "assertions": [{"type": "requestCount", "expected": 2}, {"type": "lastRequestHeader", "path": "If-None-Match", "expected": ""}]}
        """)
        try await Self.expectFailure("""
        {"name": "n", "operation": "ListBoxes", "repeatOperation": 2, "configOverrides": {"cacheEnabled": true},
         "mockResponses": [{"status": 200, "headers": {"ETag": "\\"b1\\""}, "body": []}, {"status": 304}],
         "assertions": [{"type": "requestCount", "expected": 2}, {"type": "lastRequestHeader", "path": "If-None-Match", "expected": ""}]}
        """, #"lastRequestHeader: If-None-Match: expected the last request not to send it (an empty expected value), got ""b1"""#)
    }

    @Test("A model operation goes on past an answered failure; a hand-written call stops at its first")
    func repeats() async throws {
        try await Self.expectPass("""
        {"name": "n", "operation": "GetBox", "pathParams": {"boxId": 1}, "repeatOperation": 3,
         "mockResponses": [{"status": 404}, {"status": 422, "body": {"errors": ["x"]}}, {"status": 200, "body": {"id": 1}}],
         "assertions": [{"type": "requestCount", "expected": 3}, {"type": "noError"}, {"type": "statusCode", "expected": 200}]}
        """)
        try await Self.expectFailure("""
        {"name": "n", "operation": "DeleteDraft", "pathParams": {"entryId": 5}, "repeatOperation": 2, "configOverrides": {"clientLayer": "hey"},
         "mockResponses": [{"status": 404}, {"status": 204}],
         "assertions": [{"type": "requestCount", "expected": 2}, {"type": "noError"}]}
        """, "requestCount: expected 2 requests, got 1")
    }

    @Test("Repetitions end at a failure without an HTTP answer, and at any hand-written failure")
    func repetitionLoop() async throws {
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9"))
        for (error, handwritten, runs) in [
            (HeyError.notFound(message: "gone", detail: ErrorDetail()), false, 3),
            (HeyError.network(message: "lost", retryable: true, detail: ErrorDetail()), false, 1),
            (HeyError.usage(message: "refused"), false, 1),
            (HeyError.notFound(message: "gone", detail: ErrorDetail()), true, 1),
        ] {
            let counter = Locked(0)
            let operation = ResolvedOperation(call: { _ in
                counter.withLock { $0 += 1 }
                throw error
            }, isHandwritten: handwritten, sendsModelPathAsWritten: false)
            let outcome = await CaseRunner.repeatedly(operation, times: 3, on: client)
            #expect(outcome.runs == runs, "\(error.code), hand-written \(handwritten)")
            #expect(counter.withLock { $0 } == runs)
            guard case .failure = outcome.result else {
                Issue.record("the last run returned normally")
                continue
            }
        }
    }

    @Test("Answers are read as JSON: a minimal box list through the convenience layer, cache on")
    func minimalAnswers() async throws {
        try await Self.expectPass("""
        {"name": "n", "operation": "ListBoxes", "configOverrides": {"clientLayer": "hey", "cacheEnabled": true},
         "mockResponses": [{"status": 200, "headers": {"ETag": "\\"b\\""}, "body": [{"id": 1}]}],
         "assertions": [{"type": "noError"}, {"type": "responseBody", "path": "0.id", "expected": 1}]}
        """)
        try await Self.expectFailure("""
        {"name": "n", "operation": "ListBoxes", "configOverrides": {"clientLayer": "hey"},
         "mockResponses": [{"status": 200, "body": {"id": 1}}], "assertions": [{"type": "noError"}]}
        """, #"noError: threw HandwrittenCallError: ListBoxes: page 1 is {"id":1}, not a JSON array of boxes"#)
    }

    @Test("Hand-written calls take the other SDKs' argument names; a misspelt one, or two that clash, is not understood")
    func upstreamArguments() async throws {
        let base = """
        "name": "n", "operation": "DeleteCalendarEventOccurrence", "configOverrides": {"clientLayer": "hey"},
        "mockResponses": [{"status": 204}]
        """
        try await Self.expectPass("""
        {\(base), "pathParams": {"occurrenceId": "821_2026-10-14"}, "requestBody": {"scope": "this_and_following"},
         "assertions": [{"type": "requestPath", "expected": "/calendar/events/821/occurrences/2026-10-14"},
                        {"type": "requestQuery", "expected": {"apply_to_future": "true"}}]}
        """)
        try await Self.expectPass("""
        {\(base), "pathParams": {"occurrenceId": "821_2026-10-14"}, "requestBody": {"scope": "this"},
         "assertions": [{"type": "requestQuery", "expected": {"apply_to_future": "false"}}]}
        """)
        try await Self.expectFailure("""
        {\(base), "pathParams": {"occurrenceId": "821_2026-10-14"}, "requestBody": {"scope": "this", "apply_to_future": true},
         "assertions": [{"type": "noError"}]}
        """, "not understood: DeleteCalendarEventOccurrence: give scope or apply_to_future, not both")
        try await Self.expectFailure("""
        {\(base), "pathParams": {"occurrenceId": "821_2026-10-14"}, "requestBody": {"scopes": "this"}, "assertions": [{"type": "noError"}]}
        """, "not understood: DeleteCalendarEventOccurrence takes no argument named scopes")
    }

    @Test("GetWorkflowStage answers the stage read out of its HTML; a page of another shape is an api_error")
    func workflowStage() async throws {
        let page = #"<section id=\"container_workflow_stage_72\"><h2>Applied</h2><div class=\"workflow__card\" data-topic-id=\"5\"><a href=\"/topics/5\">Offer</a></div></section>"#
        try await Self.expectPass("""
        {"name": "n", "operation": "GetWorkflowStage", "pathParams": {"workflowId": 71, "stageId": 72}, "configOverrides": {"clientLayer": "hey"},
         "mockResponses": [{"status": 200, "headers": {"Content-Type": "text/html"}, "body": "\(page)"}],
         "assertions": [{"type": "responseBody", "path": "name", "expected": "Applied"}, {"type": "responseBody", "path": "cards.0.topicId", "expected": 5},
                        {"type": "responseBody", "path": "cards.0.title", "expected": "Offer"}, {"type": "responseBody", "path": "id", "expected": 72}]}
        """)
        try await Self.expectFailure("""
        {"name": "n", "operation": "GetWorkflowStage", "pathParams": {"workflowId": 71, "stageId": 72}, "configOverrides": {"clientLayer": "hey"},
         "mockResponses": [{"status": 200, "headers": {"Content-Type": "text/html"}, "body": "<div>Applied</div>"}],
         "assertions": [{"type": "responseBody", "path": "name", "expected": "Applied"}]}
        """, "no value was returned (it threw api_error")
    }
}
