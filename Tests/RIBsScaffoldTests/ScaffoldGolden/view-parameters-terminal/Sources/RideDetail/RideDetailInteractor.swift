import RIBs

/// What RideDetail's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RideDetailRouting: ViewableRouting {}

/// What RideDetail's interactor shows.
/// @mockable
@MainActor
protocol RideDetailPresentable: Presentable {
    var listener: (any RideDetailPresentableListener)? { get set }
}

/// What RideDetail tells its parent.
/// @mockable
@MainActor
protocol RideDetailListener: AnyObject {}

/// RideDetail's business logic.
final class RideDetailInteractor: PresentableInteractor<any RideDetailPresentable>, RideDetailInteractable,
    RideDetailPresentableListener
{
    weak var router: (any RideDetailRouting)?
    weak var listener: (any RideDetailListener)?
    let greeting: String
    let rideID: String
    let seats: Int
    let stops: [String]
    let note: String?
    let fare: Double

    init(
        presenter: any RideDetailPresentable,
        greeting: String,
        rideID: String,
        seats: Int,
        stops: [String],
        note: String?,
        fare: Double
    ) {
        self.greeting = greeting
        self.rideID = rideID
        self.seats = seats
        self.stops = stops
        self.note = note
        self.fare = fare
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // RideDetail's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when RideDetail resigns.
    }
}
