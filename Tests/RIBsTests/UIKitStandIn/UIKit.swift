// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for UIKit, which does not exist on Linux: the types RIBsUIKit and a migrated app
// use, with UIKit's documented signatures, and the calls UIKit makes when a view controller is
// presented, dismissed, pushed and popped, in UIKit's order (appearance callbacks, the
// presentation controller's delegate, the navigation controller's delegate). Transitions end at
// once, as with `animated: false`. What a person does is played by the `StandIn…` functions at
// the end, which are not UIKit's: a sheet pulled down, the back button, the back swipe.

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
    public weak var window: UIWindow?
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
open class UIPresentationController {
    public unowned let presentedViewController: UIViewController
    public unowned let presentingViewController: UIViewController
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presenting ?? presentedViewController
    }
}

@MainActor
open class UIViewController: UIResponder {
    public var isViewLoaded = false
    public let view: UIView! = UIView()
    public internal(set) weak var presentingViewController: UIViewController?
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var parent: UIViewController?
    public internal(set) var isBeingDismissed = false
    public internal(set) var isBeingPresented = false
    public internal(set) var isMovingFromParent = false
    public internal(set) var isMovingToParent = false
    var ownPresentationController: UIPresentationController?

    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController, controller !== self { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest presentation controller managing this view controller or an ancestor.
    public var presentationController: UIPresentationController? {
        ownPresentationController ?? parent?.presentationController
    }

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        viewController.presentingViewController = self
        presentedViewController = viewController
        viewController.ownPresentationController = UIPresentationController(
            presentedViewController: viewController, presenting: self)
        viewController.isBeingPresented = true
        viewController.appear(in: view.window, animated: animated)
        viewController.isBeingPresented = false
        completion?()
    }

    /// Dismisses what this controller presents, or, when it presents nothing, itself.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? (presentingViewController == nil ? nil : self)
        presented?.endPresentation(animated: animated, byUser: false)
        completion?()
    }

    func endPresentation(animated: Bool, byUser: Bool) {
        guard let presenter = presentingViewController, let presentation = ownPresentationController else { return }
        if byUser { presentation.delegate?.presentationControllerWillDismiss(presentation) }
        isBeingDismissed = true
        disappear(animated: animated)
        presenter.presentedViewController = nil
        presentingViewController = nil
        isBeingDismissed = false
        ownPresentationController = nil
        if byUser { presentation.delegate?.presentationControllerDidDismiss(presentation) }
    }

    /// The appearance callbacks, forwarded to a navigation controller's top view controller as
    /// UIKit forwards them to a container's children.
    func appear(in window: UIWindow?, animated: Bool) {
        let child = (self as? UINavigationController)?.topViewController
        isViewLoaded = true
        viewWillAppear(animated)
        child?.viewWillAppear(animated)
        setWindow(window)
        child?.isViewLoaded = true
        viewDidAppear(animated)
        child?.viewDidAppear(animated)
    }

    func disappear(animated: Bool) {
        let child = (self as? UINavigationController)?.topViewController
        viewWillDisappear(animated)
        child?.viewWillDisappear(animated)
        setWindow(nil)
        viewDidDisappear(animated)
        child?.viewDidDisappear(animated)
    }

    func setWindow(_ window: UIWindow?) {
        view.window = window
        if let navigation = self as? UINavigationController, let top = navigation.topViewController {
            top.view.window = window
        }
        presentedViewController?.setWindow(window)
    }
}

@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public weak var delegate: (any UINavigationControllerDelegate)?
    public var topViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
        super.init()
        rootViewController.parent = self
        viewControllers = [rootViewController]
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let covered = topViewController
        viewController.parent = self
        viewController.isMovingToParent = true
        covered?.disappear(animated: animated)
        viewControllers.append(viewController)
        viewController.appear(in: view.window, animated: animated)
        viewController.isMovingToParent = false
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    open func setViewControllers(_ newControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let removed = viewControllers.filter { old in !newControllers.contains { $0 === old } }
        for controller in removed { controller.isMovingFromParent = true }
        if let oldTop, removed.contains(where: { $0 === oldTop }) { oldTop.disappear(animated: animated) }
        for controller in removed {
            controller.parent = nil
            controller.isMovingFromParent = false
        }
        for controller in newControllers { controller.parent = self }
        viewControllers = newControllers
        if let top = topViewController, top !== oldTop {
            top.appear(in: view.window, animated: animated)
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }
}

@MainActor
open class UIScene: UIResponder {}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UIWindow: UIView {
    public var rootViewController: UIViewController? {
        didSet { rootViewController?.appear(in: self, animated: false) }
    }

    public init(windowScene: UIWindowScene) {}

    open func makeKeyAndVisible() {}
}

// MARK: - What a person does (not UIKit's API)

/// The person pulls the sheet `viewController` down: UIKit tells the presentation controller's
/// delegate it will dismiss, runs the disappearance, then tells it that it did.
@MainActor
public func StandInSwipeDown(_ viewController: UIViewController) {
    viewController.endPresentation(animated: true, byUser: true)
}

/// The person taps the back button, or swipes back: UIKit pops the top view controller, as
/// `popViewController(animated: true)` does.
@MainActor
public func StandInGoBack(in navigationController: UINavigationController) {
    navigationController.popViewController(animated: true)
}
