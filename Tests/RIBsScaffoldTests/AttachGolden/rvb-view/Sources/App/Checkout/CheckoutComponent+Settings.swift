import RIBs

/// Checkout's scope for Settings, a classic RIB under an RVB module: Checkout's dependency gives what
/// Settings's dependency asks.
final class CheckoutSettingsComponent: Component<CheckoutDependency>, SettingsDependency {}
