import SwiftSyntax

/// One subscription of a chain that starts with a function which becomes `async throws`, as the
/// task that replaces it (``OneResultSubscriptions``): the chain's operators become statements
/// after `try await`, the success handler (or `bind(to:)`'s relays) runs on the value, the
/// failure handler in `catch`, `onDisposed:` in a `defer`. `nil` where any part has no rewrite:
/// the subscription is then left as it was, and named.
struct SubscriptionRewrite {
    let text: String

    init?(
        _ subscription: FunctionCallExprSyntax, owner: SubscriptionOwner, item: CodeBlockItemSyntax,
        families: [FunctionKey: OneResultType], streams: StreamReader
    ) {
        guard let member = subscription.calledExpression.as(MemberAccessExprSyntax.self), var chain = member.base,
            let type = OneResultSubscriptions.baseFamily(of: chain, families: families), type.kind != .maybe
        else { return nil }
        let handlers =
            member.declName.baseName.text == "bind"
            ? SubscriptionHandlers(binding: subscription, streams: streams)
            : SubscriptionHandlers(subscription, kind: type.kind)
        guard let handlers else { return nil }
        var names = OneResultLowering.namesInScope(of: item)
        names.insert("error")
        var lowering = OneResultLowering(families: families, usedNames: names)
        // `guard let strongSelf = self` of a closure moved out: the name reads `self`.
        for alias in ClosureInliner.selfAliases(in: item) { lowering.renames[alias] = "self" }
        lowering.inTask = true
        lowering.tracksActivity = streams.index.activityIndicator != nil
        var failure: [String]?
        // `.catch { … }.compactMap { … }.withUnretained(self)`: what follows the `catch` runs on
        // the value in the `do`, after the call the `catch` guards (it cannot throw), and the
        // `catch` ends the chain as it would without it.
        var afterCatch: [FunctionCallExprSyntax] = []
        var below = chain
        while let call = below.as(FunctionCallExprSyntax.self), Self.runsAfterCatch(call),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            afterCatch.append(call)
            below = base
        }
        if !afterCatch.isEmpty, Self.isCatch(below) { chain = below } else { afterCatch = [] }
        // `.catch { … return .never() }` before the subscription: the error's handler.
        if let call = chain.as(FunctionCallExprSyntax.self),
            let catchMember = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["catch", "catchError"].contains(catchMember.declName.baseName.text), let base = catchMember.base,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        {
            guard let handler = try? lowering.endingHandler(closure) else { return nil }
            failure = handler
            chain = base
        }
        // `.catchAndReturn(x)` before the subscription: the success handler runs on `x` when the
        // chain fails (the handler cannot throw, so the `catch` catches nothing of its own).
        var fallback: ExprSyntax?
        if failure == nil, let call = chain.as(FunctionCallExprSyntax.self),
            let catchMember = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["catchAndReturn", "catchErrorJustReturn"].contains(catchMember.declName.baseName.text),
            let base = catchMember.base, call.arguments.count == 1, call.arguments.first?.label == nil,
            call.trailingClosure == nil
        {
            fallback = call.arguments.first?.expression
            chain = base
        }
        guard var lowered = try? lowering.lower(chain, tail: false), lowered.value != nil else { return nil }
        for call in afterCatch.reversed() {
            guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let applied = try? lowering.apply(name, call, to: lowered, tail: false)
            else { return nil }
            lowered = applied
        }
        guard let success = try? lowering.handle(handlers, with: &lowered) else { return nil }
        if let fallback {
            var recovered = OneResultLowering.Lowered(value: lowering.render(fallback), isPure: true)
            guard let handler = try? lowering.handle(handlers, with: &recovered) else { return nil }
            failure = recovered.statements + handler
        } else if failure == nil, let onFailure = handlers.failure {
            guard let handler = try? lowering.handleError(onFailure, owner: handlers.owner) else { return nil }
            failure = handler
        }
        var disposal: [String]?
        if let onDisposed = handlers.disposed {
            guard let handler = try? lowering.handleDisposal(onDisposed, owner: handlers.owner) else { return nil }
            disposal = handler
        }
        let body = lowered.statements + success
        let indented = OneResultLowering.indented
        // `onDisposed:` runs when the task ends, as Rx runs it after the result, the error or
        // the disposal.
        let deferred = disposal.map { ["    defer {"] + indented($0, 2) + ["    }"] } ?? []
        var lines = [owner.opening] + deferred + ["    do {"] + indented(body, 2)
        if let failure, !failure.isEmpty {
            // A deactivation cancels the task, and the awaited call throws: Rx disposed the
            // subscription without calling its failure handler, so neither does the task.
            lines += ["    } catch is CancellationError {", "        " + owner.cancellation]
            if type.completesEmpty {
                // The `Observable` completed with no value: Rx called no handler.
                lines += ["    } catch is NoElementsError {", "        // completed with no value: no handler runs"]
            }
            lines += ["    } catch {"] + indented(failure, 2) + ["    }"]
        } else {
            lines += ["    } catch {}"]
        }
        text = (lines + [owner.closing]).joined(separator: "\n")
    }

    /// An operator that may follow a `catch` before the subscription: `withUnretained(self)`,
    /// or `map`, `compactMap` or `filter` with a closure.
    private static func runsAfterCatch(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return false
        }
        if name == "withUnretained" {
            return call.arguments.count == 1
                && call.arguments.first.map { ClosureInliner.isSelf($0.expression) } == true
        }
        return ["map", "compactMap", "filter"].contains(name) && OneResultLowering.onlyClosure(call) != nil
    }

    private static func isCatch(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return ["catch", "catchError"].contains(member.declName.baseName.text)
    }
}
