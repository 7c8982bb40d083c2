import SwiftSyntax

/// Rx's `Observable<Int>.interval(_:scheduler:)` and `Observable<Int>.timer(_:scheduler:)` where
/// the runtime's `Events<Int>.interval(_:clock:)` and `Events<Int>.timer(_:clock:)` take their
/// place whole:
/// - the time is written as a `Duration` spells it too (`.seconds(1)`, `.milliseconds(500)`), or
///   as a number of seconds (RxSwift 4's `TimeInterval`); one held in a value may be a
///   `DispatchTimeInterval`;
/// - the ticks reach the chain on the main actor, as Rx's did: the main scheduler, or another
///   before an `observeOn(MainScheduler.instance)`;
/// - every operator of its chain is one `Events` has, and hands it no stream RxSwift makes;
/// - the chain ends in its subscription where it is written, or is what a `flatMap`'s or
///   `flatMapLatest`'s closure returns (a branch of `running ? timer : .empty()`) on a chain that
///   does. A timer returned, kept in a value or passed on may meet Rx's operators elsewhere.
///
/// Any other stays RxSwift's, as ``RxProducers`` says, and its chain with it.
enum RxTimers {
    /// What `call` becomes: its time as the runtime writes it, the scheduler argument that goes,
    /// and the chain that consumes it (its own, or the one whose `flatMap` returns it), which a
    /// rule checks is not RxSwift's; `nil` when `call` is not such a timer.
    static func rewrite(
        of call: FunctionCallExprSyntax
    ) -> (time: String, scheduler: LabeledExprSyntax, consumer: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["interval", "timer"].contains(member.declName.baseName.text),
            let base = member.base, StreamReader.staticTypeName(base) == "Observable", countsInInt(base),
            call.trailingClosure == nil, call.arguments.count == 2
        else { return nil }
        let arguments = Array(call.arguments)
        guard arguments[0].label == nil, arguments[1].label?.text == "scheduler",
            let time = duration(arguments[0].expression), let top = chainOnTheRuntime(call),
            MainScheduler.isNamed(by: arguments[1].expression) || top.observesOnMain,
            let consumer = consumer(of: top.outermost)
        else { return nil }
        return (time, arguments[1], consumer)
    }

    /// `Observable<Int>` or `Observable`: the runtime's timers count in `Int`.
    private static func countsInInt(_ base: ExprSyntax) -> Bool {
        guard let generic = base.as(GenericSpecializationExprSyntax.self) else { return true }
        return generic.genericArgumentClause.arguments.map(\.argument.trimmedDescription) == ["Int"]
    }

    /// `.seconds(1)` as it is (`RxTimeInterval.seconds(1)` and `DispatchTimeInterval`'s too, as
    /// `.seconds(1)`), `1` or `0.5` as `.seconds(…)`.
    private static func duration(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
            return ".seconds(\(expression.trimmedDescription))"
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(member.declName.baseName.text),
            call.arguments.count == 1, call.arguments.first?.label == nil,
            let argument = call.arguments.first
        else { return nil }
        guard let base = member.base else { return expression.trimmedDescription }
        guard ["RxTimeInterval", "DispatchTimeInterval", "RxSwift.RxTimeInterval"].contains(base.trimmedDescription)
        else { return nil }
        return ".\(member.declName.baseName.text)(\(argument.expression.trimmedDescription))"
    }

    /// The operators the runtime's `Events` has, by their labels as Rx writes them (`_` for an
    /// unlabelled argument or a trailing closure). A countdown that ends (`take(until:)`,
    /// `do(onCompleted:)`) needs what the runtime's streams do not tell.
    private static let runtimeOperators: [String: Set<[String]>] = [
        "map": [["_"]], "filter": [["_"]], "compactMap": [["_"]], "flatMap": [["_"]], "flatMapLatest": [["_"]],
        "withLatestFrom": [["_"], ["_", "_"]], "take": [["_"]], "skip": [["_"]], "startWith": [["_"]],
        "distinctUntilChanged": [[]], "debounce": [["_", "scheduler"]],
        "throttle": [["_", "scheduler"], ["_", "latest", "scheduler"]], "observeOn": [["_"]], "observe": [["on"]],
        "subscribe": [[], ["onNext"], ["with", "onNext"]], "bind": [["to"], ["onNext"], ["with", "onNext"]],
        "disposeOnDeactivate": [["interactor"]], "disposed": [["by"]], "share": [[], ["replay", "scope"]],
        "do": [["onNext"]], "asObservable": [[]], "withUnretained": [["_"]],
    ]

    /// The subscriptions a chain written in place ends in.
    private static let subscriptions: Set<String> = ["subscribe", "bind", "disposeOnDeactivate", "disposed"]

    /// The outermost call of the chain on `call`'s stream, whether it observes on the main
    /// scheduler, and whether it subscribes; `nil` when one of its operators is not the runtime's
    /// (`take(until:)`), observes on another scheduler, or is handed a stream RxSwift makes here.
    private static func chainOnTheRuntime(
        _ call: FunctionCallExprSyntax
    ) -> (outermost: ExprSyntax, observesOnMain: Bool)? {
        var node = ExprSyntax(call)
        var observesOnMain = false
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id
        {
            let name = member.declName.baseName.text
            guard runtimeOperators[name]?.contains(FileRewrite.argumentLabels(of: next)) == true,
                !(["take", "skip"].contains(name)
                    && next.arguments.first?.expression.is(ClosureExprSyntax.self) != false),
                !handsOnRxStream(next)
            else { return nil }
            if ["observeOn", "observe"].contains(name) {
                guard let scheduler = next.arguments.first?.expression, MainScheduler.isNamed(by: scheduler) else {
                    return nil
                }
                observesOnMain = true
            }
            node = ExprSyntax(next)
        }
        return (node, observesOnMain)
    }

    /// Whether an operator's arguments or closure make a stream with RxSwift right there
    /// (`flatMapLatest { _ in Observable.create { … } }`): `Events`' operator cannot take it.
    private static func handsOnRxStream(_ call: FunctionCallExprSyntax) -> Bool {
        let parts = call.arguments.map { Syntax($0) } + (call.trailingClosure.map { [Syntax($0)] } ?? [])
        return parts.contains { part in
            part.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "Observable", let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { return false }
                // `Observable<T>.x(…)` or `Observable.x(…)`, a timer of these rules aside.
                var expression = ExprSyntax(reference)
                if let generic = expression.parent?.as(GenericSpecializationExprSyntax.self) {
                    expression = ExprSyntax(generic)
                }
                guard
                    let made = expression.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(
                        FunctionCallExprSyntax.self)
                else { return false }
                return !["just", "empty", "never"].contains(
                    made.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
                    && rewriteIgnoringConsumer(made) == false
            }
        }
    }

    /// Whether `call` is a timer of these rules by its own arguments and chain (a nested one is
    /// checked where it is).
    private static func rewriteIgnoringConsumer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["interval", "timer"].contains(member.declName.baseName.text), call.arguments.count == 2,
            let time = call.arguments.first?.expression
        else { return false }
        return duration(time) != nil
    }

    /// The chain that consumes a timer's chain ending at `top`: `top` itself where it subscribes,
    /// as a statement of its own; or, where it is what a `flatMap`'s or `flatMapLatest`'s closure
    /// returns (alone, or a branch of a ternary), that operator's chain, when it subscribes and
    /// RxSwift makes none of its source here.
    private static func consumer(of top: ExprSyntax) -> ExprSyntax? {
        if isStatementSubscribing(top) { return top }
        var node = Syntax(top)
        // A branch of `running ? timer : .empty()`, unfolded as the parser leaves it.
        if let ternary = node.parent?.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == node.id,
            let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self)
        {
            node = Syntax(sequence)
        } else if let list = node.parent?.as(ExprListSyntax.self),
            let sequence = list.parent?.as(SequenceExprSyntax.self),
            list.count == 3, Array(list)[1].is(UnresolvedTernaryExprSyntax.self), list.last?.id == node.id
        {
            node = Syntax(sequence)
        }
        if let returned = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(returned) }
        // A closure's single statement: its result.
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return nil }
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["flatMap", "flatMapLatest"].contains(member.declName.baseName.text),
            !RxProducers.spineNodes(of: ExprSyntax(call)).contains(where: RxProducers.isInlineFactory)
        else { return nil }
        var outer = ExprSyntax(call)
        while let next = outer.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
            next.calledExpression.as(MemberAccessExprSyntax.self)?.base?.id == outer.id
        {
            outer = ExprSyntax(next)
        }
        return isStatementSubscribing(outer) ? outer : nil
    }

    /// Whether `expression` is a statement of its own that ends in a subscription.
    private static func isStatementSubscribing(_ expression: ExprSyntax) -> Bool {
        guard expression.parent?.is(CodeBlockItemSyntax.self) == true,
            let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return false }
        return subscriptions.contains(name)
    }
}
