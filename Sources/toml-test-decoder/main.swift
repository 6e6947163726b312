// toml-test decoder: TOML on standard input, tagged JSON on standard output (exit 0), or one
// line `line:col: message` on standard error (exit 1).
import Foundation
import TOML

let input = FileHandle.standardInput.readDataToEndOfFile()
do {
    let table = try TOML.parse(bytes: [UInt8](input))
    FileHandle.standardOutput.write(Data(TaggedJSON.encode(table).utf8))
    exit(0)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
