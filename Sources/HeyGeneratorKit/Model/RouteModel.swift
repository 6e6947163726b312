/// How one operation behaves on the wire, decided once by ``BehaviorResolver`` from the spec's
/// `x-hey-*` extensions and `behavior-model.json`: what the runtime's `Route` carries. It holds
/// a value per behaviour flag (read with `route[BehaviorFlags.pagination]`); each flag's
/// descriptor in `Behavior/BehaviorFlags.swift` says how it is decided and rendered.
public struct RouteModel: Sendable, Equatable {
    /// How a request body goes out (the runtime's `RequestEncoding`); the raw one carries the
    /// body model's content type.
    public enum BodyEncoding: String, Sendable {
        case json, form
        /// Bytes or text sent as they are.
        case raw
        /// `multipart/form-data`: each member of the body's struct a part.
        case multipart
    }

    /// The decided value of each flag, by flag name.
    var values = FlagValues()
    /// The security requirements the document states for the operation (its own, else the
    /// document's): alternatives of scheme names; nil when it states none, `[]` for none at all.
    var security: [[String]]? = nil
    /// The failure bodies the operation describes with a named type.
    var documentedErrors: [DocumentedErrorModel] = []

    /// Sent once, with the client's credentials, nothing else said: the safest reading (every
    /// flag at its fallback).
    static let sentOnce = RouteModel()
}
