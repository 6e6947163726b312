import Foundation
@_spi(Dispatch) import Hey
@_spi(Dispatch) import HeyDispatch

/// One performance of a case's operation on a client.
public typealias OperationCall = @Sendable (HeyClient) async throws -> OperationAnswer

/// A case's operation, ready to perform.
public struct ResolvedOperation: Sendable {
    /// Performs it once.
    public let call: OperationCall
    /// A hand-written call rather than a model operation through the dispatch table: any
    /// failure of it ends the repetitions.
    public let isHandwritten: Bool
    /// Whether it sends the model's path as written, without `.json` (see ``ModelPaths``).
    public let sendsModelPathAsWritten: Bool
}

/// Finds how to perform a case's operation.
///
/// - With `clientLayer: "hey"`, the operation is a hand-written call (``HandwrittenCalls``).
/// - Otherwise an operationId of the model is called through ``OperationTable`` (the same route
///   and pipeline as the generated method, the answer read as JSON), its `requestBody` read as
///   the model's request type holds it (``ModelRequestBodies/wireBody(for:arguments:)``), and
///   any other name is looked up among the hand-written calls (`CreateDraft`, `SendDraft`, …
///   have no model operation of their own).
/// - Anything else is not understood.
public enum OperationResolver {
    /// The operation of `fixture`, or why there is none.
    public static func resolve(_ fixture: FixtureCase, bodies: ModelRequestBodies) -> Result<ResolvedOperation, NotUnderstood> {
        if fixture.usesHandwrittenLayer {
            return handwritten(fixture, why: "no hand-written call named \"\(fixture.operation)\" (clientLayer \"hey\")")
        }
        if let operation = OperationTable.operations[fixture.operation] {
            let body: ExactJSON?
            do {
                body = operation.takesBody ? try bodies.wireBody(for: fixture.operation, arguments: fixture.requestBody) : fixture.requestBody
            } catch {
                return .failure(NotUnderstood("\(error)"))
            }
            let arguments = DispatchArguments(path: fixture.pathParams, query: fixture.queryParams, body: body)
            let call: OperationCall = { client in
                let answer = try await operation(client, arguments)
                // Read from the bytes, not from `answer.value`: JSONValue holds numbers as Doubles,
                // and 64-bit ids must come through digit for digit.
                let value = try answer.value.map { _ in try JSONDecoder().decode(ExactJSON.self, from: answer.body) }
                return OperationAnswer(status: answer.status, headers: answer.headers, value: value,
                                       page: answer.page?.map { _ in value ?? .null })
            }
            return .success(ResolvedOperation(call: call, isHandwritten: false, sendsModelPathAsWritten: false))
        }
        return handwritten(fixture, why: "unknown operation \"\(fixture.operation)\": not an operationId of the model nor a hand-written call")
    }

    private static func handwritten(_ fixture: FixtureCase, why: String) -> Result<ResolvedOperation, NotUnderstood> {
        guard let call = HandwrittenCalls.table[fixture.operation] else { return .failure(NotUnderstood(why)) }
        let arguments = HandwrittenArguments(operation: fixture.operation, path: fixture.pathParams,
                                             query: fixture.queryParams, body: fixture.requestBody)
        return .success(ResolvedOperation(call: { client in try await call(client, arguments) }, isHandwritten: true,
                                          sendsModelPathAsWritten: HandwrittenCalls.sendingModelPathAsWritten.contains(fixture.operation)))
    }

    /// Whether `error` says the call could not be made as the case asked (arguments the
    /// operation does not take, or of the wrong kind) rather than how the SDK behaved.
    public static func isArgumentProblem(_ error: any Error) -> Bool {
        error is DispatchError || error is HandwrittenArgumentError
    }
}

/// Something in a case the runner does not understand, with the reason.
public struct NotUnderstood: Error, Sendable, CustomStringConvertible {
    /// What was not understood.
    public let reason: String

    /// Creates a reason.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
