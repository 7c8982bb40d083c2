import SwiftSyntax

/// RxMoya's operators on a `Single<Response>`: each is Moya's `Response` method of the same
/// name, which throws where the operator failed the `Single`, so `request(…).map(User.self)`
/// becomes `try await request(…).map(User.self)` once `request` is `async throws`.
extension OneResultLowering {
    /// The operators RxMoya adds to `Single<Response>` that `Response` has too.
    static let moyaResponseOperators: Set<String> = [
        "filterSuccessfulStatusCodes", "filterSuccessfulStatusAndRedirectCodes", "mapJSON", "mapString", "mapImage",
    ]

    /// Whether `name(…)` is RxMoya's: one of ``moyaResponseOperators``, `filter(statusCode:)`,
    /// `filter(statusCodes:)`, or `map(User.self)` (a type to decode, not a function).
    static func isMoyaOperator(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch name {
        case "filter":
            return labels == ["statusCode"] || labels == ["statusCodes"]
        case "map":
            guard call.trailingClosure == nil, let first = call.arguments.first, first.label == nil else {
                return false
            }
            return first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.self)
        default:
            return moyaResponseOperators.contains(name) && call.trailingClosure == nil
        }
    }

    /// `value.map(User.self)`, with `try`: Moya's method throws where the operator failed.
    func applyMoya(_ name: String, _ call: FunctionCallExprSyntax, to lowered: Lowered) -> Lowered {
        var result = lowered
        let value = lowered.value!
        let applied = "\(value).\(name)(\(render(call.arguments)))"
        result.value = value.hasPrefix("try ") ? applied : "try " + applied
        result.isPure = false
        result.isVoid = false
        return result
    }
}
