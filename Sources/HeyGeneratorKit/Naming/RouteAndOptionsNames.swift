/// Settles the names every operation has across services: its member of `Routes` and its
/// options struct.
///
/// - A route named by the rule (the operationId in lowerCamelCase) that another operation's
///   route has, or that `Routes` declares itself (`all`, the shared retry policies), gets a
///   number (`listBoxes2`), with a warning; names.toml's `[route_names]` are kept, and a clash
///   between two of them, or with what `Routes` declares, stays an error.
/// - An options struct (`<OperationId>Options`) named like a model type, a type the runtime
///   declares or another operation's options struct gets a number (`GetNoteOptions2`), with a
///   warning.
///
/// Operations are taken in operationId order (the route table's), so the first keeps its name.
struct RouteAndOptionsNames {
    let names: NamesFile
    let specFile: String
    let warnings: DiagnosticCollector

    /// `services` with every route and options struct named apart.
    func settle(_ services: [ServiceModel], typeNames: Set<String>, _ errors: inout [NamesError]) -> [ServiceModel] {
        let operations = services.flatMap(\.operations).sorted { $0.operationId < $1.operationId }
        var routes: [String: String] = [:]
        for operation in operations where names.routeNames[operation.operationId] != nil {
            let location = specFile + operation.pointer
            if let other = routes[operation.routeName] {
                errors.append(NamesError(location: location, message: "\(other) and \(operation.operationId) both become Routes.\(operation.routeName); set one of them in [route_names]"))
            }
            if RoutesMemberNames.isReserved(operation.routeName) {
                errors.append(NamesError(location: location, message: "\(operation.operationId) would be Routes.\(operation.routeName), a name Routes uses itself; set one in [route_names]"))
            }
            routes[operation.routeName] = operation.operationId
        }
        var options = Set<String>()
        var renamed: [String: (route: String, options: String?)] = [:]
        for operation in operations {
            var route = operation.routeName
            if names.routeNames[operation.operationId] == nil {
                let isTaken = { (name: String) in routes[name] != nil || RoutesMemberNames.isReserved(name) }
                if isTaken(route) {
                    let why = routes[route].map { "and \($0) both become" } ?? "would be"
                    let made = NameRules.numbered(route, isTaken: isTaken)
                    warnings.warn(operation.pointer, "\(operation.operationId) \(why) Routes.\(route): it is Routes.\(made) (set another in [route_names])")
                    route = made
                }
                routes[route] = operation.operationId
            }
            var optionsName = operation.optionsTypeName
            if let name = optionsName {
                let isTaken = { (name: String) in options.contains(name) || typeNames.contains(name) }
                if isTaken(name) {
                    optionsName = NameRules.numbered(name, isTaken: isTaken)
                    warnings.warn(operation.pointer, "the options struct \(name) of \(operation.operationId) is named like another type: it is \(optionsName ?? name)")
                }
                options.insert(optionsName ?? name)
            }
            if route != operation.routeName || optionsName != operation.optionsTypeName {
                renamed[operation.operationId] = (route, optionsName)
            }
        }
        guard !renamed.isEmpty else { return services }
        return services.map { service in
            var service = service
            service.operations = service.operations.map { operation in
                guard let names = renamed[operation.operationId] else { return operation }
                var operation = operation
                operation.routeName = names.route
                operation.optionsTypeName = names.options
                return operation
            }
            return service
        }
    }
}
