import SwiftSyntax

/// A chain on a `Single`, `Maybe` or `Completable` that the service layer did not rewrite: it is
/// one asynchronous result, which becomes an `async throws` call and the chain's statements
/// after it, so each of its operators is named with that recipe.
final class OneResultChainsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .oneResultChains,
            summary:
                "an operator on a `Single`, `Maybe` or `Completable` the service layer could not rewrite is named, operator by operator",
            recipes: [.oneResult],
            examples: examples)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let name = member.declName.baseName.text
        guard !RelayWritesRule.handles(name, arguments: node.arguments.count) else { return .visitChildren }
        if let kind = file.streamKind(of: member.base), kind.isOneResult {
            // What every rule names on a `Single` (its `catch`, `subscribe`, `flatMap`), and any
            // other operator where the file imports Rx.
            let always: Set<String> = [
                "catch", "catchAndReturn", "catchError", "catchErrorJustReturn", "retry", "do", "subscribe",
                "withUnretained", "flatMap", "flatMapFirst", "asSingle", "asMaybe", "asCompletable",
            ]
            guard always.contains(name) || file.importsRx else { return .visitChildren }
            file.handle(node)
            let labels = FileRewrite.labels(of: node)
            let call = labels.isEmpty ? "\(name)(…)" : "\(name)(\(labels.map { "\($0):" }.joined()))"
            file.leave(node, at: member.period, construct: "\(call) on a \(Self.typeName(kind))", recipe: .oneResult)
        } else if name == "flatMapFirst" || ["asSingle", "asMaybe", "asCompletable"].contains(name) {
            file.handle(node)
            if file.importsRx {
                file.leave(node, at: member.period, construct: "\(name)(…)", recipe: .oneResult)
            }
        }
        return .visitChildren
    }

    private static func typeName(_ kind: StreamKind) -> String {
        switch kind {
        case .single: "Single"
        case .maybe: "Maybe"
        case .completable: "Completable"
        case .events: "Observable"
        }
    }
}

extension OneResultChainsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RxSwift

                final class Session {
                    private let token: Single<String>
                    private let disposeBag = DisposeBag()

                    init(token: Single<String>) {
                        self.token = token
                    }

                    func start() {
                        token
                            .map { "Bearer \($0)" }
                            .subscribe(onSuccess: { header in print(header) })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "import RxSwift", "Single", "DisposeBag", "Single", "map(…) on a Single",
                    "subscribe(onSuccess:) on a Single", "disposed(…)",
                ])
        ]
    }
}
