import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct WorkflowFormTests {
    @Test func workflowsAndStagesGoThroughHEYsForms() async throws {
        let loop = try Loopback(Answers.redirect("/workflows"), Answers.redirect("/workflows/4"), Answers.redirect("/workflows/4"),
                                Answers.redirect("/workflows/4"), Answers.redirect("/workflows/4"), Answers.redirect("/workflows"))
        try await loop.client.workflows.createWorkflow(name: "Launch", accountId: 2)
        try await loop.client.workflows.renameWorkflow(workflowId: 4, name: "Ship")
        try await loop.client.workflows.createStage(workflowId: 4)
        try await loop.client.workflows.renameStage(workflowId: 4, stageId: 7, name: "Doing")
        try await loop.client.workflows.deleteStage(workflowId: 4, stageId: 7)
        try await loop.client.workflows.deleteWorkflow(workflowId: 4)
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
        try await loop.client.workflows.moveWorkflowStaging(topicId: 5, workflowId: 4, stageId: 8)
        let request = try loop.only()
        #expect(request.line == "PATCH /topics/5/workflows/4/stagings")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.formLines == ["workflow_staging[workflow_stage_id]=8"])
    }

    @Test func theAccountsWorkflowsAreReadFromItsRows() async throws {
        let loop = try Loopback(.json(200, #"[["4", "Launch", "Acme"], ["x", "Bad"], ["5"], [6, "Ship"]]"#))
        let workflows = try await loop.client.workflows.listForAccount(accountId: 2)
        let request = try loop.only()
        #expect(request.line == "GET /autocompletable/accounts/2/workflows")
        #expect(request.header("Accept") == "application/json")
        #expect(workflows == [WorkflowSummary(id: 4, name: "Launch", accountName: "Acme"), WorkflowSummary(id: 6, name: "Ship", accountName: nil)])
    }
}

@Suite struct SmallFormTests {
    @Test func collectionsAreCreatedAndFilledThroughForms() async throws {
        let loop = try Loopback(Answers.redirect("/collections"), Answers.redirect("/topics/5"), Answers.redirect("/topics/5"))
        try await loop.client.collections.create(name: "Trips", summary: "", accountId: 0)
        try await loop.client.collections.addTopic(topicId: 5, collectionId: 3)
        try await loop.client.collections.removeTopic(topicId: 5, collectionId: 3)
        #expect(loop.requests.map(\.target) == ["/collections", "/topics/5/collecting?collection_id=3", "/topics/5/collecting?collection_id=3"])
        #expect(loop.requests.map(\.method) == ["POST", "POST", "DELETE"])
        #expect(loop.requests[0].formLines == ["collection[name]=Trips"])
        #expect(loop.requests[1].body.isEmpty)
        #expect(loop.operations == ["Collections.CreateCollection", "Collections.AddTopicToCollection", "Collections.RemoveTopicFromCollection"])
    }

    @Test func clipsAndSnippetsGoThroughForms() async throws {
        let loop = try Loopback(.status(200), Answers.redirect("/clips"), Answers.redirect("/snippets"), Answers.redirect("/snippets"),
                                Answers.redirect("/snippets"))
        try await loop.client.clips.create(entryId: 9, content: "a quote")
        try await loop.client.clips.delete(clipId: 3)
        try await loop.client.snippets.create(name: "Thanks", content: "Thank you!")
        try await loop.client.snippets.update(snippetId: 4, content: "Thanks a lot")
        try await loop.client.snippets.delete(snippetId: 4)
        #expect(loop.requests.map(\.line) == ["POST /clips", "DELETE /clips/3", "POST /snippets", "PATCH /snippets/4", "DELETE /snippets/4"])
        #expect(loop.requests.map(\.formLines) == [["clip[entry_id]=9", "clip[content]=a quote"], [],
                                                   ["snippet[name]=Thanks", "snippet[content]=Thank you!"], ["snippet[content]=Thanks a lot"], []])
        _ = await expectError("usage") { try await loop.client.snippets.update(snippetId: 4, name: "", content: nil) }
        #expect(loop.server.requestCount == 5)
    }

    @Test func timeTrackCategoriesGoThroughForms() async throws {
        let loop = try Loopback(Answers.redirect("/calendar"), Answers.redirect("/calendar"), Answers.redirect("/calendar"))
        try await loop.client.timeTracks.createCategory(title: "Client A")
        try await loop.client.timeTracks.renameCategory(categoryId: 2, title: "Client B")
        try await loop.client.timeTracks.deleteCategory(categoryId: 2)
        #expect(loop.requests.map(\.line) == ["POST /calendar/time_tracks/categories", "PATCH /calendar/time_tracks/categories/2",
                                              "DELETE /calendar/time_tracks/categories/2"])
        #expect(loop.requests.map(\.formLines) == [["category[title]=Client A"], ["category[title]=Client B"], []])
    }

    @Test func extenzionsAreWrittenThroughTheirJSONBranch() async throws {
        let loop = try Loopback(.json(201, #"{"name": "Sales", "app_url": "/contacts/501"}"#), Answers.redirect("/accounts/1/domains"),
                                .json(200, #"{"name": "Sales", "app_url": "/accounts/1"}"#))
        let created = try await loop.client.extenzions.create(accountId: 1, name: "Sales", members: ["a@example.com", "b@example.com"])
        let updated = try await loop.client.extenzions.update(accountId: 1, extenzionId: 501, name: "", members: ["c@example.com"])
        #expect(created == Extenzion(id: 501, name: "Sales", appUrl: "/contacts/501"))
        #expect(updated == nil)
        _ = await expectError("api_error") { try await loop.client.extenzions.update(accountId: 1, extenzionId: 501, name: "Sales") }
        #expect(loop.requests.map(\.line) == ["POST /accounts/1/domains/extenzions.json", "PATCH /accounts/1/domains/extenzions/501.json",
                                              "PATCH /accounts/1/domains/extenzions/501.json"])
        #expect(loop.requests[0].formLines == ["extenzion[name]=Sales", "extenzion[members][]=a@example.com", "extenzion[members][]=b@example.com"])
        #expect(loop.requests[1].formLines == ["extenzion[members][]=c@example.com"])
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

    @Test func aBulkReplyIsCalledBack() async throws {
        let loop = try Loopback(Answers.redirect("/imbox", status: 303))
        try await loop.client.bulkReplies.undoSend(undoSendUrl: "https://app.hey.com/bulk_replies/5/undo_send")
        let request = try loop.only()
        #expect(request.line == "POST /bulk_replies/5/undo_send")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.body.isEmpty)
        #expect(loop.operations == ["BulkReplies.UndoBulkReplySend"])
    }

    @Test func aBulkReplyIsCalledBackById() async throws {
        let loop = try Loopback(Answers.redirect("/imbox"))
        try await loop.client.bulkReplies.undoSend(bulkReplyId: 6)
        #expect(try loop.only().line == "POST /bulk_replies/6/undo_send")
        #expect(loop.operationInfos.first?.resourceId == 6)
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
        let loop = try Loopback(Answers.redirect("/topics/9"))
        let error = await expectError("api_error") { try await loop.client.world.publish(subject: "Hello", content: "x", actingSenderId: 8) }
        #expect(error?.hint?.contains("gone out") == true)
        #expect(loop.server.requestCount == 1)
    }

    @Test func postsAreEditedAndDeletedByToken() async throws {
        let loop = try Loopback(Answers.redirect("/world/posts/a1"), Answers.redirect("/world"))
        try await loop.client.world.update(token: "a1", subject: "", content: "<div>New</div>")
        try await loop.client.world.delete(token: "a1")
        #expect(loop.requests.map(\.line) == ["PATCH /world/posts/a1", "DELETE /world/posts/a1"])
        #expect(loop.requests[0].formLines == ["world_post[content]=<div>New</div>"])
        _ = await expectError("usage") { try await loop.client.world.update(token: "a1") }
        _ = await expectError("usage") { try await loop.client.world.delete(token: "") }
        #expect(loop.server.requestCount == 2)
    }

    @Test func subscribersAreExportedAndImportedAsCSV() async throws {
        let loop = try Loopback(.text(200, "email_address,subscribed_at\n", contentType: "text/csv"), Answers.redirect("/world/lists"))
        let csv = try await loop.client.world.exportSubscribers(authorEmail: "me@hey.com")
        try await loop.client.world.importSubscribers(authorEmail: "me@hey.com", csv: Data("a@example.com\n".utf8), filename: "list")
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
