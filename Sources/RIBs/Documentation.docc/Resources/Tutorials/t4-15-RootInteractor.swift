import RIBs

@MainActor
protocol RootRouting: ViewableRouting {
    /// Shows LoggedIn in place of LoggedOut; returns its actionable item for deep links.
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> any LoggedInActionableItem
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
    RootActionableItem, RootURLHandler
{
    weak var router: (any RootRouting)?
    /// LoggedIn's actionable item while the players are logged in: what deep links wait for.
    private let loggedInItem = ValueRelay<(any LoggedInActionableItem)?>(nil)
    private let log: @MainActor (String) -> Void

    init(presenter: any RootPresentable, log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        guard let router else { return }
        log("\(player1Name) and \(player2Name) logged in")
        loggedInItem.value = router.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
    }

    // MARK: - LoggedInListener

    func didLogout() {
        loggedInItem.value = nil
        router?.routeToLoggedOut()
    }

    // MARK: - Deep links

    func handle(_ url: String) {
        guard let gameId = LaunchGameWorkflow.gameId(in: url) else {
            RIBsDiagnostics.handler(
                "Root: \(url) is not a link this app knows (try ribs-training://launchGame?gameId=ticTacToe).")
            return
        }
        LaunchGameWorkflow(gameId: gameId).subscribe(self).cancelOnDeactivate(interactor: self)
    }

    func waitForLogin() async -> (any LoggedInActionableItem, Void)? {
        for await item in loggedInItem.values {
            if let item { return (item, ()) }
        }
        return nil
    }
}
