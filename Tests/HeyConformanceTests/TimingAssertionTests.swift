import Foundation
import Testing
@testable import HeyConformance

@Suite("Timing assertion: delayBetweenRequests")
struct TimingAssertionTests {
    @Test func delayBetweenRequests() async {
        let start = ContinuousClock.now
        let spaced = Fixtures.observation([
            Fixtures.request("/a.json", at: start),
            Fixtures.request("/a.json", at: start.advanced(by: .milliseconds(1_200))),
            Fixtures.request("/a.json", at: start.advanced(by: .milliseconds(3_500))),
        ])
        #expect(await Fixtures.failure(.delayBetweenRequests(minMilliseconds: 1_000), spaced) == nil)
        #expect(await Fixtures.failure(.delayBetweenRequests(minMilliseconds: 2_000), spaced)
                == "test: requests 1 and 2 arrived 1200 ms apart, expected at least 2000 ms")
        let single = Fixtures.observation([Fixtures.request("/a.json")])
        #expect(await Fixtures.failure(.delayBetweenRequests(minMilliseconds: 0), single) == "test: needs at least two requests, got 1")
    }
}
