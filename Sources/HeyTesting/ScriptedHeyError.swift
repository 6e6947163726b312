/// A script a ``ScriptedHey`` refuses, before any request is made.
public enum ScriptedHeyError: Error, Equatable, CustomStringConvertible {
    /// The operationId names no operation of the model; `suggestion` is one that differs only
    /// in case, when there is one.
    case unknownOperation(String, suggestion: String?)
    /// The path is empty or carries a query or a fragment (answers are set per path alone).
    case invalidPath(String)
    /// No answers were given for the operation or path.
    case noAnswers(for: String)

    public var description: String {
        switch self {
        case .unknownOperation(let operationId, let suggestion):
            let hint = suggestion.map { " (did you mean \($0)?)" } ?? " (Routes.all lists the model's operations)"
            return "HeyTesting: no operation of the model is called \(operationId)\(hint)"
        case .invalidPath(let path):
            return "HeyTesting: \"\(path)\" is not a request path: give the path alone, such as /boxes/1.json, without a query or fragment"
        case .noAnswers(let key):
            return "HeyTesting: no answers given for \(key)"
        }
    }
}
