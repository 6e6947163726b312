import Foundation

/// The figure families, in the order they run and print. The clean builds come last: they
/// are the slow part, and the time budget decides how many of them fit.
enum Family: String, CaseIterable {
    case generation, size, requests, caps, paging, decoding, corpus, build
}

/// What `hey-bench` was asked to do.
struct BenchOptions {
    /// The `hey-generator` executable to time (the Makefile passes the release build).
    var generator: String
    /// The `swift` used for the build figures and the version line.
    var swift = "swift"
    /// Clean builds per configuration, at most.
    var buildRuns = 3
    /// Seconds the whole run may take; no further clean build starts when it would likely end
    /// later (the first of each configuration always runs).
    var timeBudget = 570.0
    /// When the budget started (seconds since 1970; `make bench` passes the time it started,
    /// so its own compiling counts), or nil for the bench's own start.
    var startedAt: Double?
    /// The families to run.
    var families = Family.allCases
    /// Where to write the figures once every family has run.
    var record: URL?
    /// The folder of published OpenAPI documents whose largest the corpus figures render.
    var corpus: URL?

    static let usage = """
        usage: hey-bench --generator PATH [--swift PATH] [--build-runs N] [--quick] [--time-budget S] [--started-at EPOCH]
                         [--only LIST] [--record FILE] [--corpus DIR]

          --generator PATH   the hey-generator executable to time (build it with -c release)
          --swift PATH       the swift driver for the build figures (default: swift on PATH)
          --build-runs N     clean builds per configuration, at most (default 3)
          --quick            skip the build figures
          --time-budget S    seconds the run may take (default 570): a clean build that would likely end
                             later is skipped (one of each always runs)
          --started-at EPOCH when the budget started, in seconds since 1970 (default: now)
          --only LIST        run only these families, comma-separated: \(Family.allCases.map(\.rawValue).joined(separator: ","))
          --record FILE      also write the figures to FILE when the run succeeds
          --corpus DIR       a folder of OpenAPI documents (one folder each): the largest is rendered and
                             built for the corpus figures (without it they say they did not run)

        Run from the repository root (or below it): spec/, names.toml, Templates/ and Output/ are found from there.
        """

    /// Parses the arguments after the program name; throws a usage message.
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var generator: String?
        var options = BenchOptions(generator: "")
        var quick = false
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let value = remaining.popFirst(), !value.isEmpty else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--generator": generator = try value(argument)
            case "--swift": options.swift = try value(argument)
            case "--build-runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0 else { throw UsageError("--build-runs needs a positive number, not \(text)") }
                options.buildRuns = runs
            case "--quick": quick = true
            case "--time-budget":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0 else { throw UsageError("--time-budget needs a positive number of seconds, not \(text)") }
                options.timeBudget = seconds
            case "--started-at":
                let text = try value(argument)
                guard let epoch = Double(text) else { throw UsageError("--started-at needs seconds since 1970, not \(text)") }
                options.startedAt = epoch
            case "--only":
                options.families = try value(argument).split(separator: ",").map { name in
                    guard let family = Family(rawValue: String(name)) else { throw UsageError("--only: unknown family \(name)") }
                    return family
                }
            case "--record": options.record = URL(fileURLWithPath: try value(argument))
            case "--corpus": options.corpus = URL(fileURLWithPath: try value(argument))
            case "-h", "--help": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        if quick { options.families.removeAll { $0 == .build || $0 == .corpus } }
        guard let generator else {
            if options.families.contains(.generation) || options.families.contains(.corpus) { throw UsageError("--generator is required for the generation and corpus figures") }
            return options
        }
        options.generator = generator
        return options
    }
}

/// A bad command line; `nil` message means `--help`.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
