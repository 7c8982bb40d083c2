import SwiftSyntax

/// The schedulers a type takes only to observe on (``InjectedSchedulers``): each declaration,
/// parameter, assignment and `observe(on:)` of one goes, and so does a caller's argument that
/// passes a main scheduler.
extension MigrationVisitor {
    /// The class or struct `node` is declared in (an extension's extended type).
    func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                return MigrationIndex.baseName(of: declaration.extendedType)
            }
            current = syntax.parent
        }
        return nil
    }

    /// `private let observationScheduler: SchedulerType`: the whole line goes.
    func removeInjectedScheduler(_ node: VariableDeclSyntax) -> Bool {
        guard !keepsRxStreams, !index.schedulers.isEmpty, node.bindings.count == 1,
            let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            index.schedulers.isInjected(name, in: enclosingTypeName(of: node))
        else { return false }
        removeWholeLines(node)
        return true
    }

    /// `self.observationScheduler = observationScheduler`: the whole line goes.
    func removeInjectedSchedulerAssignment(_ node: CodeBlockItemSyntax) -> Bool {
        guard !keepsRxStreams, !index.schedulers.isEmpty, let sequence = node.item.as(SequenceExprSyntax.self),
            let last = sequence.elements.last?.as(DeclReferenceExprSyntax.self),
            InjectedSchedulers.isAssignment(of: last.baseName.text, around: ExprSyntax(last)),
            index.schedulers.isInjected(last.baseName.text, in: enclosingTypeName(of: node))
        else { return false }
        removeWholeLines(node)
        return true
    }

    /// `observationScheduler: SchedulerType = MainScheduler.asyncInstance` in the initializer,
    /// with the comma that joins it to its neighbour.
    func removeInjectedSchedulerParameter(_ node: FunctionParameterSyntax) -> Bool {
        guard !keepsRxStreams, !index.schedulers.isEmpty, let list = node.parent?.as(FunctionParameterListSyntax.self),
            list.parent?.parent?.parent?.is(InitializerDeclSyntax.self) == true,
            index.schedulers.isInjected((node.secondName ?? node.firstName).text, in: enclosingTypeName(of: node))
        else { return false }
        let parameters = Array(list)
        guard let position = parameters.firstIndex(where: { $0.id == node.id }) else { return false }
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if position + 1 < parameters.count {
            end = parameters[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        } else if position > 0, let comma = parameters[position - 1].trailingComma {
            start = comma.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        edits.replace(start..<end, with: "")
        ownedRanges.append(start..<end)
        return true
    }

    /// `.observe(on: observationScheduler)`: the call goes, as `observe(on: MainScheduler…)` does.
    func isInjectedScheduler(_ scheduler: ExprSyntax?, at node: some SyntaxProtocol) -> Bool {
        guard let scheduler, !index.schedulers.isEmpty else { return false }
        let text = scheduler.trimmedDescription
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        return index.schedulers.isInjected(name, in: enclosingTypeName(of: node))
    }

    /// `Interactor(…, observationScheduler: MainScheduler.instance)`: the argument goes; another
    /// scheduler (RxTest's, in a test) stays, and is named where it is made.
    func removeInjectedSchedulerArgument(_ node: FunctionCallExprSyntax) {
        var called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            called = base
        }
        guard let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let labels = index.schedulers.labels[type]
        else { return }
        let arguments = Array(node.arguments)
        for argument in arguments {
            guard let label = argument.label?.text, labels.contains(label),
                argument.expression.trimmedDescription.hasPrefix("MainScheduler")
            else { continue }
            removeArgument(argument, in: arguments)
        }
    }

    private func removeWholeLines(_ node: some SyntaxProtocol) {
        let range = edits.wholeLines(of: node)
        edits.replace(range, with: "")
        ownedRanges.append(range)
    }
}
