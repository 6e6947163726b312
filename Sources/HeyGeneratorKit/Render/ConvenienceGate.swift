import Foundation

/// Decides which hand-written conveniences a model can support, and cuts out the rest.
///
/// A region is rendered when the model has every service and operation it needs, every schema, every member
/// (by wire name, in a schema with members) with the type it declares, every enum value it names,
/// and for each schema it builds no required member beyond those it passes. Otherwise its lines
/// are left out, with what it encloses, and the summary says which declaration went and what the
/// model lacked or has instead.
struct ConvenienceGate {
    /// What the model offers, by the model's own names.
    struct Offer {
        let services: Set<String>
        let operations: Set<String>
        /// operationId → its route's name, for routes names.toml renamed: the conveniences call
        /// routes by their default names, so those operations count as missing.
        let renamedRoutes: [String: String]
        /// Schema name → (every member by wire name with its type, the required ones), nil for a
        /// schema that is not a struct with members (an alias, an enum, a union).
        let schemas: [String: (members: [String: MemberModel<Named>], required: Set<String>)?]
        /// `Schema.wire_name` → the values its enum (or, for a discriminator, its variants) has.
        let enumValues: [String: Set<String>]
        /// How the model spells formats, to spell declared types alike.
        let formats: FormatTypes

        init(_ model: APIModel) {
            services = Set(model.services.map(\.key))
            operations = Set(model.operations.map(\.operationId))
            renamedRoutes = Dictionary(uniqueKeysWithValues: model.operations.compactMap { operation in
                operation.routeName == MethodNamer.defaultRouteName(operation.operationId) ? nil : (operation.operationId, operation.routeName)
            })
            var schemas: [String: (members: [String: MemberModel<Named>], required: Set<String>)?] = [:]
            var topLevelEnums: [String: Set<String>] = [:]
            for type in model.types {
                if case .enumeration(let enumeration) = type.kind {
                    topLevelEnums[type.schemaName] = Set(enumeration.cases.flatMap(\.wireValues))
                }
            }
            var enumValues: [String: Set<String>] = [:]
            for type in model.types {
                guard case .structure(let members, let enums, let polymorphism) = type.kind else {
                    schemas[type.schemaName] = .some(nil)
                    continue
                }
                schemas[type.schemaName] = (Dictionary(members.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first }),
                                            Set(members.filter(\.required).map(\.wireName)))
                for member in members {
                    let key = "\(type.schemaName).\(member.wireName)"
                    if let nested = enums.first(where: { $0.memberWireName == member.wireName }) {
                        enumValues[key] = Set(nested.cases.flatMap(\.wireValues))
                    } else if case .model(let name) = member.type, let values = topLevelEnums[name] {
                        enumValues[key] = values
                    }
                }
                if let polymorphism {
                    enumValues["\(type.schemaName).\(polymorphism.discriminator)", default: []]
                        .formUnion(polymorphism.variants.cases.flatMap(\.wireValues))
                }
            }
            self.schemas = schemas
            self.enumValues = enumValues
            self.formats = model.formatTypes
        }

        /// Why `member` of `schema` is not what `declared` says, or nil when it is.
        func mismatch(_ schema: String, _ member: MemberModel<Named>, declared: NeedsType) -> String? {
            let expected = declared.swiftType(schema: schema, member: member.wireName, formats: formats)
            guard expected != member.type || declared.optional != member.isOptional else { return nil }
            let actual = NeedsType.of(member.type, optional: member.isOptional, schema: schema, member: member.wireName)
            return "\(schema).\(member.wireName) is \(actual) here, where the convenience relies on \(declared)"
        }

        /// What `needs` asks for that the model lacks, in the order declared; empty when met.
        func missing(_ needs: ConvenienceNeeds) -> [String] {
            var missing: [String] = []
            for service in needs.services where !services.contains(service) {
                missing.append("no service \(service)")
            }
            for operation in needs.operations {
                if !operations.contains(operation) {
                    missing.append("no operation \(operation)")
                } else if let renamed = renamedRoutes[operation] {
                    missing.append("the route of \(operation) is renamed Routes.\(renamed) in [route_names], and conveniences call it Routes.\(MethodNamer.defaultRouteName(operation))")
                }
            }
            for schema in needs.schemas where schemas[schema] == nil {
                missing.append("no schema \(schema)")
            }
            for member in needs.members {
                guard let entry = schemas[member.schema] else { continue }
                guard let found = entry?.members[member.name] else {
                    missing.append("no member \(member.path)")
                    continue
                }
                if let declared = member.type, let why = mismatch(member.schema, found, declared: declared) { missing.append(why) }
            }
            for item in needs.cases where schemas[item.schema] != nil {
                let have = enumValues["\(item.schema).\(item.member)"] ?? []
                let absent = item.values.filter { !have.contains($0) }
                if !absent.isEmpty {
                    missing.append("\(item.schema).\(item.member) has no value \(absent.joined(separator: ", ")) here")
                }
            }
            for build in needs.builds {
                guard let entry = schemas[build.schema] else { continue }
                guard let entry else {
                    missing.append("\(build.schema) is not a struct with members")
                    continue
                }
                for name in build.members where entry.members[name] == nil {
                    missing.append("no member \(build.schema).\(name)")
                }
                for (name, declared) in build.typedMembers {
                    if let found = entry.members[name], let why = mismatch(build.schema, found, declared: declared) { missing.append(why) }
                }
                for name in entry.required.subtracting(build.members).sorted() {
                    missing.append("\(build.schema) requires \(name), which the convenience does not pass")
                }
            }
            return missing
        }
    }

    let offer: Offer

    init(model: APIModel) {
        offer = Offer(model)
    }

    /// `file`'s text with the regions the model cannot support left out, and a warning for each
    /// region left out (not for those inside it).
    func apply(to file: ConvenienceFile) -> (text: String, leftOut: [Diagnostic]) {
        var removed = [Bool](repeating: false, count: file.lines.count)
        var diagnostics: [Diagnostic] = []
        var dropped = Set<Int>()
        for (index, region) in file.regions.enumerated() {
            if let parent = region.parent, dropped.contains(parent) {
                dropped.insert(index)
                continue
            }
            let missing = offer.missing(region.needs)
            guard !missing.isEmpty else { continue }
            dropped.insert(index)
            for line in region.lines { removed[line] = true }
            diagnostics.append(Diagnostic(.warning, file: "Templates/\(file.source)", location: "\(region.lines.lowerBound + 1)",
                                          message: "left out \(region.declaration): \(missing.joined(separator: "; "))"))
        }
        guard !dropped.isEmpty else { return (file.lines.joined(separator: "\n") + "\n", []) }
        return (Self.tidy(file.lines, removing: removed), diagnostics)
    }

    /// The lines that are kept, tidied where the cuts left gaps: no two blank lines in a row,
    /// none right after an opening brace or before a closing one, and no extension whose whole
    /// body went (its doc comment goes with it).
    static func tidy(_ lines: [String], removing removed: [Bool]) -> String {
        var kept: [String] = []
        for (index, line) in lines.enumerated() where !removed[index] {
            let text = line.trimmedSpaces
            if text.isEmpty, kept.last.map({ $0.isEmpty || $0.hasSuffix("{") }) ?? true { continue }
            if text.hasPrefix("}") {
                while kept.last == "" { kept.removeLast() }
                if let opening = kept.last, opening.hasSuffix("{"),
                   opening.trimmedSpaces.hasPrefix("extension "),
                   ConvenienceFile.indentation(opening) == ConvenienceFile.indentation(line) {
                    kept.removeLast()
                    while let last = kept.last, last.trimmedSpaces.hasPrefix("///") { kept.removeLast() }
                    continue
                }
            }
            kept.append(line)
        }
        while kept.last == "" { kept.removeLast() }
        return kept.joined(separator: "\n") + "\n"
    }
}
