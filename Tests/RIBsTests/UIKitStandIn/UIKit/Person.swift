// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// What a person does, played against the stand-in with the calls UIKit makes (not UIKit's API).
// Every gesture is animated: it ends on a later turn (`StandInIsAnimating`).

/// How a pull-down ends.
public enum StandInPullDown: Sendable {
    /// Pulled far enough: the sheet goes.
    case completed
    /// Pulled halfway and let go: the sheet comes back.
    case cancelled
}

/// The person pulls down the sheet `viewController` (the top one presented). UIKit first asks
/// whether it may go: `isModalInPresentation`, then the delegate's
/// `presentationControllerShouldDismiss(_:)`; refused, it tells the delegate
/// `presentationControllerDidAttemptToDismiss(_:)` and nothing moves. Otherwise the delegate hears
/// `presentationControllerWillDismiss(_:)`, the sheet's disappearance begins, and either it goes
/// (then `presentationControllerDidDismiss(_:)`), or it comes back (`viewWillAppear(_:)` and
/// `viewDidAppear(_:)` again).
@MainActor
public func StandInSwipeDown(_ viewController: UIViewController, _ outcome: StandInPullDown = .completed) {
    guard viewController.presenter != nil, let presentation = viewController.ownPresentationController,
        viewController.presented == nil
    else {
        preconditionFailure("stand-in: only the top presented view controller can be pulled down")
    }
    precondition(!viewController.coversPresenter, "stand-in: a full-screen cover cannot be pulled down")
    let refused =
        viewController.isModalInPresentation
        || ((viewController as? UINavigationController)?.topViewController?.isModalInPresentation ?? false)
        || presentation.delegate?.presentationControllerShouldDismiss(presentation) == false
    if refused {
        presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
        return
    }
    switch outcome {
    case .completed:
        viewController.endPresentation(animated: true, byUser: true, then: nil)
    case .cancelled:
        presentation.delegate?.presentationControllerWillDismiss(presentation)
        viewController.beginAppearanceTransition(false, animated: true)
        StandInTransition.end(animated: true) {
            viewController.beginAppearanceTransition(true, animated: true)
            viewController.endAppearanceTransition()
        }
    }
}

/// The person taps the back button: UIKit pops the top view controller, as
/// `popViewController(animated: true)` does.
@MainActor
public func StandInGoBack(in navigationController: UINavigationController) {
    navigationController.popViewController(animated: true)
}

/// The person picks the screen at `index` in the back button's long-press menu: UIKit pops to it,
/// as `popToViewController(_:animated: true)` does.
@MainActor
public func StandInGoBack(in navigationController: UINavigationController, to index: Int) {
    navigationController.popToViewController(navigationController.viewControllers[index], animated: true)
}

/// The person swipes back from the left edge, and lifts the finger far enough (`completing`) or
/// not: the top's `willMove(toParent: nil)` and both transitions begin; a completed swipe pops, a
/// cancelled one brings the top back (`didMove(toParent:)` with the navigation controller).
@MainActor
public func StandInSwipeBack(in navigationController: UINavigationController, completing: Bool) {
    navigationController.interactivePop(completing: completing)
}

/// The person taps the tab at `index`. Tapped again, a selected tab that is a navigation
/// controller pops to its root, as UIKit's does.
@MainActor
public func StandInTapTab(_ index: Int, of tabBarController: UITabBarController) {
    if index == tabBarController.selectedIndex {
        (tabBarController.selectedViewController as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
        tabBarController.select(index)
    }
}

/// The device turns or the window narrows: the split view collapses (`compact`) or expands.
@MainActor
public func StandInSizeClassChanges(of splitViewController: UISplitViewController, compact: Bool) {
    if compact { splitViewController.collapse() } else { splitViewController.expand() }
}
