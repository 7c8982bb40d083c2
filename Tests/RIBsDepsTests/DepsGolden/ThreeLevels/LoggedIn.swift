import RIBs

@MainActor
protocol LoggedInDependency: Dependency, LoggedInPassThrough {
    var playerName: String { get }
}

final class LoggedInComponent: Component<any LoggedInDependency> {
    var score: Int { 0 }
}

final class LoggedInBuilder: Builder<any LoggedInDependency> {
    func build() -> OffGameBuilder {
        let component = LoggedInComponent(dependency: dependency)
        return OffGameBuilder(dependency: component)
    }
}

extension RootComponent {
    var playerName: String { "Alice" }
}
