import Foundation

// needs services: workflows
/// Workflows: kanban boards of threads.
extension WorkflowsService {
    // needs operations: GetWorkflow
    // needs members: Workflow.stages: [WorkflowStage]?
    // needs types: WorkflowStage
    /// A workflow's stages (columns), in position order (`GET /workflows/{workflowId}.json`).
    public func stages(workflowId: Int) async throws -> [WorkflowStage] {
        try await get(workflowId: workflowId).stages ?? []
    }
}

// needs services: workflows
/// Workflows and their stages through HEY's browser forms, and staging threads on a board.
/// Forms are never resent by the client; those that make something answer no id (HEY redirects
/// to a page that does not name it), so read the workflow back.
extension WorkflowsService {
    /// The account's workflows (`GET /autocompletable/accounts/{accountId}/workflows`): id,
    /// name and the account's name (empty when HEY leaves it out). Rows HEY sends that have no
    /// numeric id are skipped.
    ///
    /// - Throws: `usage` for an account id that is not positive (nothing is sent).
    public func list(accountId: Int) async throws -> [WorkflowSummary] {
        try Checks.id(accountId, named: "accountId", for: Self.listRoute.id)
        let rows = try await context.perform(Self.listRoute, path: ["accountId": String(accountId)]) { answer, label in
            try ClientContext.decode([[JSONValue]].self, from: answer, label: label)
        }
        return rows.compactMap { row in
            guard row.count >= 2, let text = row[0].stringValue ?? row[0].intValue.map(String.init), let id = Int(text) else { return nil }
            return WorkflowSummary(id: id, name: row[1].stringValue ?? "", accountName: row.count > 2 ? row[2].stringValue ?? "" : "")
        }
    }

    /// Creates a workflow named `name` (`POST /workflows`), in the account `accountId` (sent
    /// when given and not 0; otherwise HEY uses the first account).
    ///
    /// - Throws: `usage` for a blank name or a negative account id (nothing is sent).
    public func create(name: String, accountId: Int? = nil) async throws {
        try Checks.text(name, named: "name", for: "CreateWorkflow")
        var fields = [("workflow[name]", name)]
        if let accountId, accountId != 0 {
            try Checks.id(accountId, named: "accountId", for: "CreateWorkflow")
            fields.append(("account_id", String(accountId)))
        }
        _ = try await context.submitForm(.post, "/workflows", info: Self.info("CreateWorkflow"), fields: fields)
    }

    /// Renames a workflow (`PATCH /workflows/{workflowId}`).
    public func update(workflowId: Int, name: String) async throws {
        try Checks.id(workflowId, named: "workflowId", for: "UpdateWorkflow")
        try Checks.text(name, named: "name", for: "UpdateWorkflow")
        _ = try await context.submitForm(.patch, "/workflows/\(workflowId)", info: Self.info("UpdateWorkflow", workflowId),
                                         fields: [("workflow[name]", name)])
    }

    /// Deletes a workflow (`DELETE /workflows/{workflowId}`).
    public func delete(workflowId: Int) async throws {
        try Checks.id(workflowId, named: "workflowId", for: "DeleteWorkflow")
        _ = try await context.submitForm(.delete, "/workflows/\(workflowId)", info: Self.info("DeleteWorkflow", workflowId))
    }

    /// Adds a stage (column) to a workflow (`POST /workflows/{workflowId}/stages`, an empty
    /// form). HEY names it "Untitled"; rename it with ``updateStage(workflowId:stageId:name:)``.
    public func createStage(workflowId: Int) async throws {
        try Checks.id(workflowId, named: "workflowId", for: "CreateWorkflowStage")
        _ = try await context.submitForm(.post, "/workflows/\(workflowId)/stages", info: Self.info("CreateWorkflowStage", workflowId))
    }

    /// Renames a stage (`PATCH /workflows/{workflowId}/stages/{stageId}`).
    public func updateStage(workflowId: Int, stageId: Int, name: String) async throws {
        try Checks.id(workflowId, named: "workflowId", for: "UpdateWorkflowStage")
        try Checks.id(stageId, named: "stageId", for: "UpdateWorkflowStage")
        try Checks.text(name, named: "name", for: "UpdateWorkflowStage")
        _ = try await context.submitForm(.patch, "/workflows/\(workflowId)/stages/\(stageId)",
                                         info: Self.info("UpdateWorkflowStage", stageId), fields: [("workflow_stage[name]", name)])
    }

    /// Deletes a stage (`DELETE /workflows/{workflowId}/stages/{stageId}`).
    public func deleteStage(workflowId: Int, stageId: Int) async throws {
        try Checks.id(workflowId, named: "workflowId", for: "DeleteWorkflowStage")
        try Checks.id(stageId, named: "stageId", for: "DeleteWorkflowStage")
        _ = try await context.submitForm(.delete, "/workflows/\(workflowId)/stages/\(stageId)",
                                         info: Self.info("DeleteWorkflowStage", stageId))
    }

    // needs operations: CreateWorkflowStaging, MoveWorkflowStaging
    /// Puts a thread on a workflow's board in the stage `stageId`: HEY first places it in the
    /// first stage (`POST /topics/{topicId}/workflows/{workflowId}/stagings`), then it is moved
    /// (as ``moveTopicToStage(topicId:workflowId:stageId:)`` does). Hooks hear one
    /// `CreateWorkflowStaging` operation for both requests. If the move fails, the thread stays in
    /// the first stage and the error is thrown.
    ///
    /// - Throws: `usage` for an id that is not positive (nothing is sent).
    public func stageTopic(topicId: Int, workflowId: Int, stageId: Int) async throws {
        try Self.checkStaging(topicId: topicId, workflowId: workflowId, stageId: stageId, for: Routes.createWorkflowStaging.id)
        let path = ["topicId": String(topicId), "workflowId": String(workflowId)]
        // BEHAVIOURS.md (0.34): staging a topic is one operation to the hooks, so both requests
        // are sent within CreateWorkflowStaging's operation rather than as two operations.
        let info = ClientContext.operationInfo(for: Routes.createWorkflowStaging, values: path)
        try await context.runOperation(info) {
            var create = try context.plan(for: Routes.createWorkflowStaging, path: path, query: [], body: nil, emptyOn: [],
                                          operation: info)
            Self.formRepresentation(&create)
            _ = try await RequestPipeline(context: context).run(create)
            var move = try context.plan(for: Routes.moveWorkflowStaging, path: path, query: [], body: nil, emptyOn: [],
                                        operation: info)
            Self.stagingForm(&move, stageId: stageId)
            _ = try await RequestPipeline(context: context).run(move)
        }
    }

    // needs operations: MoveWorkflowStaging
    /// Moves a thread already on the board to the stage `stageId`
    /// (`PATCH /topics/{topicId}/workflows/{workflowId}/stagings`, the form field
    /// `workflow_staging[workflow_stage_id]`). Never resent.
    public func moveTopicToStage(topicId: Int, workflowId: Int, stageId: Int) async throws {
        try Self.checkStaging(topicId: topicId, workflowId: workflowId, stageId: stageId, for: Routes.moveWorkflowStaging.id)
        try await context.send(Routes.moveWorkflowStaging, path: ["topicId": String(topicId), "workflowId": String(workflowId)],
                               adjust: { Self.stagingForm(&$0, stageId: stageId) })
    }

    /// The move's form: the browser representation with the field naming the stage.
    private static func stagingForm(_ plan: inout RequestPlan, stageId: Int) {
        formRepresentation(&plan)
        let field: [(name: String, value: String)] = [("workflow_staging[workflow_stage_id]", String(stageId))]
        plan.body = RequestBody(data: FormEncoding.encode(field), contentType: FormEncoding.contentType)
    }

    /// Takes a thread off a workflow's board (`DELETE /topics/{topicId}/workflows/{workflowId}/stagings`).
    public func unstageTopic(topicId: Int, workflowId: Int) async throws {
        try Checks.id(topicId, named: "topicId", for: "DeleteWorkflowStaging")
        try Checks.id(workflowId, named: "workflowId", for: "DeleteWorkflowStaging")
        _ = try await context.submitForm(.delete, "/topics/\(topicId)/workflows/\(workflowId)/stagings",
                                         info: Self.info("DeleteWorkflowStaging", workflowId))
    }

    private static func checkStaging(topicId: Int, workflowId: Int, stageId: Int, for operation: String) throws {
        try Checks.id(topicId, named: "topicId", for: operation)
        try Checks.id(workflowId, named: "workflowId", for: operation)
        try Checks.id(stageId, named: "stageId", for: operation)
    }

    /// HEY's board endpoints answer the browser representation: no `.json`, and a browser's
    /// `Accept`, as 0.34 sends these form posts (BEHAVIOURS.md; it was `*/*`).
    private static func formRepresentation(_ plan: inout RequestPlan) {
        if var components = URLComponents(url: plan.url, resolvingAgainstBaseURL: false), components.path.hasSuffix(".json") {
            components.path.removeLast(5)
            plan.url = components.url ?? plan.url
        }
        plan.headers["Accept"] = RequestPlan.browserAccept
    }

    /// `GET /autocompletable/accounts/{accountId}/workflows` (not in the model).
    static let listRoute = Route.unmodelledRead(
        id: "ListWorkflows", service: "Workflows", path: "/autocompletable/accounts/{accountId}/workflows", resourceType: "workflow")

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Workflows", operation: operation, resourceType: "workflow", resourceId: id)
    }
}

/// A workflow as the account's list names it.
public struct WorkflowSummary: Codable, Sendable, Hashable {
    /// The workflow's id.
    public var id: Int
    /// Its name.
    public var name: String
    /// The account's name; empty when HEY leaves it out.
    public var accountName: String

    /// Creates a summary.
    public init(id: Int, name: String, accountName: String) {
        self.id = id
        self.name = name
        self.accountName = accountName
    }
}
