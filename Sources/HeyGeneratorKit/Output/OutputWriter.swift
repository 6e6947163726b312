import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a write changed.
public struct WriteSummary: Sendable, Equatable {
    /// Files created or replaced.
    public var written: [String] = []
    /// Files already as rendered.
    public var unchanged: [String] = []
    /// Files no longer generated, deleted.
    public var removed: [String] = []
}

/// The output stage: makes a folder hold exactly the rendered files. A file is replaced only
/// when its bytes differ, through a temporary file renamed over it (so it is never seen
/// half-written); files the render no longer produces are removed. Entries whose name starts
/// with a dot (`.build`, `.swiftpm`) and `Package.resolved` belong to whoever builds the folder
/// and are left alone.
public struct OutputWriter {
    let root: URL
    private let files = FileManager.default

    /// A writer for the folder at `root`.
    public init(root: URL) { self.root = root }

    /// Writes `rendered` into the folder.
    public func write(_ rendered: [RenderedFile]) throws -> WriteSummary {
        let existing = try OutputSnapshot.read(root)
        if existing.files.isEmpty, existing.folders.isEmpty { return try writeWhole(rendered) }
        var summary = WriteSummary()
        let wanted = Set(rendered.map(\.path))
        // Stage every changed file next to its destination first: if any write fails, nothing
        // has been replaced yet and the folder is as it was.
        var staged: [(temporary: URL, destination: URL, path: String)] = []
        defer { for item in staged { try? files.removeItem(at: item.temporary) } }
        var createdFolders = Set(existing.folders.map { root.appendingPathComponent($0).path })
        for file in rendered {
            if existing.files[file.path] == file.contents {
                summary.unchanged.append(file.path)
                continue
            }
            let destination = root.appendingPathComponent(file.path)
            let folder = destination.deletingLastPathComponent()
            do {
                if createdFolders.insert(folder.path).inserted {
                    try files.createDirectory(at: folder, withIntermediateDirectories: true)
                }
                let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
                try Data(file.contents).write(to: temporary)
                staged.append((temporary, destination, file.path))
            } catch {
                throw GeneratorError.io("cannot write \(SpecLoader.displayPath(destination)): \(error.localizedDescription)")
            }
        }
        for item in staged {
            try move(item.temporary, to: item.destination)
            summary.written.append(item.path)
        }
        staged.removeAll()
        for path in existing.files.keys.sorted() where !wanted.contains(path) {
            try files.removeItem(at: root.appendingPathComponent(path))
            summary.removed.append(path)
        }
        try removeEmptyFolders(existing.folders, keeping: wanted)
        return summary
    }

    /// A folder with nothing generated in it yet (absent, or empty but for build artifacts) is
    /// written whole into a staging folder beside it first, which is then moved into place: the
    /// package appears whole (each of its top-level entries in one rename), and no file needs a
    /// rename of its own.
    private func writeWhole(_ rendered: [RenderedFile]) throws -> WriteSummary {
        let parent = root.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(root.lastPathComponent).staging-\(UUID().uuidString)")
        defer { try? files.removeItem(at: staging) }
        do {
            let folders = Set(rendered.map { staging.appendingPathComponent($0.path).deletingLastPathComponent().path })
            for folder in folders.sorted() {
                try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            // The files are independent: write them on every core, so one file's wait on the
            // disk overlaps another's.
            let failures = WriteFailures()
            DispatchQueue.concurrentPerform(iterations: rendered.count) { index in
                let destination = staging.appendingPathComponent(rendered[index].path)
                do {
                    try Data(rendered[index].contents).write(to: destination)
                } catch {
                    failures.record(error)
                }
            }
            if let failure = failures.first { throw failure }
        } catch {
            throw GeneratorError.io("cannot write \(SpecLoader.displayPath(root)): \(error.localizedDescription)")
        }
        if !files.fileExists(atPath: root.path) {
            try move(staging, to: root)
        } else {
            for entry in try files.contentsOfDirectory(atPath: staging.path).sorted() {
                try move(staging.appendingPathComponent(entry), to: root.appendingPathComponent(entry))
            }
        }
        return WriteSummary(written: rendered.map(\.path))
    }

    /// rename(2): atomic, and replaces a file at the destination.
    private func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw GeneratorError.io("cannot move \(SpecLoader.displayPath(destination)) into place: \(String(cString: strerror(errno)))")
        }
    }

    private func removeEmptyFolders(_ folders: [String], keeping wanted: Set<String>) throws {
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            let url = root.appendingPathComponent(folder)
            if let contents = try? files.contentsOfDirectory(atPath: url.path), contents.isEmpty {
                try files.removeItem(at: url)
            }
        }
    }
}

/// The generated files a folder holds now, by relative path.
struct OutputSnapshot {
    var files: [String: [UInt8]] = [:]
    var folders: [String] = []

    /// Reads every generated file under `root` (skipping dot entries and `Package.resolved`).
    static func read(_ root: URL) throws -> OutputSnapshot {
        var snapshot = OutputSnapshot()
        let manager = FileManager.default
        guard manager.fileExists(atPath: root.path) else { return snapshot }
        func walk(_ relative: String) throws {
            let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
            for name in try manager.contentsOfDirectory(atPath: url.path).sorted() {
                if name.hasPrefix(".") || (relative.isEmpty && name == "Package.resolved") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    snapshot.folders.append(path)
                    try walk(path)
                } else if let data = manager.contents(atPath: root.appendingPathComponent(path).path) {
                    snapshot.files[path] = [UInt8](data)
                }
            }
        }
        try walk("")
        return snapshot
    }
}

/// The first error of writes made on several threads.
private final class WriteFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func record(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        errors.append(error)
    }

    var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.first
    }
}
