import Testing
@testable import HeyGeneratorKit

/// Snippets of what a HEAD operation becomes: a method that returns nothing, and a GET's route
/// that sends HEAD (see `SnippetHarness`).
@Suite struct SnippetHeadTests {
    /// `GET` and `HEAD` of one note, the HEAD documenting a JSON body it cannot have.
    static let paths = #"""
        "/notes/{noteId}": {
          "parameters": [{"name": "noteId", "in": "path", "required": true, "schema": {"type": "integer", "format": "int64"}}],
          "get": {"operationId": "getNote", "tags": ["Notes"], "summary": "A note.",
            "responses": {"200": {"description": "The note.", "content": {"application/json": {"schema": {"type": "string"}}}}}},
          "head": {"operationId": "noteExists", "tags": ["Notes"], "summary": "Whether the note exists.",
            "parameters": [{"name": "X-Trace", "in": "header", "schema": {"type": "string"}}],
            "requestBody": {"content": {"application/json": {"schema": {"type": "string"}}}},
            "responses": {"200": {"description": "It does.", "content": {"application/json": {"schema": {"type": "string"}}}},
                          "404": {"description": "It does not."}}}}
        """#

    static let diagnostics = [
        "openapi.json#/paths/~1notes~1{noteId}/head/requestBody: warning: a HEAD operation's request body is dropped: HTTP gives it no meaning, so the method sends none",
    ]

    /// Named by the rules every operation is; its documented 200 body is not read, and the body
    /// it states is dropped with a warning.
    @Test func aHEADIsAMethodReturningNothing() throws {
        try expectSnippet(Snippet(paths: Self.paths, diagnostics: Self.diagnostics), renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func get(noteId: Int) async throws -> String {
                    try await self.context.send(Routes.getNote, path: ["noteId": noteId.parameterValue], as: String.self)
                }

                public func noteExists(noteId: Int, options: NoteExistsOptions? = nil) async throws {
                    try await self.context.send(Routes.noteExists, path: ["noteId": noteId.parameterValue], headers: HTTPHeaders(options?.headerFields ?? []))
                }
            }

            public struct NoteExistsOptions: Sendable, Hashable {
                public var trace: String?

                public init(
                    trace: String? = nil
                ) {
                    self.trace = trace
                }

                public var headerFields: [(name: String, value: String)] {
                    var fields: [(name: String, value: String)] = []
                    if let value = self.trace { fields.append((name: "X-Trace", value: value.parameterValue)) }
                    return fields
                }
            }
            """#)
    }

    /// Read-only and retried as the GET beside it, sent as `.get` with `sendsHead`.
    @Test func aHEADRouteIsAReadThatSendsHEAD() throws {
        try expectSnippet(Snippet(paths: Self.paths, diagnostics: Self.diagnostics), renders: "Routes.swift", #"""
            public enum Routes {
                static let upTo3Attempts = RetryPolicy(max: 3, baseDelayMs: 1000, backoff: .exponential, retryOn: [429, 503])

                public static let getNote = Route(id: "getNote", service: "Notes", method: .get, path: "/notes/{noteId}",
                    pattern: "/notes/{noteId}.json", resource: "notes", resourceType: "note",
                    params: [RouteParam(name: "noteId", role: .recording, kind: .int64)],
                    idempotent: false, readonly: true, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: upTo3Attempts)
                public static let noteExists = Route(id: "noteExists", service: "Notes", method: .get, path: "/notes/{noteId}",
                    pattern: "/notes/{noteId}.json", resource: "notes", resourceType: "note",
                    params: [RouteParam(name: "noteId", role: .recording, kind: .int64)],
                    idempotent: false, readonly: true, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: upTo3Attempts).with {
                        $0.sendsHead = true;
                    }

                public static let all: [Route] = [
                    getNote, noteExists
                ]
            }
            """#)
    }
}
