/// A failure of the generator that is not a spec, names or template problem.
public enum GeneratorError: Error, Sendable, CustomStringConvertible {
    /// Reading or writing a file failed.
    case io(String)
    /// A command-line argument was wrong.
    case usage(String)

    public var description: String {
        switch self {
        case .io(let message): message
        case .usage(let message): message
        }
    }
}
