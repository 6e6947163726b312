import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP client for byte-exact tests (split packets, pipelining, 100-continue).
final class RawSocketClient {
    /// Why a raw socket call failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`; reads give up after `readTimeoutSeconds` of silence.
    init(port: Int, readTimeoutSeconds: Int = 5) throws {
        // The descriptor is stored only once connected: a throwing init must not leave a closed
        // descriptor for `deinit` to close again (it could by then belong to another thread).
        descriptor = try Self.connectedDescriptor(port: port, readTimeoutSeconds: readTimeoutSeconds)
    }

    private static func connectedDescriptor(port: Int, readTimeoutSeconds: Int) throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "RawSocketClient: socket failed, errno \(errno)") }
        var timeout = timeval(tv_sec: readTimeoutSeconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            _ = close(descriptor)
            throw Failure(description: "RawSocketClient: connect to 127.0.0.1:\(port) failed, errno \(code)")
        }
        return descriptor
    }

    deinit {
        _ = close(descriptor)
    }

    /// Sends `text` as UTF-8 in one write.
    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends `bytes` in one write.
    func send(_ bytes: [UInt8]) throws {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        let sent = bytes.withUnsafeBytes { socketSend(descriptor, $0.baseAddress, bytes.count, flags) }
        guard sent == bytes.count else { throw Failure(description: "RawSocketClient: send wrote \(sent) of \(bytes.count) bytes") }
    }

    /// Reads until the text received so far contains `marker` `occurrences` times, or until
    /// the server closes or goes silent; returns everything read.
    func read(until marker: String, occurrences: Int = 1) -> String {
        var received: [UInt8] = []
        while String(decoding: received, as: UTF8.self).components(separatedBy: marker).count - 1 < occurrences {
            guard let packet = readPacket() else { break }
            received += packet
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Reads until the server closes the connection (or goes silent); returns everything read.
    func readToEnd() -> String {
        var received: [UInt8] = []
        while let packet = readPacket() { received += packet }
        return String(decoding: received, as: UTF8.self)
    }

    /// The next packet, or `nil` at end of stream, on error or on timeout.
    func readPacket() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Array(buffer[..<count])
    }
}

/// The C `send`, under a name the methods of ``RawSocketClient`` do not shadow.
private func socketSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}
