import RIBs

typealias Clock = any ClockProviding

@MainActor
protocol ClockProviding: AnyObject {
    func now() -> Int
}

final class SystemClock: ClockProviding {
    func now() -> Int { 42 }
}

@MainActor
protocol Storing: AnyObject {}

final class Store: Storing {}

/// A base component of the app, generic over the dependency, as some teams write.
class AppBaseComponent<D>: RIBs.Component<D> {}

final class AppComponent: AppBaseComponent<EmptyDependency> {
    init() { super.init(dependency: EmptyComponent()) }

    var clock: Clock { shared { SystemClock() } }
    var store: Optional<any Storing> { nil }
    var debugName: String { "debug" }

    func makeWorker(named name: String) async throws -> String { "worker \(name)" }
}

extension AppComponent {
    var settingsBuilder: SettingsBuilder { .init(dependency: self) }
}
