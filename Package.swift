// swift-tools-version:6.0
import PackageDescription

// The `Hey` library is what an app resolves from a vX.Y.Z tag of this repository: it builds from
// the generated package in Output/ and needs nothing else. `HeyTesting`, for the app's tests,
// adds a scripted HEY on top of it (and the loopback server it runs on). The other targets (the
// generator, its TOML reader and template engine, the suite runners, the benchmarks and the
// tests) are built only when this repository itself is the package being built.
let package = Package(
    name: "hey-sdk-swift",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Hey", targets: ["Hey"]),
        .library(name: "HeyTesting", targets: ["HeyTesting"]),
    ],
    targets: [
        // The SDK, rendered by the generator (never edited by hand).
        .target(name: "Hey", path: "Output/Sources/Hey"),
        // The hand-written runtime compiled where it is written, on its own: it refers to nothing
        // generated (the generated code hands it what it needs), so any model version can use it.
        // The Hey package carries a copy of it; this target is only ever built, never imported.
        .target(name: "HeyRuntime", path: "Templates/Runtime"),
        .target(name: "HeyDispatch", dependencies: ["Hey"], path: "Output/Sources/HeyDispatch"),

        // The generator.
        .target(name: "TOML"),
        .target(name: "Mustache"),
        .target(name: "HeyGeneratorKit", dependencies: ["TOML", "Mustache"]),
        .executableTarget(name: "hey-generator", dependencies: ["HeyGeneratorKit"]),
        .executableTarget(name: "hey-needs-check", dependencies: ["HeyGeneratorKit"]),

        // Suite runners and test support.
        .target(name: "HeyTestSupport"),
        .executableTarget(name: "toml-test-decoder", dependencies: ["TOML"]),
        .executableTarget(name: "toml-test-runner"),
        .executableTarget(name: "mustache-spec", dependencies: ["Mustache"]),
        .target(name: "HeyConformance", dependencies: ["Hey", "HeyDispatch", "HeyTestSupport"]),
        .executableTarget(name: "hey-conformance", dependencies: ["HeyConformance"]),
        .executableTarget(name: "hey-bench", dependencies: ["Hey", "HeyTestSupport"]),

        // HeyTesting: a scripted HEY for an app's tests, and what it costs on each connection.
        .target(name: "HeyTesting", dependencies: ["Hey", "HeyTestSupport"]),
        .testTarget(name: "HeyTestingTests", dependencies: ["HeyTesting", "Hey"]),
        .executableTarget(name: "heytesting-bench", dependencies: ["HeyTesting", "Hey"]),

        // Tests.
        .testTarget(name: "TOMLTests", dependencies: ["TOML"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "HeyGeneratorKitTests", dependencies: ["HeyGeneratorKit"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "HeyTestSupportTests", dependencies: ["HeyTestSupport"]),
        .testTarget(name: "HeyTests", dependencies: ["Hey", "HeyTestSupport"]),
        .testTarget(name: "HeyConformanceTests", dependencies: ["HeyConformance", "Hey", "HeyDispatch", "HeyTestSupport"]),
        .testTarget(name: "HeyBehaviorTests", dependencies: ["Hey"]),
    ]
)
