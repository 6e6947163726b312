/// Builds one operation: parameters, body, result and behaviour.
///
/// What a method cannot take is left out with a warning, and the method still renders: a cookie
/// parameter, a header the client sets itself (`Authorization`, `Accept`, `Content-Type`, …), an
/// object parameter that is not a query `deepObject` of values, a multipart body that is not a
/// struct of values and bytes (`QueryObjectBuilder.swift`, `MultipartBodyBuilder.swift`), a GET's
/// or HEAD's body (HTTP gives it no meaning). An operation with no 2xx answer returns nothing,
/// with a warning. A HEAD operation is a read whose answer has no body: its method returns
/// nothing, and its route is a GET's that sends HEAD (`Route.sendsHead`). An OPTIONS or TRACE
/// operation is left out, with a warning: the runtime's `HTTPMethod` has no case for it.
///
/// An inline body, answer or query/header parameter enum is a type of the operation's own
/// (``OperationTypeBuilder``).
struct OperationBuilder {
    let types: TypeBuilder
    let aliases: AliasTable
    /// The members of each struct, by schema name.
    let structures: [String: [MemberModel<Built>]]
    let behaviors: [String: RouteModel]
    let problems: DiagnosticCollector
    /// Where the types made for inline bodies and answers go.
    let operationTypes: OperationTypes

    /// Makes the types of inline bodies and answers.
    var inlineTypes: OperationTypeBuilder { OperationTypeBuilder(types: types, collected: operationTypes) }

    /// Headers the client sets or controls itself; a spec declaring one as a parameter cannot
    /// override them.
    static let reservedHeaders: Set<String> = [
        "accept", "authorization", "content-type", "content-length", "cookie", "host", "user-agent", "connection",
        "transfer-encoding", "if-none-match",
    ]

    /// The methods the runtime sends: its `HTTPMethod`'s, and HEAD as a GET's route that sends HEAD.
    static let sentMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]

    /// The methods whose request body HTTP gives no meaning: it is dropped.
    static let bodilessMethods: Set<String> = ["GET", "HEAD"]

    /// The operation as a method and a route, or nil (with a warning) when the runtime cannot
    /// send its method.
    func build(_ operation: SpecOperation) -> OperationModel<Built>? {
        guard Self.sentMethods.contains(operation.method) else {
            problems.warn(operation.pointer, "\(operation.operationId) is left out: the SDK's HTTPMethod has no \(operation.method)")
            return nil
        }
        // Validation resolves every operation; the default (sent once) never applies to a validated spec.
        let behavior = behaviors[operation.operationId, default: .sentOnce]
        var model = OperationModel(
            operationId: operation.operationId,
            method: operation.method,
            path: operation.path,
            summary: operation.summary,
            description: operation.description,
            pointer: operation.pointer,
            tag: operation.tags.first,
            serviceKey: (),
            methodName: (),
            resourceType: (),
            pathParameters: pathParameters(operation),
            routeName: (),
            route: behavior
        )
        for parameter in operation.parameters where parameter.location != "path" {
            switch parameter.location {
            case "query" where parameter.style == "deepObject":
                for built in deepObjectParameters(parameter) {
                    if built.required { model.requiredQuery.append(built.parameter) } else { model.optionalQuery.append(built.parameter) }
                }
            case "query":
                guard let type = inlineTypes.parameterEnum(parameter, operationId: operation.operationId)
                        ?? parameterType(parameter, allowsList: true) else { continue }
                let built = ParameterModel<Built>(wireName: parameter.name, swiftName: (), type: type, description: parameter.description,
                                           explode: parameter.explode ?? true)
                if parameter.required { model.requiredQuery.append(built) } else { model.optionalQuery.append(built) }
            case "header":
                if Self.reservedHeaders.contains(parameter.name.lowercased()) {
                    problems.warn(parameter.pointer, "header parameter \(parameter.name) is left out: the client sets that header itself")
                    continue
                }
                guard let type = inlineTypes.parameterEnum(parameter, operationId: operation.operationId)
                        ?? parameterType(parameter, allowsList: true) else { continue }
                let built = ParameterModel<Built>(wireName: parameter.name, swiftName: (), type: type, description: parameter.description)
                if parameter.required { model.requiredHeaders.append(built) } else { model.optionalHeaders.append(built) }
            default:
                problems.warn(parameter.pointer, "\(parameter.location) parameter \(parameter.name) is left out: the SDK sends no cookies of the spec's")
            }
        }
        if let body = operation.requestBody {
            if Self.bodilessMethods.contains(operation.method) {
                problems.warn(body.pointer, "a \(operation.method) operation's request body is dropped: HTTP gives it no meaning, so the method sends none")
            } else {
                model.body = requestBody(body, operationId: operation.operationId)
            }
        }
        model.result = result(operation, behavior)
        model.route.documentedErrors = documentedErrors(operation)
        model.answersHTML = operation.method != "HEAD"
            && operation.responses.contains { $0.status.hasPrefix("2") && ($0.contentType ?? "").lowercased().contains("html") }
        return model
    }

    private func pathParameters(_ operation: SpecOperation) -> [ParameterModel<Built>] {
        let declared = operation.parameters.filter { $0.location == "path" }
        return operation.pathPlaceholders.compactMap { name in
            // Validation makes sure every placeholder is declared.
            guard let parameter = declared.first(where: { $0.name == name }) else { return nil }
            return ParameterModel(wireName: name, swiftName: (), type: parameterType(parameter, allowsList: false) ?? .string,
                                  description: parameter.description)
        }
    }

    /// A string, number, boolean, date or (where `allowsList`) a list of those; an enum reads as
    /// its raw type. Anything else is left out with a warning (a path parameter is read as a string).
    private func parameterType(_ parameter: SpecParameter, allowsList: Bool) -> SwiftType? {
        var type = SwiftType.json
        // An inline object is never a parameter value: say so once, not also as an inline object.
        if case .object = parameter.schema.kind {} else {
            type = aliases.resolved(types.memberType(parameter.schema, owner: nil, member: nil))
        }
        if let scalar = scalar(type) { return scalar }
        if allowsList, case .array(let element) = type, let scalar = scalar(element) { return .array(scalar) }
        problems.warn(parameter.pointer + "/schema", "\(parameter.location) parameter \(parameter.name) is \(parameter.schema.typeSummary), which the SDK cannot send: "
                      + (parameter.location == "path" ? "read as a string" : "left out"))
        return nil
    }

    /// `type` as a parameter value, if it can be one.
    func scalar(_ type: SwiftType) -> SwiftType? {
        switch type {
        case .string, .int, .int32, .double, .bool, .date: return type
        case .sensitiveString: return .string
        case .model(let name):
            // A top-level enum travels as its raw value (open enums are parameter values).
            return aliases.enumRawType(name) == nil ? nil : type
        default: return nil
        }
    }

    private func requestBody(_ body: SpecRequestBody, operationId: String) -> BodyModel? {
        if MediaType.isJSON(body.contentType) || MediaType.isForm(body.contentType) {
            let type = inlineTypes.type(body.schema, operationId: operationId, role: .request)
            return BodyModel(type: type, encoding: MediaType.isJSON(body.contentType) ? .json : .form,
                             required: body.required, contentType: body.contentType)
        }
        if MediaType.isMultipart(body.contentType) { return multipartBody(body, operationId: operationId) }
        // Any other media type is sent as it is: text as a string, everything else as bytes.
        let raw: SwiftType = MediaType.isText(body.contentType) ? .string : .data
        return BodyModel(type: raw, encoding: .raw, required: body.required, contentType: body.contentType)
    }

    private func result(_ operation: SpecOperation, _ behavior: RouteModel) -> ResultModel {
        let success = operation.responses.filter { $0.status.hasPrefix("2") }.sorted { $0.status < $1.status }
        if success.isEmpty {
            problems.warn(operation.pointer + "/responses", "\(operation.operationId) has no 2xx response: its method returns nothing")
        }
        // A HEAD answer has no body, whatever its content says.
        guard operation.method != "HEAD" else { return .none }
        guard let answer = success.first(where: { $0.contentType != nil }), let contentType = answer.contentType else { return .none }
        let type: SwiftType
        if MediaType.isJSON(contentType) {
            type = answer.schema.map { aliases.resolved(inlineTypes.type($0, operationId: operation.operationId, role: .response)) } ?? .json
        } else {
            // HTML pages and other text are read as a string; anything else as bytes.
            type = MediaType.isText(contentType) ? .string : .data
        }
        // A paged read answers a Page, whether HEY links the next page or the caller moves the
        // window itself (its Page has no next page).
        if behavior[BehaviorFlags.pagination] != nil { return .page(type) }
        if !behavior[BehaviorFlags.emptyOn].isEmpty { return .optional(type) }
        return .value(type)
    }
}
