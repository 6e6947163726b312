/// Lays out comma-separated lists (a route table's names, an initializer's parameters) on as
/// few lines as fit, so that long lists do not take one generated line per item.
enum LineWrapping {
    /// `items` joined with commas into lines of at most `width` characters, trailing comma
    /// included; an item longer than `width` gets a line of its own.
    static func commaSeparated(_ items: [String], width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty, line.count + ", ".count + item.count + ",".count > width {
                lines.append(line + ",")
                line = ""
            }
            line += (line.isEmpty ? "" : ", ") + item
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
