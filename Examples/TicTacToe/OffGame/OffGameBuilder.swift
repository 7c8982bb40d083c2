import RIBs

@MainActor
protocol OffGameDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: any ScoreStream { get }
}

final class OffGameComponent: Component<any OffGameDependency>, BasicScoreBoardDependency {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var scoreStream: any ScoreStream { dependency.scoreStream }
}

@MainActor
protocol OffGameBuildable: Buildable {
    func build(withListener listener: any OffGameListener, games: [any Game]) -> any ViewableRouting
}

final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    func build(withListener listener: any OffGameListener, games: [any Game]) -> any ViewableRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(
            player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = OffGameInteractor(presenter: viewController, games: games)
        interactor.listener = listener
        return OffGameRouter(
            interactor: interactor,
            viewController: viewController,
            basicScoreBoardBuilder: BasicScoreBoardBuilder(dependency: component)
        )
    }
}
