/// Collects the changes of one subject (`operation GetBox`, `schema Box`).
struct ChangeCollector {
    let subject: String
    private(set) var changes: [SpecChange] = []

    init(subject: String) { self.subject = subject }

    /// Records `change` of `element` (`member kind`, `request body`; empty for the subject
    /// itself): the detail reads `element: change`.
    mutating func add(_ impact: SpecChange.Impact, _ element: String, _ change: String) {
        let detail = element.isEmpty ? change : "\(element): \(change)"
        changes.append(SpecChange(impact: impact, subject: subject, detail: detail))
    }
}

/// Where inside a subject a schema sits: a prefix naming the place (`query parameter page`,
/// `response 200`, empty for a named schema) and a member path within it (`entry.status`,
/// `tags[]`; empty for the schema itself).
struct SchemaPlace {
    var prefix: String
    var path: String = ""

    /// `member entry.status`, `response 200 member id`, `query parameter page`.
    var element: String {
        guard !path.isEmpty else { return prefix }
        return prefix.isEmpty ? "member \(path)" : "\(prefix) member \(path)"
    }

    /// The place of member `name` of the object here.
    func member(_ name: String) -> SchemaPlace {
        SchemaPlace(prefix: prefix, path: path.isEmpty ? name : "\(path).\(name)")
    }

    /// The place of the items of the array here.
    var items: SchemaPlace { SchemaPlace(prefix: prefix, path: path + "[]") }
}
