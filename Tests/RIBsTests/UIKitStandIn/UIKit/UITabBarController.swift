// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// The stand-in's tab bar controller (see UIViewController.swift): its view shows the selected
// tab's. Selecting another tab moves the appearance callbacks; `setViewControllers` removes tabs
// with `willMove(toParent: nil)` and `removeFromParent()`, and a tab not selected gets nothing
// else, as in UIKit.

@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor
open class UITabBarController: UIViewController {
    public weak var delegate: (any UITabBarControllerDelegate)?
    private var selected = 0

    public var viewControllers: [UIViewController]? {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    public var selectedViewController: UIViewController? {
        children.indices.contains(selected) ? children[selected] : nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let shown = selectedViewController { view.addSubview(shown.view) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let oldSelected = selectedViewController
        let removed = children.filter { controller in !new.contains { $0 === controller } }
        let added = new.filter { $0.parent !== self }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        children = new
        selected = new.firstIndex { $0 === oldSelected } ?? 0
        show(selectedViewController, insteadOf: oldSelected)
        for controller in removed {
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    func select(_ index: Int) {
        guard children.indices.contains(index), index != selected else { return }
        let old = selectedViewController
        selected = index
        show(selectedViewController, insteadOf: old)
        if let shown = selectedViewController { delegate?.tabBarController(self, didSelect: shown) }
    }

    private func show(_ new: UIViewController?, insteadOf old: UIViewController?) {
        guard new !== old else { return }
        let appears = isOnScreen
        if appears {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if isViewLoaded, let new { view.addSubview(new.view) }
        if appears {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }
}
