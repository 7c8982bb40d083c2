import SwiftSyntax

/// RxCocoa's `.rx` namespace binds UIKit's controls: it has no counterpart in a UI-agnostic
/// runtime, so each use is named with the guide's RxCocoa section.
final class RxCocoaRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .rxCocoa,
            summary:
                "RxCocoa's `.rx` on a control is named: the view calls its listener, or sends into a relay it owns",
            catalogue: [
                "ReactiveCompatible.*",
                "Reactive",
                "Reactive.base",
                "Reactive.init(_:)",
                "Reactive.subscript(dynamicMember:)",
            ],
            recipes: [.rxCocoa],
            examples: [])
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !file.keepsRxStreams, file.importsRx, node.declName.baseName.text == "rx", !file.isOwned(node) {
            file.leave(node, at: node.period, construct: "RxCocoa's .rx", recipe: .rxCocoa)
        }
        return .visitChildren
    }
}
