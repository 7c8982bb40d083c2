import SwiftSyntax

/// What code is, for the lowering: where a closure returns, and which names are taken where the
/// statements go.
extension OneResultLowering {
    /// Whether `node` returns from the closure or function it is in (not from one inside it).
    static func containsReturn(_ node: Syntax) -> Bool {
        if node.is(ReturnStmtSyntax.self) { return true }
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
        return node.children(viewMode: .sourceAccurate).contains { containsReturn($0) }
    }

    /// The names `node` declares or reads outside its closures (a member's name after a dot
    /// is not one): a name bound for a closure's parameter must not shadow them.
    static func namesInScope(of node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            var ancestor = token.parent
            var inClosure = false
            while let current = ancestor, current.id != node.id {
                if current.is(ClosureExprSyntax.self) {
                    inClosure = true
                    break
                }
                ancestor = current.parent
            }
            if inClosure { continue }
            // A key path's component (`\.name`) or an argument's label (`to:`) names nothing here.
            if token.parent?.parent?.is(KeyPathPropertyComponentSyntax.self) == true
                || token.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id
            {
                continue
            }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id
            {
                continue
            }
            names.insert(name)
        }
        return names
    }
}
