import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's memory, for the paging figure.
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

    /// The peak resident set size so far, in bytes.
    static func peak() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
