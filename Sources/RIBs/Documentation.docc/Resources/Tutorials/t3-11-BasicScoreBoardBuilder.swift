import RIBs

/// What the score board needs from above: the names and the score stream, which LoggedIn makes
/// two levels up; `ribs deps` forwards them through OffGame.
@MainActor
protocol BasicScoreBoardDependency: Dependency, BasicScoreBoardPassThrough {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: any ScoreStream { get }
}

final class BasicScoreBoardComponent: Component<any BasicScoreBoardDependency> {}

// MARK: - Builder

@MainActor
protocol BasicScoreBoardBuildable: Buildable {
    func build() -> any BasicScoreBoardRouting
}

final class BasicScoreBoardBuilder: Builder<any BasicScoreBoardDependency>, BasicScoreBoardBuildable {
    func build() -> any BasicScoreBoardRouting {
        let viewController = BasicScoreBoardViewController(
            player1Name: dependency.player1Name, player2Name: dependency.player2Name)
        let interactor = BasicScoreBoardInteractor(presenter: viewController, scoreStream: dependency.scoreStream)
        return BasicScoreBoardRouter(interactor: interactor, viewController: viewController)
    }
}
