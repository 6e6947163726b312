import Testing

/// Snippets of what an operation becomes: its service method, its route, its dispatch entry
/// (see `SnippetHarness`).
@Suite struct SnippetOperationTests {
    @Test func methodWithPathQueryHeaderAndOptions() throws {
        try expectSnippet(Snippet(paths: #"""
            "/notes/{noteId}": {"get": {"operationId": "GetNote", "tags": ["Notes"], "summary": "One note.",
              "parameters": [
                {"name": "noteId", "in": "path", "required": true, "schema": {"type": "integer"}},
                {"name": "format", "in": "query", "required": true, "schema": {"type": "string"}},
                {"name": "X-Note-Tag", "in": "header", "schema": {"type": "string"}},
                {"name": "ids", "in": "query", "schema": {"type": "array", "items": {"type": "integer"}}}],
              "responses": {"200": {"description": "The note.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#), renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func get(noteId: Int, format: String, options: GetNoteOptions? = nil) async throws -> String {
                    try await self.context.send(Routes.getNote, path: ["noteId": noteId.parameterValue], query: [URLQueryItem(name: "format", value: format.parameterValue)] + (options?.queryItems ?? []), headers: HTTPHeaders(options?.headerFields ?? []), as: String.self)
                }
            }

            public struct GetNoteOptions: Sendable, Hashable {
                public var ids: [Int]?
                public var noteTag: String?

                public init(
                    ids: [Int]? = nil, noteTag: String? = nil
                ) {
                    self.ids = ids
                    self.noteTag = noteTag
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.ids { items += value.queryItems(named: "ids") }
                    return items
                }

                public var headerFields: [(name: String, value: String)] {
                    var fields: [(name: String, value: String)] = []
                    if let value = self.noteTag { fields.append((name: "X-Note-Tag", value: value.parameterValue)) }
                    return fields
                }
            }
            """#)
    }

    @Test func requiredHeadersAreArguments() throws {
        try expectSnippet(Snippet(paths: #"""
            "/notes/{noteId}": {"put": {"operationId": "UpdateNote", "tags": ["Notes"], "summary": "Change a note.",
              "parameters": [
                {"name": "noteId", "in": "path", "required": true, "schema": {"type": "integer"}},
                {"name": "If-Match", "in": "header", "required": true, "schema": {"type": "string"}},
                {"name": "X-Request-Id", "in": "header", "schema": {"type": "string"}}],
              "responses": {"204": {"description": "Changed."}}}}
            """#), renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func update(noteId: Int, ifMatch: String, options: UpdateNoteOptions? = nil) async throws {
                    try await self.context.send(Routes.updateNote, path: ["noteId": noteId.parameterValue], headers: HTTPHeaders([(name: "If-Match", value: ifMatch.parameterValue)] + (options?.headerFields ?? [])))
                }
            }

            public struct UpdateNoteOptions: Sendable, Hashable {
                public var requestId: String?

                public init(
                    requestId: String? = nil
                ) {
                    self.requestId = requestId
                }

                public var headerFields: [(name: String, value: String)] {
                    var fields: [(name: String, value: String)] = []
                    if let value = self.requestId { fields.append((name: "X-Request-Id", value: value.parameterValue)) }
                    return fields
                }
            }
            """#)
    }

    @Test func rawAndFormBodies() throws {
        let snippet = Snippet(schemas: #"""
            "NoteForm": {"type": "object", "required": ["title"], "properties": {
              "title": {"type": "string"}, "body": {"type": "string"}}}
            """#, paths: #"""
            "/files": {"post": {"operationId": "UploadFile", "tags": ["Files"], "summary": "Upload bytes.",
              "requestBody": {"required": true, "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
              "responses": {"201": {"description": "Stored."}}}},
            "/files/notes": {"post": {"operationId": "CreateFileNote", "tags": ["Files"], "summary": "Write a note.",
              "requestBody": {"required": true, "content": {"text/plain": {"schema": {"type": "string"}}}},
              "responses": {"201": {"description": "Written.", "content": {"application/json": {"schema": {"type": "integer"}}}}}}},
            "/files/forms": {"post": {"operationId": "SubmitFileForm", "tags": ["Files"], "summary": "Send a form.",
              "requestBody": {"required": true, "content": {"application/x-www-form-urlencoded": {"schema": {"$ref": "#/components/schemas/NoteForm"}}}},
              "responses": {"200": {"description": "Sent.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#)
        try expectSnippet(snippet, renders: "Services/FilesService.swift", #"""
            import Foundation

            public final class FilesService: BaseService, @unchecked Sendable {

                public func createNote(body: String) async throws -> Int {
                    try await self.context.send(Routes.createFileNote, body: body, as: Int.self)
                }

                public func submitForm(body: NoteForm) async throws -> String {
                    try await self.context.send(Routes.submitFileForm, body: body, as: String.self)
                }

                public func upload(body: Data) async throws {
                    try await self.context.send(Routes.uploadFile, body: body)
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Routes.swift", #"""
            public enum Routes {

                public static let createFileNote = Route(id: "CreateFileNote", service: "Files", method: .post, path: "/files/notes",
                    pattern: "/files/notes.json", resource: "notes", resourceType: "file",
                    params: [],
                    idempotent: false, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: .never).with {
                        $0.requestEncoding = .raw(contentType: "text/plain");
                    }
                public static let submitFileForm = Route(id: "SubmitFileForm", service: "Files", method: .post, path: "/files/forms",
                    pattern: "/files/forms.json", resource: "forms", resourceType: "file",
                    params: [],
                    idempotent: false, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: .never).with {
                        $0.requestEncoding = .form;
                    }
                public static let uploadFile = Route(id: "UploadFile", service: "Files", method: .post, path: "/files",
                    pattern: "/files.json", resource: "files", resourceType: "file",
                    params: [],
                    idempotent: false, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: .never).with {
                        $0.requestEncoding = .raw(contentType: "application/octet-stream");
                    }

                public static let all: [Route] = [
                    createFileNote, submitFileForm, uploadFile
                ]
            }
            """#)
    }

    @Test func emptyOnInTheBehaviorModelMakesTheResultOptional() throws {
        try expectSnippet(Snippet(paths: #"""
            "/notes/current": {"get": {"operationId": "GetCurrentNote", "tags": ["Notes"], "summary": "The open note, if any.",
              "responses": {"200": {"description": "The note.", "content": {"application/json": {"schema": {"type": "string"}}}},
                            "404": {"description": "None is open."}}}}
            """#, behavior: #"""
            "GetCurrentNote": {"readonly": true, "idempotent": true, "destructive": false, "empty_on": [404], "retry": {"max": 0}}
            """#), renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func getCurrent() async throws -> String? {
                    try await self.context.sendOptional(Routes.getCurrentNote, as: String.self)
                }
            }
            """#)
    }

    @Test func pagedReadAnswersAPage() throws {
        try expectSnippet(Snippet(paths: #"""
            "/notes": {"get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes, a page at a time.",
              "parameters": [{"name": "page", "in": "query", "schema": {"type": "string"}}],
              "responses": {"200": {"description": "Notes.", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}}},
              "x-hey-pagination": {"style": "link", "pageParameter": "page"}}}
            """#), renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func list(options: ListNotesOptions? = nil) async throws -> Page<[String]> {
                    try await self.context.sendPage(Routes.listNotes, query: options?.queryItems ?? [], as: [String].self)
                }
            }

            public struct ListNotesOptions: Sendable, Hashable {
                public var page: String?

                public init(
                    page: String? = nil
                ) {
                    self.page = page
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.page { items.append(URLQueryItem(name: "page", value: value.parameterValue)) }
                    return items
                }
            }
            """#)
    }

    @Test func routeWithPagingAndBehavior() throws {
        try expectSnippet(Snippet(paths: #"""
            "/notes": {
              "get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes.",
                "responses": {"200": {"description": "Notes.", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}}},
                "x-hey-pagination": {"style": "link", "totalCountHeader": "X-Total-Count"},
                "x-hey-retry": {"maxAttempts": 3, "baseDelayMs": 1000, "backoff": "exponential", "retryOn": [429, 503]}},
              "delete": {"operationId": "ForgetNotes", "tags": ["Notes"], "summary": "Forget.",
                "responses": {"204": {"description": "Gone."}},
                "x-hey-auth": "none", "x-hey-redirects": "refuse", "x-hey-empty-on": {"statusCodes": [404, 410]}}}
            """#), renders: "Routes.swift", #"""
            public enum Routes {
                static let upTo3Attempts = RetryPolicy(max: 3, baseDelayMs: 1000, backoff: .exponential, retryOn: [429, 503])

                public static let forgetNotes = Route(id: "ForgetNotes", service: "Notes", method: .delete, path: "/notes",
                    pattern: "/notes.json", resource: "notes", resourceType: "note",
                    params: [],
                    idempotent: true, readonly: false, html: false, emptyOn: [404, 410],
                    pagination: .unpaged, pageParameter: nil, retry: upTo3Attempts).with {
                        $0.isDestructive = true; $0.auth = .none; $0.redirects = .refuse;
                    }
                public static let listNotes = Route(id: "ListNotes", service: "Notes", method: .get, path: "/notes",
                    pattern: "/notes.json", resource: "notes", resourceType: "note",
                    params: [],
                    idempotent: false, readonly: true, html: false, emptyOn: [],
                    pagination: .link, pageParameter: nil, retry: upTo3Attempts)

                public static let all: [Route] = [
                    forgetNotes, listNotes
                ]
            }
            """#)
    }

    @Test func dispatchTableReadsOpenEnumArgumentsAsRawValues() throws {
        try expectSnippet(Snippet(schemas: #"""
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
            """#), renders: "Sources/HeyDispatch/OperationTable.swift", #"""
            import Foundation
            @_spi(Dispatch) import Hey

            public enum OperationTable {
                public static let operations: [String: DispatchableOperation] = [
                    "ListNotesOfKind": DispatchableOperation(route: Routes.listNotesOfKind, parameters: ["kind", "levels", "sort", "also", "X-Level"], takesBody: false) { client, arguments in
                        try await client.dispatch(
                            Routes.listNotesOfKind,
                            path: ["kind": Kind(rawValue: try arguments.path("kind", as: String.self)).parameterValue],
                            query: try arguments.requiredQuery("levels", as: [Int].self).map(Level.init(rawValue:)).queryItems(named: "levels") + ListNotesOfKindOptions(sort: try arguments.query("sort", as: String.self).map(Kind.init(rawValue:)), also: try arguments.query("also", as: [String].self)?.map(Kind.init(rawValue:)), level: try arguments.header("X-Level", as: Int.self).map(Level.init(rawValue:))).queryItems,
                            headers: HTTPHeaders(ListNotesOfKindOptions(sort: try arguments.query("sort", as: String.self).map(Kind.init(rawValue:)), also: try arguments.query("also", as: [String].self)?.map(Kind.init(rawValue:)), level: try arguments.header("X-Level", as: Int.self).map(Level.init(rawValue:))).headerFields),
                            body: nil
                        )
                    },
                ]
            }
            """#)
    }
}
