import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the BSD socket calls the server uses, identical on Linux and macOS.
enum POSIXSocket {
    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    private static let shutdownBothWays = Int32(SHUT_RDWR)
    private static let shutdownWriting = Int32(SHUT_WR)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    private static let shutdownBothWays = SHUT_RDWR
    private static let shutdownWriting = SHUT_WR
    #endif

    /// A listening TCP socket on 127.0.0.1 with an OS-chosen port, and that port.
    static func makeLoopbackListener() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw LoopbackServerError(operation: "socket(AF_INET, SOCK_STREAM)", code: errno) }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { return try fail("bind(127.0.0.1:0)", descriptor) }
        guard listen(descriptor, 128) == 0 else { return try fail("listen", descriptor) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { return try fail("getsockname", descriptor) }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Closes `descriptor` and throws the error for `operation` with the current `errno`.
    private static func fail(_ operation: String, _ descriptor: Int32) throws -> (descriptor: Int32, port: Int) {
        let code = errno
        _ = close(descriptor)
        throw LoopbackServerError(operation: operation, code: code)
    }

    /// A pipe whose write end wakes a thread blocked in ``waitReadable(_:_:)``.
    static func makeWakePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw LoopbackServerError(operation: "pipe", code: errno) }
        return (ends[0], ends[1])
    }

    /// Blocks until `first` or `second` is readable (or closed); returns which ones are,
    /// or `nil` when `poll` fails.
    static func waitReadable(_ first: Int32, _ second: Int32) -> (first: Bool, second: Bool)? {
        var fds = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 2, -1) >= 0 else { return nil }
        return (fds[0].revents != 0, fds[1].revents != 0)
    }

    /// Accepts one connection and configures it (TCP_NODELAY; SO_NOSIGPIPE on Darwin),
    /// or `nil` when `accept` fails.
    static func acceptConnection(_ listener: Int32) -> Int32? {
        var descriptor: Int32
        repeat {
            descriptor = accept(listener, nil, nil)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return nil }
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }

    /// The next packet from `descriptor`, or `nil` at end of stream or on error.
    static func receive(_ descriptor: Int32, maximumCount: Int = 65_536) -> [UInt8]? {
        var packet = [UInt8](repeating: 0, count: maximumCount)
        var count: Int
        repeat {
            count = packet.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximumCount, 0) }
        } while count < 0 && errno == EINTR
        guard count > 0 else { return nil }
        packet.removeSubrange(count...)
        return packet
    }

    /// Writes all of `bytes` (normally in one `send`); `false` when the peer is gone.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress! + sent, bytes.count - sent, sendFlags)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Ends both directions, waking a thread blocked reading `descriptor`.
    static func shutdownBoth(_ descriptor: Int32) {
        _ = shutdown(descriptor, shutdownBothWays)
    }

    /// Sends FIN, then reads and discards until the peer closes or `timeoutMilliseconds`
    /// of silence, so unread request bytes do not turn the close into a reset that
    /// could destroy the answer before the client reads it.
    static func finishWriting(_ descriptor: Int32, timeoutMilliseconds: Int32 = 1_000) {
        _ = shutdown(descriptor, shutdownWriting)
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 1, timeoutMilliseconds) > 0, receive(descriptor) != nil {}
    }

    /// Closes `descriptor`.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Writes one byte to `descriptor` (the wake pipe).
    static func writeByte(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }
}
