#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
import UIKit

extension UIViewController {
    /// Dismisses this view controller, if it is presented, and every one presented above it.
    /// Asked of the controller itself, `dismiss(animated:)` would dismiss only what it presents
    /// when it presents something (UIKit's rule), leaving it on screen; asked of its presenter,
    /// it takes this controller and everything above.
    func dismissWithWhatItPresents(animated: Bool) {
        presentingViewController?.dismiss(animated: animated)
    }
}
#endif
