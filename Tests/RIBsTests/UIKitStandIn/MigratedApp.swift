// An Uber RIBs app's UIKit lines, as a migrated app keeps them with RIBsUIKit: a view controller
// that presents a child's view through `uiviewController`, and a scene delegate that launches
// the root RIB in a plain `UIWindow`.
import RIBs
import RIBsUIKit
import SwiftUI
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

// A RIB's view written in SwiftUI, and a router that shows it with RIBsUIKit's helpers: when the
// person pulls Settings down, the runtime calls `detachSettings()`, and Profile's interactor
// hears of it.
struct SettingsView: View {
    var body: some View { Text("Settings") }
}

final class SettingsViewController: RIBHostingController<SettingsView> {}

final class ProfileRouter: ViewableRouter<ProfileInteractor, RIBViewController> {
    private let buildSettings: () -> any ViewableRouting
    private var settings: (any ViewableRouting)?

    init(
        interactor: ProfileInteractor, viewController: RIBViewController,
        buildSettings: @escaping () -> any ViewableRouting
    ) {
        self.buildSettings = buildSettings
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToSettings() {
        guard settings == nil else { return }
        let settings = buildSettings()
        self.settings = settings
        presentChild(settings, onUserClose: { [weak self] in self?.detachSettings() })
    }

    func detachSettings() {
        guard let settings else { return }
        self.settings = nil
        dismissChild(settings)
    }
}

final class ProfileInteractor: Interactor {
    private(set) var closedByTheUser: [String] = []

    override func userDidCloseChild(named name: String) {
        super.userDidCloseChild(named: name)
        closedByTheUser.append(name)  // "Settings": the person pulled it down
    }
}
