// Copied by hey-generator from Templates/Runtime/PageWalking.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Walking a paginated read page by page. Nothing is followed on its own: each next page is
/// read when the caller asks.
///
/// ```swift
/// let first = try await client.contacts.list()
/// try await client.eachPage(first) { page in
///     page.value.forEach { print($0.name ?? "") }
///     return true // false stops the walk
/// }
/// for try await page in client.pages(from: first) { print(page.value.count) }
/// let second = try await client.nextPage(first) // one page on, or nil at the end
/// ```
///
/// A next page is read with the first page's route policy (retries, waits), reported to hooks
/// as the same operation, and scoped to the same linked account. A `Link` off the HEY origin
/// (another host, another port, or a downgrade to plain http) is refused with a `usage` error
/// before anything is sent. A walk that reaches ``HeyConfig/maxPages`` with pages still unread
/// fails rather than answering a shorter list that looks complete.
extension HeyClient {
    /// The page after `page`, or nil when `page` is the last.
    public func nextPage<Value: Decodable & Sendable>(_ page: Page<Value>) async throws -> Page<Value>? {
        try await context.nextPage(page)
    }

    #if compiler(>=6.2)
    /// Hands `first` and each page after it to `visit` until the last page, or until `visit`
    /// answers false. Throws when ``HeyConfig/maxPages`` pages were read and HEY names another.
    ///
    /// The walk runs on the caller's actor, so `visit` may use the caller's state: a view model
    /// on the main actor can append each page to its own list.
    nonisolated(nonsending)
    public func eachPage<T: Decodable & Sendable>(_ first: Page<T>, _ visit: (Page<T>) async throws -> Bool) async throws {
        let walker = PageWalker(context: context, first: first)
        while let page = try await walker.next() {
            guard try await visit(page) else { return }
        }
    }
    #else
    /// Hands `first` and each page after it to `visit` until the last page, or until `visit`
    /// answers false. Throws when ``HeyConfig/maxPages`` pages were read and HEY names another.
    public func eachPage<T: Decodable & Sendable>(_ first: Page<T>, _ visit: (Page<T>) async throws -> Bool) async throws {
        let walker = PageWalker(context: context, first: first)
        while let page = try await walker.next() {
            guard try await visit(page) else { return }
        }
    }
    #endif

    /// `first` and every page after it, as a stream read one page at a time as the loop asks.
    ///
    /// ```swift
    /// for try await page in client.pages(from: try await client.contacts.list()) {
    ///     for contact in page.value { print(contact.name ?? "") }
    /// }
    /// ```
    ///
    /// Breaking out of the loop reads nothing more. Cancelling the task cancels a read in flight
    /// (the loop throws its `CancellationError` or `URLError(.cancelled)`); between reads it ends
    /// the loop, as it ends any `AsyncThrowingStream`, so check `Task.isCancelled` after it before
    /// taking the pages read for the whole list. Reading more than ``HeyConfig/maxPages`` pages
    /// fails rather than ending as if the list were complete. Only the current page is held.
    public func pages<Value: Decodable & Sendable>(from first: Page<Value>) -> AsyncThrowingStream<Page<Value>, any Error> {
        let walker = PageWalker(context: context, first: first)
        return AsyncThrowingStream(unfolding: { try await walker.next() })
    }
}

extension ClientContext {
    /// The page `page` links to, read as one operation reported like the first page's, with the
    /// first page's route policy and account scope; nil when there is no next link. A link off
    /// the HEY origin is a `usage` error and nothing is sent.
    func nextPage<Value: Decodable & Sendable>(_ page: Page<Value>) async throws -> Page<Value>? {
        guard page.hasNext, let next = page.nextURL else { return nil }
        let route = page.route
        return try await runOperation(page.info) {
            let url = try OriginPolicy.checkNextPage(next, origin: origin, operation: route.id)
            var plan = try plan(for: route, url: url, body: nil, emptyOn: [])
            plan.operation = page.info
            plan.accountScope = page.accountScope  // added to every hop by the pipeline
            let answer = try await RequestPipeline(context: self).run(plan)
            let label = RequestLabel(operation: route.id, method: route.wireMethod, url: answer.url)
            return Page(value: try Self.decode(Value.self, from: answer, label: label),
                        headers: answer.response.headers, url: answer.url, route: route,
                        info: page.info, accountScope: page.accountScope)
        }
    }
}

/// Hands out a first page and the pages after it, one at a time, counting against
/// ``HeyConfig/maxPages``. Holds only the page last handed out.
///
/// A class, used by one walk at a time (a stream's reader, or `eachPage`): a generic struct
/// holding pages would need value witnesses that compute the page's layout at run time, which
/// cost more to compile than the walk itself. `@unchecked Sendable`: its state is only touched
/// by the one task walking, one call at a time.
final class PageWalker<Value: Decodable & Sendable>: @unchecked Sendable {
    let context: ClientContext
    /// How many pages were handed out.
    private var pagesRead = 0
    /// The page last handed out; before the first call, the first page.
    private var current: Page<Value>?

    init(context: ClientContext, first: Page<Value>) {
        self.context = context
        self.current = first
    }

    /// The next page, or nil when the walk is over. Throws `CancellationError` when the task is
    /// cancelled, and a non-retryable `api_error` when ``HeyConfig/maxPages`` pages were read and
    /// HEY names another: a list must not look complete when it is not.
    func next() async throws -> Page<Value>? {
        try Task.checkCancellation()
        if pagesRead == 0, let first = current {
            pagesRead = 1
            return first
        }
        guard let current, current.hasNext else { return nil }
        let limit = context.config.maxPages
        if pagesRead >= limit {
            throw HeyError.api(
                message: "\(current.route.id): HEY names more than the \(limit) pages maxPages allows; "
                    + "the walk stopped with pages unread rather than answer a list that looks complete",
                httpStatus: nil, retryable: false, detail: ErrorDetail(hint: "Raise HeyConfig.maxPages to read further"))
        }
        guard let page = try await context.nextPage(current) else { return nil }
        self.current = page
        pagesRead += 1
        return page
    }
}
