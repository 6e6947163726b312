/// Names a service's methods (the operationId without the service's noun, lowerCamelCase, or
/// names.toml's choice) and their parameters, and refuses collisions and keywords.
struct MethodNamer {
    let names: NamesFile
    let specFile: String

    func name(_ service: inout ServiceModel, _ errors: inout [NamesError]) {
        let nouns = Self.nouns(service)
        var byName: [String: String] = [:]
        for index in service.operations.indices {
            let operationId = service.operations[index].operationId
            let name: String
            if let override = names.operationMethods[operationId] {
                name = override.value
                if !NameCheck.isLowerIdentifier(name) {
                    errors.append(names.error(at: override, "method name \"\(name)\" for \(operationId) must be a lowerCamelCase Swift identifier and not a keyword"))
                }
            } else {
                name = Self.derive(operationId, nouns: nouns)
                if name.isEmpty {
                    errors.append(NamesError(location: specFile + service.operations[index].pointer,
                                             message: "\(operationId) leaves no method name once the noun of service \(service.key) is dropped; set one in [operation_methods]"))
                } else if !NameCheck.isLowerIdentifier(name) {
                    errors.append(NamesError(location: specFile + service.operations[index].pointer,
                                             message: "\(operationId) would be the method \"\(name)\", which Swift cannot use; set one in [operation_methods]"))
                }
            }
            if let other = byName[name] {
                errors.append(NamesError(location: specFile + service.operations[index].pointer,
                                         message: "\(other) and \(operationId) both become \(service.accessorName).\(name)(); set one of them in [operation_methods]"))
            }
            byName[name] = operationId
            service.operations[index].methodName = name
            nameParameters(&service.operations[index], &errors)
            nameCompanions(&service.operations[index], &errors)
        }
        service.operations.sort { ($0.methodName, $0.operationId) < ($1.methodName, $1.operationId) }
    }

    private func nameParameters(_ operation: inout OperationModel, _ errors: inout [NamesError]) {
        var seen: [String: String] = [:]
        func assign(_ parameter: inout ParameterModel, header: Bool = false) {
            var wire = parameter.wireName
            // `X-Request-Tag` → `requestTag`: the `X-` of a custom header says nothing in Swift.
            if header, wire.lowercased().hasPrefix("x-"), wire.count > 2 { wire = String(wire.dropFirst(2)) }
            let name = NameRules.camelCase(wire)
            parameter.swiftName = name.isEmpty ? "value" : NameRules.valueName(name)
            if let other = seen[parameter.swiftName] {
                errors.append(NamesError(location: specFile + operation.pointer,
                                         message: "parameters \"\(other)\" and \"\(parameter.wireName)\" of \(operation.operationId) both become \(parameter.swiftName)"))
            }
            seen[parameter.swiftName] = parameter.wireName
        }
        for index in operation.pathParameters.indices { assign(&operation.pathParameters[index]) }
        for index in operation.requiredQuery.indices { assign(&operation.requiredQuery[index]) }
        for index in operation.optionalQuery.indices { assign(&operation.optionalQuery[index]) }
        for index in operation.requiredHeaders.indices { assign(&operation.requiredHeaders[index], header: true) }
        for index in operation.optionalHeaders.indices { assign(&operation.optionalHeaders[index], header: true) }
        for reserved in ["options", "body"] where seen[reserved] != nil {
            errors.append(NamesError(location: specFile + operation.pointer,
                                     message: "parameter \"\(seen[reserved] ?? "")\" of \(operation.operationId) becomes \(reserved), which the method uses itself"))
        }
    }

    /// The names an operation gives beside its method: its route (names.toml's
    /// `[route_names]`, else the operationId in lowerCamelCase) and its options struct.
    private func nameCompanions(_ operation: inout OperationModel, _ errors: inout [NamesError]) {
        if let override = names.routeNames[operation.operationId] {
            if !NameCheck.isLowerIdentifier(override.value) {
                errors.append(names.error(at: override, "route name \"\(override.value)\" for \(operation.operationId) must be a lowerCamelCase Swift identifier and not a keyword"))
            }
            operation.routeName = override.value
        } else {
            operation.routeName = Self.defaultRouteName(operation.operationId)
        }
        let hasOptions = !operation.optionalQuery.isEmpty || !operation.optionalHeaders.isEmpty
        operation.optionsTypeName = hasOptions ? operation.operationId + "Options" : nil
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
