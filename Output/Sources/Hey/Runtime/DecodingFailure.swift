// Copied by hey-generator from Templates/Runtime/DecodingFailure.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// What went wrong reading a body, in words and as a cause that holds nothing from the body.
struct DecodingFailure {
    /// `has no required member /entries/0/id`, `is not valid JSON`, …
    let problem: String
    /// The `DecodingError` with its coding path and a description of the runtime's own (never
    /// the decoder's, which may quote the value), or nil for another kind of error.
    let cause: DecodingError?

    init(_ error: any Error) {
        guard let decodingError = error as? DecodingError else {
            problem = "could not be read (\(type(of: error)))"
            cause = nil
            return
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            problem = "has no required member \(Self.pointer(context.codingPath + [key]))"
            cause = .keyNotFound(key, Self.context(context.codingPath, problem))
        case .valueNotFound(let type, let context):
            problem = "has null for the required member \(Self.pointer(context.codingPath))"
            cause = .valueNotFound(type, Self.context(context.codingPath, problem))
        case .typeMismatch(let type, let context):
            problem = "has the wrong type at \(Self.pointer(context.codingPath)) (expected \(type))"
            cause = .typeMismatch(type, Self.context(context.codingPath, problem))
        case .dataCorrupted(let context):
            let known = context.debugDescription == JSONCoding.notADate ? ": \(JSONCoding.notADate)" : ""
            problem = context.codingPath.isEmpty
                ? "is not valid JSON"
                : "has an unreadable value at \(Self.pointer(context.codingPath))\(known)"
            cause = .dataCorrupted(Self.context(context.codingPath, problem))
        @unknown default:
            problem = "could not be read"
            cause = nil
        }
    }

    /// The JSON pointer of `path`, cut to ``maxPointerLength`` characters: an object's keys
    /// come from the body, and one may be huge.
    private static func pointer(_ path: [any CodingKey]) -> String {
        let pointer = JSONCoding.pointer(path)
        return pointer.count <= maxPointerLength ? pointer : pointer.prefix(maxPointerLength) + "…"
    }

    /// The longest pointer a message shows.
    static let maxPointerLength = 200

    /// The context the cause carries: the path (each key cut like the pointer) and `problem`.
    private static func context(_ path: [any CodingKey], _ problem: String) -> DecodingError.Context {
        let cut = path.map { key -> any CodingKey in
            key.stringValue.count <= maxPointerLength ? key : CutKey(String(key.stringValue.prefix(maxPointerLength)) + "…")
        }
        return DecodingError.Context(codingPath: cut, debugDescription: "The answer \(problem)")
    }

    /// A key from the body, shortened.
    private struct CutKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ text: String) { stringValue = text }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
