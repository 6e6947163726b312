/// What makes a rendered package one service's SDK rather than another's: its module and type
/// names, where its clients connect by default, what its User-Agent says, and whether HEY's own
/// hand-written pieces ride along. The pipeline knows nothing of HEY; ``hey`` is the profile HEY's
/// package is rendered with, ``generic(document:config:)`` the one any other document gets.
///
/// The runtime and the templates are written with HEY's names (`Hey`, `HeyClient`, `HeyError`, …);
/// another profile renames those identifiers in every Swift file it renders (``respelled(_:)``),
/// so the hand-written runtime stays one source for every SDK.
public struct SDKProfile: Sendable, Equatable {
    /// The Swift module and library product (`Hey`, `Petstore`).
    public var moduleName: String
    /// The client type (`HeyClient`).
    public var clientType: String
    /// The error type (`HeyError`).
    public var errorType: String
    /// The prefix of the runtime's other public types (`HeyConfig`, `HeyHooks`, `HeyOperation`).
    public var typePrefix: String
    /// How doc comments name the service (`HEY`).
    public var serviceName: String
    /// Where a client connects unless given `baseURL:`; empty when the document names no server
    /// (a client then needs one).
    public var defaultBaseURL: String
    /// The product token every request's User-Agent starts with (`hey-sdk-swift`).
    public var userAgentProduct: String
    /// The library version, when the profile sets it (otherwise the generator's `VERSION`).
    public var libraryVersion: String?
    /// HEY's path rule: `.json` after a last segment with no extension.
    public var appendsJSONExtension: Bool
    /// Whether HEY's hand-written conveniences (`Templates/Extensions`) and documentation catalog
    /// (`Templates/Hey.docc`) are part of the package.
    public var includesHeyConveniences: Bool

    /// HEY's own package, as 0.34 named it.
    public static let hey = SDKProfile(
        moduleName: "Hey", clientType: "HeyClient", errorType: "HeyError", typePrefix: "Hey", serviceName: "HEY",
        defaultBaseURL: "https://app.hey.com", userAgentProduct: "hey-sdk-swift", libraryVersion: nil,
        appendsJSONExtension: true, includesHeyConveniences: true)

    /// The names the templates and the runtime are written with, and what this profile calls each.
    var renames: [String: String] {
        let written = Self.hey
        let pairs = [
            (written.moduleName, moduleName),
            (written.moduleName + "Dispatch", moduleName + "Dispatch"),
            (written.clientType, clientType),
            (written.errorType, errorType),
            (written.typePrefix + "Config", typePrefix + "Config"),
            (written.typePrefix + "Hooks", typePrefix + "Hooks"),
            (written.typePrefix + "Operation", typePrefix + "Operation"),
        ]
        return Dictionary(pairs.filter { $0.0 != $0.1 }, uniquingKeysWith: { first, _ in first })
    }

    /// `text` — Swift source or a package path — with every identifier the templates and runtime
    /// spell with HEY's names renamed to this profile's, whole identifiers only (`HeyClientTests`
    /// stays; `Sources/Hey/Generated/HeyClient+Services.swift` →
    /// `Sources/Petstore/Generated/PetstoreClient+Services.swift`). HEY's profile changes nothing.
    public func respelled(_ text: String) -> String {
        IdentifierRenaming(renames).apply(to: text)
    }

    /// A type name the hand-written runtime declares, as this profile spells it.
    func respelledTypeName(_ name: String) -> String {
        renames[name] ?? name
    }
}
