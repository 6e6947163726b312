import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct TopicsConvenienceTests {
    @Test func aRenameSucceedsOnlyOn204() async throws {
        let loop = try Loopback(.status(204), .json(200, "{}", headers: [("X-Request-Id", "r-9")]))
        try await loop.client.topics.renameTopic(topicId: 8, name: "New name")
        let error = await expectError("api_error") { try await loop.client.topics.renameTopic(topicId: 8, name: "") }
        #expect(error?.httpStatus == 200)
        #expect(error?.requestId == "r-9")
        #expect(error?.isRetryable == false)
        #expect(loop.requests.map(\.line) == ["PATCH /topics/8.json", "PATCH /topics/8.json"])
        #expect(try loop.requests[0].json() == .object(["topic": .object(["name": .string("New name")])]))
        #expect(try loop.requests[1].json() == .object(["topic": .object(["name": .string("")])]))
    }

    @Test func aRenameRedirectIsNotFollowedIntoASuccess() async throws {
        let loop = try Loopback(Answers.redirect("/topics/9"), .status(200))
        _ = await expectError("api_error") { try await loop.client.topics.renameTopic(topicId: 8, name: "x") }
        #expect(loop.server.requestCount == 1)
    }

    @Test func aNoteIsPostedAndReadBack() async throws {
        let loop = try Loopback(.json(201, #"{"id": 40, "kind": "comment", "topic_id": 8, "content": "<p>hi</p>", "collection_only": false}"#))
        let note = try await loop.client.topics.createTopicComment(topicId: 8, content: "<p>hi</p>")
        let request = try loop.only()
        #expect(request.line == "POST /topics/8/comments.json")
        #expect(try request.json() == .object(["comment": .object(["content": .string("<p>hi</p>")])]))
        #expect(note.id == 40)
        #expect(note.kind == "comment")
    }

    @Test func aNoteAnswerWithoutTheNoteSaysToCheckFirst() async throws {
        let loop = try Loopback(.status(200), .json(422, #"{"errors": ["Content can't be blank"]}"#))
        let error = await expectError("api_error") { try await loop.client.topics.createTopicComment(topicId: 8, content: "x") }
        #expect(error?.hint?.contains("before trying again") == true)
        let blank = await expectError("validation") { try await loop.client.topics.createTopicComment(topicId: 8, content: "") }
        #expect(blank?.fieldErrors.map(\.message) == ["Content can't be blank"])
    }

    @Test func trashConfirmsOnlyWhenAsked() async throws {
        let loop = try Loopback(.status(204), .status(204))
        try await loop.client.topics.trashTopic(topicId: 8)
        try await loop.client.topics.trashTopic(topicId: 8, confirmDestroy: true)
        #expect(loop.requests.map(\.target) == ["/topics/8/status/trashed.json", "/topics/8/status/trashed.json?confirm_destroy=1"])
        #expect(loop.requests.map(\.method) == ["PUT", "PUT"])
    }

    @Test func aSharedThreadAsksForConfirmation() async throws {
        let loop = try Loopback(Answers.redirect("/topics/8/removal/new"), Answers.redirect("/topics/8"))
        let error = await expectError("usage") { try await loop.client.topics.trashTopic(topicId: 8) }
        #expect(error?.hint?.contains("confirmDestroy") == true)
        _ = await expectError("api_error") { try await loop.client.topics.trashTopic(topicId: 8) }
        #expect(loop.server.requestCount == 2)
    }
}

@Suite struct SearchConvenienceTests {
    @Test func searchSendsTheQueryRefinementsAndAPageAboveOne() async throws {
        let loop = try Loopback(
            .json(200, #"{"matches": []}"#, headers: [("Link", "</advanced_search.json?q=invoice&page=2>; rel=\"next\"")]),
            .json(200, #"{"matches": [{"topic": {"id": 3}, "posting_id": 4}]}"#))
        let first = try await loop.client.search.search("invoice", refine: SearchRefinements(from: "billing@example.com", subject: "", in: "papertrail"))
        let second = try await loop.client.search.search("invoice", page: 2)
        #expect(first.nextPage == 2)
        #expect(second.nextPage == nil)
        #expect(second.matches.first?.postingId == 4)
        #expect(loop.requests[0].path == "/advanced_search.json")
        #expect(loop.requests[0].queryItems.map { "\($0.name)=\($0.value)" } == ["q=invoice", "refine[from]=billing@example.com", "refine[in]=papertrail"])
        #expect(loop.requests[1].queryItems.map { "\($0.name)=\($0.value)" } == ["q=invoice", "page=2"])
    }
}

@Suite struct BulkRepliesConvenienceTests {
    @Test func theTargetsAreResolvedFromCommaJoinedPostings() async throws {
        let loop = try Loopback(.json(200, #"{"content": "", "entries": [{"id": 9, "topic_id": 1, "topic_name": "Lunch", "addressed": {}}]}"#))
        let draft = try await loop.client.bulkReplies.newBulkReply(postingIds: [1, 2])
        let request = try loop.only()
        #expect(request.path == "/bulk_replies/new.json")
        #expect(request.queryValues("posting_ids") == ["1,2"])
        #expect(draft.entries.map(\.id) == [9])
    }

    @Test func oneReplyGoesToManyEntriesOnce() async throws {
        let loop = try Loopback(.json(201, #"{"id": 5, "entries_count": 2, "delayed": true, "undo_send_url": "/bulk_replies/5/undo_send"}"#))
        let delivery = try await loop.client.bulkReplies.createBulkReply(entryIds: [9, 10], content: "<div>Thanks</div>")
        let request = try loop.only()
        #expect(request.line == "POST /bulk_replies.json")
        #expect(try request.json() == .object(["entry_ids": .array([.number(9), .number(10)]), "message": .object(["content": .string("<div>Thanks</div>")])]))
        #expect(try BulkRepliesService.bulkReplyId(fromUndoSendURL: delivery.undoSendUrl ?? "") == 5)
    }

    @Test func emptyListsAndForeignUndoURLsAreRefused() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.bulkReplies.newBulkReply(postingIds: []) }
        _ = await expectError("usage") { try await loop.client.bulkReplies.createBulkReply(entryIds: [], content: "x") }
        _ = await expectError("usage") { try await loop.client.bulkReplies.undoSend(undoSendUrl: "/bulk_replies/x/undo_send") }
        _ = await expectError("usage") { try await loop.client.bulkReplies.undoSend(undoSendUrl: "https://app.hey.com/messages/5/undo_send") }
        #expect(loop.server.requestCount == 0)
    }
}

@Suite struct SmallServicesConvenienceTests {
    @Test func extenzionsAreReadFromTheNavigation() async throws {
        let loop = try Loopback(.json(200, """
            {"items": [{"title": "Imbox", "app_url": "/imbox"},
                       {"title": "Extensions", "menu_items": [
                          {"title": "Sales", "app_url": "https://app.hey.com/contacts/501"},
                          {"title": "Manage Extensions", "app_url": "/accounts/1/domains/extenzions"},
                          {"title": "Support", "app_url": "/contacts/502"}]}]}
            """))
        let extenzions = try await loop.client.extenzions.list()
        #expect(try loop.only().line == "GET /my/navigation.json")
        #expect(extenzions == [Extenzion(id: 501, name: "Sales", appUrl: "https://app.hey.com/contacts/501"),
                               Extenzion(id: 502, name: "Support", appUrl: "/contacts/502")])
    }

    @Test func anExtenzionIsDeletedByItsContactId() async throws {
        let loop = try Loopback(.status(204), .json(403, #"{"error": "Not allowed"}"#))
        try await loop.client.extenzions.deleteExtenzion(accountId: 1, extenzionId: 501)
        _ = await expectError("forbidden") { try await loop.client.extenzions.deleteExtenzion(accountId: 1, extenzionId: 502) }
        #expect(loop.requests.map(\.line) == ["DELETE /accounts/1/domains/extenzions/501.json", "DELETE /accounts/1/domains/extenzions/502.json"])
        _ = await expectError("usage") { try await loop.client.extenzions.deleteExtenzion(accountId: 0, extenzionId: 502) }
        #expect(loop.server.requestCount == 2)
    }

    @Test func aDesignationGoesToABoxByIdOrKind() async throws {
        let loop = try Loopback(.status(204), Answers.boxes, .status(204))
        try await loop.client.designations.createBoxDesignation(contactId: 5, boxId: 2)
        try await loop.client.designations.createBoxDesignation(contactId: 5, kind: .paperTrail)
        #expect(loop.requests.map(\.line) == ["POST /boxes/2/designations.json", "GET /boxes.json", "POST /boxes/5/designations.json"])
        #expect(try loop.requests[0].json() == .object(["contact_id": .number(5)]))
    }

    @Test func aCollectionUpdateLeavesEmptyFieldsOut() async throws {
        let loop = try Loopback(.status(204))
        _ = await expectError("usage") { try await loop.client.collections.updateCollection(collectionId: 3, name: "", summary: nil) }
        try await loop.client.collections.updateCollection(collectionId: 3, name: "Trips", summary: "")
        let request = try loop.only()
        #expect(request.line == "PATCH /collections/3.json")
        #expect(try request.json() == .object(["collection": .object(["name": .string("Trips")])]))
    }

    @Test func calendarEventsAreDeletedWholeOrOneDayWithTheFlagAlwaysSent() async throws {
        let loop = try Loopback(.status(204), .status(204), .status(204))
        try await loop.client.calendarEvents.deleteCalendarEvent(eventId: 6)
        try await loop.client.calendarEvents.deleteCalendarEventOccurrence(eventId: 6, occurrence: "2026-10-05", applyToFuture: false)
        try await loop.client.calendarEvents.deleteCalendarEventOccurrence(occurrenceId: "6_2026-10-12", applyToFuture: true)
        #expect(loop.requests.map(\.target) == ["/calendar/events/6.json", "/calendar/events/6/occurrences/2026-10-05.json?apply_to_future=false",
                                                "/calendar/events/6/occurrences/2026-10-12.json?apply_to_future=true"])
        #expect(loop.operations == ["CalendarEvents.DeleteCalendarEvent", "CalendarEvents.DeleteCalendarEventOccurrence",
                                    "CalendarEvents.DeleteCalendarEventOccurrence"])
        _ = await expectError("usage") { try await loop.client.calendarEvents.deleteCalendarEventOccurrence(occurrenceId: "0_2026-10-12", applyToFuture: true) }
        _ = await expectError("usage") { try await loop.client.calendarEvents.deleteCalendarEventOccurrence(eventId: 6, occurrence: "now", applyToFuture: true) }
        #expect(loop.server.requestCount == 3)
    }

    /// 0.34 (BEHAVIOURS.md): the stage page is asked for at its path as written with a browser's
    /// `Accept`.
    @Test func aWorkflowStageIsReadAsItsHTMLPage() async throws {
        let loop = try Loopback(.text(200, "<div class=\"stage\">Doing</div>", contentType: "text/html"), .json(200, #"{"id": 1, "stages": [{"id": 2, "name": "Doing"}]}"#))
        let html = try await loop.client.workflows.getWorkflowStage(workflowId: 1, stageId: 2)
        let stages = try await loop.client.workflows.stages(workflowId: 1)
        #expect(html == "<div class=\"stage\">Doing</div>")
        #expect(loop.requests.map(\.line) == ["GET /workflows/1/stages/2", "GET /workflows/1.json"])
        #expect(loop.requests.first?.header("Accept") == RequestPlan.browserAccept)
        #expect(loop.operations.first == "Workflows.GetWorkflowStage")
        #expect(stages.map(\.name) == ["Doing"])
    }
}

@Suite struct AttachmentUploadTests {
    @Test func theChecksumIsStandardBase64MD5() {
        #expect(MD5.base64(Data("hello".utf8)) == "XUFAKrxLKna5cZ2REBfFkg==")
        #expect(MD5.base64(Data()) == "1B2M2Y8AsgTpgAmY7PhCfg==")
        #expect(MD5.base64(Data(String(repeating: "a", count: 56).utf8)) == "OwyKxwP4KLBMbBlwBtFyGA==")
        #expect(MD5.base64(Data(String(repeating: "a", count: 64).utf8)) == "AUhC1IC1cUlaSgNjeT9zZw==")
        #expect(MD5.base64(Data(String(repeating: "a", count: 1000).utf8)) == "yr5F3MmuW2a6hmAMymuLqA==")
    }

    @Test func uploadReservesThenPutsTheBytesExactlyWhereStorageSaid() async throws {
        let storage = try LoopbackServer()
        storage.enqueue(.status(204))
        let signed = storage.url("/storage/blob?sig=a%2Bb&expires=1").absoluteString
        let loop = try Loopback(.json(200, """
            {"signed_id": "s1", "attachable_sgid": "g1",
             "direct_upload": {"url": "\(signed)", "headers": {"Content-Type": "text/plain", "Content-MD5": "XUFAKrxLKna5cZ2REBfFkg=="}}}
            """))
        let work = HeyClient(context: ClientContext(deriving: loop.client.context, accountScope: 42))
        let reservation = try await work.attachments.upload(filename: "hello.txt", data: Data("hello".utf8), contentType: "text/plain")
        #expect(reservation.attachableSgid == "g1")
        let reserve = try loop.only()
        #expect(reserve.line == "POST /rails/active_storage/direct_uploads.json")
        #expect(try reserve.json() == .object(["blob": .object([
            "filename": .string("hello.txt"), "byte_size": .number(5), "checksum": .string("XUFAKrxLKna5cZ2REBfFkg=="),
            "content_type": .string("text/plain"),
        ])]))
        let put = try #require(storage.requests.first)
        #expect(storage.requestCount == 1)
        #expect(put.method == "PUT")
        #expect(put.target == "/storage/blob?sig=a%2Bb&expires=1")
        #expect(put.header("Authorization") == nil)
        #expect(put.header("Content-MD5") == "XUFAKrxLKna5cZ2REBfFkg==")
        #expect(put.header("Content-Type") == "text/plain")
        #expect(put.header("Content-Length") == "5")
        #expect(put.body == Data("hello".utf8))
        #expect(loop.operations == ["Attachments.CreateDirectUpload", "Attachments.UploadAttachment"])
    }

    @Test func anEmptyFileOrNameIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.attachments.upload(filename: "", data: Data("x".utf8)) }
        _ = await expectError("usage") { try await loop.client.attachments.upload(filename: "a.txt", data: Data()) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aReservationWithoutItsIdsUploadsNothing() async throws {
        let loop = try Loopback(.json(200, #"{"signed_id": "", "attachable_sgid": "g", "direct_upload": {"url": "https://storage.example/x"}}"#))
        _ = await expectError("api_error") { try await loop.client.attachments.upload(filename: "a.txt", data: Data("x".utf8)) }
        #expect(loop.server.requestCount == 1)
    }

    @Test func aPlainHTTPStorageURLElsewhereIsRefused() async throws {
        let loop = try Loopback(.json(200, #"{"signed_id": "s", "attachable_sgid": "g", "direct_upload": {"url": "http://storage.example/x"}}"#))
        _ = await expectError("usage") { try await loop.client.attachments.upload(filename: "a.txt", data: Data("x".utf8)) }
        #expect(loop.server.requestCount == 1)
    }
}
