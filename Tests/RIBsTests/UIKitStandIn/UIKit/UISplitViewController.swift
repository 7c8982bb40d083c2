// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// The stand-in's split view controller and page view controller (see UIViewController.swift).
// A split view collapses as UIKit's does by default with a navigation controller as its primary:
// the secondary's screens move onto the primary's stack, and back when it expands; they change
// containers, and stay in the app.

@MainActor
open class UISplitViewController: UIViewController {
    public private(set) var isCollapsed = false
    /// The screens the collapse moved onto the primary's stack, and the secondary they came from.
    private var moved: [UIViewController] = []
    private var keptSecondary: UIViewController?

    public var viewControllers: [UIViewController] {
        get { children }
        set {
            for controller in children where !newValue.contains(where: { $0 === controller }) {
                controller.willMove(toParent: nil)
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
            for controller in newValue where controller.parent !== self {
                addChild(controller)
                if isViewLoaded { view.addSubview(controller.view) }
                controller.didMove(toParent: self)
            }
            children = newValue
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for controller in children { view.addSubview(controller.view) }
    }

    /// The size class became compact (Person.swift's `StandInCollapse`).
    func collapse() {
        guard !isCollapsed, children.count == 2, let primary = children[0] as? UINavigationController else { return }
        let secondary = children[1]
        let screens = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
        secondary.willMove(toParent: nil)
        secondary.viewIfLoaded?.removeFromSuperview()
        secondary.removeFromParent()
        primary.setViewControllers(primary.viewControllers + screens, animated: false)
        moved = screens
        keptSecondary = secondary
        isCollapsed = true
    }

    /// The size class became regular again.
    func expand() {
        guard isCollapsed, let primary = children.first as? UINavigationController, let secondary = keptSecondary
        else { return }
        primary.setViewControllers(
            primary.viewControllers.filter { shown in !moved.contains { $0 === shown } }, animated: false)
        if let navigation = secondary as? UINavigationController {
            navigation.setViewControllers(moved, animated: false)
        }
        addChild(secondary)
        if isViewLoaded { view.addSubview(secondary.view) }
        secondary.didMove(toParent: self)
        moved = []
        keptSecondary = nil
        isCollapsed = false
    }
}

@MainActor
open class UIPageViewController: UIViewController {
    public enum NavigationDirection: Sendable { case forward, reverse }

    public var viewControllers: [UIViewController]? { children }

    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let old = children
        let new = viewControllers ?? []
        let appears = isOnScreen
        for controller in old { controller.willMove(toParent: nil) }
        for controller in new { addChild(controller) }
        if appears {
            for controller in old { controller.beginAppearanceTransition(false, animated: animated) }
            for controller in new { controller.beginAppearanceTransition(true, animated: animated) }
        }
        if isViewLoaded { for controller in new { view.addSubview(controller.view) } }
        StandInTransition.end(animated: animated && appears) {
            for controller in old {
                controller.viewIfLoaded?.removeFromSuperview()
                if appears { controller.endAppearanceTransition() }
                controller.removeFromParent()
            }
            for controller in new {
                if appears { controller.endAppearanceTransition() }
                controller.didMove(toParent: self)
            }
            completion?(true)
        }
    }
}
