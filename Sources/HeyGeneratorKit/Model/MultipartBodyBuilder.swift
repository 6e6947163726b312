/// Builds a `multipart/form-data` request body: the struct its schema names, or the operation's
/// own struct for an inline object (``OperationTypeBuilder``), each member a part.
extension OperationBuilder {
    /// The body as its struct, sent as `.multipart` with the content types the spec's `encoding`
    /// gives its parts; or nil, with a warning, when it cannot be sent: another multipart type, a
    /// schema that is not an object, or a member that cannot be a part (an object, a map,
    /// a list of lists).
    func multipartBody(_ body: SpecRequestBody, operationId: String) -> BodyModel? {
        let pointer = body.pointer + "/content"
        guard MediaType.essence(body.contentType) == "multipart/form-data" else {
            problems.warn(pointer, "a \(body.contentType) body cannot be sent by a generated method (only multipart/form-data is): "
                          + "the operation takes no body")
            return nil
        }
        let type: SwiftType
        let members: [MemberModel<Built>]
        let structure: String
        // An inline object is a struct of the operation's own, kept only when it can be sent.
        if case .object(let properties, _, _) = body.schema.kind, !properties.isEmpty,
           case (.model(let key), let model?)? = inlineTypes.build(body.schema, OperationTypeOrigin(operationId: operationId, role: .request, isListItem: false)),
           case .structure(let own, _, _) = model.kind {
            type = .model(key)
            members = own
            structure = "\(operationId)'s inline object"
            guard sendable(members, structure, pointer) else { return nil }
            operationTypes.types.append(model)
        } else {
            type = types.memberType(body.schema, owner: nil, member: nil)
            guard let name = aliases.structName(type), let found = structures[name] else {
                problems.warn(pointer, "a multipart/form-data body of \(body.schema.typeSummary) cannot be sent: its parts are the members of "
                              + "an object; the operation takes no body")
                return nil
            }
            members = found
            structure = name
            guard sendable(members, structure, pointer) else { return nil }
        }
        return BodyModel(type: type, encoding: .multipart, required: body.required, contentType: body.contentType,
                         partContentTypes: body.partContentTypes)
    }

    /// Whether each of `members` can be a part; a warning naming the first that cannot.
    private func sendable(_ members: [MemberModel<Built>], _ structure: String, _ pointer: String) -> Bool {
        for member in members {
            if let problem = partProblem(member.type) {
                problems.warn(pointer, "a multipart/form-data body of \(structure) cannot be sent: its member \(member.wireName) is \(problem), "
                              + "which cannot be a part; the operation takes no body")
                return false
            }
        }
        return true
    }

    /// Why a member of `type` cannot be a part, or nil when it can: a value, bytes, or a list of
    /// either (a part per element).
    private func partProblem(_ type: SwiftType, inList: Bool = false) -> String? {
        let followed = aliases.followed(type)
        switch followed {
        case .string, .int, .int32, .double, .bool, .date, .sensitiveString, .data, .nestedEnum:
            return nil
        case .model(let schema):
            return aliases.enumRawType(schema) == nil ? (inList ? "a list of \(schema)" : schema) : nil
        case .array(let element):
            return inList ? "a list of lists" : partProblem(element, inList: true)
        case .json, .dictionary, .nestedType:
            return inList ? "a list of \(followed.summary)" : followed.summary
        }
    }
}
