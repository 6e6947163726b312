import Foundation

/// HTTP header fields in order; names compare case-insensitively and may repeat.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in order, names spelled as given.
    public private(set) var fields: [(name: String, value: String)]

    /// Creates headers from `(name, value)` pairs in order.
    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
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

    /// Every field's name, in order (a repeated name once per field).
    public var names: [String] { fields.map(\.name) }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// Adds a field, keeping any of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every field of `name` with one holding `value`.
    public mutating func set(_ name: String, _ value: String) {
        self[name] = value
    }

    /// Removes every field of `name`.
    public mutating func remove(_ name: String) {
        self[name] = nil
    }

    /// Iterates the fields in order.
    public func makeIterator() -> AnyIterator<(name: String, value: String)> {
        AnyIterator(fields.makeIterator())
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

/// One HTTP request as the client hands it to a ``Transport``.
public struct HTTPRequest: Sendable {
    /// The method (`GET`).
    public var method: String
    /// The absolute URL, query included.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: String, url: URL, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One HTTP answer as a ``Transport`` hands it back. Redirects arrive as they are (3xx with a
/// `Location`), never followed by the transport.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, at most the limit the client asked for.
    public var body: Data
    /// Whether the body went on past the limit and was cut there.
    public var bodyExceeded: Bool
    /// What stopped the body from arriving whole after the status and headers did (the
    /// connection lost, the deadline), if anything: ``body`` is then what arrived before it.
    public var interruption: (any Error)?

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), bodyExceeded: Bool = false,
                interruption: (any Error)? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.bodyExceeded = bodyExceeded
        self.interruption = interruption
    }
}

/// Sends one HTTP request and answers what came back, without following redirects.
///
/// ``URLSessionTransport`` is the default; tests and apps can hand the client their own:
///
/// ```swift
/// struct Canned: Transport {
///     func send(_ request: HTTPRequest,
///               bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
///         HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8))
///     }
/// }
/// let client = try HeyClient(accessToken: token, transport: Canned())
/// ```
///
/// Once the status and headers are in, ask `bodyLimit` how many body bytes to keep (nil: no
/// limit), stop reading there and mark the answer ``HTTPResponse/bodyExceeded``; the client cuts
/// a longer body it is handed all the same. Throw `URLError` (or any error) for an exchange with
/// no answer: the client reports it as a retryable `network` error, except a cancellation, which
/// it rethrows as it is.
public protocol Transport: Sendable {
    /// Sends `request` and answers the response, its body read up to what `bodyLimit` allows for
    /// the status and headers that arrived.
    func send(_ request: HTTPRequest,
              bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse
}
