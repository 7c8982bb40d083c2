import RIBsSource
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
            examples: examples)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.index.isRIBProtocol(node.name.text) {
            let start = node.positionAfterSkippingLeadingTrivia
            file.edits.insert("@MainActor\n" + file.edits.indentation(of: start), at: start)
        }
        return .visitChildren
    }
}

extension IsolationRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs

                protocol ProfileRouting: ViewableRouting {
                    func routeToSettings()
                }

                protocol ProfileListener: AnyObject {
                    func profileDidClose()
                }

                protocol ProfileInteractable: Interactable, SettingsListener {
                    var router: ProfileRouting? { get set }
                }

                protocol SettingsListener: AnyObject {
                    func settingsDidFinish()
                }
                """#,
                to: #"""
                    import RIBs

                    @MainActor
                    protocol ProfileRouting: ViewableRouting {
                        func routeToSettings()
                    }

                    @MainActor
                    protocol ProfileListener: AnyObject {
                        func profileDidClose()
                    }

                    @MainActor
                    protocol ProfileInteractable: Interactable, SettingsListener {
                        var router: ProfileRouting? { get set }
                    }

                    @MainActor
                    protocol SettingsListener: AnyObject {
                        func settingsDidFinish()
                    }
                    """#),
            .leaves(
                #"""
                protocol Clock {
                    func now() -> Double
                }
                """#),
        ]
    }
}
