// Copied by hey-generator from Templates/Extensions/Checks.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// The checks conveniences make before anything is sent. Each failure is a `usage` error (or a
/// `validation` error where HEY would refuse the value) naming the operation.
enum Checks {
    /// At least one id.
    static func ids(_ ids: [Int], named name: String, for operation: String) throws {
        guard !ids.isEmpty else {
            throw HeyError.usage(message: "\(operation) needs at least one \(name); nothing was sent",
                                        hint: "Pass the ids to act on")
        }
    }

    /// A positive id.
    static func id(_ id: Int, named name: String, for operation: String) throws {
        guard id > 0 else {
            throw HeyError.usage(message: "\(operation): \(name) must be a positive id, not \(id); nothing was sent")
        }
    }

    /// A non-blank string.
    static func text(_ text: String, named name: String, for operation: String) throws {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HeyError.usage(message: "\(operation) needs a \(name); nothing was sent")
        }
    }

    /// At least one recipient: HEY saves an unaddressed message as a draft instead of sending it.
    static func recipients(_ lists: [[String]], for operation: String) throws {
        guard lists.contains(where: { list in list.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }) else {
            throw HeyError.usage(message: "\(operation) needs at least one recipient; nothing was sent",
                                        hint: "HEY saves a message without recipients as a draft; use createDraft for that")
        }
    }

    /// A calendar day, `YYYY-MM-DD`.
    static func day(_ day: String, for operation: String) throws {
        guard CalendarDate.isDay(day) else {
            throw HeyError.usage(message: "\(operation): \"\(day)\" is not a day in the form YYYY-MM-DD; nothing was sent")
        }
    }
}

extension HeyError {
    /// A non-retryable `api_error` about what HEY answered with `status`: a success the
    /// convenience cannot use.
    static func unusableAnswer(_ message: String, status: Int?, requestId: String? = nil, hint: String? = nil) -> HeyError {
        .api(message: message, httpStatus: status, retryable: false, detail: ErrorDetail(hint: hint, requestId: requestId))
    }
}
