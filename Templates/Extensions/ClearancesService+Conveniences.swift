import Foundation

// needs services: clearances
/// The Screener: who waits to be let in, and the decisions made.
///
/// A decision's `status` is `approved` (let in) or `denied` (screened out); anything else is a
/// `validation` error and nothing is sent.
extension ClearancesService {
    // needs operations: GetClearances
    // needs members: ClearanceSummary.pending_clearances_count
    /// How many senders wait in the Screener (`GET /clearances.json`, HEY's cheap badge count).
    public func pendingCount() async throws -> Int {
        try await get().value.pendingClearancesCount ?? 0
    }

    // needs operations: GetClearances
    // needs members: ClearanceSummary.clearances
    // needs types: Clearance
    /// One page of the senders waiting in the Screener (`GET /clearances.json?include_clearances=true`),
    /// each with the contact asking and their most recent entry. Pass the page's
    /// ``Page/nextCursor`` as `page` for the next.
    public func pending(page: String? = nil) async throws -> Page<[Clearance]> {
        try await get(options: GetClearancesOptions(includeClearances: true, page: page)).map { $0.clearances ?? [] }
    }

    // needs operations: GetMyClearances
    // needs members: ClearanceListResponse.clearances
    // needs types: Clearance
    /// One page of screening decisions already made, newest first (`GET /my/clearances.json`).
    public func screened(page: String? = nil) async throws -> Page<[Clearance]> {
        try await getMy(options: GetMyClearancesOptions(page: page)).map { $0.clearances ?? [] }
    }

    // needs operations: UpdateClearance
    // needs builds: UpdateClearanceRequestContent(status, designation_box_id, spam, mark_topics_as_seen)
    // needs types: Clearance
    /// Screens one sender (`PATCH /clearances/{clearanceId}.json`) and answers the clearance.
    ///
    /// - Parameters:
    ///   - clearanceId: the pending clearance (the sender waiting in the Screener).
    ///   - status: `approved` or `denied`; anything else is a `validation` error and nothing is
    ///     sent.
    ///   - designationBoxId: the box their mail goes to from now on (sent when non-zero).
    ///   - spam: screen them out as spam (sent only when true).
    ///   - markTopicsAsSeen: mark what they already sent as seen (sent only when true).
    public func updateClearance(clearanceId: Int, status: String, designationBoxId: Int? = nil, spam: Bool = false,
                                markTopicsAsSeen: Bool = false) async throws -> Clearance {
        try Checks.clearanceStatus(status, for: Routes.updateClearance.id)
        let body = UpdateClearanceRequestContent(
            status: status, designationBoxId: designationBoxId == 0 ? nil : designationBoxId,
            spam: spam ? true : nil, markTopicsAsSeen: markTopicsAsSeen ? true : nil)
        return try await update(clearanceId: clearanceId, body: body)
    }

    // needs operations: BulkUpdateClearances
    // needs builds: BulkUpdateClearancesRequestContent(ids, status, spam)
    // needs members: ClearanceListResponse.clearances
    // needs types: Clearance
    /// Screens several senders at once (`PATCH /clearances/bulk.json`, ids comma-joined) and
    /// answers the clearances HEY changed, which may be fewer than those sent.
    ///
    /// - Throws: `usage` for an empty list; `not_found` when none of the ids is the caller's.
    public func bulkUpdateClearances(clearanceIds: [Int], status: String, spam: Bool = false) async throws -> [Clearance] {
        let operation = Routes.bulkUpdateClearances.id
        try Checks.ids(clearanceIds, named: "clearance id", for: operation)
        try Checks.clearanceStatus(status, for: operation)
        let body = BulkUpdateClearancesRequestContent(
            ids: clearanceIds.map(String.init).joined(separator: ","), status: status, spam: spam ? true : nil)
        return try await bulkUpdate(body: body).clearances ?? []
    }

    // needs operations: UpdateMyClearance
    // needs builds: UpdateMyClearanceRequestContent(status)
    // needs types: Clearance
    /// Changes a decision already made (`PATCH /my/clearances/{clearanceId}.json`).
    public func updateMyClearance(clearanceId: Int, status: String) async throws -> Clearance {
        try Checks.clearanceStatus(status, for: Routes.updateMyClearance.id)
        return try await updateMy(clearanceId: clearanceId, body: UpdateMyClearanceRequestContent(status: status))
    }
}
