import Testing

/// Snippets of how nested types are named and boxed (see `SnippetHarness`).
@Suite struct SnippetNestedNamingTests {
    /// A rule-made nested name that would hide a type the struct spells (Foundation's `Data`, the
    /// struct itself) takes `Value` after it, with a warning.
    @Test func nameHidingAType() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Reply": {"type": "object", "properties": {
              "data": {"type": "object", "properties": {"raw": {"type": "string", "format": "binary"}}},
              "reply": {"type": "object", "properties": {"text": {"type": "string"}}}}}
            """#,
            diagnostics: [
                "openapi.json#/components/schemas/Reply/properties/data: warning: the struct nested for Reply.data is Reply.DataValue, not Reply.Data: it would hide the type Data inside Reply; set another in [nested_type_names]",
                "openapi.json#/components/schemas/Reply/properties/reply: warning: the struct nested for Reply.reply is Reply.ReplyValue, not Reply.Reply: it would hide the type Reply inside Reply; set another in [nested_type_names]",
            ]), renders: "Models/Reply.swift", #"""
            import Foundation

            public struct Reply: Codable, Sendable, Equatable {
                public var data: Reply.DataValue?
                public var reply: Reply.ReplyValue?

                public init(
                    data: Reply.DataValue? = nil, reply: Reply.ReplyValue? = nil
                ) {
                    self.data = data
                    self.reply = reply
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    data = try wire.optional("data")
                    reply = try wire.optional("reply")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(data, "data")
                    try wire.optional(reply, "reply")
                }

                public struct DataValue: Codable, Sendable, Equatable {
                    public var raw: Data?

                    public init(
                        raw: Data? = nil
                    ) {
                        self.raw = raw
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        raw = try wire.optional("raw")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(raw, "raw")
                    }
                }

                public struct ReplyValue: Codable, Sendable, Equatable {
                    public var text: String?

                    public init(
                        text: String? = nil
                    ) {
                        self.text = text
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        text = try wire.optional("text")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(text, "text")
                    }
                }
            }
            """#)
    }

    /// names.toml's `[nested_type_names]` names a nested type by its path; a key naming no nested
    /// type is a warning.
    @Test func namesTomlNamesANestedType() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Order": {"type": "object", "properties": {
              "billing_address": {"type": "object", "properties": {
                "geo": {"type": "object", "properties": {"lat": {"type": "number"}}}}}}}
            """#,
            names: "[nested_type_names]\n\"Order.billing_address\" = \"Address\"\n\"Order.billing_address.geo\" = \"Position\"\n\"Order.shipping\" = \"Shipping\"\n",
            diagnostics: [
                "names.toml:4:1: warning: unknown member with an inline object or union (Schema.wire_name) \"Order.shipping\" in [nested_type_names]: the model has none, so the key is ignored",
            ]), renders: "Models/Order.swift", #"""
            public struct Order: Codable, Sendable, Equatable {
                public var billingAddress: Order.Address?

                public init(
                    billingAddress: Order.Address? = nil
                ) {
                    self.billingAddress = billingAddress
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    billingAddress = try wire.optional("billing_address")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(billingAddress, "billing_address")
                }

                public struct Address: Codable, Sendable, Equatable {
                    public var geo: Order.Address.Position?

                    public init(
                        geo: Order.Address.Position? = nil
                    ) {
                        self.geo = geo
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        geo = try wire.optional("geo")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(geo, "geo")
                    }

                    public struct Position: Codable, Sendable, Equatable {
                        public var lat: Double?

                        public init(
                            lat: Double? = nil
                        ) {
                            self.lat = lat
                        }

                        public init(from decoder: any Decoder) throws {
                            let wire = try decoder.container(keyedBy: WireKey.self)
                            lat = try wire.optional("lat")
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var wire = encoder.container(keyedBy: WireKey.self)
                            try wire.optional(lat, "lat")
                        }
                    }
                }
            }
            """#)
    }

    /// A struct reaching itself through a nested struct is boxed on both sides, as through a named
    /// one.
    @Test func recursionThroughANestedStruct() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Node": {"type": "object", "properties": {
              "parent": {"type": "object", "properties": {"node": {"$ref": "#/components/schemas/Node"}}}}}
            """#), renders: "Models/Node.swift", #"""
            public struct Node: Codable, Sendable, Equatable {
                public var parent: Node.Parent? {
                    get { _parent?.value }
                    set { _parent = newValue.map(Indirect.init) }
                }
                private var _parent: Indirect<Node.Parent>?

                public init(
                    parent: Node.Parent? = nil
                ) {
                    self._parent = parent.map(Indirect.init)
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    _parent = try wire.optional("parent")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(_parent, "parent")
                }

                public struct Parent: Codable, Sendable, Equatable {
                    public var node: Node? {
                        get { _node?.value }
                        set { _node = newValue.map(Indirect.init) }
                    }
                    private var _node: Indirect<Node>?

                    public init(
                        node: Node? = nil
                    ) {
                        self._node = node.map(Indirect.init)
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        _node = try wire.optional("node")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(_node, "node")
                    }
                }
            }
            """#)
    }
}
