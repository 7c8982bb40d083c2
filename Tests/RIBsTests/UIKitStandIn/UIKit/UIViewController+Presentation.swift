// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// The stand-in's presentations (see UIViewController.swift): a presented view controller's view
// goes into the window above its presenter's; a full-screen cover takes the presenter's view out
// of the window while it is up. The presenter is the root of the presenting view controller's
// containment, as UIKit's presentation context is by default.

public enum UIModalPresentationStyle: Sendable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
open class UIPresentationController {
    public unowned let presentedViewController: UIViewController
    weak var presenting: UIViewController?
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presenting = presenting
    }

    public var presentingViewController: UIViewController { presenting ?? presentedViewController }
}

extension UIViewController {
    /// The view controller that presents this one or its nearest presented ancestor.
    public var presentingViewController: UIViewController? { presenter ?? parent?.presentingViewController }

    /// The view controller this one, or the root of its containment, presents.
    public var presentedViewController: UIViewController? { presented ?? parent?.presentedViewController }

    /// The nearest presentation controller managing this view controller or an ancestor; asked of
    /// one in no container, it is made then, as UIKit makes it (so that an app sets its delegate
    /// before presenting).
    public var presentationController: UIPresentationController? {
        if let own = ownPresentationController { return own }
        if let parent { return parent.presentationController }
        let made = UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = made
        return made
    }

    var coversPresenter: Bool { modalPresentationStyle == .fullScreen }

    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let context = containmentRoot
        guard context.presented == nil, viewControllerToPresent.presenter == nil,
            let window = context.viewIfLoaded?.window
        else {
            print(
                "stand-in UIKit: Attempt to present \(viewControllerToPresent) on \(context), which is already presenting or is not in a window"
            )
            return
        }
        let presented = viewControllerToPresent
        presented.presenter = context
        context.presented = presented
        let presentation =
            presented.ownPresentationController
            ?? UIPresentationController(presentedViewController: presented, presenting: context)
        presentation.presenting = context
        presented.ownPresentationController = presentation
        presented.isBeingPresented = true
        presented.beginAppearanceTransition(true, animated: flag)
        if presented.coversPresenter { context.beginAppearanceTransition(false, animated: flag) }
        window.addSubview(presented.view)
        StandInTransition.end(animated: flag) {
            if presented.coversPresenter, let view = context.viewIfLoaded {
                context.coveredSuperview = view.superview
                view.removeFromSuperview()
                context.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            presented.isBeingPresented = false
            completion?()
        }
    }

    /// What `dismiss(animated:completion:)` does (see UIViewController.swift): asked of a view
    /// controller that presents (or whose containment root presents), it dismisses what it
    /// presents and everything above; asked of a presented one (or one inside it), that one.
    /// Only the top one animates; those under it are taken away at once.
    func dismissPresentation(animated flag: Bool, completion: (() -> Void)?) {
        let context = containmentRoot
        guard let first = context.presented ?? (context.presenter == nil ? nil : context) else {
            completion?()
            return
        }
        var chain = [first]
        while let above = chain.last?.presented { chain.append(above) }
        let top = chain.removeLast()
        for intermediate in chain.reversed() { intermediate.endPresentation(animated: false, then: nil) }
        top.endPresentation(animated: flag, then: completion)
    }

    /// Takes this presented view controller away, with its callbacks; `byUser` adds the
    /// presentation controller delegate's, which UIKit gives only for the person's pull-down.
    func endPresentation(animated: Bool, byUser: Bool = false, then completion: (() -> Void)?) {
        guard let presenter, let presentation = ownPresentationController else { return }
        if byUser { presentation.delegate?.presentationControllerWillDismiss(presentation) }
        isBeingDismissed = true
        beginAppearanceTransition(false, animated: animated)
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        StandInTransition.end(animated: animated) { [self] in
            viewIfLoaded?.removeFromSuperview()
            if coversPresenter, let superview = presenter.coveredSuperview {
                superview.addSubview(presenter.view)
                presenter.coveredSuperview = nil
            }
            presenter.presented = nil
            self.presenter = nil
            ownPresentationController = nil
            endAppearanceTransition()
            if coversPresenter { presenter.endAppearanceTransition() }
            isBeingDismissed = false
            if byUser { presentation.delegate?.presentationControllerDidDismiss(presentation) }
            completion?()
        }
    }
}
