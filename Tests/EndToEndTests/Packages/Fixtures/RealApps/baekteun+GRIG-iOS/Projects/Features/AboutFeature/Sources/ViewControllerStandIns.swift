// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for About's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import CommonFeature
import RIBs
import UIKit

final class AboutViewController: BaseViewController, AboutPresentable, AboutViewControllable {
    weak var listener: AboutPresentableListener?
    var viewDidDisAppearTrigger: Events<Void> { EventRelay<Void>().events }
    var mailDidTap: Events<Void> { EventRelay<Void>().events }
    func presentMailScene() {}
}
