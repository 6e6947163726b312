// Copied by hey-generator from Templates/Runtime/SDKVersions.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// Which library and which API contract a client speaks for: read from ``GeneratedPackage``
/// (the runtime itself knows no version), and sent in every request's User-Agent.
struct SDKVersions: Sendable, Hashable {
    /// The library's version (`0.35.0`).
    let library: String
    /// The version of the HEY API contract the library was generated from (`2026-10-05`).
    let api: String

    /// The versions the generated package declares; `unknown` where it declares none (the
    /// runtime compiled on its own).
    static let generated = SDKVersions(library: GeneratedPackage.facts?.libraryVersion ?? "unknown",
                                       api: GeneratedPackage.facts?.contractVersion ?? "unknown")
}

/// What the generated package tells the runtime about itself, by making ``GeneratedPackage``
/// conform: the runtime refers to nothing generated, so it compiles on its own and serves any
/// version of the model.
protocol GeneratedFacts {
    /// The library's version.
    static var libraryVersion: String { get }
    /// The version of the API contract.
    static var contractVersion: String { get }
    /// Where a client connects unless given `baseURL:` (empty when the API names no server).
    static var defaultBaseURL: String { get }
    /// The product token a User-Agent starts with (`hey-sdk-swift`).
    static var userAgentProduct: String { get }
    /// Every route of the model.
    static var routes: [Route] { get }
}

/// The type the generated package attaches its ``GeneratedFacts`` to.
enum GeneratedPackage {
    /// The facts, when the generated package declares them.
    static var facts: (any GeneratedFacts.Type)? { GeneratedPackage.self as Any.Type as? any GeneratedFacts.Type }
}
