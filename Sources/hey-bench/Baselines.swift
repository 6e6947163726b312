/// The peer's figures and the goals each figure is held to. The bench prints them; it asserts none.
///
/// The peer (swift-openapi-generator) is not run by the bench: its figures were recorded once,
/// beside ours in the same run, and are printed as such — labelled with their date, never divided
/// into a figure of this run, since the machine, the spec and both generators move from day to day.
enum Baselines {
    /// The peer's name as the figures print it.
    static let peer = "swift-openapi-generator"

    /// Figures of one side of a recorded run.
    struct Side {
        /// Full render of the HEY model: wall seconds and peak memory in bytes.
        let generateSeconds: Double
        let generatePeakBytes: Int
        /// Lines of Swift written for the HEY model.
        let lines: Int
        /// The generated module alone, clean build, seconds (debug, release).
        let debugBuildSeconds: Double
        let releaseBuildSeconds: Double
    }

    /// swift-openapi-generator and hey-generator rendering and building the same spec side by
    /// side in one run (issue 35): medians of 3.
    enum Recorded {
        /// How every line of these figures starts.
        static let label = "recorded 2026-12-04, not measured in this run"
        /// What was run, and where.
        static let setting = "swift-openapi-generator 1.13.0 and hey-generator side by side on the same spec, medians of 3, "
            + "2 cores, the project's Linux machine kind with Swift 6.3.1"

        static let peer = Side(generateSeconds: 2.69, generatePeakBytes: 58 * 1_048_576, lines: 75_951,
                               debugBuildSeconds: 124.7, releaseBuildSeconds: 217.8)
        /// The peer's runtime dependencies, which an app builds besides the generated module:
        /// clean build seconds, debug and release.
        static let peerRuntimeDebugBuildSeconds = 20.3
        static let peerRuntimeReleaseBuildSeconds = 41.3

        /// Ours in that same run.
        static let ours = Side(generateSeconds: 0.29, generatePeakBytes: 30 * 1_048_576, lines: 17_621,
                               debugBuildSeconds: 27.6, releaseBuildSeconds: 77.6)

        /// `recorded 2026-12-04, not measured in this run (<setting>): <text>`.
        static func line(_ text: String) -> String { "\(label) (\(setting)): \(text)" }
    }

    /// The peer decoding 10,000 postings, as issue 11 stated it (before 2026-11-30; the version,
    /// machine and run were not recorded): with its default Linux date handling, and with
    /// `JSONDecoder`'s `.iso8601`.
    enum StatedDecoding {
        static let label = "stated in issue 11 (before 2026-11-30; version and machine not recorded), not measured in this run"
        static let seconds = 13.0
        static let iso8601Seconds = 1.1
    }

    /// Goals.
    static let goalGenerateSeconds = 0.30
    static let goalNoChangeSeconds = 0.15
    static let goalPeakBytes = 60 * 1_048_576
    static let goalGrowth = 10.0
    static let goalLinesShare = 1.0 / 3.0
    static let goalRequestRatio = 1.10
    static let goalConcurrentRequestRatio = 1.05
    static let goalDecodeRatio = 1.05
}
