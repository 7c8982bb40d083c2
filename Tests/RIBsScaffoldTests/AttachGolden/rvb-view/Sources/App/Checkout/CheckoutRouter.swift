import RVB

/// Builds Checkout's children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
/// view attaches them with its node.
@MainActor
final class CheckoutRouter: Routable {
    private let settingsBuilder: any SettingsBuildable

    init(settingsBuilder: any SettingsBuildable) {
        self.settingsBuilder = settingsBuilder
    }

    /// Builds Settings, which Checkout's view attaches.
    func routeToSettings(listener: any SettingsListener) -> any SettingsRouting {
        settingsBuilder.build(withListener: listener)
    }
}
