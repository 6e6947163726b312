import Mustache

/// Builds the contexts of the files that list every operation or service: the route table,
/// the client's service accessors, the dispatch table, the version and the package manifest.
struct TableContext {
    let model: APIModel
    let services: ServiceContext
    let profile: SDKProfile

    func routes(source: String) -> RoutesContext {
        let routes = model.operationsByID
        let serviceByKey = Dictionary(uniqueKeysWithValues: model.services.map { ($0.key, $0) })
        let policies = Self.retryPolicies(routes.compactMap { $0.route[BehaviorFlags.retry] })
        let policyNames = Dictionary(uniqueKeysWithValues: policies.map { ($0.policy, $0.name) })
        let errorLists = Self.documentedErrorLists(routes.map(\.route.documentedErrors))
        let errorListNames = Dictionary(uniqueKeysWithValues: errorLists.map { ($0.errors, $0.name) })
        return RoutesContext(
            source: source, retryPolicies: policies,
            routes: routes.map { route($0, service: serviceByKey[$0.serviceKey], policyNames: policyNames, errorListNames: errorListNames) },
            documentedErrorLists: errorLists.map { list in
                RoutesContext.DocumentedErrorList(name: list.name, errors: list.errors.map { ($0.status, services.types.spell($0.type)) })
            })
    }

    /// The distinct non-empty lists of documented failure bodies among `lists`, in the order of
    /// their first route, each named by ``RoutesMemberNames/documentedErrors(ordinal:)``.
    static func documentedErrorLists(_ lists: [[DocumentedErrorModel]]) -> [(name: String, errors: [DocumentedErrorModel])] {
        var seen: Set<[DocumentedErrorModel]> = []
        var result: [(name: String, errors: [DocumentedErrorModel])] = []
        for list in lists where !list.isEmpty && seen.insert(list).inserted {
            result.append((RoutesMemberNames.documentedErrors(ordinal: result.count + 1), list))
        }
        return result
    }

    /// The distinct policies among `policies` that retry at all, each named for its attempts
    /// (``RoutesMemberNames/retryPolicy(attempts:ordinal:)``); policies of as many attempts are
    /// numbered in the order of their first wait, backoff and statuses.
    static func retryPolicies(_ policies: [RetryPolicyModel]) -> [RoutesContext.RetryPolicy] {
        let byAttempts = Dictionary(grouping: Set(policies.filter { $0.maxAttempts > 1 }), by: \.maxAttempts)
        return byAttempts.keys.sorted().flatMap { attempts in
            byAttempts[attempts, default: []].sorted(by: Self.precedes).enumerated().map { index, policy in
                RoutesContext.RetryPolicy(name: RoutesMemberNames.retryPolicy(attempts: attempts, ordinal: index + 1), policy: policy)
            }
        }
    }

    private static func precedes(_ a: RetryPolicyModel, _ b: RetryPolicyModel) -> Bool {
        if a.baseDelayMs != b.baseDelayMs { return a.baseDelayMs < b.baseDelayMs }
        if a.backoff != b.backoff { return a.backoff < b.backoff }
        return a.retryOn.lexicographicallyPrecedes(b.retryOn)
    }

    /// The facts of one route; `_route.mustache` spells them.
    private func route(_ operation: OperationModel<Named>, service: ServiceModel?, policyNames: [RetryPolicyModel: String],
                       errorListNames: [[DocumentedErrorModel]: String]) -> RoutesContext.Route {
        let facts = RouteFacts(path: operation.path, answersHTML: operation.answersHTML, appendsJSONExtension: profile.appendsJSONExtension,
                               retryPolicyNames: policyNames)
        let flags = Self.behavior(operation.route, facts, requestEncoding: Self.requestEncoding(operation.body))
        let sent = Self.runtimeMethod(operation.method)
        return RoutesContext.Route(
            name: operation.routeName, accessor: service?.accessorName ?? "", methodName: operation.methodName,
            operationId: operation.operationId, method: operation.method, methodCase: sent.methodCase, path: operation.path,
            resource: Self.resource(of: operation.path), service: service?.pascalName ?? "", resourceType: operation.resourceType,
            params: operation.pathParameters.enumerated().map { index, parameter in
                RoutesContext.Param(name: parameter.wireName,
                                    role: index == operation.pathParameters.count - 1 ? "recording" : "parent",
                                    kind: Self.paramKind(parameter.type))
            },
            html: operation.answersHTML, behavior: flags.arguments,
            settings: flags.settings + Self.securitySettings(operation.route, errorListNames: errorListNames) + sent.settings)
    }

    /// The runtime's `HTTPMethod` case for an operation's method (`get` for `GET`), and what the
    /// route sets beyond it: a HEAD operation is a GET's route that sends HEAD (`sendsHead`, which
    /// `Route` declares last), as `HTTPMethod` has no case for HEAD.
    static func runtimeMethod(_ method: String) -> (methodCase: String, settings: [RouteSetting]) {
        guard method == "HEAD" else { return (method.lowercased(), []) }
        return ("get", [RouteSetting(property: "sendsHead", value: "true")])
    }

    /// What the route sets beyond the behaviour flags: the security requirements the document
    /// states (`[["api_key"]]`), and the shared list of the failure bodies it types (`documentedErrors1`).
    static func securitySettings(_ route: RouteModel, errorListNames: [[DocumentedErrorModel]: String]) -> [RouteSetting] {
        var settings: [RouteSetting] = []
        if let security = route.security {
            let alternatives = security.map { "[" + $0.map { "\"\($0.swiftLiteral)\"" }.joined(separator: ", ") + "]" }
            settings.append(RouteSetting(property: "security", value: "[" + alternatives.joined(separator: ", ") + "]"))
        }
        if let name = errorListNames[route.documentedErrors] {
            settings.append(RouteSetting(property: "documentedErrors", value: name))
        }
        return settings
    }

    /// What every behaviour flag of ``BehaviorFlags`` puts into a route's entry: the template's
    /// keys, and the properties set beyond the initializer with the request encoding (Swift,
    /// as ``requestEncoding(_:)`` spells it) where `Route` declares it.
    static func behavior(_ route: RouteModel, _ facts: RouteFacts, requestEncoding: String?) -> RouteEntry {
        var entry = RouteEntry()
        for flag in BehaviorFlags.current.all {
            let part = flag.routeEntry(route, facts)
            entry.arguments.merge(part.arguments) { first, _ in first }
            entry.settings += part.settings
        }
        let encoding = requestEncoding.map { [RouteSetting(property: "requestEncoding", value: $0)] } ?? []
        entry.settings = entry.settings.filter(\.beforeRequestEncoding) + encoding + entry.settings.filter { !$0.beforeRequestEncoding }
        return entry
    }

    /// The runtime's `RequestEncoding` for `body`, as Swift (`.json`, `.raw(contentType: "image/png")`,
    /// `.multipart(contentTypes: ["avatar": "image/png"])`).
    static func requestEncoding(_ body: BodyModel?) -> String? {
        guard let body else { return nil }
        switch body.encoding {
        case .raw:
            return ".raw(contentType: \"\(body.contentType.swiftLiteral)\")"
        case .multipart:
            let types = body.partContentTypes.sorted { $0.key < $1.key }.map { "\"\($0.key.swiftLiteral)\": \"\($0.value.swiftLiteral)\"" }
            return ".multipart(contentTypes: [\(types.isEmpty ? ":" : types.joined(separator: ", "))])"
        case .json, .form:
            return "." + body.encoding.rawValue
        }
    }

    /// HEY's JSON path rule: `.json` after the last segment when it has no extension
    /// (`/boxes/{boxId}` → `/boxes/{boxId}.json`; `/boxes.json` stays).
    static func jsonPattern(_ path: String) -> String {
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        return path.isEmpty || path.hasSuffix("/") || last.contains(".") ? path : path + ".json"
    }

    /// The last segment of `path` that is not a parameter, without an extension (`groups` for
    /// `/boxes/{boxId}/groups/{groupId}`).
    static func resource(of path: String) -> String {
        let literal = path.split(separator: "/").last { !$0.contains("{") } ?? ""
        return String(literal.split(separator: ".").first ?? "")
    }

    /// The runtime's `ParamKind` for a path parameter of `type`.
    static func paramKind(_ type: SwiftType) -> String {
        switch type {
        case .int: "int64"
        case .int32: "int32"
        case .bool: "bool"
        default: "string"
        }
    }

    func clientServices(source: String) -> ClientServicesContext {
        ClientServicesContext(source: source, accessors: model.services.map {
            ClientServicesContext.Accessor(name: $0.accessorName, typeName: $0.typeName, description: $0.description)
        })
    }

    func version(source: String) -> VersionContext {
        VersionContext(source: source, library: model.libraryVersion, api: model.apiVersion, baseURL: profile.defaultBaseURL,
                       userAgentProduct: profile.userAgentProduct)
    }
}

extension TableContext {
    /// The dispatch table: every operation callable from JSON arguments (the conformance runner).
    func operationTable(source: String) -> OperationTableContext {
        OperationTableContext(source: source, operations: model.operationsByID.map { operation in
            let options = operation.optionalQuery.map { ($0, CallArguments.Place.optionalQuery) } + operation.optionalHeaders.map { ($0, CallArguments.Place.optionalHeader) }
            return OperationTableContext.Operation(
                operationId: operation.operationId,
                route: ServiceContext.routeReference(operation),
                parameterNames: (operation.methodParameters + operation.optionalQuery + operation.optionalHeaders).map(\.wireName),
                bodyType: operation.body.map { services.types.spell($0.type) },
                bodyIsOptional: operation.body?.required == false,
                call: CallArguments(operation, structures: services.structures, value: argument),
                optionsType: operation.optionsTypeName,
                optionMembers: options.map { (label: $0.swiftName.spelled(as: .argumentLabel), wireName: $0.wireName, value: argument($0, $1)) })
        })
    }

    /// How the dispatch table reads a parameter's JSON argument from its place; an open enum is
    /// read as its raw value (a list of them as raw values).
    private func argument(_ parameter: ParameterModel<Named>, _ place: CallArguments.Place) -> CallArguments.Value {
        var reader: String
        let optional: Bool
        switch place {
        case .path: (reader, optional) = ("path", false)
        case .requiredQuery: (reader, optional) = ("requiredQuery", false)
        case .requiredHeader: (reader, optional) = ("requiredHeader", false)
        case .optionalQuery: (reader, optional) = ("query", true)
        case .optionalHeader: (reader, optional) = ("header", true)
        }
        // A deepObject is read as its struct from a JSON object.
        if parameter.deepObject { reader += "Object" }
        func openEnum(_ type: SwiftType) -> (name: String, rawType: String)? {
            guard case .model(let schema) = type, let raw = services.types.enumRawType(schema) else { return nil }
            return (services.types.spell(type), raw == .integer ? "Int" : "String")
        }
        if case .array(let element) = parameter.type, let listed = openEnum(element) {
            return .jsonArgument(reader: reader, type: services.types.spell(parameter.type), openEnum: listed, isList: true, isOptional: optional)
        }
        return .jsonArgument(reader: reader, type: services.types.spell(parameter.type), openEnum: openEnum(parameter.type),
                             isList: false, isOptional: optional)
    }
}
