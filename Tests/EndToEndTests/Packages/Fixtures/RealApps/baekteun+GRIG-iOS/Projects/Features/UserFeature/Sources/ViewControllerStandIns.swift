// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for User's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts and the initialiser the builder calls, nothing of
// UIKit's behaviour.
import CommonFeature
import Domain
import RIBs
import UIKit

final class UserViewController: BaseViewController, UserPresentable, UserViewControllable {
    weak var listener: UserPresentableListener?
    var viewDidDisAppearTrigger: Events<Void> { EventRelay<Void>().events }
    var githubButtonDidTap: Events<String> { EventRelay<String>().events }
    var competeButtonDidTap: Events<String> { EventRelay<String>().events }
    init(user: GRIGAPI.GrigEntityQuery.Data.Ranking) { super.init() }
}
