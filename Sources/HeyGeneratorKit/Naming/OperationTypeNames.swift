/// The rule that names the types made for operations' inline request bodies, answers and
/// parameter enums (``OperationTypeOrigin``): the operationId in UpperCamelCase, then `Request`
/// for the body, `Response` for the answer (and `Item` after either for the items of a list) or
/// the parameter's name in UpperCamelCase (`createCall` → `CreateCallRequest`,
/// `post-accountHolders` → `PostAccountHoldersRequest`, `listWidgets` answering a list →
/// `ListWidgetsResponseItem`, its `order` parameter → `ListWidgetsOrder`).
///
/// ``SchemaTypeNames`` applies it: names.toml's `[type_names]` overrides it by the type's key
/// (`"createCall:request" = "NewCall"`), and a made name that is taken, shadows a Swift type or is
/// a keyword gets a number, with a warning.
enum OperationTypeNames {
    /// The rule's name for the type of `origin`.
    static func ruleName(_ origin: OperationTypeOrigin) -> String {
        var name = NameRules.pascalCase(origin.operationId)
        if name.first?.isNumber == true { name = "Operation" + name }
        switch origin.role {
        case .request: name += "Request"
        case .response: name += "Response"
        case .parameter(let location, var parameter):
            // As the argument is named (MethodNamer): the `X-` of a custom header says nothing in Swift.
            if location == "header", parameter.lowercased().hasPrefix("x-"), parameter.count > 2 { parameter = String(parameter.dropFirst(2)) }
            name += NameRules.pascalCase(parameter)
        }
        return origin.isListItem ? name + "Item" : name
    }

    /// `the request body of createCall` (`the items of the answer of listWidgets`), for messages.
    static func purpose(_ origin: OperationTypeOrigin) -> String {
        let what = switch origin.role {
        case .request: "request body"
        case .response: "answer"
        case .parameter(let location, let name): "\(location) parameter \(name)"
        }
        return (origin.isListItem ? "the items of the \(what)" : "the \(what)") + " of \(origin.operationId)"
    }
}
