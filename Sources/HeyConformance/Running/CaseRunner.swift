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
    /// Runs `fixture`, reading its request body with `bodies`, and checks its assertions.
    public static func run(_ fixture: FixtureCase, bodies: ModelRequestBodies) async -> CaseVerdict {
        var problems = fixture.problems
        let resolved = OperationResolver.resolve(fixture, bodies: bodies)
        if case .failure(let notUnderstood) = resolved { problems.append(notUnderstood.reason) }
        guard problems.isEmpty, case .success(let operation) = resolved else {
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
        let (client, result) = await perform(operation, fixture: fixture, server: server, counter: counter)
        if case .failure(let error) = result, OperationResolver.isArgumentProblem(error) {
            return CaseVerdict(failures: ["not understood: \(error)"])
        }
        let observation = Observation(
            requests: server.requests,
            scriptedStatuses: fixture.mockResponses.map(\.status),
            result: result,
            sendsModelPathAsWritten: operation.sendsModelPathAsWritten,
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

    /// Builds the client (deriving it for `accountId`), then performs the operation
    /// `repeatOperation` times (``repeatedly(_:times:on:)``). Answers the client it ran on (nil
    /// when none could be built) and the last outcome.
    private static func perform(_ operation: ResolvedOperation, fixture: FixtureCase, server: LoopbackServer,
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
        return (client, await repeatedly(operation, times: fixture.repeatOperation, on: client).result)
    }

    /// Performs `operation` up to `times` times on `client`. A model operation goes on past a
    /// failure HEY answered with an HTTP status; a failure with no answer, or any failure of a
    /// hand-written call, ends the repetitions. Answers the last outcome and how many runs
    /// were made.
    static func repeatedly(_ operation: ResolvedOperation, times: Int,
                           on client: HeyClient) async -> (result: Result<OperationAnswer, any Error>, runs: Int) {
        var result: Result<OperationAnswer, any Error> = .success(OperationAnswer())
        var runs = 0
        while runs < times {
            runs += 1
            do {
                result = .success(try await operation.call(client))
            } catch {
                result = .failure(error)
                let answered = (error as? HeyError)?.httpStatus != nil
                guard !operation.isHandwritten, answered else { break }
            }
        }
        return (result, runs)
    }
}
