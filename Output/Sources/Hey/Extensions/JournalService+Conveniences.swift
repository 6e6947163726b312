// Copied by hey-generator from Templates/Extensions/JournalService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: journal
/// The journal: at most one entry a day, identity-wide.
extension JournalService {
    // needs operations: GetJournalEntry
    // needs types: Recording
    /// The journal entry of `day` (`GET /calendar/days/{day}/journal_entry.json`), or nil when
    /// HEY answers 204 because that day has none.
    ///
    /// - Throws: `usage` for a day not in the form `YYYY-MM-DD`; nothing is sent.
    public func entry(day: String) async throws -> Recording? {
        try Checks.day(day, for: Routes.getJournalEntry.id)
        return try await context.perform(Routes.getJournalEntry, path: ["day": day]) { answer, label in
            answer.response.status == 204 || answer.response.body.isEmpty
                ? nil : try ClientContext.decode(Recording.self, from: answer, label: label)
        }
    }

    // needs operations: GetJournalEntry
    // needs members: Recording.content_html: string?, Recording.content: string?
    /// The text of `day`'s entry: its HTML (`content_html`), else its plain text, else `""`;
    /// nil when the day has no entry.
    public func getContent(day: String) async throws -> String? {
        guard let entry = try await entry(day: day) else { return nil }
        return entry.contentHtml ?? entry.content ?? ""
    }

    // needs operations: UpdateJournalEntry
    // needs builds: UpdateJournalEntryRequestContent(calendar_journal_entry: JournalEntryPayload), JournalEntryPayload(content: string)
    // needs types: Recording
    /// Writes `day`'s entry, creating or replacing it (`PATCH /calendar/days/{day}/journal_entry.json`),
    /// and answers it. Empty `content` deletes the entry: HEY answers 204 and this answers nil.
    public func updateContent(day: String, content: String) async throws -> Recording? {
        try Checks.day(day, for: Routes.updateJournalEntry.id)
        let body = UpdateJournalEntryRequestContent(calendarJournalEntry: JournalEntryPayload(content: content))
        return try await context.perform(Routes.updateJournalEntry, path: ["day": day], body: body) { answer, label in
            answer.response.status == 204 || answer.response.body.isEmpty
                ? nil : try ClientContext.decode(Recording.self, from: answer, label: label)
        }
    }
}
