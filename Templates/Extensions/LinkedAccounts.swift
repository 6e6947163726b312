import Foundation

// needs operations: GetIdentity
/// Linked accounts: a client derived for one of the identity's accounts presents that account's
/// mail and acts as its user and default sender.
///
/// ```swift
/// let work = try await client.forAccount(42)
/// let boxes = try await work.boxes.list()          // GET /boxes.json?filtered_account_id=42
/// let sender = try await work.defaultSenderId()
/// let user = try await work.accountUserId()
/// ```
///
/// A scoped client shares its root's transport, credentials, hooks, settings and response cache
/// (its cache keys differ, since its URLs carry the account) and keeps its own memo (default
/// sender, box index). It adds HEY's `filtered_account_id` to every request on the HEY origin:
/// generated calls, next pages, resends, same-origin redirect hops and browser forms. Requests
/// to other origins never get it, and neither does a storage upload, whose URL goes exactly as
/// storage named it. Calendar, journal, habits and time tracking belong to the identity, so they
/// read the same through a scoped client.
extension HeyClient {
    /// A client scoped to the linked account `accountId`.
    ///
    /// Reads the identity first (unscoped) and fails there when the account is not one of the
    /// identity's, or cannot be presented (only active accounts, and inactive work or domain
    /// accounts, can): a stale id is a `not_found` error on derivation, not on the first read.
    /// An id below 1 is a `usage` error and nothing is sent.
    public func forAccount(_ accountId: Int) async throws -> HeyClient {
        HeyClient(context: try await context.forAccount(accountId, identity: Routes.getIdentity))
    }

    /// The id of the sender this client sends from, looked up once per client.
    ///
    /// On a linked-account client: that account's default sender, else its first one. On a root
    /// client: the identity's default sender, else its first, else its primary contact. None
    /// is a `not_found` error (and is looked up again next time).
    public func defaultSenderId() async throws -> Int {
        try await context.defaultSenderId(identity: Routes.getIdentity)
    }

    /// The identity's user on the linked account this client is scoped to (what HEY files
    /// contacts under, as `acting_user_id`), looked up once per client. On a root client, which
    /// acts for no one account, a `usage` error; an identity with no user on the account is
    /// `not_found`.
    public func accountUserId() async throws -> Int {
        try await context.accountUserId(identity: Routes.getIdentity)
    }
}
