import Foundation
import HeyDispatch
import Hey

/// The schemas request bodies reach, read out of an OpenAPI document into nodes that name their
/// members' nodes by index, so recursive types need no recursion to hold and every `$ref` is
/// checked once, when the model is read.
struct SchemaGraph: Sendable {
    /// One schema: its type and, for an object, its declared members.
    struct Node: Sendable {
        /// `object`, `array`, `string`, `integer`, `number`, `boolean`; nil when the model gives none.
        var type: String?
        /// The declared members and their nodes; nil when the model declares none (any is accepted).
        var members: [String: Int]?
        /// The members the type requires, in the model's order.
        var required: [String]
        /// Whether members beyond the declared ones are accepted (`additionalProperties`).
        var allowsOtherMembers: Bool
        /// The node of an array's elements.
        var items: Int?

        /// The declared member names, sorted, for messages.
        var memberList: String {
            guard let members, !members.isEmpty else { return "none" }
            return members.keys.sorted().joined(separator: ", ")
        }
    }

    private var nodes: [Node] = []
    private var named: [String: Int] = [:]
    private var resolving: Set<String> = []
    private let components: [String: ExactJSON]

    /// An empty graph over the document's `#/components/schemas`.
    init(components: [String: ExactJSON]) {
        self.components = components
    }

    subscript(index: Int) -> Node { nodes[index] }

    /// Adds the schema `raw` found at `pointer` (and everything it reaches); answers its node.
    mutating func add(_ raw: ExactJSON, at pointer: String) throws -> Int {
        guard case .object(let schema) = raw else {
            throw ModelFileError(reason: "\(pointer): a schema must be an object")
        }
        if let reference = schema["$ref"] {
            return try add(reference: reference, at: pointer)
        }
        let node = try node(schema, at: pointer)
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func add(reference: ExactJSON, at pointer: String) throws -> Int {
        let prefix = "#/components/schemas/"
        guard let target = reference.stringValue, target.hasPrefix(prefix) else {
            throw ModelFileError(reason: "\(pointer)/$ref: \(JSONText.render(reference)) does not name a schema of \(prefix)")
        }
        let name = String(target.dropFirst(prefix.count))
        if let index = named[name] { return index }
        guard let schema = components[name] else {
            throw ModelFileError(reason: "\(pointer)/$ref: the model has no schema \(name)")
        }
        let here = prefix + Self.escaped(name)
        guard case .object(let fields) = schema else {
            throw ModelFileError(reason: "\(here): a schema must be an object")
        }
        guard !resolving.contains(name) else {
            throw ModelFileError(reason: "\(pointer)/$ref: \(name) only refers to itself")
        }
        resolving.insert(name)
        defer { resolving.remove(name) }
        if fields["$ref"] != nil {
            let index = try add(schema, at: here)
            named[name] = index
            return index
        }
        // Named before its members are read, so a member that refers back finds it.
        let index = nodes.count
        nodes.append(Node(type: nil, members: nil, required: [], allowsOtherMembers: true, items: nil))
        named[name] = index
        nodes[index] = try node(fields, at: here)
        return index
    }

    private mutating func node(_ schema: [String: ExactJSON], at pointer: String) throws -> Node {
        for keyword in ["allOf", "oneOf", "anyOf"] where schema[keyword] != nil {
            throw ModelFileError(reason: "\(pointer): a request body schema using \(keyword) is not read by the runner")
        }
        var node = Node(type: try Self.type(of: schema, at: pointer), members: nil, required: [],
                        allowsOtherMembers: schema["additionalProperties"].map { $0 != .bool(false) } ?? false, items: nil)
        if let properties = schema["properties"] {
            guard case .object(let declared) = properties else {
                throw ModelFileError(reason: "\(pointer)/properties: must be an object")
            }
            var members: [String: Int] = [:]
            for (name, member) in declared.sorted(by: { $0.key < $1.key }) {
                members[name] = try add(member, at: "\(pointer)/properties/\(Self.escaped(name))")
            }
            node.members = members
            node.type = node.type ?? "object"
        } else {
            node.allowsOtherMembers = true
        }
        if let required = schema["required"] {
            guard let names = required.arrayValue?.compactMap(\.stringValue), names.count == required.arrayValue?.count else {
                throw ModelFileError(reason: "\(pointer)/required: must be a list of member names")
            }
            node.required = names
        }
        if let items = schema["items"] {
            node.items = try add(items, at: "\(pointer)/items")
        }
        return node
    }

    /// `type`, or the first type of a list that is not `null`.
    private static func type(of schema: [String: ExactJSON], at pointer: String) throws -> String? {
        switch schema["type"] {
        case nil: return nil
        case .string(let type)?: return type
        case .array(let types)?: return types.compactMap(\.stringValue).first { $0 != "null" }
        case let other?: throw ModelFileError(reason: "\(pointer)/type: \(JSONText.render(other)) is not a type")
        }
    }

    /// `name` as one JSON pointer segment (`~` → `~0`, `/` → `~1`).
    static func escaped(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
