import RIBs

/// @mockable
@MainActor
protocol LoggedInInteractable: Interactable, OffGameListener {
    var scoreCount: Int { get set }
}

/// @mockable
@MainActor
protocol OffGameListener: AnyObject {
    func startTicTacToe()
}

/// @mockable
@MainActor
protocol LoggedInRouting: ViewableRouting {
    func routeToOffGame()
    func cleanupViews()
}

/// @mockable
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable?)
}
