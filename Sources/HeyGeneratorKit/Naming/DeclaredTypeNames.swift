import Foundation
import TOML

/// The type names the hand-written Swift beside the templates declares at top level, as
/// `Templates/declared-types.toml` lists them folder by folder: the runtime's own list of what no
/// model type may be named. `DeclaredTypeNamesTests` keeps the list equal to what the files declare.
public enum DeclaredTypeNames {
    /// The file's name inside the templates folder.
    public static let fileName = "declared-types.toml"

    /// Reads the list of a templates folder: every name of every folder's array, or of every
    /// folder but HEY's conveniences (`Extensions`) when a profile renders without them.
    public static func load(templates: URL, includingConveniences: Bool = true) throws -> Set<String> {
        let url = templates.appendingPathComponent(fileName)
        let (bytes, display) = try TOMLFile.read(url)
        let folders = try parse(bytes, file: display)
        return folders.reduce(into: Set<String>()) { names, folder in
            if includingConveniences || folder.key != TemplateSet.gatedFolder { names.formUnion(folder.value) }
        }
    }

    /// The names by folder (`Runtime`, `Extensions`, `Dispatch`), or an error at the line and
    /// column of what is not an array of strings.
    public static func parse(_ bytes: [UInt8], file: String) throws -> [String: [String]] {
        let root = try TOMLFile.parse(bytes, file: file)
        var folders: [String: [String]] = [:]
        for entry in root.entries {
            guard case .array(let items) = entry.value else {
                throw NamesErrors(errors: [NamesError(file: file, line: entry.valuePosition.line, column: entry.valuePosition.column,
                                                      message: "\(entry.key) must be an array of type names, found \(entry.value.typeName)")])
            }
            folders[entry.key] = try items.map { item in
                guard case .string(let name) = item else {
                    throw NamesErrors(errors: [NamesError(file: file, line: entry.valuePosition.line, column: entry.valuePosition.column,
                                                          message: "\(entry.key) must list type names as strings, found \(item.typeName)")])
                }
                return name
            }
        }
        return folders
    }
}
