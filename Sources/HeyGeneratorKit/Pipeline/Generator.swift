import Foundation

/// Where the generator reads from and writes to.
public struct GeneratorOptions: Sendable {
    /// The spec folder (`openapi.json` + `behavior-model.json`).
    public var spec: URL
    /// names.toml.
    public var names: URL
    /// The templates folder.
    public var templates: URL
    /// The output package folder.
    public var output: URL
    /// The library version rendered into `HeyConfig.version`.
    public var libraryVersion: String

    /// Options with explicit locations.
    public init(spec: URL, names: URL, templates: URL, output: URL, libraryVersion: String) {
        self.spec = spec
        self.names = names
        self.templates = templates
        self.output = output
        self.libraryVersion = libraryVersion
    }
}

/// What one generation did.
public struct GenerationSummary: Sendable {
    public var models: Int
    public var services: Int
    public var operations: Int
    public var write: WriteSummary
    public var seconds: Double

    /// `generated 238 models, 28 services, 139 operations: 3 written, 410 unchanged, 0 removed (0.12 s)`.
    public var line: String {
        let time = String(format: "%.2f", seconds)
        return "generated \(models) models, \(services) services, \(operations) operations: "
            + "\(write.written.count) written, \(write.unchanged.count) unchanged, \(write.removed.count) removed (\(time) s)"
    }
}

/// The whole pipeline: load and validate the spec → build the model → name it → render it →
/// write it (or compare it with what is there).
public enum Generator {
    /// Everything up to rendering: the files the package must hold, and the model behind them.
    public static func render(_ options: GeneratorOptions) throws -> (files: [RenderedFile], model: APIModel) {
        let spec = try SpecLoader.load(options.spec)
        let problems = SpecValidator.validate(spec)
        guard problems.isEmpty else { throw SpecError(problems) }
        var model = try ModelBuilder(spec: spec, libraryVersion: options.libraryVersion).build()
        let names = try NamesFile.load(options.names)
        let templates = try TemplateSet(directory: options.templates)
        try Namer(names: names, takenTypeNames: templates.declaredTypeNames).apply(to: &model)
        let files = try Renderer(templates: templates).render(model)
        return (files, model)
    }

    /// Renders and writes the package.
    public static func generate(_ options: GeneratorOptions) throws -> GenerationSummary {
        let start = ContinuousClock.now
        let (files, model) = try render(options)
        let write = try OutputWriter(root: options.output).write(files)
        let elapsed = ContinuousClock.now - start
        return GenerationSummary(
            models: model.types.count,
            services: model.services.count,
            operations: model.operations.count,
            write: write,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        )
    }

    /// Renders and compares with the output folder without writing anything.
    public static func check(_ options: GeneratorOptions) throws -> DriftReport {
        try DriftReport.compare(render(options).files, with: options.output)
    }
}
