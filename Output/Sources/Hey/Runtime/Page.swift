// Copied by hey-generator from Templates/Runtime/Page.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// One page of a paginated read: the value HEY answered, where the next page is, and the total
/// HEY reported. Nothing is followed on its own.
///
/// ```swift
/// let boxes = try await client.boxes.list()
/// for box in boxes.value { print(box.name) }
/// if let second = try await client.nextPage(boxes) { /* … */ }
/// ```
///
/// A page remembers how it was read: ``HeyClient/nextPage(_:)`` reads the next one with the same
/// route policy, the same operation for hooks and the same account scope.
///
/// A change feed's last page of an increment names no next page but a cursor to poll from later
/// (``nextCursor``): its `Link` carries a fresh `since` and no `page`.
public struct Page<Value: Decodable & Sendable>: Sendable {
    /// The `Link` header's `rel="next"` target, resolved against the URL that answered; nil when
    /// the answer had none.
    public let nextURL: URL?
    /// The cursor of the next page: the `page` query value of ``nextURL`` (or of the parameter
    /// the route names); nil on the last page.
    public let nextPage: String?
    /// A change feed's cursor to poll from later: ``nextURL`` when it carries no page cursor on a
    /// route that pages by one; nil otherwise.
    public let nextCursor: URL?
    /// HEY's `X-Total-Count` (or the route's total header), when the answer carried one.
    public let totalCount: Int?
    /// The route that read this page; the next page is read with the same policy.
    let route: Route
    /// The operation hooks heard this page's read as; the next page's read is reported alike.
    let info: OperationInfo
    /// The linked account the page was read for (nil for All Accounts); the next page keeps it.
    let accountScope: Int?
    /// What HEY answered for this page. (Stored last: its size depends on `Value`, and members
    /// after it would sit at offsets computed at run time.)
    public let value: Value

    /// Whether there is a next page to read.
    public var hasNext: Bool { nextURL != nil && nextCursor == nil }

    /// Creates a page (the client builds these). `info` defaults to the route's own.
    init(value: Value, nextURL: URL?, nextPage: String?, nextCursor: URL?, totalCount: Int?, route: Route,
         info: OperationInfo? = nil, accountScope: Int? = nil) {
        self.value = value
        self.nextURL = nextURL
        self.nextPage = nextPage
        self.nextCursor = nextCursor
        self.totalCount = totalCount
        self.route = route
        self.info = info ?? ClientContext.operationInfo(for: route, values: [:])
        self.accountScope = accountScope
    }

    /// The same page with its value transformed.
    public func map<Other: Decodable & Sendable>(_ transform: (Value) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(value: try transform(value), nextURL: nextURL, nextPage: nextPage, nextCursor: nextCursor,
                    totalCount: totalCount, route: route, info: info, accountScope: accountScope)
    }

    /// Reads the paging facts of an answer from `url` to `route`.
    init(value: Value, headers: HTTPHeaders, url: URL, route: Route, info: OperationInfo? = nil, accountScope: Int? = nil) {
        let facts = PagingFacts(headers: headers, url: url, route: route)
        self.init(value: value, nextURL: facts.next, nextPage: facts.cursor, nextCursor: facts.poll, totalCount: facts.total,
                  route: route, info: info, accountScope: accountScope)
    }
}

/// The paging facts of one answer, read apart from ``Page`` so that the reading is compiled
/// once rather than once per value type.
private struct PagingFacts {
    let next: URL?
    let cursor: String?
    let poll: URL?
    let total: Int?

    init(headers: HTTPHeaders, url: URL, route: Route) {
        let cursorParameter = route.pageParameter ?? "page"
        next = LinkHeader.target(rel: "next", in: headers.values(for: "Link"), relativeTo: url)
        cursor = next.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?
            .queryItems?.first { $0.name == cursorParameter }?.value
        poll = route.pageParameter != nil && cursor == nil ? next : nil
        total = headers[route.totalCountHeader ?? "X-Total-Count"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}

extension Page: Equatable where Value: Equatable {}
extension Page: Hashable where Value: Hashable {}

/// The target of the `rel="next"` link in a `Link` header value, as written (not resolved); nil
/// when there is none.
///
/// ```swift
/// nextLink(#"<https://app.hey.com/contacts.json?page=2>; rel="next""#) // "https://app.hey.com/contacts.json?page=2"
/// ```
public func nextLink(_ header: String) -> String? {
    LinkHeader.links(in: header).first { $0.relations.contains("next") }?.target
}

/// Reads RFC 8288 `Link` headers: `<url>; rel="next", <url>; rel="prev"`.
///
/// Repeated headers arrive joined with commas, so the value is read as a list; commas inside
/// `<…>` or quoted strings do not split it. `rel` is compared case-insensitively and may name
/// several relations (`rel="next last"`).
enum LinkHeader {
    /// The target of the first link with relation `rel`, resolved against `base`.
    static func target(rel: String, in values: [String], relativeTo base: URL) -> URL? {
        for value in values {
            for link in links(in: value) where link.relations.contains(rel.lowercased()) {
                if let url = URL(string: link.target, relativeTo: base)?.absoluteURL { return url }
            }
        }
        return nil
    }

    /// Every link in one header value.
    static func links(in value: String) -> [(target: String, relations: [String])] {
        split(value, on: ",").compactMap { part in
            let pieces = split(part, on: ";")
            guard let first = pieces.first?.trimmingCharacters(in: .whitespaces),
                  first.hasPrefix("<"), first.hasSuffix(">") else { return nil }
            let target = String(first.dropFirst().dropLast())
            var relations: [String] = []
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
                let unquoted = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                relations += unquoted.lowercased().split(separator: " ").map(String.init)
            }
            return (target, relations)
        }
    }

    /// Splits on `separator` outside `<…>` and double quotes.
    private static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var inAngle = false
        var inQuote = false
        for character in text {
            switch character {
            case "<" where !inQuote: inAngle = true
            case ">" where !inQuote: inAngle = false
            case "\"" where !inAngle: inQuote.toggle()
            case separator where !inAngle && !inQuote:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
