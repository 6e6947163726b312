import Foundation

/// A request head and body as read off one connection, before it is recorded.
struct ParsedRequest: Sendable {
    /// The method from the request line.
    var method: String
    /// The raw request-target from the request line.
    var target: String
    /// The protocol version from the request line, e.g. `HTTP/1.1`.
    var version: String
    /// Header fields in arrival order, names as sent.
    var headers: [(name: String, value: String)]
    /// The body; de-chunked when it came with `Transfer-Encoding: chunked`.
    var body: Data
    /// When the blank line ending the head was read.
    var headReadAt: ContinuousClock.Instant

    /// The first value of the header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { HeaderName.same($0.name, name) }?.value
    }

    /// Whether the client asked to close the connection after this exchange
    /// (`Connection: close`, or HTTP/1.0 without `Connection: keep-alive`).
    var wantsClose: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        if connection.contains("close") { return true }
        return version == "HTTP/1.0" && !connection.contains("keep-alive")
    }
}

/// What reading the next request from a connection produced.
enum RequestReadResult: Sendable {
    /// A complete request.
    case request(ParsedRequest)
    /// The peer closed (or the read failed) before a complete request arrived.
    case closed
    /// The bytes are not HTTP/1.1; the reason names what was wrong.
    case malformed(String)
}

/// Reads HTTP/1.1 requests one after another from a stream of byte packets.
///
/// Packets may split a request anywhere and may hold several pipelined requests; bytes of the
/// next request stay buffered for the next call to ``next(sendContinue:)``.
struct HTTPRequestReader {
    /// Returns the next packet from the peer, or `nil` (or an empty packet) at end of stream.
    typealias Receive = () -> [UInt8]?

    /// The largest head (request line plus headers) accepted, in bytes.
    static let maximumHeadSize = 1 << 20

    private let receive: Receive
    private var buffer: [UInt8] = []
    private var offset = 0
    private var ended = false

    /// Creates a reader pulling packets from `receive`.
    init(receive: @escaping Receive) {
        self.receive = receive
    }

    /// Reads the next complete request. `sendContinue` is called once, before the body is read,
    /// when the client sent `Expect: 100-continue`, a body is announced and none of it has arrived.
    mutating func next(sendContinue: () -> Void) -> RequestReadResult {
        compact()
        var requestLine: [UInt8] = []
        repeat {  // RFC 9112 §2.2: ignore empty lines before the request line.
            guard let line = readLine() else { return .closed }
            requestLine = line
        } while requestLine.isEmpty

        let parts = String(decoding: requestLine, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/") else {
            return .malformed("request line is not 'METHOD target HTTP/x.y': \(String(decoding: requestLine.prefix(200), as: UTF8.self))")
        }
        var headers: [(name: String, value: String)] = []
        while true {
            guard let line = readLine() else { return .closed }
            if line.isEmpty { break }
            let text = String(decoding: line, as: UTF8.self)
            if let first = text.first, first == " " || first == "\t", let last = headers.popLast() {
                // Obsolete line folding: continue the previous value.
                headers.append((name: last.name, value: last.value + " " + trimmed(text)))
                continue
            }
            guard let colon = text.firstIndex(of: ":") else {
                return .malformed("header line without ':': \(text.prefix(200))")
            }
            headers.append((name: trimmed(text[..<colon]), value: trimmed(text[text.index(after: colon)...])))
        }
        var request = ParsedRequest(
            method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
            headers: headers, body: Data(), headReadAt: .now
        )

        let isChunked = request.header("Transfer-Encoding")?.lowercased().contains("chunked") ?? false
        var contentLength = 0
        if !isChunked, let lengthText = request.header("Content-Length") {
            guard let length = Int(lengthText), length >= 0 else {
                return .malformed("Content-Length is not a non-negative integer: \(lengthText)")
            }
            contentLength = length
        }
        let expectsContinue = request.header("Expect")?.lowercased() == "100-continue"
        if expectsContinue, isChunked || contentLength > 0, offset == buffer.count {
            sendContinue()
        }
        if isChunked {
            switch readChunkedBody() {
            case .success(let body): request.body = body
            case .failure(let problem): return problem.result
            }
        } else if contentLength > 0 {
            guard let body = readExactly(contentLength) else { return .closed }
            request.body = Data(body)
        }
        return .request(request)
    }

    /// Why a chunked body could not be read.
    private struct ChunkProblem: Error {
        let result: RequestReadResult
    }

    /// Reads `size CRLF data CRLF` chunks up to the zero-size chunk and its trailer section.
    private mutating func readChunkedBody() -> Result<Data, ChunkProblem> {
        var body = Data()
        while true {
            guard let sizeLine = readLine() else { return .failure(ChunkProblem(result: .closed)) }
            let sizeText = String(decoding: sizeLine, as: UTF8.self)
            let hex = trimmed(sizeText.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            guard let size = Int(hex, radix: 16), size >= 0 else {
                return .failure(ChunkProblem(result: .malformed("chunk size is not hexadecimal: \(sizeText.prefix(200))")))
            }
            if size == 0 { break }
            guard let chunk = readExactly(size) else { return .failure(ChunkProblem(result: .closed)) }
            body.append(contentsOf: chunk)
            guard let end = readLine() else { return .failure(ChunkProblem(result: .closed)) }
            guard end.isEmpty else {
                return .failure(ChunkProblem(result: .malformed("chunk data of \(size) bytes is not followed by CRLF")))
            }
        }
        while true {  // Trailer fields, ignored, up to the final empty line.
            guard let trailer = readLine() else { return .failure(ChunkProblem(result: .closed)) }
            if trailer.isEmpty { return .success(body) }
        }
    }

    /// The next line without its `\n` or `\r\n`, or `nil` at end of stream or when too long.
    private mutating func readLine() -> [UInt8]? {
        var searchFrom = offset
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > offset, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[offset..<end])
                offset = newline + 1
                return line
            }
            searchFrom = buffer.count
            guard buffer.count - offset <= Self.maximumHeadSize, fill() else { return nil }
        }
    }

    /// Exactly `count` bytes, or `nil` when the stream ends first.
    private mutating func readExactly(_ count: Int) -> [UInt8]? {
        while buffer.count - offset < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[offset..<(offset + count)])
        offset += count
        return bytes
    }

    /// Appends the next packet to the buffer; `false` at end of stream.
    private mutating func fill() -> Bool {
        if ended { return false }
        guard let packet = receive(), !packet.isEmpty else {
            ended = true
            return false
        }
        buffer.append(contentsOf: packet)
        return true
    }

    /// Drops consumed bytes so the buffer does not grow across a long keep-alive connection.
    private mutating func compact() {
        guard offset > 0 else { return }
        buffer.removeFirst(offset)
        offset = 0
    }

    /// `text` without leading and trailing spaces and tabs.
    private func trimmed<S: StringProtocol>(_ text: S) -> String {
        String(text).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }
}
