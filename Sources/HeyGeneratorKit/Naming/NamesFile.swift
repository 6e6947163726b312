import Foundation
import TOML

/// A naming mistake: in names.toml (located by line and column) or a name the rules derived
/// from the spec that Swift cannot use (located by the spec's JSON pointer).
public struct NamesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `names.toml:42:1` or `spec/openapi.json#/components/schemas/Calendar`.
    public let location: String
    /// What is wrong and which names.toml table settles it.
    public let message: String

    /// Creates an error at a location.
    public init(location: String, message: String) {
        self.location = location
        self.message = message
    }

    /// An error at a line and column of a file.
    public init(file: String, line: Int, column: Int, message: String) {
        self.init(location: "\(file):\(line):\(column)", message: message)
    }

    /// `names.toml:42:1: unknown operationId "ListBox" in [operation_methods]`.
    public var description: String { "\(location): \(message)" }
}

/// Several mistakes in names.toml, reported together.
public struct NamesErrors: Error, Sendable, CustomStringConvertible {
    public let errors: [NamesError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// One override from names.toml: the value and where it was written.
public struct NameOverride: Sendable, Equatable {
    public let value: String
    public let line: Int
    public let column: Int
}

/// The overrides names.toml holds, table by table (keys as written; MAINTAINING.md says what each means).
public struct NamesFile: Sendable {
    /// The display path, for messages.
    public var file: String
    /// `[services]`: spec tag → snake_case service name.
    public var services: [String: NameOverride] = [:]
    /// `[operation_services]`: operationId → service name it moves to.
    public var operationServices: [String: NameOverride] = [:]
    /// `[operation_methods]`: operationId → Swift method name.
    public var operationMethods: [String: NameOverride] = [:]
    /// `[type_names]`: schema name → Swift type name.
    public var typeNames: [String: NameOverride] = [:]
    /// `[member_names]`: `Schema.wire_name` → Swift member name.
    public var memberNames: [String: NameOverride] = [:]
    /// `[resource_types]`: service name (or one operationId) → resource type hooks report.
    public var resourceTypes: [String: NameOverride] = [:]
    /// `[route_names]`: operationId → its member of `Routes`.
    public var routeNames: [String: NameOverride] = [:]
    /// `[enum_names]`: `Schema.wire_name` → the name of the enum nested for that member's values.
    public var enumNames: [String: NameOverride] = [:]
    /// `[nested_type_names]`: a nested type's path (`Schema.wire_name`, `Schema.wire_name.wire_name`
    /// for one nested deeper) → the name of the struct or union nested for that member's inline schema.
    public var nestedTypeNames: [String: NameOverride] = [:]
    /// `[format_types]`: an OpenAPI format (`date-time`, `int32`) → the Swift type it is spelled
    /// as (``FormatTypes`` says which are allowed).
    public var formatTypes: [String: NameOverride] = [:]
    /// Where each key was written, by table and key, for "unknown key" messages.
    public var keyPositions: [String: [String: (line: Int, column: Int)]] = [:]

    static let tables = ["services", "operation_services", "operation_methods", "type_names", "member_names", "resource_types",
                         "route_names", "enum_names", "nested_type_names", "format_types"]

    /// An empty set of overrides.
    public init(file: String = "names.toml") { self.file = file }

    /// Reads names.toml. Syntax errors, unknown tables and values that are not strings are
    /// reported with line and column; whether keys name real things is checked by the `Namer`.
    public static func load(_ url: URL) throws -> NamesFile {
        let (bytes, display) = try TOMLFile.read(url)
        return try parse(bytes, file: display)
    }

    /// Reads names.toml from bytes.
    public static func parse(_ bytes: [UInt8], file: String) throws -> NamesFile {
        let root = try TOMLFile.parse(bytes, file: file)
        var names = NamesFile(file: file)
        var errors: [NamesError] = []
        for entry in root.entries {
            guard tables.contains(entry.key) else {
                let known = tables.map { "[\($0)]" }.joined(separator: ", ")
                errors.append(NamesError(file: file, line: entry.keyPosition.line, column: entry.keyPosition.column,
                                         message: "unknown table [\(entry.key)] (known: \(known))"))
                continue
            }
            guard case .table(let table) = entry.value else {
                errors.append(NamesError(file: file, line: entry.keyPosition.line, column: entry.keyPosition.column,
                                         message: "\(entry.key) must be a table, found \(entry.value.typeName)"))
                continue
            }
            var values: [String: NameOverride] = [:]
            for item in table.entries {
                names.keyPositions[entry.key, default: [:]][item.key] = (item.keyPosition.line, item.keyPosition.column)
                guard case .string(let text) = item.value else {
                    errors.append(NamesError(file: file, line: item.valuePosition.line, column: item.valuePosition.column,
                                             message: "\"\(item.key)\" in [\(entry.key)] must be a string, found \(item.value.typeName)"))
                    continue
                }
                values[item.key] = NameOverride(value: text, line: item.valuePosition.line, column: item.valuePosition.column)
            }
            switch entry.key {
            case "services": names.services = values
            case "operation_services": names.operationServices = values
            case "operation_methods": names.operationMethods = values
            case "type_names": names.typeNames = values
            case "member_names": names.memberNames = values
            case "route_names": names.routeNames = values
            case "enum_names": names.enumNames = values
            case "nested_type_names": names.nestedTypeNames = values
            case "format_types": names.formatTypes = values
            default: names.resourceTypes = values
            }
        }
        guard errors.isEmpty else { throw NamesErrors(errors: errors) }
        return names
    }

    func error(_ table: String, key: String, _ message: String) -> NamesError {
        let position = keyPositions[table]?[key] ?? (1, 1)
        return NamesError(file: file, line: position.line, column: position.column, message: message)
    }

    func error(at override: NameOverride, _ message: String) -> NamesError {
        NamesError(file: file, line: override.line, column: override.column, message: message)
    }
}
