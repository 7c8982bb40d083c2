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
