import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct WorkflowFormTests {
    @Test func workflowsAndStagesGoThroughHEYsForms() async throws {
        let loop = try Loopback(Answers.redirect("/workflows"), Answers.redirect("/workflows/4"), Answers.redirect("/workflows/4"),
                                Answers.redirect("/workflows/4"), Answers.redirect("/workflows/4"), Answers.redirect("/workflows"))
        try await loop.client.workflows.create(name: "Launch", accountId: 2)
        try await loop.client.workflows.update(workflowId: 4, name: "Ship")
        try await loop.client.workflows.createStage(workflowId: 4)
        try await loop.client.workflows.updateStage(workflowId: 4, stageId: 7, name: "Doing")
        try await loop.client.workflows.deleteStage(workflowId: 4, stageId: 7)
        try await loop.client.workflows.delete(workflowId: 4)
        #expect(loop.requests.map(\.line) == ["POST /workflows", "PATCH /workflows/4", "POST /workflows/4/stages",
                                              "PATCH /workflows/4/stages/7", "DELETE /workflows/4/stages/7", "DELETE /workflows/4"])
        #expect(loop.requests.map(\.formLines) == [["workflow[name]=Launch", "account_id=2"], ["workflow[name]=Ship"], [],
                                                   ["workflow_stage[name]=Doing"], [], []])
        #expect(loop.requests[2].header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(loop.operations == ["Workflows.CreateWorkflow", "Workflows.UpdateWorkflow", "Workflows.CreateWorkflowStage",
                                    "Workflows.UpdateWorkflowStage", "Workflows.DeleteWorkflowStage", "Workflows.DeleteWorkflow"])
    }

    /// 0.34 (BEHAVIOURS.md): the form post that stages a topic is one operation to the hooks, sent
    /// with a browser's `Accept` (it was two operations, with `Accept: */*`).
    @Test func stagingAThreadPlacesItThenMovesIt() async throws {
        let loop = try Loopback(.status(204), .status(204), Answers.redirect("/topics/5"))
        try await loop.client.workflows.stageTopic(topicId: 5, workflowId: 4, stageId: 7)
        try await loop.client.workflows.unstageTopic(topicId: 5, workflowId: 4)
        try #require(loop.requests.count == 3)
        #expect(loop.requests.map(\.line) == ["POST /topics/5/workflows/4/stagings", "PATCH /topics/5/workflows/4/stagings",
                                              "DELETE /topics/5/workflows/4/stagings"])
        #expect(loop.requests[0].body.isEmpty)
        #expect(loop.requests[1].formLines == ["workflow_staging[workflow_stage_id]=7"])
        #expect(loop.operations.last == "Workflows.DeleteWorkflowStaging")
        #expect(loop.requests[0].header("Accept") == RequestPlan.browserAccept)
        #expect(loop.requests[1].header("Accept") == RequestPlan.browserAccept)
        #expect(loop.operations.count == 2)
    }

    @Test func aFailedMoveLeavesTheThreadInTheFirstStageAndIsNotResent() async throws {
        let loop = try Loopback(.status(204), .status(503))
        _ = await expectError("api_error") { try await loop.client.workflows.stageTopic(topicId: 5, workflowId: 4, stageId: 7) }
        #expect(loop.server.requestCount == 2)
    }

    @Test func aStagedThreadMovesAlone() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.workflows.moveTopicToStage(topicId: 5, workflowId: 4, stageId: 8)
        let request = try loop.only()
        #expect(request.line == "PATCH /topics/5/workflows/4/stagings")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.formLines == ["workflow_staging[workflow_stage_id]=8"])
    }

    @Test func formsWithoutTheirIdsOrNameAreRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.workflows.create(name: " ") }
        _ = await expectError("usage") { try await loop.client.workflows.create(name: "Launch", accountId: -2) }
        _ = await expectError("usage") { try await loop.client.workflows.update(workflowId: 0, name: "Ship") }
        _ = await expectError("usage") { try await loop.client.workflows.update(workflowId: 4, name: "") }
        _ = await expectError("usage") { try await loop.client.workflows.delete(workflowId: 0) }
        _ = await expectError("usage") { try await loop.client.workflows.createStage(workflowId: -1) }
        _ = await expectError("usage") { try await loop.client.workflows.updateStage(workflowId: 4, stageId: 0, name: "Doing") }
        _ = await expectError("usage") { try await loop.client.workflows.deleteStage(workflowId: 4, stageId: 0) }
        _ = await expectError("usage") { try await loop.client.workflows.stageTopic(topicId: 0, workflowId: 4, stageId: 7) }
        _ = await expectError("usage") { try await loop.client.workflows.moveTopicToStage(topicId: 5, workflowId: 4, stageId: 0) }
        _ = await expectError("usage") { try await loop.client.workflows.unstageTopic(topicId: 5, workflowId: 0) }
        _ = await expectError("usage") { try await loop.client.workflows.list(accountId: 0) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aWorkflowWithoutAnAccountGoesToTheFirstAndARefusedFormKeepsItsStatus() async throws {
        let loop = try Loopback(Answers.redirect("/workflows"), .json(403, #"{"error": "Not allowed"}"#))
        try await loop.client.workflows.create(name: "Launch")
        let error = await expectError("forbidden") { try await loop.client.workflows.delete(workflowId: 4) }
        #expect(error?.httpStatus == 403)
        #expect(loop.requests.map(\.formLines) == [["workflow[name]=Launch"], []])
        #expect(loop.requests.map(\.line) == ["POST /workflows", "DELETE /workflows/4"])
    }

    @Test func theAccountsWorkflowsAreReadFromItsRows() async throws {
        let loop = try Loopback(.json(200, #"[["4", "Launch", "Acme"], ["x", "Bad"], ["5"], [6, "Ship"]]"#))
        let workflows = try await loop.client.workflows.list(accountId: 2)
        let request = try loop.only()
        #expect(request.line == "GET /autocompletable/accounts/2/workflows")
        #expect(request.header("Accept") == "application/json")
        #expect(workflows == [WorkflowSummary(id: 4, name: "Launch", accountName: "Acme"), WorkflowSummary(id: 6, name: "Ship", accountName: "")])
    }
}

@Suite struct SmallFormTests {
    @Test func clipsAndSnippetsGoThroughForms() async throws {
        let loop = try Loopback(.status(200), Answers.redirect("/clips"), Answers.redirect("/snippets"), Answers.redirect("/snippets"),
                                Answers.redirect("/snippets"))
        try await loop.client.clips.create(entryId: 9, content: "a quote")
        try await loop.client.clips.delete(clipId: 3)
        try await loop.client.snippets.create(name: "Thanks", content: "Thank you!")
        try await loop.client.snippets.update(snippetId: 4, name: "", content: "Thanks a lot")
        try await loop.client.snippets.delete(snippetId: 4)
        #expect(loop.requests.map(\.line) == ["POST /clips", "DELETE /clips/3", "POST /snippets", "PATCH /snippets/4", "DELETE /snippets/4"])
        #expect(loop.requests.map(\.formLines) == [["clip[entry_id]=9", "clip[content]=a quote"], [],
                                                   ["snippet[name]=Thanks", "snippet[content]=Thank you!"], ["snippet[content]=Thanks a lot"], []])
        _ = await expectError("usage") { try await loop.client.snippets.update(snippetId: 4, name: "", content: "") }
        #expect(loop.server.requestCount == 5)
    }

    @Test func publishingReadsTheLinkBackInOneOperation() async throws {
        let loop = try Loopback(Answers.redirect("/topics/5/publication/edit"), .json(200, #"{"published": true, "url": "https://hey.com/p/abc"}"#),
                                Answers.redirect("/topics/5"))
        let publication = try await loop.client.publications.publish(topicId: 5)
        try await loop.client.publications.unpublish(topicId: 5)
        #expect(publication == TopicPublication(published: true, url: "https://hey.com/p/abc"))
        #expect(loop.requests.map(\.line) == ["POST /topics/5/publication", "GET /topics/5/publication.json", "DELETE /topics/5/publication"])
        #expect(loop.operations == ["Publications.PublishTopic", "Publications.UnpublishTopic"])
        #expect(loop.outcomes == ["success", "success"])
    }

    @Test func aRefusedPublishKeepsItsStatus() async throws {
        let loop = try Loopback(.json(403, #"{"error": "Not eligible"}"#))
        let error = await expectError("forbidden") { try await loop.client.publications.publish(topicId: 5) }
        #expect(error?.httpStatus == 403)
        #expect(loop.server.requestCount == 1)
    }

    @Test func aLinkedAccountClientScopesItsForms() async throws {
        let loop = try Loopback(Answers.identity, Answers.redirect("/clips"))
        let work = try await loop.client.forAccount(2)
        try await work.clips.delete(clipId: 3)
        #expect(loop.requests[1].path == "/clips/3")
        #expect(loop.requests[1].queryValues("filtered_account_id") == ["2"])
    }
}

@Suite struct WorldTests {
    @Test func aPostIsMailedToWorldAndAnswersItsToken() async throws {
        let loop = try Loopback(Answers.identity, Answers.redirect("https://world.hey.com/world/posts/a1b2c3"))
        let token = try await loop.client.world.publish(subject: "Hello", content: "<div>First</div>")
        #expect(token == "a1b2c3")
        #expect(loop.requests.map(\.line) == ["GET /identity.json", "POST /messages"])
        #expect(loop.requests[1].formLines == ["acting_sender_id=7", "message[subject]=Hello", "message[content]=<div>First</div>",
                                               "entry[addressed][directly]=world@hey.com", "entry[status]=active"])
        #expect(loop.operations == ["Identity.GetIdentity", "World.CreateWorldPost"])
    }

    @Test func aPostThatDidNotBecomeAWorldPostSaysTheMailWentOut() async throws {
        let loop = try Loopback(Answers.identity, Answers.redirect("/topics/9"))
        let error = await expectError("api_error") { try await loop.client.world.publish(subject: "Hello", content: "x") }
        #expect(error?.hint?.contains("gone out") == true)
        #expect(error?.message.contains("/topics/9") == true)
        #expect(loop.requests.map(\.line) == ["GET /identity.json", "POST /messages"])
        #expect(loop.outcomes == ["success", "api_error"])
    }

    @Test func aBlankPostIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.world.publish(subject: "Hello", content: " ") }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aLinkedAccountPostsAsItsOwnDefaultSender() async throws {
        let loop = try Loopback(Answers.identity, Answers.redirect("/world/posts/ff00"))
        let work = try await loop.client.forAccount(2)
        #expect(try await work.world.publish(subject: "Hi", content: "<div>Hi</div>") == "ff00")
        #expect(loop.requests.last?.formValues("acting_sender_id") == ["8"])
    }

    @Test func postsAreEditedAndDeletedByToken() async throws {
        let loop = try Loopback(Answers.redirect("/world/posts/a1"), Answers.redirect("/world"))
        try await loop.client.world.updatePost(token: "a1", subject: "", content: "<div>New</div>")
        try await loop.client.world.deletePost(token: "a1")
        #expect(loop.requests.map(\.line) == ["PATCH /world/posts/a1", "DELETE /world/posts/a1"])
        #expect(loop.requests[0].formLines == ["world_post[content]=<div>New</div>"])
        _ = await expectError("usage") { try await loop.client.world.updatePost(token: "a1", subject: "", content: "") }
        _ = await expectError("usage") { try await loop.client.world.updatePost(token: " ", subject: "Hi", content: "") }
        _ = await expectError("usage") { try await loop.client.world.deletePost(token: "") }
        #expect(loop.server.requestCount == 2)
    }

    @Test func anImportWithoutANameIsCalledSubscribersAndNothingIsSentWithoutCSVOrAnAddress() async throws {
        let loop = try Loopback(Answers.redirect("/world/lists"))
        try await loop.client.world.importSubscribers(listEmailAddress: "me@hey.com", filename: "", csv: Data("a@example.com\n".utf8))
        let body = String(decoding: try loop.only().body, as: UTF8.self)
        #expect(body.contains("filename=\"subscribers.csv\""))
        _ = await expectError("usage") { try await loop.client.world.importSubscribers(listEmailAddress: "me@hey.com", filename: "a.csv", csv: Data()) }
        _ = await expectError("usage") { try await loop.client.world.importSubscribers(listEmailAddress: "", filename: "a.csv", csv: Data("x".utf8)) }
        _ = await expectError("usage") { try await loop.client.world.exportSubscribers(listEmailAddress: " ") }
        #expect(loop.server.requestCount == 1)
    }

    @Test func subscribersAreExportedAndImportedAsCSV() async throws {
        let loop = try Loopback(.text(200, "email_address,subscribed_at\n", contentType: "text/csv"), Answers.redirect("/world/lists"))
        let csv = try await loop.client.world.exportSubscribers(listEmailAddress: "me@hey.com")
        try await loop.client.world.importSubscribers(listEmailAddress: "me@hey.com", filename: "list", csv: Data("a@example.com\n".utf8))
        #expect(String(decoding: csv, as: UTF8.self) == "email_address,subscribed_at\n")
        #expect(loop.requests.map(\.line) == ["GET /world/lists/me%40hey.com/export.csv", "POST /world/lists/me%40hey.com/imports"])
        #expect(loop.requests[0].header("Accept") == "text/csv")
        let upload = loop.requests[1]
        let contentType = upload.header("Content-Type") ?? ""
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        let body = String(decoding: upload.body, as: UTF8.self)
        #expect(body.contains("Content-Disposition: form-data; name=\"world_list_import[source]\"; filename=\"list.csv\""))
        #expect(body.contains("\r\n\r\na@example.com\n\r\n--"))
        #expect(loop.operations == ["World.ExportWorldSubscribers", "World.ImportWorldSubscribers"])
    }
}
