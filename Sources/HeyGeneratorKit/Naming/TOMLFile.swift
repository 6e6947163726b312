import Foundation
import TOML

/// Reading the generator's TOML files (names.toml, `declared-types.toml`, `sdk.toml`) with our
/// reader: a file that cannot be read, or a syntax error, is a ``NamesErrors`` at its line and column.
enum TOMLFile {
    /// The bytes of `url` and its display path.
    static func read(_ url: URL) throws -> (bytes: [UInt8], display: String) {
        let display = SpecLoader.displayPath(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw NamesErrors(errors: [NamesError(file: display, line: 1, column: 1, message: "cannot read the file")])
        }
        return ([UInt8](data), display)
    }

    /// The root table of `bytes`, read as the file `file`.
    static func parse(_ bytes: [UInt8], file: String) throws -> TOMLTable {
        do {
            return try TOML.parse(bytes: bytes)
        } catch let error as TOMLError {
            throw NamesErrors(errors: [NamesError(file: file, line: error.line, column: error.column, message: error.message)])
        }
    }
}
