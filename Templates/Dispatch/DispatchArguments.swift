import Foundation
@_spi(Dispatch) import Hey

/// The arguments of a dispatched call, as JSON: path, query and header parameters (by wire
/// name) and the request body.
public struct DispatchArguments: Sendable {
    /// Path parameters by wire name.
    public var path: [String: ExactJSON]
    /// Query parameters by wire name.
    public var query: [String: ExactJSON]
    /// Header parameters by name, as the model writes it.
    public var headers: [String: ExactJSON]
    /// The request body, when the operation takes one.
    public var body: ExactJSON?

    /// Creates arguments.
    public init(path: [String: ExactJSON] = [:], query: [String: ExactJSON] = [:], headers: [String: ExactJSON] = [:],
                body: ExactJSON? = nil) {
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A path parameter converted to `T`; missing or of the wrong kind is an error.
    public func path<T: DispatchScalar>(_ name: String, as type: T.Type) throws -> T {
        guard let value = path[name] else { throw DispatchError("path parameter \(name) is missing") }
        return try T.converting(value, name: name)
    }

    /// A required query parameter converted to `T`.
    public func requiredQuery<T: DispatchScalar>(_ name: String, as type: T.Type) throws -> T {
        guard let value = query[name] else { throw DispatchError("query parameter \(name) is missing") }
        return try T.converting(value, name: name)
    }

    /// An optional query parameter converted to `T`, nil when absent.
    public func query<T: DispatchScalar>(_ name: String, as type: T.Type) throws -> T? {
        guard let value = query[name], value != .null else { return nil }
        return try T.converting(value, name: name)
    }

    /// A required header parameter converted to `T`.
    public func requiredHeader<T: DispatchScalar>(_ name: String, as type: T.Type) throws -> T {
        guard let value = headers[name] else { throw DispatchError("header parameter \(name) is missing") }
        return try T.converting(value, name: name)
    }

    /// An optional header parameter converted to `T`, nil when absent.
    public func header<T: DispatchScalar>(_ name: String, as type: T.Type) throws -> T? {
        guard let value = headers[name], value != .null else { return nil }
        return try T.converting(value, name: name)
    }

    /// A required query parameter that is an object (`style: deepObject`), decoded into the
    /// model's type as the runtime's decoder reads JSON.
    public func requiredQueryObject<T: Decodable & Sendable>(_ name: String, as type: T.Type) throws -> T {
        guard let value = query[name] else { throw DispatchError("query parameter \(name) is missing") }
        return try Self.object(value, name: name)
    }

    /// An optional query parameter that is an object, nil when absent.
    public func queryObject<T: Decodable & Sendable>(_ name: String, as type: T.Type) throws -> T? {
        guard let value = query[name], value != .null else { return nil }
        return try Self.object(value, name: name)
    }

    private static func object<T: Decodable>(_ value: ExactJSON, name: String) throws -> T {
        do {
            return try value.decoded(as: T.self)
        } catch {
            throw DispatchError("\(name) is not a \(T.self): \(error)")
        }
    }

    /// The body decoded into the model's request type, as the runtime's decoder reads JSON
    /// (every integer exact, see ``ExactJSON/decoded(as:)``).
    public func body<T: Decodable & Sendable>(as type: T.Type) throws -> T {
        guard let body else { throw DispatchError("the request body is missing") }
        do {
            return try body.decoded(as: T.self)
        } catch {
            throw DispatchError("the request body is not a \(T.self): \(error)")
        }
    }

    /// The body read as ``body(as:)`` reads it, or nil when there is none (an operation whose
    /// body the spec does not require then sends no body).
    public func optionalBody<T: Decodable & Sendable>(as type: T.Type) throws -> T? {
        guard let body, body != .null else { return nil }
        return try self.body(as: T.self)
    }
}

/// A parameter type the dispatch table can read from JSON.
public protocol DispatchScalar: Sendable {
    /// Converts a JSON argument, or explains why it cannot.
    static func converting(_ value: ExactJSON, name: String) throws -> Self
}

extension String: DispatchScalar {
    public static func converting(_ value: ExactJSON, name: String) throws -> String {
        switch value {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .number(let number): return value.intValue.map(String.init) ?? String(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: throw DispatchError("\(name) must be a string")
        }
    }
}

extension Int: DispatchScalar {
    public static func converting(_ value: ExactJSON, name: String) throws -> Int {
        switch value {
        case .integer(let number): return number
        case .number where value.intValue != nil: return value.intValue ?? 0
        case .string(let text) where Int(text) != nil: return Int(text) ?? 0
        default: throw DispatchError("\(name) must be an integer")
        }
    }
}

extension Int32: DispatchScalar {
    public static func converting(_ value: ExactJSON, name: String) throws -> Int32 {
        guard let number = Int32(exactly: try Int.converting(value, name: name)) else {
            throw DispatchError("\(name) must be a 32-bit integer")
        }
        return number
    }
}

extension Double: DispatchScalar {
    public static func converting(_ value: ExactJSON, name: String) throws -> Double {
        switch value {
        case .integer(let number): return Double(number)
        case .number(let number): return number
        case .string(let text) where Double(text) != nil: return Double(text) ?? 0
        default: throw DispatchError("\(name) must be a number")
        }
    }
}

extension Bool: DispatchScalar {
    public static func converting(_ value: ExactJSON, name: String) throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .string("true"): return true
        case .string("false"): return false
        default: throw DispatchError("\(name) must be true or false")
        }
    }
}

extension Date: DispatchScalar {
    /// An ISO 8601 date-time, read as the runtime reads dates in JSON.
    public static func converting(_ value: ExactJSON, name: String) throws -> Date {
        guard case .string = value, let date = try? value.decoded(as: Date.self) else {
            throw DispatchError("\(name) must be an ISO 8601 date-time")
        }
        return date
    }
}

extension Array: DispatchScalar where Element: DispatchScalar {
    /// A JSON array, or a comma-separated string, of elements.
    public static func converting(_ value: ExactJSON, name: String) throws -> [Element] {
        switch value {
        case .array(let values): return try values.map { try Element.converting($0, name: name) }
        case .string(let text): return try text.split(separator: ",").map { try Element.converting(.string(String($0)), name: name) }
        default: throw DispatchError("\(name) must be a list")
        }
    }
}
