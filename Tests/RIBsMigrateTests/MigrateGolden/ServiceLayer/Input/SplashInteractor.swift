import RIBs
import RxSwift

protocol SplashPresentable: Presentable {
    func displayLoading(_ isLoading: Bool)
    func displayError(_ message: String)
}

protocol SplashListener: AnyObject {
    func initializationComplete()
}

/// `subscribe(with:onSuccess:onFailure:onDisposed:)` in trailing closures: the disposal handler
/// runs when the task ends, whichever way.
final class SplashInteractor: PresentableInteractor<SplashPresentable> {
    weak var listener: SplashListener?
    private let bootstrapRepository: BootstrapRepository

    init(presenter: SplashPresentable, bootstrapRepository: BootstrapRepository) {
        self.bootstrapRepository = bootstrapRepository
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.displayLoading(true)
        bootstrapRepository.requestBootstrapping()
            .subscribe(with: self) { `self`, _ in
                self.listener?.initializationComplete()
            } onFailure: { `self`, error in
                self.presenter.displayError(error.localizedDescription)
            } onDisposed: { `self` in
                self.presenter.displayLoading(false)
            }
            .disposeOnDeactivate(interactor: self)
    }
}
