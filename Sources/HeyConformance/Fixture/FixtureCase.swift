import Foundation
import HeyDispatch
import Hey

/// One case of a fixture file: the operation to perform, what the server answers, how the
/// client is built and what must hold afterwards (see FORMAT.md).
///
/// Everything the runner does not understand — an unknown key of the case or of anything in it,
/// an assertion it cannot read, a config override it does not know — is collected in
/// ``problems``; a case with problems fails with them and sends nothing.
public struct FixtureCase: Sendable, Decodable {
    /// The case's name (documentation, and the name in the output line).
    public let name: String
    /// Documentation only.
    public let description: String?
    /// Documentation only.
    public let tags: [String]
    /// An operationId of the model, or the name of a hand-written call.
    public let operation: String
    /// What the operation sends (documentation).
    public let method: String?
    /// What the operation sends (documentation).
    public let path: String?
    /// Values for the path's placeholders, by name.
    public let pathParams: [String: ExactJSON]
    /// Optional query parameters, by wire name.
    public let queryParams: [String: ExactJSON]
    /// The request body; for a hand-written call, its arguments by wire name.
    public let requestBody: ExactJSON?
    /// What the server answers, in order.
    public let mockResponses: [MockResponse]
    /// How to build the client.
    public let configOverrides: ConfigOverrides
    /// How many times to perform the operation on one client (at least 1).
    public let repeatOperation: Int
    /// What must hold.
    public let assertions: [FixtureAssertion]
    /// Everything in the case the runner does not understand, each naming where it is.
    public let problems: [String]

    static let knownKeys: Set<String> = [
        "name", "description", "tags", "operation", "method", "path", "pathParams", "queryParams",
        "requestBody", "mockResponses", "configOverrides", "repeatOperation", "assertions",
    ]

    /// Decodes a case; see ``problems`` for what is reported rather than thrown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FixtureKey.self)
        let here = FixturePointer.render(decoder.codingPath)
        var problems = container.unknownKeys(besides: Self.knownKeys).map { "\(here): unknown key \"\($0)\"" }
        name = try container.required(String.self, "name")
        description = try container.optional(String.self, "description")
        tags = try container.optional([String].self, "tags") ?? []
        operation = try container.required(String.self, "operation")
        method = try container.optional(String.self, "method")
        path = try container.optional(String.self, "path")
        pathParams = try container.optional([String: ExactJSON].self, "pathParams") ?? [:]
        queryParams = try container.optional([String: ExactJSON].self, "queryParams") ?? [:]
        requestBody = try container.optional(ExactJSON.self, "requestBody")
        mockResponses = try container.optional([MockResponse].self, "mockResponses") ?? []
        configOverrides = try container.optional(ConfigOverrides.self, "configOverrides") ?? ConfigOverrides()
        repeatOperation = try container.optional(Int.self, "repeatOperation") ?? 1
        assertions = try container.required([FixtureAssertion].self, "assertions")

        if repeatOperation < 1 { problems.append("\(here)/repeatOperation: must be at least 1, not \(repeatOperation)") }
        if assertions.isEmpty { problems.append("\(here)/assertions: a case needs at least one assertion") }
        problems += mockResponses.flatMap(\.problems)
        problems += configOverrides.problems
        for assertion in assertions {
            if case .notUnderstood(let reason) = assertion.check { problems.append(reason) }
        }
        self.problems = problems
    }

    /// Whether the operation goes through the hand-written layer (`clientLayer: "hey"`).
    public var usesHandwrittenLayer: Bool { configOverrides.usesHandwrittenLayer }
}

/// A case as read from a file: decoded, or the reason it could not be.
public enum FixtureEntry: Sendable, Decodable {
    /// A case that decoded (it may still carry ``FixtureCase/problems``).
    case decoded(FixtureCase)
    /// A case that could not be decoded at all, with its name when that much was readable.
    case unreadable(name: String?, reason: String)

    /// Decodes one element of a file's array; never throws.
    public init(from decoder: any Decoder) throws {
        do {
            self = .decoded(try FixtureCase(from: decoder))
        } catch {
            let name = (try? decoder.container(keyedBy: FixtureKey.self))
                .flatMap { try? $0.optional(String.self, "name") }
            self = .unreadable(name: name, reason: FixturePointer.describe(error))
        }
    }

    /// The case's name, or a stand-in naming its position.
    func displayName(index: Int) -> String {
        switch self {
        case .decoded(let fixture): return fixture.name
        case .unreadable(let name, _): return name ?? "case #\(index + 1)"
        }
    }
}

/// Reads fixture files: each is a JSON array of cases.
public enum FixtureFile {
    /// The cases of `data`; throws a one-line reason when it is not a JSON array.
    public static func decode(_ data: Data) throws -> [FixtureEntry] {
        do {
            return try JSONDecoder().decode([FixtureEntry].self, from: data)
        } catch {
            throw FixtureFileError(reason: "not a JSON array of cases: \(FixturePointer.describe(error))")
        }
    }

    /// Every `*.json` file under `folder` (recursively), sorted by relative path, with the
    /// relative path each is reported under.
    public static func discover(in folder: URL) throws -> [(url: URL, displayName: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureFileError(reason: "\(folder.path): no such folder")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root),
                                                              includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw FixtureFileError(reason: "\(folder.path): cannot list the folder")
        }
        var found: [(url: URL, displayName: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
            var relative = resolved.hasPrefix(root + "/") ? String(resolved.dropFirst(root.count + 1)) : url.lastPathComponent
            if relative.isEmpty { relative = url.lastPathComponent }
            found.append((url: url, displayName: relative))
        }
        return found.sorted { $0.displayName < $1.displayName }
    }
}

/// A fixture file or folder that cannot be read.
public struct FixtureFileError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file or folder.
    public let reason: String

    /// The reason.
    public var description: String { reason }
}
