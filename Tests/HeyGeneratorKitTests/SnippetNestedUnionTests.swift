import Testing

/// Snippets of the unions and enums nested for members' inline `oneOf`, `anyOf` and `const` (see
/// `SnippetHarness`).
@Suite struct SnippetNestedUnionTests {
    /// An inline `oneOf` of several variants (a `null` one makes the member nullable): a nested
    /// union, first that decodes or by its discriminator, as a top-level union.
    @Test func nestedOneOf() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Circle": {"type": "object", "properties": {"type": {"type": "string"}, "radius": {"type": "number"}}},
            "Square": {"type": "object", "properties": {"side": {"type": "number"}}},
            "Drawing": {"type": "object", "properties": {
              "anchor": {"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]},
              "shape": {"oneOf": [{"$ref": "#/components/schemas/Circle"}, {"$ref": "#/components/schemas/Square"}],
                        "discriminator": {"propertyName": "type", "mapping": {"circle": "#/components/schemas/Circle", "square": "#/components/schemas/Square"}}}}}
            """#), renders: "Models/Drawing.swift", #"""
            public struct Drawing: Codable, Sendable, Equatable {
                public var anchor: Drawing.Anchor?
                public var shape: Drawing.Shape?

                public init(
                    anchor: Drawing.Anchor? = nil, shape: Drawing.Shape? = nil
                ) {
                    self.anchor = anchor
                    self.shape = shape
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    anchor = try wire.optional("anchor")
                    shape = try wire.optional("shape")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(anchor, "anchor")
                    try wire.optional(shape, "shape")
                }

                public enum Anchor: Codable, Sendable, Equatable {
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

                public enum Shape: Codable, Sendable, Equatable {
                    case circle(Circle)
                    case square(Square)
                    case unknown(JSONValue)

                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: WireKey.self)
                        switch try container.decodeIfPresent(String.self, forKey: WireKey("type")) {
                        case "circle": self = .circle(try decoder.singleValueContainer().decode(Circle.self))
                        case "square": self = .square(try decoder.singleValueContainer().decode(Square.self))
                        default: self = .unknown(try JSONValue(from: decoder))
                        }
                    }

                    public func encode(to encoder: any Encoder) throws {
                        switch self {
                        case .circle(let value):
                            var container = encoder.singleValueContainer()
                            try container.encode(value)
                        case .square(let value):
                            try value.encode(to: encoder)
                            var tag = encoder.container(keyedBy: WireKey.self)
                            try tag.encode("square", forKey: WireKey("type"))
                        case .unknown(let value):
                            var container = encoder.singleValueContainer()
                            try container.encode(value)
                        }
                    }
                }
            }
            """#)
    }

    /// An inline `anyOf` reads as a `oneOf` does: the first variant that decodes.
    @Test func nestedAnyOf() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Circle": {"type": "object", "properties": {"radius": {"type": "number"}}},
            "Drawing": {"type": "object", "properties": {
              "fill": {"anyOf": [{"$ref": "#/components/schemas/Circle"}, {"type": "object", "properties": {"hex": {"type": "string"}}}]}}}
            """#), renders: "Models/Drawing.swift", #"""
            public struct Drawing: Codable, Sendable, Equatable {
                public var fill: Drawing.Fill?

                public init(
                    fill: Drawing.Fill? = nil
                ) {
                    self.fill = fill
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    fill = try wire.optional("fill")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(fill, "fill")
                }

                public enum Fill: Codable, Sendable, Equatable {
                    case circle(Circle)
                    case hex(String)
                    case unknown(JSONValue)

                    public init(from decoder: any Decoder) throws {
                        let keyed = try? decoder.container(keyedBy: WireKey.self)
                        let single = try decoder.singleValueContainer()
                        if let value = try? single.decode(Circle.self) {
                            self = .circle(value)
                            return
                        }
                        if let keyed, keyed.contains(WireKey("hex")), let value = try? keyed.decode(String.self, forKey: WireKey("hex")) {
                            self = .hex(value)
                            return
                        }
                        self = .unknown(try single.decode(JSONValue.self))
                    }

                    public func encode(to encoder: any Encoder) throws {
                        switch self {
                        case .circle(let value):
                            var container = encoder.singleValueContainer()
                            try container.encode(value)
                        case .hex(let value):
                            var container = encoder.container(keyedBy: WireKey.self)
                            try container.encode(value, forKey: WireKey("hex"))
                        case .unknown(let value):
                            var container = encoder.singleValueContainer()
                            try container.encode(value)
                        }
                    }
                }
            }
            """#)
    }

    /// OpenAPI 3.1's `const` without a `type`: a nested enum of one case.
    @Test func constMember() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Shape": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "circle"}, "radius": {"type": "number"}}}
            """#), renders: "Models/Shape.swift", #"""
            public struct Shape: Codable, Sendable, Equatable {
                public var kind: Shape.Kind
                public var radius: Double?

                public init(
                    kind: Shape.Kind, radius: Double? = nil
                ) {
                    self.kind = kind
                    self.radius = radius
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    kind = try wire.required("kind")
                    radius = try wire.optional("radius")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.required(kind, "kind")
                    try wire.optional(radius, "radius")
                }

                public enum Kind: OpenEnum {
                    case circle
                    case unknown(String)

                    public init(rawValue: String) {
                        switch rawValue {
                        case "circle": self = .circle
                        default: self = .unknown(rawValue)
                        }
                    }

                    public var rawValue: String {
                        switch self {
                        case .circle: "circle"
                        case .unknown(let value): value
                        }
                    }
                }
            }
            """#)
    }
}
