import Foundation
import Testing
@testable import HeyConformance

@Suite("The runner over a folder of fixtures")
struct RunnerTests {
    static let goodCase = """
    {"name": "reads a box", "operation": "GetBox", "pathParams": {"boxId": 17},
     "mockResponses": [{"status": 200, "body": {"id": 17}}],
     "assertions": [{"type": "requestPath", "expected": "/boxes/17.json"}, {"type": "noError"}]}
    """
    static let wrongPathCase = """
    {"name": "expects the wrong path", "operation": "GetBox", "pathParams": {"boxId": 17},
     "mockResponses": [{"status": 200, "body": {"id": 17}}],
     "assertions": [{"type": "requestPath", "expected": "/boxes/18.json"}, {"type": "noError"}]}
    """

    static func run(files: [String: String]) async throws -> (RunSummary, [String]) {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let collector = LineCollector()
        let summary = await ConformanceRunner(model: Fixtures.model, concurrency: 4).run(folder: folder) { collector.append($0) }
        return (summary, collector.lines)
    }

    @Test("A deliberately broken fixture (wrong path expected) fails and the run exits 1")
    func brokenFixtureFails() async throws {
        let (summary, lines) = try await Self.run(files: ["broken.json": "[\(Self.goodCase), \(Self.wrongPathCase)]"])
        #expect(lines == [
            "PASS broken.json: reads a box",
            "FAIL broken.json: expects the wrong path: requestPath: expected /boxes/18.json, got /boxes/17.json",
        ])
        #expect(summary == RunSummary(passed: 1, failed: 1))
        #expect(summary.closingLine == "1 passed, 1 failed")
        #expect(summary.exitStatus == 1)
    }

    @Test("A passing folder exits 0; files are read recursively, in sorted order, named by relative path")
    func passingFolder() async throws {
        let (summary, lines) = try await Self.run(files: [
            "b.json": "[\(Self.goodCase)]",
            "a/nested.json": "[\(Self.goodCase)]",
            "notes.txt": "not a fixture",
        ])
        #expect(lines == ["PASS a/nested.json: reads a box", "PASS b.json: reads a box"])
        #expect(summary.exitStatus == 0)
    }

    @Test("Output stays in file and case order while cases run concurrently")
    func orderKept() async throws {
        // The first case waits for a resend (at least a second); the others finish at once.
        let slow = """
        {"name": "slow", "operation": "ListBoxes", "mockResponses": [{"status": 503}, {"status": 200, "body": []}],
         "assertions": [{"type": "requestCount", "expected": 2}]}
        """
        let fast = (1...5).map { #"{"name": "fast \#($0)", "operation": "ListBoxes", "mockResponses": [{"status": 200, "body": []}], "assertions": [{"type": "noError"}]}"# }
        let (summary, lines) = try await Self.run(files: ["order.json": "[\(([slow] + fast).joined(separator: ","))]"])
        #expect(lines == ["PASS order.json: slow"] + (1...5).map { "PASS order.json: fast \($0)" })
        #expect(summary.passed == 6)
    }

    @Test("Anything not understood fails its case and says what: operation, assertion, config key, case key")
    func notUnderstoodFails() async throws {
        let cases = [
            #"{"name": "op", "operation": "ListBoxen", "assertions": [{"type": "noError"}]}"#,
            #"{"name": "assertion", "operation": "ListBoxes", "mockResponses": [{"status": 200, "body": []}], "assertions": [{"type": "requestCountt", "expected": 1}]}"#,
            #"{"name": "config", "operation": "ListBoxes", "configOverrides": {"retries": 1}, "assertions": [{"type": "noError"}]}"#,
            #"{"name": "key", "operation": "ListBoxes", "mockResponse": [], "assertions": [{"type": "noError"}]}"#,
            #"{"name": "argument", "operation": "GetBox", "pathParams": {"box_id": 1}, "assertions": [{"type": "noError"}]}"#,
            #"{"name": "handwritten", "operation": "ListBoxes", "configOverrides": {"clientLayer": "hey"}, "queryParams": {"bogus": 1}, "assertions": [{"type": "noError"}]}"#,
        ]
        let (summary, lines) = try await Self.run(files: ["unknown.json": "[\(cases.joined(separator: ","))]"])
        #expect(summary == RunSummary(passed: 0, failed: 6))
        #expect(lines[0].contains(#"not understood: unknown operation "ListBoxen""#), "\(lines[0])")
        #expect(lines[1].contains("not understood: /1/assertions/0 (requestCountt): unknown assertion type"), "\(lines[1])")
        #expect(lines[2].contains(#"not understood: /2/configOverrides: unknown config key "retries""#), "\(lines[2])")
        #expect(lines[3].contains(#"not understood: /3: unknown key "mockResponse""#), "\(lines[3])")
        #expect(lines[4].contains("not understood: GetBox takes no parameter named box_id"), "\(lines[4])")
        #expect(lines[5].contains("not understood: ListBoxes takes no argument named bogus"), "\(lines[5])")
    }

    @Test("An unreadable file or case is a failure line, never skipped")
    func unreadable() async throws {
        let (summary, lines) = try await Self.run(files: [
            "bad.json": "{ not json",
            "case.json": #"[{"name": "no operation", "assertions": [{"type": "noError"}]}]"#,
            "empty.json": "[]",
        ])
        #expect(summary == RunSummary(passed: 0, failed: 3))
        #expect(lines[0].hasPrefix("FAIL bad.json: (file): not a JSON array of cases"), "\(lines[0])")
        #expect(lines[1].hasPrefix("FAIL case.json: no operation: not understood: the case could not be read: /0/operation"), "\(lines[1])")
        #expect(lines[2] == "FAIL empty.json: (file): the file has no cases")
    }

    @Test("A folder without fixtures, or no folder at all, fails")
    func noFixtures() async throws {
        let (summary, lines) = try await Self.run(files: [:])
        #expect(summary.exitStatus == 1)
        #expect(lines.count == 1 && lines[0].contains("no *.json fixture files found"))
        let collector = LineCollector()
        let missing = await ConformanceRunner(model: Fixtures.model).run(folder: URL(fileURLWithPath: "/nonexistent/conformance")) { collector.append($0) }
        #expect(missing.exitStatus == 1)
        #expect(collector.lines == ["FAIL /nonexistent/conformance: /nonexistent/conformance: no such folder"])
    }

    @Test("A model that cannot be read fails the run with one line naming it, and runs no case")
    func unreadableModel() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("[\(Self.goodCase)]".utf8).write(to: folder.appendingPathComponent("a.json"))
        let model = folder.appendingPathComponent("missing-openapi.json")
        let collector = LineCollector()
        let summary = await ConformanceRunner(model: model).run(folder: folder) { collector.append($0) }
        #expect(summary == RunSummary(passed: 0, failed: 1))
        #expect(collector.lines.count == 1)
        #expect(collector.lines.first?.hasPrefix("FAIL \(model.path): cannot read the model") == true, "\(collector.lines)")
    }
}
