// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Root's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import RIBs
import UIKit

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
}
