import RIBs

/// What Random Win needs from LoggedIn: the players' names, and the app's random source.
@MainActor
protocol RandomWinDependency: Dependency, RandomWinPassThrough {
    var player1Name: String { get }
    var player2Name: String { get }
    var random: RandomSource { get }
}

final class RandomWinComponent: Component<any RandomWinDependency> {}

// MARK: - Builder

@MainActor
protocol RandomWinBuildable: Buildable {
    func build(withListener listener: any GameListener) -> any RandomWinRouting
}

final class RandomWinBuilder: Builder<any RandomWinDependency>, RandomWinBuildable {
    func build(withListener listener: any GameListener) -> any RandomWinRouting {
        let viewController = RandomWinViewController()
        let interactor = RandomWinInteractor(
            presenter: viewController,
            names: [.player1: dependency.player1Name, .player2: dependency.player2Name],
            random: dependency.random
        )
        interactor.listener = listener
        return RandomWinRouter(interactor: interactor, viewController: viewController)
    }
}
