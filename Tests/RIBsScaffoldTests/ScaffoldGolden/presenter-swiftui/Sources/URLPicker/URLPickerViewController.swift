import RIBs
import RIBsUIKit
import SwiftUI

/// What URLPicker's view tells its presenter: the user's actions.
@MainActor
protocol URLPickerViewControllerListener: AnyObject {}

/// URLPicker's screen.
struct URLPickerView: View {
    var body: some View {
        // TODO: Draw URLPicker.
        Text("URLPicker")
    }
}

/// URLPicker's view. When it leaves the app however UIKit takes it away (a sheet
/// pulled down, the back button, a pop to the root), URLPicker's parent detaches URLPicker.
final class URLPickerViewController: RIBHostingController<URLPickerView>, URLPickerViewControllable {
    weak var listener: (any URLPickerViewControllerListener)?
}
