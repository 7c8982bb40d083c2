import Foundation
import RIBs

/// ResetPassword: a deep link to Settings, which does what the link asks.
final class ResetPasswordWorkflow: Workflow<any SettingsActionableItem> {
    override init() {
        super.init()
        onStep { settings in settings.resetPassword() }
            .commit()
    }
}

extension ResetPasswordWorkflow {
    /// The workflow a link asks for, such as `app://resetPassword`; `nil` for another link.
    convenience init?(url: String) {
        guard let components = URLComponents(string: url), components.host == "resetPassword" else { return nil }
        self.init()
    }
}
