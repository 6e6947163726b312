import Foundation
import Hey

// Runs inside the "next" variant package `make variant-check` renders (spec/ plus the
// Smithy-constructs golden spec): reads and writes each construct's Swift type through the
// JSON coding every answer and body goes through, and exits 1 naming what did not hold.

nonisolated(unsafe) var failures: [String] = []

func check(_ condition: Bool, _ what: String) {
    if !condition { failures.append(what) }
}

func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(T.self, from: Data(json.utf8))
}

func encode<T: Encodable>(_ value: T) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any] ?? [:]
}

do {
    // oneOf with a discriminator: the value picks the case; one no case names is kept as unknown.
    let shapes = try decode([Shape].self, #"[{"type": "circle", "radius": 2}, {"type": "square", "side": 3}, {"type": "hexagon", "sides": 6}]"#)
    check(shapes.count == 3, "three shapes")
    if case .circle(let circle) = shapes[0] { check(circle.radius == 2, "circle radius") } else { check(false, "circle case") }
    if case .square(let square) = shapes[1] { check(square.side == 3, "square side") } else { check(false, "square case") }
    if case .unknown(let value) = shapes[2] { check(value["sides"] == .number(6), "unknown shape kept whole") } else { check(false, "unknown shape") }
    // Square's schema has no `type` member: writing it adds the discriminator.
    let square = try encode(Shape.square(Square(side: 4)))
    check(square["type"] as? String == "square" && square["side"] as? Double == 4, "square encodes with its discriminator")
    check(try encode(Shape.circle(Circle(type: "circle", radius: 1)))["type"] as? String == "circle", "circle encodes")

    // oneOf without one: Smithy's single-member objects, first that decodes.
    let events = try decode([Event].self, #"[{"text": "hi"}, {"shape": {"type": "square", "side": 1}}, {"stamp": "2026-10-05T09:30:00Z"}, {"sound": "beep"}]"#)
    if case .text(let text) = events[0] { check(text == "hi", "text event") } else { check(false, "text event case") }
    if case .shape(.square) = events[1] {} else { check(false, "shape event") }
    // A date-time is text as HEY wrote it (names.toml's [format_types], as 0.34 has it).
    if case .stamp(let stamp) = events[2] { check(stamp == "2026-10-05T09:30:00Z", "stamp event as written") } else { check(false, "stamp case") }
    if case .unknown = events[3] {} else { check(false, "unknown event") }
    check(try encode(Event.text("x")) as NSDictionary == ["text": "x"] as NSDictionary, "text event encodes wrapped")

    // oneOf of scalars.
    let labels = try decode([Label].self, #"["urgent", 3, true]"#)
    if case .string("urgent") = labels[0] {} else { check(false, "string label") }
    if case .integer(3) = labels[1] {} else { check(false, "integer label") }
    if case .unknown(.bool(true)) = labels[2] {} else { check(false, "unknown label") }

    // allOf merged; nullable members; integer enums open; maps.
    let drawing = try decode(Drawing.self, #"{"id": 7, "title": null, "shapes": [], "cover": null, "priority": 9, "layer": -1, "labels": {"a": "b"}, "metadata": {"n": 1}}"#)
    check(drawing.id == 7 && drawing.title == nil && drawing.cover == nil, "allOf members and nulls")
    check(drawing.priority == .unknown(9), "unknown integer enum value")
    check(drawing.layer == .valueMinus1, "nested integer enum")
    check(drawing.labels == ["a": "b"] && drawing.metadata?["n"] == .number(1), "maps")
    check(Priority(rawValue: 5) == .value5 && Priority.value2.rawValue == 2, "integer enum cases")

    // Inline schemas as types nested in their struct: an object (nesting another), a list of
    // objects, a oneOf, an anyOf, an allOf and a const.
    let nested = try decode(Drawing.self, #"{"id": 1, "title": "t", "shapes": [], "style": {"color": "red", "offset": {"x": 1, "y": 2}}, "anchor": 3, "annotations": [{"text": "a", "at": 4}], "fill": true, "author": {"id": 9, "name": "Ann"}, "format": "svg"}"#)
    check(nested.style?.color == "red" && nested.style?.offset == Drawing.Style.Offset(x: 1, y: 2), "nested struct in a nested struct")
    check(nested.anchor == .integer(3), "nested oneOf")
    check(nested.annotations == [Drawing.Annotation(text: "a", at: 4)], "nested struct in a list")
    check(nested.fill == .boolean(true), "nested anyOf")
    check(nested.author?.id == 9 && nested.author?.name == "Ann", "nested allOf")
    check(nested.format == .svg, "const as a one-case enum")
    let written = try encode(nested)
    check((written["style"] as? [String: Any])?["offset"] as? NSDictionary == ["x": 1, "y": 2] as NSDictionary, "nested struct encodes")
    check(written["anchor"] as? Int == 3 && written["fill"] as? Bool == true && written["format"] as? String == "svg", "nested unions and const encode")
    let circleFill = try decode(Drawing.self, #"{"id": 1, "title": null, "shapes": [], "fill": {"type": "circle", "radius": 2}}"#).fill
    check(circleFill == .circle(Circle(type: "circle", radius: 2)), "nested anyOf reads its first variant")
    let options = GetDrawingOptions(ids: [1, 2], tags: ["a", "b"], priority: .value1, trace: "t")
    check(options.queryItems.map(\.description) == ["ids=1", "ids=2", "tags=a,b", "priority=1"], "query items: \(options.queryItems)")
    check(options.headerFields.map { "\($0.name): \($0.value)" } == ["X-Trace: t"], "header fields")
} catch {
    failures.append("threw \(error)")
}

if failures.isEmpty {
    print("variant probe: every construct reads and writes as the model says")
} else {
    FileHandle.standardError.write(Data(("variant probe failed:\n  " + failures.joined(separator: "\n  ") + "\n").utf8))
    exit(1)
}
