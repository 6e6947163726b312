// Copied by hey-generator from Templates/Runtime/StorageUpload.swift. Do not edit: change the template and run `make generate`.

import Foundation

extension ClientContext {
    /// Sends `data` to the URL storage named for an upload (an attachment's direct upload),
    /// exactly as named: no `.json`, no `filtered_account_id` (even on a linked-account client,
    /// even when storage is on the HEY origin), none of the client's credentials (the URL
    /// authenticates itself), only `headers` (the ones storage asked for) and the User-Agent.
    /// A redirect is an error. Sent once unless `policy` allows more (the bytes are in memory, so
    /// a resend carries them again).
    ///
    /// The URL must be https, on the HEY origin, or on a loopback host; otherwise a `usage`
    /// error and nothing is sent.
    func upload(_ data: Data, to url: URL, method: HTTPMethod = .put, headers: HTTPHeaders,
                operation: OperationInfo, policy: RetryPolicy = .never) async throws -> HTTPResponse {
        try await runOperation(operation) {
            let url = try OriginPolicy.checkUpload(url, origin: origin, operation: operation.operation)
            var sent: HTTPHeaders = ["User-Agent": userAgent]
            for field in headers where !field.name.equalsIgnoringASCIICase("Content-Type") {
                sent[field.name] = field.value
            }
            let mayResend = policy.max > 1
            let plan = RequestPlan(
                operation: operation, method: method, url: url, headers: sent,
                body: RequestBody(data: data, contentType: headers["Content-Type"] ?? "application/octet-stream"),
                signsRequests: false, mayResend: mayResend,
                schedule: RetrySchedule(policy: policy, mayResend: mayResend, config: config),
                redirects: .refuse, emptyOn: [], responseLimit: config.effectiveMaxResponseBodyBytes,
                accountScope: nil, usesCache: false)
            return try await RequestPipeline(context: self).run(plan).response
        }
    }
}
