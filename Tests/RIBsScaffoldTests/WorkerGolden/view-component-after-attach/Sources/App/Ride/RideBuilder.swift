import RIBs

/// What Ride needs from its parent.
/// @mockable
@MainActor
protocol RideDependency: Dependency {
    var log: @MainActor (String) -> Void { get }
}

/// Ride's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class RideComponent: Component<any RideDependency> {
    var clock: any Clock<Duration> { shared { ContinuousClock() } }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol RideBuildable: Buildable {
    func build(withListener listener: any RideListener) -> any RideRouting
}

final class RideBuilder: Builder<any RideDependency>, RideBuildable {
    func build(withListener listener: any RideListener) -> any RideRouting {
        let viewController = RideViewController()
        let component = RideComponent(dependency: dependency)
        let interactor = RideInteractor(
            presenter: viewController,
            log: dependency.log,
            trackingWorker: TrackingWorker(clock: component.clock, log: dependency.log))
        interactor.listener = listener
        return RideRouter(
            interactor: interactor,
            viewController: viewController,
            receiptBuilder: ReceiptBuilder(dependency: component))
    }
}
