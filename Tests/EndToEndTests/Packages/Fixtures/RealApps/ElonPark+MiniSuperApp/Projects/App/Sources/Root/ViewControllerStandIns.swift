// A stand-in for the root's tab bar controller (its protocols kept from the migrated file, its
// class replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import RIBs
import UIKit

final class RootTabBarController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
    func present(_ viewControllable: ViewControllable, animated: Bool) {}
    func dismiss(_ viewController: ViewControllable, animated: Bool) {}
}
