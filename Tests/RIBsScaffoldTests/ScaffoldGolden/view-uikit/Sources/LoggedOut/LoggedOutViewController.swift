import RIBs
import RIBsUIKit
import UIKit

/// What LoggedOut's view tells its interactor: the user's actions.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {}

/// LoggedOut's view, and its presenter. When it leaves the app however UIKit takes it away (a sheet
/// pulled down, the back button, a pop to the root), LoggedOut's parent detaches LoggedOut.
final class LoggedOutViewController: RIBViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: (any LoggedOutPresentableListener)?
}
