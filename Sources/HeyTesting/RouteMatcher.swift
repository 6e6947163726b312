import Hey

/// Finds the model operation a request was for, from its method and path.
///
/// Every route of `Routes.all` is matched in the form the client sends it (its ``Route/pattern``:
/// the path template with `.json` added where the client adds it), each `{name}` standing for
/// one non-empty path segment. When several routes match, the one with the most literal
/// segments wins: `GET /topics/sent.json` is `GetSentTopics`, not `GetTopic` for a topic called
/// `sent`.
struct RouteMatcher: Sendable {
    /// One path segment of a template: literal text, or a parameter between literal text.
    private enum Segment: Sendable {
        case literal(String)
        case parameter(prefix: String, suffix: String)

        func matches(_ segment: Substring) -> Bool {
            switch self {
            case .literal(let text):
                return segment == text
            case .parameter(let prefix, let suffix):
                return segment.count > prefix.count + suffix.count && segment.hasPrefix(prefix) && segment.hasSuffix(suffix)
            }
        }
    }

    private struct Pattern: Sendable {
        let operationId: String
        let method: String
        let segments: [Segment]
        let literalCount: Int
    }

    private let patterns: [Pattern]

    /// A matcher over `routes` (the model's operations by default).
    init(routes: [Route] = Routes.all) {
        patterns = routes.map { route in
            let segments = route.pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(Self.segment)
            let literals = segments.filter { if case .literal = $0 { true } else { false } }.count
            return Pattern(operationId: route.id, method: route.method.rawValue, segments: segments, literalCount: literals)
        }
    }

    /// The operationId of the route `method path` was sent for, or `nil` when no route matches.
    /// `path` is the request path without its query, percent-encoded as sent.
    func operationId(method: String, path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var best: Pattern?
        for pattern in patterns where pattern.method == method && pattern.segments.count == segments.count {
            guard zip(pattern.segments, segments).allSatisfy({ $0.matches($1) }) else { continue }
            if best.map({ pattern.literalCount > $0.literalCount }) ?? true { best = pattern }
        }
        return best?.operationId
    }

    /// A template segment: `{boxId}.json` is a parameter followed by `.json`. The model has at
    /// most one parameter per segment.
    private static func segment(_ text: Substring) -> Segment {
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else {
            return .literal(String(text))
        }
        return .parameter(prefix: String(text[..<open]), suffix: String(text[text.index(after: close)...]))
    }
}
