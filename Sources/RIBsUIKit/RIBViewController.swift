#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import UIKit

/// A base view controller for a RIB's view: a `UIViewController` that adopts
/// `ViewControllable`, knows when it is on screen (which the leak detector asks of a detached
/// RIB's view), and has its RIB detached when its view leaves the app, however UIKit takes it
/// away (``RIBs/UserClosing``): a sheet pulled down, the back button, its long-press menu or the
/// back swipe, a pop to the root or any `setViewControllers`, a dismissal of it, of its
/// navigation controller or of a sheet below it, a tab or a page removed, `removeFromParent()`,
/// the window's root replaced. Every RIB view that left is detached by its parent, the deepest
/// first, on the turn after UIKit's callbacks; another tab selected, a sheet pulled halfway and
/// let go, or a split view collapsing is no close. The catalogue is in *Using swift-ribs in an
/// iOS app*.
///
/// ```swift
/// final class LoggedOutViewController: RIBViewController, LoggedOutPresentable, LoggedOutViewControllable {
///     weak var listener: (any LoggedOutPresentableListener)?
/// }
/// ```
///
/// When the router removed the view itself, its RIB is detached already and nothing more
/// happens. Overriding `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewDidDisappear(_:)` or
/// `didMove(toParent:)`, call `super`.
open class RIBViewController: UIViewController, ViewControllable, UIAdaptivePresentationControllerDelegate,
    ShownRIBView
{
    /// Whether the view has appeared at least once: a view never shown has not left the app.
    var wasShown = false

    /// Whether the view is in a window now: loaded, and attached to one.
    open var isInViewHierarchy: Bool { isViewLoaded && view.window != nil }

    /// Becomes the delegate of the sheet that presents it, unless the app gave it one.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UserCloseDetection.viewWillAppear(self)
    }

    /// Remembers that the view was shown.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        wasShown = true
    }

    /// The view left the screen: popped, dismissed, hidden under another, or in a tab no longer
    /// selected. The RIB views that left the app are detached on the next turn.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UserCloseDetection.somethingMayHaveLeft()
    }

    /// Left its container (popped, its tab or page removed, `removeFromParent()`), or moved to
    /// another (a split view collapsing): checked on the next turn, where it is.
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { UserCloseDetection.somethingMayHaveLeft() }
    }

    /// The person pulled the sheet down.
    open func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        UserCloseDetection.somethingMayHaveLeft()
    }
}
#endif
