// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for CommonFeature's base view controller (its file replaced by this): the class the
// features' view controllers inherit, nothing of UIKit's behaviour.
import UIKit

open class BaseViewController: UIViewController {}
