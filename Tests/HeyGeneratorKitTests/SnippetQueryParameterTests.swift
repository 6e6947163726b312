import Testing

/// Snippets of query parameters of every type a document uses: dates (a `Date` or, when
/// names.toml says so, the text), lists of dates and enums, and objects sent as `deepObject`.
@Suite struct SnippetQueryParameterTests {
    private static let datedPaths = #"""
        "/notes": {"get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes.",
          "parameters": [
            {"name": "since", "in": "query", "required": true, "schema": {"type": "string", "format": "date-time"}},
            {"name": "on", "in": "query", "schema": {"type": "string", "format": "date"}},
            {"name": "days", "in": "query", "schema": {"type": "array", "items": {"type": "string", "format": "date-time"}}},
            {"name": "kinds", "in": "query", "explode": false, "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Kind"}}}],
          "responses": {"200": {"description": "Notes.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
        """#

    /// The service `datedPaths` renders with names.toml's default `[format_types]`.
    private static let datedService = #"""
            import Foundation

            public final class NotesService: BaseService, @unchecked Sendable {

                public func list(since: Date, options: ListNotesOptions? = nil) async throws -> String {
                    try await self.context.send(Routes.listNotes, query: [URLQueryItem(name: "since", value: since.parameterValue)] + (options?.queryItems ?? []), as: String.self)
                }
            }

            public struct ListNotesOptions: Sendable, Hashable {
                public var on: String?
                public var days: [Date]?
                public var kinds: [Kind]?

                public init(
                    on: String? = nil, days: [Date]? = nil, kinds: [Kind]? = nil
                ) {
                    self.on = on
                    self.days = days
                    self.kinds = kinds
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.on { items.append(URLQueryItem(name: "on", value: value.parameterValue)) }
                    if let value = self.days { items += value.queryItems(named: "days") }
                    if let value = self.kinds { items.append(URLQueryItem(name: "kinds", value: value.parameterValue)) }
                    return items
                }
            }
            """#

    @Test func datesAndListsOfDatesAndEnumsAreSent() throws {
        let snippet = Snippet(schemas: #""Kind": {"type": "string", "enum": ["imbox", "the_feed"]}"#, paths: Self.datedPaths)
        try expectSnippet(snippet, renders: "Services/NotesService.swift", Self.datedService)
        try expectSnippet(snippet, renders: "Sources/HeyDispatch/OperationTable.swift", #"""
            import Foundation
            @_spi(Dispatch) import Hey

            public enum OperationTable {
                public static let operations: [String: DispatchableOperation] = [
                    "ListNotes": DispatchableOperation(route: Routes.listNotes, parameters: ["since", "on", "days", "kinds"], takesBody: false) { client, arguments in
                        try await client.dispatch(
                            Routes.listNotes,
                            path: [:],
                            query: [URLQueryItem(name: "since", value: try arguments.requiredQuery("since", as: Date.self).parameterValue)] + ListNotesOptions(on: try arguments.query("on", as: String.self), days: try arguments.query("days", as: [Date].self), kinds: try arguments.query("kinds", as: [String].self)?.map(Kind.init(rawValue:))).queryItems,
                            body: nil
                        )
                    },
                ]
            }
            """#)
    }

    @Test func aDateTimeIsTextWhenNamesTomlSaysSo() throws {
        let snippet = Snippet(schemas: #""Kind": {"type": "string", "enum": ["imbox"]}"#, paths: Self.datedPaths,
                              names: "[format_types]\n\"date-time\" = \"String\"\n")
        // The same method and options, each date-time spelled as the text.
        try expectSnippet(snippet, renders: "Services/NotesService.swift", Self.datedService.replacingOccurrences(of: "Date", with: "String"))
    }

    private static let filterSchemas = #"""
        "TicketFilter": {"type": "object", "required": ["kind"], "properties": {
          "status": {"type": "string", "enum": ["open", "closed"]},
          "kind": {"type": "string"},
          "since": {"type": "string", "format": "date-time"}}}
        """#

    @Test func aDeepObjectOfAStructSendsEachMemberInBrackets() throws {
        let snippet = Snippet(schemas: Self.filterSchemas, paths: #"""
            "/tickets": {"get": {"operationId": "ListTickets", "tags": ["Tickets"], "summary": "Tickets.",
              "parameters": [
                {"name": "filter", "in": "query", "required": true, "style": "deepObject", "schema": {"$ref": "#/components/schemas/TicketFilter"}},
                {"name": "also", "in": "query", "style": "deepObject", "explode": true, "schema": {"$ref": "#/components/schemas/TicketFilter"}}],
              "responses": {"200": {"description": "Tickets.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#)
        try expectSnippet(snippet, renders: "Services/TicketsService.swift", #"""
            import Foundation

            public final class TicketsService: BaseService, @unchecked Sendable {

                public func list(filter: TicketFilter, options: ListTicketsOptions? = nil) async throws -> String {
                    try await self.context.send(Routes.listTickets, query: DeepObjectQuery.items(named: "filter", of: filter) { [("status", $0.status), ("kind", $0.kind), ("since", $0.since)] } + (options?.queryItems ?? []), as: String.self)
                }
            }

            public struct ListTicketsOptions: Sendable, Hashable {
                public var also: TicketFilter?

                public init(
                    also: TicketFilter? = nil
                ) {
                    self.also = also
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.also { items += DeepObjectQuery.items(named: "also", of: value) { [("status", $0.status), ("kind", $0.kind), ("since", $0.since)] } }
                    return items
                }
            }
            """#)
        try expectSnippet(snippet, renders: "Sources/HeyDispatch/OperationTable.swift", #"""
            import Foundation
            @_spi(Dispatch) import Hey

            public enum OperationTable {
                public static let operations: [String: DispatchableOperation] = [
                    "ListTickets": DispatchableOperation(route: Routes.listTickets, parameters: ["filter", "also"], takesBody: false) { client, arguments in
                        try await client.dispatch(
                            Routes.listTickets,
                            path: [:],
                            query: DeepObjectQuery.items(named: "filter", of: try arguments.requiredQueryObject("filter", as: TicketFilter.self)) { [("status", $0.status), ("kind", $0.kind), ("since", $0.since)] } + ListTicketsOptions(also: try arguments.queryObject("also", as: TicketFilter.self)).queryItems,
                            body: nil
                        )
                    },
                ]
            }
            """#)
    }

    @Test func aDeepObjectOfAnInlineObjectIsAParameterPerMember() throws {
        try expectSnippet(Snippet(paths: #"""
            "/tickets": {"get": {"operationId": "ListTickets", "tags": ["Tickets"], "summary": "Tickets.",
              "parameters": [
                {"name": "filter", "in": "query", "required": true, "style": "deepObject", "schema": {"type": "object", "required": ["status"],
                  "properties": {"status": {"type": "string"}, "page": {"type": "integer"}, "after": {"type": "string", "format": "date-time"}}}},
                {"name": "q", "in": "query", "required": true, "schema": {"type": "string"}}],
              "responses": {"200": {"description": "Tickets.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#), renders: "Services/TicketsService.swift", #"""
            import Foundation

            public final class TicketsService: BaseService, @unchecked Sendable {

                public func list(filterStatus: String, q: String, options: ListTicketsOptions? = nil) async throws -> String {
                    try await self.context.send(Routes.listTickets, query: [URLQueryItem(name: "filter[status]", value: filterStatus.parameterValue), URLQueryItem(name: "q", value: q.parameterValue)] + (options?.queryItems ?? []), as: String.self)
                }
            }

            public struct ListTicketsOptions: Sendable, Hashable {
                public var filterPage: Int?
                public var filterAfter: Date?

                public init(
                    filterPage: Int? = nil, filterAfter: Date? = nil
                ) {
                    self.filterPage = filterPage
                    self.filterAfter = filterAfter
                }

                public var queryItems: [URLQueryItem] {
                    var items: [URLQueryItem] = []
                    if let value = self.filterPage { items.append(URLQueryItem(name: "filter[page]", value: value.parameterValue)) }
                    if let value = self.filterAfter { items.append(URLQueryItem(name: "filter[after]", value: value.parameterValue)) }
                    return items
                }
            }
            """#)
    }

    @Test func whatCannotBeSentAsADeepObjectIsLeftOutWithAWarning() throws {
        let pointer = "openapi.json#/paths/~1tickets/get/parameters"
        try expectSnippet(Snippet(schemas: #"""
            "Tagged": {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"}}}},
            "Secret": {"type": "object", "properties": {"token": {"type": "string", "x-hey-sensitive": true}}}
            """#, paths: #"""
            "/tickets": {"get": {"operationId": "ListTickets", "tags": ["Tickets"], "summary": "Tickets.",
              "parameters": [
                {"name": "nested", "in": "query", "style": "deepObject", "schema": {"type": "object",
                  "properties": {"inner": {"type": "object", "properties": {"a": {"type": "string"}}}}}},
                {"name": "listed", "in": "query", "style": "deepObject", "schema": {"type": "object",
                  "properties": {"ids": {"type": "array", "items": {"type": "integer"}}}}},
                {"name": "tagged", "in": "query", "style": "deepObject", "schema": {"$ref": "#/components/schemas/Tagged"}},
                {"name": "secret", "in": "query", "style": "deepObject", "schema": {"$ref": "#/components/schemas/Secret"}},
                {"name": "ids", "in": "query", "style": "deepObject", "schema": {"type": "array", "items": {"type": "integer"}}},
                {"name": "plain", "in": "query", "schema": {"$ref": "#/components/schemas/Tagged"}}],
              "responses": {"200": {"description": "Tickets.", "content": {"application/json": {"schema": {"type": "string"}}}}}}}
            """#, diagnostics: [
                "\(pointer)/0/schema: warning: query parameter nested has the member inner, which is object and cannot be sent as nested[inner]: left out",
                "\(pointer)/1/schema: warning: query parameter listed has the member ids, which is array<integer> and cannot be sent as listed[ids]: left out",
                "\(pointer)/2/schema: warning: query parameter tagged is Tagged, whose member tags is a list of string and cannot be sent as tagged[tags]: left out",
                "\(pointer)/3/schema: warning: query parameter secret is Secret, whose member token is sensitive string and cannot be sent as secret[token]: left out",
                "\(pointer)/4/schema: warning: query parameter ids is array<integer>, which the SDK cannot send as a deepObject (an object of values): left out",
                "\(pointer)/5/schema: warning: query parameter plain is Tagged, which the SDK cannot send: left out",
            ]), renders: "Services/TicketsService.swift", #"""
            import Foundation

            public final class TicketsService: BaseService, @unchecked Sendable {

                public func list() async throws -> String {
                    try await self.context.send(Routes.listTickets, as: String.self)
                }
            }
            """#)
    }
}
