import Foundation
import Testing
@testable import HeyTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Connections: keep-alive, close, drop, delay, stop")
struct ConnectionTests {
    @Test("Sequential requests share one keep-alive connection")
    func keepAlive() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.fallback = .status(200)
        for index in 0..<4 {
            _ = try await TestHTTPClient.get(session, server.url("/k/\(index)"))
        }
        #expect(server.requests.map(\.connectionIndex) == [0, 0, 0, 0])
    }

    @Test("closeConnection sends Connection: close and the next request uses a new connection")
    func closeConnection() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.status(200), ScriptedResponse(status: 200, closeConnection: true), .status(200))
        _ = try await TestHTTPClient.get(session, server.url("/1"))
        let (_, closing) = try await TestHTTPClient.get(session, server.url("/2"))
        _ = try await TestHTTPClient.get(session, server.url("/3"))

        #expect(closing.value(forHTTPHeaderField: "Connection")?.lowercased() == "close")
        let indices = server.requests.map(\.connectionIndex)
        #expect(indices == [0, 0, 1])
    }

    @Test("drop closes the connection without an answer, which URLSession reports as a URLError")
    func dropConnection() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.dropConnection)
        server.fallback = .dropConnection
        await #expect(throws: URLError.self) {
            _ = try await TestHTTPClient.get(session, server.url("/gone"))
        }
        #expect(server.requestCount >= 1)
    }

    @Test("A delayed answer can be cancelled in flight")
    func delayAndCancel() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(ScriptedResponse(status: 200, body: Data("late".utf8), delay: .seconds(300)))
        let started = ContinuousClock.now
        let taskBox = Locked<URLSessionDataTask?>(nil)
        async let outcome = TestHTTPClient.runTask(session, URLRequest(url: server.url("/slow"))) { task in
            taskBox.withLock { $0 = task }
        }
        #expect(await server.waitForRequests(1, timeout: .seconds(30)))
        taskBox.withLock { $0?.cancel() }
        let result = await outcome
        // Far sooner than the 300 s answer: the cancellation ended it, however loaded the machine.
        #expect(ContinuousClock.now - started < .seconds(120))
        switch result {
        case .success(let exchange):
            Issue.record("expected a cancellation, got status \(exchange.1.statusCode)")
        case .failure(let error):
            #expect((error as? URLError)?.code == .cancelled)
        }
    }

    @Test("A delayed answer arrives after its delay")
    func delayIsHonoured() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(ScriptedResponse(status: 200, body: Data("late".utf8), delay: .milliseconds(300)))
        let (body, _) = try await TestHTTPClient.get(session, server.url("/slow"))
        let answeredAt = ContinuousClock.now
        #expect(String(decoding: body, as: UTF8.self) == "late")
        let arrived = try #require(server.requests.first).arrivedAt
        #expect(answeredAt - arrived >= .milliseconds(300))
    }

    @Test("waitForRequests returns true when requests arrive and false on timeout")
    func waitForRequests() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.fallback = .status(204)
        #expect(await server.waitForRequests(1, timeout: .milliseconds(50)) == false)
        #expect(await server.waitForRequests(0))

        async let waited = server.waitForRequests(2, timeout: .seconds(10))
        _ = try await TestHTTPClient.get(session, server.url("/w1"))
        _ = try await TestHTTPClient.get(session, server.url("/w2"))
        #expect(await waited)
        #expect(await server.waitForRequests(2, timeout: .milliseconds(1)))
    }

    @Test("Two servers run at once on different ports with separate scripts")
    func twoServers() async throws {
        let first = try LoopbackServer()
        let second = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        #expect(first.port != second.port)
        #expect(first.port > 0 && second.port > 0)
        #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)")
        first.enqueue(.text(200, "one"))
        second.enqueue(.text(200, "two"))
        let (fromSecond, _) = try await TestHTTPClient.get(session, second.url("s"))
        let (fromFirst, _) = try await TestHTTPClient.get(session, first.url("/f"))
        #expect(String(decoding: fromFirst, as: UTF8.self) == "one")
        #expect(String(decoding: fromSecond, as: UTF8.self) == "two")
        #expect(first.requests.map(\.path) == ["/f"])
        #expect(second.requests.map(\.path) == ["/s"])
    }

    @Test("stop() closes open connections and refuses new ones")
    func stopCloses() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.fallback = .status(200)
        let idle = try RawSocketClient(port: server.port)
        try idle.send("GET /before HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(idle.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 200 OK\r\n"))

        server.stop()
        #expect(idle.readPacket() == nil)
        #expect(throws: RawSocketClient.Failure.self) { _ = try RawSocketClient(port: server.port) }
        await #expect(throws: URLError.self) {
            _ = try await TestHTTPClient.get(session, server.url("/after"))
        }
        server.stop()  // A second stop is harmless.
        #expect(await server.waitForRequests(5, timeout: .seconds(5)) == false)
    }

    @Test("Releasing the server stops it")
    func deinitStops() throws {
        var server: LoopbackServer? = try LoopbackServer()
        let port = try #require(server?.port)
        #expect(throws: Never.self) { _ = try RawSocketClient(port: port) }
        server = nil
        #expect(throws: RawSocketClient.Failure.self) { _ = try RawSocketClient(port: port) }
    }
}
