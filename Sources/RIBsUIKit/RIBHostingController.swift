#if canImport(UIKit) && canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import SwiftUI
public import UIKit

/// A RIB's view written in SwiftUI: a `UIHostingController` that adopts `ViewControllable` and
/// reports, as ``RIBViewController`` does, when the person using the app closes it (a sheet
/// pulled down, a pop by the back button or the back swipe, a dismissal with its navigation
/// controller), so that its RIB is detached with it.
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
    UIAdaptivePresentationControllerDelegate
{
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
