// Copied by hey-generator from Templates/Extensions/MessageContent.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A new message: what ``MessagesService/send(_:)`` delivers.
///
/// ```swift
/// try await client.messages.send(MessageContent(
///     subject: "Subject", content: "<div>Body</div>", to: ["someone@example.com"]))
/// ```
public struct MessageContent: Sendable, Hashable {
    /// The subject.
    public var subject: String
    /// The body as HTML (HEY's Trix markup); escape plain text first.
    public var content: String
    /// To: addresses.
    public var to: [String]
    /// Cc: addresses.
    public var cc: [String]
    /// Bcc: addresses.
    public var bcc: [String]
    /// The sender to send as (a ``Sender`` id of the identity); nil or 0 means the client's
    /// default sender (for a linked-account client, that account's), looked up once per client.
    public var actingSenderId: Int?

    /// Creates a message. Sending needs at least one recipient.
    public init(subject: String = "", content: String = "", to: [String] = [], cc: [String] = [], bcc: [String] = [],
                actingSenderId: Int? = nil) {
        self.subject = subject
        self.content = content
        self.to = to
        self.cc = cc
        self.bcc = bcc
        self.actingSenderId = actingSenderId
    }
}

/// When HEY delivers a scheduled draft: a day and an hour in the identity's time zone.
public struct DeliverySchedule: Sendable, Hashable {
    /// `YYYY-MM-DD`, `today` or `tomorrow`.
    public var date: String
    /// The hour, 0–23 (HEY schedules to the hour).
    public var hour: Int

    /// Creates a schedule.
    public init(date: String, hour: Int) {
        self.date = date
        self.hour = hour
    }

    /// Checks the day and hour before anything is sent.
    func check(for operation: String) throws {
        if date != "today", date != "tomorrow" { try Checks.day(date, for: operation) }
        guard (0...23).contains(hour) else {
            throw HeyError.usage(message: "\(operation): the scheduled hour must be 0–23, not \(hour); nothing was sent")
        }
    }
}

/// A draft: what ``MessagesService/createDraft(_:)`` saves, ``MessagesService/updateDraft(entryId:draft:)``
/// rewrites and ``MessagesService/sendDraft(entryId:draft:)`` sends. A draft needs no recipient
/// until it is sent.
public struct DraftContent: Sendable, Hashable {
    /// The subject.
    public var subject: String
    /// The body as HTML (HEY's Trix markup).
    public var content: String
    /// To: addresses.
    public var to: [String]
    /// Cc: addresses.
    public var cc: [String]
    /// Bcc: addresses.
    public var bcc: [String]
    /// The sender to send as; nil or 0 means the client's default sender. Pass the same one on
    /// every save, or HEY moves the draft back to the default sender.
    public var actingSenderId: Int?
    /// When HEY delivers the draft on its own; nil saves it unscheduled (and an update with nil
    /// cancels a scheduled delivery). Sending a draft delivers it now, whatever this says.
    public var schedule: DeliverySchedule?

    /// Creates a draft.
    public init(subject: String = "", content: String = "", to: [String] = [], cc: [String] = [], bcc: [String] = [],
                actingSenderId: Int? = nil, schedule: DeliverySchedule? = nil) {
        self.subject = subject
        self.content = content
        self.to = to
        self.cc = cc
        self.bcc = bcc
        self.actingSenderId = actingSenderId
        self.schedule = schedule
    }
}

/// A reply to an entry, for ``EntriesService/reply(entryId:reply:)`` and
/// ``EntriesService/replyDraft(entryId:reply:)``.
///
/// Start from ``EntriesService/newReply(entryId:)``: its subject (HEY derives none when
/// replying), its `sender` (on shared or alternate addresses HEY picks one other than the
/// account default) and its recipients (HEY does not reply-all for you).
public struct ReplyContent: Sendable, Hashable {
    /// The sender to reply as; 0 means the client's default sender.
    public var actingSenderId: Int
    /// The subject, usually the prefill's "Re: …"; an empty one is left out.
    public var subject: String
    /// The body as HTML.
    public var content: String
    /// To: addresses.
    public var to: [String]
    /// Cc: addresses.
    public var cc: [String]
    /// Bcc: addresses.
    public var bcc: [String]

    /// Creates a reply. Delivering it needs at least one recipient.
    public init(actingSenderId: Int = 0, subject: String = "", content: String = "", to: [String] = [], cc: [String] = [],
                bcc: [String] = []) {
        self.actingSenderId = actingSenderId
        self.subject = subject
        self.content = content
        self.to = to
        self.cc = cc
        self.bcc = bcc
    }
}

/// Builds the bodies HEY's message and reply endpoints read.
enum MessageBody {
    // needs builds: MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    /// `entry.addressed`: each list that has addresses; with `keepEmpty`, every list, empty
    /// ones included (drafts), so a draft's recipients are replaced rather than kept.
    static func addressed(to: [String], cc: [String], bcc: [String], keepEmpty: Bool) -> MessageAddressed {
        func list(_ addresses: [String]) -> [String]? {
            let kept = addresses.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return kept.isEmpty && !keepEmpty ? nil : kept
        }
        return MessageAddressed(directly: list(to), copied: list(cc), blindcopied: list(bcc))
    }

    // needs builds: MessageEntryPayload(addressed: MessageAddressed?, status: string?, scheduled_delivery: string?, scheduled_delivery_at_date: string?, scheduled_delivery_at_hour: string?), MessageAddressed(directly: [string]?, copied: [string]?, blindcopied: [string]?)
    /// `entry` for a delivery (no status) or a draft (`drafted`, optionally scheduled).
    static func entry(to: [String], cc: [String], bcc: [String], drafted: Bool, schedule: DeliverySchedule? = nil) -> MessageEntryPayload {
        MessageEntryPayload(
            addressed: addressed(to: to, cc: cc, bcc: bcc, keepEmpty: drafted),
            status: drafted ? "drafted" : nil,
            scheduledDelivery: schedule == nil ? nil : "true",
            scheduledDeliveryAtDate: schedule?.date,
            scheduledDeliveryAtHour: schedule.map { String($0.hour) })
    }

    // needs builds: SentMessage()
    // needs members: SentMessage.undo_action: string?, SentMessage.delayed: boolean?
    /// What HEY answered for a delivery, read as leniently as a sent message deserves: the mail
    /// has gone, so an empty or unreadable body is an empty ``SentMessage``, never an error (an
    /// error would invite a resend). `delayed` is true whenever HEY offered an undo.
    static func sent(_ answer: Answer) -> SentMessage {
        var sent = (try? JSONCoding.decoder.decode(SentMessage.self, from: answer.response.body)) ?? SentMessage()
        if sent.undoAction != nil { sent.delayed = true }
        return sent
    }
}
