import Foundation

/// Where the generator reads from and writes to.
public struct GeneratorOptions: Sendable {
    /// The spec folder (`openapi.json` + `behavior-model.json`).
    public var spec: URL
    /// names.toml; nil for the profile's own (``SDKProfile/defaultNamesFile(specFolder:)``).
    public var names: URL?
    /// The templates folder.
    public var templates: URL
    /// The output package folder.
    public var output: URL
    /// The library version rendered into `HeyConfig.version`, unless the profile sets one.
    public var libraryVersion: String
    /// Every warning is an error (the CLI's `--strict`): nothing is written unless the input
    /// is exact. How much reading the spec reports is another matter (``SpecReading``).
    public var warningsAreErrors: Bool
    /// Which profile renders the package: HEY's or the generic one.
    public var profile: ProfileSelection
    /// The generic profile's config file; nil for `sdk.toml` in the spec folder, if there is one.
    public var config: URL?

    /// Options with explicit locations.
    public init(spec: URL, names: URL?, templates: URL, output: URL, libraryVersion: String,
                warningsAreErrors: Bool = false, profile: ProfileSelection = .automatic, config: URL? = nil) {
        self.spec = spec
        self.profile = profile
        self.config = config
        self.names = names
        self.templates = templates
        self.output = output
        self.libraryVersion = libraryVersion
        self.warningsAreErrors = warningsAreErrors
    }
}

/// The package rendered in memory, with the model behind it and what the generator had to say.
public struct Rendering: Sendable {
    /// Every file of the package, sorted by path.
    public var files: [RenderedFile]
    /// The named model the files were rendered from.
    public var model: APIModel
    /// The profile the package was rendered with.
    public var profile: SDKProfile
    /// The warnings and notes of every stage, in pipeline order (no errors: those are thrown).
    public var diagnostics: [Diagnostic]
}

/// What one generation did.
public struct GenerationSummary: Sendable {
    public var models: Int
    public var services: Int
    public var operations: Int
    /// How many operations send and answer types rather than any JSON value.
    public var typed: TypedOperations
    public var write: WriteSummary
    public var seconds: Double
    /// The warnings and notes of the run.
    public var diagnostics: [Diagnostic]

    /// `generated 238 models, 28 services, 139 operations (139 typed): 3 written, 410 unchanged, 0 removed (0.12 s)`,
    /// followed by how many warnings and notes there were, if any.
    public var line: String {
        let time = String(format: "%.2f", seconds)
        return "generated \(models) models, \(services) services, \(operations) operations (\(typed.summary)): "
            + "\(write.written.count) written, \(write.unchanged.count) unchanged, \(write.removed.count) removed (\(time) s)"
            + Self.counts(diagnostics)
    }

    /// `; 2 warnings, 5 notes`, or nothing when there were none.
    static func counts(_ diagnostics: [Diagnostic]) -> String {
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.filter { $0.severity == .note }.count
        var parts: [String] = []
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        if notes > 0 { parts.append(notes == 1 ? "1 note" : "\(notes) notes") }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
    }
}

/// The whole pipeline: load and validate the spec → build the model → name it → render it →
/// write it (or compare it with what is there).
public enum Generator {
    /// Everything up to rendering: the files the package must hold, the model behind them, and
    /// the warnings and notes. With `warningsAreErrors`, any warning stops it as an error.
    public static func render(_ options: GeneratorOptions) throws -> Rendering {
        let spec = try SpecLoader.load(options.spec)
        let profile = try SDKProfile.select(options.profile, for: spec, specFolder: options.spec, config: options.config)
        let validation = SpecValidator.validate(spec)
        guard validation.errors.isEmpty else { throw SpecError(validation.errors) }
        let libraryVersion = profile.libraryVersion ?? options.libraryVersion
        let (built, modelDiagnostics) = try ModelBuilder(spec: spec, validation: validation, libraryVersion: libraryVersion).build()
        var diagnostics = validation.diagnostics + modelDiagnostics
        if profile.defaultBaseURL.isEmpty {
            diagnostics.append(Diagnostic(.warning, file: spec.openAPIPath, location: "#/servers",
                                          message: "no server with an absolute URL: clients of this SDK must be given a baseURL (or set base_url in \(SDKProfile.configFileName))"))
        }
        let names = try (options.names ?? profile.defaultNamesFile(specFolder: options.spec)).map(NamesFile.load) ?? NamesFile()
        let declared = try DeclaredTypeNames.load(templates: options.templates, includingConveniences: profile.includesHeyConveniences).map(profile.respelledTypeName)
        let (model, namingWarnings) = try Namer(names: names, takenTypeNames: Set(declared + Renderer.templateTypeNames + [profile.moduleName]), serviceName: profile.serviceName).name(built)
        diagnostics += namingWarnings
        let templates = try TemplateSet(directory: options.templates)
        let (files, leftOut) = try Renderer(templates: templates, profile: profile).render(model)
        diagnostics += leftOut
        if options.warningsAreErrors {
            let promoted = diagnostics.filter { $0.severity == .warning }.map(\.asError)
            guard promoted.isEmpty else { throw StrictModeError(problems: promoted) }
        }
        return Rendering(files: files, model: model, profile: profile, diagnostics: diagnostics)
    }

    /// Renders and writes the package.
    public static func generate(_ options: GeneratorOptions) throws -> GenerationSummary {
        let start = ContinuousClock.now
        let rendering = try render(options)
        let write = try OutputWriter(root: options.output).write(rendering.files)
        let elapsed = ContinuousClock.now - start
        return GenerationSummary(
            models: rendering.model.types.count,
            services: rendering.model.services.count,
            operations: rendering.model.operations.count,
            typed: TypedOperations(rendering.model),
            write: write,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            diagnostics: rendering.diagnostics
        )
    }

    /// Renders and compares with the output folder without writing anything.
    public static func check(_ options: GeneratorOptions) throws -> DriftReport {
        try DriftReport.compare(render(options).files, with: options.output)
    }
}

/// `--strict` (``GeneratorOptions/warningsAreErrors``) found warnings: each is reported as an
/// error and nothing is written.
public struct StrictModeError: Error, Sendable, CustomStringConvertible {
    /// The warnings, as errors, in pipeline order.
    public let problems: [Diagnostic]

    public var description: String {
        let count = problems.count == 1 ? "1 warning is an error" : "\(problems.count) warnings are errors"
        return (["--strict: \(count):"] + problems.map { "  " + $0.description }).joined(separator: "\n")
    }
}
