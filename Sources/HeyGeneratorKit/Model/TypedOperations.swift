/// How many operations of a model send and answer types of their own rather than any JSON
/// value: the figure `generate` prints (`139 typed`) and `make corpus-check` holds at 95% for
/// published documents.
///
/// An operation is typed when neither its body nor its successful answer is `JSONValue`
/// (itself, through aliases, or as the elements or values of a list or map); one with no body
/// or no answer counts as typed.
public struct TypedOperations: Sendable, Equatable {
    /// The operations whose body and answer are typed.
    public var typed: Int
    /// Every operation.
    public var total: Int
    /// The operationIds of the others, in operationId order.
    public var untyped: [String]

    /// The figures of `model`.
    public init(_ model: APIModel) {
        var aliases: [String: SwiftType] = [:]
        for type in model.types {
            if case .alias(let target) = type.kind { aliases[type.schemaName] = target }
        }
        func isJSON(_ type: SwiftType, hops: Int = 0) -> Bool {
            switch type {
            case .json: return true
            case .array(let element), .dictionary(let element): return isJSON(element, hops: hops)
            case .model(let name): return hops < 32 && aliases[name].map { isJSON($0, hops: hops + 1) } ?? false
            default: return false
            }
        }
        let operations = model.operationsByID
        untyped = operations.filter { operation in
            let answer: SwiftType? = switch operation.result {
            case .none: nil
            case .value(let type), .optional(let type), .page(let type): type
            }
            return operation.body.map { isJSON($0.type) } == true || answer.map { isJSON($0) } == true
        }.map(\.operationId)
        total = operations.count
        typed = total - untyped.count
    }

    /// `139 typed`, or `130 typed, 93.5%` when some are not.
    public var summary: String {
        guard typed < total, total > 0 else { return "\(typed) typed" }
        return "\(typed) typed, " + String(format: "%.1f", Double(typed) * 100 / Double(total)) + "%"
    }
}
