/// Counts the `x-` extensions of an OpenAPI document that the generator does not read
/// (`x-go-type`, `x-hey-open-world`, …), so the summary can say in one note per name that they
/// were ignored and where they first appear.
enum ExtensionCensus {
    /// The extensions the generator reads, on operations and on schemas.
    static var known: Set<String> { ExtensionDecoder.operationExtensions.union(["x-hey-sensitive", "x-hey-nullable", "x-hey-polymorphic"]) }

    /// Keys whose members are names (paths, properties, media types, …) rather than keywords: an
    /// `x-` key directly inside one is a name (a property called `x-trace`), not an extension.
    private static let nameMaps: Set<String> = [
        "paths", "properties", "schemas", "responses", "content", "parameters", "requestBodies", "headers",
        "mapping", "securitySchemes", "variables", "links", "callbacks", "patternProperties", "$defs", "definitions",
    ]
    /// Keys whose values are data (examples, defaults, enum values), never read for extensions.
    private static let dataKeys: Set<String> = ["example", "examples", "default", "enum", "const"]

    /// One unknown extension: its name, how many places carry it, and the first of them.
    struct Entry: Equatable {
        let name: String
        let count: Int
        let firstPointer: String
    }

    /// Every unknown extension of `root`, sorted by name.
    static func unknownExtensions(in root: JSONNode) -> [Entry] {
        let known = Self.known
        return extensions(in: root).filter { !known.contains($0.name) }
    }

    /// Whether `root` carries any of HEY's own extensions (`x-hey-*`), known or not: the mark of
    /// a HEY model (see ``SDKProfile/select(for:)``).
    static func carriesHeyExtensions(_ root: JSONNode) -> Bool {
        extensions(in: root).contains { $0.name.hasPrefix("x-hey-") }
    }

    /// Every extension of `root`, sorted by name.
    static func extensions(in root: JSONNode) -> [Entry] {
        var counts: [String: (count: Int, first: String)] = [:]
        var stack: [(pointer: String, node: JSONNode, keysAreNames: Bool)] = [("#", root, false)]
        while let (pointer, node, keysAreNames) = stack.popLast() {
            switch node {
            case .object(let object):
                for (key, value) in object.members.reversed() {
                    let child = JSONPointer.appending(pointer, key)
                    if !keysAreNames {
                        if dataKeys.contains(key) { continue }
                        if key.hasPrefix("x-") {
                            let seen = counts[key]
                            counts[key] = ((seen?.count ?? 0) + 1, seen?.first ?? child)
                            continue
                        }
                    }
                    stack.append((child, value, !keysAreNames && nameMaps.contains(key)))
                }
            case .array(let elements):
                for (position, element) in elements.enumerated().reversed() {
                    stack.append(("\(pointer)/\(position)", element, false))
                }
            default:
                break
            }
        }
        // Members are pushed in reverse, so the walk meets them in document order and the first
        // place recorded is the first a reader meets.
        return counts.keys.sorted().map { Entry(name: $0, count: counts[$0]?.count ?? 0, firstPointer: counts[$0]?.first ?? "#") }
    }

    /// The notes for `root`'s unknown extensions, located in `file`.
    static func notes(for root: JSONNode, file: String) -> [Diagnostic] {
        unknownExtensions(in: root).map { entry in
            let places = entry.count == 1 ? "1 place" : "\(entry.count) places"
            return Diagnostic(.note, file: file, location: entry.firstPointer,
                              message: "unknown extension \"\(entry.name)\" ignored (\(places); the first is here)")
        }
    }
}
