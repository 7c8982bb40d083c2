#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import UIKit

/// A base view controller for a RIB's view: a `UIViewController` that adopts
/// `ViewControllable`, knows when it is on screen (which the leak detector asks of a detached
/// RIB's view), and reports when the person using the app closes it, so that its RIB is
/// detached with it (``RIBs/UserClosing``):
/// - a sheet pulled down (it becomes its presentation controller's delegate, unless the app
///   set one, and reports in `presentationControllerDidDismiss(_:)`);
/// - a screen popped by the back button or the back swipe (`isMovingFromParent` in
///   `viewDidDisappear(_:)`);
/// - a screen dismissed with the navigation controller it is in.
///
/// ```swift
/// final class LoggedOutViewController: RIBViewController, LoggedOutPresentable, LoggedOutViewControllable {
///     weak var listener: (any LoggedOutPresentableListener)?
/// }
/// ```
///
/// When the router removed the view itself, its RIB is detached already and the report does
/// nothing. Overriding `viewWillAppear(_:)` or `viewDidDisappear(_:)`, call `super`.
open class RIBViewController: UIViewController, ViewControllable, UIAdaptivePresentationControllerDelegate {
    /// Whether the view is in a window now: loaded, and attached to one.
    open var isInViewHierarchy: Bool { isViewLoaded && view.window != nil }

    /// Becomes the delegate of the sheet that presents it, unless the app gave it one.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UserCloseDetection.viewWillAppear(self)
    }

    /// Reports a pop, or a dismissal with its navigation controller.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UserCloseDetection.viewDidDisappear(self)
    }

    /// The person pulled the sheet down: reports every RIB view it showed.
    open func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        UserCloseDetection.sheetWasPulledDown(presentationController)
    }
}
#endif
