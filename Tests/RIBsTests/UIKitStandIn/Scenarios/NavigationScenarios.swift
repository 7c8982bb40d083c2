// The catalogue's UINavigationController entries: one RIB screen or two pushed on the root's
// navigation controller, taken away by the app's code or by the person.
import RIBs
import RIBsUIKit
import UIKit

@MainActor
func push(on navigation: UINavigationController) -> (ScreenRouter) -> Void {
    { child in navigation.pushViewController(child.viewController, animated: true) }
}

/// Root pushes Detail; `remove` takes it away; Root detaches it, is told, and routes again.
@MainActor
func oneScreenTakenAway(_ scenario: Scenario, _ remove: (UINavigationController) -> Void) async {
    let app = App(hosted: scenario.hosted)
    let navigation = app.navigation!
    let detail = Tracked(app.root.route(to: "Detail", show: push(on: navigation)))
    await scenario.settle()
    remove(navigation)
    await scenario.settle()
    scenario.expectDetached("Detail", from: app.root)
    scenario.expectClosed(told: ["Root closed Detail"], gone: [detail])
    await scenario.expectRoutesAgain(app.root, to: "Detail", show: push(on: navigation))
}

/// Root pushes A, A pushes B; `remove` takes both away at once (UIKit tells B's view that it
/// disappears, and A's only that it left its parent): B is detached by A, then A by Root.
@MainActor
func twoScreensTakenAway(
    _ scenario: Scenario, before: ((UINavigationController) -> Void)? = nil,
    _ remove: (App, UINavigationController) -> Void
) async {
    let app = App(hosted: scenario.hosted)
    let navigation = app.navigation!
    var tracked: [Tracked] = []
    do {
        let a = app.root.route(to: "A", show: push(on: navigation))
        await scenario.settle()
        let b = a.route(to: "B", show: push(on: navigation))
        await scenario.settle()
        tracked = [Tracked(a), Tracked(b)]
    }
    if let before {
        before(navigation)
        await scenario.settle()
        scenario.expectNothingClosed([(app.root, "A")])
    }
    remove(app, navigation)
    await scenario.settle()
    scenario.expectDetached("A", from: app.root)
    scenario.expectClosed(told: ["A closed B", "Root closed A"], gone: tracked)
    await scenario.expectRoutesAgain(app.root, to: "A", show: push(on: navigation))
}

@MainActor
let navigationEntries: [(String, @MainActor (Scenario) async -> Void)] = [
    ("popViewController", { await oneScreenTakenAway($0) { $0.popViewController(animated: true) } }),
    ("the back button", { await oneScreenTakenAway($0) { StandInGoBack(in: $0) } }),
    ("the back swipe, completed", { await oneScreenTakenAway($0) { StandInSwipeBack(in: $0, completing: true) } }),
    ("the back swipe, cancelled", backSwipeCancelled),
    (
        "popToViewController over two RIB screens",
        {
            await twoScreensTakenAway($0) { app, navigation in
                navigation.popToViewController(app.root.viewController, animated: true)
            }
        }
    ),
    (
        "popToRootViewController over two RIB screens",
        { await twoScreensTakenAway($0) { $1.popToRootViewController(animated: true) } }
    ),
    (
        "the back button's long-press menu over two RIB screens",
        { await twoScreensTakenAway($0) { StandInGoBack(in: $1, to: 0) } }
    ),
    (
        "setViewControllers removing screens under the top",
        // A plain screen goes on top first: A and B are then hidden, and told nothing but that
        // they left their parent.
        { await twoScreensTakenAway($0, before: pushAPlainScreen, removeTheTwoUnderTheTop) }
    ),
    (
        "setViewControllers replacing the stack",
        { await twoScreensTakenAway($0) { $1.setViewControllers([UIViewController()], animated: true) } }
    ),
    ("a navigation controller pulled down with its screens", navigationControllerPulledDown),
]

@MainActor
func pushAPlainScreen(_ navigation: UINavigationController) {
    navigation.pushViewController(UIViewController(), animated: true)
}

@MainActor
func removeTheTwoUnderTheTop(_ app: App, _ navigation: UINavigationController) {
    navigation.setViewControllers([navigation.viewControllers[0], navigation.viewControllers[3]], animated: true)
}

/// The person starts the back swipe and lets go: nothing is closed, and Detail stays on screen.
@MainActor
func backSwipeCancelled(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let navigation = app.navigation!
    let detail = app.root.route(to: "Detail", show: push(on: navigation))
    await scenario.settle()
    StandInSwipeBack(in: navigation, completing: false)
    await scenario.settle()
    scenario.expectNothingClosed([(app.root, "Detail")])
    scenario.check(detail.viewControllable.isInViewHierarchy, "Detail is no longer on screen")
}

/// Root presents a navigation controller whose root is Parent's view, and Parent pushes Child:
/// the person pulls the sheet down with both screens on it.
@MainActor
func navigationControllerPulledDown(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted, inNavigation: false)
    var tracked: [Tracked] = []
    weak var sheet: UINavigationController?
    do {
        var presented: UINavigationController?
        let parent = app.root.route(to: "Parent") { parent in
            let navigation = UINavigationController(rootViewController: parent.viewController)
            presented = navigation
            app.root.viewController.present(navigation, animated: true)
        }
        await scenario.settle()
        let child = parent.route(to: "Child", show: push(on: presented!))
        await scenario.settle()
        tracked = [Tracked(parent), Tracked(child)]
        sheet = presented
    }
    StandInSwipeDown(sheet!)
    await scenario.settle()
    scenario.expectDetached("Parent", from: app.root)
    scenario.expectClosed(told: ["Parent closed Child", "Root closed Parent"], gone: tracked)
    scenario.check(sheet == nil, "the navigation controller pulled down was not deallocated")
}
