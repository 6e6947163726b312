// Copied by hey-generator from Templates/Extensions/SearchService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: search
/// Search across the account's mail.
extension SearchService {
    // needs operations: AdvancedSearch
    // needs types: AdvancedSearchResult
    /// Searches as `params` say (`GET /advanced_search.json?q=…`) and answers the matches of
    /// that one page.
    ///
    /// - Throws: `usage` for a negative page (nothing is sent).
    public func search(_ params: SearchParams) async throws -> AdvancedSearchResult {
        try await advanced(options: params.options()).value
    }

    // needs operations: AdvancedSearch
    // needs types: AdvancedSearchResult
    /// Searches as `params` say and answers the matches of that page with the number of the
    /// next one, read from HEY's `Link` (nil on the last page).
    ///
    /// Unlike HEY's other lists, search pages are plain numbers: ``SearchParams/page`` is sent
    /// only when greater than 1.
    ///
    /// - Throws: `usage` for a negative page (nothing is sent).
    public func searchPage(_ params: SearchParams) async throws -> SearchResults {
        let answer = try await advanced(options: params.options())
        return SearchResults(result: answer.value, nextPage: answer.nextPage.flatMap { Int($0) })
    }
}

// needs types: AdvancedSearchResult
/// A page of search matches and the number of the page after it.
public struct SearchResults: Sendable, Equatable {
    /// HEY's answer: the threads that matched, each with its posting and matching entries.
    public var result: AdvancedSearchResult
    /// The number of the next page, or nil on the last.
    public var nextPage: Int?

    /// Creates a page of results.
    public init(result: AdvancedSearchResult, nextPage: Int? = nil) {
        self.result = result
        self.nextPage = nextPage
    }
}

/// What to search for: the words, the page, and how the search is narrowed. Empty values are
/// left out; ``SearchService/getAdvancedFilters()`` lists the values HEY offers for `inBox`,
/// `date`, `label` and `attachment`.
public struct SearchParams: Sendable, Equatable {
    /// The words to search for (`q`).
    public var query: String
    /// The page to read, from 1; 0 and 1 both read the first page (`page`, sent only above 1).
    public var page: Int
    /// With every one of these words (`refine[required]`).
    public var required: String
    /// With any of these words (`refine[any]`).
    public var any: String
    /// With none of these words (`refine[none]`).
    public var none: String
    /// With this exact phrase (`refine[exact_phrase]`).
    public var exactPhrase: String
    /// From this sender (`refine[from]`).
    public var from: String
    /// To this recipient (`refine[to]`).
    public var to: String
    /// With this in the subject (`refine[subject]`).
    public var subject: String
    /// When: `last_7_days`, `last_30_days`, `last_90_days` or a four-digit year (`refine[date]`).
    public var date: String
    /// Where: `imbox`, `feed`, `papertrail` or `trash` (`refine[in]`).
    public var inBox: String
    /// Filed under this folder name (`refine[label]`).
    public var label: String
    /// With an attachment of this kind, or `any` (`refine[attachment]`).
    public var attachment: String

    /// Creates search parameters; everything is optional.
    public init(query: String = "", page: Int = 0, required: String = "", any: String = "", none: String = "",
                exactPhrase: String = "", from: String = "", to: String = "", subject: String = "", date: String = "",
                inBox: String = "", label: String = "", attachment: String = "") {
        self.query = query
        self.page = page
        self.required = required
        self.any = any
        self.none = none
        self.exactPhrase = exactPhrase
        self.from = from
        self.to = to
        self.subject = subject
        self.date = date
        self.inBox = inBox
        self.label = label
        self.attachment = attachment
    }

    // needs operations: AdvancedSearch
    /// The query HEY reads: empty values left out, `page` only above 1.
    func options() throws -> AdvancedSearchOptions {
        guard page >= 0 else {
            throw HeyError.usage(message: "\(Routes.advancedSearch.id): page \(page) is not a page number; nothing was sent",
                                 hint: "Pages count from 1")
        }
        func kept(_ text: String) -> String? { text.isEmpty ? nil : text }
        return AdvancedSearchOptions(
            q: kept(query), page: page > 1 ? String(page) : nil,
            refineFrom: kept(from), refineTo: kept(to), refineSubject: kept(subject), refineExactPhrase: kept(exactPhrase),
            refineRequired: kept(required), refineAny: kept(any), refineNone: kept(none), refineDate: kept(date),
            refineIn: kept(inBox), refineLabel: kept(label), refineAttachment: kept(attachment))
    }
}
