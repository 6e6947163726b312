import Foundation
import TOML

/// What a config file (TOML, read by our reader) sets for an SDK rendered from another service's
/// document; everything is optional and anything unset comes from the document:
///
/// ```toml
/// module = "Petstore"                      # module and product (default: from info.title)
/// type_prefix = "Petstore"                 # PetstoreConfig, PetstoreHooks, PetstoreOperation
/// client_type = "PetstoreClient"
/// error_type = "PetstoreError"
/// base_url = "https://petstore.example"    # default: the first server
/// user_agent = "petstore-sdk-swift"        # the User-Agent's product token
/// version = "1.2.0"                        # the library version (default: info.version)
/// ```
public struct SDKConfig: Sendable, Equatable {
    public var moduleName: NameOverride?
    public var typePrefix: NameOverride?
    public var clientType: NameOverride?
    public var errorType: NameOverride?
    public var baseURL: NameOverride?
    public var userAgent: NameOverride?
    public var version: NameOverride?

    /// Sets nothing.
    public init() {}

    static let keys = ["module", "type_prefix", "client_type", "error_type", "base_url", "user_agent", "version"]
    /// The keys whose values become Swift type or module names.
    private static let identifierKeys: Set<String> = ["module", "type_prefix", "client_type", "error_type"]

    /// Reads a config file. Syntax errors, unknown keys, values that are not strings and names
    /// Swift cannot use are reported at their line and column.
    public static func load(_ url: URL) throws -> SDKConfig {
        let (bytes, display) = try TOMLFile.read(url)
        return try parse(bytes, file: display)
    }

    /// Reads a config file from bytes.
    public static func parse(_ bytes: [UInt8], file: String) throws -> SDKConfig {
        let root = try TOMLFile.parse(bytes, file: file)
        var config = SDKConfig()
        var errors: [NamesError] = []
        for entry in root.entries {
            let at = entry.valuePosition
            guard keys.contains(entry.key) else {
                errors.append(NamesError(file: file, line: entry.keyPosition.line, column: entry.keyPosition.column,
                                         message: "unknown key \"\(entry.key)\" (known: \(keys.joined(separator: ", ")))"))
                continue
            }
            guard case .string(let text) = entry.value else {
                errors.append(NamesError(file: file, line: at.line, column: at.column,
                                         message: "\"\(entry.key)\" must be a string, found \(entry.value.typeName)"))
                continue
            }
            if identifierKeys.contains(entry.key), !(NameRules.isIdentifier(text) && !NameRules.isKeyword(text) && text.first?.isUppercase == true) {
                errors.append(NamesError(file: file, line: at.line, column: at.column,
                                         message: "\"\(entry.key)\" must be a Swift type name (letters and digits, starting with a capital letter), not \"\(text)\""))
                continue
            }
            let value = NameOverride(value: text, line: at.line, column: at.column)
            switch entry.key {
            case "module": config.moduleName = value
            case "type_prefix": config.typePrefix = value
            case "client_type": config.clientType = value
            case "error_type": config.errorType = value
            case "base_url": config.baseURL = value
            case "user_agent": config.userAgent = value
            default: config.version = value
            }
        }
        guard errors.isEmpty else { throw NamesErrors(errors: errors) }
        return config
    }
}
