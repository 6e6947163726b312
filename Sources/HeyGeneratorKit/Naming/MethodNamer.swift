/// Names a service's methods (the operationId without the service's noun, lowerCamelCase, or
/// names.toml's choice) and their parameters, and refuses keywords.
///
/// Two operations of a service whose methods would share a name are settled by a rule, with a
/// warning: names.toml's names are kept, and so is the first operation (in document order) to
/// derive the name; a later one is named after its whole operationId (`getTopicPublication`),
/// numbered if that is taken too. So is an operationId that is nothing but the service's noun.
/// A parameter named like another of its operation, or like the method's own `options` and
/// `body`, is numbered (`messageDate2`), with a warning.
struct MethodNamer {
    let names: NamesFile
    let specFile: String
    /// Where the warnings about names a rule made go.
    let warnings: DiagnosticCollector

    /// `operations` named as methods of `service`, sorted by method name.
    func name(_ operations: [OperationModel<Built>], of service: ServiceModel, _ errors: inout [NamesError]) -> [OperationModel<Named>] {
        let nouns = Self.nouns(service)
        // names.toml's method names first: a name the rule makes avoids them.
        var byName: [String: String] = [:]
        for operation in operations {
            guard let override = names.operationMethods[operation.operationId] else { continue }
            if let other = byName[override.value] {
                errors.append(names.error(at: override, "\(other) and \(operation.operationId) both become \(service.accessorName).\(override.value)(); set one of them in [operation_methods]"))
            }
            byName[override.value] = operation.operationId
        }
        let result = operations.map { operation in
            let operationId = operation.operationId
            var name: String
            if let override = names.operationMethods[operationId] {
                name = override.value
                if !NameCheck.isLowerIdentifier(name) {
                    errors.append(names.error(at: override, "method name \"\(name)\" for \(operationId) must be a lowerCamelCase Swift identifier and not a keyword"))
                }
            } else {
                name = Self.derive(operationId, nouns: nouns)
                var why: String?
                if name.isEmpty {
                    why = "leaves no method name once the noun of service \(service.key) is dropped"
                } else if let other = byName[name] {
                    why = "and \(other) both become \(service.accessorName).\(name)()"
                }
                if let why {
                    name = NameRules.numbered(NameRules.camelCase(operationId)) { byName[$0] != nil }
                    warnings.warn(operation.pointer, "\(operationId) \(why): it is \(service.accessorName).\(name)() (set another in [operation_methods])")
                }
                if !NameCheck.isLowerIdentifier(name) {
                    errors.append(NamesError(location: specFile + operation.pointer,
                                             message: "\(operationId) would be the method \"\(name)\", which Swift cannot use; set one in [operation_methods]"))
                }
                byName[name] = operationId
            }
            return namedOperation(operation, method: name, in: service, &errors)
        }
        return result.sorted { ($0.methodName, $0.operationId) < ($1.methodName, $1.operationId) }
    }

    /// The operation with its method, parameters, route and options struct named.
    private func namedOperation(_ operation: OperationModel<Built>, method: String, in service: ServiceModel, _ errors: inout [NamesError]) -> OperationModel<Named> {
        // The method's own parameters come first: a parameter named like one is numbered.
        var seen: [String: String] = ["options": "", "body": ""]
        func assign(_ parameters: [ParameterModel<Built>], header: Bool = false) -> [ParameterModel<Named>] {
            parameters.map { parameter in
                var wire = parameter.wireName
                // `X-Request-Tag` → `requestTag`: the `X-` of a custom header says nothing in Swift.
                if header, wire.lowercased().hasPrefix("x-"), wire.count > 2 { wire = String(wire.dropFirst(2)) }
                let camel = NameRules.camelCase(wire)
                var name = camel.isEmpty ? "value" : NameRules.valueName(camel)
                if let other = seen[name] {
                    let made = NameRules.numbered(name) { seen[$0] != nil }
                    let clash = other.isEmpty ? "\(name), which the method uses itself" : "\(name), as \"\(other)\" does"
                    warnings.warn(operation.pointer, "parameter \"\(parameter.wireName)\" of \(operation.operationId) would become \(clash): it is \(made)")
                    name = made
                }
                seen[name] = parameter.wireName
                return ParameterModel(wireName: parameter.wireName, swiftName: name, type: parameter.type, description: parameter.description,
                                      explode: parameter.explode, deepObject: parameter.deepObject)
            }
        }
        let pathParameters = assign(operation.pathParameters)
        let requiredQuery = assign(operation.requiredQuery)
        let optionalQuery = assign(operation.optionalQuery)
        let requiredHeaders = assign(operation.requiredHeaders, header: true)
        let optionalHeaders = assign(operation.optionalHeaders, header: true)
        let hasOptions = !optionalQuery.isEmpty || !optionalHeaders.isEmpty
        return OperationModel(
            operationId: operation.operationId, method: operation.method, path: operation.path, summary: operation.summary,
            description: operation.description, pointer: operation.pointer, tag: operation.tag, serviceKey: service.key,
            methodName: method, resourceType: names.resourceTypes[operation.operationId]?.value ?? service.resourceType,
            pathParameters: pathParameters, requiredQuery: requiredQuery, optionalQuery: optionalQuery,
            requiredHeaders: requiredHeaders, optionalHeaders: optionalHeaders,
            optionsTypeName: hasOptions ? Self.optionsTypeName(operation.operationId) : nil, routeName: routeName(operation, &errors),
            body: operation.body, result: operation.result, answersHTML: operation.answersHTML, route: operation.route)
    }

    /// names.toml's `[route_names]` entry for the operation, else the operationId in lowerCamelCase.
    private func routeName(_ operation: OperationModel<Built>, _ errors: inout [NamesError]) -> String {
        guard let override = names.routeNames[operation.operationId] else { return Self.defaultRouteName(operation.operationId) }
        if !NameCheck.isLowerIdentifier(override.value) {
            errors.append(names.error(at: override, "route name \"\(override.value)\" for \(operation.operationId) must be a lowerCamelCase Swift identifier and not a keyword"))
        }
        return override.value
    }

    /// `GetNote` → `GetNoteOptions`: the struct of an operation's optional parameters, its
    /// operationId in UpperCamelCase when it is not already (`get-note` → `GetNoteOptions`).
    static func optionsTypeName(_ operationId: String) -> String {
        (NameCheck.isTypeIdentifier(operationId) ? operationId : NameRules.pascalCase(operationId)) + "Options"
    }

    /// `ListBoxes` → `listBoxes`: the route name the conveniences call an operation by.
    static func defaultRouteName(_ operationId: String) -> String {
        NameRules.camelCase(operationId)
    }

    /// The word sequences dropped from operationIds: the service's name, plural and singular,
    /// longest first (`GetJournalEntry` in `journal` is `getEntry`: the resource type hooks report
    /// is not dropped).
    static func nouns(_ service: ServiceModel) -> [[String]] {
        var forms: [[String]] = []
        for stem in [service.key] {
            var words = NameRules.words(stem).map(NameRules.capitalizeFirst)
            guard let last = words.popLast() else { continue }
            for form in [NameRules.plural(NameRules.singular(last)), NameRules.singular(last), last] {
                let candidate = words + [form]
                if !forms.contains(candidate) { forms.append(candidate) }
            }
        }
        let pascal = NameRules.words(service.pascalName)
        if !pascal.isEmpty, !forms.contains(pascal) { forms.append(pascal) }
        return forms.sorted { $0.count > $1.count }
    }

    /// `GetBoxPostingChanges` with nouns [Postings, Posting] → `getBoxChanges`.
    static func derive(_ operationId: String, nouns: [[String]]) -> String {
        var words = NameRules.words(operationId)
        for noun in nouns where noun.count <= words.count {
            if let start = (0...(words.count - noun.count)).first(where: { Array(words[$0..<($0 + noun.count)]) == noun }) {
                words.removeSubrange(start..<(start + noun.count))
                break
            }
        }
        return NameRules.camelCase(words.joined(separator: " "))
    }
}
