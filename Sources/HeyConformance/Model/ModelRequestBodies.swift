import Foundation
import HeyDispatch
import Hey

/// What the model (`spec/openapi.json`) says each operation's request body looks like, read once
/// per run so a case's `requestBody` can be read the way HEY's shared fixtures are written.
///
/// The fixtures are written against the model, so the runner reads the model itself rather than
/// a copy of it: the SDK is rendered from the same file (the drift check keeps the two in step),
/// and whatever this reading turns the arguments into is still decoded into the SDK's own
/// request type before anything is sent.
public struct ModelRequestBodies: Sendable {
    private let graph: SchemaGraph
    /// The node of each operation's request body, by operationId.
    private let bodies: [String: Int]

    /// Reads the OpenAPI document at `url`; throws a ``ModelFileError`` naming the file and, for
    /// a document the runner cannot use, the JSON pointer.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ModelFileError(reason: "\(url.path): cannot read the model (\(error.localizedDescription))")
        }
        guard let document = JSONText.parse(data) else {
            throw ModelFileError(reason: "\(url.path): the model is not JSON")
        }
        do {
            try self.init(openAPI: document)
        } catch let error as ModelFileError {
            throw ModelFileError(reason: "\(url.path): \(error.reason)")
        }
    }

    /// Reads an OpenAPI document already parsed (tests use small ones).
    public init(openAPI document: ExactJSON) throws {
        guard let paths = document["paths"]?.objectValue else {
            throw ModelFileError(reason: "#/paths: the model has no paths")
        }
        var graph = SchemaGraph(components: document["components"]?["schemas"]?.objectValue ?? [:])
        var bodies: [String: Int] = [:]
        for (path, item) in paths.sorted(by: { $0.key < $1.key }) {
            for (method, operation) in (item.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let operationId = operation["operationId"]?.stringValue,
                      let content = operation["requestBody"]?["content"]?.objectValue else { continue }
                // The JSON body when there is one; a form body (CreateToken) is described alike.
                guard let mediaType = content["application/json"] != nil ? "application/json" : content.keys.sorted().first else { continue }
                let pointer = "#/paths/\(SchemaGraph.escaped(path))/\(method)/requestBody/content/\(SchemaGraph.escaped(mediaType))/schema"
                guard let schema = content[mediaType]?["schema"] else {
                    throw ModelFileError(reason: "\(pointer): the request body of \(operationId) has no schema")
                }
                bodies[operationId] = try graph.add(schema, at: pointer)
            }
        }
        self.graph = graph
        self.bodies = bodies
    }

    /// The wire body for `operationId` built from a case's `requestBody` (nil when absent).
    ///
    /// - An operation the model gives no request body keeps what the case gave (the dispatch
    ///   table refuses a body it does not take).
    /// - A member the request type declares stays where it is. When the request type wraps one
    ///   payload object (``payload(of:)``), a member only the payload declares goes into it:
    ///   `{"subject": "Hi"}` for CreateMessage becomes `{"message": {"subject": "Hi"}}`.
    /// - Every required member left out, at any depth, takes its type's zero value (`0`, `""`,
    ///   `false`, `[]`, or an object of its own required members).
    ///
    /// Throws a ``RequestBodyError`` for a member the model does not declare (at any depth), a
    /// payload given both as an object and as loose members, or a body that is not an object.
    public func wireBody(for operationId: String, arguments: ExactJSON?) throws -> ExactJSON? {
        guard let body = bodies[operationId] else { return arguments }
        let given: [String: ExactJSON]
        switch arguments {
        case nil, .null?: given = [:]
        case .object(let members)?: given = members
        case let other?:
            throw RequestBodyError("\(operationId): requestBody must be an object, not \(JSONText.render(other))")
        }
        let schema = graph[body]
        let payload = payload(of: body)
        var wire: [String: ExactJSON] = [:]
        var loose: [String: ExactJSON] = [:]
        var unknown: [String] = []
        for (name, value) in given {
            if schema.members?[name] != nil || schema.allowsOtherMembers {
                wire[name] = value
            } else if let payload, graph[payload.node].members?[name] != nil {
                loose[name] = value
            } else {
                unknown.append(name)
            }
        }
        if !unknown.isEmpty {
            var known = "its members: \(schema.memberList)"
            if let payload { known += "; its payload \(payload.name)'s: \(graph[payload.node].memberList)" }
            throw RequestBodyError("\(operationId): the request body has no member \(unknown.sorted().joined(separator: ", ")) (\(known))")
        }
        if let payload, !loose.isEmpty {
            guard wire[payload.name] == nil else {
                throw RequestBodyError("\(operationId): requestBody gives the payload \(payload.name) both as an object and as its "
                                       + "members \(loose.keys.sorted().joined(separator: ", ")); give one or the other")
            }
            wire[payload.name] = .object(loose)
        }
        return try completed(.object(wire), node: body, path: [], operationId: operationId)
    }

    /// The one payload object the request type `node` wraps: its only required member that is
    /// an object with declared members (`message` of CreateMessage, `contact` of CreateContact).
    private func payload(of node: Int) -> (name: String, node: Int)? {
        let objects = graph[node].required.compactMap { name -> (name: String, node: Int)? in
            guard let member = graph[node].members?[name], graph[member].type == "object", graph[member].members != nil else { return nil }
            return (name, member)
        }
        return objects.count == 1 ? objects[0] : nil
    }

    /// `value` with every required member of every object it holds filled in, after checking
    /// that each member it gives is declared.
    private func completed(_ value: ExactJSON, node index: Int, path: [String], operationId: String) throws -> ExactJSON {
        let node = graph[index]
        if case .array(let elements) = value, let items = node.items {
            return .array(try elements.enumerated().map { offset, element in
                try completed(element, node: items, path: path + [String(offset)], operationId: operationId)
            })
        }
        // Anything but an object of an object type is left for the SDK's request type to accept or refuse.
        guard case .object(var members) = value, node.type == "object" else { return value }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let memberNode = node.members?[name] {
                members[name] = try completed(member, node: memberNode, path: path + [name], operationId: operationId)
            } else if !node.allowsOtherMembers {
                let owner = path.isEmpty ? "the request body" : path.joined(separator: ".")
                throw RequestBodyError("\(operationId): \((path + [name]).joined(separator: ".")) is not a member of the request body "
                                       + "(\(owner)'s members: \(node.memberList))")
            }
        }
        for name in node.required where members[name] == nil {
            members[name] = node.members?[name].map { zero(of: $0, within: [index]) } ?? .null
        }
        return .object(members)
    }

    /// The zero value of the type `index`: an object holds its own required members (an object
    /// already being filled higher up is `{}`, so a recursive type ends).
    private func zero(of index: Int, within filling: Set<Int>) -> ExactJSON {
        let node = graph[index]
        switch node.type {
        case "integer", "number": return .integer(0)
        case "string": return .string("")
        case "boolean": return .bool(false)
        case "array": return .array([])
        case "object":
            guard !filling.contains(index) else { return .object([:]) }
            var members: [String: ExactJSON] = [:]
            for name in node.required {
                members[name] = node.members?[name].map { zero(of: $0, within: filling.union([index])) } ?? .null
            }
            return .object(members)
        default: return .null
        }
    }
}

/// A request body a case gives that the model's request type cannot hold.
public struct RequestBodyError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The model file cannot be read, or is not an OpenAPI document the runner can use.
public struct ModelFileError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file or the JSON pointer.
    public let reason: String

    /// The reason.
    public var description: String { reason }
}
