import Foundation
import Hey
import HeyTestSupport

/// Paging: `client.pages(from:)` walking 1,000 pages of contacts on the loopback server, with
/// the time per page and this process's resident memory sampled during the walk (it must stay
/// flat: the walk holds one page at a time).
struct PagingBench {
    let report: Report
    let pages = 1_000
    let contactsPerPage = 20
    let walks = 3
    let sampleEvery = 10

    func run() async throws {
        report.heading("Paging (\(Format.count(pages)) pages of \(contactsPerPage) contacts, client.pages(from:), loopback server)")
        let server = try LoopbackServer()
        defer { server.stop() }
        let handler = Self.handler(body: Fixtures.contacts(contactsPerPage), perPage: contactsPerPage, pages: pages,
                                   base: server.baseURL.absoluteString)
        server.respond(with: handler)
        let client = try HeyClient(accessToken: "bench-token", config: HeyConfig(baseURL: server.baseURL.absoluteString))

        // Warm up: first-use costs and connections, so the first sample is not ramp-up.
        var warm = 0
        for try await _ in client.pages(from: try await client.contacts.list()) {
            warm += 1
            if warm == 20 { break }
        }

        var times: [Double] = [], samples: [Int] = []
        for walk in 1...walks {
            report.progress("paging walk \(walk)/\(walks)")
            var count = 0
            let start = ContinuousClock.now
            for try await page in client.pages(from: try await client.contacts.list()) {
                count += 1
                guard page.value.count == contactsPerPage else { throw BenchError("page \(count) held \(page.value.count) contacts, not \(contactsPerPage)") }
                // Nothing is in flight between pages: drop the server's request log so its
                // growth is not counted as the walk's.
                server.reset()
                server.respond(with: handler)
                if count == 1 || count % sampleEvery == 0 || count == pages { samples.append(ResidentMemory.current()) }
            }
            times.append(Stats.seconds(since: start))
            guard count == pages else { throw BenchError("the walk read \(count) pages, not \(pages)") }
        }
        let perPage = Stats.median(times) / Double(pages)
        let first = samples.first ?? 0, last = samples.last ?? 0, peak = samples.max() ?? 0
        let growth = peak - first
        let verdict = growth < 5 * 1_048_576 ? "flat" : "grew"
        let kind = ResidentMemory.isCurrent ? "resident memory" : "peak memory so far"
        report.figure("walk of \(Format.count(pages)) pages: \(Format.milliseconds(perPage)) per page median of \(walks) walks "
            + "(\(Format.seconds(Stats.median(times))) per walk); \(kind) over \(samples.count) samples: "
            + "first \(Format.megabytes1(first)), last \(Format.megabytes1(last)), max \(Format.megabytes1(peak)) — "
            + "\(verdict) (max − first \(Format.megabytes1(growth)))")
    }

    /// Answers page N (the `page` query value, 1 without one) with `body`, a total count, and a
    /// `Link` to page N+1 until the last.
    static func handler(body: Data, perPage: Int, pages: Int, base: String) -> @Sendable (RecordedRequest) -> ScriptedResponse {
        { request in
            let page = request.queryValues("page").first.flatMap { Int($0) } ?? 1
            var headers: [(name: String, value: String)] = [
                (name: "Content-Type", value: "application/json"),
                (name: "X-Total-Count", value: String(pages * perPage)),
            ]
            if page < pages {
                headers.append((name: "Link", value: "<\(base)/contacts.json?page=\(page + 1)>; rel=\"next\""))
            }
            return ScriptedResponse(status: 200, headers: headers, body: body)
        }
    }
}
