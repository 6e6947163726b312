import Foundation

/// Which library and which API contract a client speaks for: the generated code hands these to
/// the runtime when it makes a client (the runtime itself knows no version), and every request
/// carries them in its User-Agent.
struct SDKVersions: Sendable, Hashable {
    /// The library's version (`0.1.0`).
    let library: String
    /// The version of the HEY API contract the library was generated from (`2026-10-05`).
    let api: String

    /// `hey-sdk-swift/<library> (api:<api>)`, followed by the config's own product tokens when set.
    func userAgent(adding extra: String?) -> String {
        let base = "hey-sdk-swift/\(library) (api:\(api))"
        guard let extra = extra?.trimmingCharacters(in: .whitespacesAndNewlines), !extra.isEmpty else { return base }
        return "\(base) \(extra)"
    }
}
