/// A failure of the generator that is not a spec, names or template problem.
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Reading or writing a file failed.
    case io(String)
    /// A command-line argument was wrong.
    case usage(String)
    /// A hand-written template file is malformed (`Templates/<file>:line:col: message`).
    case template(String)

    public var description: String {
        switch self {
        case .io(let message): message
        case .usage(let message): message
        case .template(let message): message
        }
    }
}
