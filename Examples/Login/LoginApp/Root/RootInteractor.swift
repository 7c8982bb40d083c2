import RIBs

@MainActor
protocol RootRouting: ViewableRouting {
    func routeToLogin()
    func detachLogin()
}

@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
    func show(session: LoginSession?)
}

@MainActor
protocol RootPresentableListener: AnyObject {
    func logout()
}

final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: (any RootRouting)?

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// LoginListener: the flow is done; Login goes, the welcome shows.
    func dismissLoginFlow(session: LoginSession) {
        router?.detachLogin()
        presenter.show(session: session)
    }

    func logout() {
        presenter.show(session: nil)
        router?.routeToLogin()
    }
}
