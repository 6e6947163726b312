import Foundation

/// The plumbing the hand-written conveniences share: running a model route while saying what
/// hooks hear and how the answer is read, and the checks made before anything is sent.
extension ClientContext {
    /// Runs one operation of `route` like the generated methods do (URL building, signing,
    /// retries, refresh, hooks), with three differences a convenience may need:
    ///
    /// - `resourceId` is what hooks hear as the resource (a bulk action on one posting names it);
    /// - `adjust` edits the plan before it is sent (another `Accept`, a larger body limit);
    /// - `read` sees the raw answer, so a 204 with a `Location`, a 409 listed in `emptyOn` or an
    ///   HTML page can be read as what it means.
    func sendRoute<Result>(_ route: Route, resourceId: String? = nil, path: [String: String] = [:],
                           query: [URLQueryItem] = [], body: (any Encodable & Sendable)? = nil,
                           emptyOn: Set<Int> = [], adjust: (inout RequestPlan) -> Void = { _ in },
                           read: (Answer, RequestLabel) throws -> Result) async throws -> Result {
        var info = Self.operationInfo(for: route, path: path)
        if let resourceId {
            info = OperationInfo(service: info.service, operation: info.operation, resourceType: info.resourceType,
                                 isMutation: info.isMutation, resourceId: resourceId)
        }
        return try await runOperation(info) {
            var plan = try plan(for: route, path: path, query: query, body: body, emptyOn: emptyOn)
            plan.operation = info
            adjust(&plan)
            let answer = try await RequestPipeline(context: self).run(plan)
            return try read(answer, RequestLabel(operation: route.operationId, method: route.method.rawValue, url: answer.url))
        }
    }

    /// Runs `route` and ignores the answer's body.
    func sendRoute(_ route: Route, resourceId: String? = nil, path: [String: String] = [:], query: [URLQueryItem] = [],
                   body: (any Encodable & Sendable)? = nil, adjust: (inout RequestPlan) -> Void = { _ in }) async throws {
        try await sendRoute(route, resourceId: resourceId, path: path, query: query, body: body, adjust: adjust) { _, _ in () }
    }
}

extension ClientContext {
    // needs operations: GetIdentity
    // needs members: Identity.all_users, User.account_id, User.id
    /// The identity's user on the linked account this client is scoped to, kept once found; nil
    /// on a root client (HEY then files things under the first account).
    func accountUserForConveniences() async throws -> Int? {
        guard let account = accountScope else { return nil }
        return try await memo.value("accountUserId") { () async throws -> Int in
            let identity = try await send(Routes.getIdentity, as: Identity.self)
            guard let user = identity.allUsers?.first(where: { $0.accountId == account }) else {
                throw HeyError.notFound("The identity has no user on account \(account)", HeyErrorDetail())
            }
            return user.id
        }
    }

    // needs operations: GetIdentity
    /// `senderId` when it names a sender, else the client's default sender (for a
    /// linked-account client, that account's), looked up once per client.
    func actingSender(_ senderId: Int) async throws -> Int {
        senderId > 0 ? senderId : try await defaultSenderId(identity: Routes.getIdentity)
    }
}

extension ClientContext {
    /// Sends a browser form of `method` to `path` (as written, query included) with `fields`,
    /// reported to hooks as `info`, and answers it (see ``HeyClient/sendForm(_:)``).
    func submitForm(_ method: HTTPMethod, _ path: String, info: OperationInfo,
                    fields: [(String, String)] = []) async throws -> FormAnswer {
        try await sendForm(formOperation(method, path, info: info, fields: fields))
    }

    /// A browser form ready to send.
    func formOperation(_ method: HTTPMethod, _ path: String, info: OperationInfo, fields: [(String, String)] = []) -> FormOperation {
        var operation = FormOperation(method: method, path: path)
        operation.info = info
        operation.form(fields)
        return operation
    }

    /// Sends a browser form inside an operation already reported to hooks (a call made of
    /// several requests): the same request and answer rules as ``HeyClient/sendForm(_:)``.
    func formAnswerWithinOperation(_ operation: FormOperation) async throws -> FormAnswer {
        let answer = try await RequestPipeline(context: self).run(try formPlan(for: operation))
        let response = answer.response
        if (300..<400).contains(response.status), ![302, 303].contains(response.status) {
            throw ErrorClassifier.error(for: response, to: RequestLabel(operation: operation.info.operation,
                                                                        method: operation.method.rawValue, url: answer.url))
        }
        return FormAnswer(response: response, url: answer.url)
    }

    /// `text` as one path segment.
    static func segment(_ text: String) -> String {
        RequestURL.percentEncoded(text, keeping: RequestURL.isUnreserved)
    }
}

/// The checks conveniences make before anything is sent. Each failure is a `usage` error (or a
/// `validation` error where HEY would refuse the value) naming the operation.
enum Checks {
    /// At least one id.
    static func ids(_ ids: [Int], named name: String, for operation: String) throws {
        guard !ids.isEmpty else {
            throw HeyError.invalidUsage("\(operation) needs at least one \(name); nothing was sent",
                                        hint: "Pass the ids to act on")
        }
    }

    /// A positive id.
    static func id(_ id: Int, named name: String, for operation: String) throws {
        guard id > 0 else {
            throw HeyError.invalidUsage("\(operation): \(name) must be a positive id, not \(id); nothing was sent")
        }
    }

    /// A non-blank string.
    static func text(_ text: String, named name: String, for operation: String) throws {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HeyError.invalidUsage("\(operation) needs a \(name); nothing was sent")
        }
    }

    /// At least one recipient: HEY saves an unaddressed message as a draft instead of sending it.
    static func recipients(_ lists: [[String]], for operation: String) throws {
        guard lists.contains(where: { list in list.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }) else {
            throw HeyError.invalidUsage("\(operation) needs at least one recipient; nothing was sent",
                                        hint: "HEY saves a message without recipients as a draft; use createDraft for that")
        }
    }

    /// A calendar day, `YYYY-MM-DD`.
    static func day(_ day: String, for operation: String) throws {
        guard CalendarDate.isDay(day) else {
            throw HeyError.invalidUsage("\(operation): \"\(day)\" is not a day in the form YYYY-MM-DD; nothing was sent")
        }
    }

    /// A screening decision: `approved` or `denied`, checked as HEY would (a `validation` error).
    static func clearanceStatus(_ status: String, for operation: String) throws {
        guard ["approved", "denied"].contains(status) else {
            throw HeyError.validation("\(operation): the status must be approved or denied, not \"\(status)\"; nothing was sent",
                                      HeyErrorDetail(fieldErrors: [FieldError(field: "status", message: "must be approved or denied")]))
        }
    }
}

/// Dates as HEY's calendar wants them.
enum CalendarDate {
    /// Whether `text` is a real `YYYY-MM-DD` day.
    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return false }
        return ISO8601.parse(text + "T00:00:00Z") != nil
    }

    /// Today's date where the caller is (`TimeZone.current`), `YYYY-MM-DD`.
    static func today(in zone: TimeZone = .current, now: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// An instant as RFC 3339 in UTC with milliseconds.
    static func instant(_ date: Date) -> String { ISO8601.format(date) }
}

/// Reads what a redirect or a `Location` header says.
enum LocationHeader {
    /// The entry id a 204 names in its `Location` (`…/messages/{id}`): the last path segment,
    /// which must be a positive number.
    static func entryId(in answer: Answer, label: RequestLabel, saved what: String) throws -> Int {
        let response = answer.response
        let detail = HeyErrorDetail(httpStatus: response.status, requestId: response.headers["X-Request-Id"])
        guard let location = response.headers["Location"],
              let url = URL(string: location, relativeTo: answer.url)?.absoluteURL else {
            throw HeyError.api("\(label): HEY saved the \(what) but named no Location to read its id from", detail)
        }
        let last = url.path.split(separator: "/").last.map(String.init) ?? ""
        let stem = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
        guard stem.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let id = Int(stem), id > 0 else {
            throw HeyError.api("\(label): HEY saved the \(what) but its Location (\(url.redactedForDisplay.path)) ends in no id", detail)
        }
        return id
    }
}

extension HeyErrorDetail {
    /// The same detail with `hint`.
    func with(hint: String) -> HeyErrorDetail {
        var copy = self
        copy.hint = hint
        return copy
    }
}
