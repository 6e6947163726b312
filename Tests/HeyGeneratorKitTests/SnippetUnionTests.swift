import Testing

/// Snippets of the unions a `oneOf` becomes (see `SnippetHarness`).
@Suite struct SnippetUnionTests {
    /// The mapping's values pick Circle and Square; Dot, unmapped, is picked by its schema name
    /// and lacks the member, so the union writes it.
    @Test func oneOfWithDiscriminator() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Shape": {"oneOf": [{"$ref": "#/components/schemas/Circle"}, {"$ref": "#/components/schemas/Square"}, {"$ref": "#/components/schemas/Dot"}],
                      "discriminator": {"propertyName": "kind", "mapping": {"circle": "#/components/schemas/Circle", "square": "#/components/schemas/Square"}}},
            "Circle": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "radius": {"type": "number"}}},
            "Square": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "side": {"type": "number"}}},
            "Dot": {"type": "object", "properties": {"x": {"type": "number"}}}
            """#), renders: "Models/Shape.swift", #"""
            import Foundation

            public enum Shape: Codable, Sendable, Equatable {
                case circle(Circle)
                case square(Square)
                case dot(Dot)
                case unknown(JSONValue)

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    switch try container.decodeIfPresent(String.self, forKey: WireKey("kind")) {
                    case "circle": self = .circle(try decoder.singleValueContainer().decode(Circle.self))
                    case "square": self = .square(try decoder.singleValueContainer().decode(Square.self))
                    case "Dot": self = .dot(try decoder.singleValueContainer().decode(Dot.self))
                    default: self = .unknown(try JSONValue(from: decoder))
                    }
                }

                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .circle(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .square(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .dot(let value):
                        try value.encode(to: encoder)
                        var tag = encoder.container(keyedBy: WireKey.self)
                        try tag.encode("Dot", forKey: WireKey("kind"))
                    case .unknown(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    }
                }
            }
            """#)
    }

    @Test func oneOfWithoutDiscriminator() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Label": {"oneOf": [{"type": "string"}, {"type": "integer"}]}
            """#), renders: "Models/Label.swift", #"""
            import Foundation

            public enum Label: Codable, Sendable, Equatable {
                case string(String)
                case integer(Int)
                case unknown(JSONValue)

                public init(from decoder: any Decoder) throws {
                    let single = try decoder.singleValueContainer()
                    if let value = try? single.decode(String.self) {
                        self = .string(value)
                        return
                    }
                    if let value = try? single.decode(Int.self) {
                        self = .integer(value)
                        return
                    }
                    self = .unknown(try single.decode(JSONValue.self))
                }

                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .string(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .integer(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .unknown(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    }
                }
            }
            """#)
    }

    @Test func wrapperKeyUnionOfSingleMemberObjectsIsIndirectWhenItHoldsItself() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Filter": {"oneOf": [
              {"type": "object", "required": ["sender"], "properties": {"sender": {"type": "string"}}},
              {"type": "object", "required": ["all"], "properties": {"all": {"type": "array", "items": {"$ref": "#/components/schemas/Filter"}}}},
              {"type": "object", "required": ["group"], "properties": {"group": {"$ref": "#/components/schemas/Group"}}}]},
            "Group": {"type": "object", "required": ["filter"], "properties": {"filter": {"$ref": "#/components/schemas/Filter"}}}
            """#), renders: "Models/Filter.swift", #"""
            import Foundation

            public indirect enum Filter: Codable, Sendable, Equatable {
                case sender(String)
                case all([Filter])
                case group(Group)
                case unknown(JSONValue)

                public init(from decoder: any Decoder) throws {
                    let keyed = try? decoder.container(keyedBy: WireKey.self)
                    let single = try decoder.singleValueContainer()
                    if let keyed, keyed.contains(WireKey("sender")), let value = try? keyed.decode(String.self, forKey: WireKey("sender")) {
                        self = .sender(value)
                        return
                    }
                    if let keyed, keyed.contains(WireKey("all")), let value = try? keyed.decode([Filter].self, forKey: WireKey("all")) {
                        self = .all(value)
                        return
                    }
                    if let keyed, keyed.contains(WireKey("group")), let value = try? keyed.decode(Group.self, forKey: WireKey("group")) {
                        self = .group(value)
                        return
                    }
                    self = .unknown(try single.decode(JSONValue.self))
                }

                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .sender(let value):
                        var container = encoder.container(keyedBy: WireKey.self)
                        try container.encode(value, forKey: WireKey("sender"))
                    case .all(let value):
                        var container = encoder.container(keyedBy: WireKey.self)
                        try container.encode(value, forKey: WireKey("all"))
                    case .group(let value):
                        var container = encoder.container(keyedBy: WireKey.self)
                        try container.encode(value, forKey: WireKey("group"))
                    case .unknown(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    }
                }
            }
            """#)
    }
}
