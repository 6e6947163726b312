"""api-reference-check.py --self-test: the parser and the probes it writes, on inline notation
lines that carry every quirk of API.md, checked without building anything."""
from api_reference_notation import read_api
from api_reference_probes import Generator

SAMPLE = r"""# Sample
## Counts
- Public/open declarations: **3** (before the first file heading: not read)

### Auth.swift

- = `protocol TokenProvider: Sendable`
- = `TokenProvider.accessToken() async throws -> String [req]`
- = `TokenProvider.refresh() async throws -> Bool [req, has default impl]`
- = `protocol AuthStrategy: Sendable`
- = `AuthStrategy.authenticate(_ request: inout HTTPRequest) async throws [req]`
- note: internal: BearerAuth.tokenProvider
- (no public declarations)

### Operation.swift

Stale file (older name of HeyOperation.swift, not counted):

-   `struct Operation: Sendable, CustomStringConvertible`

### BaseService.swift

- x `class BaseService: @unchecked Sendable [open]`

### Page.swift

- ~ `struct Page<Value: Decodable & Sendable>: Sendable`
- = `Page.value: Value {get}`
- ~ `HeyClient.nextPage<T>(_ page: Page<T>) async throws -> Page<T>? [ext]`
- x `nextLink(_ header: String) -> String?`

### HTTP.swift

- = `HTTPHeaders.subscript(name: String) -> String?`
- = `static HTTPHeaders.==(lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool`
- > `HTTPHeaders.add(_ name: String, _ value: String) [mutating]`
- > `protocol Transport: Sendable`
- > `Transport.send(_ request: HTTPRequest, bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse [req]`
- = `ChainHooks.init(_ hooks: any HeyHooks...)`
- x `HeyClient.sendPage<T: Decodable & Sendable>(_ operation: HeyOperation, as type: T.Type = T.self) async throws -> Page<T>`
- x `HeyClient.walk(isolation: isolated (any Actor)? = #isolation, limit: Int = HeyConfig.defaultMaxPages) async`

### HeyConfig.swift

- x `static HeyConfig.defaultUserAgent: String {get} (= "hey-sdk-swift/\(version) (api:\(apiVersion))")`
- ~ `static HeyConfig.version: String {get} (= "0.32.0")`
- = `HeyConfig.baseURL: String {get set}`

### Router.swift

- x `struct RouteMatch.Param: Sendable, Equatable`
- x `RouteMatch.Param.name: String {get}`
- x `static Router.shared: Router (inferred) {get} (= Router())`

### Services/BoxesService+Conveniences.swift

- ~ `enum BoxKind: String, Sendable, Equatable, CaseIterable`
- > `case BoxKind.feed (= "feedbox")`
- = `case BoxKind.imbox`
- x `BoxesService.kinds() async throws -> [String: Int, ext]`
- > `StickiesService.listUpTo(limit: Int) async throws -> [Sticky, ext]`
- > `static BubbleUpSlot.laterToday: BubbleUpSlot (inferred) {get} (= BubbleUpSlot(wire:"today", date: nil))`
- > `case HeyError.auth(message: String, detail: ErrorDetail)`

### Generated/Routes.swift

- = `static Routes.getBox: Route {get} (GetBox GET /boxes/{boxId}; service Boxes; pagination .link, pageParameter "page")`
- = `static Routes.createMessage: Route {get} (CreateMessage POST /messages.json; service Messages; lenientSuccess)`
- = `static Routes.all: [Route] {get} (has initial value)`
- = `Routes.broken(: Int)`
- something that is not a declaration
- ? `struct Unmarked`
"""

# (declaration, unit id suffix, the unit's Swift) for units whose text is checked in full.
EXPECTED_UNITS = [
    ("protocol TokenProvider: Sendable", "c", """\
struct __p0c: TokenProvider {
    func accessToken() async throws -> String { fatalError() }
}"""),
    ("protocol AuthStrategy: Sendable", "t", """\
func __p3t_req<X: Sendable>(_: X.Type) {}
func __p3t<X: AuthStrategy>(_: X.Type) {
    __p3t_req(X.self)
}"""),
    ("class BaseService: @unchecked Sendable [open]", "t", """\
func __p5t_req<X: Sendable & AnyObject>(_: X.Type) {}
func __p5t() {
    __p5t_req(BaseService.self)
}"""),
    ("class BaseService: @unchecked Sendable [open]", "o", "final class __p5o: BaseService, @unchecked Sendable {}"),
    ("struct Page<Value: Decodable & Sendable>: Sendable", "t", """\
func __p6t_req<X: Sendable>(_: X.Type) {}
func __p6t<Value: Decodable & Sendable>(_: Value.Type) {
    __p6t_req(Page<Value>.self)
}"""),
    ("Page.value: Value {get}", "s", """\
func __p7s<Value: Decodable & Sendable>(_ x: Page<Value>, _ __g0: Value.Type) async throws {
    var __r = x.value
    __sameType(&__r, (Value).self)
}"""),
    ("HeyClient.nextPage<T>(_ page: Page<T>) async throws -> Page<T>? [ext]", "r", """\
static func __p8r<T: Decodable & Sendable>(_ x: HeyClient, _ a0: Page<T>, _ __g0: T.Type) async throws {
    typealias __F = (Page<T>) async throws -> Page<T>?
    __sameMeta(Swift.type(of: x.nextPage(_:)), __F.self)
}"""),
    ("nextLink(_ header: String) -> String?", "a", """\
func __p9a(_ a0: String) async throws {
    let _: String? = nextLink(a0)
}"""),
    ("HTTPHeaders.subscript(name: String) -> String?", "s", """\
static func __p10s(_ x: HTTPHeaders, _ a0: String) async throws {
    var __r = x[a0]
    __sameType(&__r, (String?).self)
}"""),
    ("static HTTPHeaders.==(lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool", "r", """\
static func __p11r(_ a0: HTTPHeaders, _ a1: HTTPHeaders) async throws {
    typealias __F = (HTTPHeaders, HTTPHeaders) -> Bool
    __sameMeta(Swift.type(of: (==)), __F.self)
}"""),
    ("HTTPHeaders.add(_ name: String, _ value: String) [mutating]", "s", """\
static func __p12s(_ x: inout HTTPHeaders, _ a0: String, _ a1: String) async throws {
    var __r = x.add(a0, a1)
    __sameType(&__r, (Void).self)
}"""),
    ("protocol Transport: Sendable", "c", """\
struct __p13c: Transport {
    func send(_ p0: HTTPRequest, bodyLimit p1: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse { fatalError() }
}"""),
    ("Transport.send(_ request: HTTPRequest, bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse [req]", "a", """\
func __p14a<__Self: Transport>(_ x: __Self, _ a0: HTTPRequest, _ a1: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?, _ __g0: __Self.Type) async throws {
    let _: HTTPResponse = try await x.send(a0, bodyLimit: a1)
}"""),
    ("ChainHooks.init(_ hooks: any HeyHooks...)", "r", """\
static func __p15r(_ a0: any HeyHooks) async throws {
    typealias __F = (any HeyHooks...) -> ChainHooks
    __sameMeta(Swift.type(of: ChainHooks.init(_:)), __F.self)
}"""),
    ("ChainHooks.init(_ hooks: any HeyHooks...)", "a", """\
static func __p15a(_ a0: any HeyHooks) async throws {
    let _: ChainHooks = ChainHooks(a0, a0)
}"""),
    ("HeyClient.sendPage<T: Decodable & Sendable>(_ operation: HeyOperation, as type: T.Type = T.self) async throws -> Page<T>", "m", """\
static func __p16m<T: Decodable & Sendable>(_ x: HeyClient, _ a0: HeyOperation, _ a1: T.Type, _ __g0: T.Type) async throws {
    let _: Page<T> = try await x.sendPage(a0)
}"""),
    ("HeyClient.walk(isolation: isolated (any Actor)? = #isolation, limit: Int = HeyConfig.defaultMaxPages) async", "m", """\
static func __p17m(_ x: HeyClient, _ a0: isolated (any Actor)?, _ a1: Int) async throws {
    await x.walk()
}"""),
    ("static HeyConfig.defaultUserAgent: String {get} (= \"hey-sdk-swift/\\(version) (api:\\(apiVersion))\")", "v", """\
static func __p18v() -> String? {
    let __actual: String = HeyConfig.defaultUserAgent
    let __expected: String = "hey-sdk-swift/\\(version) (api:\\(apiVersion))"
    return __check(__actual, __expected)
}"""),
    ("HeyConfig.baseURL: String {get set}", "a", """\
static func __p20a(_ x: inout HeyConfig, _ a0: String) async throws {
    let _: String = x.baseURL
    x.baseURL = a0
}"""),
    ("RouteMatch.Param.name: String {get}", "s", """\
static func __p22s(_ x: RouteMatch.Param) async throws {
    var __r = x.name
    __sameType(&__r, (String).self)
}"""),
    ("enum BoxKind: String, Sendable, Equatable, CaseIterable", "t", """\
func __p24t_req<X: RawRepresentable & Sendable & Equatable & CaseIterable>(_: X.Type) where X.RawValue == String {}
func __p24t() {
    __p24t_req(BoxKind.self)
}"""),
    ("case BoxKind.feed (= \"feedbox\")", "v", """\
static func __p25v() -> String? {
    let __actual: String = BoxKind.feed.rawValue
    let __expected: String = "feedbox"
    return __check(__actual, __expected)
}"""),
    ("case BoxKind.imbox", "a", """\
static func __p26a(_ e: BoxKind) {
    let _: BoxKind = .imbox
    switch e { case .imbox: break; default: break }
}"""),
    ("BoxesService.kinds() async throws -> [String: Int, ext]", "r", """\
static func __p27r(_ x: BoxesService) async throws {
    typealias __F = () async throws -> [String: Int]
    __sameMeta(Swift.type(of: x.kinds), __F.self)
}"""),
    ("StickiesService.listUpTo(limit: Int) async throws -> [Sticky, ext]", "a", """\
static func __p28a(_ x: StickiesService, _ a0: Int) async throws {
    let _: [Sticky] = try await x.listUpTo(limit: a0)
}"""),
    ("static BubbleUpSlot.laterToday: BubbleUpSlot (inferred) {get} (= BubbleUpSlot(wire:\"today\", date: nil))", "v1", """\
static func __p29v1() -> String? {
    __check(BubbleUpSlot.laterToday.date, nil)
}"""),
    ("case HeyError.auth(message: String, detail: ErrorDetail)", "s", """\
static func __p30s(_ e: HeyError) {
    typealias __F = (String, ErrorDetail) -> HeyError
    __sameMeta(Swift.type(of: HeyError.auth(message:detail:)), __F.self)
    if case .auth(message: var p0, detail: var p1) = e { __sameType(&p0, (String).self); __sameType(&p1, (ErrorDetail).self); }
}"""),
    ("case HeyError.auth(message: String, detail: ErrorDetail)", "a", """\
static func __p30a(_ e: HeyError, _ a0: String, _ a1: ErrorDetail) {
    let _: HeyError = .auth(message: a0, detail: a1)
    if case .auth(let p0, let p1) = e { _ = (p0, p1) }
}"""),
    ("static Routes.getBox: Route {get} (GetBox GET /boxes/{boxId}; service Boxes; pagination .link, pageParameter \"page\")", "fmethod", """\
static func __p31fmethod() -> String? {
    __check(Routes.getBox.method, .get)
}"""),
]


def self_test():
    failures = []

    def expect(what, actual, expected):
        if actual != expected:
            failures.append(f"{what}:\n  expected {expected!r}\n  got      {actual!r}")

    decls, errors = read_api(SAMPLE)
    expect("declarations", len(decls), 34)
    expect("errors", [e.split(":")[1] for e in errors], ["70", "71", "72"])
    by_text = {d.text: (i, d) for i, d in enumerate(decls)}
    expect("areas", [d.area for d in decls].count("runtime"), 24)
    expect("conveniences", [d.section for d in decls if d.area == "conveniences"][:1],
           ["Services/BoxesService+Conveniences.swift"])
    _, kinds = by_text["BoxesService.kinds() async throws -> [String: Int, ext]"]
    expect("flags merged into a dictionary result", (kinds.result, kinds.flags), ("[String: Int]", {"ext"}))
    _, sticky = by_text["StickiesService.listUpTo(limit: Int) async throws -> [Sticky, ext]"]
    expect("flags merged into an array result", (sticky.result, sticky.flags), ("[Sticky]", {"ext"}))
    _, shared = by_text["static Router.shared: Router (inferred) {get} (= Router())"]
    expect("(inferred)", (shared.prop_type, shared.value, shared.static), ("Router", "Router()", True))
    _, walk = next(v for k, v in by_text.items() if k.startswith("HeyClient.walk"))
    expect("#isolation default", [(p.label, p.type, p.default) for p in walk.params],
           [("isolation", "isolated (any Actor)?", "#isolation"), ("limit", "Int", "HeyConfig.defaultMaxPages")])
    _, route = next(v for k, v in by_text.items() if k.startswith("static Routes.getBox"))
    expect("route facts", route.facts, {"id": "GetBox", "method": "GET", "path": "/boxes/{boxId}",
                                        "service": "Boxes", "pagination": ".link", "pageParameter": '"page"'})
    _, param = by_text["RouteMatch.Param.name: String {get}"]
    expect("nested owner", (param.owner, param.name), ("RouteMatch.Param", "name"))
    _, sub = by_text["HTTPHeaders.subscript(name: String) -> String?"]
    expect("subscript parameters have no label", sub.params[0].label, None)

    generator = Generator(decls)
    units = {u.id: u for u in generator.units()}
    for text, suffix, swift in EXPECTED_UNITS:
        index, _ = by_text[text]
        unit = units.get(f"p{index}{suffix}")
        expect(f"probe {suffix} of `{text}`", "\n".join(unit.lines) if unit else None, swift)
    expect("units of HeyConfig.version", sorted(u.id for u in units.values() if u.decl == by_text[
        'static HeyConfig.version: String {get} (= "0.32.0")'][0]), ["p19a", "p19s"])
    expect("the lenientSuccess fact is not checked", sorted(u.what for u in units.values() if u.decl == 32 and u.level == "value"),
           ['id == "CreateMessage"', "method == .post", 'path == "/messages.json"', 'service == "Messages"'])
    expect("notes", sorted(note.split(":")[0] for _, note in generator.notes),
           ["route fact lenientSuccess", "value not checked"])
    expect("extension placement", (units["p22s"].extend, units["p7s"].extend, units["p14a"].extend),
           ("RouteMatch.Param", None, None))
    if failures:
        print("api-reference-check self-test FAILED:\n" + "\n".join(failures))
        return 1
    print(f"api-reference-check self-test: passed ({len(EXPECTED_UNITS)} probes, {len(decls)} declarations)")
    return 0
