import Foundation

// needs services: snippets
/// Snippets: reusable text for the composer, through HEY's browser forms (never resent). HEY
/// redirects after each; no id is read, so list the snippets to find a new one.
extension SnippetsService {
    /// Creates a snippet (`POST /snippets`); empty fields are left out.
    public func create(name: String, content: String) async throws {
        try Checks.text(name, named: "name", for: "CreateSnippet")
        _ = try await context.submitForm(.post, "/snippets", info: Self.info("CreateSnippet"),
                                         fields: Self.fields(name: name, content: content))
    }

    /// Changes a snippet (`PATCH /snippets/{snippetId}`); an empty name or content is left alone.
    ///
    /// - Throws: `usage` when both are empty (nothing is sent).
    public func update(snippetId: Int, name: String, content: String) async throws {
        try Checks.id(snippetId, named: "snippetId", for: "UpdateSnippet")
        let fields = Self.fields(name: name, content: content)
        guard !fields.isEmpty else {
            throw HeyError.usage(message: "UpdateSnippet was given nothing to change; nothing was sent")
        }
        _ = try await context.submitForm(.patch, "/snippets/\(snippetId)", info: Self.info("UpdateSnippet", snippetId), fields: fields)
    }

    /// Deletes a snippet (`DELETE /snippets/{snippetId}`).
    public func delete(snippetId: Int) async throws {
        try Checks.id(snippetId, named: "snippetId", for: "DeleteSnippet")
        _ = try await context.submitForm(.delete, "/snippets/\(snippetId)", info: Self.info("DeleteSnippet", snippetId))
    }

    private static func fields(name: String, content: String) -> [(String, String)] {
        var fields: [(String, String)] = []
        if !name.isEmpty { fields.append(("snippet[name]", name)) }
        if !content.isEmpty { fields.append(("snippet[content]", content)) }
        return fields
    }

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Snippets", operation: operation, resourceType: "snippet", resourceId: id)
    }
}
