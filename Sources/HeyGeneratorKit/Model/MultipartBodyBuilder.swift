/// Builds a `multipart/form-data` request body: the struct its schema names, each member a part.
extension OperationBuilder {
    /// The body as its struct, sent as `.multipart` with the content types the spec's `encoding`
    /// gives its parts; or nil, with a warning, when it cannot be sent: another multipart type, a
    /// schema that is not a named struct, or a member that cannot be a part (an object, a map,
    /// a list of lists).
    func multipartBody(_ body: SpecRequestBody) -> BodyModel? {
        let pointer = body.pointer + "/content"
        guard MediaType.essence(body.contentType) == "multipart/form-data" else {
            problems.warn(pointer, "a \(body.contentType) body cannot be sent by a generated method (only multipart/form-data is): "
                          + "the operation takes no body")
            return nil
        }
        if case .object(let properties, _, _) = body.schema.kind, !properties.isEmpty {
            problems.warn(pointer, "an inline multipart/form-data body cannot be sent: name its schema in #/components/schemas "
                          + "to send it as a struct; the operation takes no body")
            return nil
        }
        let type = types.memberType(body.schema, owner: nil, member: nil)
        guard let structure = aliases.structName(type), let members = structures[structure] else {
            problems.warn(pointer, "a multipart/form-data body of \(body.schema.typeSummary) cannot be sent: its parts are the members of "
                          + "an object; the operation takes no body")
            return nil
        }
        for member in members {
            if let problem = partProblem(member.type) {
                problems.warn(pointer, "a multipart/form-data body of \(structure) cannot be sent: its member \(member.wireName) is \(problem), "
                              + "which cannot be a part; the operation takes no body")
                return nil
            }
        }
        return BodyModel(type: type, encoding: .multipart, required: body.required, contentType: body.contentType,
                         partContentTypes: body.partContentTypes)
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
