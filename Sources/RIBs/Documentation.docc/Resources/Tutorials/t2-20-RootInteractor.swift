import RIBs

@MainActor
protocol RootRouting: ViewableRouting {
    /// Shows LoggedIn in place of LoggedOut.
    func routeToLoggedIn()
    func routeToLoggedOut()
}

@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
}

/// The deep links Root opens, which the app hands over (`RootApp.open(_:)`).
@MainActor
protocol RootURLHandler: AnyObject {
    func handle(_ url: String)
}

final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener,
    RootURLHandler
{
    weak var router: (any RootRouting)?
    private let log: @MainActor (String) -> Void

    init(presenter: any RootPresentable, log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        log("\(player1Name) and \(player2Name) logged in")
        router?.routeToLoggedIn()
    }

    // MARK: - LoggedInListener

    func didLogout() {
        router?.routeToLoggedOut()
    }

    /// Opens a deep link: Root answers none yet (tutorial 4 teaches it one).
    func handle(_ url: String) {}
}
