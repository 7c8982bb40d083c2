#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import UIKit

/// A `UIWindow` launches a root RIB as Uber's did: `launchRouter.launch(from: window)`, from a
/// scene delegate, with no window class of your own.
///
/// ```swift
/// let window = UIWindow(windowScene: windowScene)
/// self.window = window
/// launchRouter.launch(from: window)
/// ```
// swift-format-ignore: AvoidRetroactiveConformances
// WindowControllable is swift-ribs' own protocol: conforming UIKit's window is this module's job.
extension UIWindow: @retroactive WindowControllable {
    /// The root view controller, as the RIB's view; setting one that is not a
    /// `UIViewController` stops with its type's name.
    public var rootViewControllable: (any ViewControllable)? {
        get { rootViewController as? any ViewControllable }
        set { rootViewController = newValue?.uiviewController }
    }
}
#endif
