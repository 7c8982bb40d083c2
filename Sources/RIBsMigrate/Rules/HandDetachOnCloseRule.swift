import SwiftSyntax

/// An app's own answer to a view the user closed (uber/RIBs#636): `viewDidDisappear(_:)` that
/// checks `isMovingFromParent` or `isBeingDismissed` and tells a listener, or a
/// `viewDidDisappear` trigger bound to a listener's detach. swift-ribs detaches such a RIB
/// itself (`UserClosing`), so this code would detach it twice; it is named, with the recipe to
/// delete it. The code stays: a migration never deletes the app's lines.
final class HandDetachOnCloseRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .handDetachOnClose,
            summary:
                "a hand-written detach when the user closes a view (`viewDidDisappear` with `isMovingFromParent`, or a `viewDidDisappear` trigger bound to a listener) is named: swift-ribs detaches that RIB itself",
            recipes: [.handDetachOnClose],
            examples: examples)
    }

    /// What tells that a disappearance is the view going for good.
    private static let leavingFlags: Set<String> = [
        "isMovingFromParent", "isMovingFromParentViewController", "isBeingDismissed",
    ]

    /// `override func viewDidDisappear(_:)` that reads a leaving flag and calls a listener.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == "viewDidDisappear", let body = node.body,
            Self.mentions(Self.leavingFlags, in: body), Self.callsListener(in: body)
        else { return .visitChildren }
        file.leave(
            node, at: node.funcKeyword, construct: "a hand-written detach in viewDidDisappear",
            recipe: .handDetachOnClose, note: true, keepsRx: false)
        return .skipChildren
    }

    /// `presenter.viewDidDisappearTrigger.subscribe(onNext: { self.listener?.detachX() })`, or
    /// `rx.viewDidDisappear` bound the same way: a call whose callee reads a `viewDidDisappear…`
    /// member and whose arguments tell a listener to detach, dismiss or close.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.isHandled(node),
            node.calledExpression.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.text.hasPrefix("viewDidDisappear")
            }),
            node.arguments.contains(where: { Self.callsListenerToLeave(in: $0) })
                || node.trailingClosure.map({ Self.callsListenerToLeave(in: $0) }) == true
        else { return .visitChildren }
        file.handle(node)
        file.leave(
            node, construct: "a viewDidDisappear trigger bound to a listener's detach", recipe: .handDetachOnClose,
            note: true, keepsRx: false)
        return .visitChildren
    }

    private static func mentions(_ names: Set<String>, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    private static func callsListener(in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == "listener" || $0.text.hasSuffix("Listener") }
    }

    private static func callsListenerToLeave(in node: some SyntaxProtocol) -> Bool {
        callsListener(in: node)
            && node.tokens(viewMode: .sourceAccurate).contains { token in
                let name = token.text.lowercased()
                return ["detach", "dismiss", "close", "pop"].contains { name.hasPrefix($0) || name.contains($0) }
            }
    }
}

extension HandDetachOnCloseRule {
    /// What the rule names, as `ribs migrate` runs it: `MigrationRuleTests` runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RIBs
                import UIKit

                final class CompeteViewController: UIViewController {
                    weak var listener: (any CompetePresentableListener)?

                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        if isMovingFromParent {
                            listener?.didClose()
                        }
                    }
                }
                """#,
                named: ["a hand-written detach in viewDidDisappear"]),
            .leaves(
                #"""
                import RIBs

                final class CompeteInteractor: PresentableInteractor<CompetePresentable> {
                    weak var listener: CompeteListener?

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        presenter.viewDidDisappearTrigger
                            .subscribe(onNext: { [weak self] in self?.listener?.detachCompete() })
                            .cancelOnDeactivate(interactor: self)
                    }
                }
                """#,
                named: ["a viewDidDisappear trigger bound to a listener's detach"]),
            .leaves(
                #"""
                import UIKit

                final class ProfileViewController: UIViewController {
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        analytics.track("profile hidden")
                    }
                }
                """#),
        ]
    }
}
