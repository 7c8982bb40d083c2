import RIBs

/// @mockable
@MainActor
protocol LoginRouting: ViewableRouting {
    func routeToCreateAccount()
    func dismissCreateAccount()
}

/// @mockable
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

/// @mockable
@MainActor
protocol LoginListener: AnyObject {
    func dismissLoginFlow(session: LoginSession)
}

/// The seed article's LoginInteractor: shows the activity indicator, asks the web service, and
/// either ends the flow or shows an error, hiding the indicator either way.
final class LoginInteractor: PresentableInteractor<any LoginPresentable>, LoginInteractable, LoginPresentableListener {
    weak var router: (any LoginRouting)?
    weak var listener: (any LoginListener)?
    private let webService: any WebServicing

    init(presenter: any LoginPresentable, webService: any WebServicing) {
        self.webService = webService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// The returned task is bound to the active scope: leaving the screen cancels the request.
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

    // MARK: - CreateAccountListener

    func createAccountDidFinish(session: LoginSession) {
        router?.dismissCreateAccount()
        listener?.dismissLoginFlow(session: session)
    }

    func createAccountDidCancel() {
        router?.dismissCreateAccount()
    }
}
