import Foundation
import HeyDispatch
import Hey
import HeyTestSupport

/// What one performance of an operation handed back when it returned normally.
public struct OperationAnswer: Sendable {
    /// The HTTP status of the answer the SDK accepted, when the call exposes it.
    public var status: Int?
    /// The answer's headers, when the call exposes them.
    public var headers: [String: String]?
    /// The returned value as JSON (nil: nothing was returned, or the body was empty).
    public var value: ExactJSON?
    /// The returned page, for a paginated read.
    public var page: Page<ExactJSON>?

    /// Creates an answer.
    public init(status: Int? = nil, headers: [String: String]? = nil, value: ExactJSON? = nil, page: Page<ExactJSON>? = nil) {
        self.status = status
        self.headers = headers
        self.value = value
        self.page = page
    }

    /// The value of header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers?.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// The outcome of trying to follow a page's next link (for `urlOrigin`).
public struct NextPageAttempt: Sendable {
    /// The error thrown, or nil when the next page was read.
    public let error: (any Error)?
    /// How many requests the server received while it was tried.
    public let requestsSent: Int

    /// Creates an attempt.
    public init(error: (any Error)?, requestsSent: Int) {
        self.error = error
        self.requestsSent = requestsSent
    }
}

/// Everything a case's assertions are checked against.
public struct Observation: Sendable {
    /// The requests the server received, in arrival order.
    public var requests: [RecordedRequest]
    /// The statuses the server was scripted to answer with, in order (500 once they run out).
    public var scriptedStatuses: [Int]
    /// The operation's outcome: its answer, or what it threw (the last performance's; a
    /// failure that ends the repetitions is the last).
    public var result: Result<OperationAnswer, any Error>
    /// Whether the operation sends the model's path as written (see ``ModelPaths``).
    public var sendsModelPathAsWritten: Bool
    /// Tries to follow the returned page's next link on the client the case ran on.
    public var followNextPage: @Sendable (Page<ExactJSON>) async -> NextPageAttempt

    /// Creates an observation.
    public init(requests: [RecordedRequest], scriptedStatuses: [Int], result: Result<OperationAnswer, any Error>,
                sendsModelPathAsWritten: Bool = false,
                followNextPage: @escaping @Sendable (Page<ExactJSON>) async -> NextPageAttempt) {
        self.requests = requests
        self.scriptedStatuses = scriptedStatuses
        self.result = result
        self.sendsModelPathAsWritten = sendsModelPathAsWritten
        self.followNextPage = followNextPage
    }

    /// The status the server gave the last request it received, or nil when none arrived.
    var lastServedStatus: Int? {
        guard !requests.isEmpty else { return nil }
        let index = requests.count - 1
        return index < scriptedStatuses.count ? scriptedStatuses[index] : 500
    }

    /// The first or last request, or nil when none arrived.
    func request(_ selector: RequestSelector) -> RecordedRequest? {
        selector == .first ? requests.first : requests.last
    }

    /// The thrown error, or nil when the operation returned normally.
    var error: (any Error)? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// The answer, or nil when the operation threw.
    var answer: OperationAnswer? {
        if case .success(let answer) = result { return answer }
        return nil
    }

    /// "threw …" for messages.
    var thrownDescription: String {
        guard let error else { return "returned normally" }
        if let heyError = error as? HeyError { return "threw \(heyError.code) (\(heyError.description))" }
        return "threw \(type(of: error)): \(error)"
    }
}
