// Copied by hey-generator from Templates/Extensions/BulkRepliesService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: bulk_replies
/// One reply to many threads at once: work out the entries it answers, send it, call it back.
///
/// ```swift
/// let draft = try await client.bulkReplies.draft(postingIds: [a, b])
/// let sent = try await client.bulkReplies.send(entryIds: draft.entries.map(\.id), content: "<div>Thanks</div>")
/// if let url = sent.undoSendUrl { try await client.bulkReplies.undo(bulkReplyId: try undoSendId(url)) }
/// ```
extension BulkRepliesService {
    // needs operations: NewBulkReply
    // needs types: NewBulkReplyResponseContent
    /// Works out which entries a bulk reply to these postings would answer
    /// (`GET /bulk_replies/new.json?posting_ids=1,2,3`): the last entry HEY can reply to in each
    /// thread; threads it has no reply address for are left out.
    ///
    /// - Throws: `usage` for an empty list; nothing is sent.
    public func draft(postingIds: [Int]) async throws -> NewBulkReplyResponseContent {
        try Checks.ids(postingIds, named: "posting id", for: Routes.newBulkReply.id)
        return try await newBulkReply(postingIds: postingIds.map(String.init).joined(separator: ","))
    }

    // needs operations: CreateBulkReply
    // needs builds: BulkReplyRequestContent(entry_ids: [integer], message: BulkReplyMessagePayload), BulkReplyMessagePayload(content: string)
    // needs types: CreateBulkReplyResponseContent
    /// Sends one reply, `content` (HTML), to each of the entries (`POST /bulk_replies.json`),
    /// never resent by the client. HEY queues delivery and answers 201: `delayed` is true while
    /// the send can be undone at `undo_send_url` (``undo(bulkReplyId:)`` with ``undoSendId(_:)``).
    ///
    /// - Throws: `usage` for an empty list; nothing is sent.
    public func send(entryIds: [Int], content: String) async throws -> CreateBulkReplyResponseContent {
        try Checks.ids(entryIds, named: "entry id", for: Routes.createBulkReply.id)
        return try await create(body: BulkReplyRequestContent(entryIds: entryIds, message: BulkReplyMessagePayload(content: content)))
    }

    /// Calls back a bulk reply still in its undo window (`POST /bulk_replies/{bulkReplyId}/undo_send`,
    /// an empty form; HEY redirects, which is the success). Never resent. Hooks hear
    /// `UndoBulkReplySend`.
    ///
    /// - Throws: `usage` for an id that is not positive; nothing is sent.
    public func undo(bulkReplyId: Int) async throws {
        try Checks.id(bulkReplyId, named: "bulkReplyId", for: "UndoBulkReplySend")
        _ = try await context.submitForm(.post, "/bulk_replies/\(bulkReplyId)/undo_send",
                                         info: writeInfo(service: "BulkReplies", operation: "UndoBulkReplySend",
                                                         resourceType: "bulk_reply", resourceId: bulkReplyId))
    }
}

/// The bulk reply id in an `undo_send_url` HEY answered (`…/bulk_replies/<id>/undo_send`), for
/// ``BulkRepliesService/undo(bulkReplyId:)``.
///
/// - Throws: `usage` for a URL of any other shape.
public func undoSendId(_ undoSendUrl: String) throws -> Int {
    let parts = (URL(string: undoSendUrl)?.path ?? undoSendUrl).split(separator: "/")
    guard parts.count >= 3, parts[parts.count - 3] == "bulk_replies", parts[parts.count - 1] == "undo_send",
          parts[parts.count - 2].allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(parts[parts.count - 2]), id > 0
    else {
        throw HeyError.usage(message: "\"\(undoSendUrl)\" is not a bulk reply's undo_send_url (…/bulk_replies/<id>/undo_send)")
    }
    return id
}
