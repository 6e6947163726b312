import Foundation
import HeyDispatch
import Hey

/// Hand-written calls for drafts, replies, threads and search, mapped to the conveniences of
/// `MessagesService`, `EntriesService`, `TopicsService` and `SearchService`.
///
/// Message arguments by wire name: `acting_sender_id` (absent: 0, the client's default sender),
/// `subject`, `content`, `to`, `cc`, `bcc`; a draft's schedule is `scheduled_delivery_at_date`
/// with `scheduled_delivery_at_hour`.
enum MailCalls {
    static func createDraft(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let draft = try draftContent(arguments)
        try arguments.finish()
        return Returned.json(.integer(try await client.messages.createDraft(draft)))
    }

    static func updateDraft(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let entryId = try arguments.int("entry_id", "entryId", "message_id", "messageId")
        let draft = try draftContent(arguments)
        try arguments.finish()
        try await client.messages.updateDraft(entryId: entryId, draft: draft)
        return Returned.nothing
    }

    static func sendDraft(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let entryId = try arguments.int("entry_id", "entryId", "message_id", "messageId")
        let draft = try draftContent(arguments, schedule: false)
        try arguments.finish()
        return try Returned.value(try await client.messages.sendDraft(entryId: entryId, draft: draft))
    }

    static func deleteDraft(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let entryId = try arguments.int("entry_id", "entryId")
        try arguments.finish()
        try await client.entries.deleteDraft(entryId: entryId)
        return Returned.nothing
    }

    static func createReply(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let entryId = try arguments.int("entry_id", "entryId")
        let reply = try replyContent(arguments)
        try arguments.finish()
        return try Returned.value(try await client.entries.reply(entryId: entryId, reply: reply))
    }

    static func createReplyDraft(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let entryId = try arguments.int("entry_id", "entryId")
        let reply = try replyContent(arguments)
        try arguments.finish()
        return Returned.json(.integer(try await client.entries.replyDraft(entryId: entryId, reply: reply)))
    }

    static func createTopicComment(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let topicId = try arguments.int("topic_id", "topicId")
        let content = try arguments.string("content")
        try arguments.finish()
        return try Returned.value(try await client.topics.createTopicComment(topicId: topicId, content: content))
    }

    static func createTopicMessage(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let topicId = try arguments.int("topic_id", "topicId")
        let reply = try replyContent(arguments)
        try arguments.finish()
        return try Returned.value(try await client.topics.createTopicMessage(topicId: topicId, reply: reply))
    }

    static func renameTopic(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let topicId = try arguments.int("topic_id", "topicId")
        let name = try arguments.string("name")
        try arguments.finish()
        try await client.topics.renameTopic(topicId: topicId, name: name)
        return Returned.nothing
    }

    /// `q`, `page` (a number) and the refinements, as `refine[from]` or `from` and so on
    /// (`refine[in]`, `in` or `inBox`), through `search.searchPage`.
    /// Answers `{"matches": [...], "nextPage": n or null}`.
    static func search(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        func refine(_ name: String, _ swiftName: String) throws -> String {
            try arguments.optionalString("refine[\(name)]", name == swiftName ? name : swiftName) ?? ""
        }
        let params = SearchParams(
            query: try arguments.optionalString("q", "query") ?? "", page: try arguments.optionalInt("page") ?? 0,
            required: try refine("required", "required"), any: try refine("any", "any"), none: try refine("none", "none"),
            exactPhrase: try refine("exact_phrase", "exactPhrase"), from: try refine("from", "from"), to: try refine("to", "to"),
            subject: try refine("subject", "subject"), date: try refine("date", "date"), inBox: try arguments.optionalString("refine[in]", "in", "inBox") ?? "",
            label: try refine("label", "label"), attachment: try refine("attachment", "attachment"))
        try arguments.finish()
        let results = try await client.search.searchPage(params)
        return Returned.json(.object([
            "matches": try Returned.encoded(results.result.matches),
            "nextPage": results.nextPage.map(ExactJSON.integer) ?? .null,
        ]))
    }

    /// A draft's fields; its schedule too unless `schedule` is false (a draft being sent).
    private static func draftContent(_ arguments: HandwrittenArguments, schedule: Bool = true) throws -> DraftContent {
        DraftContent(
            subject: try arguments.optionalString("subject") ?? "",
            content: try arguments.optionalString("content") ?? "",
            to: try arguments.optionalStrings("to") ?? [],
            cc: try arguments.optionalStrings("cc") ?? [],
            bcc: try arguments.optionalStrings("bcc") ?? [],
            actingSenderId: try arguments.optionalInt("acting_sender_id", "actingSenderId"),
            schedule: schedule ? try deliverySchedule(arguments) : nil)
    }

    private static func replyContent(_ arguments: HandwrittenArguments) throws -> ReplyContent {
        ReplyContent(
            actingSenderId: try arguments.optionalInt("acting_sender_id", "actingSenderId") ?? 0,
            subject: try arguments.optionalString("subject") ?? "",
            content: try arguments.string("content"),
            to: try arguments.optionalStrings("to") ?? [],
            cc: try arguments.optionalStrings("cc") ?? [],
            bcc: try arguments.optionalStrings("bcc") ?? [])
    }

    private static func deliverySchedule(_ arguments: HandwrittenArguments) throws -> DeliverySchedule? {
        let day = try arguments.optionalString("scheduled_delivery_at_date")
        let hour = try arguments.optionalInt("scheduled_delivery_at_hour")
        switch (day, hour) {
        case (nil, nil): return nil
        case let (day?, hour?): return DeliverySchedule(date: day, hour: hour)
        default:
            throw HandwrittenArgumentError("\(arguments.operation): a schedule needs both scheduled_delivery_at_date and scheduled_delivery_at_hour")
        }
    }
}
