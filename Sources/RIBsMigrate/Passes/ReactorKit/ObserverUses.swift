import SwiftSyntax

/// How a `create`'s body uses its observer: only `observer.onNext(x)`, called where the body
/// runs (not in a closure it hands on), is a send made at once.
final class ObserverUses: SyntaxVisitor {
    let observer: String
    private(set) var sends: [MemberAccessExprSyntax] = []
    private(set) var isImmediate = true

    init(observer: String) {
        self.observer = observer
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == observer }) { isImmediate = false }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == observer else { return .visitChildren }
        // `observer.onNext(x)`, called: the reference's parent is the member access, whose
        // parent is the call.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            member.declName.baseName.text == "onNext",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            call.arguments.count == 1
        {
            sends.append(member)
        } else {
            isImmediate = false
        }
        return .visitChildren
    }
}
