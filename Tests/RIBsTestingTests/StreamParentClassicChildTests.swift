import RIBs
import RIBsTesting
import Testing

/// A stream-style parent attaches a classic child with `RIBNode.attach(_:as:)`: the child's view
/// is in the parent's view container where the placement says, the tree has the child active,
/// and detaching it takes the view out, without a leak (issue 57).
@MainActor
@Suite struct StreamParentClassicChildTests {
    final class SettingsViewController: ViewControllable {}
    final class SettingsRouter: ViewableRouter<Interactor, SettingsViewController> {}

    @Test(.leakDetection, arguments: [Placement.present, .push])
    func theClassicChildsViewIsShownWhileItIsAttached(placement: Placement) throws {
        let harness = RIBTestHarness {
            BuiltRIB(node: RIBNode(name: "Player"), view: nil, outputs: ())
        }
        let node = harness.router.node
        let settings = SettingsRouter(interactor: Interactor(), viewController: SettingsViewController())
        node.attach(settings, as: placement)
        harness.expectTree("Player (active)\n└── Settings (active)")
        let route = try #require(node.viewContainer.routes.first)
        #expect(route.name == "Settings" && route.view === settings.viewControllable)
        #expect(node.viewContainer.routes.count == 1)
        #expect(placement == .push ? node.viewContainer.stack.count == 1 : node.viewContainer.presented.count == 1)

        node.detachChild(settings)
        #expect(node.viewContainer.routes.isEmpty)
        harness.expectTree("Player (active)")
        harness.finish()
    }

    /// The view's own dismissal (a back gesture) detaches the classic child, as it does a
    /// stream-style one.
    @Test(.leakDetection) func theViewsOwnDismissalDetachesTheClassicChild() throws {
        let harness = RIBTestHarness {
            BuiltRIB(node: RIBNode(name: "Player"), view: nil, outputs: ())
        }
        let node = harness.router.node
        node.attach(SettingsRouter(interactor: Interactor(), viewController: SettingsViewController()), as: .push)
        node.viewContainer.pop()
        harness.expectTree("Player (active)")
        #expect(node.viewContainer.routes.isEmpty)
        harness.finish()
    }
}
