// Copied by hey-generator from Templates/Runtime/ConsoleHooks.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Prints one line per event to standard error (or to `write`), for debugging:
///
/// ```text
/// [hey] Boxes.GetBox started
/// [hey] → GET https://app.hey.com/boxes/17.json (attempt 1)
/// [hey] ← 503 in 12ms (request 9f2c)
/// [hey] ↻ resend 2 of Boxes.GetBox in 1.04s after HTTP 503
/// [hey] Boxes.GetBox succeeded in 1.09s
/// ```
///
/// Lines never carry credentials, query strings or bodies.
public struct ConsoleHooks: HeyHooks {
    private let write: @Sendable (String) -> Void

    /// Prints to standard error.
    public init() {
        self.write = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Hands each line to `write` instead.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Prints `[hey] Service.Operation started`.
    public func operationStarted(_ operation: OperationInfo) {
        write("[hey] \(operation) started")
    }

    /// Prints how the operation ended and how long it took.
    public func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration) {
        let took = Self.format(duration)
        switch outcome {
        case .success:
            write("[hey] \(operation) succeeded in \(took)")
        case .failure(let error):
            let status = error.httpStatus.map { " (HTTP \($0))" } ?? ""
            write("[hey] \(operation) failed in \(took): \(error.code)\(status)")
        case .cancelled:
            write("[hey] \(operation) cancelled after \(took)")
        }
    }

    /// Prints the method, the URL without its query, and the attempt.
    public func requestStarted(_ request: RequestInfo) {
        write("[hey] → \(request.method) \(request.url.absoluteString) (attempt \(request.attempt))")
    }

    /// Prints the status (or why there was none), the time and the request id.
    public func requestEnded(_ request: RequestInfo, result: RequestResult) {
        let took = Self.format(result.duration)
        let requestId = result.requestId.map { " (request \($0))" } ?? ""
        if let status = result.status {
            write("[hey] ← \(status) in \(took)\(requestId)")
        } else if result.cancelled {
            write("[hey] ← cancelled after \(took)")
        } else {
            write("[hey] ← no answer after \(took): \(result.error?.code ?? "network")")
        }
    }

    /// Prints which resend is coming, after how long, and why.
    public func willResend(_ resend: ResendInfo) {
        let reason: String
        switch resend.reason {
        case .status(let status): reason = "HTTP \(status)"
        case .networkError: reason = "a network error"
        case .refreshedCredentials: reason = "refreshing credentials"
        }
        write("[hey] ↻ resend \(resend.request.attempt) of \(resend.request.operation) in \(Self.format(resend.delay)) after \(reason)")
    }

    /// `12ms` below a second, `1.04s` above.
    static func format(_ duration: Duration) -> String {
        let milliseconds = Int((duration / .milliseconds(1)).rounded())
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        return String(format: "%.2fs", Double(milliseconds) / 1000)
    }
}
