// A stand-in for LoggedOut's view controller (its protocols kept from the migrated file, its
// class replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import RIBs
import UIKit

final class LoggedOutViewController: UIViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
}
