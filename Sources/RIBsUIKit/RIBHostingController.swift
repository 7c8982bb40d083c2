#if canImport(UIKit) && canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import SwiftUI
public import UIKit

/// A RIB's view written in SwiftUI: a `UIHostingController` that adopts `ViewControllable` and
/// has its RIB detached when its view leaves the app, however UIKit takes it away, as
/// ``RIBViewController`` does.
///
/// ```swift
/// final class ProfileViewController: RIBHostingController<ProfileView>, ProfilePresentable, ProfileViewControllable {
///     weak var listener: (any ProfilePresentableListener)?
/// }
/// let viewController = ProfileViewController(rootView: ProfileView(model: model))
/// ```
///
/// Its overrides are ``RIBViewController``'s: a class has one superclass, so the two cannot
/// share them, and what they do is in one place (`UserCloseDetection`).
open class RIBHostingController<Content: View>: UIHostingController<Content>, ViewControllable,
    UIAdaptivePresentationControllerDelegate, ShownRIBView
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
