import Foundation

// needs services: postings
/// Bulk actions on postings, as HEY does them: every call takes one or more posting ids (an
/// empty list is a `usage` error and nothing is sent), and with exactly one id hooks hear it as
/// the resource. HEY's answers carry nothing to read.
extension PostingsService {
    // needs operations: MarkPostingsSeen
    // needs builds: MarkPostingsRequestContent(posting_ids: [integer])
    /// Marks postings seen (`POST /postings/seen.json`).
    public func markPostingsSeen(postingIds: [Int]) async throws {
        try await bulk(Routes.markPostingsSeen, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: MarkPostingsUnseen
    // needs builds: MarkPostingsRequestContent(posting_ids: [integer])
    /// Marks postings unseen (`POST /postings/unseen.json`), so they read as new again.
    public func markPostingsUnseen(postingIds: [Int]) async throws {
        try await bulk(Routes.markPostingsUnseen, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: MovePostings
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    /// Moves postings into the box with id `boxId` (`POST /postings/moves.json`).
    public func moveToBox(boxId: Int, postingIds: [Int]) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.movePostings.id)
        try Checks.id(boxId, named: "boxId", for: Routes.movePostings.id)
        try await bulk(Routes.movePostings, postingIds, body: MovePostingsRequestContent(postingIds: postingIds, boxId: boxId))
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Moves postings into this account's box of `kind`, found with ``BoxesService/idByKind(_:)``
    /// (the box index is read once per client).
    ///
    /// ```swift
    /// try await client.postings.moveTo(kind: .replyLater, postingIds: [id])
    /// ```
    public func moveTo(kind: BoxKind, postingIds: [Int]) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.movePostings.id)
        let boxId = try await BoxesService(client: client).idByKind(kind)
        try await moveToBox(boxId: boxId, postingIds: postingIds)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Moves postings to the Imbox.
    public func moveToImbox(postingIds: [Int]) async throws {
        try await moveTo(kind: .imbox, postingIds: postingIds)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Moves postings to The Feed.
    public func moveToFeed(postingIds: [Int]) async throws {
        try await moveTo(kind: .feed, postingIds: postingIds)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Moves postings to Set Aside.
    public func moveToSetAside(postingIds: [Int]) async throws {
        try await moveTo(kind: .setAside, postingIds: postingIds)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Moves postings to Reply Later.
    public func moveToReplyLater(postingIds: [Int]) async throws {
        try await moveTo(kind: .replyLater, postingIds: postingIds)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids: [integer], box_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Moves postings to the Paper Trail.
    public func moveToPaperTrail(postingIds: [Int]) async throws {
        try await moveTo(kind: .paperTrail, postingIds: postingIds)
    }

    // needs operations: TrashPostings
    // needs builds: TrashPostingsRequestContent(posting_ids: [integer], remove_access: string?)
    /// Trashes postings (`POST /postings/trash.json`). On a shared thread HEY removes only the
    /// user's own access; ``trashForEveryone(postingIds:)`` trashes it for everyone.
    public func trashPostings(postingIds: [Int]) async throws {
        try await trash(postingIds, forEveryone: false)
    }

    // needs operations: TrashPostings
    // needs builds: TrashPostingsRequestContent(posting_ids: [integer], remove_access: string?)
    /// Moves postings to the trash: the same call as ``trashPostings(postingIds:)``.
    public func moveToTrash(postingIds: [Int]) async throws {
        try await trash(postingIds, forEveryone: false)
    }

    // needs operations: TrashPostings
    // needs builds: TrashPostingsRequestContent(posting_ids: [integer], remove_access: string?)
    /// Trashes postings' threads for everyone on them (`POST /postings/trash.json` with HEY's
    /// `remove_access` sent as the string `"false"`).
    public func trashForEveryone(postingIds: [Int]) async throws {
        try await trash(postingIds, forEveryone: true)
    }

    // needs operations: TrashPostings
    // needs builds: TrashPostingsRequestContent(posting_ids: [integer], remove_access: string?)
    /// `POST /postings/trash.json`, with `remove_access` left out unless `forEveryone`.
    private func trash(_ postingIds: [Int], forEveryone: Bool) async throws {
        try await bulk(Routes.trashPostings, postingIds,
                       body: TrashPostingsRequestContent(postingIds: postingIds, removeAccess: forEveryone ? "false" : nil))
    }

    // needs operations: MutePostings
    // needs builds: MarkPostingsRequestContent(posting_ids: [integer])
    /// Mutes postings' threads (`POST /postings/mutings.json`): new mail on them no longer
    /// surfaces.
    public func mutePostings(postingIds: [Int]) async throws {
        try await bulk(Routes.mutePostings, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: UnmutePostings
    /// Unmutes postings' threads (`DELETE /postings/mutings.json?posting_ids=1,2`).
    public func unmutePostings(postingIds: [Int]) async throws {
        try await bulk(Routes.unmutePostings, postingIds, query: Self.idsQuery(postingIds))
    }

    // needs operations: MarkPostingsSpam
    // needs builds: MarkPostingsRequestContent(posting_ids: [integer])
    /// Reports postings as spam (`POST /postings/spam.json`). Past ten postings HEY finishes
    /// the work in the background, so they may still show where they were right after.
    public func markPostingsSpam(postingIds: [Int]) async throws {
        try await bulk(Routes.markPostingsSpam, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: AddPostingsToBoxGroup
    // needs builds: AddPostingsToBoxGroupRequestContent(posting_ids: [integer], box_id: integer, box_group_id: integer)
    /// Adds postings to a Set Aside group (`POST /postings/box_groups.json`).
    public func addPostingsToBoxGroup(boxId: Int, boxGroupId: Int, postingIds: [Int]) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.addPostingsToBoxGroup.id)
        try Checks.id(boxId, named: "boxId", for: Routes.addPostingsToBoxGroup.id)
        try Checks.id(boxGroupId, named: "boxGroupId", for: Routes.addPostingsToBoxGroup.id)
        try await bulk(Routes.addPostingsToBoxGroup, postingIds,
                       body: AddPostingsToBoxGroupRequestContent(postingIds: postingIds, boxId: boxId, boxGroupId: boxGroupId))
    }

    // needs operations: RemovePostingsFromBoxGroup
    /// Takes postings out of their Set Aside group (`DELETE /postings/box_groups.json`).
    public func removePostingsFromBoxGroup(postingIds: [Int]) async throws {
        try await bulk(Routes.removePostingsFromBoxGroup, postingIds, query: Self.idsQuery(postingIds))
    }

    // needs operations: FilePostings
    // needs builds: FilePostingsRequestContent(posting_ids: [integer], folder_id: integer)
    /// Files postings under the folder (label) `folderId` (`POST /postings/filings.json`).
    public func filePostings(folderId: Int, postingIds: [Int]) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.filePostings.id)
        try Checks.id(folderId, named: "folderId", for: Routes.filePostings.id)
        try await bulk(Routes.filePostings, postingIds, body: FilePostingsRequestContent(postingIds: postingIds, folderId: folderId))
    }

    // needs operations: UnfilePostings
    /// Unfiles postings (`DELETE /postings/filings.json`): from the folder `folderId`, or from
    /// every folder when it is 0 (HEY's `folder_id` is then left out, since 0 names no folder).
    public func unfilePostings(folderId: Int, postingIds: [Int]) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.unfilePostings.id)
        if folderId != 0 { try Checks.id(folderId, named: "folderId (0: every folder)", for: Routes.unfilePostings.id) }
        var query = Self.idsQuery(postingIds)
        if folderId != 0 { query.append(URLQueryItem(name: "folder_id", value: String(folderId))) }
        try await bulk(Routes.unfilePostings, postingIds, query: query)
    }

    // needs operations: CreateFolderForPostings
    // needs builds: CreateFolderForPostingsRequestContent(posting_ids: [integer], folder: FolderPayload), FolderPayload(name: string)
    /// Creates a folder named `name` and files the postings in it (`POST /postings/folders.json`).
    public func createFolderForPostings(name: String, postingIds: [Int]) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.createFolderForPostings.id)
        try Checks.text(name, named: "folder name", for: Routes.createFolderForPostings.id)
        try await bulk(Routes.createFolderForPostings, postingIds,
                       body: CreateFolderForPostingsRequestContent(postingIds: postingIds, folder: FolderPayload(name: name)))
    }

    // needs operations: BubbleUpPostingsNow
    // needs builds: MarkPostingsRequestContent(posting_ids: [integer])
    /// Brings postings back to the top of the Imbox now (`POST /postings/bulk_bubble_up_now.json`).
    public func bubbleUpPostingsNow(postingIds: [Int]) async throws {
        try await bulk(Routes.bubbleUpPostingsNow, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: SchedulePostingsBubbleUp
    // needs builds: SchedulePostingsBubbleUpRequestContent(posting_ids: [integer], slot: string, date: string?)
    /// Schedules postings to bubble up (`POST /postings/bubble_up.json`) at `slot`: a named
    /// moment, or a day (``BubbleUpSlot/custom(date:)``) at HEY's morning hour in UTC (a past
    /// day runs on the scheduler's next pass).
    ///
    /// ```swift
    /// try await client.postings.schedulePostingsBubbleUp(slot: .tomorrow, postingIds: [id])
    /// try await client.postings.schedulePostingsBubbleUp(slot: try .custom(date: "2026-12-24"), postingIds: [id])
    /// ```
    public func schedulePostingsBubbleUp(slot: BubbleUpSlot, postingIds: [Int]) async throws {
        try await bulk(Routes.schedulePostingsBubbleUp, postingIds,
                       body: SchedulePostingsBubbleUpRequestContent(postingIds: postingIds, slot: slot.wire, date: slot.date))
    }

    // needs operations: CancelPostingsBubbleUp
    /// Cancels postings' scheduled bubble-up (`DELETE /postings/bubble_up.json`).
    public func cancelPostingsBubbleUp(postingIds: [Int]) async throws {
        try await bulk(Routes.cancelPostingsBubbleUp, postingIds, query: Self.idsQuery(postingIds))
    }

    /// Checks the ids, then sends one bulk action, naming the posting to hooks when it is one.
    private func bulk(_ route: Route, _ postingIds: [Int], query: [URLQueryItem] = [],
                      body: (any Encodable & Sendable)? = nil) async throws {
        try Checks.ids(postingIds, named: "posting id", for: route.id)
        let resourceId = postingIds.count == 1 ? postingIds[0] : nil
        try await context.send(route, resourceId: resourceId, query: query, body: body)
    }

    /// `posting_ids=1,2,3`, as HEY reads ids in a query.
    private static func idsQuery(_ ids: [Int]) -> [URLQueryItem] {
        [URLQueryItem(name: "posting_ids", value: ids.map(String.init).joined(separator: ","))]
    }
}


// needs operations: SchedulePostingsBubbleUp
/// When scheduled postings bubble back up: HEY's `slot`, and for a custom one its `date`.
public struct BubbleUpSlot: Sendable, Equatable {
    /// HEY's `slot`: `today`, `tomorrow`, `weekend`, `next_week`, `surprise_me` or `custom`.
    public let wire: String
    /// The day (`YYYY-MM-DD`) of a `custom` slot; nil for the named ones.
    public let date: String?

    private init(wire: String, date: String?) {
        self.wire = wire
        self.date = date
    }

    /// This evening.
    public static let laterToday = BubbleUpSlot(wire: "today", date: nil)
    /// Tomorrow morning.
    public static let tomorrow = BubbleUpSlot(wire: "tomorrow", date: nil)
    /// Saturday morning.
    public static let thisWeekend = BubbleUpSlot(wire: "weekend", date: nil)
    /// Monday morning.
    public static let nextWeek = BubbleUpSlot(wire: "next_week", date: nil)
    /// A moment HEY picks.
    public static let surpriseMe = BubbleUpSlot(wire: "surprise_me", date: nil)

    /// The morning (HEY's hour, in UTC) of `date`, a day written `YYYY-MM-DD`.
    ///
    /// - Throws: `usage` for anything that is not a day of the calendar (HEY would answer a 500).
    public static func custom(date: String) throws -> BubbleUpSlot {
        try Checks.day(date, for: "SchedulePostingsBubbleUp")
        return BubbleUpSlot(wire: "custom", date: date)
    }
}
