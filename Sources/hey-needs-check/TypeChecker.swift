import Foundation
import HeyGeneratorKit

/// Runs `swiftc`: once to build the runtime as a module of its own, then to type-check each cut
/// package's generated code and conveniences against it (with the runtime imported `@testable`,
/// since both use its internal API, as they do when compiled together in the Hey package).
struct TypeChecker: Sendable {
    let swiftc: String
    static let flags = ["-swift-version", "6", "-warnings-as-errors"]

    /// Builds `Templates/Runtime` as the module `HeyRuntime` into `folder`.
    func buildRuntime(from runtime: URL, into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try Sources.swiftFiles(in: runtime)
        let arguments = ["-emit-module", "-enable-testing", "-parse-as-library", "-module-name", "HeyRuntime",
                         "-emit-module-path", folder.appendingPathComponent("HeyRuntime.swiftmodule").path] + Self.flags + files
        if let errors = try run(arguments) { throw CheckFailure(message: "the runtime does not compile on its own:\n\(errors)") }
    }

    /// Type-checks `files` (under `root`) as one module over the runtime in `runtime`; answers
    /// the compiler's errors with paths relative to `root`, or nil when they compile.
    func typecheck(_ files: [String], root: URL, runtime: URL) throws -> String? {
        let errors = try run(["-typecheck", "-parse-as-library", "-module-name", "Hey", "-I", runtime.path,
                              "-Xfrontend", "-testable-import-module", "-Xfrontend", "HeyRuntime"] + Self.flags + files)
        return errors?.replacingOccurrences(of: root.path + "/", with: "")
    }

    private func run(_ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftc] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let errors = text.split(separator: "\n").filter { $0.contains(": error:") }
        return errors.isEmpty ? text : errors.joined(separator: "\n")
    }
}

/// A failure of the check itself (not of a convenience).
struct CheckFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Writes the files the check compiles: the generated code and the conveniences of a rendering
/// (the runtime comes from its own module). The file that hands the runtime the package's facts
/// (versions, route table) is left out: it conforms a runtime type to a runtime protocol, which
/// only works inside one module, and no convenience reads it.
enum Sources {
    static let factsFile = "Sources/Hey/Generated/SDKVersion.swift"

    static func write(_ files: [RenderedFile], into folder: URL) throws -> [String] {
        var paths: [String] = []
        for file in files where (file.path.hasPrefix("Sources/Hey/Generated/") || file.path.hasPrefix("Sources/Hey/Extensions/"))
            && file.path != factsFile {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
            paths.append(url.path)
        }
        return paths
    }

    static func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }
}

/// The outcome of each case, filled in from several threads.
final class Results: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var failures: [Int: String?] = [:]

    func record(_ index: Int, failure: String?) {
        lock.withLock { failures[index] = .some(failure) }
    }

    func failure(at index: Int) -> String? {
        lock.withLock { failures[index] ?? "not run" }
    }

    /// Hands out case indexes one at a time.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take(below count: Int) -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
