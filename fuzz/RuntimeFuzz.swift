import Foundation
@testable import HeyRuntime

private let base = URL(string: "https://app.hey.com/boxes/1/postings.json?page=2")!
private let origin = try! Origin(baseURL: "https://app.hey.com")
private let now = Date(timeIntervalSince1970: 1_800_000_000)

/// libFuzzer entry: the input, as text, goes to each of the runtime's parsers of what HEY
/// sends — `Link`, `Retry-After`, `Cache-Control`, ISO 8601 dates, failure bodies — and to the
/// header and URL helpers, checking what each promises:
/// - a `Retry-After` is never a negative wait, and a Link target is an absolute URL;
/// - a date that parses formats and parses back to the same millisecond;
/// - a header set is the one read back, and percent-encoding round-trips;
/// - a URL shown in hooks and errors carries no query, fragment or user info, and lowercasing a
///   URL's scheme and host for sending never moves it on or off the HEY origin.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntime(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)

    if let wait = RetrySchedule.retryAfter(text, now: now) { precondition(wait >= .zero, "a negative Retry-After") }
    _ = LinkHeader.links(in: text)
    if let next = LinkHeader.target(rel: "next", in: [text, text], relativeTo: base) {
        precondition(next.scheme != nil, "a relative next link")
    }
    _ = ResponseRevalidation.forbidsStoring(HTTPHeaders([(name: "Cache-Control", value: text)]))
    if let date = ISO8601.parse(text) {
        let again = ISO8601.parse(ISO8601.format(date))
        precondition(again.map { abs($0.timeIntervalSince(date)) < 0.001 } ?? false, "a date that does not round-trip")
    }
    _ = ISO8601.parseHTTPDate(text)
    for contentType in ["application/json", "text/html", nil] {
        let said = ErrorBody(body: bytes, contentType: contentType)
        precondition((said.message?.count ?? 0) <= ErrorBody.maxMessageLength + 1, "an error message longer than the cap")
        precondition(!(said.message.map(ErrorBody.holdsMarkup) ?? false), "an error message that holds markup")
    }

    var headers: HTTPHeaders = ["Accept": "application/json"]
    headers[text] = text
    precondition(headers[text] == text, "a header set is not the one read back")
    let encoded = RequestURL.percentEncoded(text, keeping: RequestURL.isUnreserved)
    precondition(encoded.removingPercentEncoding == text, "percent-encoding does not round-trip")
    if let url = URL(string: text) ?? URL(string: text, relativeTo: base) {
        let shown = url.redactedForDisplay
        precondition(shown.query == nil && shown.fragment == nil && shown.user == nil && shown.password == nil,
                     "a displayed URL keeps its query, fragment or user info")
        precondition(origin.contains(Origin.normalized(url)) == origin.contains(url), "normalizing moved a URL across the origin")
    }
    return 0
}
