import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's memory, for the paging and body-cap figures.
enum ResidentMemory {
    #if os(Linux)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif

    /// Whether ``current()`` is the resident set size now (Linux) rather than the peak so far.
    static var isCurrent: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// The resident set size in bytes: now, read from `/proc/self/statm` on Linux; elsewhere
    /// the peak so far (`getrusage`), which still shows growth but never a fall.
    static func current() -> Int {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return peak() }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return peak() }
        return pages * pageSize
        #else
        return peak()
        #endif
    }

    /// Runs `body` and answers by how many bytes the peak resident set rose above the resident
    /// set before it (Linux: the peak is reset through `/proc/self/clear_refs`), or nil where the
    /// peak cannot be reset.
    static func peakGrowth(_ body: () async throws -> Void) async rethrows -> Int? {
        #if os(Linux)
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else {
            try await body()
            return nil
        }
        let before = current()
        try await body()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024 - before
        #else
        try await body()
        return nil
        #endif
    }

    /// The peak resident set size so far, in bytes.
    static func peak() -> Int {
        let usage = Stats.processUsage()
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
