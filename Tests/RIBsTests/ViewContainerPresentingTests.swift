import RIBs
import RIBsTesting
import Testing

/// What a viewless classic child under a stream-style or RVB parent shows its children in
/// (issue 63): the parent's ``ViewContainer``, which presents and dismisses views as a parent's
/// view controller does.
@MainActor
@Suite(.leakDetection)
struct ViewContainerPresentingTests {
    @Test func aPresentedViewIsAPresentedRouteUntilItIsDismissed() {
        let container = RIBNode(name: "Feed").viewContainer
        let view = ViewControllableMock(isInViewHierarchy: false)
        container.present(view)
        container.present(view)
        #expect(container.presented.map(\.view).count == 1, "presenting a view shown already does nothing")
        #expect(container.presented.first?.view === view)
        container.dismiss(view)
        #expect(container.presented.isEmpty)
    }

    /// A viewless child's child: attached under the viewless child, shown in the stream-style
    /// parent's container, and taken out when it is detached.
    @Test func aViewlessChildShowsItsChildInItsStreamStyleParentsContainer() {
        let parent = RIBNode(name: "Feed")
        let host = RIBTestHarness { BuiltRIB(node: parent, view: nil, outputs: ()) }
        let viewless = NamedRouter("Sync")
        parent.attachChild(viewless)
        let screen = ScreenRouter()
        viewless.attachChild(screen)
        parent.viewContainer.present(screen.viewControllable)
        #expect(parent.viewContainer.presented.first?.view === screen.viewControllable)
        viewless.detachChild(screen)
        parent.viewContainer.dismiss(screen.viewControllable)
        parent.detachChild(viewless)
        #expect(parent.viewContainer.routes.isEmpty)
        host.finish()
    }
}
