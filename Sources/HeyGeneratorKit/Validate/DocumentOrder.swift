/// The position of every value of a JSON document in a pre-order walk, so problems found by
/// separate checks can be reported in the order a reader meets them in the file.
struct DocumentOrder {
    private var ranks: [String: Int] = [:]

    /// Numbers every value of `root`, keyed by its JSON pointer (`#`, `#/paths`, …).
    init(_ root: JSONNode) {
        var next = 0
        var stack: [(pointer: String, node: JSONNode)] = [("#", root)]
        while let (pointer, node) = stack.popLast() {
            ranks[pointer] = next
            next += 1
            switch node {
            case .object(let object):
                for member in object.members.reversed() {
                    stack.append((JSONPointer.appending(pointer, member.key), member.value))
                }
            case .array(let elements):
                for (position, element) in elements.enumerated().reversed() {
                    stack.append(("\(pointer)/\(position)", element))
                }
            default:
                break
            }
        }
    }

    /// The rank of `pointer`, or of its nearest existing ancestor when it names something absent
    /// (a missing member is reported where it should have been).
    func rank(of pointer: String) -> Int {
        var candidate = Substring(pointer)
        while true {
            if let rank = ranks[String(candidate)] { return rank }
            guard let slash = candidate.lastIndex(of: "/") else { return -1 }
            candidate = candidate[..<slash]
        }
    }

    /// `problems` in document order of their locations; problems at one location keep the
    /// order they were found in, and exact repeats are dropped.
    func sorted(_ problems: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        let unique = problems.filter { seen.insert($0.description).inserted }
        return unique.enumerated()
            .map { (rank: rank(of: $1.location), index: $0, problem: $1) }
            .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
            .map(\.problem)
    }
}
