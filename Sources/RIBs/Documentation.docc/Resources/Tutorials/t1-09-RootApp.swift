import RIBs

/// The app's scope, at the top of the tree: what lives as long as the app (the log) and what
/// every RIB below may depend on.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    let log: @MainActor (String) -> Void

    init(log: @escaping @MainActor (String) -> Void) {
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

    /// `log` is where the app writes for the players (nowhere, until `main.swift` says).
    init(log: @escaping @MainActor (String) -> Void = { _ in }) {
        rootBuilder = RootBuilder(dependency: AppComponent(log: log))
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
