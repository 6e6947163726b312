/// The rule that names the types made for operations' inline request bodies and answers
/// (``OperationTypeOrigin``): the operationId in UpperCamelCase, then `Request` for the body or
/// `Response` for the answer, and `Item` after either for the items of a list
/// (`createCall` → `CreateCallRequest`, `post-accountHolders` → `PostAccountHoldersRequest`,
/// `listWidgets` answering a list → `ListWidgetsResponseItem`).
///
/// ``SchemaTypeNames`` applies it: names.toml's `[type_names]` overrides it by the type's key
/// (`"createCall:request" = "NewCall"`), and a made name that is taken, shadows a Swift type or is
/// a keyword gets a number, with a warning.
enum OperationTypeNames {
    /// The rule's name for the type of `origin`.
    static func ruleName(_ origin: OperationTypeOrigin) -> String {
        var name = NameRules.pascalCase(origin.operationId)
        if name.first?.isNumber == true { name = "Operation" + name }
        name += origin.role == .request ? "Request" : "Response"
        return origin.isListItem ? name + "Item" : name
    }

    /// `the request body of createCall` (`the items of the answer of listWidgets`), for messages.
    static func purpose(_ origin: OperationTypeOrigin) -> String {
        let what = origin.role == .request ? "request body" : "answer"
        return (origin.isListItem ? "the items of the \(what)" : "the \(what)") + " of \(origin.operationId)"
    }
}
