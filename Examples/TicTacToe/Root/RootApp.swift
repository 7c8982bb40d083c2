import RIBs

/// The app's scope, at the top of the tree: what lives as long as the app (the random source
/// RandomWin draws from, the log) and what every RIB below may depend on.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    let random: RandomSource
    let log: @MainActor (String) -> Void

    init(seed: UInt64?, log: @escaping @MainActor (String) -> Void) {
        random = RandomSource(seed: seed)
        self.log = log
        super.init(dependency: EmptyComponent())
    }
}

/// The app's entry point: builds Root, launches it in the app's window, and follows the deep
/// links the app receives.
///
/// Call ``launch(in:)`` once the window exists: from a scene delegate, with a `UIWindow` that
/// adopts `WindowControllable`, or from `main.swift`, with RIBsTerminal's `TerminalHost`.
@MainActor
final class RootApp {
    private let rootBuilder: RootBuilder
    private var urlHandler: (any RootURLHandler)?

    /// `seed` makes RandomWin repeatable; `log` is where the app writes for the players.
    init(seed: UInt64?, log: @escaping @MainActor (String) -> Void) {
        rootBuilder = RootBuilder(dependency: AppComponent(seed: seed, log: log))
    }

    /// Launches Root in `window`; returns its router, which the caller keeps for the app's
    /// lifetime (and the inspector watches).
    @discardableResult
    func launch(in window: any WindowControllable) -> any LaunchRouting {
        let (launchRouter, urlHandler) = rootBuilder.build()
        self.urlHandler = urlHandler
        launchRouter.launch(from: window)
        return launchRouter
    }

    /// Follows a deep link (`ribs-training://launchGame?gameId=ticTacToe`).
    func open(_ url: String) {
        urlHandler?.handle(url)
    }
}
