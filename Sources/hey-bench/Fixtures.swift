import Foundation

/// Synthetic HEY answers: every member of the generated `Posting` (and of what it holds) is
/// present, and dates come as HEY sends them, ISO 8601 with milliseconds and `Z` or an offset.
enum Fixtures {
    /// `{"contact": …, "postings": [ … count postings … ]}`, the answer of GetBundleUnseenPostings.
    static func bundleUnseen(postings count: Int) -> Data {
        var text = "{\"contact\":" + contact(1) + ",\"postings\":["
        text.reserveCapacity(count * 3_200)
        for index in 0..<count {
            if index > 0 { text += "," }
            text += posting(index)
        }
        text += "]}"
        return Data(text.utf8)
    }

    /// A JSON list of `count` contacts (the answer of ListContacts).
    static func contacts(_ count: Int) -> Data {
        Data(("[" + (0..<count).map(contact).joined(separator: ",") + "]").utf8)
    }

    /// A date-time with milliseconds; odd `seed`s carry an offset instead of `Z`.
    static func date(_ seed: Int) -> String {
        let second = seed % 60, minute = (seed / 60) % 60, millis = (seed * 7) % 1000
        let base = "2026-10-\(pad(5 + seed % 20))T\(pad(9 + seed % 10)):\(pad(minute)):\(pad(second)).\(pad(millis, 3))"
        return "\"" + base + (seed % 2 == 0 ? "Z" : (seed % 4 == 1 ? "+02:00" : "-05:00")) + "\""
    }

    static func posting(_ index: Int) -> String {
        let id = 900_000 + index
        let kind = ["topic", "bundle", "entry"][index % 3]
        return """
            {"id":\(id),"created_at":\(date(index)),"updated_at":\(date(index + 1)),"observed_at":\(date(index + 2)),\
            "active_at":\(date(index + 3)),"box_id":17,"account_id":3,"kind":"\(kind)","seen":\(index % 2 == 0),\
            "bundled":false,"muted":false,"note":{"id":\(id),"content":"Call Ana back about the lease"},\
            "preapproved_clearance":true,"box_group_id":5,"includes_attachments":true,"includes_calendar_invites":false,\
            "bubbled_up":false,"bubble_up_waiting_on":true,"bubble_up_schedule":{"bubble_up_at":\(date(index + 4)),"surprise_me":false},\
            "creator":\(contact(index)),"app_url":"https://app.hey.com/topics/\(id)",\
            "summary":"Re: the quarterly numbers, and a question about the offsite in October",\
            "alternative_sender_name":"Ana from Finance","name":"Quarterly numbers","blocked_trackers":true,\
            "contacts":[\(contact(index + 1)),\(contact(index + 2))],\
            "extenzions":[{"id":\(id),"name":"billing","app_url":"https://app.hey.com/extenzions/\(id)"}],\
            "folders":[\(record(id, "Receipts", index))],"collections":[\(record(id, "Offsite", index + 5))],\
            "workflows":[{"id":\(id),"name":"Hiring","created_at":\(date(index + 6)),"updated_at":\(date(index + 7)),\
            "app_url":"https://app.hey.com/workflows/\(id)","stages":[{"id":1,"name":"Applied"},{"id":2,"name":"Interview"}]}],\
            "visible_entry_count":\(index % 9 + 1),"entry_kind":"message","addressed_contacts":[\(contact(index + 3))],\
            "app_bundle_url":"https://app.hey.com/bundles/\(id)"}
            """
    }

    static func contact(_ index: Int) -> String {
        let id = 500_000 + index % 5_000
        return """
            {"id":\(id),"account_id":3,"updated_at":\(date(index + 11)),"name":"Ana Lima \(index % 97)",\
            "email_address":"ana.lima\(index % 97)@example.com","avatar_url":"https://app.hey.com/avatars/\(id).png",\
            "initials":"AL","avatar_background_color":"#5522FA","contactable_type":"User","name_tag":"Finance"}
            """
    }

    private static func record(_ id: Int, _ name: String, _ seed: Int) -> String {
        "{\"id\":\(id),\"name\":\"\(name)\",\"created_at\":\(date(seed + 8)),\"updated_at\":\(date(seed + 9)),\"app_url\":\"https://app.hey.com/r/\(id)\"}"
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The names of the optional members left nil in `value` and in what it holds directly
    /// (empty when every member is filled), found by reflection.
    static func unfilledMembers(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            let mirror = Mirror(reflecting: child.value)
            return mirror.displayStyle == .optional && mirror.children.isEmpty ? child.label ?? "?" : nil
        }
    }
}
