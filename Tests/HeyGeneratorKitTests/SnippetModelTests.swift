import Testing

/// Snippets of the model files: structs, enums, aliases (see `SnippetHarness`).
@Suite struct SnippetModelTests {
    @Test func structWithRequiredOptionalAndDateMembers() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Note": {"type": "object", "description": "A note.", "required": ["id", "created_at"], "properties": {
              "id": {"type": "integer", "format": "int64"},
              "created_at": {"type": "string", "format": "date-time"},
              "title": {"type": "string", "description": "What it is called."},
              "tags": {"type": "array", "items": {"type": "string"}}}}
            """#), renders: "Models/Note.swift", #"""
            import Foundation

            public struct Note: Codable, Sendable, Equatable {
                public var id: Int
                public var createdAt: Date
                public var title: String?
                public var tags: [String]?

                public init(
                    id: Int, createdAt: Date, title: String? = nil, tags: [String]? = nil
                ) {
                    self.id = id
                    self.createdAt = createdAt
                    self.title = title
                    self.tags = tags
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    id = try wire.required("id")
                    createdAt = try wire.required("created_at")
                    title = try wire.optional("title")
                    tags = try wire.optional("tags")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(id, "id")
                    try wire.required(createdAt, "created_at")
                    try wire.optional(title, "title")
                    try wire.optional(tags, "tags")
                }
            }
            """#)
    }

    @Test func stringEnumIsOpen() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Kind": {"type": "string", "enum": ["imbox", "the_feed"], "description": "Where it goes."}
            """#), renders: "Models/Kind.swift", #"""
            public enum Kind: OpenEnum {
                case imbox
                case theFeed
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "imbox": self = .imbox
                    case "the_feed": self = .theFeed
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .imbox: "imbox"
                    case .theFeed: "the_feed"
                    case .unknown(let value): value
                    }
                }
            }
            """#)
    }

    @Test func integerEnumIsOpen() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Level": {"type": "integer", "enum": [1, 2, 10]}
            """#), renders: "Models/Level.swift", #"""
            public enum Level: OpenIntEnum {
                case value1
                case value2
                case value10
                case unknown(Int)

                public init(rawValue: Int) {
                    switch rawValue {
                    case 1: self = .value1
                    case 2: self = .value2
                    case 10: self = .value10
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: Int {
                    switch self {
                    case .value1: 1
                    case .value2: 2
                    case .value10: 10
                    case .unknown(let value): value
                    }
                }
            }
            """#)
    }

    @Test func allOfIsOneStruct() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
            "Event": {"allOf": [{"$ref": "#/components/schemas/Base"},
                                {"type": "object", "properties": {"title": {"type": "string"}}}]}
            """#), renders: "Models/Event.swift", #"""
            public struct Event: Codable, Sendable, Equatable {
                public var id: Int
                public var title: String?

                public init(
                    id: Int, title: String? = nil
                ) {
                    self.id = id
                    self.title = title
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    id = try wire.required("id")
                    title = try wire.optional("title")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(id, "id")
                    try wire.optional(title, "title")
                }
            }
            """#)
    }

    @Test func nullableAndMapMembers() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Settings": {"type": "object", "required": ["color", "limits"], "properties": {
              "color": {"type": ["string", "null"]},
              "limits": {"type": "object", "additionalProperties": {"type": "integer"}}}}
            """#), renders: "Models/Settings.swift", #"""
            public struct Settings: Codable, Sendable, Equatable {
                public var color: String?
                public var limits: [String: Int]

                public init(
                    color: String?, limits: [String: Int]
                ) {
                    self.color = color
                    self.limits = limits
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    color = try wire.optional("color")
                    limits = try wire.required("limits")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(color, "color")
                    try wire.required(limits, "limits")
                }
            }
            """#)
    }

    @Test func aliasOfAList() throws {
        try expectSnippet(Snippet(schemas: #"""
            "NoteIds": {"type": "array", "items": {"type": "integer"}}
            """#), renders: "Models/NoteIds.swift", #"""
            public typealias NoteIds = [Int]
            """#)
    }

    @Test func nestedEnumsNamedAfterTheirMemberOrNamesToml() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Note": {"type": "object", "required": ["kind"], "properties": {
              "kind": {"type": "string", "enum": ["draft", "final"]},
              "sync_state": {"type": "integer", "enum": [0, 1]}}}
            """#, names: """
            [enum_names]
            "Note.kind" = "NoteKind"
            """), renders: "Models/Note.swift", #"""
            public struct Note: Codable, Sendable, Equatable {
                public var kind: Note.NoteKind
                public var syncState: Note.SyncState?

                public init(
                    kind: Note.NoteKind, syncState: Note.SyncState? = nil
                ) {
                    self.kind = kind
                    self.syncState = syncState
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    kind = try wire.required("kind")
                    syncState = try wire.optional("sync_state")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(kind, "kind")
                    try wire.optional(syncState, "sync_state")
                }

                public enum NoteKind: OpenEnum {
                    case draft
                    case final
                    case unknown(String)

                    public init(rawValue: String) {
                        switch rawValue {
                        case "draft": self = .draft
                        case "final": self = .final
                        default: self = .unknown(rawValue)
                        }
                    }

                    public var rawValue: String {
                        switch self {
                        case .draft: "draft"
                        case .final: "final"
                        case .unknown(let value): value
                        }
                    }
                }

                public enum SyncState: OpenIntEnum {
                    case value0
                    case value1
                    case unknown(Int)

                    public init(rawValue: Int) {
                        switch rawValue {
                        case 0: self = .value0
                        case 1: self = .value1
                        default: self = .unknown(rawValue)
                        }
                    }

                    public var rawValue: Int {
                        switch self {
                        case .value0: 0
                        case .value1: 1
                        case .unknown(let value): value
                        }
                    }
                }
            }
            """#)
    }

    @Test func polymorphicStructNestsVariantWithPredicates() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Item": {"type": "object", "required": ["id", "kind"], "properties": {
              "id": {"type": "integer"},
              "kind": {"type": "string"},
              "body": {"type": "string"},
              "url": {"type": "string"}},
              "x-hey-polymorphic": {"discriminator": "kind", "variants": {"note": ["body"], "Feed::Link": ["url"]},
                                    "discriminatorValues": {"Feed::Link": ["FeedLink", "Feed::Link"]}}}
            """#), renders: "Models/Item.swift", #"""
            public struct Item: Codable, Sendable, Equatable {
                public var id: Int
                public var kind: String
                public var body: String?
                public var url: String?

                public var variant: Variant { Variant(rawValue: kind) }
                public var isNote: Bool { variant == .note }
                public var isFeedLink: Bool { variant == .feedLink }

                public init(
                    id: Int, kind: String, body: String? = nil, url: String? = nil
                ) {
                    self.id = id
                    self.kind = kind
                    self.body = body
                    self.url = url
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    id = try wire.required("id")
                    kind = try wire.required("kind")
                    body = try wire.optional("body")
                    url = try wire.optional("url")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(id, "id")
                    try wire.required(kind, "kind")
                    try wire.optional(body, "body")
                    try wire.optional(url, "url")
                }

                public enum Variant: OpenEnum {
                    case note
                    case feedLink
                    case unknown(String)

                    public init(rawValue: String) {
                        switch rawValue {
                        case "note": self = .note
                        case "Feed::Link", "FeedLink": self = .feedLink
                        default: self = .unknown(rawValue)
                        }
                    }

                    public var rawValue: String {
                        switch self {
                        case .note: "note"
                        case .feedLink: "Feed::Link"
                        case .unknown(let value): value
                        }
                    }
                }
            }
            """#)
    }

    @Test func recursiveMemberIsBoxedInIndirect() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Folder": {"type": "object", "required": ["name"], "properties": {
              "name": {"type": "string"},
              "parent": {"$ref": "#/components/schemas/Folder"},
              "children": {"type": "array", "items": {"$ref": "#/components/schemas/Folder"}}}}
            """#), renders: "Models/Folder.swift", #"""
            public struct Folder: Codable, Sendable, Equatable {
                public var name: String
                public var parent: Folder? {
                    get { _parent?.value }
                    set { _parent = newValue.map(Indirect.init) }
                }
                private var _parent: Indirect<Folder>?
                public var children: [Folder]?

                public init(
                    name: String, parent: Folder? = nil, children: [Folder]? = nil
                ) {
                    self.name = name
                    self._parent = parent.map(Indirect.init)
                    self.children = children
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    name = try wire.required("name")
                    _parent = try wire.optional("parent")
                    children = try wire.optional("children")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(name, "name")
                    try wire.optional(_parent, "parent")
                    try wire.optional(children, "children")
                }
            }
            """#)
    }
}
