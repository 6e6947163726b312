/// An OpenAPI 3.1 document as the generator reads it: operations, parameters, bodies, responses
/// and schemas, with the HEY behaviour extensions, each carrying the JSON pointer it came from.
public struct SpecDocument: Sendable {
    /// The `openapi` version string.
    public var openAPIVersion: String
    /// `info`.
    public var info: SpecInfo
    /// Top-level tag descriptions, by tag name.
    public var tagDescriptions: [String: String]
    /// Every operation, in document order (paths, then methods in the order written).
    public var operations: [SpecOperation]
    /// Every schema of `components/schemas`, in document order.
    public var schemas: [SpecNamedSchema] {
        didSet { schemaIndex = Self.index(schemas) }
    }
    /// The whole document, for resolving pointers.
    public var root: JSONNode
    /// The top-level `servers`, in order (the first is a client's default base URL).
    public var servers: [SpecServer]
    /// The schemes of `components/securitySchemes` the SDK can send, in document order.
    public var securitySchemes: [SpecSecurityScheme] = []
    /// The document's own `security` (what an operation that states none requires); nil when absent.
    public var security: SpecSecurityRequirements?
    /// Positions in `schemas` by name.
    private var schemaIndex: [String: Int]

    /// Creates a document.
    public init(openAPIVersion: String, info: SpecInfo, tagDescriptions: [String: String], operations: [SpecOperation],
                schemas: [SpecNamedSchema], root: JSONNode, servers: [SpecServer] = []) {
        self.openAPIVersion = openAPIVersion
        self.info = info
        self.tagDescriptions = tagDescriptions
        self.operations = operations
        self.schemas = schemas
        self.root = root
        self.servers = servers
        self.schemaIndex = Self.index(schemas)
    }

    /// The schema named `name`, if the document has it.
    public func schema(named name: String) -> SpecNamedSchema? {
        schemaIndex[name].map { schemas[$0] }
    }

    private static func index(_ schemas: [SpecNamedSchema]) -> [String: Int] {
        Dictionary(schemas.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The document's `info` object.
public struct SpecInfo: Sendable, Equatable {
    public var title: String
    /// The API contract version (`2026-10-05`).
    public var version: String
    public var description: String?
}

/// One operation (`paths/<path>/<method>`).
public struct SpecOperation: Sendable {
    public var operationId: String
    /// Upper-case HTTP method (`GET`).
    public var method: String
    /// The path template (`/boxes/{boxId}`).
    public var path: String
    /// The names between braces in `path`, in order (`boxId`), read once when the spec loads.
    public var pathPlaceholders: [String]
    public var tags: [String]
    public var summary: String?
    public var description: String?
    public var parameters: [SpecParameter]
    public var requestBody: SpecRequestBody?
    /// Responses in document order.
    public var responses: [SpecResponse]
    /// What its `x-hey-*` extensions state about its behaviour, flag by flag.
    public var extensions: StatedFlags
    /// `#/paths/~1boxes~1{boxId}/get`.
    public var pointer: String
    /// The operation's own `security`, when it states one (`[]`: no credentials).
    public var security: SpecSecurityRequirements? = nil
}

/// A path, query or header parameter.
public struct SpecParameter: Sendable {
    public var name: String
    /// `path`, `query`, `header` or `cookie`.
    public var location: String
    public var required: Bool
    public var schema: SpecSchema
    public var description: String?
    /// `explode`, when stated.
    public var explode: Bool? = nil
    /// `style` (`form`, `deepObject`, …), when stated.
    public var style: String? = nil
    public var pointer: String
}

/// An operation's request body.
public struct SpecRequestBody: Sendable {
    /// The media type it is sent as (`application/json`, `multipart/form-data`, …).
    public var contentType: String
    public var schema: SpecSchema
    public var required: Bool
    public var description: String?
    public var pointer: String
    /// The media type's `encoding`: the content type it states for a member (a multipart
    /// body's part), by member name.
    public var partContentTypes: [String: String] = [:]
}

/// One response of an operation.
public struct SpecResponse: Sendable {
    /// The status as written (`200`, `4XX`, `default`).
    public var status: String
    public var description: String?
    /// The first content type, when the response has a body.
    public var contentType: String?
    public var schema: SpecSchema?
    public var pointer: String
}

/// A named schema of `components/schemas`.
public struct SpecNamedSchema: Sendable {
    public var name: String
    public var schema: SpecSchema
}

/// A schema: a reference, an object, an array, a primitive, or anything.
public struct SpecSchema: Sendable {
    public indirect enum Kind: Sendable {
        /// `$ref` to `#/components/schemas/<name>`; holds the name.
        case reference(String)
        /// An object; `additionalProperties` is the schema of its other members (a map when it has
        /// no properties).
        case object(properties: [SpecProperty], required: [String], additionalProperties: SpecSchema?)
        case array(items: SpecSchema)
        /// `string`, `integer`, `number` or `boolean`.
        case primitive(type: String)
        /// `oneOf` (or `anyOf`): exactly one of `variants`, told apart by `discriminator` when the
        /// schema names one, else by which variant decodes first.
        case union(variants: [SpecSchema], discriminator: SpecDiscriminator?)
        /// `allOf`: every part at once.
        case allOf([SpecSchema])
        /// No type at all: any JSON value.
        case any
    }

    public var kind: Kind
    public var format: String?
    /// `enum` values when present, as written (an integer enum's values as decimal text).
    public var enumValues: [String]?
    public var description: String?
    /// `x-hey-sensitive` is present.
    public var sensitive = false
    /// `x-hey-nullable` is present, or `type` lists `null`.
    public var nullable = false
    public var polymorphism: SpecPolymorphism?
    public var pointer: String

    /// The referenced schema name, when this is a `$ref`.
    public var referenceName: String? {
        if case .reference(let name) = kind { return name }
        return nil
    }

    /// A short form of the type for messages and diffs (`integer/int64`, `array<Box>`, `Box`).
    public var typeSummary: String {
        switch kind {
        case .reference(let name): return name
        case .object(_, _, let additional):
            return additional.map { "map<\($0.typeSummary)>" } ?? "object"
        case .array(let items): return "array<\(items.typeSummary)>"
        case .primitive(let type): return format.map { "\(type)/\($0)" } ?? type
        case .union(_, let discriminator): return discriminator.map { "oneOf by \($0.propertyName)" } ?? "oneOf"
        case .allOf(let parts): return "allOf<\(parts.map(\.typeSummary).joined(separator: "&"))>"
        case .any: return "any"
        }
    }
}

/// The `discriminator` of a `oneOf`: the member whose value names the variant, and which value
/// names which schema (without a `mapping`, a variant is named by its schema's name).
public struct SpecDiscriminator: Sendable, Equatable {
    /// The member's wire name (`type`).
    public var propertyName: String
    /// Discriminator value → schema name, as the `mapping` lists them.
    public var mapping: [(value: String, schema: String)]

    public static func == (lhs: SpecDiscriminator, rhs: SpecDiscriminator) -> Bool {
        lhs.propertyName == rhs.propertyName && lhs.mapping.map(\.value) == rhs.mapping.map(\.value)
            && lhs.mapping.map(\.schema) == rhs.mapping.map(\.schema)
    }

    /// The values that name `schema`: its mapping entries, else its own name.
    public func values(for schema: String) -> [String] {
        let mapped = mapping.filter { $0.schema == schema }.map(\.value)
        return mapped.isEmpty ? [schema] : mapped
    }
}

/// One member of an object schema.
public struct SpecProperty: Sendable {
    /// The wire name.
    public var name: String
    public var schema: SpecSchema
}

/// `x-hey-polymorphic`: which discriminator value brings which members.
public struct SpecPolymorphism: Sendable, Equatable {
    /// The wire name of the discriminating member (`kind`).
    public var discriminator: String
    /// Variant wire values in document order, each with the members only it carries.
    public var variants: [(value: String, members: [String])]
    /// Every wire value that names a variant, by variant (`Calendar::Todo` → `CalendarTodo`,
    /// `Calendar::Todo`); a variant absent here is named by its own value alone.
    public var alternateValues: [String: [String]]

    /// The wire values that select `variant`.
    public func wireValues(of variant: String) -> [String] {
        alternateValues[variant] ?? [variant]
    }

    public static func == (lhs: SpecPolymorphism, rhs: SpecPolymorphism) -> Bool {
        lhs.discriminator == rhs.discriminator
            && lhs.variants.map(\.value) == rhs.variants.map(\.value)
            && lhs.variants.map(\.members) == rhs.variants.map(\.members)
            && lhs.alternateValues == rhs.alternateValues
    }
}

/// OpenAPI path templates.
public enum PathTemplate {
    /// The names between braces, in order: `/boxes/{boxId}/groups/{groupId}` → `boxId`, `groupId`.
    public static func placeholders(_ path: String) -> [String] {
        var names: [String] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// One scheme of `components/securitySchemes`, as far as the SDK can send its credential.
public struct SpecSecurityScheme: Sendable, Equatable {
    /// How its credential travels.
    public enum Kind: Sendable, Equatable {
        /// `Authorization: Bearer` (http/bearer, oauth2, openIdConnect).
        case bearer
        /// `Authorization: Basic` (http/basic).
        case basic
        /// An API key in a header, the query or a cookie (`location` is `header`, `query` or `cookie`).
        case apiKey(name: String, location: String)
    }

    /// The scheme's name in the document.
    public var name: String
    public var kind: Kind
    public var description: String?
    /// `#/components/securitySchemes/<name>`.
    public var pointer: String
}

/// A `security` list: alternatives, each the names of the schemes sent together. Schemes the SDK
/// cannot send (mutualTLS, an unknown type) are left out of them, with a warning where they are
/// declared.
public typealias SpecSecurityRequirements = [[String]]
