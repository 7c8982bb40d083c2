import RIBs

/// Home's scope for Account, a classic RIB under a stream-style one: Home's dependency gives what
/// Account's dependency asks.
final class HomeAccountComponent: Component<HomeDependency>, AccountDependency {}
