import Foundation
import HeyTestSupport

/// What a ``ScriptedHey`` answers and what it has been sent, behind one lock: the part both
/// connections share.
final class Script: @unchecked Sendable {
    // `@unchecked`: every stored property below `lock` is read and written only while holding it.
    private let lock = NSLock()
    private let matcher = RouteMatcher()
    /// Answers for a path, keyed by method (`nil`: any method) and path.
    private var byPath: [PathKey: [ScriptedHey.Answer]] = [:]
    /// Answers for an operationId.
    private var byOperation: [String: [ScriptedHey.Answer]] = [:]
    private var recorded: [ScriptedHey.Request] = []
    private var unscripted: ScriptedHey.Answer?

    private struct PathKey: Hashable {
        let method: String?
        let path: String
    }

    func setAnswers(_ answers: [ScriptedHey.Answer], operationId: String) {
        withLock { byOperation[operationId] = answers }
    }

    func setAnswers(_ answers: [ScriptedHey.Answer], path: String, method: String?) {
        withLock { byPath[PathKey(method: method, path: path)] = answers }
    }

    var unscriptedAnswer: ScriptedHey.Answer? {
        get { withLock { unscripted } }
        set { withLock { unscripted = newValue } }
    }

    var requests: [ScriptedHey.Request] {
        withLock { recorded }
    }

    func reset() {
        withLock {
            byPath.removeAll()
            byOperation.removeAll()
            recorded.removeAll()
        }
    }

    /// Records `request` and picks its answer: a script for its method and path, then one for
    /// its path, then one for its operation, else the unscripted answer. A script gives its
    /// answers in order and repeats the last.
    func respond(to request: RecordedRequest) -> ScriptedHey.Answer {
        let operationId = matcher.operationId(method: request.method, path: request.path)
        return withLock {
            let answer = Self.next(&byPath, PathKey(method: request.method, path: request.path))
                ?? Self.next(&byPath, PathKey(method: nil, path: request.path))
                ?? operationId.flatMap { Self.next(&byOperation, $0) }
            recorded.append(ScriptedHey.Request(request, operationId: operationId, wasScripted: answer != nil))
            return answer ?? unscripted ?? Self.notScripted(request, operationId: operationId)
        }
    }

    /// A 501 whose JSON `error` names the request, so the client's error says what is missing:
    /// `HeyTesting: nothing is scripted for GET /boxes/9.json (GetBox)`.
    private static func notScripted(_ request: RecordedRequest, operationId: String?) -> ScriptedHey.Answer {
        let message = "HeyTesting: nothing is scripted for \(request.method) \(request.path)" + (operationId.map { " (\($0))" } ?? "")
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
        return ScriptedHey.Answer(status: 501, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The next answer of the script under `key`, keeping the last one for later requests.
    private static func next<Key: Hashable>(_ scripts: inout [Key: [ScriptedHey.Answer]], _ key: Key) -> ScriptedHey.Answer? {
        guard var answers = scripts[key], let first = answers.first else { return nil }
        if answers.count > 1 {
            answers.removeFirst()
            scripts[key] = answers
        }
        return first
    }

    private func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
