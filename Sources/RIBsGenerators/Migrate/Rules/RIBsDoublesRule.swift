import SwiftSyntax

/// A test's hand double of RIBs' own protocol (`class InteractableMock: Interactable`), not a
/// subclass of the runtime's class: its members are Uber's, which swift-ribs' protocols no longer
/// ask for, and RIBsTesting has the doubles; it is named.
final class RIBsDoublesRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .ribsDoubles,
            summary:
                "a hand double of RIBs' `Interactable` or `Routing` is named, for RIBsTesting's double of the same name",
            recipes: [.ribsDouble],
            examples: examples)
    }

    /// The protocols of RIBs whose requirements swift-ribs changed: an interactor's and a
    /// router's scope (Rx's `isActiveStream` and `lifecycle` are `AsyncStream`s, with
    /// synchronous observers beside them).
    private static let scopeProtocols: Set<String> = [
        "Interactable", "InteractorScope", "Routing", "ViewableRouting", "LaunchRouting", "RouterScope",
    ]

    /// `class InteractableMock: Interactable { … isActiveStream: Observable<Bool> … }`: a test's
    /// hand double of RIBs' own protocol, not a subclass of the runtime's class. Its members are
    /// Uber's, which the runtime's protocol no longer asks for; RIBsTesting has the doubles.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        guard let adopted = inherited.first(where: Self.scopeProtocols.contains),
            !isRuntimeSubclass(inherited.first)
        else { return .visitChildren }
        file.leave(
            node, at: node.classKeyword, construct: "a hand double of RIBs' \(adopted)", recipe: .ribsDouble,
            keepsRx: false)
        return .visitChildren
    }

    /// Whether `name` is one of the runtime's classes, or a module's class that subclasses one.
    private func isRuntimeSubclass(_ name: String?) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if MigrationCatalog.runtimeClasses.contains(type) { return true }
            current = file.index.classes[type]?.first
        }
        return false
    }
}

extension RIBsDoublesRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RIBs
                @testable import Profile

                final class ProfileListenerMock: ProfileListener {
                    var closeCount = 0
                    func profileDidClose() { closeCount += 1 }
                }

                final class SettingsInteractableMock: Interactable {
                    var isActive: Bool = false
                    func activate() {}
                    func deactivate() {}
                }
                """#,
                named: ["a hand double of RIBs' Interactable"])
        ]
    }
}
