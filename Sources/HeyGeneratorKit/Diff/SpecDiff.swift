/// Lists what changed between two HEY-like OpenAPI 3.1 documents (and their behaviour models,
/// when both have one), and classifies each change as breaking, additive or behaviour.
///
/// Operations are matched by operationId and schemas by name. Descriptions, summaries, tag
/// descriptions and extensions the loader does not know are ignored. Schemas are compared by
/// structure (`typeSummary`); a `$ref` is compared by the name it points to, and the named
/// schema itself is compared once, under `schema <name>`.
///
/// Wording of `SpecChange.detail` (`<element>: <change>`, or just `<change>`):
/// - whole operations and schemas: `added`, `removed`;
/// - operations: `method: GET -> POST`, `path: /a -> /b`, `tags: A -> B`,
///   `<location> parameter <name>: added | added, required | removed | made required |
///   made optional | type A -> B | enum value "x" added | …`,
///   `request body: added | added, required | removed | content type A -> B | made required |
///   made optional | type A -> B`,
///   `response <status>: added | removed | type A -> B | content type A -> B` (`none` = no body);
/// - behaviour: `retry: A -> B`, `pagination: A -> B`, `idempotency: A -> B`, `auth: A -> B`,
///   `empty on: A -> B`, `redirects: A -> B`, `lenient success | destructive | path as written
///   | draft when: added | removed`, `draft when: changed`, `behaviour readonly: A -> B`,
///   `behaviour idempotent: A -> B`, `behaviour entry: added | removed`;
/// - schemas (and inline schemas of parameters, bodies and responses, prefixed by their place):
///   `type A -> B`, `enum added | enum removed`, `enum value "x" added | removed`,
///   `member <path>: added | added, required | removed | made required | made optional |
///   type A -> B | …` (nested inline members as `a.b`, array items as `a[]`),
///   `made sensitive | no longer sensitive`, `made nullable | no longer nullable`,
///   `polymorphism added | removed`, `discriminator a -> b`,
///   `variant "X": added | removed | member m added | member m removed | wire value "Y" added |
///   wire value "Y" removed`.
public enum SpecDiff {
    /// The changes from `old` to `new`.
    public static func compare(old: LoadedSpec, new: LoadedSpec) -> SpecDiffReport {
        var changes = operationChanges(old, new)
        changes += schemaChanges(old.document, new.document)
        return SpecDiffReport(changes: changes)
    }

    private static func operationChanges(_ old: LoadedSpec, _ new: LoadedSpec) -> [SpecChange] {
        let oldOperations = firstById(old.document.operations)
        let newOperations = firstById(new.document.operations)
        let newById = Dictionary(newOperations, uniquingKeysWith: { first, _ in first })
        let compareEntries = old.behavior != nil && new.behavior != nil
        var changes: [SpecChange] = []
        for (id, before) in oldOperations {
            var collector = ChangeCollector(subject: "operation \(id)")
            if let after = newById[id] {
                OperationComparer.compare(before, after, into: &collector)
                if compareEntries {
                    BehaviorComparer.compare(old.behavior?.entry(for: id), new.behavior?.entry(for: id), into: &collector)
                }
            } else {
                collector.add(.breaking, "", "removed")
            }
            changes += collector.changes
        }
        let oldIds = Set(oldOperations.map(\.0))
        for (id, _) in newOperations where !oldIds.contains(id) {
            changes.append(SpecChange(impact: .additive, subject: "operation \(id)", detail: "added"))
        }
        return changes
    }

    private static func schemaChanges(_ old: SpecDocument, _ new: SpecDocument) -> [SpecChange] {
        let newSchemas = Dictionary(new.schemas.map { ($0.name, $0.schema) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.schemas.map(\.name))
        var changes: [SpecChange] = []
        for named in old.schemas {
            var collector = ChangeCollector(subject: "schema \(named.name)")
            if let after = newSchemas[named.name] {
                SchemaComparer.compare(named.schema, after, at: SchemaPlace(prefix: ""), into: &collector)
            } else {
                collector.add(.breaking, "", "removed")
            }
            changes += collector.changes
        }
        for named in new.schemas where !oldNames.contains(named.name) {
            changes.append(SpecChange(impact: .additive, subject: "schema \(named.name)", detail: "added"))
        }
        return changes
    }

    /// Operations by operationId in document order; a repeated id keeps its first operation.
    private static func firstById(_ operations: [SpecOperation]) -> [(String, SpecOperation)] {
        var seen = Set<String>()
        return operations.filter { seen.insert($0.operationId).inserted }.map { ($0.operationId, $0) }
    }
}
