/// Builds a query parameter of `style: deepObject`: an object whose members go out as
/// `name[member]=value` (`filter[status]=open&filter[kind]=a`).
extension OperationBuilder {
    /// A parameter the method takes, and whether it is required.
    struct BuiltParameter {
        let parameter: ParameterModel<Built>
        let required: Bool
    }

    /// A `$ref` to a struct whose members are values is one parameter of that struct
    /// (``ParameterModel/deepObject``); an inline object of values is a parameter per member,
    /// named `name[member]`, required when both the parameter and the member are. Anything else
    /// (a member that is no value, something other than an object) is left out with a warning.
    func deepObjectParameters(_ parameter: SpecParameter) -> [BuiltParameter] {
        let pointer = parameter.pointer + "/schema"
        if case .object(let properties, let required, _) = parameter.schema.kind, !properties.isEmpty {
            var built: [BuiltParameter] = []
            for property in properties {
                let type: SwiftType?
                if case .object = property.schema.kind { type = nil } else {
                    type = scalar(aliases.resolved(types.memberType(property.schema, owner: nil, member: nil)))
                }
                guard let type else {
                    problems.warn(pointer, "query parameter \(parameter.name) has the member \(property.name), which is \(property.schema.typeSummary) "
                                  + "and cannot be sent as \(parameter.name)[\(property.name)]: left out")
                    return []
                }
                let member = ParameterModel<Built>(wireName: "\(parameter.name)[\(property.name)]", swiftName: (), type: type,
                                                   description: property.schema.description ?? parameter.description)
                built.append(BuiltParameter(parameter: member, required: parameter.required && required.contains(property.name)))
            }
            return built
        }
        let type: SwiftType = if case .object = parameter.schema.kind { .json } else { types.memberType(parameter.schema, owner: nil, member: nil) }
        guard let structure = aliases.structName(type), let members = structures[structure] else {
            problems.warn(pointer, "query parameter \(parameter.name) is \(parameter.schema.typeSummary), which the SDK cannot send as a deepObject "
                          + "(an object of values): left out")
            return []
        }
        if let member = members.first(where: { !isQueryValue($0.type) }) {
            problems.warn(pointer, "query parameter \(parameter.name) is \(structure), whose member \(member.wireName) is \(member.type.summary) "
                          + "and cannot be sent as \(parameter.name)[\(member.wireName)]: left out")
            return []
        }
        var model = ParameterModel<Built>(wireName: parameter.name, swiftName: (), type: .model(structure), description: parameter.description)
        model.deepObject = true
        return [BuiltParameter(parameter: model, required: parameter.required)]
    }

    /// Whether a struct member of `type` is a query value as it is spelled (a string, number,
    /// boolean, date or enum; a sensitive string or bytes are not).
    private func isQueryValue(_ type: SwiftType) -> Bool {
        switch aliases.followed(type) {
        case .sensitiveString, .data: false
        case .nestedEnum: true
        case let followed: scalar(followed) != nil
        }
    }
}
