import Foundation

// needs services: extenzions
/// Extenzions: extra addresses on a custom-domain account. Each is named by its **contact id**,
/// the number in its `/contacts/<id>` app URL, not the id of the Extenzion record.
extension ExtenzionsService {
    // needs services: identity
    // needs operations: GetNavigation
    // needs members: NavigationResponse.items, NavigationItem.title, NavigationItem.menu_items, NavigationItem.app_url
    // needs builds: Extenzion(id, name, app_url)
    /// The account's extenzions, read from the navigation HEY shows (`GET /my/navigation.json`):
    /// the entries of its "Extensions" menu that link to a contact. Each answer's `id` is the
    /// contact id the other calls take.
    public func list() async throws -> [Extenzion] {
        let navigation = try await IdentityService(client: client).getNavigation()
        let menus = (navigation.items ?? []).filter { $0.title == "Extensions" }
        return menus.flatMap { $0.menuItems ?? [] }.compactMap { item in
            guard let appUrl = item.appUrl, let id = Self.contactId(in: appUrl) else { return nil }
            return Extenzion(id: id, name: item.title, appUrl: appUrl)
        }
    }

    // needs operations: DeleteExtenzion
    /// Removes an extenzion (`DELETE /accounts/{accountId}/domains/extenzions/{extenzionId}.json`;
    /// HEY answers 204). `extenzionId` is its contact id.
    ///
    /// - Throws: `forbidden` when the caller may not edit it.
    public func deleteExtenzion(accountId: Int, extenzionId: Int) async throws {
        let operation = Routes.deleteExtenzion.id
        try Checks.id(accountId, named: "accountId", for: operation)
        try Checks.id(extenzionId, named: "extenzionId (the extenzion's contact id)", for: operation)
        try await delete(accountId: accountId, extenzionId: extenzionId)
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
    // needs builds: Extenzion(id, name, app_url)
    /// Creates an extenzion named `name` on the custom-domain account `accountId`, delivering
    /// to `members` (`POST /accounts/{accountId}/domains/extenzions.json`, a form).
    ///
    /// Answers it with its contact id, or nil when an older HEY answered with a redirect.
    ///
    /// - Throws: `api_error` when HEY's answer names no `/contacts/<id>`.
    public func create(accountId: Int, name: String, members: [String] = []) async throws -> Extenzion? {
        try Checks.id(accountId, named: "accountId", for: "CreateExtenzion")
        try Checks.text(name, named: "name", for: "CreateExtenzion")
        var fields = [("extenzion[name]", name)]
        for member in members where !member.isEmpty { fields.append(("extenzion[members][]", member)) }
        let answer = try await context.submitForm(.post, "/accounts/\(accountId)/domains/extenzions.json",
                                                  info: Self.info("CreateExtenzion"), fields: fields)
        return try Self.extenzion(in: answer, operation: "CreateExtenzion")
    }

    // needs builds: Extenzion(id, name, app_url)
    /// Changes an extenzion (`PATCH /accounts/{accountId}/domains/extenzions/{extenzionId}.json`,
    /// a form); `extenzionId` is its contact id. A nil or empty `name` is left alone; `members`,
    /// when given, replaces every member (HEY's form cannot empty the list: an empty one sends
    /// nothing). Answers it as ``create(accountId:name:members:)`` does.
    public func update(accountId: Int, extenzionId: Int, name: String? = nil, members: [String]? = nil) async throws -> Extenzion? {
        try Checks.id(accountId, named: "accountId", for: "UpdateExtenzion")
        try Checks.id(extenzionId, named: "extenzionId", for: "UpdateExtenzion")
        var fields: [(String, String)] = []
        if let name, !name.isEmpty { fields.append(("extenzion[name]", name)) }
        for member in members ?? [] where !member.isEmpty { fields.append(("extenzion[members][]", member)) }
        guard !fields.isEmpty else {
            throw HeyError.usage(message: "UpdateExtenzion was given nothing to change; nothing was sent")
        }
        let answer = try await context.submitForm(.patch, "/accounts/\(accountId)/domains/extenzions/\(extenzionId).json",
                                                  info: Self.info("UpdateExtenzion", extenzionId), fields: fields)
        return try Self.extenzion(in: answer, operation: "UpdateExtenzion")
    }

    // needs builds: Extenzion(id, name, app_url)
    private static func extenzion(in answer: FormResponse, operation: String) throws -> Extenzion? {
        if answer.isRedirect { return nil }
        let body = try? JSONCoding.decoder.decode(JSONValue.self, from: Data(answer.body.utf8))
        guard let appUrl = body?["app_url"]?.stringValue, let id = contactId(in: appUrl) else {
            throw HeyError.unusableAnswer("\(operation): HEY's answer names no /contacts/<id> for the extenzion",
                                          status: answer.status)
        }
        return Extenzion(id: id, name: body?["name"]?.stringValue, appUrl: appUrl)
    }

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Extenzions", operation: operation, resourceType: "extenzion", resourceId: id)
    }
}
