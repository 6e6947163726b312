/// Checks on the operations of an OpenAPI document: unique operationIds, path parameters that
/// match the path template, no repeated parameters, no GET with a body, a 2xx response.
struct OperationChecks {
    let document: SpecDocument
    let file: String

    /// Every problem found on operations, in the order the operations are written.
    func problems() -> [Diagnostic] {
        var firstUse: [String: SpecOperation] = [:]
        var found: [Diagnostic] = []
        for operation in document.operations {
            if let earlier = firstUse[operation.operationId] {
                found.append(problem(operation.pointer + "/operationId",
                                     "operationId \"\(operation.operationId)\" is already used by \(earlier.method) \(earlier.path)"))
            } else {
                firstUse[operation.operationId] = operation
            }
            found += pathParameterProblems(operation)
            found += duplicateParameterProblems(operation)
            if operation.method == "GET", let body = operation.requestBody {
                found.append(problem(body.pointer, "a GET operation cannot have a request body"))
            }
            if !operation.responses.contains(where: { $0.status.hasPrefix("2") }) {
                found.append(problem(operation.pointer + "/responses", "\(operation.operationId) has no 2xx response"))
            }
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
