import RIBs

/// What every screen's dependency shares.
@MainActor
protocol ScreenDependency: Dependency {
    var clock: any ClockProviding { get }
}

@MainActor
protocol SettingsDependency: ScreenDependency, SettingsPassThrough {
    var store: (any Storing)? { get }
    #if DEBUG
    var debugName: String { get }
    #endif
}

final class SettingsComponent: Component<any SettingsDependency> {}

final class SettingsBuilder: Builder<any SettingsDependency> {
    func build() -> AboutBuilder {
        let component: SettingsComponent = SettingsComponent(dependency: dependency)
        let about: AboutBuilder = .init(dependency: component)
        return about
    }
}

@MainActor
protocol AboutDependency: Dependency {
    func makeWorker(named name: String) async throws -> String
    var clock: Clock { get }
}

final class AboutBuilder: Builder<any AboutDependency> {}
