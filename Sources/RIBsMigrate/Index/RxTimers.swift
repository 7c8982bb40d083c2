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
            !arguments[1].expression.is(SequenceExprSyntax.self), let time = duration(arguments[0].expression),
            chainsOnTheRuntime(call)
        else { return nil }
        return (time, arguments[1])
    }

    /// The operators the runtime's `Events` has, by their labels as Rx writes them (`_` for an
    /// unlabelled argument or a trailing closure): a chain on the timer made only of these is
    /// migrated whole with it. One with another (`take(until:)`, `do(onCompleted:)`, which a
    /// countdown ends with) keeps the timer RxSwift's, and the chain with it.
    private static let runtimeOperators: [String: Set<[String]>] = [
        "map": [["_"]], "filter": [["_"]], "compactMap": [["_"]], "flatMap": [["_"]], "flatMapLatest": [["_"]],
        "withLatestFrom": [["_"], ["_", "_"]], "take": [["_"]], "skip": [["_"]], "startWith": [["_"]],
        "distinctUntilChanged": [[]], "debounce": [["_", "scheduler"]],
        "throttle": [["_", "scheduler"], ["_", "latest", "scheduler"]], "observeOn": [["_"]], "observe": [["on"]],
        "subscribe": [[], ["onNext"], ["with", "onNext"]], "bind": [["to"], ["onNext"], ["with", "onNext"]],
        "disposeOnDeactivate": [["interactor"]], "disposed": [["by"]], "share": [[], ["replay", "scope"]],
        "do": [["onNext"]], "asObservable": [[]], "withUnretained": [["_"]],
    ]

    /// Whether every operator called on `call`'s stream, up its chain, is one the runtime has
    /// (a closure's argument aside: `take(1)`, not `take(until: { … })`).
    private static func chainsOnTheRuntime(_ call: FunctionCallExprSyntax) -> Bool {
        var node = ExprSyntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id
        {
            let labels = FileRewrite.argumentLabels(of: next)
            guard runtimeOperators[member.declName.baseName.text]?.contains(labels) == true,
                !(["take", "skip"].contains(member.declName.baseName.text)
                    && next.arguments.first?.expression.is(ClosureExprSyntax.self) != false)
            else { return false }
            node = ExprSyntax(next)
        }
        return true
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
