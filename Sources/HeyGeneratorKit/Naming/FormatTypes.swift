/// Which Swift type an OpenAPI format is spelled as, from names.toml's `[format_types]`: the
/// model keeps what the spec says (`date-time`, `int32`), and this naming step settles the Swift
/// type for the whole model at once.
///
/// | format | allowed | without an entry |
/// |---|---|---|
/// | `date-time` | `Date`, `String` (the text as HEY sends it) | `Date` |
/// | `int32` | `Int`, `Int32` | `Int` |
///
/// HEY's names.toml chooses `String` and `Int32`, as HEY Swift SDK 0.34 spells them.
struct FormatTypes: Sendable {
    /// The Swift types each format may be spelled as; the first is the default.
    static let allowed: [String: [String]] = ["date-time": ["Date", "String"], "int32": ["Int", "Int32"]]

    /// `date-time` is read as text rather than as a `Date`.
    let dateTimeAsText: Bool
    /// `int32` is spelled `Int32` rather than `Int`.
    let int32AsInt32: Bool

    /// Every format spelled its default way.
    static let defaults = FormatTypes(dateTimeAsText: false, int32AsInt32: false)

    init(dateTimeAsText: Bool, int32AsInt32: Bool) {
        self.dateTimeAsText = dateTimeAsText
        self.int32AsInt32 = int32AsInt32
    }

    /// The choices of `names`, or an error at the line of each key or value it does not know.
    init(_ names: NamesFile, errors: inout [NamesError]) {
        var chosen: [String: String] = [:]
        for (format, override) in names.formatTypes.sorted(by: { $0.key < $1.key }) {
            guard let allowed = Self.allowed[format] else {
                let known = Self.allowed.keys.sorted().joined(separator: ", ")
                errors.append(names.error("format_types", key: format, "unknown format \"\(format)\" in [format_types] (known: \(known))"))
                continue
            }
            guard allowed.contains(override.value) else {
                errors.append(names.error(at: override, "\(format) may be spelled \(allowed.joined(separator: " or ")), not \(override.value)"))
                continue
            }
            chosen[format] = override.value
        }
        dateTimeAsText = chosen["date-time"] == "String"
        int32AsInt32 = chosen["int32"] == "Int32"
    }

    /// `model` with every type spelled as chosen, before names are made (a name never depends
    /// on a format's spelling; the named model keeps the choice in its ``TypeSpelling``).
    func applied(to model: BuiltModel) -> BuiltModel {
        var model = model
        for index in model.types.indices { apply(to: &model.types[index]) }
        for index in model.operations.indices { apply(to: &model.operations[index]) }
        return model
    }

    private func apply(to type: inout TypeModel<Built>) {
        apply(to: &type.kind)
        for index in type.nestedTypes.indices { apply(to: &type.nestedTypes[index]) }
    }

    private func apply(to kind: inout TypeModel<Built>.Kind) {
        switch kind {
        case .structure(var members, let enums, let polymorphism):
            for index in members.indices { members[index].type = spelled(members[index].type) }
            kind = .structure(members: members, enums: enums, polymorphism: polymorphism)
        case .alias(let type):
            kind = .alias(spelled(type))
        case .union(var union):
            for index in union.cases.indices { union.cases[index].payload = spelled(union.cases[index].payload) }
            kind = .union(union)
        case .enumeration:
            break
        }
    }

    private func apply(to operation: inout OperationModel<Built>) {
        func each(_ parameters: inout [ParameterModel<Built>]) {
            for index in parameters.indices { parameters[index].type = spelled(parameters[index].type) }
        }
        each(&operation.pathParameters)
        each(&operation.requiredQuery)
        each(&operation.optionalQuery)
        each(&operation.requiredHeaders)
        each(&operation.optionalHeaders)
        if var body = operation.body {
            body.type = spelled(body.type)
            operation.body = body
        }
        switch operation.result {
        case .none: break
        case .value(let type): operation.result = .value(spelled(type))
        case .optional(let type): operation.result = .optional(spelled(type))
        case .page(let type): operation.result = .page(spelled(type))
        }
    }

    /// `type` with each format spelled as chosen.
    func spelled(_ type: SwiftType) -> SwiftType {
        switch type {
        case .date: dateTimeAsText ? .string : .date
        case .int32: int32AsInt32 ? .int32 : .int
        case .array(let element): .array(spelled(element))
        case .dictionary(let value): .dictionary(spelled(value))
        default: type
        }
    }
}
