import Foundation

// needs services: search
/// Search across the account's mail.
extension SearchService {
    // needs operations: AdvancedSearch
    // needs members: AdvancedSearchResult.matches
    // needs types: SearchMatch
    /// Searches for `query` (`GET /advanced_search.json?q=…`), narrowed by `refine`, and
    /// answers one page of matches with the number of the next page.
    ///
    /// Unlike HEY's other lists, search pages are plain numbers: `page` is sent only when
    /// greater than 1, and ``SearchResults/nextPage`` is the number HEY's `Link` names.
    public func search(_ query: String, refine: SearchRefinements = SearchRefinements(), page: Int = 1) async throws -> SearchResults {
        var options = refine.options
        options.q = query.isEmpty ? nil : query
        options.page = page > 1 ? String(page) : nil
        let answer = try await advanced(options: options)
        return SearchResults(matches: answer.value.matches, nextPage: answer.nextPage.flatMap { Int($0) })
    }
}

// needs types: SearchMatch
/// A page of search matches.
public struct SearchResults: Sendable, Equatable {
    /// The threads that matched, each with its posting and matching entries.
    public let matches: [SearchMatch]
    /// The number of the next page, or nil on the last.
    public let nextPage: Int?

    /// Creates a page of results.
    public init(matches: [SearchMatch], nextPage: Int?) {
        self.matches = matches
        self.nextPage = nextPage
    }
}

/// How a search is narrowed; nil and empty values are left out. ``SearchService/getAdvancedFilters()``
/// lists the values HEY offers for `in`, `date`, `label` and `attachment`.
public struct SearchRefinements: Sendable, Hashable {
    /// From this sender.
    public var from: String?
    /// To this recipient.
    public var to: String?
    /// With this in the subject.
    public var subject: String?
    /// With this exact phrase.
    public var exactPhrase: String?
    /// With every one of these words.
    public var required: String?
    /// With any of these words.
    public var any: String?
    /// With none of these words.
    public var none: String?
    /// When: `last_7_days`, `last_30_days`, `last_90_days` or a four-digit year.
    public var date: String?
    /// Where: `imbox`, `feed`, `papertrail` or `trash`.
    public var `in`: String?
    /// Filed under this folder name.
    public var label: String?
    /// With an attachment of this kind, or `any`.
    public var attachment: String?

    /// Creates refinements; everything is optional.
    public init(from: String? = nil, to: String? = nil, subject: String? = nil, exactPhrase: String? = nil,
                required: String? = nil, any: String? = nil, none: String? = nil, date: String? = nil,
                in: String? = nil, label: String? = nil, attachment: String? = nil) {
        self.from = from
        self.to = to
        self.subject = subject
        self.exactPhrase = exactPhrase
        self.required = required
        self.any = any
        self.none = none
        self.date = date
        self.in = `in`
        self.label = label
        self.attachment = attachment
    }

    // needs operations: AdvancedSearch
    var options: AdvancedSearchOptions {
        func kept(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        return AdvancedSearchOptions(
            refineFrom: kept(from), refineTo: kept(to), refineSubject: kept(subject), refineExactPhrase: kept(exactPhrase),
            refineRequired: kept(required), refineAny: kept(any), refineNone: kept(none), refineDate: kept(date),
            refineIn: kept(`in`), refineLabel: kept(label), refineAttachment: kept(attachment))
    }
}
