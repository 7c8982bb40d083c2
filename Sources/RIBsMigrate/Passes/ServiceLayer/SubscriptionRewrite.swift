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
        lowering.inTask = true
        lowering.tracksActivity = streams.index.activityIndicator != nil
        var failure: [String]?
        // `.catch { … }.withUnretained(self)`: the handler takes `self` first, and the `catch`
        // ends the chain as it would without it.
        var handsSelf = false
        if let call = chain.as(FunctionCallExprSyntax.self),
            let unretained = call.calledExpression.as(MemberAccessExprSyntax.self),
            unretained.declName.baseName.text == "withUnretained", let base = unretained.base,
            call.arguments.count == 1, let argument = call.arguments.first,
            ClosureInliner.isSelf(argument.expression)
        {
            handsSelf = true
            chain = base
        }
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
        if handsSelf { lowering.unretained = true }
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
}
