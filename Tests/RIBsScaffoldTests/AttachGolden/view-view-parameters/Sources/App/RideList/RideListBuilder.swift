import RIBs

/// What RideList needs from its parent.
/// @mockable
@MainActor
protocol RideListDependency: Dependency {}

/// RideList's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class RideListComponent: Component<any RideListDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol RideListBuildable: Buildable {
    func build(withListener listener: any RideListListener) -> any RideListRouting
}

final class RideListBuilder: Builder<any RideListDependency>, RideListBuildable {
    func build(withListener listener: any RideListListener) -> any RideListRouting {
        let viewController = RideListViewController()
        let interactor = RideListInteractor(presenter: viewController)
        interactor.listener = listener
        let component = RideListComponent(dependency: dependency)
        return RideListRouter(
            interactor: interactor,
            viewController: viewController,
            rideDetailBuilder: RideDetailBuilder(dependency: component))
    }
}
