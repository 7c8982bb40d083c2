import SwiftSyntax

/// A relay returned where a stream is: an Rx subject is an `Observable`, a runtime relay is not
/// an `Events`, so `return isLoggedInSubject` in a property typed `Observable<Bool>` reads the
/// relay's stream (`.events`, `.values`). Mockolo's mocks of an `Observable` property are
/// written this way, a subject of each kind behind one getter.
extension MigrationVisitor {
    func readRelayAsStream(_ node: ReturnStmtSyntax) {
        guard !keepsRxStreams, let name = node.expression?.as(DeclReferenceExprSyntax.self),
            let kind = index.relays[name.baseName.text]?.kind, Self.isInStreamProperty(node)
        else { return }
        edits.insert(".\(kind.streamMember)", at: name.endPositionBeforeTrailingTrivia)
        usesRuntime = true
    }

    /// The same, where the getter returns the relay without `return`: `var isActiveStream:
    /// Observable<Bool> { isActiveStreamSubject }`, as hand mocks write it.
    func readRelayAsStream(_ node: VariableDeclSyntax) {
        guard !keepsRxStreams else { return }
        for binding in node.bindings {
            guard binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Observable",
                case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1,
                let name = items.first?.item.as(ExprSyntax.self)?.as(DeclReferenceExprSyntax.self),
                let kind = index.relays[name.baseName.text]?.kind
            else { continue }
            edits.insert(".\(kind.streamMember)", at: name.endPositionBeforeTrailingTrivia)
            usesRuntime = true
        }
    }

    /// `flatMap(relay.asObservable)`: a relay's method passed as the function becomes the
    /// closure the recipe writes, holding the relay as the method reference did: `{ [relay] _ in
    /// relay.values }`. Returns whether it did.
    func readRelayPassedAsFunction(_ node: MemberAccessExprSyntax) -> Bool {
        guard node.declName.baseName.text == "asObservable",
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id, !isOwned(node),
            let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let kind = relayReference(of: node.base).kind, let base = node.base
        else { return false }
        let capture =
            base.as(DeclReferenceExprSyntax.self).map { "[\($0.baseName.text)] _ in \($0.baseName.text)" }
            ?? "[relay = \(base.trimmedDescription)] _ in relay"
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.replace(range, with: "{ \(capture).\(kind.streamMember) }")
        ownedRanges.append(range)
        usesRuntime = true
        return true
    }

    /// Whether `node` is in the getter of a property declared `Observable<…>` (not in a
    /// closure or function inside it).
    private static func isInStreamProperty(_ node: ReturnStmtSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) { return false }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Observable"
            }
            current = syntax.parent
        }
        return false
    }
}
