import Foundation

// Hand-written `Codable` structs of the same shape as the generated `Posting` and the types it
// holds: the baseline the decoding and request figures compare the SDK with. Same members, same
// wire names, synthesized `Codable`, nothing else.

struct PlainBundleUnseen: Codable {
    var contact: PlainContact
    var postings: [PlainPosting]
}

struct PlainPosting: Codable {
    var id: Int
    var createdAt: Date?
    var updatedAt: Date?
    var observedAt: Date?
    var activeAt: Date?
    var boxId: Int?
    var accountId: Int?
    var kind: String
    var seen: Bool?
    var bundled: Bool?
    var muted: Bool?
    var note: PlainNote?
    var preapprovedClearance: Bool?
    var boxGroupId: Int?
    var includesAttachments: Bool?
    var includesCalendarInvites: Bool?
    var bubbledUp: Bool?
    var bubbleUpWaitingOn: Bool?
    var bubbleUpSchedule: PlainBubbleUpSchedule?
    var creator: PlainContact?
    var appUrl: String?
    var summary: String?
    var alternativeSenderName: String?
    var name: String?
    var blockedTrackers: Bool?
    var contacts: [PlainContact]?
    var extenzions: [PlainExtenzion]?
    var folders: [PlainFolder]?
    var collections: [PlainCollection]?
    var workflows: [PlainWorkflow]?
    var visibleEntryCount: Int?
    var entryKind: String?
    var addressedContacts: [PlainContact]?
    var appBundleUrl: String?

    enum CodingKeys: String, CodingKey {
        case id
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case observedAt = "observed_at"
        case activeAt = "active_at"
        case boxId = "box_id"
        case accountId = "account_id"
        case kind
        case seen
        case bundled
        case muted
        case note
        case preapprovedClearance = "preapproved_clearance"
        case boxGroupId = "box_group_id"
        case includesAttachments = "includes_attachments"
        case includesCalendarInvites = "includes_calendar_invites"
        case bubbledUp = "bubbled_up"
        case bubbleUpWaitingOn = "bubble_up_waiting_on"
        case bubbleUpSchedule = "bubble_up_schedule"
        case creator
        case appUrl = "app_url"
        case summary
        case alternativeSenderName = "alternative_sender_name"
        case name
        case blockedTrackers = "blocked_trackers"
        case contacts
        case extenzions
        case folders
        case collections
        case workflows
        case visibleEntryCount = "visible_entry_count"
        case entryKind = "entry_kind"
        case addressedContacts = "addressed_contacts"
        case appBundleUrl = "app_bundle_url"
    }
}

struct PlainNote: Codable {
    var id: Int
    var content: String?
}

struct PlainBubbleUpSchedule: Codable {
    var bubbleUpAt: Date?
    var surpriseMe: Bool?

    enum CodingKeys: String, CodingKey {
        case bubbleUpAt = "bubble_up_at"
        case surpriseMe = "surprise_me"
    }
}

struct PlainContact: Codable {
    var id: Int
    var accountId: Int?
    var updatedAt: Date?
    var name: String?
    var emailAddress: String?
    var avatarUrl: String?
    var initials: String?
    var avatarBackgroundColor: String?
    var contactableType: String?
    var nameTag: String?

    enum CodingKeys: String, CodingKey {
        case id
        case accountId = "account_id"
        case updatedAt = "updated_at"
        case name
        case emailAddress = "email_address"
        case avatarUrl = "avatar_url"
        case initials
        case avatarBackgroundColor = "avatar_background_color"
        case contactableType = "contactable_type"
        case nameTag = "name_tag"
    }
}

struct PlainExtenzion: Codable {
    var id: Int
    var name: String?
    var appUrl: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case appUrl = "app_url"
    }
}

struct PlainFolder: Codable {
    var id: Int
    var name: String?
    var createdAt: Date?
    var updatedAt: Date?
    var appUrl: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case appUrl = "app_url"
    }
}

struct PlainCollection: Codable {
    var id: Int
    var name: String?
    var createdAt: Date?
    var updatedAt: Date?
    var appUrl: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case appUrl = "app_url"
    }
}

struct PlainWorkflow: Codable {
    var id: Int
    var name: String?
    var createdAt: Date?
    var updatedAt: Date?
    var appUrl: String?
    var stages: [PlainWorkflowStage]?

    enum CodingKeys: String, CodingKey {
        case id, name, stages
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case appUrl = "app_url"
    }
}

struct PlainWorkflowStage: Codable {
    var id: Int
    var name: String?
}
