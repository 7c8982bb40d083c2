#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
import UIKit

/// Showing a child RIB's view with UIKit, with the tree kept in step: each helper attaches or
/// detaches the child as it shows or hides its view. They keep nothing of their own: what is
/// attached is the tree's, what is shown is UIKit's.
///
/// ```swift
/// func routeToCreateAccount() {
///     guard createAccount == nil else { return }
///     let createAccount = createAccountBuilder.build(withListener: interactor)
///     self.createAccount = createAccount
///     presentChild(createAccount, onUserClose: { [weak self] in self?.detachCreateAccount() })
/// }
///
/// func detachCreateAccount() {
///     guard let createAccount else { return }
///     self.createAccount = nil
///     dismissChild(createAccount)
/// }
/// ```
extension ViewableRouter {
    /// Attaches `child` and presents its view over this RIB's view. When the person pulls it
    /// down, `detach` runs (`attachChild(_:onUserClose:)`).
    public func presentChild(
        _ child: any ViewableRouting, animated: Bool = true, onUserClose detach: @escaping @MainActor () -> Void
    ) {
        attachChild(child, onUserClose: detach)
        viewControllable.uiviewController.present(child.viewControllable.uiviewController, animated: animated)
    }

    /// Detaches `child`, then dismisses its view if it is still presented (the person may have
    /// pulled it down already), with every view presented above it (a sheet it presents).
    public func dismissChild(_ child: any ViewableRouting, animated: Bool = true) {
        detachChild(child)
        child.viewControllable.uiviewController.dismissWithWhatItPresents(animated: animated)
    }

    /// Attaches `child` and pushes its view on the navigation controller this RIB's view is in
    /// (or is). When the person goes back from it, `detach` runs.
    public func pushChild(
        _ child: any ViewableRouting, animated: Bool = true, onUserClose detach: @escaping @MainActor () -> Void
    ) {
        let navigation = navigationController(toShow: child)
        attachChild(child, onUserClose: detach)
        navigation.pushViewController(child.viewControllable.uiviewController, animated: animated)
    }

    /// Detaches `child`, then takes its view off its navigation controller's stack if it is
    /// still there (the person may have gone back already); the views above it stay.
    public func popChild(_ child: any ViewableRouting, animated: Bool = true) {
        detachChild(child)
        let controller = child.viewControllable.uiviewController
        guard let navigation = controller.navigationController else { return }
        if navigation.topViewController === controller {
            navigation.popViewController(animated: animated)
        } else {
            navigation.setViewControllers(navigation.viewControllers.filter { $0 !== controller }, animated: animated)
        }
    }

    /// The navigation controller that shows this RIB's view, or a stop naming both RIBs.
    private func navigationController(toShow child: any ViewableRouting) -> UINavigationController {
        let own = viewControllable.uiviewController
        guard let navigation = own as? UINavigationController ?? own.navigationController else {
            preconditionFailure(
                "\(name) cannot push \(child.name): \(name)'s view (\(type(of: own))) is in no UINavigationController. Show it in one (UINavigationController(rootViewController:)), or present \(child.name) with presentChild(_:onUserClose:)."
            )
        }
        return navigation
    }
}
#endif
