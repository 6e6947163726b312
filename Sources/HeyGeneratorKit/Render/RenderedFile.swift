/// One file of the output package: its path relative to the output folder and its bytes.
public struct RenderedFile: Sendable, Equatable {
    /// Relative path with `/` separators (`Sources/Hey/Generated/Models/Box.swift`).
    public let path: String
    /// The exact bytes to write (UTF-8, LF line endings, one trailing newline).
    public let contents: [UInt8]

    /// Creates a file from text, normalising it: LF line endings, no trailing spaces or tabs on
    /// any line, exactly one newline at the end.
    public init(path: String, text: String) {
        self.path = path
        self.contents = Self.normalize(text)
    }

    static func normalize(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 1)
        var lineStart = 0
        var previousWasCarriageReturn = false
        func endLine() {
            while output.count > lineStart, output.last == UInt8(ascii: " ") || output.last == UInt8(ascii: "\t") {
                output.removeLast()
            }
            output.append(UInt8(ascii: "\n"))
            lineStart = output.count
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                if !previousWasCarriageReturn { endLine() }
                previousWasCarriageReturn = false
            } else if byte == UInt8(ascii: "\r") {
                endLine()
                previousWasCarriageReturn = true
            } else {
                output.append(byte)
                previousWasCarriageReturn = false
            }
        }
        endLine()
        while output.count > 1, output[output.count - 1] == UInt8(ascii: "\n"), output[output.count - 2] == UInt8(ascii: "\n") {
            output.removeLast()
        }
        return output
    }
}
