import Foundation

/// Which profile a run renders with (`hey-generator generate --profile`).
public enum ProfileSelection: String, Sendable, Equatable, CaseIterable {
    /// HEY's profile for a HEY model — a `behavior-model.json` beside `openapi.json`, HEY's
    /// `x-hey-*` extensions, or a title naming HEY — and the generic one for any other document.
    case automatic
    /// ``SDKProfile/hey``, whatever the document.
    case hey
    /// ``SDKProfile/generic(document:config:)``, whatever the document.
    case generic
}

extension SDKProfile {
    /// The config file a spec folder may hold beside `openapi.json`.
    public static let configFileName = "sdk.toml"

    /// The profile `selection` picks for `spec`. A config file (`config`, or `sdk.toml` in the
    /// spec folder) shapes the generic profile; naming one for HEY's is a usage error.
    public static func select(_ selection: ProfileSelection, for spec: LoadedSpec, specFolder: URL, config: URL?) throws -> SDKProfile {
        let isHey = switch selection {
        case .automatic: spec.behavior != nil || spec.carriesHeyExtensions || namesHey(spec.document.info.title)
        case .hey: true
        case .generic: false
        }
        if isHey {
            if let config { throw GeneratorError.usage("\(SpecLoader.displayPath(config)) names another service's SDK; HEY's profile takes no config file") }
            return .hey
        }
        let besideSpec = specFolder.appendingPathComponent(configFileName)
        let file = config ?? (FileManager.default.fileExists(atPath: besideSpec.path) ? besideSpec : nil)
        return generic(document: spec.document, config: try file.map(SDKConfig.load) ?? SDKConfig())
    }

    /// Whether a title names HEY as a word (`HEY`, `HEY API (Swift SDK model)`).
    static func namesHey(_ title: String) -> Bool {
        title.split { !($0.isLetter || $0.isNumber) }.contains("HEY")
    }

    /// The names file a run reads when none is given: HEY's `names.toml` (in the working folder)
    /// for HEY's profile, a `names.toml` in the spec folder for another service, if it has one.
    func defaultNamesFile(specFolder: URL) -> URL? {
        if self == .hey { return URL(fileURLWithPath: "names.toml") }
        let beside = specFolder.appendingPathComponent("names.toml")
        return FileManager.default.fileExists(atPath: beside.path) ? beside : nil
    }
}
