import Foundation
import Hey
import HeyTestSupport

/// How one case ended: passed, or failed with every reason.
public struct CaseVerdict: Sendable {
    /// Why the case failed; empty when it passed.
    public let failures: [String]

    /// Whether every assertion held.
    public var passed: Bool { failures.isEmpty }

    /// The reasons as one line.
    public var reason: String { failures.joined(separator: "; ") }
}

/// Runs one case: its own loopback server scripted with the case's answers, a client built as
/// the case says, the operation performed once or `repeatOperation` times, then every
/// assertion checked.
public enum CaseRunner {
    /// Runs `fixture` and checks its assertions.
    public static func run(_ fixture: FixtureCase) async -> CaseVerdict {
        var problems = fixture.problems
        let resolved = OperationResolver.call(for: fixture)
        if case .failure(let notUnderstood) = resolved { problems.append(notUnderstood.reason) }
        guard problems.isEmpty, case .success(let call) = resolved else {
            return CaseVerdict(failures: problems.map { "not understood: \($0)" })
        }
        let server: LoopbackServer
        do {
            server = try LoopbackServer()
        } catch {
            return CaseVerdict(failures: ["the loopback server could not start: \(error)"])
        }
        defer { server.stop() }
        server.enqueue(contentsOf: fixture.mockResponses.map(MockScript.scripted))

        let counter = RequestCounter()
        let (client, result) = await perform(call, fixture: fixture, server: server, counter: counter)
        if case .failure(let error) = result, OperationResolver.isArgumentProblem(error) {
            return CaseVerdict(failures: ["not understood: \(error)"])
        }
        let observation = Observation(
            requests: server.requests,
            scriptedStatuses: fixture.mockResponses.map(\.status),
            result: result,
            followNextPage: { page in
                guard let client else { return NextPageAttempt(error: nil, requestsSent: 0) }
                let before = (server: server.requestCount, started: counter.started)
                let error = await RuntimeFeatures.followNextPage(page, on: client)
                let sent = max(server.requestCount - before.server, counter.started - before.started)
                return NextPageAttempt(error: error, requestsSent: sent)
            })
        var failures: [String] = []
        for assertion in fixture.assertions {
            if let failure = await AssertionEvaluator.failure(of: assertion, in: observation) { failures.append(failure) }
        }
        return CaseVerdict(failures: failures)
    }

    /// Builds the client (deriving it for `accountId`), then performs the operation until it
    /// has been performed `repeatOperation` times or throws. Answers the client it ran on (nil
    /// when none could be built) and the outcome.
    private static func perform(_ call: OperationCall, fixture: FixtureCase, server: LoopbackServer,
                                counter: RequestCounter) async -> (HeyClient?, Result<OperationAnswer, any Error>) {
        var client: HeyClient
        do {
            client = try ClientFactory.makeClient(for: fixture.configOverrides, serverURL: server.baseURL, hooks: counter)
            if let accountId = fixture.configOverrides.accountId {
                client = try await RuntimeFeatures.forAccount(accountId, of: client)
            }
        } catch {
            return (nil, .failure(error))
        }
        var result: Result<OperationAnswer, any Error> = .success(OperationAnswer())
        for _ in 0..<fixture.repeatOperation {
            do {
                result = .success(try await call(client))
            } catch {
                result = .failure(error)
                break
            }
        }
        return (client, result)
    }
}
