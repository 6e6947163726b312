import Foundation

/// The few statistics the figures need.
enum Stats {
    /// The median of `values` (the mean of the two middle values for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of integer samples (e.g. peak memory in bytes).
    static func median(_ values: [Int]) -> Int {
        Int(median(values.map(Double.init)).rounded())
    }

    /// Seconds since `start` on the continuous clock.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        seconds(ContinuousClock.now - start)
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// User + system seconds of `usage`.
    static func cpuSeconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// This process's resource usage so far (every thread of it).
    static func processUsage() -> rusage {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #endif
        return usage
    }

    /// User + system seconds this process has used so far.
    static func processCPUSeconds() -> Double {
        cpuSeconds(processUsage())
    }

    /// Runs `body` and answers its result with the seconds it took.
    static func timed<T>(_ body: () async throws -> T) async rethrows -> (value: T, seconds: Double) {
        let start = ContinuousClock.now
        let value = try await body()
        return (value, seconds(since: start))
    }
}
