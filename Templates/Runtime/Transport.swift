import Foundation

/// HTTP header fields in order; names compare case-insensitively and may repeat.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in order, names spelled as given.
    public private(set) var fields: [(name: String, value: String)]

    /// Creates headers from fields in order.
    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// Creates headers from a literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of `name`; setting replaces every field of that name (nil removes them).
    public subscript(name: String) -> String? {
        get { fields.first { Self.same($0.name, name) }?.value }
        set {
            fields.removeAll { Self.same($0.name, name) }
            if let newValue { fields.append((name: name, value: newValue)) }
        }
    }

    /// Every value of `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.same($0.name, name) }.map(\.value)
    }

    /// Adds a field, keeping any of the same name.
    public mutating func add(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Equal when the same fields come in the same order (names compared case-insensitively).
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name.equalsIgnoringASCIICase($1.name) && $0.value == $1.value }
    }

    /// Hashes the fields in order, names lowercased.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name.lowercased())
            hasher.combine(field.value)
        }
    }

    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.equalsIgnoringASCIICase(rhs)
    }

    /// Whether `text` can go out as a header name or value: no control character (a CR or LF
    /// would end the field; URLSession drops such a header).
    static func isSendable(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }
    }
}

extension String {
    /// Whether the two are equal, ASCII letters compared without case (header names, schemes):
    /// a byte comparison, far cheaper than a locale-aware one.
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return zip(utf8, other.utf8).allSatisfy { lhs, rhs in
            lhs == rhs || (lhs ^ rhs == 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lhs | 0x20))
        }
    }
}

/// One HTTP request as the runtime hands it to an ``HTTPTransport``.
public struct HTTPRequest: Sendable {
    /// The method (`GET`).
    public var method: String
    /// The absolute URL, query included.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: Data?
    /// How long the whole exchange may take, from the send to the last body byte, before it
    /// fails (a deadline, not an idle timeout).
    public var timeout: Duration
    /// The most body bytes to read, counted after decompression; reading stops there, and the
    /// body is cut there and marked ``HTTPResponse/exceededLimit``.
    public var maxResponseBytes: Int

    /// Creates a request.
    public init(method: String, url: URL, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil,
                timeout: Duration = .seconds(30), maxResponseBytes: Int = 16 * 1024 * 1024) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }
}

/// One HTTP answer as an ``HTTPTransport`` hands it back. Redirects arrive as they are (3xx with
/// a `Location`), never followed by the transport.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, at most the request's ``HTTPRequest/maxResponseBytes``.
    public var body: Data
    /// Whether the body was longer than the request allowed and was cut.
    public var exceededLimit: Bool

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), exceededLimit: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.exceededLimit = exceededLimit
    }
}

/// Sends one HTTP request and answers what came back, without following redirects.
///
/// ``URLSessionTransport`` is the default; tests and apps can swap in their own. A transport
/// should stop reading at `maxResponseBytes` and end the exchange at its `timeout` deadline, as
/// the default one does; the runtime cuts a longer body it is handed all the same. Throw
/// `URLError` (or any error) for a failed exchange: the runtime classifies it once, as a
/// retryable `network` error (a `URLError` is kept as its code and the URL without query),
/// except a cancellation, which it rethrows.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and answers the response, with the body read up to
    /// `request.maxResponseBytes`, within `request.timeout`.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
