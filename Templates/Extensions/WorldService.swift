import Foundation

/// HEY World: the blog a HEY user writes by email. Posts are published by mailing
/// `world@hey.com`; HEY's browser forms edit and delete them, and the subscriber list is a CSV.
/// The model has no route for any of it. Forms are never resent by the client.
///
/// ```swift
/// let token = try await client.world.publish(subject: "Hello", content: "<div>First post</div>")
/// try await client.world.updatePost(token: token, subject: "Hello, world", content: "")
/// ```
public final class WorldService: BaseService, @unchecked Sendable {
    /// The address HEY World posts are mailed to.
    public static let worldAddress = "world@hey.com"

    // needs operations: GetIdentity
    /// Publishes a post by mailing it to HEY World (`POST /messages`, a form, from the client's
    /// default sender: a client made with ``HeyClient/forAccount(_:)`` posts as that account)
    /// and answers the post's token, read from the redirect to `/world/posts/<token>`.
    ///
    /// - Parameters:
    ///   - subject: the post's title.
    ///   - content: the post's body, as HTML; blank content is a `usage` error.
    /// - Throws: `api_error` when HEY's redirect does not lead to a World post (the error says
    ///   where it led): the email **has** gone out, so do not simply try again. `usage` for blank
    ///   content (nothing is sent).
    @discardableResult
    public func publish(subject: String, content: String) async throws -> String {
        let operation = "CreateWorldPost"
        try Checks.text(content, named: "content", for: operation)
        let sender = try await context.defaultSenderId(identity: Routes.getIdentity)
        let info = Self.info(operation)
        // BEHAVIOURS.md (0.34): hooks and caller agree. The answer is read inside the operation,
        // so a message that did not become a post ends as a failure in the hooks too (it ended
        // as a success there, the form having been answered).
        return try await context.runOperation(info) {
            let answer = try await context.formAnswerWithinOperation(context.formOperation(.post, "/messages", info: info, fields: [
                ("acting_sender_id", String(sender)), ("message[subject]", subject), ("message[content]", content),
                ("entry[addressed][directly]", Self.worldAddress), ("entry[status]", "active"),
            ]))
            let target = answer.location.flatMap { URL(string: $0, relativeTo: context.origin.base)?.absoluteURL }
            guard let token = target.flatMap(Self.postToken) else {
                let landed = target.map { "it landed at \($0.redactedForDisplay.absoluteString)" }
                    ?? "HEY answered \(answer.status) without a redirect"
                throw HeyError.unusableAnswer("\(operation): the message was sent but did not become a HEY World post; \(landed)",
                                              status: answer.status, hint: "The email has gone out; check HEY World before sending again")
            }
            return token
        }
    }

    /// Changes a post (`PATCH /world/posts/{token}`); an empty subject or content is left as it
    /// is.
    ///
    /// - Throws: `usage` for a blank token, or when both are empty (nothing is sent).
    public func updatePost(token: String, subject: String, content: String) async throws {
        let operation = "UpdateWorldPost"
        try Checks.text(token, named: "post token", for: operation)
        var fields: [(String, String)] = []
        if !subject.isEmpty { fields.append(("world_post[subject]", subject)) }
        if !content.isEmpty { fields.append(("world_post[content]", content)) }
        guard !fields.isEmpty else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        _ = try await context.submitForm(.patch, "/world/posts/\(ClientContext.segment(token))", info: Self.info(operation), fields: fields)
    }

    /// Deletes a post (`DELETE /world/posts/{token}`).
    ///
    /// - Throws: `usage` for a blank token (nothing is sent).
    public func deletePost(token: String) async throws {
        let operation = "DeleteWorldPost"
        try Checks.text(token, named: "post token", for: operation)
        _ = try await context.submitForm(.delete, "/world/posts/\(ClientContext.segment(token))", info: Self.info(operation))
    }

    /// The confirmed subscribers of the World list `listEmailAddress` (a list is named by its
    /// author's address), as CSV with the columns `email_address` and `subscribed_at`
    /// (`GET /world/lists/{listEmailAddress}/export.csv`, `Accept: text/csv`). Read up to 50 MiB.
    ///
    /// - Throws: `usage` for a blank address (nothing is sent).
    public func exportSubscribers(listEmailAddress: String) async throws -> Data {
        try Checks.text(listEmailAddress, named: "list email address", for: Self.exportRoute.id)
        return try await context.perform(Self.exportRoute, path: ["listEmailAddress": listEmailAddress], adjust: { plan in
            plan.headers["Accept"] = "text/csv"
            plan.responseLimit = max(plan.responseLimit, 50 << 20)
            plan.usesCache = false
        }) { answer, _ in answer.response.body }
    }

    /// Imports subscribers into the World list `listEmailAddress` from CSV
    /// (`POST /world/lists/{listEmailAddress}/imports`, multipart, one file part named
    /// `world_list_import[source]`). An empty `filename` is `subscribers.csv`, and `.csv` is
    /// added to one without it. Never resent.
    ///
    /// - Throws: `usage` for a blank address or no CSV (nothing is sent).
    public func importSubscribers(listEmailAddress: String, filename: String, csv: Data) async throws {
        let operation = "ImportWorldSubscribers"
        try Checks.text(listEmailAddress, named: "list email address", for: operation)
        guard !csv.isEmpty else { throw HeyError.usage(message: "\(operation) needs CSV to import; nothing was sent") }
        var name = filename.isEmpty ? "subscribers.csv" : filename
        if !name.lowercased().hasSuffix(".csv") { name += ".csv" }
        let boundary = "hey-swift-\(UUID().uuidString)"
        let quoted = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"world_list_import[source]\"; filename=\"\(quoted)\"\r\n".utf8)
        body += Data("Content-Type: text/csv\r\n\r\n".utf8) + csv + Data("\r\n--\(boundary)--\r\n".utf8)
        var form = client.form(.post, "/world/lists/\(ClientContext.segment(listEmailAddress))/imports")
        form.info = Self.info(operation)
        form.bodyBytes(contentType: "multipart/form-data; boundary=\(boundary)", body)
        _ = try await client.sendForm(form)
    }

    /// `GET /world/lists/{listEmailAddress}/export.csv` (not in the model).
    static let exportRoute = Route.unmodelledRead(
        id: "ExportWorldSubscribers", service: "World", path: "/world/lists/{listEmailAddress}/export.csv", resourceType: "world_list")

    /// The token in a `/world/posts/<hex token>` URL.
    static func postToken(in url: URL) -> String? {
        let parts = url.path.split(separator: "/")
        guard let index = parts.firstIndex(of: "posts"), index > 0, parts[index - 1] == "world", index + 1 < parts.count else { return nil }
        let token = parts[index + 1]
        return !token.isEmpty && token.allSatisfy(\.isHexDigit) ? String(token) : nil
    }

    private static func info(_ operation: String) -> OperationInfo {
        writeInfo(service: "World", operation: operation, resourceType: "world_post")
    }
}

extension HeyClient {
    /// HEY World, the blog written by email: publish, edit and delete posts, export and import
    /// subscribers. The model has no route for it; see ``WorldService``.
    public var world: WorldService { WorldService(client: self) }
}
