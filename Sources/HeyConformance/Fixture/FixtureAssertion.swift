import Foundation
import HeyDispatch
import Hey

/// Which recorded request an assertion reads.
public enum RequestSelector: String, Sendable, Equatable {
    /// The first request the server received.
    case first
    /// The last request the server received.
    case last
}

/// One entry of a case's `assertions`, decoded into what it checks.
///
/// An assertion the runner does not understand (an unknown `type`, a missing or ill-typed
/// member, a member its type does not use) decodes as ``Check/notUnderstood(_:)`` and fails
/// its case with that reason; it is never skipped.
public struct FixtureAssertion: Sendable, Decodable {
    /// What an assertion checks.
    public enum Check: Sendable, Equatable {
        /// `noError`.
        case noError
        /// `errorCode`: the thrown `HeyError`'s `code`.
        case errorCode(String)
        /// `errorField`: a field of the thrown error (`httpStatus`, `retryable`, `requestId`, `hint`).
        case errorField(field: String, expected: ExactJSON)
        /// `statusCode`: the status of the final answer (or of the error).
        case statusCode(Int)
        /// `requestCount`.
        case requestCount(Int)
        /// `requestPath` / `lastRequestPath`.
        case requestPath(String, RequestSelector)
        /// `requestMethod`.
        case requestMethod(String)
        /// `requestQuery` / `lastRequestQuery`; a `null` value means the key is absent.
        case requestQuery([String: ExactJSON], RequestSelector)
        /// `requestBody`: dotted paths into the first request's JSON body.
        case requestBody([String: ExactJSON])
        /// `requestForm` / `lastRequestForm`; a `null` value means the field is absent.
        case requestForm([String: ExactJSON], RequestSelector)
        /// `headerPresent`: the first request carried the header.
        case headerPresent(String)
        /// `requestHeader` / `lastRequestHeader`.
        case requestHeader(name: String, expected: String, RequestSelector)
        /// `responseHeader`: a header of the answer handed back.
        case responseHeader(name: String, expected: String)
        /// `responseBody`: the value at a dotted path of the returned value.
        case responseBody(path: String, expected: ExactJSON)
        /// `responseMeta`: `totalCount` or `nextPage` of the returned page.
        case responseMeta(field: String, expected: ExactJSON)
        /// `delayBetweenRequests`: consecutive requests at least this many milliseconds apart.
        case delayBetweenRequests(minMilliseconds: Int)
        /// `urlOrigin: "rejected"`: following the page's next link is refused, nothing sent.
        case urlOriginRejected
        /// Anything the runner does not understand, with the reason.
        case notUnderstood(String)
    }

    /// The assertion's `type`, as written (`"?"` when missing).
    public let type: String
    /// What it checks.
    public let check: Check
    /// Where it is in the file (`/0/assertions/2`).
    public let pointer: String

    /// Decodes an assertion; never throws for content it does not understand (see ``Check``).
    public init(from decoder: any Decoder) throws {
        pointer = FixturePointer.render(decoder.codingPath)
        guard let container = try? decoder.container(keyedBy: FixtureKey.self) else {
            type = "?"
            check = .notUnderstood("\(pointer): an assertion must be an object")
            return
        }
        guard let type = try? container.required(String.self, "type") else {
            self.type = "?"
            check = .notUnderstood("\(pointer): an assertion needs a string \"type\"")
            return
        }
        self.type = type
        do {
            check = try AssertionReader(container: container, type: type, pointer: pointer).read()
        } catch let problem as AssertionReader.Problem {
            check = .notUnderstood(problem.reason)
        } catch {
            check = .notUnderstood("\(pointer) (\(type)): \(FixturePointer.describe(error))")
        }
    }

    /// Creates an assertion directly (tests).
    public init(type: String, check: Check, pointer: String = "") {
        self.type = type
        self.check = check
        self.pointer = pointer
    }
}

/// Reads the members one assertion type uses, and refuses members it does not use.
private struct AssertionReader {
    struct Problem: Error {
        let reason: String
    }

    let container: KeyedDecodingContainer<FixtureKey>
    let type: String
    let pointer: String

    func read() throws -> FixtureAssertion.Check {
        switch type {
        case "noError":
            try only([])
            return .noError
        case "errorCode":
            try only(["expected"])
            return .errorCode(try string("expected"))
        case "errorField":
            try only(["path", "expected"])
            let field = try string("path")
            guard Self.errorFields.contains(field) else {
                throw problem("unknown error field \"\(field)\" (known: \(Self.errorFields.sorted().joined(separator: ", ")))")
            }
            return .errorField(field: field, expected: try json("expected"))
        case "statusCode":
            try only(["expected"])
            return .statusCode(try integer("expected"))
        case "requestCount":
            try only(["expected"])
            return .requestCount(try integer("expected"))
        case "requestPath", "lastRequestPath":
            try only(["expected"])
            return .requestPath(try string("expected"), type == "requestPath" ? .first : .last)
        case "requestMethod":
            try only(["expected"])
            return .requestMethod(try string("expected"))
        case "requestQuery", "lastRequestQuery":
            try only(["expected"])
            return .requestQuery(try object("expected"), type == "requestQuery" ? .first : .last)
        case "requestBody":
            try only(["expected"])
            return .requestBody(try object("expected"))
        case "requestForm", "lastRequestForm":
            try only(["expected"])
            return .requestForm(try object("expected"), type == "requestForm" ? .first : .last)
        case "headerPresent":
            try only(["path"])
            return .headerPresent(try string("path"))
        case "requestHeader", "lastRequestHeader":
            try only(["path", "expected"])
            return .requestHeader(name: try string("path"), expected: try scalarText("expected"),
                                  type == "requestHeader" ? .first : .last)
        case "responseHeader":
            try only(["path", "expected"])
            return .responseHeader(name: try string("path"), expected: try scalarText("expected"))
        case "responseBody":
            try only(["path", "expected"])
            return .responseBody(path: try string("path"), expected: try json("expected"))
        case "responseMeta":
            try only(["path", "expected"])
            let field = try string("path")
            guard Self.metaFields.contains(field) else {
                throw problem("unknown page metadata \"\(field)\" (known: totalCount, nextPage)")
            }
            return .responseMeta(field: field, expected: try json("expected"))
        case "delayBetweenRequests":
            try only(["min"])
            let minimum = try integer("min")
            guard minimum >= 0 else { throw problem("min must not be negative") }
            return .delayBetweenRequests(minMilliseconds: minimum)
        case "urlOrigin":
            try only(["expected"])
            let expected = try string("expected")
            guard expected == "rejected" else { throw problem("the only urlOrigin expectation is \"rejected\", not \"\(expected)\"") }
            return .urlOriginRejected
        default:
            throw problem("unknown assertion type")
        }
    }

    /// `httpStatus`, `retryable`, `requestId` (FORMAT.md) and `hint` (HEY's message, this runner's addition).
    static let errorFields: Set<String> = ["httpStatus", "retryable", "requestId", "hint"]
    static let metaFields: Set<String> = ["totalCount", "nextPage"]

    private func problem(_ reason: String) -> Problem {
        Problem(reason: "\(pointer) (\(type)): \(reason)")
    }

    private func only(_ members: Set<String>) throws {
        let extra = container.unknownKeys(besides: members.union(["type"]))
        if !extra.isEmpty {
            throw problem("unknown key\(extra.count == 1 ? "" : "s") \(extra.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }

    private func present(_ name: String) throws {
        guard container.has(name) else { throw problem("missing \"\(name)\"") }
    }

    private func string(_ name: String) throws -> String {
        try present(name)
        guard let value = try? container.required(String.self, name) else { throw problem("\"\(name)\" must be a string") }
        return value
    }

    private func integer(_ name: String) throws -> Int {
        try present(name)
        guard let value = try? container.required(ExactJSON.self, name), case .integer(let number) = value else {
            throw problem("\"\(name)\" must be an integer")
        }
        return number
    }

    private func json(_ name: String) throws -> ExactJSON {
        try present(name)
        return try container.required(ExactJSON.self, name)
    }

    private func object(_ name: String) throws -> [String: ExactJSON] {
        guard case .object(let members) = try json(name) else { throw problem("\"\(name)\" must be an object") }
        return members
    }

    private func scalarText(_ name: String) throws -> String {
        guard let text = JSONText.scalar(try json(name)) else {
            throw problem("\"\(name)\" must be a string, number or boolean")
        }
        return text
    }
}
