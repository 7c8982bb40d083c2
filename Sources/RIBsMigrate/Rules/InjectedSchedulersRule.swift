import RIBsSource
import SwiftSyntax

/// The schedulers a type takes only to observe on (``InjectedSchedulers``): each declaration,
/// parameter, assignment and `observe(on:)` of one goes, and so does a caller's argument that
/// passes a main scheduler. The assignment is the app's own line, so it is named where it was.
final class InjectedSchedulersRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .injectedSchedulers,
            summary:
                "a scheduler a type takes only to `observe(on:)`, the main one by default, goes with its property, parameter, assignment and `observe(on:)`",
            catalogue: [
                "MainScheduler.instance",
                "MainScheduler.asyncInstance",
                "MainScheduler",
            ],
            recipes: [.injectedScheduler],
            examples: examples)
    }

    /// `private let observationScheduler: SchedulerType`: the whole line goes.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.index.schedulers.isEmpty, node.bindings.count == 1,
            let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            file.index.schedulers.isInjected(name, in: file.enclosingTypeName(of: node))
        else { return .visitChildren }
        file.removeWholeLines(node)
        return .skipChildren
    }

    /// `self.observationScheduler = observationScheduler`: the whole line goes, named.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.index.schedulers.isEmpty,
            let sequence = node.item.as(SequenceExprSyntax.self),
            let last = sequence.elements.last?.as(DeclReferenceExprSyntax.self),
            InjectedSchedulers.isAssignment(of: last.baseName.text, around: ExprSyntax(last)),
            file.index.schedulers.isInjected(last.baseName.text, in: file.enclosingTypeName(of: node))
        else { return .visitChildren }
        file.drop(
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset, naming: node,
            construct: node.trimmedDescription, recipe: .injectedScheduler)
        file.removeWholeLines(node)
        return .skipChildren
    }

    /// `observationScheduler: SchedulerType = MainScheduler.asyncInstance` in the initializer,
    /// with the comma that joins it to its neighbour.
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.index.schedulers.isEmpty,
            let list = node.parent?.as(FunctionParameterListSyntax.self),
            list.parent?.parent?.parent?.is(InitializerDeclSyntax.self) == true,
            file.index.schedulers.isInjected(
                (node.secondName ?? node.firstName).text, in: file.enclosingTypeName(of: node))
        else { return .visitChildren }
        let parameters = Array(list)
        guard let position = parameters.firstIndex(where: { $0.id == node.id }) else { return .visitChildren }
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if position + 1 < parameters.count {
            end = parameters[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        } else if position > 0, let comma = parameters[position - 1].trailingComma {
            start = comma.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        file.edits.replace(start..<end, with: "")
        file.ownedRanges.append(start..<end)
        return .skipChildren
    }

    /// `Interactor(…, observationScheduler: MainScheduler.instance)`: the argument goes; another
    /// scheduler (RxTest's, in a test) stays, and is named where it is made.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams else { return .visitChildren }
        var called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            called = base
        }
        guard let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let labels = file.index.schedulers.labels[type]
        else { return .visitChildren }
        let arguments = Array(node.arguments)
        for argument in arguments {
            guard let label = argument.label?.text, labels.contains(label),
                MainScheduler.isNamed(by: argument.expression)
            else { continue }
            file.removeArgument(argument, in: arguments)
        }
        return .visitChildren
    }
}

extension FileRewrite {
    /// `.observe(on: observationScheduler)`: the call goes, as `observe(on: MainScheduler…)` does.
    func isInjectedScheduler(_ scheduler: ExprSyntax?, at node: some SyntaxProtocol) -> Bool {
        guard let scheduler, !index.schedulers.isEmpty else { return false }
        let text = scheduler.trimmedDescription
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        return index.schedulers.isInjected(name, in: enclosingTypeName(of: node))
    }
}

extension InjectedSchedulersRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class SearchInteractor: Interactor {
                    private let queries = PublishRelay<String>()
                    private let pageSize: Int
                    private let scheduler: SchedulerType

                    init(pageSize: Int, scheduler: SchedulerType = MainScheduler.instance) {
                        self.pageSize = pageSize
                        self.scheduler = scheduler
                        super.init()
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        queries
                            .observe(on: scheduler)
                            .subscribe(onNext: { query in print(query) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class SearchInteractor: Interactor {
                        private let queries = EventRelay<String>()
                        private let pageSize: Int

                        init(pageSize: Int) {
                            self.pageSize = pageSize
                            super.init()
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            queries.events
                                .subscribe(onNext: { query in print(query) })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#,
                named: ["self.scheduler = scheduler"])
        ]
    }
}
