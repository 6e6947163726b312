import Foundation
import HeyDispatch
import Hey

/// The arguments of a hand-written call: `pathParams`, `queryParams` and the members of
/// `requestBody`, by wire name.
///
/// A name may be asked for under several spellings (`entry_id` or `entryId`). Every argument
/// the case gives must be used: ``finish()`` refuses leftovers, so a misspelt argument fails the
/// case instead of being ignored.
public final class HandwrittenArguments: @unchecked Sendable {
    // `@unchecked`: `used` is only touched by the one task performing the call.
    /// The call's name, for messages.
    public let operation: String
    private let values: [String: ExactJSON]
    private var used: Set<String> = []
    private let bodyProblem: String?

    /// Collects the arguments of `operation`.
    public init(operation: String, path: [String: ExactJSON], query: [String: ExactJSON], body: ExactJSON?) {
        self.operation = operation
        var values = path.merging(query) { first, _ in first }
        switch body {
        case .object(let members)?:
            values.merge(members) { first, _ in first }
            bodyProblem = nil
        case nil, .null?:
            bodyProblem = nil
        case let other?:
            bodyProblem = "\(operation): requestBody must be an object of arguments, not \(JSONText.render(other))"
        }
        self.values = values
    }

    /// Whether any of `names` was given.
    public func has(_ names: String...) -> Bool {
        names.contains { values[$0] != nil && values[$0] != .null }
    }

    /// The value given under the first of `names` that is present, marking them all used.
    private func raw(_ names: [String]) -> (String, ExactJSON)? {
        names.forEach { used.insert($0) }
        for name in names {
            if let value = values[name], value != .null { return (name, value) }
        }
        return nil
    }

    /// A required integer.
    public func int(_ names: String...) throws -> Int {
        guard let value = try optionalInt(names) else { throw missing(names) }
        return value
    }

    /// An optional integer.
    public func optionalInt(_ names: String...) throws -> Int? {
        try optionalInt(names)
    }

    private func optionalInt(_ names: [String]) throws -> Int? {
        guard let (name, value) = raw(names) else { return nil }
        if case .integer(let number) = value { return number }
        if case .string(let text) = value, let number = Int(text) { return number }
        throw HandwrittenArgumentError("\(operation): \(name) must be an integer, not \(JSONText.render(value))")
    }

    /// A required string (numbers and booleans are taken as their text).
    public func string(_ names: String...) throws -> String {
        guard let value = try optionalString(names) else { throw missing(names) }
        return value
    }

    /// An optional string.
    public func optionalString(_ names: String...) throws -> String? {
        try optionalString(names)
    }

    private func optionalString(_ names: [String]) throws -> String? {
        guard let (name, value) = raw(names) else { return nil }
        guard let text = JSONText.scalar(value) else {
            throw HandwrittenArgumentError("\(operation): \(name) must be a string, not \(JSONText.render(value))")
        }
        return text
    }

    /// An optional boolean (`true`/`false`, or the strings `"true"`/`"false"`/`"1"`/`"0"`).
    public func optionalBool(_ names: String...) throws -> Bool? {
        guard let (name, value) = raw(names) else { return nil }
        switch value {
        case .bool(let flag): return flag
        case .string("true"), .string("1"), .integer(1): return true
        case .string("false"), .string("0"), .integer(0): return false
        default: throw HandwrittenArgumentError("\(operation): \(name) must be true or false, not \(JSONText.render(value))")
        }
    }

    /// An optional list of strings (a single string is a list of one).
    public func optionalStrings(_ names: String...) throws -> [String]? {
        guard let (name, value) = raw(names) else { return nil }
        switch value {
        case .array(let elements):
            return try elements.map { element in
                guard let text = JSONText.scalar(element) else {
                    throw HandwrittenArgumentError("\(operation): \(name) must be a list of strings")
                }
                return text
            }
        case .string(let text):
            return [text]
        default:
            throw HandwrittenArgumentError("\(operation): \(name) must be a list of strings, not \(JSONText.render(value))")
        }
    }

    /// An optional list of integers.
    public func optionalInts(_ names: String...) throws -> [Int]? {
        guard let (name, value) = raw(names) else { return nil }
        guard case .array(let elements) = value else {
            throw HandwrittenArgumentError("\(operation): \(name) must be a list of integers, not \(JSONText.render(value))")
        }
        return try elements.map { element in
            guard case .integer(let number) = element else {
                throw HandwrittenArgumentError("\(operation): \(name) must be a list of integers")
            }
            return number
        }
    }

    /// Refuses arguments the call did not use, and a request body that is not an object.
    public func finish() throws {
        if let bodyProblem { throw HandwrittenArgumentError(bodyProblem) }
        let leftover = values.keys.filter { !used.contains($0) }.sorted()
        if !leftover.isEmpty {
            throw HandwrittenArgumentError("\(operation) takes no argument named \(leftover.joined(separator: ", "))")
        }
    }

    private func missing(_ names: [String]) -> HandwrittenArgumentError {
        HandwrittenArgumentError("\(operation) needs the argument \(names.joined(separator: " or "))")
    }
}

/// A hand-written call could not be made as the case asked (a missing, unknown or ill-typed
/// argument).
public struct HandwrittenArgumentError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
