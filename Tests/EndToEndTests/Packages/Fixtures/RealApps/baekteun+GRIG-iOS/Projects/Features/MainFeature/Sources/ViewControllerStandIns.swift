// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Main's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import CommonFeature
import Domain
import RIBs
import UIKit

final class MainViewController: BaseViewController, MainPresentable, MainViewControllable {
    weak var listener: MainPresentableListener?
    var userDidSelected: Events<GRIGAPI.GrigEntityQuery.Data.Ranking> {
        EventRelay<GRIGAPI.GrigEntityQuery.Data.Ranking>().events
    }
    var nextPageTrigger: Events<Void> { EventRelay<Void>().events }
    var helpButtonDidTap: Events<Void> { EventRelay<Void>().events }
    var sortButtonDidTap: Events<Void> { EventRelay<Void>().events }
    var refreshTrigger: Events<Void> { EventRelay<Void>().events }
    var competeButtonDidTap: Events<Void> { EventRelay<Void>().events }
    func CustomPresent(_ viewController: ViewControllable) {}
    func presentUserSafari(url: URL) {}
}
