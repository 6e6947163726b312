import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's peak resident memory, for tests that bound what one call holds.
///
/// Linux only: the peak (`VmHWM`) is reset through `/proc/self/clear_refs` and read from
/// `/proc/self/status`. Elsewhere, and under a sanitizer (`make tsan`: its shadow memory grows
/// with every byte touched, so the figure says nothing about what the client holds),
/// ``measure(_:)`` answers nil and a test checks what it can without it.
enum PeakMemory {
    /// Runs `body` and answers by how many bytes the peak resident memory rose above the
    /// resident memory before it, or nil where that cannot be read.
    static func measure(_ body: () async throws -> Void) async rethrows -> Int? {
        #if os(Linux)
        guard !underSanitizer, (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
              let before = field("VmRSS")
        else {
            try await body()
            return nil
        }
        try await body()
        return field("VmHWM").map { $0 - before }
        #else
        try await body()
        return nil
        #endif
    }

    /// Whether this test process runs only suites that measure memory, so that no other suite
    /// moves the figure (`HEY_MEMORY_TESTS=1`, which `make test` sets for the run it gives them).
    static let processIsOurs = ProcessInfo.processInfo.environment["HEY_MEMORY_TESTS"] == "1"

    #if os(Linux)
    /// Whether the thread or address sanitizer's runtime is loaded.
    static let underSanitizer: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
    }()
    #endif

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kilobytes = Int(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).dropLast(3)
                  .trimmingCharacters(in: .whitespaces))
        else { return nil }
        return kilobytes * 1024
    }
}
