import Foundation
import HeyGeneratorKit
import Testing

/// `SpecValidator` (and the loader errors `validate` reports): each broken variant of the
/// minimal fixture spec fails with exactly the expected problems, at exactly the expected
/// pointers; the project's own spec validates clean.
@Suite struct ValidatorTests {
    /// Loads the minimal spec with the edits applied and validates it; a spec the loader
    /// rejects answers the loader's problems, as `hey-generator validate` prints them.
    /// Each problem reads `<file name><pointer>: <message>` (or `<file name>:<line>:<col>: …`).
    private func problems(openAPI: [(String, String)] = [], behavior: [(String, String)] = []) throws -> [String] {
        let folder = try SpecFixtureFiles.minimalVariant(openAPI: openAPI, behavior: behavior)
        defer { SpecFixtureFiles.remove(folder) }
        let found: [Diagnostic]
        do {
            found = SpecValidator.validate(try SpecLoader.load(folder)).diagnostics
        } catch let error as SpecError {
            found = error.problems
        }
        let result = found.map {
            Diagnostic($0.severity, file: URL(fileURLWithPath: $0.file).lastPathComponent, location: $0.location, message: $0.message).description
        }
        return result
    }

    @Test func minimalFixtureIsValid() throws {
        #expect(try problems() == [])
    }

    @Test func projectSpecIsValid() throws {
        let spec = try SpecLoader.load(TestPaths.spec)
        #expect(SpecValidator.validate(spec).diagnostics.map(\.description) == [])
        #expect(spec.document.operations.count > 100)
        #expect(spec.behavior?.entries.count == spec.document.operations.count)
    }

    @Test func duplicateOperationId() throws {
        #expect(try problems(openAPI: [("\"operationId\": \"UpdatePosting\"", "\"operationId\": \"GetBox\"")]) == [
            "openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put/operationId: warning: operationId \"GetBox\" is already used by GET /boxes/{boxId}: this operation is GetBox2",
            "openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put: warning: GetBox2 has no behaviour entry: its behaviour comes from openapi.json's x-hey-* extensions and the defaults of PUT",
            "behavior-model.json#/operations/UpdatePosting: warning: behaviour entry UpdatePosting names no operation of the OpenAPI document: ignored",
        ])
    }

    @Test func missingOperationIdIsMadeFromMethodAndPath() throws {
        #expect(try problems(openAPI: [("\"operationId\": \"UpdatePosting\",", "")]) == [
            "openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put: warning: PUT /boxes/{boxId}/postings/{postingId} has no operationId: it is PutBoxesByBoxIdPostingsByPostingId",
            "openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put: warning: PutBoxesByBoxIdPostingsByPostingId has no behaviour entry: its behaviour comes from openapi.json's x-hey-* extensions and the defaults of PUT",
            "behavior-model.json#/operations/UpdatePosting: warning: behaviour entry UpdatePosting names no operation of the OpenAPI document: ignored",
        ])
    }

    @Test func undeclaredPathParameter() throws {
        #expect(try problems(openAPI: [("{\"name\": \"postingId\", \"in\": \"path\"", "{\"name\": \"postingId\", \"in\": \"query\"")]) == [
            "openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put: path parameter \"postingId\" of /boxes/{boxId}/postings/{postingId} is not declared",
        ])
    }

    @Test func declaredButUnusedPathParameter() throws {
        #expect(try problems(openAPI: [("\"/boxes/{boxId}/postings/{postingId}\": {", "\"/boxes/{boxId}/postings\": {")]) == [
            "openapi.json#/paths/~1boxes~1{boxId}~1postings/put/parameters/1: path parameter \"postingId\" does not appear in /boxes/{boxId}/postings",
        ])
    }

    @Test func pathParameterMustBeRequired() throws {
        let declaration = "{\"name\": \"boxId\", \"in\": \"path\", \"required\": true, \"schema\": {\"type\": \"integer\", \"format\": \"int64\"}}\n        ],\n        \"responses\""
        let optional = declaration.replacingOccurrences(of: "\"required\": true", with: "\"required\": false")
        #expect(try problems(openAPI: [(declaration, optional)]) == [
            "openapi.json#/paths/~1boxes~1{boxId}/get/parameters/0: path parameter \"boxId\" must be required: true",
        ])
    }

    @Test func duplicateParameter() throws {
        let page = "{\"name\": \"page\", \"in\": \"query\", \"schema\": {\"type\": \"string\"}}"
        #expect(try problems(openAPI: [(page, page + ", " + page)]) == [
            "openapi.json#/paths/~1boxes/get/parameters/1: query parameter \"page\" is already declared at #/paths/~1boxes/get/parameters/0",
        ])
    }

    @Test func missingBehaviorEntry() throws {
        let entry = """
            "GetBox": {
              "readonly": true,
              "idempotent": true,
              "destructive": false,
              "retry": {"max": 3, "base_delay_ms": 1000, "backoff": "exponential", "retry_on": [429, 503]}
            },

        """
        #expect(try problems(behavior: [(entry, "")]) == [
            "openapi.json#/paths/~1boxes~1{boxId}/get: warning: GetBox has no behaviour entry: its behaviour comes from openapi.json's x-hey-* extensions and the defaults of GET",
        ])
    }

    @Test func orphanBehaviorEntry() throws {
        let orphan = "\"operations\": {\n    \"DeleteBox\": {\"readonly\": false, \"idempotent\": true, \"destructive\": true},"
        #expect(try problems(behavior: [("\"operations\": {", orphan)]) == [
            "behavior-model.json#/operations/DeleteBox: warning: behaviour entry DeleteBox names no operation of the OpenAPI document: ignored",
        ])
    }

    @Test func unresolvedReferencesInDocumentOrder() throws {
        let edits = [
            ("{\"$ref\": \"#/components/schemas/PostingUpdate\"}", "{\"$ref\": \"#/components/schemas/Postingupdate\"}"),
            ("\"items\": {\"$ref\": \"#/components/schemas/Box\"}", "\"items\": {\"$ref\": \"#/components/schemas/Boxes\"}"),
        ]
        #expect(try problems(openAPI: edits) == [
            "openapi.json#/paths/~1boxes/get/responses/200/content/application~1json/schema/items/$ref: unresolved reference \"#/components/schemas/Boxes\"",
            "openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put/requestBody/content/application~1json/schema/$ref: unresolved reference \"#/components/schemas/Postingupdate\"",
        ])
    }

    @Test func duplicateEnumValue() throws {
        #expect(try problems(openAPI: [("[\"imbox\", \"feed\", \"paper_trail\"]", "[\"imbox\", \"feed\", \"imbox\"]")]) == [
            "openapi.json#/components/schemas/Box/properties/kind/enum/2: enum value \"imbox\" repeats #/components/schemas/Box/properties/kind/enum/0",
        ])
    }

    @Test func malformedJSONIsReportedWithLineAndColumn() throws {
        #expect(try problems(openAPI: [("\"summary\": \"Get one box.\",", "\"summary\": \"Get one box.\"")]) == [
            "openapi.json:28:9: expected ',' or '}' in object",
        ])
    }

    @Test func inconsistentRetry() throws {
        #expect(try problems(behavior: [("\"retry\": {\"max\": 2, \"base_delay_ms\": 1000", "\"retry\": {\"max\": 5, \"base_delay_ms\": 250")]) == [
            "behavior-model.json#/operations/UpdatePosting/retry: warning: retry is 5 attempts, 250 ms exponential, on 429,503, but x-hey-retry of UpdatePosting says 2 attempts, 1000 ms exponential, on 429,503: openapi.json wins",
        ])
    }

    @Test func retryOnlyInBehaviorModel() throws {
        #expect(try problems(behavior: [("\"retry\": {\"max\": 0}", "\"retry\": {\"max\": 2, \"retry_on\": [503]}")]) == [
            "openapi.json#/paths/~1oauth~1revoke/post: warning: RevokeToken has no x-hey-retry: the behaviour entry's retry (2 attempts, 0 ms exponential, on 503) is used",
        ])
    }

    @Test func inconsistentIdempotencyAndPagination() throws {
        let edits = [
            ("\"idempotent\": false", "\"idempotent\": true"),
            ("\"pagination\": {\"style\": \"link\"", "\"pagination\": {\"style\": \"window\""),
        ]
        #expect(try problems(behavior: edits) == [
            "behavior-model.json#/operations/ListBoxes/pagination: warning: pagination is window X-Total-Count, but x-hey-pagination of ListBoxes says link X-Total-Count: openapi.json wins",
            "behavior-model.json#/operations/UpdatePosting/idempotent: warning: idempotent is true, but x-hey-idempotent.natural of UpdatePosting is false: openapi.json wins",
        ])
    }

    @Test func requiredAndVariantMembersMustExist() throws {
        let edits = [
            ("\"required\": [\"id\", \"name\"]", "\"required\": [\"id\", \"title\"]"),
            ("\"bundle\": [\"bundle_size\"]", "\"bundle\": [\"bundle_count\"]"),
        ]
        #expect(try problems(openAPI: edits) == [
            "openapi.json#/components/schemas/Box/required/1: warning: required member \"title\" is not among the schema's properties: ignored",
            "openapi.json#/components/schemas/Posting/x-hey-polymorphic/variants/bundle/0: variant \"bundle\" names \"bundle_count\", which is not among the schema's properties",
        ])
    }

    /// What the model stage settles with a warning (`SnippetOperationTests` pins each) is no
    /// problem of validation: a GET with a body, an operation without a 2xx answer or a tag.
    @Test func getWithBodyOperationWithout2xxAndUntaggedOperationValidate() throws {
        let edits = [
            ("\"summary\": \"Get one box.\",", "\"summary\": \"Get one box.\", \"requestBody\": {\"content\": {\"application/json\": {\"schema\": {\"type\": \"object\"}}}},"),
            ("\"204\": {\"description\": \"Changed.\"}", "\"409\": {\"description\": \"Conflict.\"}"),
            ("\"operationId\": \"ListBoxes\",\n        \"tags\": [\"Boxes\"],", "\"operationId\": \"ListBoxes\","),
        ]
        #expect(try problems(openAPI: edits) == [])
    }

    @Test func emptyOnMustListStatusCodes() throws {
        let list = ("\"x-hey-auth\": \"none\"", "\"x-hey-auth\": \"none\", \"x-hey-empty-on\": [404]")
        let withoutCodes = ("\"x-hey-auth\": \"none\"", "\"x-hey-auth\": \"none\", \"x-hey-empty-on\": {\"codes\": [404]}")
        #expect(try problems(openAPI: [list]) == [
            "openapi.json#/paths/~1oauth~1revoke/post/x-hey-empty-on: expected an object with a statusCodes list, found array",
        ])
        #expect(try problems(openAPI: [withoutCodes]) == [
            "openapi.json#/paths/~1oauth~1revoke/post/x-hey-empty-on: expected an object with a statusCodes list, found an object without one",
        ])
    }

    @Test func compositionIsValid() throws {
        // oneOf, anyOf and allOf are read; what the generator makes of an inline one is the
        // model stage's warning (ConstructTests), not a validation problem.
        let color = ("\"color\": {\"type\": \"string\"}", "\"color\": {\"oneOf\": [{\"type\": \"string\"}, {\"type\": \"integer\"}]}")
        #expect(try problems(openAPI: [color]) == [])
    }

    // MARK: The document's JSON Schema (warnings, which --strict makes errors)

    private static let encodings = "7bit, 8bit, binary, quoted-printable, base16, base32, base32hex, base64, base64url"

    @Test func contentEncodingMustBeOneJSONSchemaDefines() throws {
        let edits = [
            ("{\"name\": \"page\", \"in\": \"query\", \"schema\": {\"type\": \"string\"}}",
             "{\"name\": \"page\", \"in\": \"query\", \"schema\": {\"type\": \"string\", \"contentEncoding\": \"hex\"}}"),
            ("\"color\": {\"type\": \"string\"}", "\"color\": {\"type\": \"string\", \"contentEncoding\": \"byte\"}"),
            ("\"message\": {\"type\": \"string\"}", "\"message\": {\"type\": \"string\", \"contentEncoding\": 64}"),
        ]
        #expect(try problems(openAPI: edits) == [
            "openapi.json#/paths/~1boxes/get/parameters/0/schema/contentEncoding: warning: contentEncoding \"hex\" is no encoding JSON Schema defines (\(Self.encodings)), so other tools refuse the document: ignored",
            "openapi.json#/components/schemas/Box/properties/color/contentEncoding: warning: contentEncoding \"byte\" is no encoding JSON Schema defines (\(Self.encodings)), so other tools refuse the document: ignored (OpenAPI 3.0's format \"byte\" is contentEncoding \"base64\")",
            "openapi.json#/components/schemas/Error/properties/message/contentEncoding: warning: contentEncoding must name an encoding, found number: ignored",
        ])
    }

    @Test(arguments: ["7bit", "8bit", "binary", "quoted-printable", "base16", "base32", "base32hex", "base64", "base64url", "BASE64"])
    func everyEncodingJSONSchemaDefinesPasses(_ encoding: String) throws {
        let edit = ("\"color\": {\"type\": \"string\"}", "\"color\": {\"type\": \"string\", \"contentEncoding\": \"\(encoding)\"}")
        #expect(try problems(openAPI: [edit]) == [])
    }

    @Test func nullableIsOpenAPI30sKeyword() throws {
        let edits = [
            ("\"color\": {\"type\": \"string\"}", "\"color\": {\"type\": \"string\", \"nullable\": true}"),
            ("\"message\": {\"type\": \"string\"}", "\"message\": {\"$ref\": \"#/components/schemas/Box\", \"nullable\": true}"),
            ("\"note\": {\"type\": \"string\"}", "\"note\": {\"type\": \"string\", \"nullable\": false}"),
        ]
        #expect(try problems(openAPI: edits) == [
            "openapi.json#/components/schemas/Box/properties/color/nullable: warning: nullable is OpenAPI 3.0's and no keyword of OpenAPI 3.1, so other tools ignore it: write \"type\": [\"string\", \"null\"] (read as nullable here)",
            "openapi.json#/components/schemas/Error/properties/message/nullable: warning: nullable is OpenAPI 3.0's and no keyword of OpenAPI 3.1, so other tools ignore it: write a oneOf with a {\"type\": \"null\"} variant (read as nullable here)",
            "openapi.json#/components/schemas/PostingUpdate/properties/note/nullable: warning: nullable is OpenAPI 3.0's and no keyword of OpenAPI 3.1, so other tools ignore it: remove it",
        ])
    }

    @Test func xNullableIsSwagger2sExtension() throws {
        let edit = ("\"color\": {\"type\": \"string\"}", "\"color\": {\"type\": \"string\", \"x-nullable\": true}")
        #expect(try problems(openAPI: [edit]) == [
            "openapi.json#/components/schemas/Box/properties/color/x-nullable: note: unknown extension \"x-nullable\" ignored (1 place; the first is here)",
            "openapi.json#/components/schemas/Box/properties/color/x-nullable: warning: x-nullable is Swagger 2's and no keyword of OpenAPI 3.1, so other tools ignore it: write \"type\": [\"string\", \"null\"] (ignored here too)",
        ])
    }

    @Test func booleanExclusiveBoundsAreOpenAPI30s() throws {
        let edits = [
            ("\"id\": {\"type\": \"integer\", \"format\": \"int64\"}", "\"id\": {\"type\": \"integer\", \"format\": \"int64\", \"exclusiveMinimum\": 0}"),
            ("\"entry_id\": {\"type\": \"integer\", \"format\": \"int64\"}",
             "\"entry_id\": {\"type\": \"integer\", \"format\": \"int64\", \"exclusiveMaximum\": true}"),
            ("\"bundle_size\": {\"type\": \"integer\", \"format\": \"int32\"}",
             "\"bundle_size\": {\"type\": \"integer\", \"format\": \"int32\", \"minimum\": 0, \"exclusiveMinimum\": true, \"maximum\": 100, \"exclusiveMaximum\": false}"),
        ]
        #expect(try problems(openAPI: edits) == [
            "openapi.json#/components/schemas/Posting/properties/entry_id/exclusiveMaximum: warning: a boolean exclusiveMaximum is OpenAPI 3.0's; in OpenAPI 3.1 it is the bound itself, a number, and other tools refuse a boolean: write the bound itself, \"exclusiveMaximum\": <number>",
            "openapi.json#/components/schemas/Posting/properties/bundle_size/exclusiveMinimum: warning: a boolean exclusiveMinimum is OpenAPI 3.0's; in OpenAPI 3.1 it is the bound itself, a number, and other tools refuse a boolean: write \"exclusiveMinimum\": 0 in place of \"minimum\": 0",
            "openapi.json#/components/schemas/Posting/properties/bundle_size/exclusiveMaximum: warning: a boolean exclusiveMaximum is OpenAPI 3.0's; in OpenAPI 3.1 it is the bound itself, a number, and other tools refuse a boolean: remove it (maximum alone is the inclusive bound)",
        ])
    }

    @Test func openAPI30KeywordsPassInAnOpenAPI30Document() throws {
        let edits = [
            ("\"openapi\": \"3.1.0\"", "\"openapi\": \"3.0.3\""),
            ("\"color\": {\"type\": \"string\"}", "\"color\": {\"type\": \"string\", \"nullable\": true}"),
            ("\"bundle_size\": {\"type\": \"integer\", \"format\": \"int32\"}",
             "\"bundle_size\": {\"type\": \"integer\", \"format\": \"int32\", \"minimum\": 0, \"exclusiveMinimum\": true}"),
        ]
        #expect(try problems(openAPI: edits) == [])
        // An encoding is checked whatever the version: `byte` is none in any.
        let encoding = ("\"note\": {\"type\": \"string\"}", "\"note\": {\"type\": \"string\", \"contentEncoding\": \"byte\"}")
        #expect(try problems(openAPI: edits + [encoding]) == [
            "openapi.json#/components/schemas/PostingUpdate/properties/note/contentEncoding: warning: contentEncoding \"byte\" is no encoding JSON Schema defines (\(Self.encodings)), so other tools refuse the document: ignored (OpenAPI 3.0's format \"byte\" is contentEncoding \"base64\")",
        ])
    }

    @Test func keywordsAreLookedForInSchemasOnly() throws {
        // A member named `nullable` and an example's data are not keywords.
        let edit = ("\"color\": {\"type\": \"string\"}",
                    "\"color\": {\"type\": \"string\"}, \"nullable\": {\"type\": \"boolean\", \"example\": {\"nullable\": true, \"contentEncoding\": \"byte\"}}")
        #expect(try problems(openAPI: [edit]) == [])
    }

    @Test func problemsComeInDocumentOrderAndAreDeterministic() throws {
        let openAPI = [
            ("[\"imbox\", \"feed\", \"paper_trail\"]", "[\"feed\", \"feed\", \"paper_trail\"]"),
            ("\"required\": [\"id\", \"name\"]", "\"required\": [\"id\", \"title\"]"),
            ("{\"$ref\": \"#/components/schemas/Error\"}", "{\"$ref\": \"#/components/schemas/Failure\"}"),
        ]
        let first = try problems(openAPI: openAPI)
        #expect(first == [
            "openapi.json#/paths/~1boxes~1{boxId}/get/responses/404/content/application~1json/schema/$ref: unresolved reference \"#/components/schemas/Failure\"",
            "openapi.json#/components/schemas/Box/properties/kind/enum/1: enum value \"feed\" repeats #/components/schemas/Box/properties/kind/enum/0",
            "openapi.json#/components/schemas/Box/required/1: warning: required member \"title\" is not among the schema's properties: ignored",
        ])
        #expect(try problems(openAPI: openAPI) == first)
    }
}
