import Foundation

/// An extenzion: an extra address on a custom-domain account, named by its **contact id**.
public struct ExtenzionContact: Sendable, Equatable {
    /// The contact id, the number in its `/contacts/<id>` app URL (what the other calls take),
    /// not the id of the Extenzion record.
    public var id: Int
    /// Its name, as HEY shows it.
    public var name: String
    /// Its contact page in HEY's web app.
    public var appUrl: String

    /// An extenzion.
    public init(id: Int, name: String, appUrl: String) {
        self.id = id
        self.name = name
        self.appUrl = appUrl
    }
}

/// A new extenzion (``ExtenzionsService/create(accountId:params:)``).
public struct CreateExtenzionParams: Sendable, Equatable {
    /// Its name; must not be blank.
    public var name: String
    /// The addresses it delivers to (empty ones are left out).
    public var members: [String]

    /// An extenzion named `name` delivering to `members`.
    public init(name: String, members: [String] = []) {
        self.name = name
        self.members = members
    }
}

/// What to change of an extenzion (``ExtenzionsService/update(accountId:extenzionId:params:)``).
public struct UpdateExtenzionParams: Sendable, Equatable {
    /// Its new name; nil or empty keeps the current one.
    public var name: String?
    /// Every member it delivers to from now on; nil keeps the current ones. HEY's form cannot
    /// empty the list: an empty one sends nothing.
    public var members: [String]?

    /// The changes; at least one must be given.
    public init(name: String? = nil, members: [String]? = nil) {
        self.name = name
        self.members = members
    }
}

// needs services: extenzions
/// Extenzions: extra addresses on a custom-domain account. Each is named by its **contact id**,
/// the number in its `/contacts/<id>` app URL, not the id of the Extenzion record.
extension ExtenzionsService {
    // needs services: identity
    // needs operations: GetNavigation
    // needs members: NavigationResponse.items: [NavigationItem]?, NavigationItem.title: string?, NavigationItem.menu_items: [NavigationItem]?, NavigationItem.app_url: string?
    /// The account's extenzions, read from the navigation HEY shows (`GET /my/navigation.json`):
    /// the entries of its "Extensions" menu that link to a contact. Each answer's `id` is the
    /// contact id the other calls take.
    public func list() async throws -> [ExtenzionContact] {
        let navigation = try await IdentityService(client: client).getNavigation()
        let menus = (navigation.items ?? []).filter { $0.title == "Extensions" }
        return menus.flatMap { $0.menuItems ?? [] }.compactMap { item in
            guard let appUrl = item.appUrl, let id = Self.contactId(in: appUrl) else { return nil }
            return ExtenzionContact(id: id, name: item.title ?? "", appUrl: appUrl)
        }
    }

    /// The contact id in an app URL ending `/contacts/<digits>`.
    static func contactId(in appUrl: String) -> Int? {
        let path = URL(string: appUrl)?.path ?? appUrl
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2] == "contacts" else { return nil }
        let last = parts[parts.count - 1]
        guard last.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(last)
    }
}

// needs services: extenzions
/// Creating and changing extenzions: HEY's form, posted to its JSON branch (never resent).
extension ExtenzionsService {
    /// Creates an extenzion on the custom-domain account `accountId`
    /// (`POST /accounts/{accountId}/domains/extenzions.json`, a form: `extenzion[name]` and one
    /// `extenzion[members][]` per member).
    ///
    /// Answers it with its contact id, or nil when an older HEY answered with a redirect.
    ///
    /// - Throws: `usage` for an `accountId` below 1 or a blank name (nothing is sent);
    ///   `api_error` when HEY's answer names no `/contacts/<id>`.
    public func create(accountId: Int, params: CreateExtenzionParams) async throws -> ExtenzionContact? {
        try Checks.id(accountId, named: "accountId", for: "CreateExtenzion")
        try Checks.text(params.name, named: "name", for: "CreateExtenzion")
        var fields = [("extenzion[name]", params.name)]
        for member in params.members where !member.isEmpty { fields.append(("extenzion[members][]", member)) }
        let answer = try await context.submitForm(.post, "/accounts/\(accountId)/domains/extenzions.json",
                                                  info: Self.info("CreateExtenzion"), fields: fields)
        return try Self.extenzion(in: answer, operation: "CreateExtenzion")
    }

    /// Changes an extenzion (`PATCH /accounts/{accountId}/domains/extenzions/{extenzionId}.json`,
    /// a form); `extenzionId` is its contact id. A nil or empty name is left alone; members,
    /// when given, replace every member. Answers it as ``create(accountId:params:)`` does.
    ///
    /// - Throws: `usage` for an id below 1 or nothing to change (nothing is sent).
    public func update(accountId: Int, extenzionId: Int, params: UpdateExtenzionParams) async throws -> ExtenzionContact? {
        try Checks.id(accountId, named: "accountId", for: "UpdateExtenzion")
        try Checks.id(extenzionId, named: "extenzionId (the extenzion's contact id)", for: "UpdateExtenzion")
        var fields: [(String, String)] = []
        if let name = params.name, !name.isEmpty { fields.append(("extenzion[name]", name)) }
        for member in params.members ?? [] where !member.isEmpty { fields.append(("extenzion[members][]", member)) }
        guard !fields.isEmpty else {
            throw HeyError.usage(message: "UpdateExtenzion was given nothing to change; nothing was sent")
        }
        let answer = try await context.submitForm(.patch, "/accounts/\(accountId)/domains/extenzions/\(extenzionId).json",
                                                  info: Self.info("UpdateExtenzion", extenzionId), fields: fields)
        return try Self.extenzion(in: answer, operation: "UpdateExtenzion")
    }

    private static func extenzion(in answer: FormResponse, operation: String) throws -> ExtenzionContact? {
        if answer.isRedirect { return nil }
        let body = try? JSONCoding.decoder.decode(JSONValue.self, from: Data(answer.body.utf8))
        guard let appUrl = body?["app_url"]?.stringValue, let id = contactId(in: appUrl) else {
            throw HeyError.unusableAnswer("\(operation): HEY's answer names no /contacts/<id> for the extenzion",
                                          status: answer.status)
        }
        return ExtenzionContact(id: id, name: body?["name"]?.stringValue ?? "", appUrl: appUrl)
    }

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Extenzions", operation: operation, resourceType: "extenzion", resourceId: id)
    }
}
