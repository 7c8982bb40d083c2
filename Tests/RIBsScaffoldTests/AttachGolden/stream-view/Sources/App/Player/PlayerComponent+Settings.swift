import RIBs

/// Player's scope for Settings, a classic RIB under a stream-style one: Player's dependency gives what
/// Settings's dependency asks.
final class PlayerSettingsComponent: Component<PlayerDependency>, SettingsDependency {}
