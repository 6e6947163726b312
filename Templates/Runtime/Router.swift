import Foundation

/// What a path or URL of HEY's is, found by ``Router/recognize(_:)``: the route pattern it
/// matches, the operations on it, and its parameters.
///
/// ```swift
/// let match = Router.shared.recognize("https://app.hey.com/boxes/17/groups/3.json")
/// match?.operation   // "GetBoxGroup"
/// match?.resourceId  // "3"
/// ```
public struct RouteMatch: Sendable, Equatable, CustomStringConvertible {
    /// One parameter of the matched path.
    public struct Param: Sendable, Equatable {
        /// The model's name (`boxId`).
        public let name: String
        /// The value in the path, percent-decoded.
        public let value: String
    }

    /// The pattern matched (`/boxes/{boxId}/groups/{groupId}.json`).
    public let pattern: String
    /// The collection the path names (`groups`).
    public let resource: String
    /// The operationId of each method the pattern takes (`GET` → `GetBoxGroup`).
    public let operations: [HTTPMethod: String]
    /// The path's parameters, in order.
    public let params: [Param]

    /// The operation a link to this path means: the read (`GET`) when there is one, else the
    /// first of `POST`, `PUT`, `PATCH`, `DELETE` the pattern takes.
    public var operation: String {
        for method in HTTPMethod.allCases { if let id = operations[method] { return id } }
        return ""
    }

    /// The value of the parameter that names the addressed resource (the path's last), if any.
    public var resourceId: String? { params.last?.value }

    /// `GetBoxGroup /boxes/17/groups/3 (boxId=17, groupId=3)`-like: the operation, the pattern and
    /// the parameters.
    public var description: String {
        let values = params.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
        return "\(operation) \(pattern)" + (values.isEmpty ? "" : " (\(values))")
    }
}

/// Recognises HEY paths and URLs by the routes of the model: which operation a link in an
/// email or a notification names, and with which ids.
public struct Router: Sendable {
    /// A router over every route of the model.
    public static let shared = Router()

    /// The routes it recognises, grouped by pattern in the order first met.
    private let patterns: [(pattern: String, routes: [Route])]

    /// Every route of the model.
    @usableFromInline static var modelRoutes: [Route] { GeneratedPackage.facts?.routes ?? [] }

    /// A router over `routes` (every route of the model by default: `Routes.all`).
    public init(routes: [Route] = Router.modelRoutes) {
        var order: [String] = []
        var byPattern: [String: [Route]] = [:]
        for route in routes {
            if byPattern[route.pattern] == nil { order.append(route.pattern) }
            byPattern[route.pattern, default: []].append(route)
        }
        // A pattern with fewer parameters is tried first, so `/boxes/imbox.json` is not taken for
        // `/boxes/{boxId}.json`.
        self.patterns = order.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.parameterCount(lhs.element), Self.parameterCount(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map { ($0.element, byPattern[$0.element] ?? []) }
    }

    /// The match for `pathOrURL` (a path, or an absolute URL whose scheme, host, query and
    /// fragment are ignored), or nil when no route takes it. `.json` may be left off.
    public func recognize(_ pathOrURL: String) -> RouteMatch? {
        let path = Self.path(of: pathOrURL)
        for (pattern, routes) in patterns {
            guard let first = routes.first, let values = first.recognize(path) else { continue }
            var operations: [HTTPMethod: String] = [:]
            for route in routes where operations[route.method] == nil { operations[route.method] = route.id }
            return RouteMatch(pattern: pattern, resource: first.resource, operations: operations,
                              params: values.map { RouteMatch.Param(name: $0.0, value: $0.1) })
        }
        return nil
    }

    /// The path of a path or URL, without query or fragment.
    private static func path(of pathOrURL: String) -> String {
        var text = Substring(pathOrURL.trimmingCharacters(in: .whitespaces))
        if let scheme = text.range(of: "://") {
            text = text[scheme.upperBound...]
            text = text.firstIndex(of: "/").map { text[$0...] } ?? "/"
        }
        if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<end] }
        return String(text)
    }

    private static func parameterCount(_ pattern: String) -> Int {
        pattern.filter { $0 == "{" }.count
    }
}
