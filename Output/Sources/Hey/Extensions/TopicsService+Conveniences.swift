// Copied by hey-generator from Templates/Extensions/TopicsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: topics
/// Threads: rename, notes, messages into the thread, trash.
extension TopicsService {
    // needs operations: RenameTopic
    // needs builds: RenameTopicRequestContent(topic: TopicNamePayload), TopicNamePayload(name: string)
    /// Renames a thread (`PATCH /topics/{topicId}.json`). HEY stores a blank name as
    /// "No subject" and cuts names at 1024 characters; read the topic to see what it kept.
    ///
    /// Only HEY's 204 means renamed: any other success (a merged topic answers with a redirect,
    /// which looks like success once followed) is an `api_error` carrying the status.
    public func renameTopic(topicId: Int, name: String) async throws {
        let route = Routes.renameTopic
        try Checks.id(topicId, named: "topicId", for: route.id)
        let body = RenameTopicRequestContent(topic: TopicNamePayload(name: name))
        try await context.perform(route, path: ["topicId": String(topicId)], body: body,
                                  adjust: { $0.redirects = .capture }) { answer, label in
            let response = answer.response
            guard response.status == 204 else {
                throw HeyError.unusableAnswer(
                    "\(label): HEY answered \(response.status) where a rename answers 204; the topic may not be renamed",
                    status: response.status, requestId: response.headers["X-Request-Id"],
                    hint: "Read the topic to see its name (a merged topic redirects to the one it joined)")
            }
        }
    }

    // needs operations: CreateTopicComment
    // needs builds: CreateTopicCommentRequestContent(comment: TopicCommentPayload), TopicCommentPayload(content: string)
    // needs types: Entry
    /// Adds a note to a thread (`POST /topics/{topicId}/comments.json`) and answers it (an entry
    /// of kind `comment`, with who can see it). Notes are never emailed; everyone who can open
    /// the thread sees them. `content` is HTML: escape plain text first.
    ///
    /// - Throws: `validation` for blank content (HEY's 422); `api_error` when HEY answers a
    ///   success without the note (an older HEY that redirected): check the thread before trying
    ///   again, since the note may exist.
    public func createTopicComment(topicId: Int, content: String) async throws -> Entry {
        let route = Routes.createTopicComment
        try Checks.id(topicId, named: "topicId", for: route.id)
        let body = CreateTopicCommentRequestContent(comment: TopicCommentPayload(content: content))
        return try await context.perform(route, path: ["topicId": String(topicId)], body: body) { answer, label in
            guard let entry = try? JSONCoding.decoder.decode(Entry.self, from: answer.response.body) else {
                throw HeyError.unusableAnswer("\(label): HEY answered \(answer.response.status) without the note",
                                              status: answer.response.status, requestId: answer.response.headers["X-Request-Id"],
                                              hint: "Check the thread before trying again: the note may already be there")
            }
            return entry
        }
    }

    // needs services: entries
    // needs operations: GetTopic, CreateReply, GetIdentity
    // needs members: Topic.latest_entry: Entry?, Topic.entries: [Entry]?, Entry.id: integer
    // needs builds: CreateReplyRequestContent(acting_sender_id: integer, message: ReplyMessagePayload, entry: MessageEntryPayload?), ReplyMessagePayload(subject: string?, content: string)
    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    // needs builds: SentMessage()
    // needs members: SentMessage.undo_action: string?, SentMessage.delayed: boolean?
    /// Writes a message into a thread: reads the thread (`GET /topics/{topicId}.json`) and
    /// replies to its latest entry (``EntriesService/reply(entryId:reply:)``).
    ///
    /// - Throws: `usage` without a recipient (nothing is sent); `not_found` when the thread has
    ///   no entry to answer.
    @discardableResult
    public func createTopicMessage(topicId: Int, reply: ReplyContent) async throws -> SentMessage {
        try Checks.id(topicId, named: "topicId", for: "CreateTopicMessage")
        try Checks.recipients([reply.to, reply.cc, reply.bcc], for: "CreateTopicMessage")
        let topic = try await get(topicId: topicId)
        guard let latest = topic.latestEntry?.id ?? topic.entries?.last?.id else {
            throw HeyError.notFound(message: "CreateTopicMessage: topic \(topicId) has no entry to answer", detail: ErrorDetail())
        }
        return try await EntriesService(client: client).reply(entryId: latest, reply: reply)
    }

    // needs operations: MoveTopic
    // needs builds: MoveTopicRequestContent(box_id: integer)
    /// Moves a thread to the box `boxId` (`POST /topics/{topicId}/moves.json`). HEY answers 204
    /// even when nothing moved (when none of the thread's postings is yours, say); read the
    /// thread to see where it is. Never resent.
    ///
    /// - Throws: `usage` for an id that is not positive (nothing is sent).
    public func moveToBox(topicId: Int, boxId: Int) async throws {
        let route = Routes.moveTopic
        try Checks.id(topicId, named: "topicId", for: route.id)
        try Checks.id(boxId, named: "boxId", for: route.id)
        try await moveTopic(topicId: topicId, body: MoveTopicRequestContent(boxId: boxId))
    }

    // needs operations: TrashTopic
    /// Trashes a thread (`PUT /topics/{topicId}/status/trashed.json`). A thread shared with
    /// others needs `confirmDestroy` (sent as `confirm_destroy=1`, and only when true, since HEY
    /// reads an empty value as true).
    ///
    /// A redirect back to a box on HEY's origin (the browser's way home once the thread is gone)
    /// means the thread was trashed.
    ///
    /// - Throws: `usage` when HEY asks for that confirmation by redirecting to its removal page
    ///   (the redirect is read, not followed); `api_error` for any other redirect.
    public func trashTopic(topicId: Int, confirmDestroy: Bool = false) async throws {
        let route = Routes.trashTopic
        try Checks.id(topicId, named: "topicId", for: route.id)
        let query = confirmDestroy ? [URLQueryItem(name: "confirm_destroy", value: "1")] : []
        try await context.perform(route, path: ["topicId": String(topicId)], query: query,
                                  adjust: { $0.redirects = .capture }) { answer, label in
            let response = answer.response
            guard (300..<400).contains(response.status) else { return }
            let location = response.headers["Location"] ?? ""
            if location.contains("/removal/new") {
                throw HeyError.usage(message: "\(label): the thread is shared, and HEY asks to confirm removing it for everyone",
                                     hint: "Pass confirmDestroy: true")
            }
            // BEHAVIOURS.md (0.34): a confirmed trash answered by a redirect back to a box is the
            // trashing going through, not an api_error.
            if let target = URL(string: location, relativeTo: answer.url)?.absoluteURL, context.origin.contains(target),
               Self.isBoxPath(target.path) {
                return
            }
            throw HeyError.unusableAnswer("\(label): HEY answered a redirect (HTTP \(response.status)) where trashing answers 2xx",
                                          status: response.status, requestId: response.headers["X-Request-Id"])
        }
    }

    /// Whether `path` is a box's page: one of the six boxes by name, or `/boxes/<id>` (a `.json`
    /// suffix or a trailing slash allowed).
    static func isBoxPath(_ path: String) -> Bool {
        var path = path.hasSuffix("/") ? String(path.dropLast()) : path
        if path.hasSuffix(".json") { path.removeLast(5) }
        if ["/imbox", "/feedbox", "/paper_trail", "/set_aside", "/reply_later", "/bubble_up"].contains(path) { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].isEmpty && parts[1] == "boxes" && !parts[2].isEmpty
            && parts[2].allSatisfy { $0.isASCII && $0.isNumber }
    }
}
