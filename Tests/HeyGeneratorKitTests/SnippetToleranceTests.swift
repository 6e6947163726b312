import Testing

/// Snippets of documents as they are published (see `SnippetHarness`): what HEY's own model never
/// does, settled by a rule with a warning, which `--strict` makes an error. MAINTAINING.md's
/// "Variant SDKs" section lists each.
@Suite struct SnippetToleranceTests {
    @Test func untaggedOperationsJoinTheServiceOfTheirPathsFirstSegment() throws {
        try expectSnippet(Snippet(paths: #"""
            "/v1/containers": {"get": {"operationId": "ListContainers", "summary": "Containers.",
              "responses": {"200": {"description": "Listed.", "content": {"application/json": {"schema": {"type": "string"}}}}}}},
            "/v1/containers/{id}/files": {"get": {"operationId": "ListContainerFiles", "summary": "Its files.",
              "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
              "responses": {"200": {"description": "Listed.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#, diagnostics: [
                "openapi.json#/paths/~1v1~1containers/get: warning: ListContainers has no tag: it joins service containers, after its path's first segment (set another in [operation_services])",
                "openapi.json#/paths/~1v1~1containers~1{id}~1files/get: warning: ListContainerFiles has no tag: it joins service containers, after its path's first segment (set another in [operation_services])",
            ]), renders: "Services/ContainersService.swift", #"""
            import Foundation

            public final class ContainersService: BaseService, @unchecked Sendable {

                public func list() async throws -> String {
                    try await self.context.send(Routes.listContainers, as: String.self)
                }

                public func listFiles(id: String) async throws -> String {
                    try await self.context.send(Routes.listContainerFiles, path: ["id": id.parameterValue], as: String.self)
                }
            }
            """#)
    }

    @Test func untaggedOperationsOfAFlatDocumentShareOneService() throws {
        try expectSnippet(Snippet(paths: #"""
            "/health": {"get": {"operationId": "health", "summary": "Alive?", "responses": {"200": {"description": "Alive."}}}},
            "/": {"post": {"operationId": "compat_generate", "summary": "Generate.", "responses": {"200": {"description": "Done."}}}}
            """#, diagnostics: [
                "openapi.json#/paths/~1health/get: warning: health has no tag: it joins service api, the one service of a document whose paths have one segment each (set another in [operation_services])",
                "openapi.json#/paths/~1/post: warning: compat_generate has no tag: it joins service api, the one service of a document whose paths have one segment each (set another in [operation_services])",
            ]), renders: "Services/ApiService.swift", #"""
            import Foundation

            public final class ApiService: BaseService, @unchecked Sendable {

                public func compatGenerate() async throws {
                    try await self.context.send(Routes.compatGenerate)
                }

                public func health() async throws {
                    try await self.context.send(Routes.health)
                }
            }
            """#)
    }

    @Test func aGETBodyIsDroppedAnOPTIONSLeftOutAndNo2xxReturnsNothing() throws {
        try expectSnippet(Snippet(paths: #"""
            "/notes": {"get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes.",
                "requestBody": {"content": {"application/json": {"schema": {"type": "string"}}}},
                "responses": {"200": {"description": "Listed.", "content": {"application/json": {"schema": {"type": "string"}}}}}},
              "options": {"operationId": "NotesOptions", "tags": ["Notes"], "summary": "Allowed?", "responses": {"204": {"description": "Some."}}},
              "post": {"operationId": "MoveNotes", "tags": ["Notes"], "summary": "Moved away.",
                "responses": {"307": {"description": "Elsewhere."}}}}
            """#, diagnostics: [
                "openapi.json#/paths/~1notes/get/requestBody: warning: a GET operation's request body is dropped: HTTP gives it no meaning, so the method sends none",
                "openapi.json#/paths/~1notes/options: warning: NotesOptions is left out: the SDK's HTTPMethod has no OPTIONS",
                "openapi.json#/paths/~1notes/post/responses: warning: MoveNotes has no 2xx response: its method returns nothing",
            ]), renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func list() async throws -> String {
                    try await self.context.send(Routes.listNotes, as: String.self)
                }

                public func move() async throws {
                    try await self.context.send(Routes.moveNotes)
                }
            }
            """#)
    }

    @Test func operationIdsAreMadeUniqueAndIdentifiersAndCollidingNamesNumbered() throws {
        let optionalQuery = #"[{"name": "date<", "in": "query", "schema": {"type": "string"}}, {"name": "date>", "in": "query", "schema": {"type": "string"}}]"#
        let snippet = Snippet(paths: #"""
            "/notes": {"get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes.", "parameters": \#(optionalQuery),
                "responses": {"200": {"description": "Listed."}}},
              "post": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Listed again.", "responses": {"200": {"description": "Listed."}}}},
            "/notes/all": {"get": {"operationId": "list-Notes", "tags": ["Notes"], "summary": "All notes.", "parameters": \#(optionalQuery),
              "responses": {"200": {"description": "Listed."}}}},
            "/notes/{id}": {"delete": {"tags": ["Notes"], "summary": "Gone.",
              "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
              "responses": {"204": {"description": "Gone."}}}}
            """#, diagnostics: [
                "openapi.json#/paths/~1notes/post/operationId: warning: operationId \"ListNotes\" is already used by GET /notes: this operation is ListNotes2",
                "openapi.json#/paths/~1notes~1{id}/delete: warning: DELETE /notes/{id} has no operationId: it is DeleteNotesById",
                "openapi.json#/paths/~1notes/get: warning: parameter \"date>\" of ListNotes would become date, as \"date<\" does: it is date2",
                "openapi.json#/paths/~1notes~1all/get: warning: list-Notes and ListNotes both become notes.list(): it is notes.listNotes() (set another in [operation_methods])",
                "openapi.json#/paths/~1notes~1all/get: warning: parameter \"date>\" of list-Notes would become date, as \"date<\" does: it is date2",
                "openapi.json#/paths/~1notes~1all/get: warning: list-Notes and ListNotes both become Routes.listNotes: it is Routes.listNotes3 (set another in [route_names])",
                "openapi.json#/paths/~1notes~1all/get: warning: the options struct ListNotesOptions of list-Notes is named like another type: it is ListNotesOptions2",
            ])
        try expectSnippet(snippet, renders: "Services/NotesService.swift", #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func deleteById(id: String) async throws {
                    try await self.context.send(Routes.deleteNotesById, path: ["id": id.parameterValue])
                }

                public func list(options: ListNotesOptions? = nil) async throws {
                    try await self.context.send(Routes.listNotes, query: options?.queryItems ?? [])
                }

                public func listNotes(options: ListNotesOptions2? = nil) async throws {
                    try await self.context.send(Routes.listNotes3, query: options?.queryItems ?? [])
                }

                public func listNotes2() async throws {
                    try await self.context.send(Routes.listNotes2)
                }
            }

            public struct ListNotesOptions: Sendable, Hashable {
                public var date: String?
                public var date2: String?

                public init(
                    date: String? = nil, date2: String? = nil
                ) {
                    self.date = date
                    self.date2 = date2
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.date { items.append(URLQueryItem(name: "date<", value: value.parameterValue)) }
                    if let value = self.date2 { items.append(URLQueryItem(name: "date>", value: value.parameterValue)) }
                    return items
                }
            }

            public struct ListNotesOptions2: Sendable, Hashable {
                public var date: String?
                public var date2: String?

                public init(
                    date: String? = nil, date2: String? = nil
                ) {
                    self.date = date
                    self.date2 = date2
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.date { items.append(URLQueryItem(name: "date<", value: value.parameterValue)) }
                    if let value = self.date2 { items.append(URLQueryItem(name: "date>", value: value.parameterValue)) }
                    return items
                }
            }
            """#)
    }

    @Test func schemaNamesSwiftCannotTakeAreRenamed() throws {
        let snippet = Snippet(schemas: #"""
            "Error": {"type": "object", "properties": {"message": {"type": "string"}}},
            "api.v1.note": {"type": "object", "required": ["error", "title"], "properties": {"error": {"$ref": "#/components/schemas/Error"}}},
            "Type": {"type": "string"}
            """#, diagnostics: [
                "openapi.json#/components/schemas/api.v1.note/required/1: warning: required member \"title\" is not among the schema's properties: ignored",
                "openapi.json#/components/schemas/Error: warning: schema Error would shadow Swift's Error for every file that imports the SDK: its type is ErrorModel (set another in [type_names])",
                "openapi.json#/components/schemas/Type: warning: schema Type is a Swift keyword: its type is TypeModel (set another in [type_names])",
                "openapi.json#/components/schemas/api.v1.note: warning: schema api.v1.note is not an UpperCamelCase Swift name: its type is ApiV1Note (set another in [type_names])",
            ])
        try expectSnippet(snippet, renders: "Models/ApiV1Note.swift", #"""
            public struct ApiV1Note: Codable, Sendable, Equatable {
                public var error: ErrorModel

                public init(
                    error: ErrorModel
                ) {
                    self.error = error
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    error = try wire.required("error")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(error, "error")
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/TypeModel.swift", #"""
            public typealias TypeModel = String
            """#)
    }

    @Test func aReferenceIntoASubtreeIsReadInPlace() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Note": {"type": "object", "properties": {"title": {"type": "string"}}},
            "Card": {"type": "object", "properties": {"title": {"$ref": "#/components/schemas/Note/properties/title"}}}
            """#, diagnostics: [
                "openapi.json#/components/schemas/Card/properties/title/$ref: warning: a reference to #/components/schemas/Note/properties/title, "
                    + "which is no schema of #/components/schemas: read in place",
            ]), renders: "Models/Card.swift", #"""
            public struct Card: Codable, Sendable, Equatable {
                public var title: String?

                public init(
                    title: String? = nil
                ) {
                    self.title = title
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    title = try wire.optional("title")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(title, "title")
                }
            }
            """#)
    }
}
