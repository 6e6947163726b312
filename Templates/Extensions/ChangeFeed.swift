import Foundation

/// Where a change feed resumes: the query HEY put in a box's `posting_changes_url`, a calendar's
/// `recording_changes_url`, the calendar list's `calendar_changes_url`, or a `Link` it answered.
///
/// ```swift
/// let box = try await client.boxes.get(boxId: id).value
/// var cursor = try ChangeCursor(url: box.postingChangesUrl ?? "")
/// let page = try await client.postings.changes(boxId: id, cursor: cursor)
/// if page.fullSyncRequired { /* read the box in full, then start from its new URL */ }
/// cursor = page.cursor
/// ```
public struct ChangeCursor: Sendable, Hashable, Codable {
    /// The exclusive ISO 8601 instant (with milliseconds) changes are read after.
    public var since: String
    /// The feed's contract version, exactly as HEY issued it.
    public var v: String?
    /// The page of the current increment, when HEY has split it.
    public var page: String?
    /// How many changes a page holds, when the caller or HEY set it.
    public var perPage: String?

    /// A cursor from its parts.
    public init(since: String, v: String? = nil, page: String? = nil, perPage: String? = nil) {
        self.since = since
        self.v = v
        self.page = page
        self.perPage = perPage
    }

    /// The cursor in a URL HEY issued (absolute or a path): its `since`, `v`, `page` and
    /// `per_page`, taken as they are rather than rebuilt.
    ///
    /// - Throws: `usage` when the URL carries no `since`.
    public init(url: String) throws {
        let items = URLComponents(string: url)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard let since = value("since"), !since.isEmpty else {
            throw HeyError.usage(message: "The change-feed URL \"\(URL(string: url)?.redactedForDisplay.absoluteString ?? url)\" carries no since",
                                        hint: "Start from the posting_changes_url, recording_changes_url or calendar_changes_url HEY answered")
        }
        self.init(since: since, v: value("v"), page: value("page"), perPage: value("per_page"))
    }

    /// `since`, `v`, `page`, `per_page`, as present.
    var queryItems: [URLQueryItem] {
        var items = [URLQueryItem(name: "since", value: since)]
        if let v { items.append(URLQueryItem(name: "v", value: v)) }
        if let page { items.append(URLQueryItem(name: "page", value: page)) }
        if let perPage { items.append(URLQueryItem(name: "per_page", value: perPage)) }
        return items
    }
}

/// One page of a change feed.
public struct ChangeFeedPage<Changes: Sendable>: Sendable {
    /// What changed on this page; nil when HEY asked for a full read instead.
    public let changes: Changes?
    /// HEY answered 409: the client is too far behind (or on another contract version). Read
    /// everything again and restart from the URL the fresh read answers.
    public let fullSyncRequired: Bool
    /// The next page of this increment, when HEY split it; nil on its last page.
    public let nextPage: ChangeCursor?
    /// Where to resume: the next page when there is one, else the fresh cursor HEY's `Link`
    /// named, else (no `Link`: nothing changed) the cursor that was sent.
    public let cursor: ChangeCursor

    /// Creates a page (for tests and fakes; the feeds build these).
    public init(changes: Changes?, fullSyncRequired: Bool, nextPage: ChangeCursor?, cursor: ChangeCursor) {
        self.changes = changes
        self.fullSyncRequired = fullSyncRequired
        self.nextPage = nextPage
        self.cursor = cursor
    }
}

/// A change feed read to its end (or to the client's `maxPages`).
public struct ChangeFeedResult<Changes: Sendable>: Sendable {
    /// Everything read, merged in the order HEY sent it; nil when HEY asked for a full read
    /// before anything was read.
    public let changes: Changes?
    /// HEY answered 409 on the way: read everything again and restart from the fresh URL.
    public let fullSyncRequired: Bool
    /// Where to resume next time: the fresh cursor of the last page read, or, when the walk
    /// stopped at `maxPages`, the page it did not read.
    public let cursor: ChangeCursor
    /// The page the walk did not read because it reached the client's `maxPages`; a complete
    /// answer never carries it.
    public let nextPage: ChangeCursor?
    /// How many pages were read.
    public let pagesRead: Int

    /// Creates a result (for tests and fakes; the walks build these).
    public init(changes: Changes?, fullSyncRequired: Bool, cursor: ChangeCursor, nextPage: ChangeCursor?, pagesRead: Int) {
        self.changes = changes
        self.fullSyncRequired = fullSyncRequired
        self.cursor = cursor
        self.nextPage = nextPage
        self.pagesRead = pagesRead
    }
}

/// Reads change-feed answers and walks a feed to its end.
enum ChangeFeed {
    /// The page HEY answered for `cursor`: its changes (or a full-sync request on 409) and the
    /// cursors its `Link` names. A `Link` off HEY's origin is a `usage` error: it is not followed.
    static func page<Changes: Decodable & Sendable>(_ answer: Answer, label: RequestLabel, sent cursor: ChangeCursor,
                                                   context: ClientContext, as type: Changes.Type) throws -> ChangeFeedPage<Changes> {
        if answer.response.status == 409 {
            return ChangeFeedPage(changes: nil, fullSyncRequired: true, nextPage: nil, cursor: cursor)
        }
        let changes = try ClientContext.decode(Changes.self, from: answer, label: label)
        guard let link = LinkHeader.target(rel: "next", in: answer.response.headers.values(for: "Link"), relativeTo: answer.url) else {
            return ChangeFeedPage(changes: changes, fullSyncRequired: false, nextPage: nil, cursor: cursor)
        }
        try OriginPolicy.checkNextPage(link, origin: context.origin, operation: label.operation)
        let next = try ChangeCursor(url: link.absoluteString)
        return ChangeFeedPage(changes: changes, fullSyncRequired: false, nextPage: next.page == nil ? nil : next, cursor: next)
    }

    /// Reads one page of a feed: the route with the cursor's query, never from or into the
    /// response cache (a feed answers what changed since, not a resource to revalidate).
    static func read<Changes: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], cursor: ChangeCursor,
                                                   fullSyncOn: Set<Int>, context: ClientContext,
                                                   as type: Changes.Type) async throws -> ChangeFeedPage<Changes> {
        try Checks.text(cursor.since, named: "since", for: route.id)
        return try await context.perform(route, path: path, query: cursor.queryItems, emptyOn: fullSyncOn,
                                         adjust: { $0.usesCache = false }) { answer, label in
            try page(answer, label: label, sent: cursor, context: context, as: Changes.self)
        }
    }

    /// Reads pages from `cursor` while HEY names a next page of the increment, up to
    /// `maxPages`, merging each page's changes into the first with `merge`.
    static func walk<Changes: Sendable>(from cursor: ChangeCursor, maxPages: Int,
                                        read: (ChangeCursor) async throws -> ChangeFeedPage<Changes>,
                                        merge: (inout Changes, Changes) -> Void) async throws -> ChangeFeedResult<Changes> {
        var merged: Changes?
        var current = cursor
        var pages = 0
        while true {
            if pages >= maxPages {
                return ChangeFeedResult(changes: merged, fullSyncRequired: false, cursor: current, nextPage: current, pagesRead: pages)
            }
            let page = try await read(current)
            pages += 1
            if page.fullSyncRequired {
                return ChangeFeedResult(changes: merged, fullSyncRequired: true, cursor: current, nextPage: nil, pagesRead: pages)
            }
            if let changes = page.changes {
                if merged == nil { merged = changes } else { merge(&merged!, changes) }
            }
            current = page.cursor
            if page.nextPage == nil {
                return ChangeFeedResult(changes: merged, fullSyncRequired: false, cursor: current, nextPage: nil, pagesRead: pages)
            }
        }
    }
}
