import RIBs

/// The app's root scope: what lives as long as the app (the random source RandomWin draws from).
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    let random: RandomSource

    init(seed: UInt64?) {
        random = RandomSource(seed: seed)
        super.init(dependency: EmptyComponent())
    }
}
