import SwiftSyntax

/// Uses of a service function that became `async throws` which the codemod did not rewrite:
/// each is named, as it no longer compiles as it is.
extension MigrationVisitor {
    /// `repository.user(id: "me").asObservable()`: a call used as an Rx value (chained on,
    /// returned, passed). A call made as a statement of its own is another function of the same
    /// name (`stream.update(with:)`), since a `Single` that nobody subscribes to does nothing.
    func nameUnawaitedCall(_ node: FunctionCallExprSyntax) {
        guard !asyncFunctions.isEmpty, let key = FunctionKey(node), asyncFunctions[key] != nil,
            !isAwaited(Syntax(node)), let parent = node.parent,
            !parent.is(CodeBlockItemSyntax.self) || isClosureResult(parent)
        else { return }
        // A call whose value is used, not chained on, of a name a plain function shares is
        // likelier that function's (`let isMine = compare.execute(with: id)`): said in a note.
        if sharedAsyncNames.contains(key), parent.as(MemberAccessExprSyntax.self)?.base?.id != Syntax(node).id {
            leaveToPerson(node, construct: "\(key)", recipe: "sharedAsyncName", note: true)
            return
        }
        leaveToPerson(node, construct: "\(key), now async throws,", recipe: "unawaitedAsync")
    }

    /// `flatMap(repository.update(with:))`: a function that became `async` passed as a value.
    func nameUnawaitedReference(_ node: MemberAccessExprSyntax) {
        guard !asyncFunctions.isEmpty, let key = FunctionKey(reference: ExprSyntax(node)), asyncFunctions[key] != nil,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id
        else { return }
        leaveToPerson(node, construct: "\(key), now async throws,", recipe: "unawaitedAsync")
    }

    /// `try await firestore.document(…).map { … }.take(1).asSingle().value`: a chain the
    /// service-layer rewrite kept on RxSwift and awaits through `value`. Its operators keep
    /// Rx's names (the stream rules would rename `take` to `prefix`, which RxSwift lacks), and
    /// each one that starts a line is named with the bridge's recipe, as the chain's first line
    /// is: every line of it is Rx a person replaces.
    func keepAwaitedRxChain(_ node: MemberAccessExprSyntax) {
        guard !asyncFunctions.isEmpty, node.declName.baseName.text == "value",
            node.parent?.is(AwaitExprSyntax.self) == true, let base = node.base,
            base.is(FunctionCallExprSyntax.self)
        else { return }
        // The spine's calls all start where the chain does: owning that byte keeps the stream
        // rules off them, and off nothing inside their closures.
        let start = base.positionAfterSkippingLeadingTrivia.utf8Offset
        ownedRanges.append(start..<start + 1)
        var current: ExprSyntax? = base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
            if member.period.leadingTrivia.contains(where: \.isNewline) {
                let labels = Self.labels(of: call)
                let hasArguments = !call.arguments.isEmpty || call.trailingClosure != nil
                let arguments = labels.isEmpty ? (hasArguments ? "…" : "") : labels.map { "\($0):" }.joined()
                let name = "\(member.declName.baseName.text)(\(arguments))"
                leaveToPerson(
                    call, at: member.period, construct: "\(name) in a chain awaited through RxSwift's value",
                    recipe: "awaitedRx")
            }
            current = member.base
        }
    }

    /// `try await Single.create { … }.value`: a bridge the service-layer rewrite wrote and named
    /// already, whose `Single` is no longer the function's result.
    func isAwaitedThroughValue(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "value",
                member.parent?.is(AwaitExprSyntax.self) == true
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    private func isAwaited(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(AwaitExprSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The only statement of a closure: what it returns.
    private func isClosureResult(_ item: Syntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        return list.parent?.is(ClosureExprSyntax.self) == true
    }
}
