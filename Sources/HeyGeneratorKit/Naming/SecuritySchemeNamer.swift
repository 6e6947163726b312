/// Names the security schemes: each scheme's member of `SecuritySchemes` and constructor of
/// `SchemeCredential` is its document name in lowerCamelCase (`api_key` → `apiKey`,
/// `BasicAuth` → `basicAuth`). A name that is empty or not an identifier becomes `scheme`; one
/// a scheme before it took, or one the runtime's `SchemeCredential` has (`scheme`,
/// `description`), is numbered, with a warning at the scheme.
struct SecuritySchemeNamer {
    let warnings: DiagnosticCollector

    /// Member names `SchemeCredential` declares itself.
    static let taken: Set<String> = ["scheme", "description", "value", "init"]

    func name(_ schemes: [SecuritySchemeModel<Built>]) -> [SecuritySchemeModel<Named>] {
        var used = Self.taken
        return schemes.map { scheme in
            var name = NameRules.camelCase(scheme.name)
            if name.isEmpty || !NameRules.isIdentifier(name) { name = "scheme" }
            name = NameRules.valueName(name)
            if used.contains(name) {
                let made = NameRules.numbered(name) { used.contains($0) }
                warnings.warn(scheme.pointer, "security scheme \"\(scheme.name)\" would be named \(name), which is taken: it is \(made)")
                name = made
            }
            used.insert(name)
            return SecuritySchemeModel(name: scheme.name, kind: scheme.kind, description: scheme.description, pointer: scheme.pointer,
                                       memberName: name)
        }
    }
}
