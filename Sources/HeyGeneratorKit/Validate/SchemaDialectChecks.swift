/// Checks that the schemas speak the document's version of JSON Schema, so a model this
/// generator reads is one other OpenAPI tools read too:
/// - `contentEncoding` names an encoding JSON Schema defines (RFC 2045's and RFC 4648's:
///   `7bit`, `8bit`, `binary`, `quoted-printable`, `base16`, `base32`, `base32hex`, `base64`,
///   `base64url`), in any version.
/// - A 3.1 (or later) document, whose schemas are JSON Schema 2020-12, uses none of OpenAPI 3.0's
///   keywords: `nullable` (and Swagger 2's `x-nullable`), a boolean `exclusiveMinimum` or
///   `exclusiveMaximum`. `example` is only deprecated there, and passes.
///
/// Each is a warning at the keyword's pointer: a published model may carry them and still renders
/// (`nullable: true` is read as nullable all the same); `--strict`, with which `spec/` is
/// generated and validated, makes each an error.
struct SchemaDialectChecks {
    let document: SpecDocument
    let file: String

    /// The encodings JSON Schema 2020-12 names for `contentEncoding`: RFC 2045's transfer
    /// encodings and RFC 4648's (case-insensitive, as RFC 2045 says of its names).
    static let encodings = ["7bit", "8bit", "binary", "quoted-printable", "base16", "base32", "base32hex", "base64", "base64url"]

    /// Every problem found (unsorted).
    func problems() -> [Diagnostic] {
        let laterDialect = Self.dialect(of: document.openAPIVersion)
        var found: [Diagnostic] = []
        for (pointer, schema) in Self.schemaObjects(in: document.root) {
            found += encodingProblems(schema, pointer)
            if let laterDialect { found += versionProblems(schema, pointer, dialect: laterDialect) }
        }
        return found
    }

    /// `OpenAPI 3.1` for a document of 3.1 or a later 3.x (whose schemas are JSON Schema
    /// 2020-12), nil for 3.0 and anything not a 3.x version.
    static func dialect(of version: String) -> String? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "3", let minor = Int(parts[1]), minor >= 1 else { return nil }
        return "OpenAPI 3.\(minor)"
    }

    private func encodingProblems(_ schema: JSONObject, _ pointer: String) -> [Diagnostic] {
        guard let node = schema["contentEncoding"] else { return [] }
        let at = pointer + "/contentEncoding"
        guard let name = node.stringValue else {
            return [problem(at, "contentEncoding must name an encoding, found \(node.kindName): ignored")]
        }
        if Self.encodings.contains(name.lowercased()) { return [] }
        let hint = name.lowercased() == "byte" ? " (OpenAPI 3.0's format \"byte\" is contentEncoding \"base64\")" : ""
        return [problem(at, "contentEncoding \"\(name)\" is no encoding JSON Schema defines (\(Self.encodings.joined(separator: ", "))), "
            + "so other tools refuse the document: ignored\(hint)")]
    }

    private func versionProblems(_ schema: JSONObject, _ pointer: String, dialect: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (keyword, origin, readHere) in [("nullable", "OpenAPI 3.0's", "read as nullable here"), ("x-nullable", "Swagger 2's", "ignored here too")] {
            guard let node = schema[keyword] else { continue }
            let advice = node.boolValue == true ? "write \(Self.nullableSpelling(schema)) (\(readHere))" : "remove it"
            found.append(problem(JSONPointer.appending(pointer, keyword),
                                 "\(keyword) is \(origin) and no keyword of \(dialect), so other tools ignore it: \(advice)"))
        }
        for (keyword, inclusive) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            guard let flag = schema[keyword]?.boolValue else { continue }
            let advice: String
            if !flag {
                advice = "remove it (\(inclusive) alone is the inclusive bound)"
            } else if let bound = schema[inclusive], case .number(let value) = bound {
                advice = "write \"\(keyword)\": \(value) in place of \"\(inclusive)\": \(value)"
            } else {
                advice = "write the bound itself, \"\(keyword)\": <number>"
            }
            found.append(problem(pointer + "/" + keyword,
                                 "a boolean \(keyword) is OpenAPI 3.0's; in \(dialect) it is the bound itself, a number, and other tools refuse a boolean: \(advice)"))
        }
        return found
    }

    /// How a 3.1 document says the schema's value may be null: `"type": ["string", "null"]`
    /// beside a type, else a `oneOf` with a `{"type": "null"}` variant.
    private static func nullableSpelling(_ schema: JSONObject) -> String {
        var types: [String]
        if let single = schema["type"]?.stringValue {
            types = [single]
        } else if let list = schema["type"]?.arrayValue?.compactMap(\.stringValue), !list.isEmpty {
            types = list
        } else {
            return "a oneOf with a {\"type\": \"null\"} variant"
        }
        if !types.contains("null") { types.append("null") }
        return "\"type\": [" + types.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    // MARK: Finding the schemas

    /// Keys whose members are names (paths, media types, status codes, …) rather than keywords:
    /// a member called `schema` directly inside one is a name, not a schema.
    private static let nameMaps: Set<String> = [
        "paths", "webhooks", "responses", "content", "parameters", "requestBodies", "headers", "securitySchemes",
        "links", "callbacks", "pathItems", "encoding", "variables", "mapping",
    ]
    /// Keys whose values are data (examples, defaults, enum values), never schemas.
    private static let dataKeys: Set<String> = ["example", "examples", "default", "enum", "const"]
    /// Keywords whose value is one schema.
    private static let schemaKeywords: Set<String> = [
        "items", "additionalItems", "additionalProperties", "unevaluatedItems", "unevaluatedProperties", "contains",
        "propertyNames", "not", "if", "then", "else", "contentSchema",
    ]
    /// Keywords whose value is a list of schemas.
    private static let schemaListKeywords: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems"]
    /// Keywords whose value maps names to schemas.
    private static let schemaMapKeywords: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]

    /// Every schema object of the document with its pointer: the named schemas, every `schema`
    /// of a parameter, header or media type, and every schema nested in those (booleans, which
    /// have no keywords, are left out; examples and extensions are not searched).
    static func schemaObjects(in root: JSONNode) -> [(pointer: String, schema: JSONObject)] {
        var found: [(pointer: String, schema: JSONObject)] = []
        var schemas: [(pointer: String, node: JSONNode)] = []
        var stack: [(pointer: String, node: JSONNode, keysAreNames: Bool)] = [("#", root, false)]
        while let (pointer, node, keysAreNames) = stack.popLast() {
            switch node {
            case .object(let object):
                for (key, value) in object.members.reversed() {
                    let child = JSONPointer.appending(pointer, key)
                    if keysAreNames {
                        stack.append((child, value, false))
                    } else if key == "schema" {
                        schemas.append((child, value))
                    } else if key == "schemas", pointer == "#/components", let named = value.objectValue {
                        schemas += named.members.reversed().map { (JSONPointer.appending(child, $0.key), $0.value) }
                    } else if !dataKeys.contains(key), !key.hasPrefix("x-"), value.isContainer {
                        stack.append((child, value, nameMaps.contains(key)))
                    }
                }
            case .array(let elements):
                for (position, element) in elements.enumerated().reversed() where element.isContainer {
                    stack.append(("\(pointer)/\(position)", element, false))
                }
            default:
                break
            }
        }
        // In no particular order: the validator sorts problems into document order.
        while let (pointer, node) = schemas.popLast() {
            guard let object = node.objectValue else { continue }
            found.append((pointer, object))
            for (key, value) in object.members.reversed() {
                let child = JSONPointer.appending(pointer, key)
                if schemaKeywords.contains(key) {
                    if let list = value.arrayValue {
                        // `items` as a list: the tuple form of older drafts.
                        schemas += list.enumerated().reversed().map { ("\(child)/\($0)", $1) }
                    } else {
                        schemas.append((child, value))
                    }
                } else if schemaListKeywords.contains(key), let list = value.arrayValue {
                    schemas += list.enumerated().reversed().map { ("\(child)/\($0)", $1) }
                } else if schemaMapKeywords.contains(key), let members = value.objectValue {
                    schemas += members.members.reversed().map { (JSONPointer.appending(child, $0.key), $0.value) }
                }
            }
        }
        return found
    }

    private func problem(_ pointer: String, _ message: String) -> Diagnostic {
        Diagnostic(.warning, file: file, location: pointer, message: message)
    }
}
