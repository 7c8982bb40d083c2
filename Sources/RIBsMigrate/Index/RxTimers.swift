import SwiftSyntax

/// Rx's `Observable<Int>.interval(_:scheduler:)` and `Observable<Int>.timer(_:scheduler:)` in the
/// forms the runtime's `Events<Int>.interval(_:clock:)` and `Events<Int>.timer(_:clock:)` take:
/// a time written as a `DispatchTimeInterval` Duration spells alike (`.seconds(1)`,
/// `.milliseconds(500)`), or as a number of seconds (RxSwift 4's `TimeInterval`), and a scheduler
/// the runtime's main actor takes the place of. A time held in a value (`interval`, of
/// `DispatchTimeInterval`), `.never`, or `timer(_:period:scheduler:)` is not one: the stream stays
/// RxSwift's, as ``RxProducers`` says.
enum RxTimers {
    /// What `call` becomes: its time as the runtime writes it, and the scheduler argument that
    /// goes; `nil` when `call` is not such a timer.
    static func rewrite(of call: FunctionCallExprSyntax) -> (time: String, scheduler: LabeledExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["interval", "timer"].contains(member.declName.baseName.text),
            let base = member.base, StreamReader.staticTypeName(base) == "Observable",
            call.trailingClosure == nil, call.arguments.count == 2
        else { return nil }
        let arguments = Array(call.arguments)
        guard arguments[0].label == nil, arguments[1].label?.text == "scheduler",
            !arguments[1].expression.is(SequenceExprSyntax.self), let time = duration(arguments[0].expression)
        else { return nil }
        return (time, arguments[1])
    }

    /// `.seconds(1)` as it is, `1` or `0.5` as `.seconds(…)`.
    private static func duration(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
            return ".seconds(\(expression.trimmedDescription))"
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(member.declName.baseName.text),
            call.arguments.count == 1, call.arguments.first?.label == nil
        else { return nil }
        return expression.trimmedDescription
    }
}
