/// What validating a spec found: every diagnostic, and the behaviour of each operation once the
/// two files' statements are reconciled (`BehaviorResolver`).
public struct Validation: Sendable {
    /// Errors, warnings and notes: the loader's first, then those of `openapi.json` in document
    /// order, then those of the behaviour model. Deterministic.
    public var diagnostics: [Diagnostic]
    /// The behaviour of every operation, by operationId.
    public var behaviors: [String: RouteModel]

    /// The diagnostics that stop a run.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Semantic checks on a loaded spec, beyond the structure the loader already checks.
///
/// `openapi.json`: path parameters declared, used and required; no parameter declared twice;
/// every `$ref` resolves; no enum value listed twice; `x-hey-polymorphic` variants name existing
/// members (errors); `required` lists name existing members, every `contentEncoding` names an
/// encoding JSON Schema defines, and a 3.1 document uses none of OpenAPI 3.0's keywords
/// (`nullable`, `x-nullable`, a boolean `exclusiveMinimum`/`exclusiveMaximum`): warnings, which
/// `--strict` makes errors (see `SchemaDialectChecks`). `behavior-model.json` (when loaded): one entry per operation, each
/// agreeing with its operation; a disagreement is a warning saying which file was believed (see
/// `BehaviorResolver`).
public enum SpecValidator {
    /// Validates `spec`.
    public static func validate(_ spec: LoadedSpec) -> Validation {
        let document = spec.document
        let file = spec.openAPIPath
        var openAPIProblems = OperationChecks(document: document, file: file).problems()
        openAPIProblems += SchemaChecks(document: document, file: file).problems()
        openAPIProblems += SchemaDialectChecks(document: document, file: file).problems()
        let resolver = BehaviorResolver(document: document, behavior: spec.behavior, openAPIFile: file,
                                        behaviorFile: spec.behaviorPath ?? "behavior-model.json")
        let (behaviors, decisions) = resolver.resolve()
        openAPIProblems += decisions.filter { $0.file == file }
        let behaviorProblems = decisions.filter { $0.file != file }
        // Ordering walks the whole document; a spec with nothing to say (the common case) skips it.
        let ordered = openAPIProblems.isEmpty ? [] : DocumentOrder(document.root).sorted(openAPIProblems)
        var seen = Set<String>()
        let unique = (ordered + behaviorProblems).filter { seen.insert($0.description).inserted }
        return Validation(diagnostics: spec.diagnostics + unique, behaviors: behaviors)
    }
}
