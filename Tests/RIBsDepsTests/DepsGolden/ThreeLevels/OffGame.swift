import RIBs

/// OffGame needs the web service, which only the app makes, two levels up: nobody forwards it
/// by hand.
@MainActor
protocol OffGameDependency: Dependency, OffGamePassThrough {
    var webService: any WebServicing { get }
    var playerName: String { get }
    var score: Int { get }
}

final class OffGameComponent: Component<any OffGameDependency> {}

final class OffGameBuilder: Builder<any OffGameDependency> {
    func build() -> OffGameComponent { OffGameComponent(dependency: dependency) }
}
