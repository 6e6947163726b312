import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process did: its exit status, wall time and peak resident memory.
struct ChildRun {
    /// The exit status (128 + the signal number when a signal ended it).
    let status: Int32
    /// Wall seconds from spawn to reaping.
    let seconds: Double
    /// The child's own CPU seconds, user plus system (`wait4`'s `ru_utime` + `ru_stime`); on a
    /// busy machine wall time waits on the disk and other processes, CPU time much less.
    let cpuSeconds: Double
    /// The child's own peak resident set size in bytes.
    let peakBytes: Int
    /// False when ``peakBytes`` may include the bench's own memory (see ``ProcessRunner``).
    let peakIsExact: Bool
    /// The file holding the child's standard output and error.
    let log: URL

    /// The last `count` lines of the log, for error messages.
    func logTail(_ count: Int = 20) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
    }
}

/// A child process failed to start or exited non-zero.
struct ChildFailure: Error, CustomStringConvertible {
    let command: String
    let detail: String
    var description: String { "\(command): \(detail)" }
}

/// Runs commands as fresh processes with `posix_spawnp` and reaps them with `wait4`, which
/// reports that one child's CPU time and peak memory (unlike `getrusage(RUSAGE_CHILDREN)`, which
/// keeps the largest child so far). Output goes to a log file, never to the bench's own output.
///
/// On Linux a spawned child's `ru_maxrss` starts at the *parent's* peak (the kernel records the
/// old address space's high-water mark at `exec`, and `posix_spawn` runs in the parent's), so
/// there the child runs under `/usr/bin/time`, whose own small footprint is what carries over,
/// and the peak is read from its report. Without `/usr/bin/time` the peak is an upper bound.
enum ProcessRunner {
    /// GNU time, when present (Linux only).
    private static let timeTool: String? = {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
        #else
        nil
        #endif
    }()

    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments`, writing its
    /// standard output and error to `log`. Throws when it cannot start; a non-zero exit is
    /// reported in ``ChildRun/status``.
    static func run(_ executable: String, _ arguments: [String], log: URL) throws -> ChildRun {
        guard let timeTool else { return try spawn(executable, arguments, log: log, exact: !isLinux) }
        let report = log.appendingPathExtension("rusage")
        let direct = try spawn(timeTool, ["-f", "%M %U %S", "-o", report.path, executable] + arguments, log: log, exact: true)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let fields = text.split(separator: "\n").last?.split(separator: " ") ?? []
        guard fields.count == 3, let kilobytes = Int(fields[0]), let user = Double(fields[1]), let system = Double(fields[2]) else {
            if direct.status == 0 { throw ChildFailure(command: executable, detail: "cannot read /usr/bin/time's report: \(text)") }
            return direct
        }
        return ChildRun(status: direct.status, seconds: direct.seconds, cpuSeconds: user + system,
                        peakBytes: kilobytes * 1024, peakIsExact: true, log: log)
    }

    private static var isLinux: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Spawns and reaps one process.
    private static func spawn(_ executable: String, _ arguments: [String], log: URL, exact: Bool) throws -> ChildRun {
        let command = ([executable] + arguments).joined(separator: " ")
        var actions = makeFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) == 0,
              posix_spawn_file_actions_adddup2(&actions, 1, 2) == 0
        else { throw ChildFailure(command: command, detail: "cannot redirect output to \(log.path)") }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        var pid = pid_t()
        let start = ContinuousClock.now
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environment)
        guard spawned == 0 else {
            throw ChildFailure(command: command, detail: "cannot start (\(String(cString: strerror(spawned))))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else {
                throw ChildFailure(command: command, detail: "wait4 failed (\(String(cString: strerror(errno))))")
            }
        }
        let seconds = Stats.seconds(since: start)
        return ChildRun(status: exitStatus(status), seconds: seconds, cpuSeconds: Stats.cpuSeconds(usage),
                        peakBytes: peakBytes(usage), peakIsExact: exact, log: log)
    }

    /// Runs and throws a ``ChildFailure`` carrying the log's tail when the exit status is not 0.
    static func runChecked(_ executable: String, _ arguments: [String], log: URL) throws -> ChildRun {
        let result = try run(executable, arguments, log: log)
        guard result.status == 0 else {
            throw ChildFailure(command: ([executable] + arguments).joined(separator: " "),
                               detail: "exit status \(result.status); its output ends:\n\(result.logTail())")
        }
        return result
    }

    #if canImport(Darwin)
    private static func makeFileActions() -> posix_spawn_file_actions_t? {
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        return actions
    }

    /// `ru_maxrss` is in bytes on Darwin.
    private static func peakBytes(_ usage: rusage) -> Int { Int(usage.ru_maxrss) }
    #else
    private static func makeFileActions() -> posix_spawn_file_actions_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    }

    /// `ru_maxrss` is in kilobytes on Linux.
    private static func peakBytes(_ usage: rusage) -> Int { Int(usage.ru_maxrss) * 1024 }
    #endif

    /// Decodes a `wait` status: the exit code, or 128 + the signal for a killed child.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
