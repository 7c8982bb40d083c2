import RIBs

// A small tour of the runtime: Uber's TicTacToe tree, built and changed step by step, with the
// tree printed after each change and the attach/detach events followed live.

/// A view that is "on screen" while its RIB is shown, so the leak detector can check it leaves.
final class DemoView: ViewControllable {
    var isInViewHierarchy = false
}

/// Stands in for a window: prints what it shows.
final class DemoWindow: WindowControllable {
    var rootViewControllable: (any ViewControllable)?
    func makeKeyAndVisible() { print("window: root view shown") }
}

final class RootInteractor: Interactor {}
final class LoggedOutInteractor: Interactor {}
final class LoggedInInteractor: Interactor {}
final class OffGameInteractor: Interactor {}
final class TicTacToeInteractor: Interactor {}
final class ScoreBoardInteractor: Interactor {}

final class RootRouter: LaunchRouter<RootInteractor, DemoView> {}
final class LoggedOutRouter: ViewableRouter<LoggedOutInteractor, DemoView> {}
final class LoggedInRouter: Router<LoggedInInteractor> {}
final class OffGameRouter: ViewableRouter<OffGameInteractor, DemoView> {}
final class TicTacToeRouter: ViewableRouter<TicTacToeInteractor, DemoView> {}
final class ScoreBoardRouter: ViewableRouter<ScoreBoardInteractor, DemoView> {}

/// Prints a step: the attach/detach events it caused, as the tree reported them, then the tree.
@MainActor
func show(_ step: String, _ root: some Routing, events: inout AsyncStream<RouterTreeEvent>.Iterator, count: Int) async {
    print("\n== \(step)")
    for _ in 0..<count {
        if let event = await events.next(isolation: #isolation) { print("   event: \(event)") }
    }
    print(root.snapshot)
}

@MainActor
func runDemo() async {
    let detector = LeakDetector.shared
    let root = RootRouter(interactor: RootInteractor(), viewController: DemoView())
    var events = root.treeEvents.makeAsyncIterator()

    root.launch(from: DemoWindow())
    await show("launched", root, events: &events, count: 0)

    var loggedOut: LoggedOutRouter? = LoggedOutRouter(interactor: LoggedOutInteractor(), viewController: DemoView())
    root.attachChild(loggedOut!)
    await show("LoggedOut attached", root, events: &events, count: 1)

    root.detachChild(loggedOut!)
    loggedOut = nil
    let loggedIn = LoggedInRouter(interactor: LoggedInInteractor())
    root.attachChild(loggedIn)
    let offGame = OffGameRouter(interactor: OffGameInteractor(), viewController: DemoView())
    loggedIn.attachChild(offGame)
    offGame.attachChild(ScoreBoardRouter(interactor: ScoreBoardInteractor(), viewController: DemoView()))
    await show(
        "logged in: LoggedOut detached, LoggedIn → OffGame → ScoreBoard attached", root, events: &events, count: 4)

    loggedIn.detachChild(offGame)
    var game: TicTacToeRouter? = TicTacToeRouter(interactor: TicTacToeInteractor(), viewController: DemoView())
    loggedIn.attachChild(game!)
    await show(
        "game started: OffGame detached (kept by the demo for later), TicTacToe attached", root, events: &events,
        count: 2)

    root.interactable.deactivate()
    await show("app in background: root deactivated, the whole tree follows", root, events: &events, count: 0)
    root.interactable.activate()
    await show("app in foreground", root, events: &events, count: 0)

    loggedIn.detachChild(game!)
    game = nil  // the RIB is gone from the tree; nothing may keep it
    loggedIn.attachChild(offGame)
    await show("game over: TicTacToe detached and released, OffGame attached again", root, events: &events, count: 2)

    // Wait for the leak detector's checks (1 s for routers and interactors, 5 s for views) to
    // finish: every detached RIB must have deallocated.
    print("\nwaiting for the leak detector (\(detector.pendingCount) checks pending)...")
    for await status in detector.status where status == .didComplete { break }
    print(detector.reports.isEmpty ? "no leaks: every detached RIB deallocated" : "leaks: \(detector.reports)")
}

await runDemo()
