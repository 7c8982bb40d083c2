import SwiftSyntax

/// `BehaviorRelay<T>(value: v)` (or `BehaviorRelay.init(value: v)`) becomes `ValueRelay<T>(v)`;
/// `ReplaySubject<T>.create(bufferSize: 1)` becomes `ReplayRelay<T>()`. The type's name is
/// ``TypeRenamesRule``'s.
final class RelayConstructionRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .relayConstruction,
            summary:
                "`BehaviorRelay(value: v)`, `BehaviorSubject(value: v)` and `Variable(v)` become `ValueRelay(v)`; `PublishRelay()` and `PublishSubject()` `EventRelay()`; `ReplaySubject.create(bufferSize: 1)` `ReplayRelay()`",
            catalogue: [
                "BehaviorRelay.init(value:)", "BehaviorSubject.init(value:)", "PublishRelay.init()",
                "PublishSubject.init()", "ReplaySubject.create(bufferSize:)", "ReplayRelay.create(bufferSize:)",
            ],
            recipes: [.replayBuffer],
            examples: [])
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let typeName = MigrationIndex.constructedType(ExprSyntax(node)),
            MigrationCatalog.relayKinds[typeName] != nil, !file.index.declaredTypes.contains(typeName)
        else { return .visitChildren }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init" {
            guard member.declName.baseName.text == "create", typeName == "ReplaySubject" || typeName == "ReplayRelay"
            else { return .visitChildren }
            let buffer = node.arguments.first { $0.label?.text == "bufferSize" }?.expression.trimmedText
            guard buffer == "1" else {
                file.leave(
                    node, construct: "\(typeName).create(bufferSize: \(buffer ?? "?"))", recipe: .replayBuffer)
                return .visitChildren
            }
            // From the end of the type, so `ReplaySubject<T>⏎    .create(bufferSize: 1)` becomes
            // `ReplayRelay<T>()` and not `()` on a line of its own, which does not parse (a
            // Mockolo mock of a real app). A trailing closure stays: it is the property's
            // observers (`{ didSet { … } }`).
            let start =
                member.period.leadingTrivia.contains(where: \.isNewline)
                ? (member.period.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
                    ?? member.period.positionAfterSkippingLeadingTrivia)
                : member.period.positionAfterSkippingLeadingTrivia
            let end = node.rightParen?.endPositionBeforeTrailingTrivia ?? node.endPositionBeforeTrailingTrivia
            file.edits.replace(start.utf8Offset..<end.utf8Offset, with: "()")
            file.ownedRanges.append(start.utf8Offset..<end.utf8Offset)
            return .visitChildren
        }
        if let first = node.arguments.first, let label = first.label, label.text == "value", let colon = first.colon {
            file.edits.replace(
                label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset, with: "")
        }
        return .visitChildren
    }
}
