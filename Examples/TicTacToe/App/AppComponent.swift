import RIBs

/// The app's root scope: what lives as long as the app (the random source RandomWin draws from).
final class AppComponent: Component<any EmptyDependency> {
    let random: RandomSource
    let log: @MainActor (String) -> Void

    init(seed: UInt64?, log: @escaping @MainActor (String) -> Void) {
        random = RandomSource(seed: seed)
        self.log = log
        super.init(dependency: EmptyComponent())
    }
}
