import RIBs

/// A classic RIB: its component makes Home's dependency struct, with what Home declares.
@MainActor
protocol RootDependency: Dependency, RootPassThrough {}

final class RootComponent: Component<any RootDependency> {}

final class RootBuilder: Builder<any RootDependency> {
    func build() -> HomeBuilder {
        let component = RootComponent(dependency: dependency)
        return HomeBuilder(dependency: HomeDependency(ledger: component.ledger))
    }
}
