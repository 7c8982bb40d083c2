// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for UIKit, which does not exist on Linux: the shape of the types RIBsUIKit and a
// migrated app use, so that RIBsUIKitTests compiles them on every commit. Not UIKit's behaviour.

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
    public weak var window: UIWindow?
}

@MainActor
open class UIViewController: UIResponder {
    public var isViewLoaded = false
    public let view: UIView! = UIView()
    public weak var presentingViewController: UIViewController?

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        viewController.presentingViewController = self
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UIScene {}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UIWindow: UIView {
    public var rootViewController: UIViewController?

    public init(windowScene: UIWindowScene) {}

    open func makeKeyAndVisible() {}
}
