import RIBs
import RIBsUIKit
import UIKit

/// What Root's view tells its interactor: the user's actions.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// Root's view, and its presenter. When it leaves the app however UIKit takes it away (a sheet
/// pulled down, the back button, a pop to the root), Root's parent detaches Root.
final class RootViewController: RIBViewController, RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?
}
