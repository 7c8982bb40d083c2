import RIBs

/// What Trip needs from its parent, including the view its children's views are shown in:
/// Trip has no view of its own.
/// @mockable
@MainActor
protocol TripDependency: Dependency {
    var tripViewController: any TripViewControllable { get }
    var clock: any Clock<Duration> { get }
}

/// Trip's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class TripComponent: Component<any TripDependency> {
    fileprivate var tripViewController: any TripViewControllable {
        dependency.tripViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol TripBuildable: Buildable {
    func build(
        withListener listener: any TripListener,
        tripID: String,
        onArrival: @escaping @MainActor (String) -> Void
    ) -> any TripRouting
}

final class TripBuilder: Builder<any TripDependency>, TripBuildable {
    func build(
        withListener listener: any TripListener,
        tripID: String,
        onArrival: @escaping @MainActor (String) -> Void
    ) -> any TripRouting {
        let component = TripComponent(dependency: dependency)
        let interactor = TripInteractor(clock: dependency.clock, tripID: tripID, onArrival: onArrival)
        interactor.listener = listener
        return TripRouter(interactor: interactor, viewController: component.tripViewController)
    }
}
