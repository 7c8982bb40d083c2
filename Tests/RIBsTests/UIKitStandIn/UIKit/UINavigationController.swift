// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// The stand-in's navigation controller (see UIViewController.swift): its view shows its top view
// controller's. Every change of the stack is `setViewControllers(_:animated:)`: the removed view
// controllers are told `willMove(toParent: nil)` at its start and `didMove(toParent: nil)` at its
// end, the added ones `willMove(toParent:)` and `didMove(toParent:)`; only the old and the new top
// get appearance callbacks, and only while the navigation controller is on screen.

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
    public weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        super.init()
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: UIViewController? { children.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { view.addSubview(top.view) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(children + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        setViewControllers(Array(children[...index]), animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = children
        let oldTop = topViewController
        let removed = old.filter { controller in !viewControllers.contains { $0 === controller } }
        let added = viewControllers.filter { controller in !old.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added {
            controller.removeFromParent()
            controller.willMove(toParent: self)
            controller.parent = self
        }
        children = viewControllers
        let newTop = topViewController
        let topChanges = newTop !== oldTop
        let appears = topChanges && isOnScreen
        if appears {
            oldTop?.isMovingFromParent = removed.contains { $0 === oldTop }
            newTop?.isMovingToParent = added.contains { $0 === newTop }
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        if topChanges, isViewLoaded, let newTop { view.addSubview(newTop.view) }
        StandInTransition.end(animated: animated && appears) { [self] in
            if topChanges { oldTop?.viewIfLoaded?.removeFromSuperview() }
            if appears {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
                oldTop?.isMovingFromParent = false
                newTop?.isMovingToParent = false
            }
            for controller in removed {
                controller.parent = nil
                controller.didMove(toParent: nil)
            }
            for controller in added { controller.didMove(toParent: self) }
            if topChanges, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }
    }

    /// The person's interactive back swipe (Person.swift): the top's and the one below's
    /// transitions begin; `finish` completes the pop or cancels it.
    func interactivePop(completing: Bool) {
        guard children.count > 1, let top = children.last else { return }
        let below = children[children.count - 2]
        top.willMove(toParent: nil)
        top.isMovingFromParent = true
        top.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        view.addSubview(below.view)
        StandInTransition.end(animated: true) { [self] in
            if completing {
                top.viewIfLoaded?.removeFromSuperview()
                children.removeLast()
                top.endAppearanceTransition()
                below.endAppearanceTransition()
                top.isMovingFromParent = false
                top.parent = nil
                top.didMove(toParent: nil)
                delegate?.navigationController(self, didShow: below, animated: true)
            } else {
                top.isMovingFromParent = false
                top.beginAppearanceTransition(true, animated: true)
                below.beginAppearanceTransition(false, animated: true)
                below.viewIfLoaded?.removeFromSuperview()
                top.endAppearanceTransition()
                below.endAppearanceTransition()
                top.didMove(toParent: self)
            }
        }
    }
}
