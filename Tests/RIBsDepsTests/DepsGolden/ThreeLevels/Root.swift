import RIBs

@MainActor
protocol RootDependency: Dependency, RootPassThrough {}

final class RootComponent: Component<any RootDependency> {}

final class RootBuilder: Builder<any RootDependency> {
    func build() -> LoggedInBuilder {
        let component = RootComponent(dependency: dependency)
        return LoggedInBuilder(dependency: component)
    }
}
