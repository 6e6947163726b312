import Foundation

// needs services: entries
/// Replying to an entry: delivered, or kept as a draft.
extension EntriesService {
    // needs operations: CreateReply, GetIdentity
    // needs builds: CreateReplyRequestContent(acting_sender_id: integer, message: ReplyMessagePayload, entry: MessageEntryPayload?), ReplyMessagePayload(subject: string?, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    // needs builds: SentMessage()
    // needs members: SentMessage.undo_action: string?, SentMessage.delayed: boolean?
    /// Delivers a reply to `entryId` (`POST /entries/{entryId}/replies.json`) and answers what
    /// HEY says it sent (`{}` from an older HEY reads as an empty ``SentMessage``).
    ///
    /// ```swift
    /// let prefill = try await client.entries.newReply(entryId: entryId)
    /// try await client.entries.reply(entryId: entryId, reply: ReplyContent(
    ///     actingSenderId: prefill.sender?.id ?? 0, subject: prefill.subject ?? "",
    ///     content: "<div>Reply</div>",
    ///     to: (prefill.addressed?.directly ?? []).compactMap { $0.emailAddress?.expose() }))
    /// ```
    ///
    /// The acting sender goes out exactly as given (0: the client's default sender). The reply
    /// is never resent by the client.
    ///
    /// - Throws: `usage` without a recipient: HEY does not reply-all for you, and a reply with no
    ///   recipients would only be saved as a draft. Nothing is sent.
    @discardableResult
    public func reply(entryId: Int, reply: ReplyContent) async throws -> SentMessage {
        try Checks.id(entryId, named: "entryId", for: Routes.createReply.id)
        try Checks.recipients([reply.to, reply.cc, reply.bcc], for: Routes.createReply.id)
        let body = try await body(reply, drafted: false)
        return try await context.perform(Routes.createReply, path: ["entryId": String(entryId)], body: body) { answer, _ in
            MessageBody.sent(answer)
        }
    }

    // needs operations: CreateReply, GetIdentity
    // needs builds: CreateReplyRequestContent(acting_sender_id: integer, message: ReplyMessagePayload, entry: MessageEntryPayload?), ReplyMessagePayload(subject: string?, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    /// Saves a reply to `entryId` as a draft (`entry.status` `drafted`; recipients may be
    /// empty) and answers the draft's entry id, read from the `Location` of HEY's 204. An empty
    /// subject shows as "No subject" in Drafts. Hooks hear `CreateReplyDraft`.
    ///
    /// - Throws: `api_error` when HEY names no id in its `Location` (the draft was saved).
    public func replyDraft(entryId: Int, reply: ReplyContent) async throws -> Int {
        let route = Routes.createReply.reported(as: "CreateReplyDraft")
        try Checks.id(entryId, named: "entryId", for: route.id)
        let body = try await body(reply, drafted: true)
        return try await context.perform(route, path: ["entryId": String(entryId)], body: body) { answer, label in
            try LocationHeader.entryId(in: answer, label: label, saved: "reply draft")
        }
    }

    // needs operations: GetIdentity
    // needs builds: CreateReplyRequestContent(acting_sender_id: integer, message: ReplyMessagePayload, entry: MessageEntryPayload?), ReplyMessagePayload(subject: string?, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    private func body(_ reply: ReplyContent, drafted: Bool) async throws -> CreateReplyRequestContent {
        CreateReplyRequestContent(
            actingSenderId: try await context.actingSender(reply.actingSenderId),
            message: ReplyMessagePayload(subject: reply.subject.isEmpty ? nil : reply.subject, content: reply.content),
            entry: MessageBody.entry(to: reply.to, cc: reply.cc, bcc: reply.bcc, drafted: drafted))
    }
}
