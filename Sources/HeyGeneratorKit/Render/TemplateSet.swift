import Foundation
import Mustache

/// What `Templates/` holds: the Mustache templates (parsed once, strict, no HTML escaping) and
/// the hand-written Swift files that are copied verbatim (`Runtime/`, `Extensions/`, `Dispatch/`).
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

    /// Where each verbatim folder of `Templates/` lands in the output package.
    static let verbatimFolders: [(folder: String, destination: String)] = [
        ("Runtime", "Sources/Hey/Runtime"),
        ("Extensions", "Sources/Hey/Extensions"),
        ("Dispatch", "Sources/HeyDispatch/Support"),
    ]

    /// Loads a templates folder.
    public init(directory: URL) throws {
        library = try TemplateLibrary(directory: directory, configuration: .init(escaping: .none, strict: true))
        var files: [VerbatimFile] = []
        for (folder, destination) in Self.verbatimFolders {
            let root = directory.appendingPathComponent(folder)
            for relative in try Self.swiftFiles(under: root) {
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

    func render(_ name: String, _ context: MustacheValue) throws -> String {
        try library.render(name, context)
    }

    /// The type names the verbatim Swift files declare at top level (`public struct Page`,
    /// `enum HeyVersion`…), so no model type may take one.
    public var declaredTypeNames: Set<String> {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "final", "indirect", "package", "nonisolated"]
        var names: Set<String> = []
        for file in verbatim {
            for lineBytes in file.text.utf8.split(separator: UInt8(ascii: "\n")) {
                // Top-level declarations start in the first column with a letter.
                guard let first = lineBytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { continue }
                let words = Substring(lineBytes).split(whereSeparator: { " :<{=(".contains($0) })
                guard let kindIndex = words.firstIndex(where: { kinds.contains($0) }), kindIndex + 1 < words.count,
                      words[..<kindIndex].allSatisfy({ modifiers.contains($0) }) else { continue }
                names.insert(String(words[kindIndex + 1]))
            }
        }
        return names
    }

    /// Every `.swift` file below `root`, relative and sorted; none when the folder is absent.
    static func swiftFiles(under root: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: root.path) else { return [] }
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { result.append(relative) }
        }
        return result.sorted()
    }
}
