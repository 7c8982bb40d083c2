/// What the tree does when the person using the app closes a RIB's view themselves: pulls a
/// sheet down, swipes back, taps the back button, presses the terminal's back key.
///
/// The view reports it (``ViewControllable/reportClosedByUser()``; RIBsUIKit's view controllers
/// and RIBsTerminal's host do it for you). The RIB's parent router then detaches the RIB, as its
/// own `detach<Child>()` would: with the closure it gave `Router.attachChild(_:onUserClose:)`,
/// which also clears the field that held the child, or else with
/// ``Router/detachChild(_:)``. Then it tells its interactor,
/// ``Interactor/userDidCloseChild(named:)``. The leak detector judges the detached RIB as
/// always.
///
/// A report about a view whose RIB is no longer attached, or whose parent was itself detached,
/// does nothing: the router removed it first, and UIKit's callbacks came after. A parent router
/// that detaches a child the person closed, after the runtime did (in the completion of its own
/// `dismiss(animated:completion:)`), is not stopped: the child went with the person's close.
@MainActor
public enum UserClosing {
    /// Whether a report detaches the RIB (the default). Set it to `false` while an app still
    /// detaches by hand in `viewDidDisappear`, as apps on Uber's RIBs did; reports are then
    /// ignored.
    public static var detachesRIBs = true

    /// Detaches the RIB whose view is `view`, if it is attached in a live tree and reports are
    /// on.
    static func viewWasClosed(_ view: any ViewControllable) {
        guard detachesRIBs, let (child, parent) = LiveTrees.child(showing: view) else { return }
        parent.childWasClosedByUser(child)
    }

    /// Detaches, the deepest first, every attached RIB whose view `hasLeft` says has left the
    /// app for good: what RIBsUIKit does on the turn after UIKit took screens away, however
    /// many at once (a pop to the root, a chain of sheets dismissed, a tab removed), and what the
    /// glue of another UI system can do. Each RIB's parent detaches it as for
    /// ``ViewControllable/reportClosedByUser()``, and is told once.
    ///
    /// ```swift
    /// UserClosing.detachRIBsWhoseViewsLeft { view in (view as? ScreenView)?.isRemoved == true }
    /// ```
    public static func detachRIBsWhoseViewsLeft(where hasLeft: (any ViewControllable) -> Bool) {
        guard detachesRIBs else { return }
        var gone: [(child: any Routing, parent: any RouterNode, depth: Int)] = []
        LiveTrees.forEachChild { child, parent, depth in
            if let view = view(of: child), hasLeft(view) { gone.append((child, parent, depth)) }
        }
        for (child, parent, _) in gone.sorted(by: { $0.depth > $1.depth }) where parent.isAttached(child) {
            parent.childWasClosedByUser(child)
        }
    }

    /// The view of `child`: a classic router's, a stream-style RIB's or an RVB module's.
    static func view(of child: any Routing) -> (any ViewControllable)? {
        if let node = child.routerNode { return node.ownView }
        return (child as? any ViewableRouting)?.viewControllable
    }
}

extension ViewControllable {
    /// Reports that the person using the app closed this view (a sheet pulled down, a back
    /// swipe, the back button, the terminal's back key): its RIB's parent router detaches the
    /// RIB and tells its interactor (``UserClosing``). Reporting twice, or for a view whose RIB
    /// is no longer attached, does nothing.
    ///
    /// ```swift
    /// func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    ///     reportClosedByUser()
    /// }
    /// ```
    public func reportClosedByUser() {
        UserClosing.viewWasClosed(self)
    }

    /// Whether this is the view of an attached RIB whose parent said how it takes the view back:
    /// a router that attached it with `Router.attachChild(_:onUserClose:)` (as `ribs attach`
    /// writes it), or a stream-style parent that shows it in its view container. A back key or
    /// a close button offers itself for these views; ``reportClosedByUser()`` detaches the RIB
    /// of any attached view.
    public var isClosableByUser: Bool {
        guard UserClosing.detachesRIBs, let (child, parent) = LiveTrees.child(showing: self) else { return false }
        return parent.offersBack(for: child)
    }
}
