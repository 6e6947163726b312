import Foundation

/// Prints one line per event to standard error (or to `write`), for debugging:
///
/// ```text
/// [hey] Boxes.GetBox started
/// [hey] → GET https://app.hey.com/boxes/17.json (attempt 1)
/// [hey] ← 503 in 12ms
/// [hey] ↻ attempt 2 of GET https://app.hey.com/boxes/17.json in 1.04s after api_error (HTTP 503)
/// [hey] Boxes.GetBox succeeded in 1.09s
/// ```
///
/// Operations and resends are printed by default, requests when `logRequests` is on. Lines never
/// carry credentials, query strings or bodies.
public struct ConsoleHooks: HeyHooks {
    /// Whether operation starts and ends are printed (on by default).
    public var logOperations: Bool
    /// Whether each request and its answer are printed (off by default).
    public var logRequests: Bool
    /// Whether resends are printed (on by default).
    public var logRetries: Bool
    private let write: @Sendable (String) -> Void

    /// Prints the chosen events to standard error.
    public init(logOperations: Bool = true, logRequests: Bool = false, logRetries: Bool = true) {
        self.init(logOperations: logOperations, logRequests: logRequests, logRetries: logRetries) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Hands each line of the chosen events to `write` instead.
    public init(logOperations: Bool = true, logRequests: Bool = false, logRetries: Bool = true,
                write: @escaping @Sendable (String) -> Void) {
        self.logOperations = logOperations
        self.logRequests = logRequests
        self.logRetries = logRetries
        self.write = write
    }

    /// Prints `[hey] Service.Operation started`.
    public func onOperationStart(_ info: OperationInfo) {
        guard logOperations else { return }
        write("[hey] \(info) started")
    }

    /// Prints how the operation ended and how long it took.
    public func onOperationEnd(_ info: OperationInfo, result: OperationResult) {
        guard logOperations else { return }
        let took = Self.format(result.duration)
        switch result.error {
        case nil:
            write("[hey] \(info) succeeded in \(took)")
        case let error? where ErrorClassifier.isCancellation(error):
            write("[hey] \(info) cancelled after \(took)")
        case let error?:
            write("[hey] \(info) failed in \(took): \(Self.describe(error))")
        }
    }

    /// Prints the method, the URL without its query, and the attempt.
    public func onRequestStart(_ info: RequestInfo) {
        guard logRequests else { return }
        write("[hey] → \(info.method) \(info.url) (attempt \(info.attempt))")
    }

    /// Prints the status (or why there was none) and the time.
    public func onRequestEnd(_ info: RequestInfo, result: RequestResult) {
        guard logRequests else { return }
        let took = Self.format(result.duration)
        if let error = result.error {
            let why = ErrorClassifier.isCancellation(error) ? "cancelled" : "no answer: \(Self.describe(error))"
            write("[hey] ← \(why) after \(took)")
        } else {
            write("[hey] ← \(result.statusCode) in \(took)\(result.fromCache ? " (from the cache)" : "")")
        }
    }

    /// Prints which attempt is coming, after how long, and why.
    public func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration) {
        guard logRetries else { return }
        write("[hey] ↻ attempt \(attempt) of \(info.method) \(info.url) in \(Self.format(delay)) after \(Self.describe(error))")
    }

    /// `code (HTTP status)` for a ``HeyError``, the type's name for anything else (never its
    /// text, which may hold what a caller's provider put there).
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? HeyError else { return "\(type(of: error))" }
        return error.code + (error.httpStatus.map { " (HTTP \($0))" } ?? "")
    }

    /// `12ms` below a second, `1.04s` above.
    static func format(_ duration: Duration) -> String {
        let milliseconds = Int((duration / .milliseconds(1)).rounded())
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        return String(format: "%.2fs", Double(milliseconds) / 1000)
    }
}
