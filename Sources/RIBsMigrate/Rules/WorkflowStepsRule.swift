import RIBsSource
import SwiftSyntax

/// Workflow steps: a step that returned an `Observable<(Item, Value)>` becomes an `async` step
/// returning `(Item, Value)?`, and so do the functions steps call (an actionable item's
/// `waitForLogin()`).
final class WorkflowStepsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .workflowSteps,
            summary:
                "a workflow's `onStep` closure returning `Observable<(Item, Value)>`, and the actionable item's function it calls, become `async` and return `(Item, Value)?`: `.just(x)` is `x`, `.empty()` is `nil`",
            examples: examples)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard file.index.stepFunctions.contains(node.name.text), let returnClause = node.signature.returnClause,
            let element = observableElement(returnClause.type)
        else { return .visitChildren }
        if let effects = node.signature.effectSpecifiers {
            if effects.asyncSpecifier == nil {
                file.edits.insert("async ", at: effects.positionAfterSkippingLeadingTrivia)
            }
        } else {
            file.edits.insert("async ", at: returnClause.arrow.positionAfterSkippingLeadingTrivia)
        }
        file.replaceOwning(returnClause.type, with: element + "?")
        if let body = node.body { rewriteStepReturns(body.statements) }
        file.usesRuntime = true
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !file.keepsRxStreams, !file.isOwned(node.calledExpression), MigrationIndex.calledName(node) == "onStep" {
            rewriteStepClosures(node)
        }
        return .visitChildren
    }

    /// The closures given to `onStep`: their declared `Observable` result and what they return.
    private func rewriteStepClosures(_ node: FunctionCallExprSyntax) {
        var closures = node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = node.trailingClosure { closures.append(trailing) }
        closures += node.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            if let returnClause = closure.signature?.returnClause, let element = observableElement(returnClause.type) {
                file.replaceOwning(returnClause.type, with: element + "?")
            }
            rewriteStepReturns(closure.statements)
        }
    }

    /// `X` for `Observable<X>`, when the type is Rx's `Observable`.
    private func observableElement(_ type: TypeSyntax) -> String? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Observable",
            !file.index.declaredTypes.contains("Observable"),
            let argument = identifier.genericArgumentClause?.arguments.first
        else { return nil }
        return argument.argument.trimmedText
    }

    /// Each value a step returns: `Observable.just(x)` (or `.just(x)`) becomes `x`,
    /// `Observable.empty()` becomes `nil` (the step is unsuccessful), `Observable.error(e)`
    /// `throw e`, a call of another step
    /// function is awaited, any other stream is awaited for its first element.
    private func rewriteStepReturns(_ statements: CodeBlockItemListSyntax) {
        // One expression is the step's value, unless it assigns (`x = item.route()`), which
        // returns nothing: it stays as it is.
        if statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self),
            expression.as(SequenceExprSyntax.self)?.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
                != true
        {
            rewriteStepValue(expression)
            return
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        for statement in finder.returns {
            if let expression = statement.expression { rewriteStepValue(expression) }
        }
    }

    private func rewriteStepValue(_ expression: ExprSyntax) {
        let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        if let call = expression.as(FunctionCallExprSyntax.self), observableFactory(call) == "empty",
            call.arguments.isEmpty, call.trailingClosure == nil
        {
            file.replaceOwning(call, with: "nil")
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let factory = observableFactory(call), factory == "error" || factory == "just"
        {
            // A step that fails throws: `return Observable.error(e)` is `throw e`; a value is itself.
            let returnStart = expression.parent?.as(ReturnStmtSyntax.self)?.positionAfterSkippingLeadingTrivia
                .utf8Offset
            if factory == "error" {
                keepArgument(of: call, replacing: (returnStart ?? start), with: "throw ")
            } else {
                keepArgument(of: call, replacing: start, with: "")
            }
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = MigrationIndex.calledName(call),
            file.index.stepFunctions.contains(name)
        {
            file.edits.insert("await ", at: expression.positionAfterSkippingLeadingTrivia)
            return
        }
        file.edits.insert("await ", at: expression.positionAfterSkippingLeadingTrivia)
        file.edits.insert(".first()", at: expression.endPositionBeforeTrailingTrivia)
    }

    /// Leaves only `call`'s one argument, with `prefix` written from `start` up to it.
    private func keepArgument(of call: FunctionCallExprSyntax, replacing start: Int, with prefix: String) {
        guard let argument = call.arguments.first, let rightParen = call.rightParen else { return }
        let valueStart = argument.positionAfterSkippingLeadingTrivia.utf8Offset
        file.edits.replace(start..<valueStart, with: prefix)
        file.edits.replace(
            argument.endPositionBeforeTrailingTrivia.utf8Offset..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
            with: "")
        file.ownedRanges.append(start..<valueStart)
    }

    /// `just` for `Observable.just(x)`, `Observable<T>.just(x)` or `.just(x)` (in a step, where
    /// the type is the step's `Observable`); `nil` for any other call.
    private func observableFactory(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else { return member.declName.baseName.text }
        let named =
            base.as(DeclReferenceExprSyntax.self)
            ?? base.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
        guard named?.baseName.text == "Observable", !file.index.declaredTypes.contains("Observable") else { return nil }
        return member.declName.baseName.text
    }
}

/// The `return` statements of one body, not of the closures or functions inside it.
private final class ReturnFinder: SyntaxVisitor {
    var returns: [ReturnStmtSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returns.append(node)
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    func visitFunction(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension WorkflowStepsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol RootActionableItem: AnyObject {
                    func waitForLogin() -> Observable<(LoggedInActionableItem, ())>
                }

                protocol LoggedInActionableItem: AnyObject {
                    func launchGame(with id: String?) -> Observable<(LoggedInActionableItem, ())>
                }

                final class LaunchGameWorkflow: Workflow<RootActionableItem> {
                    init(gameId: String?) {
                        super.init()
                        onStep { (rootItem: RootActionableItem) -> Observable<(LoggedInActionableItem, ())> in
                            rootItem.waitForLogin()
                        }
                        .onStep { (loggedInItem: LoggedInActionableItem, _) -> Observable<(LoggedInActionableItem, ())> in
                            loggedInItem.launchGame(with: gameId)
                        }
                        .commit()
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    @MainActor
                    protocol RootActionableItem: AnyObject {
                        func waitForLogin() async -> (LoggedInActionableItem, ())?
                    }

                    @MainActor
                    protocol LoggedInActionableItem: AnyObject, Sendable {
                        func launchGame(with id: String?) async -> (LoggedInActionableItem, ())?
                    }

                    final class LaunchGameWorkflow: Workflow<RootActionableItem> {
                        init(gameId: String?) {
                            super.init()
                            onStep { (rootItem: RootActionableItem) -> (LoggedInActionableItem, ())? in
                                await rootItem.waitForLogin()
                            }
                            .onStep { (loggedInItem: LoggedInActionableItem, _) -> (LoggedInActionableItem, ())? in
                                await loggedInItem.launchGame(with: gameId)
                            }
                            .commit()
                        }
                    }
                    """#)
        ]
    }
}
