import SwiftSyntax

extension ServiceCallsRule {
    /// `refresh.flatMapLatest { [api] page in api.items(page: page) }` on a stream that becomes
    /// `Events`: the call, a `Single`'s (or a one-element `Observable`'s) that is `async throws`
    /// now, is the closure's whole result, so awaiting it there
    /// (`{ [api] page in try await api.items(page: page) }`) makes the closure one the runtime's
    /// `flatMapLatest(awaiting:)` runs. Left as it was, the chain compiled with neither library:
    /// an `Events` operator handed an `async` function's result.
    ///
    /// Returns the operator's name. The call's `.asObservable()`, if any, goes as every
    /// `asObservable()` on what is no relay does (``RelayWritesRule``), except in a view that
    /// reads the RIB through the bridge to Rx, which keeps it: there, `nil`.
    ///
    /// `nil` where the closure does more than return the call or declares its result's type,
    /// where the receiver is not known to become `Events`, where the chain stays RxSwift's
    /// (a stream RxSwift makes feeds it), or where its receiver is itself such a call, which the
    /// rules for one result's chains read (`load().flatMap { save($0) }`). A `Maybe`'s call is
    /// not awaited here: its empty result delivered nothing, where `nil` would be delivered.
    func awaitedInFlatMap(_ node: FunctionCallExprSyntax, kind: OneResultType.Kind) -> String? {
        guard kind == .single || kind == .observable else { return nil }
        var result = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == Syntax(node).id,
            member.declName.baseName.text == "asObservable",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == Syntax(member).id,
            call.arguments.isEmpty, call.trailingClosure == nil
        {
            guard !file.bridgesToRx else { return nil }
            result = Syntax(call)
        }
        if let returned = result.parent?.as(ReturnStmtSyntax.self) { result = Syntax(returned) }
        guard let item = result.parent?.as(CodeBlockItemSyntax.self),
            let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            // `{ query -> Observable<[Repo]> in … }` says its result is a stream.
            closure.signature?.returnClause == nil,
            let outer = Self.call(takingOnly: closure),
            let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
            ["flatMap", "flatMapLatest"].contains(member.declName.baseName.text),
            let receiver = member.base, file.streamKind(of: receiver) == .events, !file.isRxProducerChain(receiver),
            !callsAsyncFunction(onSpineOf: receiver)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The call `closure` is the only argument of, trailing or not and unlabeled.
    private static func call(takingOnly closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty
        {
            return call
        }
        guard let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.trailingClosure == nil
        else { return nil }
        return call
    }

    /// Whether a call on the spine of `expression` (its receivers, down to its source) is one of
    /// a function that became `async throws`.
    private func callsAsyncFunction(onSpineOf expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let key = FunctionKey(call), file.asyncFunctions[key] != nil { return true }
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                current =
                    expression.as(OptionalChainingExprSyntax.self)?.expression
                    ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
            }
        }
        return false
    }
}
