import RIBs
import UIKit

// Stand-ins for Modoo's view controllers (Texture's `ASDKViewController`s and UIKit's
// controllers): the protocols each adopts, and the initialisers its builder calls. Nothing of
// the app's views is here.

/// Texture's node, as a builder passes `node: .init()`.
final class NodeStandIn {
    init() {}
}

final class RootViewController: UINavigationController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    init() { super.init(rootViewController: UIViewController()) }

    func present(viewController: ViewControllable) {}
    func dismiss(viewController: ViewControllable) {}
    func pushRootViewController(viewController: ViewControllable) {}
    func popRootViewController(viewController: ViewControllable) {}
}

final class AuthenticationViewController: UINavigationController, AuthenticationPresentable,
    AuthenticationViewControllable
{
    weak var listener: AuthenticationPresentableListener?

    init() { super.init(rootViewController: UIViewController()) }

    func setRootViewController(viewController: ViewControllable) {}
    func pushViewController(viewController: ViewControllable) {}
    func popToRootViewController() {}
}

final class LoginViewController: UIViewController, LoginPresentable, LoginViewControllable {
    weak var listener: LoginPresentableListener?

    init(node: NodeStandIn) { super.init() }
    override init() { super.init() }
}

final class RegisterViewController: UIViewController, RegisterPresentable, RegisterViewControllable {
    weak var listener: RegisterPresentableListener?

    init(mediaPickerUseCase: MediaPickerUseCase) { super.init() }
}

final class OnboardViewController: UIViewController, OnboardPresentable, OnboardViewControllable {
    weak var listener: OnboardPresentableListener?

    func setVewControllers(viewControllers: [ViewControllable]) {}
}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {
    weak var listener: FeedPresentableListener?

    init(node: NodeStandIn) { super.init() }
    override init() { super.init() }
}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?

    init(node: NodeStandIn) { super.init() }
    override init() { super.init() }
}
