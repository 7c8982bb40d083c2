import RIBs

@MainActor
protocol Analytics: AnyObject {}

final class ConsoleAnalytics: Analytics {}

/// An Uber-style tree, half migrated: Root's extension for LoggedIn was written by hand (it
/// conforms and gives `theme`); ribs deps adds only what is missing, and generates the rest.
final class RootComponent: Component<EmptyDependency> {
    init() { super.init(dependency: EmptyComponent()) }

    var analytics: any Analytics { shared { ConsoleAnalytics() } }
}

extension RootComponent: LoggedInDependency {
    var theme: String { "dark" }
}

@MainActor
protocol LoggedInDependency: Dependency, LoggedInPassThrough {
    var theme: String { get }
}

final class LoggedInComponent: Component<any LoggedInDependency> {
    var gameBuilder: GameBuilder { GameBuilder(dependency: self) }
    var scoreBuilder: ScoreBuilder { ScoreBuilder(dependency: self) }
}

@MainActor
protocol GameDependency: Dependency {
    var analytics: any Analytics { get }
    var theme: String { get }
}

final class GameBuilder: Builder<any GameDependency> {}

@MainActor
protocol ScoreDependency: Dependency {
    var analytics: any Analytics { get }
}

final class ScoreBuilder: Builder<any ScoreDependency> {}
