import Testing
import TOML

/// TOML's rules about what may be defined, extended or reopened.
struct DefinitionRuleTests {
    static let accepted: [String] = [
        "[a.b.c]\n[a]\nx = 1\n",                                   // a super-table defined after its child
        "[fruit]\napple.color = 'red'\n[fruit.apple.texture]\nsmooth = true\n",  // sub-table under dotted keys
        "[a.b.c]\nz = 1\n[a]\nb.d = 2\n",                           // dotted keys into an implicit table
        "apple.type = 'fruit'\norange.type = 'fruit'\napple.skin = 'thin'\n",  // out-of-order dotted keys
        "[[fruits]]\nname = 'apple'\n[fruits.physical]\ncolor = 'red'\n[[fruits.varieties]]\nname = 'x'\n[[fruits]]\nname = 'banana'\n[fruits.physical]\n",
        "a = {b.c = 1, b.d = 2}\n",
        "[[a.b]]\n[a]\nc = 1\n",
    ]

    @Test(arguments: accepted)
    func accepts(_ document: String) throws {
        _ = try TOML.parse(document)
    }

    static let rejected: [String] = [
        "[a]\n[a]\n",
        "[a]\nb = 1\n[a.b]\n",
        "a = {}\n[a]\n",
        "a = {}\na.b = 1\n",
        "a = {b = {}}\n[a.b.c]\n",
        "a = [{}]\n[[a]]\n",
        "a = [{}]\n[a.b]\n",
        "a = []\na.b = 1\n",
        "[[a]]\n[a]\n",
        "[a]\n[[a]]\n",
        "a.b = 1\n[a]\n",
        "a.b = 1\n[a.b]\n",
        "[a.b]\n[a]\nb.c = 1\n",
        "[[a.b]]\n[a]\nb.y = 2\n",
        "a = 1\n[a.b]\n",
        "t = {a = 1, a = 2}\n",
        "t = {a = {b = 1}, a.c = 2}\n",
        "[a]\nx.y = 1\n[a.x]\n",
    ]

    @Test(arguments: rejected)
    func rejects(_ document: String) {
        #expect(throws: TOMLError.self) { try TOML.parse(document) }
    }

    @Test func arrayOfTablesSubTablesBelongToTheLastElement() throws {
        let table = try TOML.parse("[[a]]\nx = 1\n[a.sub]\ny = 1\n[[a]]\nx = 2\n[a.sub]\ny = 2\n")
        let elements = try #require(table["a"]?.arrayValue)
        #expect(elements.count == 2)
        #expect(elements[0].tableValue?["sub"]?.tableValue?["y"] == .integer(1))
        #expect(elements[1].tableValue?["sub"]?.tableValue?["y"] == .integer(2))
    }
}
