import SwiftSyntax

/// `try await firestore.document(…).map { … }.take(1).asSingle().value`: a chain the
/// service-layer rewrite kept on RxSwift and awaits through `value`. Its operators keep Rx's
/// names (the stream rules would rename `take` to `prefix`, which RxSwift lacks), and each one
/// that starts a line is named with the bridge's recipe, as the chain's first line is: every line
/// of it is Rx a person replaces.
final class AwaitedRxChainsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .awaitedRxChains,
            summary:
                "a chain the service layer awaits through RxSwift's `value` keeps Rx's operators, each named at its line",
            recipes: [.awaitedRx],
            examples: examples)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.asyncFunctions.isEmpty, node.declName.baseName.text == "value",
            node.parent?.is(AwaitExprSyntax.self) == true, let base = node.base,
            base.is(FunctionCallExprSyntax.self)
        else { return .visitChildren }
        // The spine's calls all start where the chain does: owning that byte keeps the stream
        // rules off them, and off nothing inside their closures.
        let start = base.positionAfterSkippingLeadingTrivia.utf8Offset
        file.ownedRanges.append(start..<start + 1)
        var current: ExprSyntax? = base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
            if member.period.leadingTrivia.contains(where: \.isNewline) {
                let labels = FileRewrite.labels(of: call)
                let hasArguments = !call.arguments.isEmpty || call.trailingClosure != nil
                let arguments = labels.isEmpty ? (hasArguments ? "…" : "") : labels.map { "\($0):" }.joined()
                let name = "\(member.declName.baseName.text)(\(arguments))"
                file.leave(
                    call, at: member.period, construct: "\(name) in a chain awaited through RxSwift's value",
                    recipe: .awaitedRx)
            }
            current = member.base
        }
        return .visitChildren
    }

    /// `try await Single.create { … }.value`: a bridge the service-layer rewrite wrote and named
    /// already, whose `Single` is no longer the function's result.
    static func isAwaitedThroughValue(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "value",
                member.parent?.is(AwaitExprSyntax.self) == true
            {
                return true
            }
            current = node.parent
        }
        return false
    }
}

extension AwaitedRxChainsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RxSwift

                protocol Socket {
                    func messages() -> Observable<String>
                }

                final class ChatRepository {
                    private let socket: Socket

                    init(socket: Socket) {
                        self.socket = socket
                    }

                    func firstMessage() -> Single<String> {
                        socket.messages()
                            .filter { !$0.isEmpty }
                            .take(1)
                            .asSingle()
                    }
                }
                """#,
                named: [
                    "import RxSwift", "socket.messages(…) awaited through RxSwift's value",
                    "filter(…) in a chain awaited through RxSwift's value",
                    "take(…) in a chain awaited through RxSwift's value",
                    "asSingle() in a chain awaited through RxSwift's value",
                ])
        ]
    }
}
