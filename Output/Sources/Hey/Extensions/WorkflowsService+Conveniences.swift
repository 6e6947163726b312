// Copied by hey-generator from Templates/Extensions/WorkflowsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: workflows
/// Workflows: kanban boards of threads.
extension WorkflowsService {
    // needs operations: GetWorkflow
    // needs members: Workflow.stages
    // needs types: WorkflowStage
    /// A workflow's stages (columns), in position order (`GET /workflows/{workflowId}.json`).
    public func stages(workflowId: Int) async throws -> [WorkflowStage] {
        try await get(workflowId: workflowId).stages ?? []
    }

    // needs operations: GetWorkflowStage
    /// One stage of a workflow and the cards in it, as the HTML page HEY serves for it
    /// (`GET /workflows/{workflowId}/stages/{stageId}`, a browser's `Accept`). HEY has no JSON
    /// for this read.
    public func getWorkflowStage(workflowId: Int, stageId: Int) async throws -> String {
        let route = Routes.getWorkflowStage
        try Checks.id(workflowId, named: "workflowId", for: route.id)
        try Checks.id(stageId, named: "stageId", for: route.id)
        let path = "/workflows/\(workflowId)/stages/\(stageId)"
        let url = try RequestURL.url(origin: context.origin, path: path, query: [], accountScope: nil)
        return try await context.perform(route, path: ["workflowId": String(workflowId), "stageId": String(stageId)],
                                         adjust: { plan in
                                             // The route is an HTML one, so the plan already asks
                                             // with a browser's Accept, as 0.34 does (BEHAVIOURS.md).
                                             plan.url = url
                                             plan.usesCache = false
                                         }) { answer, _ in
            String(decoding: answer.response.body, as: UTF8.self)
        }
    }
}

// needs services: workflows
/// Workflows and their stages through HEY's browser forms, and staging threads on a board.
/// Forms are never resent by the client; those that make something answer no id (HEY redirects
/// to a page that does not name it), so read the workflow back.
extension WorkflowsService {
    /// The account's workflows (`GET /autocompletable/accounts/{accountId}/workflows`): id,
    /// name and, when HEY gives it, the account's name. Rows HEY sends that have no numeric id
    /// are skipped.
    public func listForAccount(accountId: Int) async throws -> [WorkflowSummary] {
        try Checks.id(accountId, named: "accountId", for: Self.listRoute.id)
        let rows = try await context.perform(Self.listRoute, path: ["accountId": String(accountId)]) { answer, label in
            try ClientContext.decode([[JSONValue]].self, from: answer, label: label)
        }
        return rows.compactMap { row in
            guard row.count >= 2, let text = row[0].stringValue ?? row[0].intValue.map(String.init), let id = Int(text) else { return nil }
            return WorkflowSummary(id: id, name: row[1].stringValue ?? "", accountName: row.count > 2 ? row[2].stringValue : nil)
        }
    }

    /// Creates a workflow named `name` (`POST /workflows`), in the account `accountId` (sent
    /// when given; otherwise HEY uses the first account).
    public func createWorkflow(name: String, accountId: Int? = nil) async throws {
        try Checks.text(name, named: "name", for: "CreateWorkflow")
        var fields = [("workflow[name]", name)]
        if let accountId, accountId != 0 { fields.append(("account_id", String(accountId))) }
        _ = try await context.submitForm(.post, "/workflows", info: Self.info("CreateWorkflow"), fields: fields)
    }

    /// Renames a workflow (`PATCH /workflows/{workflowId}`).
    public func renameWorkflow(workflowId: Int, name: String) async throws {
        try Checks.text(name, named: "name", for: "UpdateWorkflow")
        _ = try await context.submitForm(.patch, "/workflows/\(workflowId)", info: Self.info("UpdateWorkflow", workflowId),
                                         fields: [("workflow[name]", name)])
    }

    /// Deletes a workflow (`DELETE /workflows/{workflowId}`).
    public func deleteWorkflow(workflowId: Int) async throws {
        _ = try await context.submitForm(.delete, "/workflows/\(workflowId)", info: Self.info("DeleteWorkflow", workflowId))
    }

    /// Adds a stage (column) to a workflow (`POST /workflows/{workflowId}/stages`, an empty
    /// form). HEY names it "Untitled"; rename it with ``renameStage(workflowId:stageId:name:)``.
    public func createStage(workflowId: Int) async throws {
        _ = try await context.submitForm(.post, "/workflows/\(workflowId)/stages", info: Self.info("CreateWorkflowStage", workflowId))
    }

    /// Renames a stage (`PATCH /workflows/{workflowId}/stages/{stageId}`).
    public func renameStage(workflowId: Int, stageId: Int, name: String) async throws {
        try Checks.text(name, named: "name", for: "UpdateWorkflowStage")
        _ = try await context.submitForm(.patch, "/workflows/\(workflowId)/stages/\(stageId)",
                                         info: Self.info("UpdateWorkflowStage", stageId), fields: [("workflow_stage[name]", name)])
    }

    /// Deletes a stage (`DELETE /workflows/{workflowId}/stages/{stageId}`).
    public func deleteStage(workflowId: Int, stageId: Int) async throws {
        _ = try await context.submitForm(.delete, "/workflows/\(workflowId)/stages/\(stageId)",
                                         info: Self.info("DeleteWorkflowStage", stageId))
    }

    // needs operations: CreateWorkflowStaging, MoveWorkflowStaging
    /// Puts a thread on a workflow's board in the stage `stageId`: HEY first places it in the
    /// first stage (`POST /topics/{topicId}/workflows/{workflowId}/stagings`), then it is moved
    /// (as ``moveWorkflowStaging(topicId:workflowId:stageId:)`` does). Hooks hear one
    /// `CreateWorkflowStaging` operation for both requests. If the move fails, the thread stays in
    /// the first stage and the error is thrown.
    public func stageTopic(topicId: Int, workflowId: Int, stageId: Int) async throws {
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
    public func moveWorkflowStaging(topicId: Int, workflowId: Int, stageId: Int) async throws {
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
        _ = try await context.submitForm(.delete, "/topics/\(topicId)/workflows/\(workflowId)/stagings",
                                         info: Self.info("DeleteWorkflowStaging", workflowId))
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
public struct WorkflowSummary: Sendable, Hashable {
    /// The workflow's id.
    public let id: Int
    /// Its name.
    public let name: String
    /// The account's name, when HEY gives it.
    public let accountName: String?

    /// Creates a summary.
    public init(id: Int, name: String, accountName: String?) {
        self.id = id
        self.name = name
        self.accountName = accountName
    }
}
