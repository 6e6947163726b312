import Foundation
import Hey

/// Decoding figures: 10,000 postings through the generated `Posting` on the SDK's own path (a
/// real `client.postings.getBundleUnseen` call whose transport hands back the answer from
/// memory, so no socket time is mixed in) versus a plain `Codable` struct of the same shape
/// decoded by a `JSONDecoder` with the same date parser; `.iso8601` as a reference.
struct DecodingBench {
    let report: Report
    let postings = 10_000
    let runs = 5

    func run() async throws {
        report.heading("Decoding (\(Format.count(postings)) postings, every member filled)")
        let body = Fixtures.bundleUnseen(postings: postings)
        let client = try HeyClient(accessToken: "bench-token",
                                   config: HeyConfig(maxRetries: 0, maxResponseBodyBytes: body.count + 1_048_576),
                                   transport: CannedTransport(body: body))

        // Check both paths decode everything once before timing anything.
        let first = try await client.postings.getBundleUnseen(postingId: 1).value
        guard first.postings.count == postings else { throw BenchError("the SDK decoded \(first.postings.count) postings, not \(postings)") }
        let unfilled = Fixtures.unfilledMembers(first.postings[0])
        let plainCount = try PlainDates.sameStrategyDecoder().decode(PlainBundleUnseen.self, from: body).postings.count
        guard plainCount == postings else { throw BenchError("the plain struct decoded \(plainCount) postings, not \(postings)") }

        var sdk: [Double] = [], plain: [Double] = []
        for run in 1...runs {
            report.progress("decoding run \(run)/\(runs)")
            let sdkFirst = run % 2 == 1
            for side in sdkFirst ? [true, false] : [false, true] {
                if side {
                    sdk.append(try await Stats.timed { try await client.postings.getBundleUnseen(postingId: 1).value.postings.count }.seconds)
                } else {
                    plain.append(try await Stats.timed { try PlainDates.sameStrategyDecoder().decode(PlainBundleUnseen.self, from: body).postings.count }.seconds)
                }
            }
        }
        let sdkSeconds = Stats.median(sdk), plainSeconds = Stats.median(plain)
        let size = "\(Format.megabytes1(body.count)) of JSON"
        let note = unfilled.isEmpty ? "" : " (left unfilled by the fixture: \(unfilled.joined(separator: ", ")))"
        report.figure("generated Posting via the SDK (client.postings.getBundleUnseen, in-memory transport, \(size)): "
            + "\(Format.seconds(sdkSeconds)) median of \(runs) — \(Format.ratio(sdkSeconds / plainSeconds)) plain Codable; "
            + "goal ≤ \(Format.ratio(Baselines.goalDecodeRatio))"
            + note)
        report.figure("plain Codable struct + JSONDecoder, same date parser (.custom): \(Format.seconds(plainSeconds)) median of \(runs)")

        let iso = try isoReference(body)
        report.figure("reference: plain Codable struct + JSONDecoder .iso8601\(iso.note): \(Format.seconds(iso.seconds)) median of \(runs) — "
            + "\(Format.ratio(iso.seconds / plainSeconds)) the same-parser time")
        report.figure("\(Baselines.StatedDecoding.label): \(Baselines.peer) decoding \(Format.count(postings)) postings "
            + "\(Format.seconds(Baselines.StatedDecoding.seconds)) with its default Linux dates, \(Format.seconds(Baselines.StatedDecoding.iso8601Seconds)) with .iso8601")
    }

    /// Times `.iso8601` on the same answer; when Foundation's `.iso8601` refuses fractional
    /// seconds or offsets, on the same answer with the milliseconds removed, and says so.
    private func isoReference(_ body: Data) throws -> (seconds: Double, note: String) {
        var data = body
        var note = ""
        if (try? PlainDates.iso8601Decoder().decode(PlainBundleUnseen.self, from: data)) == nil {
            data = Self.droppingMilliseconds(body)
            note = " (dates without milliseconds: .iso8601 refuses them here)"
            _ = try PlainDates.iso8601Decoder().decode(PlainBundleUnseen.self, from: data)
        }
        var samples: [Double] = []
        for _ in 1...runs {
            let start = ContinuousClock.now
            _ = try PlainDates.iso8601Decoder().decode(PlainBundleUnseen.self, from: data).postings.count
            samples.append(Stats.seconds(since: start))
        }
        return (Stats.median(samples), note)
    }

    /// The answer with every `.ddd` fraction before a zone removed.
    static func droppingMilliseconds(_ body: Data) -> Data {
        var output = [UInt8]()
        output.reserveCapacity(body.count)
        let bytes = [UInt8](body)
        var index = 0
        while index < bytes.count {
            // `:SS.ddd` followed by Z, + or - : drop `.ddd`.
            if bytes[index] == UInt8(ascii: "."), index >= 3, bytes[index - 3] == UInt8(ascii: ":"),
               index + 4 < bytes.count, bytes[(index + 1)...(index + 3)].allSatisfy({ (48...57).contains($0) }),
               [UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index + 4]) {
                index += 4
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return Data(output)
    }
}

/// A `Transport` that answers every request with the same JSON body at once.
struct CannedTransport: Transport {
    let body: Data

    func send(_ request: HTTPRequest,
              bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
