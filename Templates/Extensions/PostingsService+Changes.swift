import Foundation

/// Where a box's change feed resumes: the query of the box's `posting_changes_url`, or of a
/// `Link` HEY answered, taken as HEY wrote it rather than rebuilt.
///
/// ```swift
/// let box = try await client.boxes.get(boxId: id)
/// var cursor = try PostingChangesCursor.fromURL(box.postingChangesUrl ?? "")
/// let changes = try await client.postings.allChanges(boxId: id, cursor: cursor)
/// if changes.fullSyncRequired { /* read the box in full, then start from its new URL */ }
/// cursor = changes.nextCursor ?? cursor
/// ```
public struct PostingChangesCursor: Sendable, Hashable {
    /// The exclusive ISO 8601 instant (with milliseconds) changes are read after (`since`).
    public var since: String
    /// The feed's contract version (`v`), exactly as HEY issued it.
    public var version: String?
    /// The page of the current increment (`page`), when HEY has split it.
    public var page: String?
    /// How many changes a page holds (`per_page`), when set.
    public var perPage: String?

    /// A cursor from its parts.
    public init(since: String, version: String? = nil, page: String? = nil, perPage: String? = nil) {
        self.since = since
        self.version = version
        self.page = page
        self.perPage = perPage
    }

    /// The cursor in a URL HEY issued (absolute or a path): its `since`, `v`, `page` and
    /// `per_page`.
    ///
    /// - Throws: `usage` when the URL is not one or carries no `since`.
    public static func fromURL(_ changesURL: String) throws -> PostingChangesCursor {
        guard let query = ChangeFeed.Cursor(url: changesURL) else {
            throw ChangeFeed.unreadableURL(changesURL, lacking: "is not a URL")
        }
        guard let cursor = PostingChangesCursor(query) else {
            throw ChangeFeed.unreadableURL(changesURL, lacking: "carries no since")
        }
        return cursor
    }

    /// The cursor of a feed query; nil without a `since`.
    init?(_ query: ChangeFeed.Cursor) {
        guard let since = query.since, !since.isEmpty else { return nil }
        self.init(since: since, version: query.version, page: query.page, perPage: query.perPage)
    }

    /// The feed query this cursor sends.
    var query: ChangeFeed.Cursor { ChangeFeed.Cursor(since: since, version: version, page: page, perPage: perPage) }
}

// needs types: Posting, DeletedPosting
/// What changed in a box, and where the feed goes on from here.
///
/// `nextPage` names the next page of this increment (HEY split it); `nextCursor` the cursor to
/// poll from later (the increment's last page); neither is set when nothing changed (keep the
/// cursor you sent). `fullSyncRequired` is HEY's 409: the client is too far behind (or on
/// another contract version), so read the box in full and restart from its new
/// `posting_changes_url`.
public struct PostingChanges: Sendable, Equatable {
    /// Postings new to the box.
    public var added: [Posting]
    /// Postings that changed.
    public var updated: [Posting]
    /// Postings that left the box.
    public var deleted: [DeletedPosting]
    /// The next page of this increment; from ``PostingsService/allChanges(boxId:cursor:)``, the
    /// page it did not read because it reached the client's `maxPages` (a complete answer never
    /// carries one).
    public var nextPage: PostingChangesCursor?
    /// The cursor to poll from later, when HEY named one.
    public var nextCursor: PostingChangesCursor?
    /// HEY answered 409: read the box in full and restart from its new `posting_changes_url`.
    public var fullSyncRequired: Bool

    /// Creates a change set.
    public init(added: [Posting] = [], updated: [Posting] = [], deleted: [DeletedPosting] = [],
                nextPage: PostingChangesCursor? = nil, nextCursor: PostingChangesCursor? = nil, fullSyncRequired: Bool = false) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
        self.nextPage = nextPage
        self.nextCursor = nextCursor
        self.fullSyncRequired = fullSyncRequired
    }
}

// needs services: postings
extension PostingsService {
    // needs operations: GetBoxPostingChanges
    // needs types: Posting, DeletedPosting, GetBoxPostingChangesResponseContent
    // needs members: GetBoxPostingChangesResponseContent.added: [Posting]?, GetBoxPostingChangesResponseContent.updated: [Posting]?, GetBoxPostingChangesResponseContent.deleted: [DeletedPosting]?
    /// One page of a box's change feed (`GET /boxes/{boxId}/postings/changes.json`), never
    /// answered from the cache.
    ///
    /// Start from the box's `posting_changes_url` (``PostingChangesCursor/fromURL(_:)``). HEY's
    /// 409 is answered as ``PostingChanges/fullSyncRequired`` rather than thrown (hooks hear a
    /// success).
    ///
    /// - Throws: `usage` for a blank `since` (nothing is sent) or a `Link` off HEY's origin.
    public func changes(boxId: Int, cursor: PostingChangesCursor) async throws -> PostingChanges {
        Self.postingChanges(try await read(boxId: boxId, cursor.query))
    }

    // needs operations: GetBoxPostingChanges
    // needs types: Posting, DeletedPosting, GetBoxPostingChangesResponseContent
    // needs members: GetBoxPostingChangesResponseContent.added: [Posting]?, GetBoxPostingChangesResponseContent.updated: [Posting]?, GetBoxPostingChangesResponseContent.deleted: [DeletedPosting]?
    /// A box's change feed read to the end of the current increment: every page's `added`,
    /// `updated` and `deleted` joined in order, and HEY's cursor to poll from later.
    ///
    /// The walk stops at once when HEY asks for a full read, and at the client's `maxPages`,
    /// naming the page it did not read in ``PostingChanges/nextPage``.
    public func allChanges(boxId: Int, cursor: PostingChangesCursor) async throws -> PostingChanges {
        let walked = try await ChangeFeed.walk(from: cursor.query, maxPages: context.config.maxPages,
                                               read: { try await read(boxId: boxId, $0) },
                                               merge: { merged, page in
                                                   merged.added = Self.joined(merged.added, page.added)
                                                   merged.updated = Self.joined(merged.updated, page.updated)
                                                   merged.deleted = Self.joined(merged.deleted, page.deleted)
                                               })
        return Self.postingChanges(walked)
    }

    // needs operations: GetBoxPostingChanges
    // needs types: Posting, DeletedPosting, GetBoxPostingChangesResponseContent
    /// Checks the box and the cursor, then reads one page.
    private func read(boxId: Int, _ query: ChangeFeed.Cursor) async throws -> ChangeFeed.Reading<GetBoxPostingChangesResponseContent> {
        let route = Routes.getBoxPostingChanges
        try Checks.id(boxId, named: "boxId", for: route.id)
        try Checks.text(query.since ?? "", named: "since (from the box's posting_changes_url)", for: route.id)
        return try await ChangeFeed.read(route, path: ["boxId": String(boxId)], cursor: query, fullSyncOn: [409],
                                         context: context, as: GetBoxPostingChangesResponseContent.self)
    }

    // needs types: Posting, DeletedPosting, GetBoxPostingChangesResponseContent
    // needs members: GetBoxPostingChangesResponseContent.added: [Posting]?, GetBoxPostingChangesResponseContent.updated: [Posting]?, GetBoxPostingChangesResponseContent.deleted: [DeletedPosting]?
    /// The public form of a reading (its cursors all carry a `since`: the reading checked them).
    private static func postingChanges(_ reading: ChangeFeed.Reading<GetBoxPostingChangesResponseContent>) -> PostingChanges {
        PostingChanges(added: reading.changes?.added ?? [], updated: reading.changes?.updated ?? [],
                       deleted: reading.changes?.deleted ?? [],
                       nextPage: reading.nextPage.flatMap(PostingChangesCursor.init),
                       nextCursor: reading.nextCursor.flatMap(PostingChangesCursor.init),
                       fullSyncRequired: reading.fullSyncRequired)
    }

    private static func joined<Element>(_ first: [Element]?, _ second: [Element]?) -> [Element]? {
        guard let first else { return second }
        guard let second else { return first }
        return first + second
    }
}
