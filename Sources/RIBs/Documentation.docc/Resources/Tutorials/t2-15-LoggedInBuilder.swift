import RIBs

/// What LoggedIn needs from Root: a view controller to show its children in (it has no view).
@MainActor
protocol LoggedInDependency: Dependency, LoggedInPassThrough {
    var loggedInViewController: any LoggedInViewControllable { get }
}

/// LoggedIn's scope: what it shares with its children.
final class LoggedInComponent: Component<any LoggedInDependency> {}

// MARK: - Builder

@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting
}

final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency)
        // The games are made here, not shared in the component: a component holding adapters
        // that hold the component would never be freed.
        let games: [any Game] = [TicTacToeAdapter(dependency: component)]
        let interactor = LoggedInInteractor(games: games)
        interactor.listener = listener
        return LoggedInRouter(
            interactor: interactor,
            viewController: dependency.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component),
            games: games
        )
    }
}
