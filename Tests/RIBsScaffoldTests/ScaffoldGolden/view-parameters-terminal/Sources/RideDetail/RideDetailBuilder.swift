import RIBs

/// What RideDetail needs from its parent.
/// @mockable
@MainActor
protocol RideDetailDependency: Dependency {
    var greeting: String { get }
}

/// RideDetail's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class RideDetailComponent: Component<any RideDetailDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol RideDetailBuildable: Buildable {
    func build(
        withListener listener: any RideDetailListener,
        rideID: String,
        seats: Int,
        stops: [String],
        note: String?,
        fare: Double
    ) -> any RideDetailRouting
}

final class RideDetailBuilder: Builder<any RideDetailDependency>, RideDetailBuildable {
    func build(
        withListener listener: any RideDetailListener,
        rideID: String,
        seats: Int,
        stops: [String],
        note: String?,
        fare: Double
    ) -> any RideDetailRouting {
        let viewController = RideDetailViewController()
        let interactor = RideDetailInteractor(
            presenter: viewController,
            greeting: dependency.greeting,
            rideID: rideID,
            seats: seats,
            stops: stops,
            note: note,
            fare: fare)
        interactor.listener = listener
        return RideDetailRouter(interactor: interactor, viewController: viewController)
    }
}
