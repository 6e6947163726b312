/// Semantic checks on a loaded spec, beyond the structure the loader already checks.
///
/// `openapi.json`: unique operationIds; path parameters declared, used and required; no
/// parameter declared twice; no GET with a request body; a 2xx response on every operation;
/// every `$ref` resolves; no enum value listed twice; `required` lists and `x-hey-polymorphic`
/// variants name existing members. `behavior-model.json` (when loaded): one entry per
/// operation, each agreeing with its operation (retry, pagination, idempotency, auth,
/// destructive, readonly).
public enum SpecValidator {
    /// Every problem of `spec`: those of `openapi.json` in document order, then those of the
    /// behaviour model in entry order. Empty when the spec is valid. Deterministic.
    public static func validate(_ spec: LoadedSpec) -> [SpecProblem] {
        let document = spec.document
        let file = spec.openAPIPath
        var openAPIProblems = OperationChecks(document: document, file: file).problems()
        openAPIProblems += SchemaChecks(document: document, file: file).problems()
        var behaviorProblems: [SpecProblem] = []
        if let behavior = spec.behavior {
            let checks = BehaviorChecks(document: document, behavior: behavior, openAPIFile: file,
                                        behaviorFile: spec.behaviorPath ?? "behavior-model.json")
            openAPIProblems += checks.missingEntries()
            behaviorProblems = checks.entryProblems()
        }
        var seen = Set<String>()
        // Ordering walks the whole document; a valid spec (the common case) skips it.
        let ordered = openAPIProblems.isEmpty ? [] : DocumentOrder(document.root).sorted(openAPIProblems)
        return ordered + behaviorProblems.filter { seen.insert($0.description).inserted }
    }
}
