import SwiftSyntax

/// Operators an app adds to Rx's types (`extension ObservableType { func unwrap() … }`): the
/// extension and each call of one are named.
final class CustomOperatorsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .customOperators,
            summary:
                "an operator the app adds to `ObservableType` or `PrimitiveSequence` is named, with each call of it",
            recipes: [.customOperator],
            examples: [])
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = MigrationIndex.baseName(of: node.extendedType)
        guard MigrationIndex.rxExtendedTypes.contains(name), !file.index.declaredTypes.contains(name) else {
            return .visitChildren
        }
        file.leave(
            node, at: node.extensionKeyword, construct: "extension \(node.extendedType.trimmedText)",
            recipe: .customOperator)
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let key = FunctionKey(node),
            file.index.customOperators.contains(key)
        else { return .visitChildren }
        let name = member.declName.baseName.text
        guard !RelayWritesRule.handles(name, arguments: node.arguments.count) else { return .visitChildren }
        file.leave(node, at: member.period, construct: "\(name)(…), an operator of the app's", recipe: .customOperator)
        return .visitChildren
    }
}
