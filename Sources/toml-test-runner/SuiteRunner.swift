import Foundation

/// Feeds every `.toml` file listed in the suite's `files-toml-1.0.0` to the decoder and checks
/// the result: `valid/` files must decode to their sibling `.json`, `invalid/` files must fail.
struct SuiteRunner {
    let suiteDirectory: URL
    let decoder: DecoderProcess
    /// How many decoders run at once.
    let parallelism: Int

    /// The relative paths listed for TOML 1.0.0, without the expected-output `.json` files
    /// (anything else listed is checked, and fails as unknown).
    func listedFiles() throws -> [String] {
        let listURL = suiteDirectory.appendingPathComponent("files-toml-1.0.0")
        guard let list = try? String(contentsOf: listURL, encoding: .utf8) else {
            throw RunnerError("cannot read \(listURL.path)")
        }
        return list.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasSuffix(".json") }
    }

    /// Checks every file; returns the failure message for each file (nil when it passed), in order.
    func run(files: [String]) -> [String?] {
        let results = ResultStore(count: files.count)
        DispatchQueue.concurrentPerform(iterations: parallelism) { worker in
            while let index = results.claimNext() {
                results.record(check(files[index], worker: worker), at: index)
            }
        }
        return results.snapshot()
    }

    /// Checks one file; nil when it passed.
    func check(_ file: String, worker: Int) -> String? {
        guard file.hasSuffix(".toml") else { return "unknown entry in files-toml-1.0.0 (not a .toml or .json file)" }
        let tomlURL = suiteDirectory.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: tomlURL.path) else { return "listed file is missing" }
        let isValid = file.hasPrefix("valid/")
        guard isValid || file.hasPrefix("invalid/") else { return "not under valid/ or invalid/" }
        let output: DecoderOutput
        do {
            output = try decoder.run(input: tomlURL, worker: worker)
        } catch {
            return "could not run decoder: \(error)"
        }
        if output.timedOut { return "decoder did not finish within \(Int(decoder.timeout)) s" }
        let stderrLine = String(decoding: output.standardError, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let exitText = output.exitCode == -1 ? "a crash (signal)" : "exit \(output.exitCode)"
        guard isValid else {
            return output.exitCode == 1 ? nil : "expected exit 1 for an invalid document, got \(exitText)"
        }
        guard output.exitCode == 0 else {
            return "expected exit 0, got \(exitText): \(stderrLine)"
        }
        let jsonURL = tomlURL.deletingPathExtension().appendingPathExtension("json")
        guard let expectedData = try? Data(contentsOf: jsonURL) else { return "missing expected \(jsonURL.lastPathComponent)" }
        let expected: JSONValue
        switch JSONValue.parse(expectedData) {
        case .success(let value): expected = value
        case .failure(let error): return "expected JSON does not parse: \(error)"
        }
        switch JSONValue.parse(output.standardOutput) {
        case .success(let actual):
            return TaggedJSONComparison.difference(expected: expected, actual: actual)
        case .failure:
            return "decoder output is not JSON: \(String(decoding: output.standardOutput.prefix(200), as: UTF8.self))"
        }
    }
}

/// Hands out file indexes to workers and collects their results, under a lock.
final class ResultStore: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [String?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next unclaimed index, or nil when all are taken.
    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func record(_ result: String?, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func snapshot() -> [String?] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
