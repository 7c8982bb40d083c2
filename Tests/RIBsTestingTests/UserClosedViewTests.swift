import RIBs
import RIBsTesting
import Testing

/// A view the user closes (a sheet pulled down, a back swipe, the terminal's back key) reports
/// it, and its RIB's parent router detaches the RIB as its own `detach<Child>()` does: the child
/// is detached and inactive, the parent's field is cleared, the parent's interactor is told once,
/// nothing leaks, and `routeTo<Child>()` builds it again (issue 58).
@MainActor
@Suite struct UserClosedViewTests {
    final class ChildView: ViewControllable {}
    final class ChildRouter: ViewableRouter<Interactor, ChildView> {}

    final class ParentView: ViewControllable {
        var shown: [any ViewControllable] = []
        func present(_ view: any ViewControllable) { shown.append(view) }
        /// Idempotent, as UIKit's is for a view the user closed already.
        func dismiss(_ view: any ViewControllable) { shown.removeAll { $0 === view } }
    }

    final class ParentInteractor: Interactor {
        var closed: [String] = []
        override func userDidCloseChild(named name: String) { closed.append(name) }
    }

    /// How `ribs attach` writes a parent: a field, `routeTo<Child>()` and `detach<Child>()`.
    final class ParentRouter: ViewableRouter<ParentInteractor, ParentView> {
        private(set) var child: ChildRouter?
        var givesItsDetach = true
        var builds = 0

        func routeToChild() {
            guard child == nil else { return }
            let child = ChildRouter(interactor: Interactor(), viewController: ChildView())
            builds += 1
            self.child = child
            if givesItsDetach {
                attachChild(child, onUserClose: { [weak self] in self?.detachChild() })
            } else {
                attachChild(child)
            }
            viewController.present(child.viewControllable)
        }

        func detachChild() {
            guard let child else { return }
            self.child = nil
            detachChild(child)
            viewController.dismiss(child.viewControllable)
        }
    }

    func parentHarness() -> RIBTestHarness<ParentRouter> {
        RIBTestHarness { ParentRouter(interactor: ParentInteractor(), viewController: ParentView()) }
    }

    @Test(.leakDetection) func theUsersCloseDetachesTheChildClearsTheFieldAndTellsTheParentOnce() throws {
        let harness = parentHarness()
        let parent = harness.router
        parent.routeToChild()
        let child = try #require(parent.child)
        harness.expectTree("Parent (active)\n└── Child (active)")
        #expect(child.viewControllable.isClosableByUser)

        child.viewControllable.reportClosedByUser()
        child.viewControllable.reportClosedByUser()  // UIKit's delegate, then viewDidDisappear

        harness.expectTree("Parent (active)")
        #expect(!child.interactable.isActive)
        #expect(parent.child == nil)
        #expect(parent.viewController.shown.isEmpty)
        #expect(parent.interactor.closed == ["Child"])
        #expect(!child.viewControllable.isClosableByUser)

        parent.routeToChild()
        #expect(parent.builds == 2)
        harness.expectTree("Parent (active)\n└── Child (active)")
        try #require(parent.child).viewControllable.reportClosedByUser()
        harness.expectTree("Parent (active)")
        #expect(parent.interactor.closed == ["Child", "Child"])
        harness.finish()
    }

    /// A child attached with plain `attachChild(_:)` is detached with `detachChild(_:)`: the tree
    /// is right and the parent is told. But the field that still holds the child is a leak,
    /// which the leak detector names: why `ribs attach` gives the router's own detach.
    /// (The harness judges leaks in `finish()` here, without the trait, so that the known
    /// issue is recorded inside the test.)
    @Test func aChildAttachedWithoutItsDetachIsDetachedButItsFieldLeaksIt() throws {
        let harness = parentHarness()
        harness.router.givesItsDetach = false
        harness.router.routeToChild()
        let view = try #require(harness.router.child).viewControllable
        #expect(!view.isClosableByUser)  // the back key does not offer it
        view.reportClosedByUser()
        harness.expectTree("Parent (active)")
        #expect(harness.router.interactor.closed == ["Child"])
        withKnownIssue {
            harness.finish()
        } matching: { issue in
            "\(issue)".contains("ChildRouter at Host/Parent/Child was not deallocated")
        }
    }

    /// What the router removed itself is not reported: UIKit's callbacks come after the detach.
    @Test(.leakDetection) func aReportAfterTheRoutersOwnDetachDoesNothing() throws {
        let harness = parentHarness()
        let parent = harness.router
        parent.routeToChild()
        let view = try #require(parent.child).viewControllable
        parent.detachChild()
        view.reportClosedByUser()
        #expect(parent.interactor.closed.isEmpty)
        harness.expectTree("Parent (active)")
        harness.finish()
    }

    /// Closing the screen by the user's gesture leaves nothing behind; with the automatic detach
    /// turned off, as in Uber's RIBs, the same test fails and names the RIB still attached.
    @Test(.leakDetection, arguments: [true, false])
    func leakDetectionPassesOnlyWithTheAutomaticDetach(detaches: Bool) throws {
        UserClosing.detachesRIBs = detaches
        defer { UserClosing.detachesRIBs = true }
        let harness = parentHarness()
        harness.router.routeToChild()
        try #require(harness.router.child).viewControllable.reportClosedByUser()
        if detaches {
            harness.finish()
        } else {
            withKnownIssue {
                harness.finish()
            } matching: { issue in
                "\(issue)".contains("still attached") && "\(issue)".contains("Parent/Child")
            }
        }
    }

    /// A stream-style parent: the child's view leaves the view container with the child.
    @Test(.leakDetection) func aStreamStyleChildsViewClosedByTheUserLeavesTheContainer() throws {
        let harness = RIBTestHarness { BuiltRIB(node: RIBNode(name: "Library"), view: nil, outputs: ()) }
        let node = harness.router.node
        let view = ChildView()
        var detached = 0
        node.attach(BuiltRIB(node: RIBNode(name: "Episodes"), view: view, outputs: ()), as: .push) { _, attachment in
            attachment.onDetach { detached += 1 }
        }
        view.reportClosedByUser()
        harness.expectTree("Library (active)")
        #expect(node.viewContainer.routes.isEmpty)
        #expect(detached == 1)
        harness.finish()
    }

    /// A stream-style child under a classic parent (`ribs attach` writes this).
    @Test(.leakDetection) func aStreamStyleChildUnderAClassicParentIsDetachedWithTheParentsDetach() throws {
        let harness = parentHarness()
        let parent = harness.router
        let view = ChildView()
        var player: BuiltRIB<Void>? = BuiltRIB(node: RIBNode(name: "Player"), view: view, outputs: ())
        parent.attachChild(
            player!,
            onUserClose: {
                if let rib = player { parent.detachChild(rib.node) }
                player = nil
            })
        view.reportClosedByUser()
        #expect(player == nil)
        harness.expectTree("Parent (active)")
        #expect(parent.interactor.closed == ["Player"])
        harness.finish()
    }

    /// A closure that does not detach the child stops, naming both RIBs and the fix.
    @Test func aCloseHandlerThatDoesNotDetachStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = Router(interactor: Interactor())
                parent.interactable.activate()
                let child = ChildRouter(interactor: Interactor(), viewController: ChildView())
                parent.attachChild(child, onUserClose: {})
                child.viewControllable.reportClosedByUser()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Child (at Interactor/Child) was closed by the user"), "\(message)")
        #expect(message.contains("did not detach it. Call detachChild(_:) in it (your detachChild())"), "\(message)")
    }
}
