#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import UIKit

/// A base view controller for a RIB's view: a `UIViewController` that adopts
/// `ViewControllable` and knows when it is on screen, which the leak detector asks of a
/// detached RIB's view.
///
/// ```swift
/// final class LoggedOutViewController: RIBViewController, LoggedOutPresentable, LoggedOutViewControllable {
///     weak var listener: (any LoggedOutPresentableListener)?
/// }
/// ```
open class RIBViewController: UIViewController, ViewControllable {
    /// Whether the view is in a window now: loaded, and attached to one.
    open var isInViewHierarchy: Bool { isViewLoaded && view.window != nil }
}
#endif
