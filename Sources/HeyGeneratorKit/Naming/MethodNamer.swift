/// Names a service's methods (the operationId without the service's noun, lowerCamelCase, or
/// names.toml's choice) and their parameters, and refuses collisions and keywords.
struct MethodNamer {
    let names: NamesFile
    let specFile: String

    /// `operations` named as methods of `service`, sorted by method name.
    func name(_ operations: [OperationModel<Built>], of service: ServiceModel, _ errors: inout [NamesError]) -> [OperationModel<Named>] {
        let nouns = Self.nouns(service)
        var byName: [String: String] = [:]
        let result = operations.map { operation in
            let operationId = operation.operationId
            let name: String
            if let override = names.operationMethods[operationId] {
                name = override.value
                if !NameCheck.isLowerIdentifier(name) {
                    errors.append(names.error(at: override, "method name \"\(name)\" for \(operationId) must be a lowerCamelCase Swift identifier and not a keyword"))
                }
            } else {
                name = Self.derive(operationId, nouns: nouns)
                if name.isEmpty {
                    errors.append(NamesError(location: specFile + operation.pointer,
                                             message: "\(operationId) leaves no method name once the noun of service \(service.key) is dropped; set one in [operation_methods]"))
                } else if !NameCheck.isLowerIdentifier(name) {
                    errors.append(NamesError(location: specFile + operation.pointer,
                                             message: "\(operationId) would be the method \"\(name)\", which Swift cannot use; set one in [operation_methods]"))
                }
            }
            if let other = byName[name] {
                errors.append(NamesError(location: specFile + operation.pointer,
                                         message: "\(other) and \(operationId) both become \(service.accessorName).\(name)(); set one of them in [operation_methods]"))
            }
            byName[name] = operationId
            return namedOperation(operation, method: name, in: service, &errors)
        }
        return result.sorted { ($0.methodName, $0.operationId) < ($1.methodName, $1.operationId) }
    }

    /// The operation with its method, parameters, route and options struct named.
    private func namedOperation(_ operation: OperationModel<Built>, method: String, in service: ServiceModel, _ errors: inout [NamesError]) -> OperationModel<Named> {
        var seen: [String: String] = [:]
        func assign(_ parameters: [ParameterModel<Built>], header: Bool = false) -> [ParameterModel<Named>] {
            parameters.map { parameter in
                var wire = parameter.wireName
                // `X-Request-Tag` → `requestTag`: the `X-` of a custom header says nothing in Swift.
                if header, wire.lowercased().hasPrefix("x-"), wire.count > 2 { wire = String(wire.dropFirst(2)) }
                let camel = NameRules.camelCase(wire)
                let name = camel.isEmpty ? "value" : NameRules.valueName(camel)
                if let other = seen[name] {
                    errors.append(NamesError(location: specFile + operation.pointer,
                                             message: "parameters \"\(other)\" and \"\(parameter.wireName)\" of \(operation.operationId) both become \(name)"))
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
        for reserved in ["options", "body"] where seen[reserved] != nil {
            errors.append(NamesError(location: specFile + operation.pointer,
                                     message: "parameter \"\(seen[reserved] ?? "")\" of \(operation.operationId) becomes \(reserved), which the method uses itself"))
        }
        let hasOptions = !optionalQuery.isEmpty || !optionalHeaders.isEmpty
        return OperationModel(
            operationId: operation.operationId, method: operation.method, path: operation.path, summary: operation.summary,
            description: operation.description, pointer: operation.pointer, tag: operation.tag, serviceKey: service.key,
            methodName: method, resourceType: names.resourceTypes[operation.operationId]?.value ?? service.resourceType,
            pathParameters: pathParameters, requiredQuery: requiredQuery, optionalQuery: optionalQuery,
            requiredHeaders: requiredHeaders, optionalHeaders: optionalHeaders,
            optionsTypeName: hasOptions ? operation.operationId + "Options" : nil, routeName: routeName(operation, &errors),
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
