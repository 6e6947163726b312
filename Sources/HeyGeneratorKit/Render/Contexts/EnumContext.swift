import Mustache

/// The context of `_enum`: an open enum of string or integer values, top-level or nested in a
/// struct.
struct EnumContext: RenderContext {
    /// One known value.
    struct Case {
        /// The bare case name, spelled where it is declared and after a dot.
        let name: String
        /// The values it is read from; the first is the one it is written as.
        let wireValues: [String]
    }

    let name: String
    /// Whether the wire values are integers (`OpenIntEnum`) rather than strings.
    let integer: Bool
    let doc: String
    let cases: [Case]

    init(_ model: EnumModel<Named>, serviceName: String) {
        name = model.name
        integer = model.rawType == .integer
        doc = model.description ?? "The values \(serviceName) sends; any other decodes as `unknown`."
        cases = model.cases.map { Case(name: $0.swiftName, wireValues: $0.wireValues) }
    }

    var mustache: MustacheValue {
        .object([
            "name": .string(name),
            "integer": .bool(integer),
            "rawType": .string(integer ? "Int" : "String"),
            "doc": .docLines([doc]),
            "cases": .list(cases.map { enumCase in
                .object([
                    "name": .string(enumCase.name.spelled(as: .declaration)),
                    "nameAfterDot": .string(enumCase.name.spelled(as: .member)),
                    "rawValue": .string(literal(enumCase.wireValues.first ?? (integer ? "0" : ""))),
                    "wireValues": .list(enumCase.wireValues.map { .string(literal($0)) }),
                    "doc": .string(Self.wireValueDoc(enumCase.wireValues)),
                ])
            }),
        ])
    }

    /// A wire value as a Swift literal: an integer as it is, a string quoted.
    private func literal(_ value: String) -> String {
        integer ? value : "\"\(value.swiftLiteral)\""
    }

    /// A case's doc comment: the value it is written as, and any other it is read from.
    static func wireValueDoc(_ values: [String]) -> String {
        let quoted = values.map { "`\($0)`" }
        guard quoted.count > 1 else { return "\(quoted.joined()) on the wire." }
        return "\(quoted[0]) on the wire; read from \(quoted.dropFirst().joined(separator: " or ")) too."
    }
}

/// The context of `Enum.swift.mustache`: a top-level open enum.
struct EnumFileContext: RenderContext {
    /// Where the type comes from, for its header.
    let source: String
    let enumeration: EnumContext

    var mustache: MustacheValue { .object(["source": .string(source), "enum": enumeration.mustache]) }
}
