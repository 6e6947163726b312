import Foundation
import Hey
import HeyDispatch
import HeyTestSupport
@testable import HeyConformance

/// Builders shared by the tests: cases from JSON text, recorded requests and observations.
enum Fixtures {
    /// The repository this file is in (symlinks resolved, so the dev package finds the real folder).
    static let repository: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's model, `spec/openapi.json`.
    static let model = repository.appendingPathComponent("spec/openapi.json")

    private static let readBodies = Result { try ModelRequestBodies(contentsOf: model) }
        .mapError { $0 as? ModelFileError ?? ModelFileError(reason: "\($0)") }

    /// The model's request bodies (read once).
    static func bodies() throws -> ModelRequestBodies {
        try readBodies.get()
    }

    /// The cases of a fixture file given as JSON text.
    static func entries(_ json: String) throws -> [FixtureEntry] {
        try FixtureFile.decode(Data(json.utf8))
    }

    /// The one decoded case of `json` (a single case object).
    static func decodedCase(_ json: String) throws -> FixtureCase {
        let entries = try entries("[\(json)]")
        guard case .decoded(let fixture)? = entries.first else {
            throw TestFailure("the case did not decode: \(String(describing: entries.first))")
        }
        return fixture
    }

    /// Runs one case (a JSON object) through the case runner.
    static func run(_ json: String) async throws -> CaseVerdict {
        await CaseRunner.run(try decodedCase(json), bodies: try bodies())
    }

    /// A recorded request, as the loopback server would record it.
    static func request(_ target: String, headers: [(String, String)] = [], body: String = "",
                        at instant: ContinuousClock.Instant = .now) -> RecordedRequest {
        request("GET", target, headers: headers, body: body, at: instant)
    }

    /// A recorded request with the given method.
    static func request(_ method: String, _ target: String, headers: [(String, String)] = [],
                        body: String = "", at instant: ContinuousClock.Instant = .now) -> RecordedRequest {
        RecordedRequest(method: method, target: target, headers: headers.map { (name: $0.0, value: $0.1) },
                        body: Data(body.utf8), arrivedAt: instant, connectionIndex: 0)
    }

    /// An observation of `requests` and `result`, with no page to follow.
    static func observation(_ requests: [RecordedRequest] = [], scripted: [Int] = [200],
                            result: Result<OperationAnswer, any Error> = .success(OperationAnswer()),
                            follow: @escaping @Sendable (Page<ExactJSON>) async -> NextPageAttempt = { _ in
                                NextPageAttempt(error: nil, requestsSent: 0)
                            }) -> Observation {
        Observation(requests: requests, scriptedStatuses: scripted, result: result, followNextPage: follow)
    }

    /// Why `check` fails in `observation`, or nil when it holds.
    static func failure(_ check: FixtureAssertion.Check, _ observation: Observation) async -> String? {
        await AssertionEvaluator.failure(of: FixtureAssertion(type: "test", check: check), in: observation)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hey-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A test's own failure with a message.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Collects emitted lines from concurrent code.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
