import SwiftSyntax

/// RxSwift's example `ActivityIndicator`, which many apps copy, becomes the runtime's
/// ``ActivityTracker``: the type's uses are renamed, the indicator read as a stream
/// (`asObservable()`, `asDriver()`) is the tracker's `isActive`, and `trackActivity(_:)` on a call
/// that became `async` is `try await tracker.track { … }` (the service layer's). The app's copy
/// of the class is named: nothing needs it once the module is migrated.
final class ActivityIndicatorRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .activityIndicator,
            summary:
                "RxSwift's example `ActivityIndicator` becomes the runtime's `ActivityTracker`: `request().trackActivity(indicator)` is `try await indicator.track { try await request() }`, the indicator as a stream `indicator.isActive`",
            recipes: [.activityIndicatorCopy, .trackActivityOnStream],
            examples: [])
    }

    private var declaresExample = false

    override func start(_ tree: SourceFileSyntax) {
        declaresExample = ActivityIndicators.declaresExample(tree)
    }

    private var isOn: Bool { file.index.activityIndicator != nil && !file.keepsRxStreams }

    /// The app's copy stays whole, named: what uses it is rewritten to the tracker.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isOn, ActivityIndicators.isRxSwiftsExample(node) else { return .visitChildren }
        file.leave(
            node, at: node.classKeyword, construct: "RxSwift's example ActivityIndicator",
            recipe: .activityIndicatorCopy)
        file.keptWhole = .activityIndicator
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        rename(node.name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        rename(node.baseName)
        return .visitChildren
    }

    private func rename(_ token: TokenSyntax) {
        guard isOn, !declaresExample, token.text == "ActivityIndicator", !file.isOwned(token) else { return }
        file.rename(token, to: "ActivityTracker")
        file.usesRuntime = true
    }

    /// `indicator.asObservable()`, `.asDriver()`, `.asSharedSequence()`, `.asSignal(…)`: its
    /// `isActive`; a `trackActivity(_:)` the service layer did not lower is named.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard isOn, !declaresExample, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        let name = member.declName.baseName.text
        if ["asObservable", "asDriver", "asSharedSequence", "asSignal"].contains(name),
            file.index.activityNames.contains(MigrationIndex.lastName(of: base))
        {
            file.handle(node)
            file.replace(from: member.period, through: node, with: ".isActive")
            file.usesRuntime = true
        } else if name == "trackActivity", node.arguments.count == 1 {
            file.handle(node)
            file.leave(
                node, at: member.period, construct: "trackActivity(…) on a stream", recipe: .trackActivityOnStream)
        }
        return .visitChildren
    }
}
