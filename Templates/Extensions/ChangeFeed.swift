import Foundation

/// Reads change-feed answers and walks a feed to the end of its increment: the engine behind
/// ``PostingsService/changes(boxId:cursor:)`` and the calendar feeds, which each turn its answers
/// into their own cursor and change types.
///
/// HEY's `Link` tells the two kinds of "next" apart: one carrying `page` is the next page of this
/// increment (`nextPage`); one without is the cursor to poll later (`nextCursor`). No `Link`
/// means nothing changed, and the caller keeps the cursor it sent.
enum ChangeFeed {
    /// A cursor's query: `since`, `v`, `page`, `per_page`, each as HEY issued it.
    struct Cursor: Sendable, Equatable {
        var since: String?
        var version: String?
        var page: String?
        var perPage: String?

        /// The query of a URL HEY issued (absolute or a path); nil when it is not a URL.
        init?(url: String) {
            guard !url.trimmingCharacters(in: .whitespaces).isEmpty, let components = URLComponents(string: url) else {
                return nil
            }
            let items = components.queryItems ?? []
            func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
            self.init(since: value("since"), version: value("v"), page: value("page"), perPage: value("per_page"))
        }

        init(since: String?, version: String?, page: String?, perPage: String?) {
            self.since = since
            self.version = version
            self.page = page
            self.perPage = perPage
        }

        /// `since`, `v`, `page`, `per_page`, as present, in that order.
        var queryItems: [URLQueryItem] {
            [("since", since), ("v", version), ("page", page), ("per_page", perPage)].compactMap { name, value in
                value.map { URLQueryItem(name: name, value: $0) }
            }
        }
    }

    /// One page read (or a walk's pages merged).
    struct Reading<Changes: Sendable>: Sendable {
        /// What changed; nil when nothing was read (a 409 first).
        var changes: Changes?
        /// HEY answered 409: read everything again.
        var fullSyncRequired = false
        /// The next page of this increment: named by HEY's `Link`, or (after a walk that reached
        /// `maxPages`) the page not read.
        var nextPage: Cursor?
        /// The cursor to poll from later, when HEY's `Link` named one.
        var nextCursor: Cursor?
    }

    /// `usage` naming what a feed URL lacks.
    static func unreadableURL(_ url: String, lacking what: String) -> HeyError {
        let shown = URL(string: url)?.redactedForDisplay.absoluteString ?? url
        return HeyError.usage(message: "The change-feed URL \"\(shown)\" \(what)",
                              hint: "Start from the posting_changes_url, recording_changes_url or calendar_changes_url HEY answered")
    }

    /// The page HEY answered: its changes (or a full-sync request on 409) and the cursors its
    /// `Link` names. A `Link` off HEY's origin is a `usage` error and is not followed; one that
    /// names no `since` is an `api_error`.
    static func reading<Changes: Decodable & Sendable>(_ answer: Answer, label: RequestLabel, context: ClientContext,
                                                      as type: Changes.Type) throws -> Reading<Changes> {
        if answer.response.status == 409 { return Reading(changes: nil, fullSyncRequired: true) }
        let changes = try ClientContext.decode(Changes.self, from: answer, label: label)
        guard let link = LinkHeader.target(rel: "next", in: answer.response.headers.values(for: "Link"), relativeTo: answer.url) else {
            return Reading(changes: changes)
        }
        try OriginPolicy.checkNextPage(link, origin: context.origin, operation: label.operation)
        guard let next = Cursor(url: link.absoluteString), let since = next.since, !since.isEmpty else {
            throw HeyError.unusableAnswer("\(label): HEY's next link names no since", status: answer.response.status,
                                          requestId: answer.response.headers["X-Request-Id"])
        }
        return next.page == nil ? Reading(changes: changes, nextCursor: next) : Reading(changes: changes, nextPage: next)
    }

    /// Reads one page: the route with the cursor's query, never from or into the response cache
    /// (a feed answers what changed since, not a resource to revalidate). The caller has checked
    /// the cursor.
    static func read<Changes: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], cursor: Cursor,
                                                   fullSyncOn: Set<Int>, context: ClientContext,
                                                   as type: Changes.Type) async throws -> Reading<Changes> {
        try await context.perform(route, path: path, query: cursor.queryItems, emptyOn: fullSyncOn,
                                  adjust: { $0.usesCache = false }) { answer, label in
            try reading(answer, label: label, context: context, as: Changes.self)
        }
    }

    /// Reads pages from `cursor` while HEY names a next page of the increment, up to `maxPages`,
    /// merging each page's changes into the first with `merge`. It stops at once on a full-sync
    /// answer; at `maxPages` it names the page it did not read in `nextPage`.
    static func walk<Changes: Sendable>(from cursor: Cursor, maxPages: Int,
                                        read: (Cursor) async throws -> Reading<Changes>,
                                        merge: (inout Changes, Changes) -> Void) async throws -> Reading<Changes> {
        var merged: Changes?
        var current = cursor
        var pages = 0
        while true {
            if pages >= maxPages { return Reading(changes: merged, nextPage: current) }
            let page = try await read(current)
            pages += 1
            if page.fullSyncRequired { return Reading(changes: merged, fullSyncRequired: true) }
            if let changes = page.changes {
                if merged == nil { merged = changes } else { merge(&merged!, changes) }
            }
            guard let next = page.nextPage else { return Reading(changes: merged, nextCursor: page.nextCursor) }
            current = next
        }
    }
}
