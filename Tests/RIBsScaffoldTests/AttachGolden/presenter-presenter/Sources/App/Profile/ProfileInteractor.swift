import RIBs

/// What Profile's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol ProfileRouting: ViewableRouting {
    func routeToAvatarPicker()
    func detachAvatarPicker()
}

/// What Profile's interactor shows.
/// @mockable
@MainActor
protocol ProfilePresentable: Presentable {
    var listener: (any ProfilePresentableListener)? { get set }
}

/// What Profile tells its parent.
/// @mockable
@MainActor
protocol ProfileListener: AnyObject {}

/// Profile's business logic.
final class ProfileInteractor: PresentableInteractor<any ProfilePresentable>, ProfileInteractable,
    ProfilePresentableListener
{
    weak var router: (any ProfileRouting)?
    weak var listener: (any ProfileListener)?

    override init(presenter: any ProfilePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Profile's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Profile resigns.
    }
}
