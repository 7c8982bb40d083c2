import RIBs
import Foundation

@MainActor
protocol SplashPresentable: Presentable {
    func displayLoading(_ isLoading: Bool)
    func displayError(_ message: String)
}

@MainActor
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
        whileActive { [self] in
            defer {
                self.presenter.displayLoading(false)
            }
            do {
                _ = try await bootstrapRepository.requestBootstrapping()
                self.listener?.initializationComplete()
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.displayError(error.localizedDescription)
            }
        }
    }
}
