import SwiftSyntax

/// A test's hand double of RIBs' own protocol (`class InteractableMock: Interactable`), not a
/// subclass of the runtime's class, that lacks what swift-ribs' protocol asks for (a scope's
/// stream, a viewable router's view): RIBsTesting has the doubles; it is named. One with its
/// stream compiles as it is (Uber's own test doubles do).
final class RIBsDoublesRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .ribsDoubles,
            summary:
                "a hand double of RIBs' `Interactable` or `Routing` that lacks its stream is named, for RIBsTesting's double of the same name; so are the parts of Uber's API swift-ribs has not: `disposeWith(workflow:)`, `Executor.execute` and a step's `asObservable()`; a test's subclass of `LeakDetector` takes the view as `any ViewControllable`",
            recipes: [.ribsDouble, .disposeWithWorkflow, .executor, .stepAsObservable],
            examples: examples)
    }

    /// The protocols of RIBs whose requirements swift-ribs changed: an interactor's and a
    /// router's scope (their streams are `Events`, with synchronous observers beside them), a
    /// viewable and a launch router (their views are `ViewControllable`s).
    private static let scopeProtocols: Set<String> = [
        "Interactable", "InteractorScope", "Routing", "ViewableRouting", "LaunchRouting", "RouterScope",
    ]

    /// The stream each scope protocol asks for: a double that has it compiles as it is.
    private static let streamsAsked: [String: String] = [
        "Interactable": "isActiveStream", "InteractorScope": "isActiveStream", "Routing": "lifecycle",
        "RouterScope": "lifecycle",
    ]

    /// `class InteractableMock: Interactable { … isActiveStream: Observable<Bool> … }`: a test's
    /// hand double of RIBs' own protocol, not a subclass of the runtime's class. Its members are
    /// Uber's, which the runtime's protocol no longer asks for; RIBsTesting has the doubles.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        if inherited.first == "LeakDetector", !file.index.declaredTypes.contains("LeakDetector") {
            retypeViewControllers(in: node)
            return .visitChildren
        }
        guard let adopted = inherited.first(where: Self.scopeProtocols.contains),
            !isRuntimeSubclass(inherited.first)
        else { return .visitChildren }
        // A double with the stream its protocol asks for compiles on swift-ribs: its stream
        // becomes `Events`, and a scope's synchronous observation has a default built on it.
        let members = Set(
            node.memberBlock.members.compactMap { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
                    .identifier.text
            })
        if let stream = Self.streamsAsked[adopted], members.contains(stream) { return .visitChildren }
        file.leave(
            node, at: node.classKeyword, construct: "a hand double of RIBs' \(adopted)", recipe: .ribsDouble,
            keepsRx: false)
        return .visitChildren
    }

    /// `LeakDetector.setInstance(mock)`: Uber's way (under `@testable import`) to put a test's
    /// detector in place, which swift-ribs' `LeakDetector.$scoped` replaces.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), !file.isHandled(node) else {
            return .visitChildren
        }
        let name = member.declName.baseName.text
        let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        let named: (construct: String, recipe: Recipe)? =
            switch (name, typeName, FileRewrite.labels(of: node)) {
            case ("execute", "Executor"?, _) where !file.index.declaredTypes.contains("Executor"):
                ("Executor.execute(…)", .executor)
            case ("disposeWith", _, ["workflow"]), ("disposeWith", _, ["worflow"]):
                ("disposeWith(workflow:)", .disposeWithWorkflow)
            case ("asObservable", _, []) where Self.isStepChain(member.base):
                ("a step's asObservable()", .stepAsObservable)
            default: nil
            }
        guard let named else { return .visitChildren }
        file.handle(node)
        file.leave(node, construct: named.construct, recipe: named.recipe, keepsRx: false)
        return .visitChildren
    }

    /// A test's subclass of the leak detector (Uber's `LeakDetectorMock`) overrides
    /// `expectViewControllerDisappear(viewController: UIViewController, …)`: the runtime's takes
    /// the view as the core knows it, `any ViewControllable`.
    private func retypeViewControllers(in node: ClassDeclSyntax) {
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.name.text == "expectViewControllerDisappear",
                let type = function.signature.parameterClause.parameters.first?.type,
                type.as(IdentifierTypeSyntax.self)?.name.text == "UIViewController"
            else { continue }
            file.replaceOwning(type, with: "any ViewControllable")
        }
    }

    /// Whether `expression` is a workflow's chain of steps: it calls `onStep` or `onError`.
    private static func isStepChain(_ expression: ExprSyntax?) -> Bool {
        var expression = expression
        while let call = expression?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            if ["onStep", "onError"].contains(member.declName.baseName.text) { return true }
            expression = member.base
        }
        return false
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
            .rewrites(
                #"""
                @testable import RIBs
                import UIKit

                final class LeakDetectorMock: LeakDetector {
                    var disappearCount = 0
                    override func expectViewControllerDisappear(viewController: UIViewController, inTime time: TimeInterval) -> LeakDetectionHandle {
                        disappearCount += 1
                        return super.expectViewControllerDisappear(viewController: viewController, inTime: time)
                    }
                }
                """#,
                to: #"""
                    @testable import RIBs
                    import UIKit

                    final class LeakDetectorMock: LeakDetector {
                        var disappearCount = 0
                        override func expectViewControllerDisappear(viewController: any ViewControllable, inTime time: TimeInterval) -> LeakDetectionHandle {
                            disappearCount += 1
                            return super.expectViewControllerDisappear(viewController: viewController, inTime: time)
                        }
                    }
                    """#),
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

                func useExecutor(workflow: RootWorkflow, root: RootActionableItem) {
                    Executor.execute(withDelay: 0.3, maxFrameDuration: 33) { _ in true }
                    workflow.subscribe(root).disposeWith(workflow: workflow)
                    _ = workflow.onStep { item in item.waitForLogin() }.asObservable()
                }
                """#,
                named: [
                    "a hand double of RIBs' Interactable", "Executor.execute(…)", "disposeWith(workflow:)",
                    "a step's asObservable()",
                ]),
        ]
    }
}
