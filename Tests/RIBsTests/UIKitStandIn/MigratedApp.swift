// An Uber RIBs app's UIKit lines, as a migrated app keeps them with RIBsUIKit: a view controller
// that presents a child's view through `uiviewController`, and a scene delegate that launches
// the root RIB in a plain `UIWindow`.
import RIBs
import RIBsUIKit
import UIKit

@MainActor
protocol RootViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

final class RootViewController: RIBViewController, RootViewControllable {
    func present(viewController: any ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: any ViewControllable) {
        if viewController.uiviewController.presentingViewController === self {
            dismiss(animated: true, completion: nil)
        }
    }
}

final class RootRouter: LaunchRouter<Interactor, any RootViewControllable> {}

final class SceneDelegate: UIResponder {
    var window: UIWindow?
    private let launchRouter = RootRouter(interactor: Interactor(), viewController: RootViewController())

    func connect(to windowScene: UIWindowScene) {
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        launchRouter.launch(from: window)
        _ = window.rootViewControllable?.isInViewHierarchy
    }
}
