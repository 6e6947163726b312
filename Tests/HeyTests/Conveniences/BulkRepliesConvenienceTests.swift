import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct BulkRepliesConvenienceTests {
    @Test func theTargetsAreResolvedFromCommaJoinedPostings() async throws {
        let loop = try Loopback(.json(200, #"{"content": "", "entries": [{"id": 9, "topic_id": 1, "topic_name": "Lunch", "addressed": {}}]}"#))
        let draft: NewBulkReplyResponseContent = try await loop.client.bulkReplies.draft(postingIds: [1, 2])
        let request = try loop.only()
        #expect(request.line == "GET /bulk_replies/new.json")
        #expect(request.queryValues("posting_ids") == ["1,2"])
        #expect(request.header("Accept") == "application/json")
        #expect(draft.entries.map(\.id) == [9])
        #expect(loop.operations == ["BulkReplies.NewBulkReply"])
    }

    @Test func oneReplyGoesToManyEntriesOnce() async throws {
        let loop = try Loopback(.json(201, #"{"id": 5, "entries_count": 2, "delayed": true, "undo_send_url": "/bulk_replies/5/undo_send"}"#))
        let delivery: CreateBulkReplyResponseContent = try await loop.client.bulkReplies.send(entryIds: [9, 10], content: "<div>Thanks</div>")
        let request = try loop.only()
        #expect(request.line == "POST /bulk_replies.json")
        #expect(try request.json() == .object(["entry_ids": .array([.number(9), .number(10)]), "message": .object(["content": .string("<div>Thanks</div>")])]))
        #expect(delivery.id == 5)
        #expect(delivery.delayed)
        #expect(try undoSendId(delivery.undoSendUrl ?? "") == 5)
        #expect(loop.operations == ["BulkReplies.CreateBulkReply"])
    }

    @Test func aSendHEYFailsIsNotResent() async throws {
        let loop = try Loopback(.json(503, #"{"error": "busy"}"#), .json(201, #"{"id": 5, "entries_count": 1, "delayed": false}"#))
        let error = await expectError("api_error") { try await loop.client.bulkReplies.send(entryIds: [9], content: "x") }
        #expect(error?.httpStatus == 503)
        #expect(loop.server.requestCount == 1)
    }

    @Test func aDraftForUnknownPostingsIsHEYsNotFound() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("not_found") { try await loop.client.bulkReplies.draft(postingIds: [1]) }
    }

    @Test func aBulkReplyIsCalledBackThroughTheURLHEYGave() async throws {
        let loop = try Loopback(Answers.redirect("/imbox", status: 303))
        try await loop.client.bulkReplies.undo(bulkReplyId: try undoSendId("https://app.hey.com/bulk_replies/5/undo_send"))
        let request = try loop.only()
        #expect(request.line == "POST /bulk_replies/5/undo_send")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.body.isEmpty)
        #expect(loop.operations == ["BulkReplies.UndoBulkReplySend"])
        #expect(loop.operationInfos.first?.resourceId == 5)
        #expect(loop.outcomes == ["success"])
    }

    @Test func anUndoHEYRefusesIsItsError() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("not_found") { try await loop.client.bulkReplies.undo(bulkReplyId: 6) }
        #expect(try loop.only().line == "POST /bulk_replies/6/undo_send")
    }

    @Test func theUndoIdIsReadOnlyFromAnUndoSendURL() async throws {
        #expect(try undoSendId("/bulk_replies/12/undo_send") == 12)
        #expect(try undoSendId("https://app.hey.com/bulk_replies/7/undo_send?x=1") == 7)
        for url in ["/bulk_replies/x/undo_send", "https://app.hey.com/messages/5/undo_send", "/bulk_replies/0/undo_send",
                    "/bulk_replies/5", "", "/bulk_replies/-5/undo_send"] {
            _ = await expectError("usage") { try undoSendId(url) }
        }
    }

    @Test func emptyListsAndBadIdsAreRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.bulkReplies.draft(postingIds: []) }
        _ = await expectError("usage") { try await loop.client.bulkReplies.send(entryIds: [], content: "x") }
        _ = await expectError("usage") { try await loop.client.bulkReplies.undo(bulkReplyId: 0) }
        #expect(loop.server.requestCount == 0)
    }
}
