import RIBs
import Testing

/// The code of the article *Using swift-ribs in an iOS app*, compiled against stand-ins for the
/// UIKit and SwiftUI types it uses, which do not exist on Linux: every RIBs type and member it
/// names is checked here, and the stand-ins behave as UIKit does where the tests look.
enum IOSApp {
    // MARK: - Stand-ins for UIKit and SwiftUI: only what the article uses

    @MainActor
    class UIResponder {}

    @MainActor
    class UIView {
        /// UIKit's is weak and set by the view hierarchy; the stand-ins set it by hand.
        weak var window: UIWindow?
    }

    enum UIModalPresentationStyle { case automatic, fullScreen }

    @MainActor
    class UIViewController {
        var isViewLoaded = false
        var modalPresentationStyle = UIModalPresentationStyle.automatic
        private(set) weak var presentingViewController: UIViewController?
        private var presentedViewController: UIViewController?
        let view = UIView()

        func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
            presentedViewController = viewController
            viewController.presentingViewController = self
            viewController.isViewLoaded = true
            viewController.view.window = view.window
        }

        func dismiss(animated: Bool, completion: (() -> Void)?) {
            presentedViewController?.view.window = nil
            presentedViewController?.presentingViewController = nil
            presentedViewController = nil
        }
    }

    class UIWindow: UIView {
        private(set) var isKeyWindow = false
        var rootViewController: UIViewController? {
            didSet {
                rootViewController?.isViewLoaded = true
                rootViewController?.view.window = self
            }
        }

        init(windowScene: UIWindowScene) {}

        func makeKeyAndVisible() { isKeyWindow = true }
    }

    @MainActor
    class UIScene {
        struct ConnectionOptions {}
    }

    final class UIWindowScene: UIScene {}
    @MainActor
    final class UISceneSession {}
    @MainActor
    protocol UIWindowSceneDelegate: AnyObject {}
    protocol View {}
    struct Text: View {}

    class UIHostingController<Content: View>: UIViewController {
        let rootView: Content
        init(rootView: Content) { self.rootView = rootView }
    }

    // MARK: - What `ribs new Root --launch` writes, reduced to what the article names

    @MainActor
    protocol RootPresentableListener: AnyObject {}

    protocol RootPresentable: Presentable {
        var listener: (any RootPresentableListener)? { get set }
    }

    protocol RootViewControllable: ViewControllable {
        func present(_ viewController: any ViewControllable)
        func dismiss(_ viewController: any ViewControllable)
    }

    @MainActor
    final class RootApp {
        private var launchRouter: (any LaunchRouting)?

        func launch(in window: any WindowControllable) {
            let viewController = RootViewController()
            let launchRouter = LaunchRouter<PresentableInteractor<any RootPresentable>, any RootViewControllable>(
                interactor: PresentableInteractor(presenter: viewController), viewController: viewController)
            self.launchRouter = launchRouter
            launchRouter.launch(from: window)
        }
    }

    // MARK: - The article's code, as it reads there

    class RIBViewController: UIViewController, ViewControllable {
        var isInViewHierarchy: Bool { isViewLoaded && view.window != nil }
    }

    final class RootViewController: RIBViewController, RootPresentable, RootViewControllable {
        weak var listener: (any RootPresentableListener)?

        func present(_ viewController: any ViewControllable) {
            guard let viewController = viewController as? UIViewController else { return }
            viewController.modalPresentationStyle = .fullScreen
            present(viewController, animated: true, completion: nil)
        }

        func dismiss(_ viewController: any ViewControllable) {
            guard let viewController = viewController as? UIViewController,
                viewController.presentingViewController === self
            else { return }
            dismiss(animated: true, completion: nil)
        }
    }

    final class HostingViewController<Content: View>: UIHostingController<Content>, ViewControllable {
        var isInViewHierarchy: Bool { isViewLoaded && view.window != nil }
    }

    final class AppWindow: UIWindow, WindowControllable {
        var rootViewControllable: (any ViewControllable)? {
            get { rootViewController as? any ViewControllable }
            set { rootViewController = newValue as? UIViewController }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let app = RootApp()

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = AppWindow(windowScene: windowScene)
            self.window = window
            app.launch(in: window)
        }
    }
}

@MainActor
@Suite struct IOSAppArticleTests {
    @Test func theSceneDelegateLaunchesRootInAKeyWindow() throws {
        let delegate = IOSApp.SceneDelegate()
        delegate.scene(IOSApp.UIWindowScene(), willConnectTo: IOSApp.UISceneSession(), options: .init())

        let window = try #require(delegate.window as? IOSApp.AppWindow)
        #expect(window.isKeyWindow)
        let root = try #require(window.rootViewControllable as? IOSApp.RootViewController)
        #expect(root.isInViewHierarchy)
    }

    @Test func aPresentedViewIsShownUntilItsParentDismissesIt() throws {
        let window = IOSApp.AppWindow(windowScene: IOSApp.UIWindowScene())
        let root = IOSApp.RootViewController()
        window.rootViewControllable = root
        let child = IOSApp.HostingViewController(rootView: IOSApp.Text())
        #expect(!child.isInViewHierarchy)

        root.present(child)
        #expect(child.isInViewHierarchy)
        #expect(child.modalPresentationStyle == .fullScreen)

        IOSApp.RootViewController().dismiss(child)  // not its presenter: nothing happens
        #expect(child.isInViewHierarchy)
        root.dismiss(child)
        #expect(!child.isInViewHierarchy)
    }
}
