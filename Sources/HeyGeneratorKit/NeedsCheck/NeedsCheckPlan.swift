import Foundation

/// One compile of the needs check: a set of needs, and the declarations that need exactly that.
public struct NeedsCheckCase: Sendable {
    /// A declaration the case proves, for messages.
    public struct Declaration: Sendable {
        /// `Templates/Extensions/PostingsService+Conveniences.swift:12`.
        public let location: String
        /// `public func markPostingsSeen(postingIds: [Int]) async throws`.
        public let declaration: String
    }

    /// What the cut spec holds.
    public let needs: ConvenienceNeeds
    /// The declarations whose needs (their own and their enclosing regions') are exactly these.
    public let declarations: [Declaration]
}

/// Plans and renders the needs check: every distinct set of needs the conveniences declare,
/// each rendered from a spec cut down to it (`NeedsCut`), plus the empty set (what needs nothing
/// must compile against a model with nothing in it).
public enum NeedsCheckPlan {
    /// The cases, in the order their first declaration appears (files by path); the empty set first.
    public static func cases(_ templates: TemplateSet) -> [NeedsCheckCase] {
        var order: [ConvenienceNeeds] = [ConvenienceNeeds()]
        var declarations: [ConvenienceNeeds: [NeedsCheckCase.Declaration]] = [ConvenienceNeeds(): []]
        for source in templates.conveniences.keys.sorted() {
            guard let file = templates.conveniences[source] else { continue }
            for region in file.regions {
                let key = normalized(region.needs)
                if declarations[key] == nil { order.append(key) }
                declarations[key, default: []].append(NeedsCheckCase.Declaration(
                    location: "Templates/\(source):\(region.lines.lowerBound + 1)", declaration: region.declaration))
            }
        }
        return order.map { NeedsCheckCase(needs: $0, declarations: declarations[$0] ?? []) }
    }

    /// Renders the package for `needsCase` from `options.spec` cut down to its needs, writing the
    /// cut spec into `workFolder/spec`. The rendering's warnings say what was left out.
    ///
    /// `services` (the full model's, by key) let the cut hold a service the case needs without any
    /// of its operations.
    ///
    /// With a `mutation`, the cut is changed by it first (``NeedsMutation``): the rendering must
    /// then leave the case's declarations out.
    public static func render(_ needsCase: NeedsCheckCase, options: GeneratorOptions, services: [String: NeedsCut.Service],
                              workFolder: URL, mutation: NeedsMutation? = nil) throws -> Rendering {
        let specFolder = workFolder.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
        let openAPI = try SpecLoader.parseFile(options.spec.appendingPathComponent("openapi.json"), display: "openapi.json")
        let behaviorURL = options.spec.appendingPathComponent("behavior-model.json")
        let behavior = FileManager.default.fileExists(atPath: behaviorURL.path)
            ? try SpecLoader.parseFile(behaviorURL, display: "behavior-model.json") : nil
        var cut = try NeedsCut.cut(openAPI: openAPI, behavior: behavior, to: needsCase.needs, services: services)
        if let mutation { cut.openAPI = try mutated(cut.openAPI, by: mutation) }
        try Data(cut.openAPI.jsonText.utf8).write(to: specFolder.appendingPathComponent("openapi.json"))
        if let model = cut.behavior {
            try Data(model.jsonText.utf8).write(to: specFolder.appendingPathComponent("behavior-model.json"))
        }
        var cutOptions = options
        cutOptions.spec = specFolder
        cutOptions.warningsAreErrors = false
        return try Generator.render(cutOptions)
    }

    /// A mutation that finds nothing to change in the cut.
    public struct MutationMissedError: Error, CustomStringConvertible {
        public let mutation: String
        public var description: String { "the cut spec has nothing to change for \"\(mutation)\"" }
    }

    private static func mutated(_ openAPI: JSONNode, by mutation: NeedsMutation) throws -> JSONNode {
        guard case .object(var document) = openAPI, case .object(var components)? = document["components"],
              case .object(var schemas)? = components["schemas"], mutation.change(&schemas) else {
            throw MutationMissedError(mutation: mutation.description)
        }
        components["schemas"] = .object(schemas)
        document["components"] = .object(components)
        return .object(document)
    }

    /// Needs in a canonical order, so two declarations that need the same things share a case.
    private static func normalized(_ needs: ConvenienceNeeds) -> ConvenienceNeeds {
        ConvenienceNeeds(services: Array(Set(needs.services)).sorted(), operations: Array(Set(needs.operations)).sorted(),
                         types: Array(Set(needs.types)).sorted(),
                         members: Array(Set(needs.members)).sorted { $0.description < $1.description },
                         builds: Array(Set(needs.builds)).sorted { $0.description < $1.description },
                         cases: Array(Set(needs.cases)).sorted { $0.description < $1.description })
    }
}
