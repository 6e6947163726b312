// Copied by hey-generator from Templates/Extensions/ClientContext+Forms.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// The browser forms conveniences send (see ``HeyClient/sendForm(_:)``).
extension ClientContext {
    /// Sends a browser form of `method` to `path` (as written, query included) with `fields`,
    /// reported to hooks as `info`, and answers it (see ``HeyClient/sendForm(_:)``).
    func submitForm(_ method: HTTPMethod, _ path: String, info: OperationInfo,
                    fields: [(String, String)] = []) async throws -> FormAnswer {
        try await sendForm(formOperation(method, path, info: info, fields: fields))
    }

    /// A browser form ready to send.
    func formOperation(_ method: HTTPMethod, _ path: String, info: OperationInfo, fields: [(String, String)] = []) -> FormOperation {
        var operation = FormOperation(method: method, path: path)
        operation.info = info
        operation.form(fields)
        return operation
    }

    /// Sends a browser form inside an operation already reported to hooks (a call made of
    /// several requests): the same request and answer rules as ``HeyClient/sendForm(_:)``.
    func formAnswerWithinOperation(_ operation: FormOperation) async throws -> FormAnswer {
        let answer = try await RequestPipeline(context: self).run(try formPlan(for: operation))
        let response = answer.response
        if (300..<400).contains(response.status), ![302, 303].contains(response.status) {
            throw ErrorClassifier.error(for: response, to: RequestLabel(operation: operation.info.operation,
                                                                        method: operation.method.rawValue, url: answer.url))
        }
        return FormAnswer(response: response, url: answer.url)
    }

    /// `text` as one path segment.
    static func segment(_ text: String) -> String {
        RequestURL.percentEncoded(text, keeping: RequestURL.isUnreserved)
    }
}
