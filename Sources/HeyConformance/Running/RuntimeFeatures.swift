import Foundation
import HeyDispatch
import Hey

/// The runtime calls the runner needs beyond the dispatch table: deriving a linked-account
/// client and following a page's next link.
enum RuntimeFeatures {
    /// `client.forAccount(accountId)`: reads the identity, then scopes the client.
    static func forAccount(_ accountId: Int, of client: HeyClient) async throws -> HeyClient {
        try await client.forAccount(accountId)
    }

    /// Follows `page`'s next link on `client` with `nextPage`; answers what it threw, or nil.
    static func followNextPage(_ page: Page<ExactJSON>, on client: HeyClient) async -> (any Error)? {
        do {
            _ = try await client.nextPage(page)
            return nil
        } catch {
            return error
        }
    }
}
