import Foundation

/// What one run of the decoder produced.
struct DecoderOutput {
    /// The exit status, or -1 when the decoder was killed by a signal.
    var exitCode: Int32
    var standardOutput: Data
    var standardError: Data
    var timedOut: Bool
}

/// Runs the decoder executable on one file, feeding it on standard input.
/// Output goes to scratch files (not pipes) so a chatty decoder can never block.
struct DecoderProcess {
    let executable: URL
    let scratchDirectory: URL
    let timeout: TimeInterval

    /// Runs the decoder with `input` as standard input; `worker` picks distinct scratch files.
    func run(input: URL, worker: Int) throws -> DecoderOutput {
        let outURL = scratchDirectory.appendingPathComponent("worker-\(worker).out")
        let errURL = scratchDirectory.appendingPathComponent("worker-\(worker).err")
        for url in [outURL, errURL] {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw RunnerError("cannot create scratch file \(url.path)")
            }
        }
        let inputHandle = try FileHandle(forReadingFrom: input)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer {
            try? inputHandle.close()
            try? outHandle.close()
            try? errHandle.close()
        }
        let process = Process()
        process.executableURL = executable
        process.standardInput = inputHandle
        process.standardOutput = outHandle
        process.standardError = errHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        return DecoderOutput(
            exitCode: process.terminationReason == .exit ? process.terminationStatus : -1,
            standardOutput: (try? Data(contentsOf: outURL)) ?? Data(),
            standardError: (try? Data(contentsOf: errURL)) ?? Data(),
            timedOut: timedOut
        )
    }
}

/// A runner problem that stops the run (not a test failure).
struct RunnerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
