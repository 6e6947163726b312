import Foundation
import Testing
@testable import HeyGeneratorKit

/// One construct at a time: a few lines of spec in, the one file the templates render for it out,
/// compared whole with `Snippets/<case>.swift.txt` (a unified diff on failure). The golden trees
/// show constructs together; these show each alone, so a template change names what it changed.
///
/// To accept a change on purpose: `UPDATE_GOLDEN=1 swift test --filter SnippetTests`, then
/// review and commit `Tests/HeyGeneratorKitTests/Snippets/`.
@Suite struct SnippetTests {
    // MARK: Models

    @Test func structWithRequiredOptionalAndDateMembers() throws {
        try expectSnippet("struct", file: "Models/Note.swift", schemas: #"""
            "Note": {"type": "object", "description": "A note.", "required": ["id", "created_at"], "properties": {
              "id": {"type": "integer", "format": "int64"},
              "created_at": {"type": "string", "format": "date-time"},
              "title": {"type": "string", "description": "What it is called."},
              "tags": {"type": "array", "items": {"type": "string"}}}}
            """#)
    }

    @Test func stringEnumIsOpen() throws {
        try expectSnippet("string-enum", file: "Models/Kind.swift", schemas: #"""
            "Kind": {"type": "string", "enum": ["imbox", "the_feed"], "description": "Where it goes."}
            """#)
    }

    @Test func integerEnumIsOpen() throws {
        try expectSnippet("integer-enum", file: "Models/Level.swift", schemas: #"""
            "Level": {"type": "integer", "enum": [1, 2, 10]}
            """#)
    }

    @Test func oneOfWithDiscriminator() throws {
        try expectSnippet("one-of-discriminated", file: "Models/Shape.swift", schemas: #"""
            "Shape": {"oneOf": [{"$ref": "#/components/schemas/Circle"}, {"$ref": "#/components/schemas/Square"}],
                      "discriminator": {"propertyName": "kind", "mapping": {"circle": "#/components/schemas/Circle", "square": "#/components/schemas/Square"}}},
            "Circle": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "radius": {"type": "number"}}},
            "Square": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "side": {"type": "number"}}}
            """#)
    }

    @Test func oneOfWithoutDiscriminator() throws {
        try expectSnippet("one-of-first-that-decodes", file: "Models/Label.swift", schemas: #"""
            "Label": {"oneOf": [{"type": "string"}, {"type": "integer"}]}
            """#)
    }

    @Test func allOfIsOneStruct() throws {
        try expectSnippet("all-of", file: "Models/Event.swift", schemas: #"""
            "Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
            "Event": {"allOf": [{"$ref": "#/components/schemas/Base"},
                                {"type": "object", "properties": {"title": {"type": "string"}}}]}
            """#)
    }

    @Test func nullableAndMapMembers() throws {
        try expectSnippet("nullable-and-map", file: "Models/Settings.swift", schemas: #"""
            "Settings": {"type": "object", "required": ["color", "limits"], "properties": {
              "color": {"type": ["string", "null"]},
              "limits": {"type": "object", "additionalProperties": {"type": "integer"}}}}
            """#)
    }

    @Test func aliasOfAList() throws {
        try expectSnippet("alias", file: "Models/NoteIds.swift", schemas: #"""
            "NoteIds": {"type": "array", "items": {"type": "integer"}}
            """#)
    }

    @Test func nestedEnumsNamedAfterTheirMemberOrNamesToml() throws {
        try expectSnippet("nested-enum", file: "Models/Note.swift", schemas: #"""
            "Note": {"type": "object", "required": ["kind"], "properties": {
              "kind": {"type": "string", "enum": ["draft", "final"]},
              "sync_state": {"type": "integer", "enum": [0, 1]}}}
            """#, names: """
            [enum_names]
            "Note.kind" = "NoteKind"
            """)
    }

    // MARK: Operations

    @Test func methodWithPathQueryHeaderAndOptions() throws {
        try expectSnippet("method-and-options", file: "Services/NotesService.swift", paths: #"""
            "/notes/{noteId}": {"get": {"operationId": "GetNote", "tags": ["Notes"], "summary": "One note.",
              "parameters": [
                {"name": "noteId", "in": "path", "required": true, "schema": {"type": "integer"}},
                {"name": "format", "in": "query", "required": true, "schema": {"type": "string"}},
                {"name": "X-Note-Tag", "in": "header", "schema": {"type": "string"}},
                {"name": "ids", "in": "query", "schema": {"type": "array", "items": {"type": "integer"}}}],
              "responses": {"200": {"description": "The note.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#)
    }

    @Test func routeWithPagingAndBehaviour() throws {
        try expectSnippet("route", file: "Routes.swift", paths: #"""
            "/notes": {
              "get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes.",
                "responses": {"200": {"description": "Notes.", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}}},
                "x-hey-pagination": {"style": "link", "totalCountHeader": "X-Total-Count"},
                "x-hey-retry": {"maxAttempts": 3, "baseDelayMs": 1000, "backoff": "exponential", "retryOn": [429, 503]}},
              "delete": {"operationId": "ForgetNotes", "tags": ["Notes"], "summary": "Forget.",
                "responses": {"204": {"description": "Gone."}},
                "x-hey-auth": "none", "x-hey-redirects": "refuse", "x-hey-empty-on": {"statusCodes": [404, 410]}}}
            """#)
    }

    @Test func binaryBody() throws {
        try expectSnippet("binary-body", file: "Services/FilesService.swift", paths: #"""
            "/files": {"post": {"operationId": "UploadFile", "tags": ["Files"], "summary": "Upload bytes.",
              "requestBody": {"required": true, "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
              "responses": {"201": {"description": "Stored."}}}}
            """#)
    }

    @Test func dispatchTableReadsOpenEnumArgumentsAsRawValues() throws {
        try expectSnippet("dispatch-enum-arguments", file: "Sources/HeyDispatch/OperationTable.swift", schemas: #"""
            "Kind": {"type": "string", "enum": ["imbox", "the_feed"]},
            "Level": {"type": "integer", "enum": [1, 2]}
            """#, paths: #"""
            "/notes/{kind}": {"get": {"operationId": "ListNotesOfKind", "tags": ["Notes"], "summary": "Notes of a kind.",
              "parameters": [
                {"name": "kind", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/Kind"}},
                {"name": "levels", "in": "query", "required": true, "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Level"}}},
                {"name": "sort", "in": "query", "schema": {"$ref": "#/components/schemas/Kind"}},
                {"name": "also", "in": "query", "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Kind"}}},
                {"name": "X-Level", "in": "header", "schema": {"$ref": "#/components/schemas/Level"}}],
              "responses": {"200": {"description": "The notes.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#)
    }

    // MARK: Support

    /// Renders a spec made of `schemas` (members of `components/schemas`) and `paths` (members
    /// of `paths`), with `names` as its names.toml, and compares `Sources/Hey/Generated/<file>`
    /// (or `file` itself when it starts with `Sources/`) with `Snippets/<name>.swift.txt`.
    private func expectSnippet(_ name: String, file: String, schemas: String = "", paths: String = "", names: String = "") throws {
        let spec = try SmallSpec(schemas: schemas, paths: paths, names: names)
        defer { spec.remove() }
        let path = file.hasPrefix("Sources/") ? file : "Sources/Hey/Generated/" + file
        let rendered = try #require(try spec.render().files.first { $0.path == path },
                                    "\(name): nothing rendered at \(path)")
        let actual = String(decoding: rendered.contents, as: UTF8.self)
        let expectedFile = TestPaths.repository.appendingPathComponent("Tests/HeyGeneratorKitTests/Snippets/\(name).swift.txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try Data(actual.utf8).write(to: expectedFile)
            return
        }
        let expected = (try? String(contentsOf: expectedFile, encoding: .utf8)) ?? ""
        #expect(actual == expected, Comment(rawValue: UnifiedDiff.firstHunk(
            old: expected, new: actual, oldName: "a/Snippets/\(name).swift.txt", newName: "b/" + path)
            + "\n(accept with UPDATE_GOLDEN=1 swift test --filter SnippetTests)"))
    }
}
