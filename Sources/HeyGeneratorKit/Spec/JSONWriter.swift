/// Writes a `JSONNode` back out as JSON text, members in their order, two-space indentation.
extension JSONNode {
    /// The node as JSON text (numbers exactly as they were read), ending without a newline.
    public var jsonText: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            guard !object.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            output += "{\n"
            for (position, member) in object.members.enumerated() {
                output += inner
                Self.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output, indent: inner)
                output += position == object.members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
