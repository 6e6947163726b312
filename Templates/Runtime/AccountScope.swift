import Foundation

/// Linked accounts: a client derived for one of the identity's accounts presents that account's
/// mail and acts as its user and default sender.
///
/// ```swift
/// let work = try await client.forAccount(42)
/// let boxes = try await work.boxes.list()          // GET /boxes.json?filtered_account_id=42
/// let sender = try await work.defaultSenderId()
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
        HeyClient(context: try await context.forAccount(accountId))
    }

    /// The id of the sender this client sends from, looked up once per client.
    ///
    /// On a linked-account client: that account's default sender, else its first one. On a root
    /// client: the identity's default sender, else its first, else its primary contact. None
    /// is a `not_found` error (and is looked up again next time).
    public func defaultSenderId() async throws -> Int {
        try await context.defaultSenderId()
    }

    /// The linked account this client is scoped to, or nil for All Accounts.
    public var accountId: Int? { context.accountScope }
}

extension ClientContext {
    /// The memo key of the default sender.
    static let defaultSenderMemoKey = "defaultSenderId"

    /// This context without an account scope (itself when it has none).
    var unscoped: ClientContext {
        accountScope == nil ? self : ClientContext(deriving: self, accountScope: nil)
    }

    /// A context scoped to `accountId`, after checking the account against the identity.
    func forAccount(_ accountId: Int) async throws -> ClientContext {
        guard accountId > 0 else {
            throw HeyError.invalidUsage("forAccount: the account id must be positive, not \(accountId)")
        }
        let identity = try await unscoped.send(Routes.getIdentity, as: IdentityFacts.self)
        try identity.checkAccount(accountId)
        let scoped = ClientContext(deriving: self, accountScope: accountId)
        if let sender = try? identity.defaultSenderId(scope: accountId) {
            scoped.memo.keep(sender, as: Self.defaultSenderMemoKey)
        }
        return scoped
    }

    /// The sender this context sends from (see ``HeyClient/defaultSenderId()``).
    func defaultSenderId() async throws -> Int {
        try await memo.value(Self.defaultSenderMemoKey) {
            try await send(Routes.getIdentity, as: IdentityFacts.self).defaultSenderId(scope: accountScope)
        }
    }
}

/// Adds a linked account's `filtered_account_id` to URLs on the HEY origin.
enum AccountScope {
    /// `url` with `filtered_account_id=<scope>` set exactly once when it is on `origin`;
    /// unchanged when `scope` is nil, the URL is elsewhere, or it already names the account.
    static func applied(_ scope: Int?, to url: URL, origin: Origin) -> URL {
        guard let scope, origin.contains(url),
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        let name = RequestURL.accountScopeParameter
        let value = String(scope)
        let items = components.percentEncodedQueryItems ?? []
        let named = items.filter { $0.name == name }
        if named.count == 1, named[0].value == value { return url }
        components.percentEncodedQueryItems = items.filter { $0.name != name } + [URLQueryItem(name: name, value: value)]
        return components.url ?? url
    }
}
