import Mustache

/// The context of `SDKVersion.swift.mustache`: the library's and the API's version.
struct VersionContext: RenderContext {
    /// Where the file comes from, for its header.
    let source: String
    /// The version of this library (`VERSION`).
    let library: String
    /// The version of the HEY API contract (`info.version`).
    let api: String
    /// Where clients connect by default (the profile's).
    let baseURL: String
    /// The User-Agent's product token (`hey-sdk-swift`).
    let userAgentProduct: String

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "library": .string(library.swiftLiteral),
            "api": .string(api.swiftLiteral),
            "baseURL": .string(baseURL.swiftLiteral),
            "userAgentProduct": .string(userAgentProduct.swiftLiteral),
        ])
    }
}
