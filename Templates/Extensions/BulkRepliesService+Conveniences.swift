import Foundation

// needs services: bulk_replies
/// One reply to many threads at once.
extension BulkRepliesService {
    // needs operations: NewBulkReply
    // needs types: BulkReplyDraft
    /// Works out which entries a bulk reply to these postings would answer
    /// (`GET /bulk_replies/new.json?posting_ids=1,2,3`): the last entry HEY can reply to in each
    /// thread; threads it has no reply address for are left out.
    ///
    /// - Throws: `usage` for an empty list; nothing is sent.
    public func newBulkReply(postingIds: [Int]) async throws -> BulkReplyDraft {
        try Checks.ids(postingIds, named: "posting id", for: Routes.newBulkReply.id)
        return try await new(postingIds: postingIds.map(String.init).joined(separator: ","))
    }

    // needs operations: CreateBulkReply
    // needs builds: BulkReplyRequestContent(entry_ids, message), BulkReplyMessagePayload(content)
    // needs types: BulkReplyDelivery
    /// Sends one reply, `content` (HTML), to each of the entries (`POST /bulk_replies.json`),
    /// never resent by the client. HEY queues delivery and answers 201:
    /// ``BulkReplyDelivery/delayed`` is true while the send can be undone at `undo_send_url`.
    ///
    /// - Throws: `usage` for an empty list; nothing is sent.
    public func createBulkReply(entryIds: [Int], content: String) async throws -> BulkReplyDelivery {
        try Checks.ids(entryIds, named: "entry id", for: Routes.createBulkReply.id)
        return try await create(body: BulkReplyRequestContent(entryIds: entryIds, message: BulkReplyMessagePayload(content: content)))
    }

    /// Calls back a bulk reply still in its undo window (`POST /bulk_replies/{bulkReplyId}/undo_send`,
    /// an empty form; HEY redirects). Hooks hear `UndoBulkReplySend`.
    public func undoSend(bulkReplyId: Int) async throws {
        try Checks.id(bulkReplyId, named: "bulkReplyId", for: "UndoBulkReplySend")
        _ = try await context.submitForm(.post, "/bulk_replies/\(bulkReplyId)/undo_send",
                                         info: writeInfo(service: "BulkReplies", operation: "UndoBulkReplySend",
                                                         resourceType: "bulk_reply", resourceId: bulkReplyId))
    }

    /// Calls back the bulk reply whose ``BulkReplyDelivery/undoSendUrl`` this is.
    ///
    /// - Throws: `usage` for a URL that is not `…/bulk_replies/<id>/undo_send`; nothing is sent.
    public func undoSend(undoSendUrl: String) async throws {
        try await undoSend(bulkReplyId: try Self.bulkReplyId(fromUndoSendURL: undoSendUrl))
    }

    /// The bulk reply id in an `undo_send_url` (`…/bulk_replies/<id>/undo_send`).
    ///
    /// - Throws: `usage` for a URL of any other shape.
    public static func bulkReplyId(fromUndoSendURL url: String) throws -> Int {
        let parts = (URL(string: url)?.path ?? url).split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 3] == "bulk_replies", parts[parts.count - 1] == "undo_send",
              parts[parts.count - 2].allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(parts[parts.count - 2]), id > 0
        else {
            throw HeyError.usage(message: "\"\(url)\" is not a bulk reply's undo_send_url (…/bulk_replies/<id>/undo_send)")
        }
        return id
    }
}
