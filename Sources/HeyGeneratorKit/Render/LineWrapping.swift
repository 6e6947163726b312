/// Lays out comma-separated lists (a route table's names, an initializer's parameters) on as
/// few lines as fit, so that long lists do not take one generated line per item.
enum LineWrapping {
    /// `items` grouped into lines whose text — each item `length` characters long, joined with
    /// `", "`, a trailing comma on all but the last line — is at most `width` characters; an item
    /// longer than `width` gets a line of its own. The template writes the items and separators.
    static func lines<Item>(_ items: [Item], width: Int = 100, length: (Item) -> Int) -> [[Item]] {
        var lines: [[Item]] = []
        var line: [Item] = []
        var count = 0
        for item in items {
            let itemLength = length(item)
            if !line.isEmpty, count + ", ".count + itemLength + ",".count > width {
                lines.append(line)
                line = []
                count = 0
            }
            count += (line.isEmpty ? 0 : ", ".count) + itemLength
            line.append(item)
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
