import Foundation

/// A coding key for any member name, used to list the keys an object actually has.
struct FixtureKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        self.stringValue = name
        self.intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension KeyedDecodingContainer where Key == FixtureKey {
    /// The object's member names that are not in `known`, sorted, for "not understood" reports.
    func unknownKeys(besides known: Set<String>) -> [String] {
        allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
    }

    /// The member `name` decoded as `T`, or nil when absent or `null`.
    func optional<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: FixtureKey(name))
    }

    /// The member `name` decoded as `T`; absent is a decoding error naming the member.
    func required<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try decode(T.self, forKey: FixtureKey(name))
    }

    /// Whether the object has the member `name` (even when its value is `null`).
    func has(_ name: String) -> Bool {
        contains(FixtureKey(name))
    }
}

/// Renders a decoder's coding path as a JSON pointer into the fixture file (`/3/assertions/1`).
enum FixturePointer {
    /// The pointer for `path`, `""` for the file's root.
    static func render(_ path: [any CodingKey]) -> String {
        path.map { key in
            let text = key.intValue.map(String.init) ?? key.stringValue
            return "/" + text.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }.joined()
    }

    /// A one-line description of a `DecodingError`, naming where it happened.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "\(render(context.codingPath + [key])): the required member is missing"
        case .valueNotFound(let type, let context):
            return "\(render(context.codingPath)): null where \(type) was expected"
        case .typeMismatch(let type, let context):
            return "\(render(context.codingPath)): expected \(typeName(type))"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "\(render(context.codingPath)): \(underlying ?? context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "true or false"
        case is Double.Type: return "a number"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return name
        }
    }
}
