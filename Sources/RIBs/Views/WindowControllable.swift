/// The host a ``LaunchRouter`` launches into: a window, a scene, a terminal screen.
///
/// It mirrors what Uber's launch router does with a `UIWindow`: set the root view, then make it
/// key and visible.
@MainActor
public protocol WindowControllable: AnyObject {
    /// The view shown at the root of this window.
    var rootViewControllable: (any ViewControllable)? { get set }
    /// Shows the window.
    func makeKeyAndVisible()
}
