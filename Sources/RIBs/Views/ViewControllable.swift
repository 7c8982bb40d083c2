/// A view a router can show, in any UI system: UIKit, SwiftUI or the terminal.
///
/// The runtime never draws anything; it only needs to know whether a view is still shown when
/// its RIB has been deactivated (Uber checks `view.window == nil`), which is what
/// ``isInViewHierarchy`` tells the ``LeakDetector``.
///
/// On Apple platforms a `UIViewController` adopts it in one line:
/// ```swift
/// extension UIViewController: ViewControllable {
///     public var isInViewHierarchy: Bool { isViewLoaded && view.window != nil }
/// }
/// ```
@MainActor
public protocol ViewControllable: AnyObject {
    /// Whether the view is currently part of what is displayed. A view that cannot tell returns
    /// `false` (the default), which disables the view-disappearance check for it.
    var isInViewHierarchy: Bool { get }
}

extension ViewControllable {
    /// `false`: a view that cannot tell whether it is on screen always passes the disappearance check.
    public var isInViewHierarchy: Bool { false }
}
