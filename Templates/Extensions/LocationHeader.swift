import Foundation

/// Reads what a redirect or a `Location` header says.
enum LocationHeader {
    /// The entry id a 204 names in its `Location` (`…/messages/{id}`): the last path segment,
    /// which must be a positive number.
    static func entryId(in answer: Answer, label: RequestLabel, saved what: String) throws -> Int {
        let response = answer.response
        let requestId = response.headers["X-Request-Id"]
        guard let location = response.headers["Location"],
              let url = URL(string: location, relativeTo: answer.url)?.absoluteURL else {
            throw HeyError.unusableAnswer("\(label): HEY saved the \(what) but named no Location to read its id from",
                                          status: response.status, requestId: requestId)
        }
        let last = url.path.split(separator: "/").last.map(String.init) ?? ""
        let stem = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
        guard stem.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let id = Int(stem), id > 0 else {
            throw HeyError.unusableAnswer("\(label): HEY saved the \(what) but its Location (\(url.redactedForDisplay.path)) ends in no id",
                                          status: response.status, requestId: requestId)
        }
        return id
    }
}
