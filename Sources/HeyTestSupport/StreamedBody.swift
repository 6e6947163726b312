import Foundation

/// A body the ``LoopbackServer`` writes piece by piece after the head, for answers too large to
/// hold in memory (hundreds of megabytes) or slow to arrive (a byte every 250 ms).
///
/// ```swift
/// // 200 MiB, written 1 MiB at a time, never held whole by the server.
/// server.enqueue(ScriptedResponse(status: 200, stream: StreamedBody(repeating: Data(count: 1 << 20), count: 200)))
/// // One byte every 100 ms, 50 times.
/// server.enqueue(ScriptedResponse(status: 200, stream: StreamedBody(repeating: Data("x".utf8), count: 50, interval: .milliseconds(100))))
/// ```
///
/// The head says `Content-Length` (the whole length) unless the answer is ``ScriptedResponse/chunked``,
/// in which case each piece is a chunk. How far the server got is recorded as a ``StreamOutcome``.
public struct StreamedBody: Sendable {
    /// The bytes written each time.
    public var piece: Data
    /// How many times `piece` is written.
    public var count: Int
    /// The pause before each piece after the first; nil writes them back to back.
    public var interval: Duration?

    /// A body of `count` copies of `piece`, `interval` apart.
    public init(repeating piece: Data, count: Int, interval: Duration? = nil) {
        precondition(!piece.isEmpty && count > 0, "HeyTestSupport/StreamedBody: the piece and the count must not be empty")
        self.piece = piece
        self.count = count
        self.interval = interval
    }

    /// The whole body's length in bytes.
    public var length: Int { piece.count * count }
}

/// How far the server got with one ``StreamedBody``.
public struct StreamOutcome: Sendable, Equatable {
    /// The body bytes written to the socket (chunk framing not counted).
    public let bytesWritten: Int
    /// Whether every piece was written; false when the client closed the connection first or
    /// the server stopped.
    public let completed: Bool

    /// Creates an outcome; the server records these.
    public init(bytesWritten: Int, completed: Bool) {
        self.bytesWritten = bytesWritten
        self.completed = completed
    }
}
