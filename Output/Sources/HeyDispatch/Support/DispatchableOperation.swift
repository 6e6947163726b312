// Copied by hey-generator from Templates/Dispatch/DispatchableOperation.swift. Do not edit: change the template and run `make generate`.

import Foundation
@_spi(Dispatch) import Hey

/// One operation of the model that can be called with JSON arguments: the conformance runner
/// looks operations up by operationId in ``OperationTable`` and calls them through this.
public struct DispatchableOperation: Sendable {
    /// The operation's route.
    public let route: Route
    /// The wire names of every path, query and header parameter the operation takes.
    public let parameters: [String]
    /// Whether the operation takes a request body.
    public let takesBody: Bool
    private let call: @Sendable (HeyClient, DispatchArguments) async throws -> DispatchAnswer

    /// Creates an entry of the table (generated code calls this).
    @_spi(Dispatch) public init(route: Route, parameters: [String], takesBody: Bool,
                call: @escaping @Sendable (HeyClient, DispatchArguments) async throws -> DispatchAnswer) {
        self.route = route
        self.parameters = parameters
        self.takesBody = takesBody
        self.call = call
    }

    /// Calls the operation on `client`. Arguments the operation does not take are refused
    /// before anything is sent.
    @_spi(Dispatch) public func callAsFunction(_ client: HeyClient, _ arguments: DispatchArguments) async throws -> DispatchAnswer {
        let given = Array(arguments.path.keys) + Array(arguments.query.keys) + Array(arguments.headers.keys)
        let unknown = given.filter { !parameters.contains($0) }.sorted()
        if !unknown.isEmpty {
            throw DispatchError("\(route.id) takes no parameter named \(unknown.joined(separator: ", "))")
        }
        if arguments.body != nil, !takesBody {
            throw DispatchError("\(route.id) takes no request body")
        }
        return try await call(client, arguments)
    }
}

/// A dispatch call that could not be made as asked (an unknown or missing argument).
public struct DispatchError: Error, Sendable, CustomStringConvertible {
    /// What was not understood.
    public let description: String

    init(_ description: String) { self.description = description }
}
