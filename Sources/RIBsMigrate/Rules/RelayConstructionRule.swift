import RIBsSource
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
            examples: examples)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let typeName = MigrationIndex.constructedType(ExprSyntax(node)) ?? Self.annotatedType(of: node),
            MigrationCatalog.relayKinds[typeName] != nil, !file.index.declaredTypes.contains(typeName)
        else { return .visitChildren }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init" {
            guard member.declName.baseName.text == "create", typeName == "ReplaySubject" || typeName == "ReplayRelay"
            else { return .visitChildren }
            let buffer = node.arguments.first { $0.label?.text == "bufferSize" }?.expression.trimmedText
            // A trailing closure is no argument of RxSwift's `create(bufferSize:)`: the call is some
            // other `create`, left as written. (A property's observers, `{ didSet { … } }`, are its
            // accessor block, not part of the call.)
            guard buffer == "1", node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty else {
                file.leave(
                    node, construct: "\(typeName).create(bufferSize: \(buffer ?? "?"))", recipe: .replayBuffer)
                // Left as Rx wrote it, type and all: `ReplayRelay<T>.create(bufferSize: 10)` is neither.
                file.ownedRanges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset)
                return .skipChildren
            }
            // From the end of the type, so `ReplaySubject<T>⏎    .create(bufferSize: 1)` becomes
            // `ReplayRelay<T>()` and not `()` on a line of its own, which does not parse (a
            // Mockolo mock of a real app). The property's observers after it stay as they are.
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

    /// The type a property's annotation names where its value is `.init(value: v)`
    /// (`let valid: BehaviorRelay<Bool> = .init(value: true)`), as apps write it.
    private static func annotatedType(of node: FunctionCallExprSyntax) -> String? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init",
            let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type
        else { return nil }
        return MigrationIndex.baseName(of: type)
    }
}

extension RelayConstructionRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RxRelay
                import RxSwift

                final class ProfileState {
                    let name = BehaviorRelay<String>(value: "")
                    let taps = PublishRelay<Void>()
                    let errors = PublishSubject<String>()
                    let count = BehaviorSubject<Int>(value: 0)
                    let session = ReplaySubject<String>.create(bufferSize: 1)
                    let isValid: BehaviorRelay<Bool> = .init(value: true)
                }
                """#,
                to: #"""
                    import RIBs

                    final class ProfileState {
                        let name = ValueRelay<String>("")
                        let taps = EventRelay<Void>()
                        let errors = EventRelay<String>()
                        let count = ValueRelay<Int>(0)
                        let session = ReplayRelay<String>()
                        let isValid: ValueRelay<Bool> = .init(true)
                    }
                    """#),
            .leaves(
                #"""
                import RxSwift

                final class History {
                    let entries = ReplaySubject<String>.create(bufferSize: 10)
                }
                """#,
                named: ["import RxSwift", "ReplaySubject.create(bufferSize: 10)"]),
            // A `create` with a trailing closure is not RxSwift's; found by the MigrateFuzzer, from
            // a Mockolo mock whose `didSet` was misspelt.
            .leaves(
                #"""
                import RxSwift

                final class SessionMock {
                    var session = ReplaySubject<Bool>
                        .create(bufferSize: 1) { dldSet { print("set") } }
                }
                """#,
                named: ["import RxSwift", "ReplaySubject.create(bufferSize: 1)"]),
        ]
    }
}
