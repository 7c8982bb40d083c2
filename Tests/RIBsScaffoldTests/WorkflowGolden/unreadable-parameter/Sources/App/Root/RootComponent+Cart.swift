import RIBs

/// What Root needs from its own parent to give Cart: make `RootDependency`
/// refine it when Cart needs something Root does not make.
@MainActor
protocol RootDependencyCart: Dependency {}

/// Root's scope gives Cart what it depends on.
extension RootComponent: CartDependency {}
