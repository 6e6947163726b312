import Foundation

/// A screening decision: let the sender in, or screen them out.
public enum ClearanceStatus: String, Sendable, Equatable, CaseIterable {
    /// Let in (`approved`): their mail reaches the boxes.
    case approved
    /// Screened out (`denied`): their mail is kept away.
    case denied

    /// The decision as HEY spells it (`approved`).
    public var wire: String { rawValue }

    /// The decision HEY spells `source`.
    ///
    /// - Throws: `validation` when `source` is not `approved` or `denied`, as HEY would refuse it.
    public static func parse(_ source: String) throws -> ClearanceStatus {
        guard let status = ClearanceStatus(rawValue: source) else {
            var detail = ErrorDetail()
            detail.fieldErrors = [FieldError(field: "status", message: "must be approved or denied")]
            throw HeyError.validation(message: "the status must be approved or denied, not \"\(source)\"",
                                      httpStatus: 422, detail: detail)
        }
        return status
    }
}

/// What else happens when a sender is screened (``ClearancesService/screen(clearanceId:status:options:)``).
public struct ScreenOptions: Sendable, Equatable {
    /// The box their mail goes to from now on (sent when given and not 0).
    public var designationBoxId: Int?
    /// Screen them out as spam (sent only when true).
    public var spam: Bool
    /// Mark what they already sent as seen (sent only when true).
    public var markTopicsAsSeen: Bool

    /// Options that change nothing beyond the decision unless set.
    public init(designationBoxId: Int? = nil, spam: Bool = false, markTopicsAsSeen: Bool = false) {
        self.designationBoxId = designationBoxId
        self.spam = spam
        self.markTopicsAsSeen = markTopicsAsSeen
    }
}

// needs services: clearances
/// The Screener: who waits to be let in, and the decisions made.
extension ClearancesService {
    // needs operations: GetClearances
    // needs members: ClearanceSummary.pending_clearances_count: integer(int32)?
    /// How many senders wait in the Screener (`GET /clearances.json`, HEY's cheap badge count).
    public func pendingCount() async throws -> Int {
        Int(try await summary().pendingClearancesCount ?? 0)
    }

    // needs operations: GetClearances
    // needs types: ClearanceSummary
    /// The Screener's summary (`GET /clearances.json`): how many senders wait and the stream
    /// name HEY's cable server pushes changes on, without the clearances themselves.
    public func summary() async throws -> ClearanceSummary {
        try await get().value
    }

    // needs operations: GetClearances
    // needs types: ClearanceSummary
    /// One page of the senders waiting in the Screener
    /// (`GET /clearances.json?include_clearances=true[&page=]`): the summary with its
    /// `clearances`, each with the contact asking and their most recent entry. To walk the
    /// pages, use ``pendingPage(page:)``.
    public func pending(page: String? = nil) async throws -> ClearanceSummary {
        try await pendingPage(page: page).value
    }

    // needs operations: GetClearances
    // needs types: ClearanceSummary
    /// ``pending(page:)`` as a ``Page``: pass its ``Page/nextPage`` as `page` for the next.
    public func pendingPage(page: String? = nil) async throws -> Page<ClearanceSummary> {
        try await get(options: GetClearancesOptions(includeClearances: true, page: page))
    }

    // needs operations: GetMyClearances
    // needs members: ClearanceListResponse.clearances: [Clearance]?
    // needs types: Clearance
    /// One page of screening decisions already made, newest first (`GET /my/clearances.json[?page=]`).
    /// To walk the pages, use ``screenedPage(page:)``.
    public func screened(page: String? = nil) async throws -> [Clearance] {
        try await screenedPage(page: page).value.clearances ?? []
    }

    // needs operations: GetMyClearances
    // needs types: ClearanceListResponse
    /// ``screened(page:)`` as a ``Page``: pass its ``Page/nextPage`` as `page` for the next.
    public func screenedPage(page: String? = nil) async throws -> Page<ClearanceListResponse> {
        try await getMy(options: GetMyClearancesOptions(page: page))
    }

    // needs operations: UpdateClearance
    // needs builds: UpdateClearanceRequestContent(status: string, designation_box_id: integer?, spam: boolean?, mark_topics_as_seen: boolean?)
    // needs types: Clearance
    /// Screens one waiting sender in or out (`PATCH /clearances/{clearanceId}.json`) and answers
    /// the clearance. `options` can send their mail to a box, mark them as spam, or mark what
    /// they already sent as seen; each is sent only when set.
    ///
    /// - Throws: `usage` for a `clearanceId` below 1 (nothing is sent).
    public func screen(clearanceId: Int, status: ClearanceStatus, options: ScreenOptions = ScreenOptions()) async throws -> Clearance {
        try Checks.id(clearanceId, named: "clearanceId", for: Routes.updateClearance.id)
        let body = UpdateClearanceRequestContent(
            status: status.wire, designationBoxId: options.designationBoxId == 0 ? nil : options.designationBoxId,
            spam: options.spam ? true : nil, markTopicsAsSeen: options.markTopicsAsSeen ? true : nil)
        return try await update(clearanceId: clearanceId, body: body)
    }

    // needs operations: BulkUpdateClearances
    // needs builds: BulkUpdateClearancesRequestContent(ids: string, status: string, spam: boolean?)
    // needs members: ClearanceListResponse.clearances: [Clearance]?
    // needs types: Clearance
    /// Screens several waiting senders at once (`PATCH /clearances/bulk.json`, the ids
    /// comma-joined; `spam` sent only when true) and answers the clearances HEY changed, which
    /// may be fewer than those sent.
    ///
    /// - Throws: `usage` for an empty list (nothing is sent); `not_found` when none of the ids
    ///   is the caller's.
    public func screenMany(clearanceIds: [Int], status: ClearanceStatus, spam: Bool = false) async throws -> [Clearance] {
        try Checks.ids(clearanceIds, named: "clearance id", for: Routes.bulkUpdateClearances.id)
        let body = BulkUpdateClearancesRequestContent(
            ids: clearanceIds.map(String.init).joined(separator: ","), status: status.wire, spam: spam ? true : nil)
        return try await bulkUpdate(body: body).clearances ?? []
    }

    // needs operations: UpdateMyClearance
    // needs builds: UpdateMyClearanceRequestContent(status: string)
    // needs types: Clearance
    /// Changes a decision already made (`PATCH /my/clearances/{clearanceId}.json`) and answers
    /// the clearance.
    ///
    /// - Throws: `usage` for a `clearanceId` below 1 (nothing is sent).
    public func rescreen(clearanceId: Int, status: ClearanceStatus) async throws -> Clearance {
        try Checks.id(clearanceId, named: "clearanceId", for: Routes.updateMyClearance.id)
        return try await updateMy(clearanceId: clearanceId, body: UpdateMyClearanceRequestContent(status: status.wire))
    }
}
