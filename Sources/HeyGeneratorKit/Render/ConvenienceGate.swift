import Foundation

/// Decides which hand-written conveniences a model can support, and cuts out the rest.
///
/// A region is rendered when the model has every service and operation it needs, every schema, every member
/// (by wire name, in a schema with members), and for each schema it builds no required member
/// beyond those it passes. Otherwise its lines are left out, with what it encloses, and the
/// summary says which declaration went and what the model lacked.
struct ConvenienceGate {
    /// What the model offers, by the model's own names.
    struct Offer {
        let services: Set<String>
        let operations: Set<String>
        /// Schema name → (every member's wire name, the required ones), nil for a schema that
        /// is not a struct with members (an alias, an enum, a union).
        let schemas: [String: (members: Set<String>, required: Set<String>)?]

        init(_ model: APIModel) {
            services = Set(model.services.map(\.key))
            operations = Set(model.operations.map(\.operationId))
            var schemas: [String: (members: Set<String>, required: Set<String>)?] = [:]
            for type in model.types {
                if case .structure(let members, _, _) = type.kind {
                    schemas[type.schemaName] = (Set(members.map(\.wireName)), Set(members.filter(\.required).map(\.wireName)))
                } else {
                    schemas[type.schemaName] = .some(nil)
                }
            }
            self.schemas = schemas
        }

        /// What `needs` asks for that the model lacks, in the order declared; empty when met.
        func missing(_ needs: ConvenienceNeeds) -> [String] {
            var missing: [String] = []
            for service in needs.services where !services.contains(service) {
                missing.append("no service \(service)")
            }
            for operation in needs.operations where !operations.contains(operation) {
                missing.append("no operation \(operation)")
            }
            for schema in needs.schemas where schemas[schema] == nil {
                missing.append("no schema \(schema)")
            }
            for member in needs.members {
                guard let entry = schemas[member.schema] else { continue }
                if entry?.members.contains(member.name) != true { missing.append("no member \(member)") }
            }
            for build in needs.builds {
                guard let entry = schemas[build.schema] else { continue }
                guard let entry else {
                    missing.append("\(build.schema) is not a struct with members")
                    continue
                }
                for name in build.members where !entry.members.contains(name) {
                    missing.append("no member \(build.schema).\(name)")
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
