import Foundation
import Testing
@testable import HeyGeneratorKit

/// A request body the spec does not require (`requestBody.required` false or absent) is an
/// optional argument, `body: T? = nil`, passed on as it is: the runtime sends no body, and no
/// Content-Type, for nil (`OptionalBodyTests` of `HeyTests` shows it on the wire). The dispatch
/// table reads it with `optionalBody(as:)`, nil when the arguments have none.
@Suite struct OptionalBodyTests {
    /// One operation per kind of body: JSON, form and raw text, none of them required, and one
    /// required JSON body beside them.
    private static let paths = #"""
        "/notes": {
          "post": {"operationId": "CreateNote", "tags": ["Notes"], "summary": "A new note.",
            "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/NoteDraft"}}}},
            "responses": {"201": {"description": "Created."}}},
          "put": {"operationId": "ReplaceNotes", "tags": ["Notes"], "summary": "Every note at once.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NoteDraft"}}}},
            "responses": {"204": {"description": "Replaced."}}}},
        "/notes/{noteId}": {"patch": {"operationId": "UpdateNote", "tags": ["Notes"], "summary": "Changes a note.",
          "parameters": [{"name": "noteId", "in": "path", "required": true, "schema": {"type": "integer"}}],
          "requestBody": {"required": false, "content": {"application/x-www-form-urlencoded": {"schema": {"$ref": "#/components/schemas/NoteDraft"}}}},
          "responses": {"204": {"description": "Changed."}}}},
        "/notes/{noteId}/text": {"post": {"operationId": "AppendNoteText", "tags": ["Notes"], "summary": "Adds text to a note.",
          "parameters": [{"name": "noteId", "in": "path", "required": true, "schema": {"type": "integer"}}],
          "requestBody": {"content": {"text/plain": {"schema": {"type": "string"}}}},
          "responses": {"204": {"description": "Appended."}}}}
        """#
    private static let schemas = #"""
        "NoteDraft": {"type": "object", "properties": {"title": {"type": "string"}}}
        """#

    @Test func anOptionalBodyIsAnOptionalArgumentPassedOnAsItIs() throws {
        let service = try rendered("Sources/Hey/Generated/Services/NotesService.swift")
        let expected = [
            // JSON
            "public func create(body: NoteDraft? = nil) async throws {",
            "try await self.context.send(Routes.createNote, body: body)",
            // form
            "public func update(noteId: Int, body: NoteDraft? = nil) async throws {",
            #"try await self.context.send(Routes.updateNote, path: ["noteId": noteId.parameterValue], body: body)"#,
            // raw text
            "public func appendText(noteId: Int, body: String? = nil) async throws {",
            #"try await self.context.send(Routes.appendNoteText, path: ["noteId": noteId.parameterValue], body: body)"#,
            // a required body stays required
            "public func replace(body: NoteDraft) async throws {",
            "try await self.context.send(Routes.replaceNotes, body: body)",
        ]
        for line in expected {
            #expect(service.contains(line), "missing: \(line)\n\(service)")
        }
    }

    @Test func theDispatchTableReadsAnOptionalBodyAsNilWhenAbsent() throws {
        let table = try rendered("Sources/HeyDispatch/OperationTable.swift")
        #expect(table.contains("body: try arguments.optionalBody(as: NoteDraft.self)"), Comment(rawValue: table))
        #expect(table.contains("body: try arguments.optionalBody(as: String.self)"), Comment(rawValue: table))
        #expect(table.contains("body: try arguments.body(as: NoteDraft.self)"), Comment(rawValue: table))
    }

    private func rendered(_ path: String) throws -> String {
        let spec = try SmallSpec(schemas: Self.schemas, paths: Self.paths)
        defer { spec.remove() }
        let file = try #require(try spec.render().files.first { $0.path == path }, "no \(path) rendered")
        return String(decoding: file.contents, as: UTF8.self)
    }
}
