import Foundation

/// The browser forms conveniences send (see ``HeyClient/sendForm(_:)``).
extension ClientContext {
    /// Sends a browser form of `method` to `path` (as written, query included) with `fields`,
    /// reported to hooks as `info`, and answers it (see ``HeyClient/sendForm(_:)``).
    func submitForm(_ method: HTTPMethod, _ path: String, info: OperationInfo,
                    fields: [(String, String)] = []) async throws -> FormResponse {
        try await HeyClient(context: self).sendForm(formOperation(method, path, info: info, fields: fields))
    }

    /// A browser form ready to send.
    func formOperation(_ method: HTTPMethod, _ path: String, info: OperationInfo, fields: [(String, String)] = []) -> HeyOperation {
        var operation = HeyOperation.browserForm(method, path)
        operation.info = info
        operation.form(fields)
        return operation
    }

    /// Sends a browser form inside an operation already reported to hooks (a call made of
    /// several requests): the same request and answer rules as ``HeyClient/sendForm(_:)``.
    func formAnswerWithinOperation(_ operation: HeyOperation) async throws -> FormResponse {
        let answer = try await RequestPipeline(context: self).run(try plan(for: operation))
        let response = answer.response
        let label = RequestLabel(operation: operation.info.operation, method: operation.method.rawValue, url: answer.url)
        return try FormResponse(reading: Response(status: response.status, headers: response.headers, body: response.body,
                                                  url: answer.url, fromCache: false, empty: response.body.isEmpty, label: label))
    }

    /// `text` as one path segment.
    static func segment(_ text: String) -> String {
        RequestURL.percentEncoded(text, keeping: RequestURL.isUnreserved)
    }
}
