import RIBs

/// What Ride needs from its parent, including the view its children's views are shown in:
/// Ride has no view of its own.
/// @mockable
@MainActor
protocol RideDependency: Dependency {
    var rideViewController: any RideViewControllable { get }
    var log: @MainActor (String) -> Void { get }
}

/// Ride's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class RideComponent: Component<any RideDependency> {
    var clock: any Clock<Duration> { shared { ContinuousClock() } }

    fileprivate var rideViewController: any RideViewControllable {
        dependency.rideViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol RideBuildable: Buildable {
    func build(withListener listener: any RideListener) -> any RideRouting
}

final class RideBuilder: Builder<any RideDependency>, RideBuildable {
    func build(withListener listener: any RideListener) -> any RideRouting {
        let component = RideComponent(dependency: dependency)
        let interactor = RideInteractor(
            log: dependency.log,
            trackingWorker: TrackingWorker(clock: component.clock, log: dependency.log))
        interactor.listener = listener
        return RideRouter(interactor: interactor, viewController: component.rideViewController)
    }
}
