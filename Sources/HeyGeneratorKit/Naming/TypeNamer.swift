/// Names model types (through ``SchemaTypeNames``), their members, enum cases and, through
/// ``NestedTypeNamer``, the enums and types they nest.
struct TypeNamer {
    let names: NamesFile
    let takenTypeNames: Set<String>
    let specFile: String
    /// Where the warnings about names a rule made go.
    let warnings: DiagnosticCollector

    /// Types Foundation and the standard library already have: a model named like one would
    /// shadow it for every file that imports Hey.
    static let shadowedNames: Set<String> = [
        "Any", "Array", "Bool", "Bundle", "Calendar", "Character", "Codable", "Collection", "Data", "Date",
        "Decimal", "Decoder", "Dictionary", "Double", "Duration", "Encoder", "Equatable", "Error", "Float",
        "Hashable", "Identifiable", "Index", "Int", "Locale", "Measurement", "Never", "Notification",
        "Operation", "Optional", "Progress", "Range", "Result", "Sendable", "Sequence", "Set", "String",
        "Substring", "Task", "TimeZone", "Timer", "URL", "URLRequest", "URLResponse", "URLSession", "UUID",
        "Unit", "Void", "JSONDecoder", "JSONEncoder", "DateComponents", "DateInterval", "Formatter", "Thread",
    ]

    /// `types` (sorted by schema name) with every type, member, case and nested type named; a
    /// name the rules had to change is a warning.
    func name(_ types: [TypeModel<Built>], _ errors: inout [NamesError]) -> [TypeModel<Named>] {
        let swiftNames = SchemaTypeNames(names: names, shadowedNames: Self.shadowedNames, takenTypeNames: takenTypeNames,
                                         specFile: specFile, warnings: warnings).names(types, &errors)
        let memberNames = types.map { self.memberNames($0, &errors) }
        let nestedNamer = NestedTypeNamer(names: names, specFile: specFile, warnings: warnings, outerTypeNames: Self.shadowedNames.union(takenTypeNames),
                                          typeNames: Dictionary(zip(types.map(\.schemaName), swiftNames), uniquingKeysWith: { first, _ in first }))
        return types.indices.map { index in
            named(types[index], swiftName: swiftNames[index], qualifiedName: swiftNames[index], memberNames: memberNames[index],
                  nestedNamer, &errors)
        }
    }

    /// `type` named `swiftName` (`qualifiedName` as other code spells it), with what it nests.
    private func named(_ type: TypeModel<Built>, swiftName: String, qualifiedName: String, memberNames: [String],
                       _ nestedNamer: NestedTypeNamer, _ errors: inout [NamesError]) -> TypeModel<Named> {
        let nestedNames = nestedNamer.names(type, qualifiedName: qualifiedName, &errors)
        var model = TypeModel<Named>(schemaName: type.schemaName, swiftName: swiftName, pointer: type.pointer, description: type.description,
                                     kind: Self.named(type.kind, typeName: swiftName, memberNames: memberNames, enumNames: nestedNames.enums),
                                     nesting: type.nesting)
        model.origin = type.origin
        model.nestedTypes = zip(type.nestedTypes, nestedNames.types).map { nested, name in
            named(nested, swiftName: name, qualifiedName: qualifiedName + "." + name, memberNames: self.memberNames(nested, &errors),
                  nestedNamer, &errors)
        }
        return model
    }

    /// The Swift names of a struct's members, in order (none for other kinds), refusing
    /// collisions, and members named like what its polymorphism declares.
    private func memberNames(_ type: TypeModel<Built>, _ errors: inout [NamesError]) -> [String] {
        guard case .structure(let members, _, let polymorphism) = type.kind else { return [] }
        var seen: [String: String] = [:]
        let result = members.map { member in
            let key = "\(type.path).\(member.wireName)"
            var name = NameRules.valueName(NameRules.camelCase(member.wireName))
            if let override = names.memberNames[key] {
                name = override.value
                if !NameRules.isIdentifier(name) || name.first?.isUppercase == true {
                    errors.append(names.error(at: override, "member name \"\(name)\" for \(key) must be a lowerCamelCase Swift identifier"))
                }
            } else if name.isEmpty {
                errors.append(NamesError(location: specFile + type.pointer, message: "member \(key) has no usable name; set one in [member_names]"))
            }
            if let other = seen[name] {
                errors.append(NamesError(location: specFile + type.pointer,
                                         message: "members \"\(other)\" and \"\(member.wireName)\" of \(type.path) both become \(name); set one in [member_names]"))
            }
            seen[name] = member.wireName
            return name
        }
        if let variants = polymorphism?.variants {
            for caseName in Self.caseNames(variants) {
                if let member = seen[Self.predicateName(caseName)] {
                    errors.append(NamesError(location: specFile + type.pointer,
                                             message: "member \"\(member)\" of \(type.path) is named like the property asking for its \(caseName) variant; set another in [member_names]"))
                }
            }
            if seen["variant"] != nil {
                errors.append(NamesError(location: specFile + type.pointer,
                                         message: "\(type.path) has a member named variant, which its polymorphism uses; set another in [member_names]"))
            }
        }
        return result
    }

    /// The property of a polymorphic struct asking whether a value is a variant: `isCalendarEvent`.
    static func predicateName(_ caseName: String) -> String {
        "is" + NameRules.capitalizeFirst(caseName)
    }

    /// `authorization_code` → `authorizationCode`; `Calendar::Event` → `calendarEvent`;
    /// an integer `5` → `value5` (`-1` → `valueMinus1`), so a case keeps its name when values are
    /// added; another value with no letters becomes `value1`, `value2`… by position; clashes get
    /// a number.
    static func caseNames(_ model: EnumModel<Built>) -> [String] {
        var used: Set<String> = ["unknown"]
        return model.cases.enumerated().map { index, enumCase in
            let wire = enumCase.wireValues.first ?? ""
            var name = NameRules.camelCase(wire)
            if model.rawType == .integer, let number = Int(wire) {
                name = number < 0 ? "valueMinus\(-number)" : "value\(number)"
            } else if name.isEmpty || !NameRules.isIdentifier(name) {
                name = "value\(index + 1)"
            }
            return unique(name, in: &used)
        }
    }

    /// Union cases after what they hold: `Circle` → `circle`, `{"square": …}` → `square`,
    /// `string` → `string`; clashes get a number.
    static func caseNames(_ model: UnionModel<Built>) -> [String] {
        var used: Set<String> = ["unknown"]
        return model.cases.enumerated().map { index, unionCase in
            var name = NameRules.camelCase(unionCase.nameSource)
            if name.isEmpty || !NameRules.isIdentifier(name) { name = "variant\(index + 1)" }
            return unique(name, in: &used)
        }
    }

    /// `name`, or `name2`, `name3`… when taken; recorded as taken.
    private static func unique(_ name: String, in used: inout Set<String>) -> String {
        let candidate = NameRules.numbered(name) { used.contains($0) }
        used.insert(candidate)
        return candidate
    }
}
