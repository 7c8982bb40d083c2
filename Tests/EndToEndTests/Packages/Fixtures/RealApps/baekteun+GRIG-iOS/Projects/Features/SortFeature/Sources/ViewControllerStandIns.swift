// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Sort's view controller (its protocols kept from the migrated file, its class
// replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import CommonFeature
import RIBs
import UIKit

final class SortViewController: BaseViewController, SortPresentable, SortViewControllable {
    weak var listener: SortPresentableListener?
    var dimmedViewDidTap: Events<Void> { EventRelay<Void>().events }
    var completeButtonDidTap: Events<Void> { EventRelay<Void>().events }
    var criteriaDidChange: Events<Int> { EventRelay<Int>().events }
    var generationDidChange: Events<Int> { EventRelay<Int>().events }
}
