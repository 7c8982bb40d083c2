import SwiftSyntax

/// What a closure the lowering inlines gives it: its parameters' names, and whether its capture
/// list can go with it.
extension OneResultLowering {
    /// The closure's parameter names, `$0` where it uses an anonymous one. A capture list of
    /// `self` and of plain names the closure only calls on (`[repository]`, a service the task
    /// calls as the closure did) is dropped with the closure; any other (`[weak presenter]`,
    /// `[x = y]`, a value `[state]` a name of the chain may shadow once inlined) is not rewritten,
    /// but where the closure moves whole with it (`keepingCaptures`: a `create`'s body, which
    /// becomes a callback's closure with the same list).
    static func parameterNames(
        of closure: ClosureExprSyntax, keepingCaptures: Bool = false
    ) throws(Unsupported) -> [String] {
        if !keepingCaptures, let captures = closure.signature?.capture?.items,
            captures.contains(where: {
                $0.initializer != nil
                    || ($0.name.text != "self" && ($0.specifier != nil || !isOnlyCalledOn($0.name.text, in: closure)))
            })
        {
            throw Unsupported(construct: "a closure's capture list")
        }
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map(\.firstName.text)
        case nil: return usesAnonymousParameter(closure) ? ["$0"] : []
        }
    }

    /// Whether every read of `name` in `closure` is the receiver of a call (`name.save(v)`).
    private static func isOnlyCalledOn(_ name: String, in closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return true }
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id
            else { return false }
            return member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
        }
    }

    static func usesAnonymousParameter(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$0") }
    }
}
