/// Renames whole identifiers in source text: a run of letters, digits and `_` that equals a key
/// is replaced by its value; a longer identifier containing one (`HeyClientTests`) is left alone.
struct IdentifierRenaming {
    let renames: [String: String]

    init(_ renames: [String: String]) {
        self.renames = renames
    }

    func apply(to text: String) -> String {
        guard !renames.isEmpty else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var word = ""
        func flush() {
            result += renames[word] ?? word
            word = ""
        }
        for character in text {
            if character == "_" || character.isLetter || character.isNumber {
                word.append(character)
            } else {
                if !word.isEmpty { flush() }
                result.append(character)
            }
        }
        if !word.isEmpty { flush() }
        return result
    }
}
