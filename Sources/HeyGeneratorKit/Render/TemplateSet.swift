import Foundation
import Mustache

/// What `Templates/` holds: the Mustache templates (parsed once, strict, no HTML escaping) and
/// the hand-written files that are copied verbatim: Swift (`Runtime/`, `Extensions/`, `Dispatch/`)
/// and the documentation catalog's articles (`Hey.docc/`).
public struct TemplateSet: Sendable {
    /// A hand-written file copied into the package.
    public struct VerbatimFile: Sendable {
        /// Path relative to `Templates/` (`Runtime/HeyClient.swift`).
        public let source: String
        /// Where it goes, relative to the output folder.
        public let destination: String
        public let text: String
    }

    let library: TemplateLibrary
    /// The verbatim files, sorted by source path.
    public let verbatim: [VerbatimFile]
    /// The conveniences (`Extensions/`) read into regions, by source path.
    public let conveniences: [String: ConvenienceFile]

    /// Where each verbatim folder of `Templates/` lands in the output package, and its files' kind.
    /// The catalog sits in the `Hey` target, where Xcode's Build Documentation finds it.
    static let verbatimFolders: [(folder: String, destination: String, suffix: String)] = [
        ("Runtime", "Sources/Hey/Runtime", ".swift"),
        ("Extensions", "Sources/Hey/Extensions", ".swift"),
        ("Dispatch", "Sources/HeyDispatch/Support", ".swift"),
        ("Hey.docc", "Sources/Hey/Hey.docc", ".md"),
    ]

    /// Loads a templates folder.
    public init(directory: URL) throws {
        library = try TemplateLibrary(directory: directory, configuration: .init(escaping: .none, strict: true))
        var files: [VerbatimFile] = []
        for (folder, destination, suffix) in Self.verbatimFolders {
            let root = directory.appendingPathComponent(folder)
            for relative in try Self.files(under: root, endingWith: suffix) {
                let url = root.appendingPathComponent(relative)
                guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                    throw GeneratorError.io("cannot read \(SpecLoader.displayPath(url)) as UTF-8")
                }
                files.append(VerbatimFile(source: "\(folder)/\(relative)", destination: "\(destination)/\(relative)", text: text))
            }
        }
        verbatim = files
        var conveniences: [String: ConvenienceFile] = [:]
        for file in files where file.source.hasPrefix(Self.gatedFolder + "/") {
            conveniences[file.source] = try ConvenienceFile(source: file.source, text: file.text)
        }
        self.conveniences = conveniences
    }

    /// The verbatim folder whose files declare what they need from the model (`// needs …:`).
    static let gatedFolder = "Extensions"

    /// Whether a verbatim file is one of HEY's own: a convenience (`Extensions/`) or an article of
    /// the documentation catalog (`Hey.docc/`), which only HEY's profile renders.
    static func isHeyConvenience(_ file: VerbatimFile) -> Bool {
        file.source.hasPrefix(gatedFolder + "/") || file.source.hasPrefix("Hey.docc/")
    }

    func render(_ name: String, _ context: MustacheValue) throws -> String {
        try library.render(name, context)
    }

    /// Every file below `root` whose name ends with `suffix`, relative and sorted; none when the
    /// folder is absent.
    static func files(under root: URL, endingWith suffix: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: root.path) else { return [] }
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix) { result.append(relative) }
        }
        return result.sorted()
    }
}
