/// Checks on the operations of an OpenAPI document: path parameters that match the path
/// template, no repeated parameters. (What a published document often lacks is settled with a
/// warning where it is decided: an operationId by `OperationIdentity`, a tag by `ServiceNamer`,
/// a 2xx answer and a GET without a body by `OperationBuilder`.)
struct OperationChecks {
    let document: SpecDocument
    let file: String

    /// Every problem found on operations, in the order the operations are written.
    func problems() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for operation in document.operations {
            found += pathParameterProblems(operation)
            found += duplicateParameterProblems(operation)
        }
        return found
    }

    /// Each `{name}` of the path has a required `path` parameter, and each `path` parameter
    /// appears in the path.
    private func pathParameterProblems(_ operation: SpecOperation) -> [Diagnostic] {
        let inTemplate = operation.pathPlaceholders
        let declared = operation.parameters.filter { $0.location == "path" }
        var found: [Diagnostic] = []
        for name in inTemplate where !declared.contains(where: { $0.name == name }) {
            found.append(problem(operation.pointer, "path parameter \"\(name)\" of \(operation.path) is not declared"))
        }
        for parameter in declared {
            if !inTemplate.contains(parameter.name) {
                found.append(problem(parameter.pointer, "path parameter \"\(parameter.name)\" does not appear in \(operation.path)"))
            } else if !parameter.required {
                found.append(problem(parameter.pointer, "path parameter \"\(parameter.name)\" must be required: true"))
            }
        }
        return found
    }

    /// A parameter repeated (same name and location) within one list.
    private func duplicateParameterProblems(_ operation: SpecOperation) -> [Diagnostic] {
        var seen: [String: SpecParameter] = [:]
        var found: [Diagnostic] = []
        for parameter in operation.parameters {
            let key = parameter.location + " " + parameter.name
            if let earlier = seen[key] {
                found.append(problem(parameter.pointer, "\(parameter.location) parameter \"\(parameter.name)\" is already declared at \(earlier.pointer)"))
            } else {
                seen[key] = parameter
            }
        }
        return found
    }

    private func problem(_ pointer: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, location: pointer, message: message)
    }
}
