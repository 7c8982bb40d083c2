import RIBs

/// What ParcelList needs from its parent.
/// @mockable
@MainActor
protocol ParcelListDependency: Dependency {}

/// ParcelList's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class ParcelListComponent: Component<any ParcelListDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol ParcelListBuildable: Buildable {
    func build(withListener listener: any ParcelListListener) -> any ParcelListRouting
}

final class ParcelListBuilder: Builder<any ParcelListDependency>, ParcelListBuildable {
    func build(withListener listener: any ParcelListListener) -> any ParcelListRouting {
        let viewController = ParcelListViewController()
        let interactor = ParcelListInteractor(presenter: viewController)
        interactor.listener = listener
        return ParcelListRouter(interactor: interactor, viewController: viewController)
    }
}
