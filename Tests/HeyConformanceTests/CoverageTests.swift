import Foundation
import Hey
import Testing
@testable import HeyConformance

@Suite("Our fixtures in conformance/tests")
struct CoverageTests {
    /// `conformance/tests` of the repository this file is in.
    static let folder = Fixtures.repository.appendingPathComponent("conformance/tests")

    static func cases() throws -> [FixtureCase] {
        try FixtureFile.discover(in: folder).flatMap { file in
            try FixtureFile.decode(try Data(contentsOf: file.url)).map { entry -> FixtureCase in
                guard case .decoded(let fixture) = entry else {
                    throw TestFailure("\(file.displayName): \(entry)")
                }
                return fixture
            }
        }
    }

    @Test("Every operation of the model (Routes.all) appears in at least one case through the table")
    func everyOperationCovered() throws {
        let used = Set(try Self.cases().filter { !$0.usesHandwrittenLayer }.map(\.operation))
        let all = Set(Routes.all.map(\.id))
        #expect(all.count == Routes.all.count)
        #expect(all.subtracting(used).sorted() == [])
    }

    @Test("At least 150 cases, every one understood, names unique within a file")
    func casesUnderstood() throws {
        let cases = try Self.cases()
        let bodies = try Fixtures.bodies()
        #expect(cases.count >= 150)
        for fixture in cases {
            #expect(fixture.problems.isEmpty, "\(fixture.name): \(fixture.problems)")
            if case .failure(let why) = OperationResolver.resolve(fixture, bodies: bodies) { Issue.record("\(fixture.name): \(why)") }
        }
        for file in try FixtureFile.discover(in: Self.folder) {
            let names = try FixtureFile.decode(try Data(contentsOf: file.url)).enumerated().map { $1.displayName(index: $0) }
            #expect(Set(names).count == names.count, "\(file.displayName) repeats a case name")
        }
    }

    @Test("At least 40 cases are written as HEY's shared fixtures are (tagged upstream), in files of their own")
    func upstreamConventionCases() throws {
        let upstream = try FixtureFile.discover(in: Self.folder).filter { $0.displayName.hasPrefix("upstream-") }
        let cases = try upstream.flatMap { try FixtureFile.decode(try Data(contentsOf: $0.url)) }
        #expect(cases.count >= 40)
        for case .decoded(let fixture) in cases {
            #expect(fixture.tags.contains("upstream"), "\(fixture.name) is not tagged upstream")
        }
    }
}
