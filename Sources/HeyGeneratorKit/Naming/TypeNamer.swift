/// Names model types (the schema name, or names.toml's), their members, enum cases and, through
/// ``NestedTypeNamer``, the enums they declare.
struct TypeNamer {
    let names: NamesFile
    let takenTypeNames: Set<String>
    let specFile: String

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

    func name(_ types: [TypeModel], _ errors: inout [NamesError]) -> [TypeModel] {
        var result = types
        var bySwiftName: [String: String] = [:]
        for index in result.indices {
            let schema = result[index].schemaName
            if let override = names.typeNames[schema] {
                result[index].swiftName = override.value
                if !NameCheck.isTypeIdentifier(override.value) {
                    errors.append(names.error(at: override, "type name \"\(override.value)\" for \(schema) must be an UpperCamelCase Swift identifier"))
                }
            } else {
                let name = NameRules.isIdentifier(schema) ? schema : NameRules.pascalCase(schema)
                result[index].swiftName = name
                if Self.shadowedNames.contains(name) {
                    errors.append(NamesError(location: specFile + result[index].pointer,
                                             message: "schema \(schema) would shadow Swift's \(name) for every file that imports Hey; rename it in [type_names] (e.g. \(schema) = \"Hey\(name)\")"))
                } else if takenTypeNames.contains(name) {
                    errors.append(NamesError(location: specFile + result[index].pointer,
                                             message: "schema \(schema) collides with the runtime's own type \(name); rename it in [type_names]"))
                } else if !NameCheck.isTypeIdentifier(name) {
                    errors.append(NamesError(location: specFile + result[index].pointer,
                                             message: "schema \(schema) cannot be a Swift type name; rename it in [type_names]"))
                }
            }
            if let other = bySwiftName[result[index].swiftName] {
                errors.append(NamesError(location: specFile + result[index].pointer,
                                         message: "schemas \(other) and \(schema) both become type \(result[index].swiftName); rename one in [type_names]"))
            }
            bySwiftName[result[index].swiftName] = schema
            nameMembers(&result[index], &errors)
        }
        let nestedNamer = NestedTypeNamer(names: names, specFile: specFile, outerTypeNames: Self.shadowedNames.union(takenTypeNames),
                                          typeNames: Dictionary(result.map { ($0.schemaName, $0.swiftName) }, uniquingKeysWith: { first, _ in first }))
        for index in result.indices { nestedNamer.name(&result[index], &errors) }
        return result
    }

    private func nameMembers(_ type: inout TypeModel, _ errors: inout [NamesError]) {
        switch type.kind {
        case .alias:
            return
        case .enumeration(var model):
            Self.nameCases(&model)
            type.kind = .enumeration(model)
        case .union(var model):
            Self.nameCases(&model)
            type.kind = .union(model)
        case .structure(var members, var enums, var polymorphism):
            var seen: [String: String] = [:]
            for index in members.indices {
                let key = "\(type.schemaName).\(members[index].wireName)"
                var name = NameRules.valueName(NameRules.camelCase(members[index].wireName))
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
                                             message: "members \"\(other)\" and \"\(members[index].wireName)\" of \(type.schemaName) both become \(name); set one in [member_names]"))
                }
                seen[name] = members[index].wireName
                members[index].swiftName = name
            }
            for index in enums.indices { Self.nameCases(&enums[index]) }
            if var variants = polymorphism?.variants {
                Self.nameCases(&variants)
                for index in variants.cases.indices {
                    let predicate = "is" + NameRules.capitalizeFirst(variants.cases[index].swiftName)
                    variants.cases[index].predicateName = predicate
                    if let member = seen[predicate] {
                        errors.append(NamesError(location: specFile + type.pointer,
                                                 message: "member \"\(member)\" of \(type.schemaName) is named like the property asking for its \(variants.cases[index].swiftName) variant; set another in [member_names]"))
                    }
                }
                polymorphism?.variants = variants
                if seen["variant"] != nil {
                    errors.append(NamesError(location: specFile + type.pointer,
                                             message: "\(type.schemaName) has a member named variant, which its polymorphism uses; set another in [member_names]"))
                }
            }
            type.kind = .structure(members: members, enums: enums, polymorphism: polymorphism)
        }
    }

    /// `authorization_code` → `authorizationCode`; `Calendar::Event` → `calendarEvent`;
    /// an integer `5` → `value5` (`-1` → `valueMinus1`), so a case keeps its name when values are
    /// added; another value with no letters becomes `value1`, `value2`… by position; clashes get
    /// a number.
    static func nameCases(_ model: inout EnumModel) {
        var used: Set<String> = ["unknown"]
        for index in model.cases.indices {
            let wire = model.cases[index].wireValues.first ?? ""
            var name = NameRules.camelCase(wire)
            if model.rawType == .integer, let number = Int(wire) {
                name = number < 0 ? "valueMinus\(-number)" : "value\(number)"
            } else if name.isEmpty || !NameRules.isIdentifier(name) {
                name = "value\(index + 1)"
            }
            model.cases[index].swiftName = unique(name, in: &used)
        }
    }

    /// Union cases after what they hold: `Circle` → `circle`, `{"square": …}` → `square`,
    /// `string` → `string`; clashes get a number.
    static func nameCases(_ model: inout UnionModel) {
        var used: Set<String> = ["unknown"]
        for index in model.cases.indices {
            var name = NameRules.camelCase(model.cases[index].nameSource)
            if name.isEmpty || !NameRules.isIdentifier(name) { name = "variant\(index + 1)" }
            model.cases[index].swiftName = unique(name, in: &used)
        }
    }

    /// `name`, or `name2`, `name3`… when taken; recorded as taken.
    private static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(name)\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }
}
