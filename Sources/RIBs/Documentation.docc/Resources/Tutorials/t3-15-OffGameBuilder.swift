import RIBs

@MainActor
protocol OffGameDependency: Dependency, OffGamePassThrough {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: any ScoreStream { get }
}

/// OffGame's scope: it makes nothing; BasicScoreBoard gets the names and the score stream from
/// above, forwarded by `ribs deps` (RIBsDeps.generated.swift).
final class OffGameComponent: Component<any OffGameDependency> {}

@MainActor
protocol OffGameBuildable: Buildable {
    func build(withListener listener: any OffGameListener, games: [any Game]) -> any ViewableRouting
}

final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    func build(withListener listener: any OffGameListener, games: [any Game]) -> any ViewableRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(
            player1Name: dependency.player1Name, player2Name: dependency.player2Name)
        let interactor = OffGameInteractor(presenter: viewController, games: games)
        interactor.listener = listener
        return OffGameRouter(
            interactor: interactor,
            viewController: viewController,
            basicScoreBoardBuilder: BasicScoreBoardBuilder(dependency: component)
        )
    }
}
