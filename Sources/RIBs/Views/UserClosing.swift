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
/// A report about a view whose RIB is no longer attached does nothing: the router removed it
/// first, and UIKit's callbacks came after.
@MainActor
public enum UserClosing {
    /// Whether a report detaches the RIB (the default). Set it to `false` while an app still
    /// detaches by hand in `viewDidDisappear`, as apps on Uber's RIBs did; reports are then
    /// ignored.
    public static var detachesRIBs = true

    /// Detaches the RIB whose view is `view`, if it is attached and reports are on.
    static func viewWasClosed(_ view: any ViewControllable) {
        guard detachesRIBs, let entry = ClosableViews.take(view: view),
            let parent = entry.child.routerNode?.parentNode
        else { return }
        parent.childWasClosedByUser(entry.child, detach: entry.detach)
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
        UserClosing.detachesRIBs && ClosableViews.entry(of: self)?.offersBack == true
    }
}
