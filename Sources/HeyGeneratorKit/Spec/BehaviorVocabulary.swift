/// The values HEY's behaviour statements choose among (`x-hey-*` and `behavior-model.json`
/// alike). Each mirrors the runtime type of the same name, so the generator spells a value once.

/// How an answer pages (`x-hey-pagination.style`).
public enum PaginationStyle: String, Sendable, Hashable, CaseIterable {
    /// A `Link: <…>; rel="next"` header.
    case link
    /// A window of a list the answer describes itself.
    case window
}

/// Whether a request carries the client's credentials (`x-hey-auth`).
public enum AuthRequirement: String, Sendable, Hashable, CaseIterable {
    case none, required
}

/// Whether a redirect is followed (`x-hey-redirects`).
public enum RedirectRule: String, Sendable, Hashable, CaseIterable {
    case refuse, follow
}
