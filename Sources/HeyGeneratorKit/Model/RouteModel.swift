/// How one operation behaves on the wire, decided once by ``BehaviorResolver`` from the spec's
/// `x-hey-*` extensions and `behavior-model.json`: what the runtime's `Route` carries. Its
/// values are enums mirroring the runtime's types, spelled in Swift once, by `_route.mustache`.
public struct RouteModel: Sendable, Equatable {
    /// How a request body goes out (the runtime's `RequestEncoding`); the raw one carries the
    /// body model's content type.
    public enum BodyEncoding: String, Sendable {
        case json, form
        /// Bytes or text sent as they are.
        case raw
    }

    /// Nil when the operation is sent once.
    public var retry: SpecRetry?
    /// Nil when the answer is not paged.
    public var pagination: SpecPagination?
    public var idempotent: Bool
    public var readOnly: Bool
    public var destructive: Bool
    public var auth: AuthRequirement
    /// Statuses answered as "nothing" (sorted).
    public var emptyOn: [Int]
    public var redirects: RedirectRule
    /// A 2xx body that cannot be read is answered as nil rather than an error.
    public var lenientSuccess: Bool
    /// The path goes out without the `.json` suffix.
    public var pathAsWritten: Bool

    /// Sent once, with the client's credentials, nothing else said: the safest reading.
    static let sentOnce = RouteModel(
        retry: nil, pagination: nil, idempotent: false, readOnly: false, destructive: false, auth: .required, emptyOn: [],
        redirects: .follow, lenientSuccess: false, pathAsWritten: false)
}
