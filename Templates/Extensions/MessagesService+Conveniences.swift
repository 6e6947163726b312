import Foundation

// needs services: messages
/// Sending new threads, and drafts: save, rewrite, send. (A draft is trashed with the generated
/// ``EntriesService/deleteDraft(entryId:)``.)
extension MessagesService {
    // needs operations: CreateMessage, GetIdentity
    // needs builds: CreateMessageRequestContent(acting_sender_id: integer, message: MessagePayload, entry: MessageEntryPayload?), MessagePayload(subject: string, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    // needs builds: SentMessage()
    // needs members: SentMessage.undo_action: string?, SentMessage.delayed: boolean?
    /// Sends a new thread (`POST /messages.json`) and answers what HEY says it sent.
    ///
    /// Delivery goes through HEY's undo window: ``SentMessage/delayed`` is true while it can
    /// still be called back. The send is never repeated by the client, and an unreadable
    /// answer is an empty ``SentMessage`` rather than an error, since the mail may be on its way.
    ///
    /// - Throws: `usage` without a recipient (HEY would only save a draft); nothing is sent.
    @discardableResult
    public func send(_ message: MessageContent) async throws -> SentMessage {
        try Checks.recipients([message.to, message.cc, message.bcc], for: Routes.createMessage.id)
        let body = try await body(message.subject, message.content, to: message.to, cc: message.cc, bcc: message.bcc,
                                  actingSenderId: message.actingSenderId, drafted: false)
        return try await context.perform(Routes.createMessage, body: body) { answer, _ in MessageBody.sent(answer) }
    }

    // needs operations: CreateMessage, GetIdentity
    // needs builds: CreateMessageRequestContent(acting_sender_id: integer, message: MessagePayload, entry: MessageEntryPayload?), MessagePayload(subject: string, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    /// Saves a new draft (`POST /messages.json` with `entry.status` `drafted`) and answers its
    /// entry id, read from the `Location` HEY answers with its 204. No recipient is needed.
    ///
    /// With a ``DraftContent/schedule`` HEY delivers the draft at that hour of that day
    /// (identity's time zone). Hooks hear it as `CreateDraft`.
    ///
    /// - Throws: `usage` for a schedule that is no day or hour (nothing is sent); `api_error`
    ///   when HEY names no id in its `Location` (the draft was saved).
    public func createDraft(_ draft: DraftContent) async throws -> Int {
        let route = Routes.createMessage.reported(as: "CreateDraft")
        try draft.schedule?.check(for: route.id)
        let body = try await body(draft, drafted: true)
        return try await context.perform(route, body: body) { answer, label in
            try LocationHeader.entryId(in: answer, label: label, saved: "draft")
        }
    }

    // needs operations: UpdateMessage, GetIdentity
    // needs builds: CreateMessageRequestContent(acting_sender_id: integer, message: MessagePayload, entry: MessageEntryPayload?), MessagePayload(subject: string, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    /// Rewrites a draft (`PUT /messages/{entryId}.json`, still `drafted`): subject, body and
    /// recipients are replaced (empty lists remove recipients), and a nil
    /// ``DraftContent/schedule`` cancels a scheduled delivery. A trashed draft is restored.
    /// Hooks hear `UpdateDraft`.
    ///
    /// Pass the same acting sender every time, or the draft goes back to the default sender.
    ///
    /// - Throws: `usage` for a bad id or schedule (nothing is sent); `validation` with HEY's
    ///   reasons when it refuses the draft (422).
    public func updateDraft(entryId: Int, draft: DraftContent) async throws {
        let route = Routes.updateMessage.reported(as: "UpdateDraft")
        try Checks.id(entryId, named: "entryId", for: route.id)
        try draft.schedule?.check(for: route.id)
        let body = try await body(draft, drafted: true)
        try await context.send(route, path: ["messageId": String(entryId)], body: body)
    }

    // needs operations: UpdateMessage, GetIdentity
    // needs builds: CreateMessageRequestContent(acting_sender_id: integer, message: MessagePayload, entry: MessageEntryPayload?), MessagePayload(subject: string, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    // needs builds: SentMessage()
    // needs members: SentMessage.undo_action: string?, SentMessage.delayed: boolean?
    /// Sends a draft (`PUT /messages/{entryId}.json` without a status) now, to its final
    /// recipients, through HEY's undo window, and answers what was sent (its
    /// ``DraftContent/schedule`` is not sent). Never resent by the client.
    /// On a Domains account a draft that breaks out into its own thread goes out under a new
    /// entry id, which the answer carries. Hooks hear `SendDraft`.
    ///
    /// - Throws: `usage` without a recipient (nothing is sent); `validation` on HEY's 422.
    @discardableResult
    public func sendDraft(entryId: Int, draft: DraftContent) async throws -> SentMessage {
        let route = Routes.updateMessage.reported(as: "SendDraft")
        try Checks.id(entryId, named: "entryId", for: route.id)
        try Checks.recipients([draft.to, draft.cc, draft.bcc], for: route.id)
        let body = try await body(draft, drafted: false)
        return try await context.perform(route, path: ["messageId": String(entryId)], body: body) { answer, _ in
            MessageBody.sent(answer)
        }
    }

    // needs operations: GetIdentity
    // needs builds: CreateMessageRequestContent(acting_sender_id: integer, message: MessagePayload, entry: MessageEntryPayload?), MessagePayload(subject: string, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    /// The body of a draft: a save (`drafted`, with its schedule) or its sending (no status, no
    /// schedule).
    private func body(_ draft: DraftContent, drafted: Bool) async throws -> CreateMessageRequestContent {
        try await body(draft.subject, draft.content, to: draft.to, cc: draft.cc, bcc: draft.bcc,
                       actingSenderId: draft.actingSenderId, drafted: drafted, schedule: drafted ? draft.schedule : nil)
    }

    // needs operations: GetIdentity
    // needs builds: CreateMessageRequestContent(acting_sender_id: integer, message: MessagePayload, entry: MessageEntryPayload?), MessagePayload(subject: string, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    private func body(_ subject: String, _ content: String, to: [String], cc: [String], bcc: [String], actingSenderId: Int?,
                      drafted: Bool, schedule: DeliverySchedule? = nil) async throws -> CreateMessageRequestContent {
        CreateMessageRequestContent(
            actingSenderId: try await context.actingSender(actingSenderId ?? 0),
            message: MessagePayload(subject: subject, content: content),
            entry: MessageBody.entry(to: to, cc: cc, bcc: bcc, drafted: drafted, schedule: schedule))
    }
}
