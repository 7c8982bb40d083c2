import SwiftSyntax

/// `delaySubscription` and `delay` on one asynchronous result: a sleep before the chain
/// starts, or after its value, for the same time (`RxTimeInterval.seconds(1)` is
/// `Duration.seconds(1)`). The scheduler argument goes, as every scheduler does: the task
/// resumes on its own actor. The sleep ends early, throwing, when the task is cancelled, as a
/// disposal ended Rx's timer.
extension OneResultLowering {
    mutating func applyDelay(_ name: String, _ call: FunctionCallExprSyntax, to lowered: Lowered) throws(Unsupported)
        -> Lowered
    {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels == ["_", "scheduler"], let duration = Self.duration(call.arguments.first!.expression) else {
            throw Unsupported(construct: "\(name)(…)")
        }
        var lowered = lowered
        // A clock's sleep, not `Task.sleep`: Moya, whose service layers this meets most, has a
        // type named `Task` that hides Swift's in every file importing it.
        let sleep = "try await ContinuousClock().sleep(for: \(duration))"
        if name == "delaySubscription" {
            lowered.statements.insert(sleep, at: 0)
            return lowered
        }
        guard lowered.value != nil else { throw Unsupported(construct: "delay(…) after an error") }
        _ = bind(&lowered, as: lowered.preferredName)
        lowered.statements.append(sleep)
        return lowered
    }

    /// `.seconds(1)`, `RxTimeInterval.milliseconds(300)`: the same `Duration`; `nil` for a time
    /// computed elsewhere, whose unit the codemod cannot see.
    static func duration(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.arguments.first?.label == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(member.declName.baseName.text)
        else { return nil }
        if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            !["RxTimeInterval", "DispatchTimeInterval"].contains(base)
        {
            return nil
        }
        return ".\(member.declName.baseName.text)(\(call.arguments.first!.expression.trimmedDescription))"
    }
}
