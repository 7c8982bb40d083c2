import RIBs

// The seed article's Login RIB, as an app would write it: the code the DocC article
// "Testing a RIB" tests.

/// @mockable
protocol WebServicing: Sendable {
    func login(username: String, password: String) async throws -> LoginSession
}

struct LoginSession: Equatable, Sendable {
    let token: String
}

// MARK: - Login

@MainActor
protocol LoginRouting: ViewableRouting {
    func routeToCreateAccount()
    func dismissCreateAccount()
}

@MainActor
protocol LoginPresentable: Presentable {
    var listener: (any LoginPresentableListener)? { get set }
    func showActivityIndicator()
    func hideActivityIndicator()
    func showErrorAlert(message: String)
}

@MainActor
protocol LoginPresentableListener: AnyObject {
    @discardableResult
    func didTapLogin(username: String, password: String) -> Task<Void, Never>?
    func didTapCreateAccount()
}

@MainActor
protocol LoginListener: AnyObject {
    func dismissLoginFlow(session: LoginSession)
}

@MainActor
protocol LoginInteractable: Interactable, CreateAccountListener {
    var router: (any LoginRouting)? { get set }
    var listener: (any LoginListener)? { get set }
}

@MainActor
protocol LoginViewControllable: ViewControllable {
    func present(_ view: any ViewControllable)
    func dismiss(_ view: any ViewControllable)
}

final class LoginInteractor: PresentableInteractor<any LoginPresentable>, LoginInteractable, LoginPresentableListener {
    weak var router: (any LoginRouting)?
    weak var listener: (any LoginListener)?
    private let webService: any WebServicing

    init(presenter: any LoginPresentable, webService: any WebServicing) {
        self.webService = webService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Shows the activity indicator, then logs in; the returned task is bound to the active scope.
    @discardableResult
    func didTapLogin(username: String, password: String) -> Task<Void, Never>? {
        presenter.showActivityIndicator()
        let webService = self.webService
        return whileActive { [weak self] in
            do {
                let session = try await webService.login(username: username, password: password)
                self?.presenter.hideActivityIndicator()
                self?.listener?.dismissLoginFlow(session: session)
            } catch {
                self?.presenter.hideActivityIndicator()
                self?.presenter.showErrorAlert(message: "Login failed: \(error)")
            }
        }
    }

    func didTapCreateAccount() {
        router?.routeToCreateAccount()
    }

    func createAccountDidFinish() {
        router?.dismissCreateAccount()
    }
}

final class LoginRouter: ViewableRouter<any LoginInteractable, any LoginViewControllable>, LoginRouting {
    private let createAccountBuilder: any CreateAccountBuildable
    private var createAccount: (any ViewableRouting)?

    init(interactor: any LoginInteractable, viewController: any LoginViewControllable, createAccountBuilder: any CreateAccountBuildable) {
        self.createAccountBuilder = createAccountBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCreateAccount() {
        guard createAccount == nil else { return }
        let child = createAccountBuilder.build(withListener: interactor)
        createAccount = child
        attachChild(child)
        viewController.present(child.viewControllable)
    }

    func dismissCreateAccount() {
        guard let child = createAccount else { return }
        viewController.dismiss(child.viewControllable)
        detachChild(child)
        createAccount = nil
    }
}

// MARK: - CreateAccount

@MainActor
protocol CreateAccountListener: AnyObject {
    func createAccountDidFinish()
}

@MainActor
protocol CreateAccountBuildable: Buildable {
    func build(withListener listener: any CreateAccountListener) -> any ViewableRouting
}

final class CreateAccountInteractor: Interactor {
    weak var listener: (any CreateAccountListener)?
}

final class CreateAccountView: ViewControllable {
    var isInViewHierarchy = false
}

final class CreateAccountRouter: ViewableRouter<CreateAccountInteractor, CreateAccountView> {}

final class CreateAccountBuilder: Builder<EmptyComponent>, CreateAccountBuildable {
    func build(withListener listener: any CreateAccountListener) -> any ViewableRouting {
        let interactor = CreateAccountInteractor()
        interactor.listener = listener
        return CreateAccountRouter(interactor: interactor, viewController: CreateAccountView())
    }
}
