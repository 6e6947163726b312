import Testing

/// Snippets of request bodies sent as `multipart/form-data` (a struct, each member a part) and
/// as bytes of any media type, and of multipart bodies that cannot be sent.
@Suite struct SnippetMultipartTests {
    @Test func aMultipartStructAndABinaryBodyAreSent() throws {
        let snippet = Snippet(schemas: #"""
            "AvatarUpload": {"type": "object", "required": ["avatar"], "properties": {
              "avatar": {"type": "string", "format": "binary"},
              "caption": {"type": "string"},
              "tags": {"type": "array", "items": {"type": "string"}},
              "public": {"type": "boolean"}}}
            """#, paths: #"""
            "/people/{personId}/avatar": {
              "put": {"operationId": "UploadAvatar", "tags": ["People"], "summary": "Upload an avatar.",
                "parameters": [{"name": "personId", "in": "path", "required": true, "schema": {"type": "integer"}}],
                "requestBody": {"required": true, "content": {"multipart/form-data": {"schema": {"$ref": "#/components/schemas/AvatarUpload"},
                  "encoding": {"avatar": {"contentType": "image/png"}}}}},
                "responses": {"204": {"description": "Stored."}}},
              "post": {"operationId": "ReplaceAvatarImage", "tags": ["People"], "summary": "Send the image as it is.",
                "parameters": [{"name": "personId", "in": "path", "required": true, "schema": {"type": "integer"}}],
                "requestBody": {"required": true, "content": {"image/png": {"schema": {"type": "string", "format": "binary"}}}},
                "responses": {"204": {"description": "Stored."}}}}
            """#)
        try expectSnippet(snippet, renders: "Services/PeopleService.swift", #"""
            import Foundation

            public final class PeopleService: BaseService, @unchecked Sendable {

                public func replaceAvatarImage(personId: Int, body: Data) async throws {
                    try await self.context.send(Routes.replaceAvatarImage, path: ["personId": personId.parameterValue], body: body)
                }

                public func uploadAvatar(personId: Int, body: AvatarUpload) async throws {
                    try await self.context.send(Routes.uploadAvatar, path: ["personId": personId.parameterValue], body: body)
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Routes.swift", #"""
            public enum Routes {
                static let upTo3Attempts = RetryPolicy(max: 3, baseDelayMs: 1000, backoff: .exponential, retryOn: [429, 503])

                public static let replaceAvatarImage = Route(id: "ReplaceAvatarImage", service: "People", method: .post, path: "/people/{personId}/avatar",
                    pattern: "/people/{personId}/avatar.json", resource: "avatar", resourceType: "person",
                    params: [RouteParam(name: "personId", role: .recording, kind: .int64)],
                    idempotent: false, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: .never).with {
                        $0.requestEncoding = .raw(contentType: "image/png");
                    }
                public static let uploadAvatar = Route(id: "UploadAvatar", service: "People", method: .put, path: "/people/{personId}/avatar",
                    pattern: "/people/{personId}/avatar.json", resource: "avatar", resourceType: "person",
                    params: [RouteParam(name: "personId", role: .recording, kind: .int64)],
                    idempotent: true, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: upTo3Attempts).with {
                        $0.requestEncoding = .multipart(contentTypes: ["avatar": "image/png"]);
                    }

                public static let all: [Route] = [
                    replaceAvatarImage, uploadAvatar
                ]
            }
            """#)
    }

    @Test func aMultipartBodyThatCannotBeSentIsLeftOutWithAWarning() throws {
        let content = "requestBody/content"
        try expectSnippet(Snippet(schemas: #"""
            "Nested": {"type": "object", "properties": {"file": {"type": "string", "format": "binary"},
              "meta": {"$ref": "#/components/schemas/Meta"}}},
            "Meta": {"type": "object", "properties": {"a": {"type": "string"}}},
            "Grid": {"type": "object", "properties": {"rows": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}}}},
            "Loose": {"type": "object", "properties": {"extra": {"type": "object", "additionalProperties": {"type": "string"}}}}
            """#, paths: #"""
            "/a": {"post": {"operationId": "SendNested", "tags": ["Files"], "summary": "A member that is an object.",
              "requestBody": {"content": {"multipart/form-data": {"schema": {"$ref": "#/components/schemas/Nested"}}}},
              "responses": {"204": {"description": "Sent."}}}},
            "/b": {"post": {"operationId": "SendGrid", "tags": ["Files"], "summary": "A list of lists.",
              "requestBody": {"content": {"multipart/form-data": {"schema": {"$ref": "#/components/schemas/Grid"}}}},
              "responses": {"204": {"description": "Sent."}}}},
            "/c": {"post": {"operationId": "SendLoose", "tags": ["Files"], "summary": "A map.",
              "requestBody": {"content": {"multipart/form-data": {"schema": {"$ref": "#/components/schemas/Loose"}}}},
              "responses": {"204": {"description": "Sent."}}}},
            "/d": {"post": {"operationId": "SendInline", "tags": ["Files"], "summary": "An inline object with an object member.",
              "requestBody": {"content": {"multipart/form-data": {"schema": {"type": "object", "properties": {"file": {"type": "string", "format": "binary"},
                "meta": {"type": "object", "properties": {"a": {"type": "string"}}}}}}}},
              "responses": {"204": {"description": "Sent."}}}},
            "/e": {"post": {"operationId": "SendText", "tags": ["Files"], "summary": "Not an object.",
              "requestBody": {"content": {"multipart/form-data": {"schema": {"type": "string"}}}},
              "responses": {"204": {"description": "Sent."}}}},
            "/f": {"post": {"operationId": "SendMixed", "tags": ["Files"], "summary": "Another multipart type.",
              "requestBody": {"content": {"multipart/mixed": {"schema": {"$ref": "#/components/schemas/Meta"}}}},
              "responses": {"204": {"description": "Sent."}}}}
            """#, diagnostics: [
                "openapi.json#/paths/~1a/post/\(content): warning: a multipart/form-data body of Nested cannot be sent: its member meta is Meta, which cannot be a part; the operation takes no body",
                "openapi.json#/paths/~1b/post/\(content): warning: a multipart/form-data body of Grid cannot be sent: its member rows is a list of lists, which cannot be a part; the operation takes no body",
                "openapi.json#/paths/~1c/post/\(content): warning: a multipart/form-data body of Loose cannot be sent: its member extra is a map of string, which cannot be a part; the operation takes no body",
                "openapi.json#/paths/~1d/post/\(content): warning: a multipart/form-data body of SendInline's inline object cannot be sent: its member meta is the type of meta, which cannot be a part; the operation takes no body",
                "openapi.json#/paths/~1e/post/\(content): warning: a multipart/form-data body of string cannot be sent: its parts are the members of an object; the operation takes no body",
                "openapi.json#/paths/~1f/post/\(content): warning: a multipart/mixed body cannot be sent by a generated method (only multipart/form-data is): the operation takes no body",
            ]), renders: "Services/FilesService.swift", #"""
            import Foundation

            public final class FilesService: BaseService, @unchecked Sendable {

                public func sendGrid() async throws {
                    try await self.context.send(Routes.sendGrid)
                }

                public func sendInline() async throws {
                    try await self.context.send(Routes.sendInline)
                }

                public func sendLoose() async throws {
                    try await self.context.send(Routes.sendLoose)
                }

                public func sendMixed() async throws {
                    try await self.context.send(Routes.sendMixed)
                }

                public func sendNested() async throws {
                    try await self.context.send(Routes.sendNested)
                }

                public func sendText() async throws {
                    try await self.context.send(Routes.sendText)
                }
            }
            """#)
    }
}
