import Foundation

/// What a hand-written convenience takes from the model, as its `// needs …:` lines declare it.
///
/// ```swift
/// // needs services: postings
/// // needs operations: SchedulePostingsBubbleUp
/// // needs builds: SchedulePostingsBubbleUpRequestContent(posting_ids, bubble_up_at, slot)
/// // needs members: Identity.all_users: [User]?, User.id: integer, User.account_id: integer?
/// // needs cases: Posting.kind(topic, bundle)
/// // needs types: Box
/// ```
///
/// - `services`: generated services the code extends or makes (by key, as names.toml names them:
///   `postings`, `time_tracks`);
/// - `operations`: operationIds the code calls (through `Routes` or a generated method);
/// - `types`: schemas the code names as a type without reading or building a member;
/// - `members`: `Schema.wire_name` members the code reads or writes, each with the type it relies
///   on after a colon (``NeedsType``: `string`, `integer`, `Schema`, `[Schema]`, a `?` when it may
///   be absent);
/// - `builds`: schemas the code creates with their initializer, with every member it passes (and
///   its type, as for `members`). The model's schema must not require a member the list leaves
///   out (the call would not compile);
/// - `cases`: values of a member's enum (or of a polymorphic schema's discriminator) the code
///   names, `Schema.wire_name(value, …)`.
///
/// Names are the model's own (operationIds, schema names, wire names), never Swift names, so a
/// declaration reads the same whatever names.toml renames.
public struct ConvenienceNeeds: Sendable, Hashable {
    /// A member read: `Schema.wire_name`, and the type the code relies on it having.
    public struct Member: Sendable, Hashable, CustomStringConvertible {
        public let schema: String
        public let name: String
        public var type: NeedsType? = nil
        /// `Schema.wire_name`, without the type.
        public var path: String { "\(schema).\(name)" }
        public var description: String { path + (type.map { ": \($0)" } ?? "") }
    }

    /// A schema built with its initializer, and the members passed to it with their types.
    public struct Build: Sendable, Hashable, CustomStringConvertible {
        public let schema: String
        public let members: [String]
        /// The type of each member, in the order of `members` (nil where none is declared).
        public var types: [NeedsType?] = []
        public var description: String {
            let listed = members.enumerated().map { index, name in
                name + ((index < types.count ? types[index] : nil).map { ": \($0)" } ?? "")
            }
            return "\(schema)(\(listed.joined(separator: ", ")))"
        }

        /// The declared types of the members, by name.
        var typedMembers: [(name: String, type: NeedsType)] {
            members.enumerated().compactMap { index, name in
                index < types.count ? types[index].map { (name, $0) } : nil
            }
        }
    }

    /// Values of a member's enum the code names: `Schema.wire_name(value, …)`.
    public struct Case: Sendable, Hashable, CustomStringConvertible {
        public let schema: String
        public let member: String
        public let values: [String]
        public var description: String { "\(schema).\(member)(\(values.joined(separator: ", ")))" }
    }

    public var services: [String] = []
    public var operations: [String] = []
    public var types: [String] = []
    public var members: [Member] = []
    public var builds: [Build] = []
    public var cases: [Case] = []

    /// Nothing at all.
    public var isEmpty: Bool {
        services.isEmpty && operations.isEmpty && types.isEmpty && members.isEmpty && builds.isEmpty && cases.isEmpty
    }

    /// Every schema named, directly or through a member, a build or a case, in order of first mention.
    public var schemas: [String] {
        var seen = Set<String>()
        return (types + members.map(\.schema) + builds.map(\.schema) + cases.map(\.schema)).filter { seen.insert($0).inserted }
    }

    /// Both sets of needs together (a nested declaration needs what encloses it too).
    public func union(_ other: ConvenienceNeeds) -> ConvenienceNeeds {
        func merged<T: Hashable>(_ first: [T], _ second: [T]) -> [T] {
            var seen = Set(first)
            return first + second.filter { seen.insert($0).inserted }
        }
        return ConvenienceNeeds(services: merged(services, other.services), operations: merged(operations, other.operations),
                                types: merged(types, other.types),
                                members: merged(members, other.members), builds: merged(builds, other.builds),
                                cases: merged(cases, other.cases))
    }

    /// The keys a `// needs <key>:` line may have.
    static let keys = ["services", "operations", "types", "members", "builds", "cases"]

    /// Adds the items of one `// needs <key>: …` line; throws a message (with the column, from 1,
    /// of the offending item within `items`) for a malformed one.
    mutating func add(key: String, items text: Substring) throws(NeedsSyntaxError) {
        let items = Self.split(text)
        guard !items.isEmpty else { throw NeedsSyntaxError(offset: 0, message: "\"needs \(key):\" lists nothing") }
        for (offset, item) in items {
            switch key {
            case "services":
                guard Self.isName(item), item.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" }) else {
                    throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" is not a service key (snake_case, as names.toml names services)")
                }
                services.append(String(item))
            case "operations", "types":
                guard Self.isName(item) else {
                    throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" is not an \(key == "types" ? "schema name" : "operationId")")
                }
                if key == "operations" { operations.append(String(item)) } else { types.append(String(item)) }
            case "members":
                let (path, type) = try Self.typed(item, offset: offset)
                let parts = path.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, Self.isName(parts[0]), Self.isWireName(parts[1]) else {
                    throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" is not Schema.wire_name: type")
                }
                guard let type else { throw Self.untyped(path, offset: offset) }
                members.append(Member(schema: String(parts[0]), name: String(parts[1]), type: type))
            case "cases":
                guard let open = item.firstIndex(of: "("), item.last == ")" else {
                    throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" is not Schema.wire_name(value, …)")
                }
                let parts = item[..<open].split(separator: ".", omittingEmptySubsequences: false)
                let values = item[item.index(after: open)..<item.index(before: item.endIndex)].split(separator: ",").map { $0.trimmedSpaces }
                guard parts.count == 2, Self.isName(parts[0]), Self.isWireName(parts[1]), !values.isEmpty,
                      values.allSatisfy({ !$0.isEmpty }) else {
                    throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" is not Schema.wire_name(value, …)")
                }
                cases.append(Case(schema: String(parts[0]), member: String(parts[1]), values: values))
            default:
                guard let open = item.firstIndex(of: "("), item.last == ")", Self.isName(item[..<open]) else {
                    throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" is not Schema(member: type, …)")
                }
                let inner = item[item.index(after: open)..<item.index(before: item.endIndex)]
                var names: [String] = []
                var types: [NeedsType?] = []
                for part in inner.split(separator: ",") {
                    let (name, type) = try Self.typed(part, offset: offset)
                    let bare = name.trimmedSpaces
                    guard Self.isWireName(Substring(bare)) else {
                        throw NeedsSyntaxError(offset: offset, message: "\"\(item)\" lists a member that is not a wire name")
                    }
                    guard let type else { throw Self.untyped("\(item[..<open]).\(bare)", offset: offset) }
                    names.append(bare)
                    types.append(type)
                }
                builds.append(Build(schema: String(item[..<open]), members: names, types: types))
            }
        }
    }

    /// `text` split at its first `: ` into what it names and the type declared for it.
    private static func typed(_ text: Substring, offset: Int) throws(NeedsSyntaxError) -> (Substring, NeedsType?) {
        guard let colon = text.range(of: ":") else { return (text, nil) }
        guard let type = NeedsType(parsing: text[colon.upperBound...]) else {
            throw NeedsSyntaxError(offset: offset, message: "\"\(text[colon.upperBound...].trimmedSpaces)\" is not a type (string, "
                                   + "integer, number, boolean, sensitive string, string(date-time), integer(int32), enum, any, "
                                   + "a Schema, [T] or {T}, with ? when it may be absent)")
        }
        return (Substring(text[..<colon.lowerBound].trimmedSpaces), type)
    }

    /// A member listed without the type the convenience relies on it having.
    private static func untyped(_ path: some StringProtocol, offset: Int) -> NeedsSyntaxError {
        NeedsSyntaxError(offset: offset, message: "\(path) needs the type the convenience relies on (`\(path): string`, "
                            + "`\(path): [Schema]?`, …); `hey-needs-check --fill-types` writes the model's")
    }

    /// The comma-separated items of a line with their offsets; commas inside parentheses belong
    /// to a `builds` item.
    private static func split(_ text: Substring) -> [(Int, Substring)] {
        var items: [(Int, Substring)] = []
        var depth = 0
        var start = text.startIndex
        func flush(_ end: Substring.Index) {
            let raw = text[start..<end]
            let item = raw.trimmedSpaces
            let leading = raw.prefix { $0 == " " }.count
            if !item.isEmpty { items.append((text.distance(from: text.startIndex, to: start) + leading, Substring(item))) }
        }
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                flush(index)
                start = text.index(after: index)
            default: break
            }
        }
        flush(text.endIndex)
        return items
    }

    /// An operationId or schema name: letters, digits and underscores, starting with a letter.
    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// A wire name as HEY spells members (`posting_ids`, `default`, `@type`): no spaces, commas,
    /// dots or parentheses.
    private static func isWireName(_ text: Substring) -> Bool {
        !text.isEmpty && !text.contains { " ,.()".contains($0) }
    }
}

/// A malformed `// needs` line: what is wrong and where in the item list.
struct NeedsSyntaxError: Error {
    /// The offset of the offending item within the item list (0: the start of the list).
    let offset: Int
    let message: String
}
