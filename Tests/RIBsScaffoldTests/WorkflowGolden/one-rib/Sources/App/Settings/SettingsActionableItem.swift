import RIBs

/// What a deep link's workflow asks of Settings: `ribs new workflow` adds each step here, and
/// Settings's interactor does it.
/// @mockable
@MainActor
protocol SettingsActionableItem: AnyObject {
    func resetPassword() -> (any SettingsActionableItem, Void)?
}
