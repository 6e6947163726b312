// Copied by hey-generator from Templates/Extensions/PostingsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: postings
/// Bulk actions on postings, as HEY does them: every call takes one or more posting ids (an
/// empty list is a `usage` error and nothing is sent), and with exactly one id hooks hear it as
/// the resource. HEY's answers carry nothing to read.
extension PostingsService {
    // needs operations: MarkPostingsSeen
    // needs builds: MarkPostingsRequestContent(posting_ids)
    /// Marks postings seen (`POST /postings/seen.json`).
    public func markPostingsSeen(postingIds: [Int]) async throws {
        try await bulk(Routes.markPostingsSeen, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: MarkPostingsUnseen
    // needs builds: MarkPostingsRequestContent(posting_ids)
    /// Marks postings unseen (`POST /postings/unseen.json`), so they read as new again.
    public func markPostingsUnseen(postingIds: [Int]) async throws {
        try await bulk(Routes.markPostingsUnseen, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: MovePostings
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    /// Moves postings into the box with id `boxId` (`POST /postings/moves.json`).
    public func movePostings(postingIds: [Int], boxId: Int) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.movePostings.id)
        try await bulk(Routes.movePostings, postingIds, body: MovePostingsRequestContent(postingIds: postingIds, boxId: boxId))
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    // needs members: Box.kind, Box.id
    /// Moves postings into this account's box of `kind`, found with ``BoxesService/idByKind(_:)``
    /// (the box index is read once per client).
    public func movePostings(postingIds: [Int], to kind: BoxKind) async throws {
        try Checks.ids(postingIds, named: "posting id", for: Routes.movePostings.id)
        let boxId = try await BoxesService(client: client).idByKind(kind)
        try await movePostings(postingIds: postingIds, boxId: boxId)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    // needs members: Box.kind, Box.id
    /// Moves postings to the Imbox.
    public func moveToImbox(postingIds: [Int]) async throws {
        try await movePostings(postingIds: postingIds, to: .imbox)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    // needs members: Box.kind, Box.id
    /// Moves postings to The Feed.
    public func moveToFeed(postingIds: [Int]) async throws {
        try await movePostings(postingIds: postingIds, to: .feedbox)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    // needs members: Box.kind, Box.id
    /// Moves postings to Set Aside.
    public func moveToSetAside(postingIds: [Int]) async throws {
        try await movePostings(postingIds: postingIds, to: .setAside)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    // needs members: Box.kind, Box.id
    /// Moves postings to Reply Later.
    public func moveToReplyLater(postingIds: [Int]) async throws {
        try await movePostings(postingIds: postingIds, to: .replyLater)
    }

    // needs services: boxes
    // needs operations: MovePostings, ListBoxes
    // needs builds: MovePostingsRequestContent(posting_ids, box_id)
    // needs members: Box.kind, Box.id
    /// Moves postings to the Paper Trail.
    public func moveToPaperTrail(postingIds: [Int]) async throws {
        try await movePostings(postingIds: postingIds, to: .paperTrail)
    }

    // needs operations: TrashPostings
    // needs builds: TrashPostingsRequestContent(posting_ids, remove_access)
    /// Trashes postings (`POST /postings/trash.json`).
    ///
    /// On a shared thread HEY by default removes only the user's own access. With
    /// `forEveryone` it trashes the thread for everyone on it (HEY's `remove_access` is sent as
    /// the string `"false"`).
    public func trashPostings(postingIds: [Int], forEveryone: Bool = false) async throws {
        try await bulk(Routes.trashPostings, postingIds,
                       body: TrashPostingsRequestContent(postingIds: postingIds, removeAccess: forEveryone ? "false" : nil))
    }

    // needs operations: MutePostings
    // needs builds: MarkPostingsRequestContent(posting_ids)
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
    // needs builds: MarkPostingsRequestContent(posting_ids)
    /// Reports postings as spam (`POST /postings/spam.json`). Past ten postings HEY finishes
    /// the work in the background, so they may still show where they were right after.
    public func markPostingsSpam(postingIds: [Int]) async throws {
        try await bulk(Routes.markPostingsSpam, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: AddPostingsToBoxGroup
    // needs builds: AddPostingsToBoxGroupRequestContent(posting_ids, box_id, box_group_id)
    /// Adds postings to a Set Aside group (`POST /postings/box_groups.json`).
    public func addPostingsToBoxGroup(postingIds: [Int], boxId: Int, boxGroupId: Int) async throws {
        try await bulk(Routes.addPostingsToBoxGroup, postingIds,
                       body: AddPostingsToBoxGroupRequestContent(postingIds: postingIds, boxId: boxId, boxGroupId: boxGroupId))
    }

    // needs operations: RemovePostingsFromBoxGroup
    /// Takes postings out of their Set Aside group (`DELETE /postings/box_groups.json`).
    public func removePostingsFromBoxGroup(postingIds: [Int]) async throws {
        try await bulk(Routes.removePostingsFromBoxGroup, postingIds, query: Self.idsQuery(postingIds))
    }

    // needs operations: FilePostings
    // needs builds: FilePostingsRequestContent(posting_ids, folder_id)
    /// Files postings under the folder (label) `folderId` (`POST /postings/filings.json`).
    public func filePostings(postingIds: [Int], folderId: Int) async throws {
        try await bulk(Routes.filePostings, postingIds, body: FilePostingsRequestContent(postingIds: postingIds, folderId: folderId))
    }

    // needs operations: UnfilePostings
    /// Unfiles postings (`DELETE /postings/filings.json`): from the folder `folderId`, or from
    /// every folder when it is nil or 0 (HEY's `folder_id` is then left out, since 0 names no
    /// folder).
    public func unfilePostings(postingIds: [Int], folderId: Int? = nil) async throws {
        var query = Self.idsQuery(postingIds)
        if let folderId, folderId != 0 { query.append(URLQueryItem(name: "folder_id", value: String(folderId))) }
        try await bulk(Routes.unfilePostings, postingIds, query: query)
    }

    // needs operations: CreateFolderForPostings
    // needs builds: CreateFolderForPostingsRequestContent(posting_ids, folder), FolderPayload(name)
    /// Creates a folder named `name` and files the postings in it (`POST /postings/folders.json`).
    public func createFolderForPostings(postingIds: [Int], name: String) async throws {
        try Checks.text(name, named: "folder name", for: Routes.createFolderForPostings.id)
        try await bulk(Routes.createFolderForPostings, postingIds,
                       body: CreateFolderForPostingsRequestContent(postingIds: postingIds, folder: FolderPayload(name: name)))
    }

    // needs operations: BubbleUpPostingsNow
    // needs builds: MarkPostingsRequestContent(posting_ids)
    /// Brings postings back to the top of the Imbox now (`POST /postings/bulk_bubble_up_now.json`).
    public func bubbleUpPostingsNow(postingIds: [Int]) async throws {
        try await bulk(Routes.bubbleUpPostingsNow, postingIds, body: MarkPostingsRequestContent(postingIds: postingIds))
    }

    // needs operations: SchedulePostingsBubbleUp
    // needs builds: SchedulePostingsBubbleUpRequestContent(posting_ids, slot, date)
    /// Schedules postings to bubble up (`POST /postings/bubble_up.json`): at a named moment, or
    /// on a day at HEY's morning hour in UTC (a past day runs on the scheduler's next pass).
    public func schedulePostingsBubbleUp(postingIds: [Int], at time: BubbleUpTime) async throws {
        let operation = Routes.schedulePostingsBubbleUp.id
        if case .on(let day) = time { try Checks.day(day, for: operation) }
        try await bulk(Routes.schedulePostingsBubbleUp, postingIds,
                       body: SchedulePostingsBubbleUpRequestContent(postingIds: postingIds, slot: time.slot, date: time.date))
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

/// When scheduled postings bubble back up.
public enum BubbleUpTime: Sendable, Hashable {
    /// This evening.
    case today
    /// Tomorrow morning.
    case tomorrow
    /// Saturday morning.
    case weekend
    /// Monday morning.
    case nextWeek
    /// A moment HEY picks.
    case surpriseMe
    /// The morning (HEY's hour, in UTC) of a day given as `YYYY-MM-DD`.
    case on(String)

    /// HEY's `slot`.
    var slot: String {
        switch self {
        case .today: "today"
        case .tomorrow: "tomorrow"
        case .weekend: "weekend"
        case .nextWeek: "next_week"
        case .surpriseMe: "surprise_me"
        case .on: "custom"
        }
    }

    /// HEY's `date`, for a custom slot.
    var date: String? {
        if case .on(let day) = self { return day }
        return nil
    }
}

// needs types: GetBoxPostingChangesResponseContent
/// What changed in a box: postings `added` and `updated`, and the ids of those `deleted`.
public typealias PostingChanges = GetBoxPostingChangesResponseContent

// needs services: postings
extension PostingsService {
    // needs operations: GetBoxPostingChanges
    // needs types: GetBoxPostingChangesResponseContent
    /// One page of a box's change feed (`GET /boxes/{boxId}/postings/changes.json`).
    ///
    /// Start from the box's `posting_changes_url` (``ChangeCursor/init(url:)``) and keep
    /// ``ChangeFeedPage/cursor`` for the next call. When HEY answers 409 the page says
    /// ``ChangeFeedPage/fullSyncRequired`` instead of failing (hooks hear a success): read the box
    /// in full and restart from its new `posting_changes_url`.
    public func changes(boxId: Int, cursor: ChangeCursor) async throws -> ChangeFeedPage<PostingChanges> {
        try await ChangeFeed.read(Routes.getBoxPostingChanges, path: ["boxId": String(boxId)], cursor: cursor,
                                  fullSyncOn: [409], context: context, as: PostingChanges.self)
    }

    // needs operations: GetBoxPostingChanges
    // needs members: GetBoxPostingChangesResponseContent.added, GetBoxPostingChangesResponseContent.updated, GetBoxPostingChangesResponseContent.deleted
    /// A box's change feed read to the end of the current increment: every page's `added`,
    /// `updated` and `deleted` joined in order, and the cursor to resume from.
    ///
    /// The walk stops at once when HEY asks for a full read, and at the client's `maxPages`,
    /// naming the page it did not read in ``ChangeFeedResult/nextPage``.
    public func allChanges(boxId: Int, cursor: ChangeCursor) async throws -> ChangeFeedResult<PostingChanges> {
        try await ChangeFeed.walk(from: cursor, maxPages: context.config.maxPages,
                                  read: { try await changes(boxId: boxId, cursor: $0) },
                                  merge: { merged, page in
                                      merged.added = Self.joined(merged.added, page.added)
                                      merged.updated = Self.joined(merged.updated, page.updated)
                                      merged.deleted = Self.joined(merged.deleted, page.deleted)
                                  })
    }

    private static func joined<Element>(_ first: [Element]?, _ second: [Element]?) -> [Element]? {
        guard let first else { return second }
        guard let second else { return first }
        return first + second
    }
}
