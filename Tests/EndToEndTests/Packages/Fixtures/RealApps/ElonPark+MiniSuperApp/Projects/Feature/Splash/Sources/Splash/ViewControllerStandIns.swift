// A stand-in for Splash's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import RIBs
import UIKit

final class SplashViewController: UIViewController, SplashPresentable, SplashViewControllable {
    weak var listener: SplashPresentableListener?
    func displaySplash(viewModel: SplashModels.Splash.ViewModel) {}
    func displayBootstrap(viewModel: SplashModels.Bootstrap.ViewModel) {}
}
