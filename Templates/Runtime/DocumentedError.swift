import Foundation

/// A failure body an operation's document describes with a type of its own: the status it is
/// answered with and the type it is read as. Generated routes list them
/// (``Route/documentedErrors``); when a call fails with a matching status, the body is decoded
/// into ``ErrorDetail/documentedBody``.
///
/// A status is written as the document writes it: `404`, a class (`4XX`) or `default`. The most
/// specific match wins (`404` before `4XX` before `default`); `default` never matches a 2xx.
public struct DocumentedError: Sendable, Hashable, CustomStringConvertible {
    /// The status as written (`404`, `4XX`, `default`).
    public let status: String
    /// The type the body is decoded into.
    public let type: any (Decodable & Sendable).Type
    /// Reads a body as ``type``.
    private let reader: @Sendable (Data) -> (any Sendable)?

    /// A body of `type` answered with `status`.
    public init<T: Decodable & Sendable>(_ status: String, _ type: T.Type) {
        self.status = status
        self.type = type
        self.reader = { try? JSONCoding.decoder.decode(T.self, from: $0) }
    }

    /// How well `status` matches an answer's `code`: 3 exactly, 2 by class, 1 as `default`, nil
    /// not at all.
    func specificity(for code: Int) -> Int? {
        if status == String(code) { return 3 }
        if status.count == 3, status.uppercased().hasSuffix("XX"), status.first.map(String.init) == String(code / 100) { return 2 }
        if status.lowercased() == "default", !(200..<300).contains(code) { return 1 }
        return nil
    }

    /// `body` decoded as ``type``, or nil when it does not match.
    func decode(_ body: Data) -> (any Sendable)? {
        reader(body)
    }

    /// The documented error of `errors` that best matches `code`.
    static func match(_ errors: [DocumentedError], code: Int) -> DocumentedError? {
        var best: (error: DocumentedError, specificity: Int)?
        for error in errors {
            guard let specificity = error.specificity(for: code), specificity > (best?.specificity ?? 0) else { continue }
            best = (error, specificity)
        }
        return best?.error
    }

    /// `HeyError` with ``ErrorDetail/documentedBody`` set from its body when one of `errors`
    /// matches its status and the body decodes; `error` as it is otherwise.
    static func decorate(_ error: HeyError, with errors: [DocumentedError]) -> HeyError {
        guard !errors.isEmpty, let code = error.httpStatus, !(200..<300).contains(code),
              let body = error.body, !error.responseTooLarge,
              let value = match(errors, code: code)?.decode(body) else { return error }
        return error.updatingDetail { $0.documentedBody = value }
    }

    /// Equal when the status and the type are.
    public static func == (lhs: DocumentedError, rhs: DocumentedError) -> Bool {
        lhs.status == rhs.status && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    /// Hashes the status and the type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(ObjectIdentifier(type))
    }

    /// `404: NotFound`.
    public var description: String { "\(status): \(type)" }
}
