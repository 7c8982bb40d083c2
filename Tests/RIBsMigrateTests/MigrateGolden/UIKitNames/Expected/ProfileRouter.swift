import RIBs
import UIKit
import RIBsUIKit

/// Uber's RIBs declared `uiviewController` beside `ViewControllable`; swift-ribs declares it in
/// RIBsUIKit, which a file that presents a child's view imports.
@MainActor
protocol ProfileViewControllable: ViewControllable {
    func present(_ viewController: UIViewController)
}

final class ProfileRouter: ViewableRouter<Interactor, ProfileViewControllable> {
    func routeToAvatar(_ avatar: ViewableRouting) {
        attachChild(avatar)
        viewController.present(avatar.viewControllable.uiviewController)
    }
}
