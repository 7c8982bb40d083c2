// The router's own removals, now or on a later turn, which are never the person's; a parent that
// routes again when told; a report about a RIB whose parent is gone; and a stream-style parent
// showing its children with RIBsUIKit.
import RIBs
import RIBsUIKit
import UIKit

@MainActor
let routerEntries: [(String, @MainActor (Scenario) async -> Void)] = [
    ("the router's own dismissal", { await removedByTheRouter($0, pushed: false) }),
    ("the router's own pop", { await removedByTheRouter($0, pushed: true) }),
    ("the router's dismissal with the detach in UIKit's completion", detachedInTheCompletion),
    ("the router's dismissal of a sheet that presents a sheet", dismissalOfASheetThatPresents),
    ("a parent that routes again when told", routesAgainWhenTold),
    ("a close after the parent was detached", closeAfterTheParentWasDetached),
    ("a stream-style parent shows its children", aStreamStyleParentShowsItsChildren),
]

/// Root shows Detail with RIBsUIKit's helpers and takes it away with them: nobody is told.
@MainActor
func removedByTheRouter(_ scenario: Scenario, pushed: Bool) async {
    let app = App(hosted: scenario.hosted)
    let detail = Tracked(
        app.root.route(to: "Detail", show: pushed ? push(on: app.navigation!) : present(from: app.root)))
    await scenario.settle()
    app.root.takeAway("Detail") { child in
        if pushed { app.root.popChild(child) } else { app.root.dismissChild(child) }
    }
    await scenario.settle()
    scenario.expectDetached("Detail", from: app.root)
    scenario.expectClosed(told: [], gone: [detail])
    scenario.check(app.navigation!.viewControllers.count == 1, "Detail's view is still on the stack")
}

/// The router dismisses Sheet, animated, and detaches it when the animation ends, as apps on
/// Uber's RIBs do: the dismissal is the router's, and nobody is told of a close.
@MainActor
func detachedInTheCompletion(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let sheet = Tracked(app.root.route(to: "Sheet", show: present(from: app.root)))
    await scenario.settle()
    app.root.viewController.dismiss(animated: true) { app.root.detach("Sheet") }
    await scenario.settle()
    scenario.expectDetached("Sheet", from: app.root)
    scenario.expectClosed(told: [], gone: [sheet])
}

/// Root presents A, A presents B; Root's router dismisses A (a sign-out, a timeout) with
/// `dismissChild`: both sheets leave the screen, nobody is told.
@MainActor
func dismissalOfASheetThatPresents(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    var tracked: [Tracked] = []
    do {
        let a = app.root.route(to: "A", show: present(from: app.root))
        await scenario.settle()
        let b = a.route(to: "B", show: present(from: a))
        await scenario.settle()
        tracked = [Tracked(a), Tracked(b)]
    }
    app.root.takeAway("A") { app.root.dismissChild($0) }
    await scenario.settle()
    scenario.check(app.navigation!.presentedViewController == nil, "a sheet is still on screen")
    scenario.expectDetached("A", from: app.root)
    scenario.expectClosed(told: [], gone: tracked)
}

/// Told that the person closed Sheet, Root shows it again at once.
@MainActor
func routesAgainWhenTold(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    app.root.route(to: "Sheet", show: present(from: app.root))
    await scenario.settle()
    app.root.interactor.onClose = { [weak root = app.root] name in
        root?.route(to: name, show: present(from: root!))
    }
    StandInSwipeDown(app.root.routed["Sheet"]!.viewController)
    await scenario.settle()
    scenario.expectClosed(told: ["Root closed Sheet"], gone: [])
    scenario.check(app.root.builds["Sheet"] == 2, "Sheet was built \(app.root.builds["Sheet"] ?? 0) times")
    scenario.check(app.root.routed["Sheet"]?.viewControllable.isInViewHierarchy == true, "Sheet is not shown again")
}

/// Root detaches A (its router forgets to dismiss A's view), then the person pulls B, which A
/// presented, down: A, detached, is not told, and nothing else is.
@MainActor
func closeAfterTheParentWasDetached(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let a = app.root.route(to: "A", show: present(from: app.root))
    await scenario.settle()
    let b = a.route(to: "B", show: present(from: a))
    await scenario.settle()
    app.root.detach("A")
    StandInSwipeDown(b.viewController)
    await scenario.settle()
    scenario.expectClosed(told: [], gone: [])
    scenario.check(a.routed["B"] != nil, "A, detached, detached B")
    app.navigation!.dismiss(animated: false)
}

/// A stream-style parent's node presents and pushes its children, and its view shows them with
/// RIBsUIKit's `showChildren(of:)`: the screen follows the node, the person's close detaches the
/// child, and the node's own detach takes its view off the screen.
@MainActor
func aStreamStyleParentShowsItsChildren(_ scenario: Scenario) async {
    let window = UIWindow(windowScene: UIWindowScene())
    let node = RIBNode(name: "Feed")
    let view = ScreenViewController()
    let navigation = UINavigationController(rootViewController: view)
    window.rootViewController = navigation
    node.interactable.activate()
    node.load()
    let children = view.showChildren(of: node.viewContainer)
    let sheetView = ScreenViewController()
    node.attach(BuiltRIB(node: RIBNode(name: "Player"), view: sheetView, outputs: ()), as: .present)
    // Shown, its presentation ended: a person pulls down only a sheet that appeared.
    await scenario.settle(
        until: { view.presentedViewController === sheetView && !StandInIsAnimating }, "the presented child is not shown"
    )
    StandInSwipeDown(sheetView)
    await scenario.settle(until: { node.children.isEmpty }, "the child the person closed is still attached")
    scenario.check(view.presentedViewController == nil, "the closed child is still presented")
    let detail = BuiltRIB(node: RIBNode(name: "Detail"), view: ScreenViewController(), outputs: ())
    node.attach(detail, as: .push)
    await scenario.settle()
    scenario.check(navigation.viewControllers.count == 2, "the pushed child is not on the stack")
    node.detach(detail)
    await scenario.settle(
        until: { navigation.viewControllers.count == 1 }, "the detached child is still on the stack")
    children.stop()
    withExtendedLifetime(window) {}
}
