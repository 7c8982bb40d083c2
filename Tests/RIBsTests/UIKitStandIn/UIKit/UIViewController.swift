// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for UIKit, which does not exist on Linux: the types RIBsUIKit and a migrated app
// use, with UIKit's documented signatures, and the calls UIKit makes when a view controller is
// presented, dismissed, pushed, popped, contained and removed, in UIKit's order:
// - appearance callbacks go only to view controllers whose views enter or leave a window, and a
//   container forwards them only to the children it shows (a navigation controller's top, a tab
//   bar controller's selected tab);
// - `addChild(_:)` calls `willMove(toParent:)` and `removeFromParent()` calls
//   `didMove(toParent: nil)`, as UIKit's do; containers call the other half;
// - `dismiss(animated:)` asked of a presented view controller dismisses it, asked of one that
//   presents dismisses what it presents and everything above;
// - an animated transition ends on a later turn of the main actor (its `did` callbacks and its
//   completion), an unanimated one at once.
// What a person does (a sheet pulled down, the back button, a swipe, a tab tapped) is played by
// the `StandIn…` functions in Person.swift, which are not UIKit's.

@MainActor
open class UIViewController: UIResponder {
    enum AppearState { case disappeared, appearing, appeared, disappearing }

    private var loadedView: UIView?
    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []
    public internal(set) var isBeingDismissed = false
    public internal(set) var isBeingPresented = false
    public internal(set) var isMovingFromParent = false
    public internal(set) var isMovingToParent = false
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    public var isModalInPresentation = false
    var appearState = AppearState.disappeared
    /// The children an appearance transition was forwarded to, told of its end too.
    private var forwardedAppearance: [UIViewController] = []
    /// Who presents this view controller, and whom it presents (its own presentation only).
    weak var presenter: UIViewController?
    var presented: UIViewController?
    var ownPresentationController: UIPresentationController?
    /// Where the presenter's view was, while a full-screen cover took it out of the window.
    weak var coveredSuperview: UIView?

    public override init() { super.init() }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public var view: UIView! {
        loadViewIfNeeded()
        return loadedView
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        let view = UIView()
        view.owner = self
        loadedView = view
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    public var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    public var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    public var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }

    private func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// The root of this view controller's containment: itself, or its top-most parent.
    var containmentRoot: UIViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    // MARK: Appearance

    /// Tells this view controller, and the children whose views are in its view, that its view
    /// will appear or disappear; `endAppearanceTransition()` tells them it did.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearState) {
        case (true, .appeared), (true, .appearing), (false, .disappeared), (false, .disappearing): return
        default: break
        }
        appearState = isAppearing ? .appearing : .disappearing
        // A view appears loaded, and with the children its container shows in it.
        if isAppearing { loadViewIfNeeded() }
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        forwardedAppearance = children.filter { child in
            guard let view = loadedView, let childView = child.viewIfLoaded else { return false }
            return childView.isDescendant(of: view)
        }
        for child in forwardedAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    public func endAppearanceTransition() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared: return
        }
        let forwarded = forwardedAppearance
        forwardedAppearance = []
        for child in forwarded { child.endAppearanceTransition() }
    }

    /// Whether this view controller's view is in a window: its appearance callbacks come only
    /// then.
    var isOnScreen: Bool { viewIfLoaded?.window != nil }
}
