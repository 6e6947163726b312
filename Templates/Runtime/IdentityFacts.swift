import Foundation

/// The parts of HEY's identity (`GET /identity.json`) the client itself relies on: which
/// accounts it may act as and which sender each sends from.
///
/// Read leniently (every member optional) so a lookup depends only on the members it uses.
struct IdentityFacts: Decodable, Sendable {
    /// One of the identity's accounts.
    struct Account: Decodable, Sendable {
        let id: Int?
        let status: String?
        let purpose: String?

        /// Active, or inactive but a work or custom-domain account (which HEY still presents).
        var isAccessible: Bool {
            switch status {
            case "active": true
            case "inactive": purpose == "work" || purpose == "domains"
            default: false
            }
        }
    }

    /// An address the identity can send from.
    struct Sender: Decodable, Sendable {
        let id: Int?
        let accountId: Int?
        let isDefault: Bool?

        enum CodingKeys: String, CodingKey {
            case id
            case accountId = "account_id"
            case isDefault = "default"
        }
    }

    /// The identity's primary contact (only its id is used).
    struct ContactReference: Decodable, Sendable {
        let id: Int?
    }

    /// The identity's user on one account.
    struct User: Decodable, Sendable {
        let id: Int?
        let accountId: Int?

        enum CodingKeys: String, CodingKey {
            case id
            case accountId = "account_id"
        }
    }

    let accounts: [Account]?
    let senders: [Sender]?
    let primaryContact: ContactReference?
    let allUsers: [User]?

    enum CodingKeys: String, CodingKey {
        case accounts
        case senders
        case primaryContact = "primary_contact"
        case allUsers = "all_users"
    }

    /// The identity's user on `accountId`; none is `not_found`.
    func userId(onAccount accountId: Int) throws -> Int {
        if let id = allUsers?.first(where: { $0.accountId == accountId })?.id { return id }
        throw HeyError.notFound(message: "The identity has no user on account \(accountId)",
                                detail: ErrorDetail(hint: "HEY lists them in client.identity.get().allUsers"))
    }

    /// Checks that the identity may act as `accountId`; a missing or inaccessible account is
    /// `not_found`.
    func checkAccount(_ accountId: Int) throws {
        guard let account = accounts?.first(where: { $0.id == accountId }) else {
            let known = (accounts ?? []).compactMap(\.id).map(String.init).joined(separator: ", ")
            throw HeyError.notFound(message: "Account \(accountId) is not one of this identity's accounts (\(known.isEmpty ? "none" : known))",
                detail: ErrorDetail(hint: "Read client.identity.get() for the accounts this token can act as"))
        }
        guard account.isAccessible else {
            throw HeyError.notFound(message: "Account \(accountId) is \(account.status ?? "of unknown status") and cannot be acted as",
                detail: ErrorDetail(hint: "Only active accounts, and inactive work or domain accounts, can be presented"))
        }
    }

    /// The sender a client scoped to `accountId` (nil: All Accounts) sends from.
    ///
    /// - Scoped: that account's default sender, else its first sender.
    /// - All Accounts: the default sender, else the first sender, else the primary contact.
    ///
    /// Anything else is `not_found`.
    func defaultSenderId(scope accountId: Int?) throws -> Int {
        let all = (senders ?? []).filter { $0.id != nil }
        if let accountId {
            let own = all.filter { $0.accountId == accountId }
            if let sender = own.first(where: { $0.isDefault == true }) ?? own.first, let id = sender.id { return id }
            throw HeyError.notFound(message: "The identity has no sender for account \(accountId)",
                                    detail: ErrorDetail(hint: "HEY lists senders in client.identity.get().senders"))
        }
        if let sender = all.first(where: { $0.isDefault == true }) ?? all.first, let id = sender.id { return id }
        if let id = primaryContact?.id { return id }
        throw HeyError.notFound(message: "The identity has no sender and no primary contact",
                                detail: ErrorDetail(hint: "HEY lists senders in client.identity.get().senders"))
    }
}
