import SwiftSyntax

/// How `Mutations` declares its operators, which a call must match to be rewritten.
extension MutationsRewriter {
    /// The argument labels `Mutations` declares for each of its operators and array statics
    /// (`_` for an unlabelled argument or a trailing closure).
    static let labels: [String: Set<[String]>] = [
        "map": [["_"]], "filter": [["_"]], "flatMap": [["_"]], "do": [["onNext"]], "withUnretained": [["_"]],
        "catch": [["_"]], "catchAndReturn": [["_"]], "debug": [[], ["_"]], "combineLatest": [["_"], ["_", "_"]],
        "concat": [["_"]], "merge": [["_"]],
    ]

    /// The array literals `expression` is made of (`checks + [.just(.finish)]`).
    static func arrays(in expression: ExprSyntax) -> [ArrayExprSyntax] {
        if let array = expression.as(ArrayExprSyntax.self) { return [array] }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.flatMap { arrays(in: $0) }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return arrays(in: infix.leftOperand) + arrays(in: infix.rightOperand)
        }
        return []
    }

    /// Whether an element of a `concat`'s, `merge`'s or `combineLatest`'s array is a `Mutations`:
    /// a chain on a head that is one, or a name (a local or a parameter, whose declared type the
    /// rewrite made `Mutations`).
    func isMutationsStream(_ expression: ExprSyntax) -> Bool {
        var head = expression
        while let call = head.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.operators.contains(member.declName.baseName.text), let next = member.base
        {
            head = next
        }
        return head.is(DeclReferenceExprSyntax.self) || isMutationsHead(head)
    }
}
