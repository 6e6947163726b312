import Foundation

/// A first page and every page after it, read one at a time as the loop asks
/// (``HeyClient/pages(from:)``).
///
/// ```swift
/// for try await page in client.pages(from: try await client.contacts.list()) {
///     for contact in page.value { print(contact.name ?? "") }
/// }
/// ```
///
/// Each page after the first is read with ``HeyClient/nextPage(_:)``. Breaking out of the loop
/// reads nothing more; cancelling the task ends it with `CancellationError`. Reading more than
/// ``HeyConfig/maxPages`` pages fails rather than ending as if the list were complete. Only the
/// current page is held.
public struct PageSequence<Value: Decodable & Sendable>: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = Page<Value>

    let context: ClientContext
    let first: Page<Value>

    /// Starts a walk at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(walker: PageWalker(context: context, first: first))
    }

    /// Reads the pages of one walk.
    public struct Iterator: AsyncIteratorProtocol {
        let walker: PageWalker<Value>

        /// The next page, or nil after the last.
        public mutating func next() async throws -> Page<Value>? {
            try await walker.next()
        }
    }
}
