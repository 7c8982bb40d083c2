// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Onboarding's view controller (its protocols kept from the migrated file, its
// class replaced by this): the protocols it adopts, nothing of UIKit's behaviour.
import CommonFeature
import RIBs
import UIKit

final class OnboardingViewController: BaseViewController, OnboardingPresentable, OnboardingViewControllable {
    weak var listener: OnboardingPresentableListener?
    var nextpageTrigger: Events<Int> { EventRelay<Int>().events }
    var xButtonTrigger: Events<Void> { EventRelay<Void>().events }
    var nextButtonDidTap: Events<Void> { EventRelay<Void>().events }
}
