import RIBs

@MainActor
protocol OffGameDependency: Dependency, OffGamePassThrough {}

final class OffGameComponent: Component<any OffGameDependency> {}

@MainActor
protocol OffGameBuildable: Buildable {
    func build(withListener listener: any OffGameListener, games: [any Game]) -> any ViewableRouting
}

final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    func build(withListener listener: any OffGameListener, games: [any Game]) -> any ViewableRouting {
        let viewController = OffGameViewController()
        let interactor = OffGameInteractor(presenter: viewController, games: games)
        interactor.listener = listener
        let component = OffGameComponent(dependency: dependency)
        return OffGameRouter(interactor: interactor, viewController: viewController, basicScoreBoardBuilder: BasicScoreBoardBuilder(dependency: component))
    }
}
