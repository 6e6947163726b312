import Foundation

/// Checks one assertion against an observation: nil when it holds, otherwise why not.
///
/// Each family lives in its own file: outcome (`noError`, `errorCode`, `errorField`,
/// `statusCode`), request line (`requestCount`, `requestPath`, `requestMethod`,
/// `requestQuery`), request body (`requestBody`, `requestForm`), headers (`headerPresent`,
/// `requestHeader`, `responseHeader`), response (`responseBody`, `responseMeta`), timing
/// (`delayBetweenRequests`) and origin (`urlOrigin`).
public enum AssertionEvaluator {
    /// Why `assertion` does not hold in `observation`, or nil when it does.
    public static func failure(of assertion: FixtureAssertion, in observation: Observation) async -> String? {
        let reason: String?
        switch assertion.check {
        case .noError, .errorCode, .errorField, .statusCode:
            reason = OutcomeAssertions.check(assertion.check, observation)
        case .requestCount, .requestPath, .requestMethod, .requestQuery:
            reason = RequestLineAssertions.check(assertion.check, observation)
        case .requestBody, .requestForm:
            reason = RequestBodyAssertions.check(assertion.check, observation)
        case .headerPresent, .requestHeader, .responseHeader:
            reason = HeaderAssertions.check(assertion.check, observation)
        case .responseBody, .responseMeta:
            reason = ResponseAssertions.check(assertion.check, observation)
        case .delayBetweenRequests(let minimum):
            reason = TimingAssertions.check(minimumMilliseconds: minimum, observation)
        case .urlOriginRejected:
            reason = await OriginAssertions.checkRejected(observation)
        case .notUnderstood(let why):
            reason = "not understood: \(why)"
        }
        return reason.map { "\(assertion.type): \($0)" }
    }
}
