// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Compete's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import CommonFeature
import RIBs
import UIKit

final class CompeteViewController: BaseViewController, CompetePresentable, CompeteViewControllable {
    weak var listener: CompetePresentableListener?
    var viewDidDisAppearTrigger: Events<Void> { EventRelay<Void>().events }
    var viewDidAppearTrigger: Events<Void> { EventRelay<Void>().events }
    var changeIDButtonDidTap: Events<Void> { EventRelay<Void>().events }
    var viewDidTransitionTrigger: Events<Void> { EventRelay<Void>().events }
    var shareButtonDidTap: Events<UIImage> { EventRelay<UIImage>().events }
    var completeButtonDidTap: Events<(String, String)> { EventRelay<(String, String)>().events }
    func presentAlertWithTextField(
        title: String?, message: String?, initialFirstTFValue: String?, initialSecondTFValue: String?,
        completion: @escaping ((String, String) -> Void)
    ) {}
    func presentShare(image: UIImage) {}
}
