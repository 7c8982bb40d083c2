import RIBsSource
import SwiftSyntax

/// What a view's read reaches: a stream of the module's, or the view's own.
extension RxCocoaViewsRule {
    /// Whether `expression` reads a stream a protocol of the module requires, through a value of
    /// that protocol (`listener.state`, `self.listener?.state`), not the view's own.
    func readsProtocolStream(_ expression: ExprSyntax) -> Bool {
        guard !Self.goesThroughRx(expression), let (name, isMember) = StreamReader.referencedName(of: expression),
            isMember, file.index.protocolStreams.contains(name), !file.ownRelays.contains(name),
            !expression.trimmedDescription.hasPrefix("self.\(name)")
        else { return false }
        return true
    }

    /// Whether `name`, read at `node`, is a parameter of a function or closure around it, or a
    /// local of a block around it.
    static func isLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == name
                })
            {
                return true
            }
            if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature,
                signature.parameterClause?.trimmedDescription.contains(name) == true
            {
                return true
            }
            if let block = scope.as(CodeBlockItemListSyntax.self),
                block.contains(where: { item in
                    item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == name }
                        ?? false
                })
            {
                return true
            }
            current = scope.parent
        }
        return false
    }

    /// Whether `expression` reads something through RxCocoa's `.rx`.
    static func goesThroughRx(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "rx" { return true }
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
        return false
    }
}
