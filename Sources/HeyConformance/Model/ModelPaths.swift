import Foundation
import Hey

/// Expected request paths written as the model writes them (`/boxes/123`), turned into the path
/// the SDK sends (`/boxes/123.json`) by the SDK's suffix rule.
///
/// The rule is the routes' own: a route whose ``Route/pattern`` (the template the request goes
/// to) is its path template with `.json` after it gets `.json` after its expanded path; a route
/// sent as written (an HTML page such as the workflow stage, `/oauth/token`) does not. So an
/// expected path matching such a template (literal segments equal, one segment per
/// placeholder) and not already ending in `.json` is expected with `.json` added; any other
/// expected path (`/identity.json`, `/oauth/token`, `/workflows/71/stages/72`, `/elsewhere`) is
/// expected as written.
enum ModelPaths {
    /// The segments of every route template the suffix rule applies to; nil stands for a placeholder.
    private static let suffixedTemplates: [[String?]] = Routes.all.filter(appendsJSON).map { route in
        segments(of: route.path).map { $0.hasPrefix("{") && $0.hasSuffix("}") ? nil : $0 }
    }

    /// The path the SDK sends for `expected`; `asWritten` when the operation sends the model's
    /// path without `.json` (a hand-written call that reads HEY's HTML page).
    static func sent(_ expected: String, asWritten: Bool) -> String {
        guard !asWritten, !expected.hasSuffix(".json"), !expected.hasSuffix("/") else { return expected }
        let parts = segments(of: expected)
        let isModelPath = suffixedTemplates.contains { template in
            template.count == parts.count && zip(template, parts).allSatisfy { literal, part in
                literal.map { $0 == part } ?? !part.isEmpty
            }
        }
        return isModelPath ? expected + ".json" : expected
    }

    /// Whether the SDK adds `.json` to `route`'s expanded path: the template it sends to is the
    /// model's with `.json` after it.
    private static func appendsJSON(_ route: Route) -> Bool {
        route.pattern == route.path + ".json"
    }

    private static func segments(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
}
