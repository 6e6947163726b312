import Foundation

/// gzip bodies for `Content-Encoding: gzip` answers, written without zlib: stored blocks for
/// real content, and a "bomb" of zeros that inflates about 160 times its size.
///
/// ```swift
/// // 1.3 MB on the wire, 200 MiB once inflated.
/// server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Encoding", "gzip")], body: Gzip.zeros(count: 200 << 20)))
/// ```
public enum Gzip {
    /// `data` as a gzip member of stored (uncompressed) deflate blocks.
    public static func stored(_ data: Data) -> Data {
        var output = header
        var start = data.startIndex
        repeat {
            let end = min(start + 65_535, data.endIndex)
            let length = UInt16(end - start)
            output.append(end == data.endIndex ? 1 : 0)  // BFINAL, BTYPE 00
            output.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            output.append(data[start..<end])
            start = end
        } while start < data.endIndex
        return output + trailer(crc: CRC32.checksum(data), count: data.count)
    }

    /// `count` zero bytes (at least one) as a gzip member of one fixed-Huffman block: a literal
    /// zero, then copies of 258 bytes from one byte back, 13 bits each.
    public static func zeros(count: Int) -> Data {
        precondition(count > 0, "HeyTestSupport/Gzip.zeros: count must be positive")
        var bits = BitWriter()
        bits.write(0b1, count: 1)  // BFINAL
        bits.write(0b01, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0b0011_0000, length: 8)  // literal 0
        var copies = (count - 1) / 258
        while copies > 0, !bits.isAligned {
            bits.writeCopy()
            copies -= 1
        }
        // Eight copies are 104 bits, 13 whole bytes: from a byte boundary, they repeat as bytes.
        if copies >= 8 {
            var eight = BitWriter()
            for _ in 0..<8 { eight.writeCopy() }
            bits.append(bytes: eight.finished, times: copies / 8)
        }
        for _ in 0..<copies % 8 { bits.writeCopy() }
        for _ in 0..<(count - 1) % 258 { bits.writeCode(0b0011_0000, length: 8) }
        bits.writeCode(0, length: 7)  // end of block (256)
        return header + bits.finished + trailer(crc: CRC32.ofZeros(count: count), count: count)
    }

    /// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS.
    private static let header = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])

    /// CRC-32 and the length modulo 2³², little-endian.
    private static func trailer(crc: UInt32, count: Int) -> Data {
        let size = UInt32(truncatingIfNeeded: count)
        return Data((0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
            + (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) })
    }
}

/// Packs deflate's bit stream: values least significant bit first, Huffman codes most
/// significant bit first (RFC 1951 §3.1.1).
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var current: UInt32 = 0
    private var filled = 0

    /// Whether the next bit starts a byte.
    var isAligned: Bool { filled == 0 }

    /// A copy of 258 bytes from one byte back: length code 285, then distance code 0.
    mutating func writeCopy() {
        writeCode(0b1100_0101, length: 8)
        writeCode(0b00000, length: 5)
    }

    /// `bytes` `times` times over; only at a byte boundary.
    mutating func append(bytes pattern: [UInt8], times: Int) {
        precondition(isAligned, "BitWriter.append(bytes:times:) between bytes")
        bytes.reserveCapacity(bytes.count + pattern.count * times)
        for _ in 0..<times { bytes.append(contentsOf: pattern) }
    }

    mutating func write(_ value: UInt32, count: Int) {
        for bit in 0..<count { push((value >> bit) & 1) }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
        for bit in stride(from: length - 1, through: 0, by: -1) { push((code >> bit) & 1) }
    }

    private mutating func push(_ bit: UInt32) {
        current |= bit << filled
        filled += 1
        if filled == 8 { flush() }
    }

    private mutating func flush() {
        bytes.append(UInt8(current))
        current = 0
        filled = 0
    }

    /// The bytes, the last one padded with zero bits.
    var finished: [UInt8] {
        var copy = self
        if copy.filled > 0 { copy.flush() }
        return copy.bytes
    }
}

private extension Data {
    static func + (lhs: Data, rhs: [UInt8]) -> Data {
        var joined = lhs
        joined.append(contentsOf: rhs)
        return joined
    }
}

/// CRC-32 as gzip uses it (reflected polynomial 0xEDB88320).
enum CRC32 {
    private static let polynomial: UInt32 = 0xEDB8_8320

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ polynomial : value >> 1 }
        return value
    }

    /// The checksum of `data`.
    static func checksum(_ data: Data) -> UInt32 {
        ~data.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    /// The checksum of `count` zero bytes, without reading them: the register is multiplied by
    /// x^(8·count) modulo the polynomial, by repeated squaring (as zlib's `crc32_combine`).
    static func ofZeros(count: Int) -> UInt32 {
        var power: UInt32 = 1 << 23  // x^8, reflected
        var register: UInt32 = ~0
        var remaining = count
        while remaining > 0 {
            if remaining & 1 == 1 { register = multiply(power, register) }
            power = multiply(power, power)
            remaining >>= 1
        }
        return ~register
    }

    /// `a·b` modulo the polynomial, both reflected.
    private static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var product: UInt32 = 0
        var b = b
        var mask: UInt32 = 1 << 31
        while mask != 0 {
            if a & mask != 0 { product ^= b }
            mask >>= 1
            b = b & 1 == 1 ? (b >> 1) ^ polynomial : b >> 1
        }
        return product
    }
}
