import SwiftSyntax

/// Every protocol a RIB declares becomes `@MainActor`, with every protocol adopted beside one
/// and every one they refine (``MigrationIndex/mainActorProtocols``): RIB units are main-actor
/// isolated, so each of their conformances must be.
final class IsolationRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .isolation,
            summary:
                "every protocol a RIB declares (its listener, routing, presentable, dependency…) and every protocol adopted beside one becomes `@MainActor`",
            examples: [])
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.index.isRIBProtocol(node.name.text) {
            let start = node.positionAfterSkippingLeadingTrivia
            file.edits.insert("@MainActor\n" + file.edits.indentation(of: start), at: start)
        }
        return .visitChildren
    }
}
