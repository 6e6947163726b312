import Foundation

extension HeyClient {
    /// The linked account this client is scoped to, or nil for All Accounts (see `forAccount(_:)`).
    public var accountId: Int? { context.accountScope }
}

extension ClientContext {
    /// The memo key of the default sender.
    static let defaultSenderMemoKey = "defaultSenderId"

    /// This context without an account scope (itself when it has none).
    var unscoped: ClientContext {
        accountScope == nil ? self : ClientContext(deriving: self, accountScope: nil)
    }

    /// A context scoped to `accountId`, after checking the account against the identity that
    /// `identity` (the model's GetIdentity) reads.
    func forAccount(_ accountId: Int, identity route: Route) async throws -> ClientContext {
        guard accountId > 0 else {
            throw HeyError.usage(message: "forAccount: the account id must be positive, not \(accountId)")
        }
        let identity = try await unscoped.send(route, as: IdentityFacts.self)
        try identity.checkAccount(accountId)
        let scoped = ClientContext(deriving: self, accountScope: accountId)
        if let sender = try? identity.defaultSenderId(scope: accountId) {
            scoped.memo.keep(sender, as: Self.defaultSenderMemoKey)
        }
        if let user = try? identity.userId(onAccount: accountId) {
            scoped.memo.keep(user, as: Self.accountUserMemoKey)
        }
        return scoped
    }

    /// The memo key of the account's user.
    static let accountUserMemoKey = "accountUserId"

    /// The identity's user on the linked account this context is scoped to, read through
    /// `identity` (the model's GetIdentity) once per context; a `usage` error on a root context,
    /// which acts for no one account.
    func accountUserId(identity route: Route) async throws -> Int {
        guard let accountScope else {
            throw HeyError.usage(message: "accountUserId() needs a client scoped to one account",
                                 hint: "Derive one with client.forAccount(accountId)")
        }
        return try await memo.value(Self.accountUserMemoKey) {
            try await send(route, as: IdentityFacts.self).userId(onAccount: accountScope)
        }
    }

    /// The sender this context sends from, read through `identity` (the model's GetIdentity)
    /// once per context: on a linked-account context, that account's default sender, else its
    /// first; on a root context, the identity's default sender, else its first, else its primary
    /// contact. None is a `not_found` error (and is looked up again next time).
    func defaultSenderId(identity route: Route) async throws -> Int {
        try await memo.value(Self.defaultSenderMemoKey) {
            try await send(route, as: IdentityFacts.self).defaultSenderId(scope: accountScope)
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
