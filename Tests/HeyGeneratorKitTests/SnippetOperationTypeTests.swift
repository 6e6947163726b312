import Testing
@testable import HeyGeneratorKit

/// Snippets of operations whose request body or successful answer is written inline: each gets a
/// type of its own, named after the operation (`CreateWidgetRequest`, `CreateWidgetResponse`,
/// `ListWidgetsResponseItem` for a list's items), where a `$ref` would have named one; so is the
/// inline enum of a query or header parameter (`ListReportsOrder`).
@Suite struct SnippetOperationTypeTests {
    static let widgets = #"""
        "/widgets": {
          "post": {"operationId": "createWidget", "tags": ["Widgets"], "summary": "Make a widget.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["name"],
              "properties": {"name": {"type": "string"},
                "dimensions": {"type": "object", "properties": {"width": {"type": "number"}}}}}}}},
            "responses": {"201": {"description": "Made.", "content": {"application/json": {"schema": {"type": "object",
              "properties": {"id": {"type": "integer"}}}}}}}},
          "get": {"operationId": "listWidgets", "tags": ["Widgets"], "summary": "Every widget.",
            "responses": {"200": {"description": "The widgets.", "content": {"application/json": {"schema": {"type": "array",
              "items": {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}}}}}}}},
        "/widgets/{id}/shape": {
          "put": {"operationId": "setShape", "tags": ["Widgets"], "summary": "A oneOf body, an enum answer.",
            "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
            "requestBody": {"content": {"application/json": {"schema": {"oneOf": [{"$ref": "#/components/schemas/Circle"}, {"$ref": "#/components/schemas/Square"}]}}}},
            "responses": {"200": {"description": "The kind.", "content": {"application/json": {"schema": {"type": "string", "enum": ["round", "angular"]}}}}}},
          "patch": {"operationId": "mergeShape", "tags": ["Widgets"], "summary": "An allOf body, a list of strings answered.",
            "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
            "requestBody": {"content": {"application/json": {"schema": {"allOf": [{"$ref": "#/components/schemas/Circle"},
              {"type": "object", "properties": {"label": {"type": "string"}}}]}}}},
            "responses": {"200": {"description": "Labels.", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}}}}}
        """#
    static let shapes = #"""
        "Circle": {"type": "object", "required": ["radius"], "properties": {"radius": {"type": "number"}}},
        "Square": {"type": "object", "required": ["side"], "properties": {"side": {"type": "number"}}}
        """#

    @Test func inlineBodiesAndAnswersAreTypesNamedAfterTheOperation() throws {
        let snippet = Snippet(schemas: Self.shapes, paths: Self.widgets)
        try expectSnippet(snippet, renders: "Services/WidgetsService.swift", #"""
            import Foundation

            public final class WidgetsService: BaseService, @unchecked Sendable {

                public func create(body: CreateWidgetRequest) async throws -> CreateWidgetResponse {
                    try await self.context.send(Routes.createWidget, body: body, as: CreateWidgetResponse.self)
                }

                public func list() async throws -> [ListWidgetsResponseItem] {
                    try await self.context.send(Routes.listWidgets, as: [ListWidgetsResponseItem].self)
                }

                public func mergeShape(id: Int, body: MergeShapeRequest? = nil) async throws -> [String] {
                    try await self.context.send(Routes.mergeShape, path: ["id": id.parameterValue], body: body, as: [String].self)
                }

                public func setShape(id: Int, body: SetShapeRequest? = nil) async throws -> SetShapeResponse {
                    try await self.context.send(Routes.setShape, path: ["id": id.parameterValue], body: body, as: SetShapeResponse.self)
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/CreateWidgetRequest.swift", #"""
            public struct CreateWidgetRequest: Codable, Sendable, Equatable {
                public var name: String
                public var dimensions: CreateWidgetRequest.Dimensions?

                public init(
                    name: String, dimensions: CreateWidgetRequest.Dimensions? = nil
                ) {
                    self.name = name
                    self.dimensions = dimensions
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    name = try wire.required("name")
                    dimensions = try wire.optional("dimensions")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(name, "name")
                    try wire.optional(dimensions, "dimensions")
                }

                public struct Dimensions: Codable, Sendable, Equatable {
                    public var width: Double?

                    public init(
                        width: Double? = nil
                    ) {
                        self.width = width
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        width = try wire.optional("width")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(width, "width")
                    }
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/CreateWidgetResponse.swift", #"""
            public struct CreateWidgetResponse: Codable, Sendable, Equatable {
                public var id: Int?

                public init(
                    id: Int? = nil
                ) {
                    self.id = id
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    id = try wire.optional("id")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(id, "id")
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/ListWidgetsResponseItem.swift", #"""
            public struct ListWidgetsResponseItem: Codable, Sendable, Equatable {
                public var id: Int?
                public var name: String?

                public init(
                    id: Int? = nil, name: String? = nil
                ) {
                    self.id = id
                    self.name = name
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    id = try wire.optional("id")
                    name = try wire.optional("name")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(id, "id")
                    try wire.optional(name, "name")
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/SetShapeRequest.swift", #"""
            import Foundation

            public enum SetShapeRequest: Codable, Sendable, Equatable {
                case circle(Circle)
                case square(Square)
                case unknown(JSONValue)

                public init(from decoder: any Decoder) throws {
                    let single = try decoder.singleValueContainer()
                    if let value = try? single.decode(Circle.self) {
                        self = .circle(value)
                        return
                    }
                    if let value = try? single.decode(Square.self) {
                        self = .square(value)
                        return
                    }
                    self = .unknown(try single.decode(JSONValue.self))
                }

                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .circle(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .square(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .unknown(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    }
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/SetShapeResponse.swift", #"""
            public enum SetShapeResponse: OpenEnum {
                case round
                case angular
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "round": self = .round
                    case "angular": self = .angular
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .round: "round"
                    case .angular: "angular"
                    case .unknown(let value): value
                    }
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/MergeShapeRequest.swift", #"""
            public struct MergeShapeRequest: Codable, Sendable, Equatable {
                public var radius: Double
                public var label: String?

                public init(
                    radius: Double, label: String? = nil
                ) {
                    self.radius = radius
                    self.label = label
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    radius = try wire.required("radius")
                    label = try wire.optional("label")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(radius, "radius")
                    try wire.optional(label, "label")
                }
            }
            """#)
    }

    @Test func inlineFormAndMultipartBodiesAreStructsSentAsBefore() throws {
        let snippet = Snippet(paths: #"""
            "/calls": {"post": {"operationId": "CreateCall", "tags": ["Calls"], "summary": "A form body.",
              "requestBody": {"content": {"application/x-www-form-urlencoded": {"schema": {"type": "object", "required": ["To"],
                "properties": {"To": {"type": "string"}, "Record": {"type": "boolean"}}}}}},
              "responses": {"201": {"description": "Made."}}}},
            "/files": {"post": {"operationId": "UploadFile", "tags": ["Calls"], "summary": "A multipart body.",
              "requestBody": {"required": true, "content": {"multipart/form-data": {"schema": {"type": "object", "required": ["file"],
                "properties": {"file": {"type": "string", "format": "binary"}, "purpose": {"type": "string"}}},
                "encoding": {"file": {"contentType": "application/pdf"}}}}},
              "responses": {"204": {"description": "Stored."}}}}
            """#)
        try expectSnippet(snippet, renders: "Services/CallsService.swift", #"""
            import Foundation

            public final class CallsService: BaseService, @unchecked Sendable {

                public func create(body: CreateCallRequest? = nil) async throws {
                    try await self.context.send(Routes.createCall, body: body)
                }

                public func uploadFile(body: UploadFileRequest) async throws {
                    try await self.context.send(Routes.uploadFile, body: body)
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/CreateCallRequest.swift", #"""
            public struct CreateCallRequest: Codable, Sendable, Equatable {
                public var to: String
                public var record: Bool?

                public init(
                    to: String, record: Bool? = nil
                ) {
                    self.to = to
                    self.record = record
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    to = try wire.required("To")
                    record = try wire.optional("Record")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(to, "To")
                    try wire.optional(record, "Record")
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/UploadFileRequest.swift", #"""
            import Foundation

            public struct UploadFileRequest: Codable, Sendable, Equatable {
                public var file: Data
                public var purpose: String?

                public init(
                    file: Data, purpose: String? = nil
                ) {
                    self.file = file
                    self.purpose = purpose
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    file = try wire.required("file")
                    purpose = try wire.optional("purpose")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(file, "file")
                    try wire.optional(purpose, "purpose")
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Routes.swift", #"""
            public enum Routes {

                public static let createCall = Route(id: "CreateCall", service: "Calls", method: .post, path: "/calls",
                    pattern: "/calls.json", resource: "calls", resourceType: "call",
                    params: [],
                    idempotent: false, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: .never).with {
                        $0.requestEncoding = .form;
                    }
                public static let uploadFile = Route(id: "UploadFile", service: "Calls", method: .post, path: "/files",
                    pattern: "/files.json", resource: "files", resourceType: "call",
                    params: [],
                    idempotent: false, readonly: false, html: false, emptyOn: [],
                    pagination: .unpaged, pageParameter: nil, retry: .never).with {
                        $0.requestEncoding = .multipart(contentTypes: ["file": "application/pdf"]);
                    }

                public static let all: [Route] = [
                    createCall, uploadFile
                ]
            }
            """#)
    }

    @Test func aTakenNameGetsANumberAndNamesTomlRenamesByKey() throws {
        let snippet = Snippet(schemas: #"""
            "CreateWidgetRequest": {"type": "object", "properties": {"old": {"type": "string"}}},
            "Circle": {"type": "object", "required": ["radius"], "properties": {"radius": {"type": "number"}}},
            "Square": {"type": "object", "required": ["side"], "properties": {"side": {"type": "number"}}}
            """#, paths: Self.widgets, names: """
            [type_names]
            "listWidgets:response[]" = "WidgetSummary"
            """, diagnostics: [
                "openapi.json#/paths/~1widgets/post/requestBody/content/application~1json/schema: warning: the type of the request body of createWidget would be CreateWidgetRequest, which is another type's name: it is CreateWidgetRequest2 (set another in [type_names] as \"createWidget:request\")",
            ])
        try expectSnippet(snippet, renders: "Services/WidgetsService.swift", #"""
            import Foundation

            public final class WidgetsService: BaseService, @unchecked Sendable {

                public func create(body: CreateWidgetRequest2) async throws -> CreateWidgetResponse {
                    try await self.context.send(Routes.createWidget, body: body, as: CreateWidgetResponse.self)
                }

                public func list() async throws -> [WidgetSummary] {
                    try await self.context.send(Routes.listWidgets, as: [WidgetSummary].self)
                }

                public func mergeShape(id: Int, body: MergeShapeRequest? = nil) async throws -> [String] {
                    try await self.context.send(Routes.mergeShape, path: ["id": id.parameterValue], body: body, as: [String].self)
                }

                public func setShape(id: Int, body: SetShapeRequest? = nil) async throws -> SetShapeResponse {
                    try await self.context.send(Routes.setShape, path: ["id": id.parameterValue], body: body, as: SetShapeResponse.self)
                }
            }
            """#)
    }

    @Test func typedOperationsCountWhatIsNotAnyJSONValue() throws {
        let (model, _) = try SnippetHarness.named(Snippet(schemas: Self.shapes + #"""
            , "Anything": {}
            """#, paths: Self.widgets + #"""
            , "/free": {
              "post": {"operationId": "sendFree", "tags": ["Free"], "summary": "Any value through an alias.",
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Anything"}}}},
                "responses": {"204": {"description": "Sent."}}},
              "get": {"operationId": "readFree", "tags": ["Free"], "summary": "A map of any values.",
                "responses": {"200": {"description": "Read.", "content": {"application/json": {"schema": {"type": "object",
                  "additionalProperties": true}}}}}},
              "delete": {"operationId": "dropFree", "tags": ["Free"], "summary": "Nothing sent or answered.",
                "responses": {"204": {"description": "Gone."}}}}
            """#))
        let typed = TypedOperations(model)
        #expect(typed.total == 7)
        #expect(typed.typed == 5)
        #expect(typed.untyped == ["readFree", "sendFree"])
        #expect(typed.summary == "5 typed, 71.4%")
    }

    @Test func anInlineEnumOfAQueryOrHeaderParameterIsAnEnumNamedAfterOperationAndParameter() throws {
        let snippet = Snippet(paths: #"""
            "/reports/{kind}": {"get": {"operationId": "listReports", "tags": ["Reports"], "summary": "Reports in an order.",
              "parameters": [
                {"name": "kind", "in": "path", "required": true, "schema": {"type": "string", "enum": ["daily", "weekly"]}},
                {"name": "order", "in": "query", "required": true, "schema": {"type": "string", "enum": ["asc", "desc"]}},
                {"name": "X-Detail", "in": "header", "schema": {"type": "integer", "enum": [1, 2]}}],
              "responses": {"200": {"description": "The reports.", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}}}}}
            """#)
        try expectSnippet(snippet, renders: "Services/ReportsService.swift", #"""
            import Foundation

            public final class ReportsService: BaseService, @unchecked Sendable {

                public func list(kind: String, order: ListReportsOrder, options: ListReportsOptions? = nil) async throws -> [String] {
                    try await self.context.send(Routes.listReports, path: ["kind": kind.parameterValue], query: [URLQueryItem(name: "order", value: order.parameterValue)], headers: HTTPHeaders(options?.headerFields ?? []), as: [String].self)
                }
            }

            public struct ListReportsOptions: Sendable, Hashable {
                public var detail: ListReportsDetail?

                public init(
                    detail: ListReportsDetail? = nil
                ) {
                    self.detail = detail
                }

                public var headerFields: [(name: String, value: String)] {
                    var fields: [(name: String, value: String)] = []
                    if let value = self.detail { fields.append((name: "X-Detail", value: value.parameterValue)) }
                    return fields
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Models/ListReportsOrder.swift", #"""
            public enum ListReportsOrder: OpenEnum {
                case asc
                case desc
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "asc": self = .asc
                    case "desc": self = .desc
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .asc: "asc"
                    case .desc: "desc"
                    case .unknown(let value): value
                    }
                }
            }
            """#)
    }
}
