import Foundation

/// The repository the bench measures and the scratch folders it works in.
struct Workspace {
    /// The repository root: the folder holding spec/, names.toml, Templates/, Output/ and VERSION.
    let root: URL
    /// A temporary folder removed when the bench ends.
    let scratch: URL

    /// Finds the root from the current directory upwards.
    static func find() throws -> Workspace {
        var candidate = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while true {
            let needed = ["spec/openapi.json", "spec/behavior-model.json", "names.toml", "Templates", "Output/Sources/Hey", "VERSION"]
            if needed.allSatisfy({ FileManager.default.fileExists(atPath: candidate.appendingPathComponent($0).path) }) {
                let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hey-bench-\(ProcessInfo.processInfo.processIdentifier)")
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                return Workspace(root: candidate, scratch: scratch)
            }
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else {
                throw BenchError("run hey-bench from the repository root: no folder from \(FileManager.default.currentDirectoryPath) up holds spec/, names.toml, Templates/, Output/Sources/Hey and VERSION")
            }
            candidate = parent
        }
    }

    /// `path` under the root.
    func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// A new empty folder under the scratch folder.
    func freshFolder(_ name: String) throws -> URL {
        let folder = scratch.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The path of a folder under the scratch folder that does not exist yet (the generator
    /// creates it, as on a first `make generate`).
    func newFolderPath(_ name: String) throws -> URL {
        let folder = scratch.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// A log file path under the scratch folder.
    func log(_ name: String) -> URL { scratch.appendingPathComponent(name + ".log") }

    /// Removes the scratch folder.
    func cleanUp() {
        try? FileManager.default.removeItem(at: scratch)
    }
}

/// A failure that stops the bench (bad input or a command that failed, never slowness).
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
