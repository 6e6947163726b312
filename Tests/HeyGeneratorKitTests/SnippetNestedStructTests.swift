import Testing

/// Snippets of the structs nested for members' inline objects and `allOf`s (see `SnippetHarness`).
@Suite struct SnippetNestedStructTests {
    /// An inline object member: a struct nested in its struct, named after the member, spelled
    /// `Owner.Nested`.
    @Test func nestedStruct() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Order": {"type": "object", "required": ["billing_address"], "properties": {
              "id": {"type": "integer"},
              "billing_address": {"type": "object", "required": ["city"], "properties": {
                "street": {"type": "string"}, "city": {"type": "string"}}}}}
            """#), renders: "Models/Order.swift", #"""
            public struct Order: Codable, Sendable, Equatable {
                public var id: Int?
                public var billingAddress: Order.BillingAddress

                public init(
                    id: Int? = nil, billingAddress: Order.BillingAddress
                ) {
                    self.id = id
                    self.billingAddress = billingAddress
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    id = try wire.optional("id")
                    billingAddress = try wire.required("billing_address")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(id, "id")
                    try wire.required(billingAddress, "billing_address")
                }

                public struct BillingAddress: Codable, Sendable, Equatable {
                    public var street: String?
                    public var city: String

                    public init(
                        street: String? = nil, city: String
                    ) {
                        self.street = street
                        self.city = city
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        street = try wire.optional("street")
                        city = try wire.required("city")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(street, "street")
                        try wire.required(city, "city")
                    }
                }
            }
            """#)
    }

    /// A list of inline objects nests the item's struct, named after the member made singular
    /// (`Item` added when the word has no other singular); a map's values, `Value` added.
    @Test func nestedStructInArrayAndMap() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Order": {"type": "object", "properties": {
              "line_items": {"type": "array", "items": {"type": "object", "properties": {"sku": {"type": "string"}}}},
              "data": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}}},
              "totals": {"type": "object", "additionalProperties": {"type": "object", "properties": {"amount": {"type": "number"}}}}}}
            """#), renders: "Models/Order.swift", #"""
            public struct Order: Codable, Sendable, Equatable {
                public var lineItems: [Order.LineItem]?
                public var data: [Order.DataItem]?
                public var totals: [String: Order.TotalsValue]?

                public init(
                    lineItems: [Order.LineItem]? = nil, data: [Order.DataItem]? = nil,
                    totals: [String: Order.TotalsValue]? = nil
                ) {
                    self.lineItems = lineItems
                    self.data = data
                    self.totals = totals
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    lineItems = try wire.optional("line_items")
                    data = try wire.optional("data")
                    totals = try wire.optional("totals")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(lineItems, "line_items")
                    try wire.optional(data, "data")
                    try wire.optional(totals, "totals")
                }

                public struct LineItem: Codable, Sendable, Equatable {
                    public var sku: String?

                    public init(
                        sku: String? = nil
                    ) {
                        self.sku = sku
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        sku = try wire.optional("sku")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(sku, "sku")
                    }
                }

                public struct DataItem: Codable, Sendable, Equatable {
                    public var n: Int?

                    public init(
                        n: Int? = nil
                    ) {
                        self.n = n
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        n = try wire.optional("n")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(n, "n")
                    }
                }

                public struct TotalsValue: Codable, Sendable, Equatable {
                    public var amount: Double?

                    public init(
                        amount: Double? = nil
                    ) {
                        self.amount = amount
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        amount = try wire.optional("amount")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(amount, "amount")
                    }
                }
            }
            """#)
    }

    /// A nested struct nests its own inline objects and enums, spelled through both owners.
    @Test func nestedStructNestsAnother() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Order": {"type": "object", "properties": {
              "billing_address": {"type": "object", "properties": {
                "kind": {"type": "string", "enum": ["home", "work"]},
                "geo": {"type": "object", "properties": {"lat": {"type": "number"}, "created_at": {"type": "string", "format": "date-time"}}}}}}}
            """#), renders: "Models/Order.swift", #"""
            import Foundation

            public struct Order: Codable, Sendable, Equatable {
                public var billingAddress: Order.BillingAddress?

                public init(
                    billingAddress: Order.BillingAddress? = nil
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

                public struct BillingAddress: Codable, Sendable, Equatable {
                    public var kind: Order.BillingAddress.Kind?
                    public var geo: Order.BillingAddress.Geo?

                    public init(
                        kind: Order.BillingAddress.Kind? = nil, geo: Order.BillingAddress.Geo? = nil
                    ) {
                        self.kind = kind
                        self.geo = geo
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        kind = try wire.optional("kind")
                        geo = try wire.optional("geo")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.optional(kind, "kind")
                        try wire.optional(geo, "geo")
                    }

                    public enum Kind: OpenEnum {
                        case home
                        case work
                        case unknown(String)

                        public init(rawValue: String) {
                            switch rawValue {
                            case "home": self = .home
                            case "work": self = .work
                            default: self = .unknown(rawValue)
                            }
                        }

                        public var rawValue: String {
                            switch self {
                            case .home: "home"
                            case .work: "work"
                            case .unknown(let value): value
                            }
                        }
                    }

                    public struct Geo: Codable, Sendable, Equatable {
                        public var lat: Double?
                        public var createdAt: Date?

                        public init(
                            lat: Double? = nil, createdAt: Date? = nil
                        ) {
                            self.lat = lat
                            self.createdAt = createdAt
                        }

                        public init(from decoder: any Decoder) throws {
                            let wire = try decoder.container(keyedBy: WireKey.self)
                            lat = try wire.optional("lat")
                            createdAt = try wire.optional("created_at")
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var wire = encoder.container(keyedBy: WireKey.self)
                            try wire.optional(lat, "lat")
                            try wire.optional(createdAt, "created_at")
                        }
                    }
                }
            }
            """#)
    }

    /// An inline `allOf` of a `$ref` and an object: a nested struct with the members of both.
    @Test func nestedAllOf() throws {
        try expectSnippet(Snippet(schemas: #"""
            "Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
            "Drawing": {"type": "object", "properties": {
              "owner": {"allOf": [{"$ref": "#/components/schemas/Base"}, {"type": "object", "properties": {"name": {"type": "string"}}}]}}}
            """#), renders: "Models/Drawing.swift", #"""
            public struct Drawing: Codable, Sendable, Equatable {
                public var owner: Drawing.Owner?

                public init(
                    owner: Drawing.Owner? = nil
                ) {
                    self.owner = owner
                }

                public init(from decoder: any Decoder) throws {
                    let wire = try decoder.container(keyedBy: WireKey.self)
                    owner = try wire.optional("owner")
                }

                public func encode(to encoder: any Encoder) throws {
                    var wire = encoder.container(keyedBy: WireKey.self)
                    try wire.optional(owner, "owner")
                }

                public struct Owner: Codable, Sendable, Equatable {
                    public var id: Int
                    public var name: String?

                    public init(
                        id: Int, name: String? = nil
                    ) {
                        self.id = id
                        self.name = name
                    }

                    public init(from decoder: any Decoder) throws {
                        let wire = try decoder.container(keyedBy: WireKey.self)
                        id = try wire.required("id")
                        name = try wire.optional("name")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var wire = encoder.container(keyedBy: WireKey.self)
                        try wire.required(id, "id")
                        try wire.optional(name, "name")
                    }
                }
            }
            """#)
    }
}
