import Foundation

// needs services: clips
/// Clips: passages of email kept for later, through HEY's browser forms (never resent).
extension ClipsService {
    /// Clips `content` from the entry `entryId` (`POST /clips`). HEY answers with a redirect or
    /// a page; nothing is read from it.
    public func create(entryId: Int, content: String) async throws {
        try Checks.id(entryId, named: "entryId", for: "CreateClip")
        try Checks.text(content, named: "content", for: "CreateClip")
        _ = try await context.submitForm(.post, "/clips", info: Self.info("CreateClip"),
                                         fields: [("clip[entry_id]", String(entryId)), ("clip[content]", content)])
    }

    /// Deletes a clip (`DELETE /clips/{clipId}`).
    public func delete(clipId: Int) async throws {
        try Checks.id(clipId, named: "clipId", for: "DeleteClip")
        _ = try await context.submitForm(.delete, "/clips/\(clipId)", info: Self.info("DeleteClip", clipId))
    }

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Clips", operation: operation, resourceType: "clip", resourceId: id)
    }
}
