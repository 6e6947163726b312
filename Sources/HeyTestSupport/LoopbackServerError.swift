import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A socket call failed while the ``LoopbackServer`` was starting.
public struct LoopbackServerError: Error, CustomStringConvertible, Sendable {
    /// The call that failed, e.g. `bind(127.0.0.1:0)`.
    public let operation: String
    /// The `errno` the call left.
    public let code: Int32

    /// Creates the error for `operation` with the given `errno` value.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// One line naming the server, the call and the system's explanation.
    public var description: String {
        "HeyTestSupport/LoopbackServer: \(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}
