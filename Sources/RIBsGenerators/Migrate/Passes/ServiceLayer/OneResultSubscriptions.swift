import SwiftSyntax

/// The subscriptions that call a function which becomes `async throws`, rewritten as a task:
///
/// ```swift
/// usecase.signIn()
///     .subscribe(with: self, onSuccess: { this, _ in this.listener?.detachLoggedOut() },
///                onFailure: { this, error in this.presenter.present(error) })
///     .disposeOnDeactivate(interactor: self)
/// ```
///
/// becomes a task that ends when the interactor deactivates, as the subscription did:
///
/// ```swift
/// whileActive { [self] in
///     do {
///         try await usecase.signIn()
///         self.listener?.detachLoggedOut()
///     } catch is CancellationError {
///         // deactivated: no handler runs, as Rx's disposal called none
///     } catch {
///         self.presenter.present(error)
///     }
/// }
/// ```
///
/// A subscription kept nowhere (`_ = …subscribe(…)`) becomes a `Task`; one kept in a
/// `DisposeBag` is left, named.
final class OneResultSubscriptions: SyntaxVisitor {
    private(set) var edits: [SourceEdits.Edit] = []
    private let lines: SourceEdits
    private let families: [FunctionKey: OneResultType]

    init(source: String, families: [FunctionKey: OneResultType]) {
        lines = SourceEdits(original: source)
        self.families = families
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let rewritten = rewrite(node) else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia
        let indentation = lines.indentation(of: start)
        let text = rewritten.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indentation + $0.element }
            .joined(separator: "\n")
        edits.append(
            SourceEdits.Edit(range: start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
        return .skipChildren
    }

    /// The task that replaces the statement `item`, when it is a subscription this rewrites.
    private func rewrite(_ item: CodeBlockItemSyntax) -> String? {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        var wrapper = "Task { [self] in"
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
            let last = sequence.elements.last
        {
            expression = last
        } else if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            switch member.declName.baseName.text {
            case "disposeOnDeactivate":
                guard call.arguments.map({ $0.label?.text }) == ["interactor"],
                    call.arguments.first.map({ ClosureInliner.isSelf($0.expression) }) == true
                else { return nil }
                wrapper = "whileActive { [self] in"
                expression = base
            case "subscribe": break
            default: return nil
            }
        }
        guard let subscribe = expression.as(FunctionCallExprSyntax.self),
            let member = subscribe.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "subscribe", var chain = member.base,
            let type = Self.baseFamily(of: chain, families: families), type.kind != .maybe
        else { return nil }
        var names = OneResultLowering.namesInScope(of: item)
        names.insert("error")
        var lowering = OneResultLowering(families: families, usedNames: names)
        var failure: [String]?
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
        guard var lowered = try? lowering.lower(chain, tail: false), lowered.value != nil,
            let handlers = SubscriptionHandlers(subscribe, kind: type.kind)
        else { return nil }
        guard let success = try? lowering.handle(handlers.success, with: &lowered, owner: handlers.owner) else {
            return nil
        }
        if let fallback {
            var recovered = OneResultLowering.Lowered(value: lowering.render(fallback), isPure: true)
            guard let handler = try? lowering.handle(handlers.success, with: &recovered, owner: handlers.owner) else {
                return nil
            }
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
        var text = [wrapper] + deferred + ["    do {"] + indented(body, 2)
        if let failure, !failure.isEmpty {
            // A deactivation cancels the task, and the awaited call throws: Rx disposed the
            // subscription without calling its failure handler, so neither does the task.
            text += [
                "    } catch is CancellationError {",
                "        // deactivated: no handler runs, as Rx's disposal called none",
            ]
            text += ["    } catch {"] + indented(failure, 2) + ["    }"]
        } else {
            text += ["    } catch {}"]
        }
        return (text + ["}"]).joined(separator: "\n")
    }

    /// The one-result function a chain starts with (`repository.user(id:)` in `repository
    /// .user(id: "me").map { … }`), when it is one that becomes `async`.
    static func baseFamily(of expression: ExprSyntax, families: [FunctionKey: OneResultType]) -> OneResultType? {
        var current: ExprSyntax? = expression
        while let expression = current {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if let key = FunctionKey(call), let type = families[key] { return type }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// Whether `node` calls or names a function that becomes `async`.
    static func callsFamily(_ node: Syntax, families: [FunctionKey: OneResultType]) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self), let key = FunctionKey(call), families[key] != nil {
            return true
        }
        if let expression = node.as(ExprSyntax.self), let key = FunctionKey(reference: expression),
            families[key] != nil
        {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { callsFamily($0, families: families) }
    }
}
