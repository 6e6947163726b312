/// The peer's figures (swift-openapi-generator on the HEY model, measured on the 2-core machine
/// issue 11 names) and the goals each figure is held to. The bench prints them; it asserts none.
enum Baselines {
    /// The peer's name as the figures print it.
    static let peer = "swift-openapi-generator"

    /// The peer's full render of the HEY model: wall seconds and peak memory in bytes.
    static let peerGenerateSeconds = 1.5
    static let peerGeneratePeakBytes = 54 * 1_048_576
    /// Lines the peer writes for the HEY model.
    static let peerLines = 62_000
    /// The peer's generated module alone, clean build, seconds.
    static let peerDebugBuildSeconds = 38.0
    static let peerReleaseBuildSeconds = 69.0
    /// The peer decoding 10,000 postings: with its default Linux date handling, and with
    /// `JSONDecoder`'s `.iso8601`.
    static let peerDecodeSeconds = 13.0
    static let peerDecodeISO8601Seconds = 1.1

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
