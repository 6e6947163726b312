import Foundation
import Mustache

/// The render stage: lays the named model out through the templates into the files of the
/// output package, all in memory. Nothing is written here, so a template error cannot leave a
/// half-written package behind.
public struct Renderer {
    let templates: TemplateSet
    let profile: SDKProfile

    /// Creates a renderer over loaded templates, for HEY's package or another profile's.
    public init(templates: TemplateSet, profile: SDKProfile = .hey) {
        self.templates = templates
        self.profile = profile
    }

    /// Every file of the package, sorted by path, and a warning for each convenience the model
    /// cannot support (left out). Paths and Swift text are spelled with the profile's names.
    public func render(_ model: APIModel) throws -> (files: [RenderedFile], leftOut: [Diagnostic]) {
        var files = try contexts(model).map { (path: $0.path, text: try templates.render($0.template, $0.context)) }
        let gate = ConvenienceGate(model: model)
        var leftOut: [Diagnostic] = []
        for file in templates.verbatim where profile.includesHeyConveniences || !TemplateSet.isHeyConvenience(file) {
            var text = file.text
            if let convenience = templates.conveniences[file.source] {
                let gated = gate.apply(to: convenience)
                text = gated.text
                leftOut += gated.leftOut
                // A file all of whose declarations went is not written at all.
                if !gated.leftOut.isEmpty, Self.declaresNothing(text) { continue }
            }
            files.append((file.destination, Self.copied(text, from: file.source)))
        }
        let renaming = IdentifierRenaming(profile.renames)
        let respelled = files.map { file in
            RenderedFile(path: renaming.apply(to: file.path), text: file.path.hasSuffix(".swift") ? renaming.apply(to: file.text) : file.text)
        }
        return (respelled.sorted { $0.path < $1.path }, leftOut)
    }

    /// The top-level types the templates declare beside the models (`Routes.swift.mustache`,
    /// `SecuritySchemes.swift.mustache`): no model may take their names.
    public static let templateTypeNames = ["Routes", "SecuritySchemes"]

    /// Each rendered file's path, template and context, in the order they are rendered.
    func contexts(_ model: APIModel) -> [(path: String, template: String, context: MustacheValue)] {
        let types = TypeContext(spelling: model.spelling, serviceName: profile.serviceName)
        let structures = TypeModel.structureMembers(model.types)
        let services = ServiceContext(types: types, structures: structures)
        let tables = TableContext(model: model, services: services, profile: profile)
        var contexts: [(path: String, template: String, context: MustacheValue)] = []
        func add(_ path: String, _ template: String, _ context: MustacheValue) {
            contexts.append((path, template, context))
        }
        add("Package.swift", "Package.swift", PackageContext(source: "Templates/Package.swift.mustache").mustache)
        for type in model.types {
            let template: String
            switch type.kind {
            case .structure: template = "Model.swift"
            case .alias: template = "Alias.swift"
            case .enumeration: template = "Enum.swift"
            case .union: template = "Union.swift"
            }
            add("Sources/Hey/Generated/Models/\(type.swiftName).swift", template, types.context(type).mustache)
        }
        for service in model.services {
            add("Sources/Hey/Generated/Services/\(service.typeName).swift", "Service.swift", services.service(service).mustache)
        }
        add("Sources/Hey/Generated/Routes.swift", "Routes.swift", tables.routes(source: "openapi.json#/paths and behavior-model.json").mustache)
        add("Sources/Hey/Generated/HeyClient+Services.swift", "HeyClient+Services.swift", tables.clientServices(source: "openapi.json#/tags and names.toml").mustache)
        if !model.securitySchemes.isEmpty { add("Sources/Hey/Generated/SecuritySchemes.swift", "SecuritySchemes.swift", SecuritySchemesContext(source: "openapi.json#/components/securitySchemes", schemes: model.securitySchemes).mustache) }
        add("Sources/Hey/Generated/SDKVersion.swift", "SDKVersion.swift", tables.version(source: "openapi.json#/info/version and VERSION").mustache)
        add("Sources/HeyDispatch/OperationTable.swift", "OperationTable.swift", tables.operationTable(source: "openapi.json#/paths").mustache)
        return contexts
    }

    /// A verbatim file with the line that says where it was copied from: first in Swift, and in
    /// an article right after its title, which DocC needs on the first line.
    static func copied(_ text: String, from source: String) -> String {
        let note = "Copied by hey-generator from Templates/\(source). Do not edit: change the template and run `make generate`."
        guard source.hasSuffix(".md") else { return "// \(note)\n\n" + text }
        let title = text.prefix { $0 != "\n" }
        return title + "\n\n<!-- \(note) -->" + text.dropFirst(title.count)
    }

    /// Whether Swift text holds nothing but imports, comments and blank lines.
    static func declaresNothing(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            return code.isEmpty || code.hasPrefix("//") || code.hasPrefix("import ")
        }
    }
}
