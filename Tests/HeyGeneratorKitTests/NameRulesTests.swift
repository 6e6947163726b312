import Testing
@testable import HeyGeneratorKit

@Suite struct NameRulesTests {
    /// Every plural the HEY model's services and resources use, and its singular.
    @Test(arguments: [
        ("attachments", "attachment"), ("boxes", "box"), ("replies", "reply"), ("events", "event"),
        ("periods", "period"), ("todos", "todo"), ("calendars", "calendar"), ("clearances", "clearance"),
        ("clips", "clip"), ("collections", "collection"), ("contacts", "contact"), ("designations", "designation"),
        ("entries", "entry"), ("extenzions", "extenzion"), ("folders", "folder"), ("habits", "habit"),
        ("messages", "message"), ("postings", "posting"), ("publications", "publication"), ("snippets", "snippet"),
        ("stickies", "sticky"), ("tracks", "track"), ("topics", "topic"), ("workflows", "workflow"),
        ("statuses", "status"), ("status", "status"), ("aliases", "alias"), ("search", "search"),
        ("identity", "identity"), ("journal", "journal"), ("oauth", "oauth"), ("days", "day"), ("weeks", "week"),
        ("addresses", "address"), ("categories", "category"), ("matches", "match"),
    ])
    func singular(_ plural: String, _ singular: String) {
        #expect(NameRules.singular(plural) == singular)
    }

    @Test(arguments: [
        ("box", "boxes"), ("entry", "entries"), ("reply", "replies"), ("sticky", "stickies"), ("day", "days"),
        ("topic", "topics"), ("status", "statuses"), ("address", "addresses"), ("match", "matches"),
    ])
    func plural(_ singular: String, _ plural: String) {
        #expect(NameRules.plural(singular) == plural)
    }

    @Test func caseConversions() {
        #expect(NameRules.snakeCase("Calendar Time Tracks") == "calendar_time_tracks")
        #expect(NameRules.snakeCase("Bulk Reply") == "bulk_reply")
        #expect(NameRules.snakeCase("OAuth") == "oauth")
        #expect(NameRules.camelCase("time_tracks") == "timeTracks")
        #expect(NameRules.camelCase("refine[exact_phrase]") == "refineExactPhrase")
        #expect(NameRules.camelCase("app_url") == "appUrl")
        #expect(NameRules.camelCase("Calendar::Event") == "calendarEvent")
        #expect(NameRules.camelCase("GetBoxChanges") == "getBoxChanges")
        #expect(NameRules.camelCase("URLPath") == "urlPath")
        #expect(NameRules.pascalCase("bulk_replies") == "BulkReplies")
        #expect(NameRules.words("GetBoxPostingChanges") == ["Get", "Box", "Posting", "Changes"])
    }

    @Test func methodNamesDropTheServiceNoun() {
        func derive(_ operationId: String, _ key: String, _ resource: String) -> String {
            let pascal = NameRules.pascalCase(key)
            let service = ServiceModel(key: key, tag: nil, pascalName: pascal, typeName: pascal + "Service", accessorName: NameRules.camelCase(key),
                                       resourceType: resource, description: "", operations: [])
            return MethodNamer.derive(operationId, nouns: MethodNamer.nouns(service))
        }
        #expect(derive("ListBoxes", "boxes", "box") == "list")
        #expect(derive("GetImbox", "boxes", "box") == "getImbox")
        #expect(derive("ListBoxGroups", "boxes", "box") == "listGroups")
        #expect(derive("GetBoxPostingChanges", "postings", "posting") == "getBoxChanges")
        #expect(derive("MarkPostingsSeen", "postings", "posting") == "markSeen")
        #expect(derive("ListTimeTrackCategories", "time_tracks", "time_track") == "listCategories")
        #expect(derive("GetOngoingTimeTrack", "time_tracks", "time_track") == "getOngoing")
        #expect(derive("ListJournalEntries", "journal", "journal_entry") == "listEntries")
        #expect(derive("CreateToken", "oauth", "oauth") == "createToken")
        #expect(derive("ListStickies", "stickies", "sticky") == "list")
        #expect(derive("NewEntryReply", "entries", "entry") == "newReply")
        #expect(derive("Import", "misc", "misc") == "import")
    }

    @Test func keywordsAreEscapedWhereSwiftReadsThemAsKeywords() {
        #expect("default".spelled(as: .declaration) == "`default`")
        #expect("default".spelled(as: .reference) == "`default`")
        #expect("default".spelled(as: .member) == "default")
        #expect("default".spelled(as: .argumentLabel) == "default")
        #expect("name".spelled(as: .declaration) == "name")
        #expect("self".spelled(as: .member) == "`self`")
        #expect("init".spelled(as: .member) == "`init`")
        #expect("inout".spelled(as: .argumentLabel) == "`inout`")
        #expect(NameRules.keywordsAfterDot.isSubset(of: NameRules.keywords))
        #expect(NameRules.keywordsAsArgumentLabel.isSubset(of: NameRules.keywords))
        #expect(NameRules.valueName("self") == "self_")
        #expect(NameRules.valueName("default") == "default")
        #expect(!NameRules.isIdentifier("create folder"))
        #expect(NameRules.isIdentifier("createFolder"))
        #expect(PathTemplate.placeholders("/boxes/{boxId}/groups/{groupId}") == ["boxId", "groupId"])
    }
}
