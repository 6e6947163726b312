/// Decides how each operation behaves on the wire, from the two places a HEY model says it:
/// the `x-hey-*` extensions of `openapi.json` and the entry of `behavior-model.json`.
///
/// The precedence (MAINTAINING.md's "Variant SDKs" section states it for users), which each
/// flag's descriptor in ``BehaviorFlags`` applies to its own fact:
/// 1. What `openapi.json` states wins, and the method decides read-only-ness (GET and HEAD
///    read; nothing else does).
/// 2. What it leaves unsaid, the behaviour entry fills.
/// 3. With neither, the HTTP method decides (RFC 9110): GET, HEAD, PUT and DELETE may be resent,
///    and are retried like the model's other reads; POST and PATCH are sent once.
///
/// Every time the two files disagree, a fact one of them normally states is missing from it, or
/// an operation has no entry, the decision is a warning at the JSON pointer of what was not
/// believed (or not found). A spec whose files agree gets no warning at all.
struct BehaviorResolver {
    let document: SpecDocument
    let behavior: BehaviorDocument?
    let openAPIFile: String
    let behaviorFile: String
    let flags: BehaviorFlags
    /// Each flag's survey of the whole model (the retry policy of reads), by flag name.
    let surveys: [String: any FlagValue]

    init(document: SpecDocument, behavior: BehaviorDocument?, openAPIFile: String, behaviorFile: String,
         flags: BehaviorFlags = .current) {
        self.document = document
        self.behavior = behavior
        self.openAPIFile = openAPIFile
        self.behaviorFile = behaviorFile
        self.flags = flags
        var surveys: [String: any FlagValue] = [:]
        for flag in flags.all { surveys[flag.name] = flag.survey(document, behavior) }
        self.surveys = surveys
    }

    /// The behaviour of every operation by operationId, and the warnings the decisions gave:
    /// those located in `openapi.json` first, in operation order, then orphan entries.
    func resolve() -> (behaviors: [String: RouteModel], diagnostics: [Diagnostic]) {
        var behaviors: [String: RouteModel] = [:]
        var diagnostics: [Diagnostic] = []
        for operation in document.operations where behaviors[operation.operationId] == nil {
            let id = operation.operationId
            let decisions = OperationDecisions(operation: operation, entry: behavior?.entry(for: id),
                                               files: (openAPIFile, behaviorFile), surveys: surveys)
            if behavior != nil, decisions.entry == nil {
                decisions.warn(openAPIFile, operation.pointer,
                               "\(id) has no behaviour entry: its behaviour comes from openapi.json's x-hey-* extensions and the defaults of \(operation.method)")
            }
            for flag in flags.all { flag.decide(in: decisions) }
            behaviors[id] = RouteModel(values: decisions.values)
            diagnostics += decisions.warnings
        }
        for entry in behavior?.entries ?? [] where !document.operations.contains(where: { $0.operationId == entry.operationId }) {
            diagnostics.append(Diagnostic(.warning, file: behaviorFile, location: entry.pointer,
                                          message: "behaviour entry \(entry.operationId) names no operation of the OpenAPI document: ignored"))
        }
        return (behaviors, diagnostics)
    }
}
