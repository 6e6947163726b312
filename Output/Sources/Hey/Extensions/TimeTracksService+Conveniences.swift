// Copied by hey-generator from Templates/Extensions/TimeTracksService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: time_tracks
/// Time tracking: one running track at a time, and finished tracks filed under categories.
extension TimeTracksService {
    // needs operations: StartTimeTrack
    // needs types: Recording
    /// Starts tracking time now (`POST /calendar/ongoing_time_track.json`, no body: HEY starts a
    /// track with its defaults) and answers the running track.
    ///
    /// ```swift
    /// let track = try await client.timeTracks.startTracking()
    /// try await client.timeTracks.stop(timeTrackId: track.id)
    /// ```
    ///
    /// - Throws: `conflict` when a track is already running (HEY's 409, its message kept as
    ///   the hint): stop it first, or read it with ``getOngoing()``.
    public func startTracking() async throws -> Recording {
        do {
            return try await start()
        } catch HeyError.conflict(let message, var detail) {
            detail.hint = detail.hint ?? "A time track is already running; stop it first (getOngoing() reads it)"
            throw HeyError.conflict(message: message, detail: detail)
        }
    }

    // needs operations: UpdateTimeTrack
    // needs builds: UpdateTimeTrackRequestContent(calendar_time_track: UpdateTimeTrackPayload), UpdateTimeTrackPayload(category_title: string?, ends_at: string?)
    /// Stops a running track now: `PUT /calendar/time_tracks/{timeTrackId}.json` with only
    /// `ends_at`, the current instant in UTC (what HEY answers is not read). Hooks hear
    /// `StopTimeTrack`, so a policy can allow stopping without allowing other updates.
    ///
    /// - Throws: `usage` for an id that is not positive; nothing is sent.
    public func stop(timeTrackId: Int) async throws {
        try await stopNow(timeTrackId: timeTrackId, categoryTitle: nil)
    }

    // needs operations: UpdateTimeTrack
    // needs builds: UpdateTimeTrackRequestContent(calendar_time_track: UpdateTimeTrackPayload), UpdateTimeTrackPayload(category_title: string?, ends_at: string?)
    /// Stops a running track now and files it under `categoryTitle` in the same request
    /// (`PUT /calendar/time_tracks/{timeTrackId}.json` with `ends_at` and `category_title`; HEY
    /// creates the category if needed). Without a title (nil or blank) it only stops, as
    /// ``stop(timeTrackId:)``, and hooks hear `StopTimeTrack`; with one, `UpdateTimeTrack`.
    ///
    /// - Throws: `usage` for an id that is not positive; nothing is sent.
    public func stopAndFile(timeTrackId: Int, categoryTitle: String?) async throws {
        let title = categoryTitle.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        try await stopNow(timeTrackId: timeTrackId, categoryTitle: title)
    }

    // needs operations: UpdateTimeTrack
    // needs builds: UpdateTimeTrackRequestContent(calendar_time_track: UpdateTimeTrackPayload), UpdateTimeTrackPayload(category_title: string?, ends_at: string?)
    /// The stop: `ends_at` now in UTC, and the category when there is one.
    private func stopNow(timeTrackId: Int, categoryTitle: String?) async throws {
        let route = categoryTitle == nil ? Routes.updateTimeTrack.reported(as: "StopTimeTrack") : Routes.updateTimeTrack
        try Checks.id(timeTrackId, named: "timeTrackId", for: route.id)
        let payload = UpdateTimeTrackPayload(categoryTitle: categoryTitle, endsAt: CalendarDate.instant(Date()))
        try await context.send(route, path: ["timeTrackId": String(timeTrackId)],
                               body: UpdateTimeTrackRequestContent(calendarTimeTrack: payload))
    }

    // needs operations: UpdateTimeTrack
    // needs builds: UpdateTimeTrackRequestContent(calendar_time_track: UpdateTimeTrackPayload), UpdateTimeTrackPayload(notes: string?, category_title: string?, starts_at: string?, ends_at: string?)
    // needs types: Recording
    /// Changes a track (`PUT /calendar/time_tracks/{timeTrackId}.json`); only what is given is
    /// sent. `categoryTitle` files it under that category, creating the category if needed.
    /// Every update also stops the track if it is running. Answers the track.
    public func updateTimeTrack(timeTrackId: Int, notes: String? = nil, categoryTitle: String? = nil,
                                startsAt: Date? = nil, endsAt: Date? = nil) async throws -> Recording {
        let operation = Routes.updateTimeTrack.id
        try Checks.id(timeTrackId, named: "timeTrackId", for: operation)
        guard notes != nil || categoryTitle != nil || startsAt != nil || endsAt != nil else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        let payload = UpdateTimeTrackPayload(notes: notes, categoryTitle: categoryTitle, startsAt: startsAt.map(CalendarDate.instant),
                                             endsAt: endsAt.map(CalendarDate.instant))
        return try await update(timeTrackId: timeTrackId, body: UpdateTimeTrackRequestContent(calendarTimeTrack: payload))
    }

    // needs operations: CreateTimeTrack
    // needs builds: TimeTrackRequestContent(starts_at: string, ends_at: string, category_title: string?, notes: string?)
    // needs types: Recording
    /// Records a finished track (`POST /calendar/time_tracks.json`; HEY takes the body flat, not
    /// wrapped) and answers it.
    ///
    /// - Throws: `usage` when it ends before it starts; nothing is sent.
    public func createTimeTrack(startsAt: Date, endsAt: Date, notes: String? = nil, categoryTitle: String? = nil) async throws -> Recording {
        guard endsAt >= startsAt else {
            throw HeyError.usage(message: "\(Routes.createTimeTrack.id): a track cannot end before it starts; nothing was sent")
        }
        return try await create(body: TimeTrackRequestContent(
            startsAt: CalendarDate.instant(startsAt), endsAt: CalendarDate.instant(endsAt),
            categoryTitle: categoryTitle.flatMap { $0.isEmpty ? nil : $0 }, notes: notes.flatMap { $0.isEmpty ? nil : $0 }))
    }

    // needs operations: ListTimeTracks
    // needs types: TrackedTime
    /// One page of finished tracks, most recently ended first (`GET /calendar/time_tracks.json`),
    /// optionally only those under `categoryId` (an unknown one is `not_found`). Pass the page's
    /// ``Page/nextPage`` as `page` for the next; the calendar's categories come with each page.
    public func listTimeTracks(categoryId: Int? = nil, page: String? = nil) async throws -> Page<TrackedTime> {
        try await list(options: ListTimeTracksOptions(page: page, categoryId: categoryId))
    }

    /// `GET /calendar/time_tracks/exports` (not in the model): the tracks as CSV.
    static let exportRoute = Route.unmodelledRead(
        id: "ExportTimeTracks", service: "TimeTracks", path: "/calendar/time_tracks/exports", resourceType: "time_track")

    /// Every track as CSV, newest first, with the columns Start, End, Duration, Category and
    /// Notes (`GET /calendar/time_tracks/exports`, `Accept: text/csv`). Read up to 50 MiB.
    public func export() async throws -> Data {
        try await context.perform(Self.exportRoute, adjust: { plan in
            plan.headers["Accept"] = "text/csv"
            plan.responseLimit = max(plan.responseLimit, 50 << 20)
        }) { answer, _ in answer.response.body }
    }
}

// needs services: time_tracks
/// Time-track categories, through HEY's browser forms (never resent).
extension TimeTracksService {
    /// Creates a category (`POST /calendar/time_tracks/categories`). HEY redirects; list the
    /// categories (``listCategories()``) for its id.
    public func createCategory(title: String) async throws {
        try Checks.text(title, named: "title", for: "CreateTimeTrackCategory")
        _ = try await context.submitForm(.post, "/calendar/time_tracks/categories", info: Self.categoryInfo("CreateTimeTrackCategory"),
                                         fields: [("category[title]", title)])
    }

    /// Renames a category (`PATCH /calendar/time_tracks/categories/{categoryId}`).
    ///
    /// - Throws: `usage` for an id that is not positive or a blank title; nothing is sent.
    public func updateCategory(categoryId: Int, title: String) async throws {
        try Checks.id(categoryId, named: "categoryId", for: "UpdateTimeTrackCategory")
        try Checks.text(title, named: "title", for: "UpdateTimeTrackCategory")
        _ = try await context.submitForm(.patch, "/calendar/time_tracks/categories/\(categoryId)",
                                         info: Self.categoryInfo("UpdateTimeTrackCategory", categoryId),
                                         fields: [("category[title]", title)])
    }

    /// Deletes a category (`DELETE /calendar/time_tracks/categories/{categoryId}`); its tracks
    /// stay, uncategorised.
    ///
    /// - Throws: `usage` for an id that is not positive; nothing is sent.
    public func deleteCategory(categoryId: Int) async throws {
        try Checks.id(categoryId, named: "categoryId", for: "DeleteTimeTrackCategory")
        _ = try await context.submitForm(.delete, "/calendar/time_tracks/categories/\(categoryId)",
                                         info: Self.categoryInfo("DeleteTimeTrackCategory", categoryId))
    }

    private static func categoryInfo(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "TimeTracks", operation: operation, resourceType: "time_track", resourceId: id)
    }
}
