// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for UIKit, which does not exist on Linux (see UIViewController.swift): views and
// windows. A view is in a window when one of its superviews is; a view controller's view that
// enters or leaves a window outside a container's transition gets its appearance callbacks, as
// UIKit gives them when an app adds or removes a child's view itself.
@_exported import Foundation

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// The view controller whose view this is.
    weak var owner: UIViewController?

    public override init() { super.init() }

    public init(frame: CGRect) { super.init() }

    open var window: UIWindow? { superview?.window }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        let controller = window == nil ? nil : view.owner.flatMap { $0.appearState == .disappeared ? $0 : nil }
        controller?.beginAppearanceTransition(true, animated: false)
        subviews.append(view)
        view.superview = self
        controller?.endAppearanceTransition()
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        let controller = window == nil ? nil : owner.flatMap { $0.appearState == .appeared ? $0 : nil }
        controller?.beginAppearanceTransition(false, animated: false)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        controller?.endAppearanceTransition()
    }

    /// Whether `view` is this view or one of its superviews.
    func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}

@MainActor
open class UIScene: UIResponder {}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UIWindow: UIView {
    private var root: UIViewController?
    private var isKey = false

    public init(windowScene: UIWindowScene) { super.init() }

    public override init(frame: CGRect) { super.init(frame: frame) }

    open override var window: UIWindow? { self }

    /// Setting it takes the old root's view out of the window (its presented views stay, as in
    /// UIKit) and puts the new one's in, with their appearance callbacks.
    open var rootViewController: UIViewController? {
        get { root }
        set {
            guard newValue !== root else { return }
            root?.viewIfLoaded?.removeFromSuperview()
            root = newValue
            if let newValue { addSubview(newValue.view) }
        }
    }

    open var isKeyWindow: Bool { isKey }

    open func makeKeyAndVisible() { isKey = true }
}
