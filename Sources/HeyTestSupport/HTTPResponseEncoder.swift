import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a ``ScriptedResponse`` into the exact bytes written to the socket in one `send`.
enum HTTPResponseEncoder {
    /// The interim answer to `Expect: 100-continue`.
    static let continueInterim: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The number of chunks a chunked body is split into (fewer when the body is shorter).
    static let chunkCount = 3

    /// Encodes status line, headers and body.
    ///
    /// - Parameters:
    ///   - response: the scripted answer; its own headers are sent first, in order.
    ///   - isHeadRequest: the request was `HEAD`, so no body bytes are written.
    ///   - closing: the connection closes after this answer, so `Connection: close` is added.
    static func encode(_ response: ScriptedResponse, isHeadRequest: Bool, closing: Bool) -> [UInt8] {
        var bytes = encodeHead(response, closing: closing)
        guard mayHaveBody(response), !isHeadRequest, response.stream == nil else { return bytes }
        if response.chunked {
            bytes += chunkedBody(response.body)
        } else {
            bytes += response.body
        }
        return bytes
    }

    /// Whether the status allows content (RFC 9110 §6.4.1: 1xx, 204 and 304 answers have none).
    static func mayHaveBody(_ response: ScriptedResponse) -> Bool {
        !(100..<200).contains(response.status) && response.status != 204 && response.status != 304
    }

    /// The status line and headers, ending with the blank line; `Content-Length` is the
    /// stream's whole length when the answer has a ``ScriptedResponse/stream``.
    static func encodeHead(_ response: ScriptedResponse, closing: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(reasonPhrase(response.status))\r\n"
        for (name, value) in response.headers {
            head += "\(name): \(value)\r\n"
        }
        func addUnlessScripted(_ name: String, _ value: String) {
            if response.header(name) == nil { head += "\(name): \(value)\r\n" }
        }
        addUnlessScripted("Date", httpDate(time(nil)))
        if mayHaveBody(response) {
            if response.chunked {
                addUnlessScripted("Transfer-Encoding", "chunked")
            } else {
                addUnlessScripted("Content-Length", String(response.stream?.length ?? response.body.count))
            }
        }
        if closing {
            addUnlessScripted("Connection", "close")
        }
        head += "\r\n"
        return Array(head.utf8)
    }

    /// One piece of a streamed body: as it is, or framed as a chunk.
    static func streamPiece(_ piece: Data, chunked: Bool) -> [UInt8] {
        guard chunked else { return Array(piece) }
        return Array(String(piece.count, radix: 16).utf8) + [13, 10] + piece + [13, 10]
    }

    /// `body` as up to ``chunkCount`` chunks followed by the zero-size last chunk.
    static func chunkedBody(_ body: Data) -> [UInt8] {
        var bytes: [UInt8] = []
        let chunkSize = max(1, (body.count + chunkCount - 1) / chunkCount)
        var start = body.startIndex
        while start < body.endIndex {
            let end = min(start + chunkSize, body.endIndex)
            bytes += Array(String(end - start, radix: 16).utf8) + [13, 10]
            bytes += body[start..<end]
            bytes += [13, 10]
            start = end
        }
        bytes += Array("0\r\n\r\n".utf8)
        return bytes
    }

    /// An IMF-fixdate (RFC 9110 §5.6.7), e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ seconds: time_t) -> String {
        var time = seconds
        var parts = tm()
        _ = gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// The standard reason phrase for `status`, or `Status` for codes without one.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 410: "Gone"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status"
        }
    }
}
