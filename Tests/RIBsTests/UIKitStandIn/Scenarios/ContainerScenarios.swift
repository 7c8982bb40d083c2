// The catalogue's entries for the other containers: a tab bar controller, a split view
// controller, a page view controller, a custom container, and the window itself.
import RIBs
import RIBsUIKit
import UIKit

/// A tab bar controller as the window's root: the first tab is a navigation controller on Root's
/// view; Root routes Tab, whose view is the root of a second tab's navigation controller, and Tab
/// pushes Detail on it.
@MainActor
struct TabApp {
    let app: App
    let tabs = UITabBarController()
    let firstTab: UINavigationController
    var tabNavigation: UINavigationController?
    var tracked: [Tracked] = []

    init(_ scenario: Scenario) async {
        app = App(hosted: scenario.hosted)
        firstTab = app.navigation!
        tabs.viewControllers = [firstTab]
        app.window.rootViewController = tabs
        var navigation: UINavigationController?
        let tabs = self.tabs
        do {
            let tab = app.root.route(to: "Tab") { tab in
                let tabNavigation = UINavigationController(rootViewController: tab.viewController)
                navigation = tabNavigation
                tabs.viewControllers = (tabs.viewControllers ?? []) + [tabNavigation]
            }
            tabs.selectedIndex = 1
            await scenario.settle()
            let detail = tab.route(to: "Detail", show: push(on: navigation!))
            await scenario.settle()
            tracked = [Tracked(tab), Tracked(detail)]
        }
        tabNavigation = navigation
    }
}

@MainActor
let containerEntries: [(String, @MainActor (Scenario) async -> Void)] = [
    ("another tab selected", anotherTabSelected),
    ("setViewControllers removing the selected tab", { await tabRemoved($0, selected: true) }),
    ("setViewControllers removing a tab not selected", { await tabRemoved($0, selected: false) }),
    ("a second tap on the selected tab", secondTapOnTheSelectedTab),
    ("a tab's navigation controller replaced", tabNavigationReplaced),
    ("a split view collapsing and expanding", splitViewCollapsingAndExpanding),
    ("UIPageViewController.setViewControllers", pageReplaced),
    ("removeFromParent from a custom container", removedFromItsContainer),
    ("the window's rootViewController replaced", windowRootReplaced),
]

@MainActor
func anotherTabSelected(_ scenario: Scenario) async {
    let tabApp = await TabApp(scenario)
    StandInTapTab(0, of: tabApp.tabs)
    await scenario.settle()
    let tab = tabApp.app.root.routed["Tab"]
    scenario.expectNothingClosed([(tabApp.app.root, "Tab")] + (tab.map { [($0, "Detail")] } ?? []))
    StandInTapTab(1, of: tabApp.tabs)
    await scenario.settle()
    scenario.check(tab?.routed["Detail"]?.viewControllable.isInViewHierarchy == true, "Detail is not shown again")
}

/// The app removes Tab's tab. UIKit tells the views of a tab that is not selected nothing: its
/// RIBs go at the next sign a RIB view gives (here, the person selects the first tab).
@MainActor
func tabRemoved(_ scenario: Scenario, selected: Bool) async {
    var tabApp = await TabApp(scenario)
    if !selected {
        StandInTapTab(0, of: tabApp.tabs)
        await scenario.settle()
    }
    tabApp.tabs.setViewControllers([tabApp.firstTab], animated: false)
    tabApp.tabNavigation = nil
    await scenario.settle()
    if !selected {
        tabApp.app.root.route(to: "Other", show: push(on: tabApp.firstTab))
        await scenario.settle()
    }
    scenario.expectDetached("Tab", from: tabApp.app.root)
    scenario.expectClosed(told: ["Tab closed Detail", "Root closed Tab"], gone: tabApp.tracked)
}

/// The person taps Tab's tab again: its navigation controller pops to its root, and Detail goes.
@MainActor
func secondTapOnTheSelectedTab(_ scenario: Scenario) async {
    var tabApp = await TabApp(scenario)
    tabApp.tracked.removeFirst()
    StandInTapTab(1, of: tabApp.tabs)
    await scenario.settle()
    let tab = tabApp.app.root.routed["Tab"]
    scenario.check(tab != nil, "Tab was detached")
    if let tab { scenario.expectDetached("Detail", from: tab) }
    scenario.expectClosed(told: ["Tab closed Detail"], gone: tabApp.tracked)
}

/// The app puts a new navigation controller in the place of Tab's.
@MainActor
func tabNavigationReplaced(_ scenario: Scenario) async {
    var tabApp = await TabApp(scenario)
    tabApp.tabs.setViewControllers(
        [tabApp.firstTab, UINavigationController(rootViewController: UIViewController())], animated: false)
    tabApp.tabNavigation = nil
    await scenario.settle()
    scenario.expectDetached("Tab", from: tabApp.app.root)
    scenario.expectClosed(told: ["Tab closed Detail", "Root closed Tab"], gone: tabApp.tracked)
}

/// Root's view is the primary of a split view; Root routes Detail as its secondary. Collapsing
/// moves Detail onto the primary's stack, expanding moves it back: no close.
@MainActor
func splitViewCollapsingAndExpanding(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let split = UISplitViewController()
    split.viewControllers = [app.navigation!]
    app.window.rootViewController = split
    let detail = app.root.route(to: "Detail") { detail in
        split.viewControllers = [app.navigation!, UINavigationController(rootViewController: detail.viewController)]
    }
    await scenario.settle()
    StandInSizeClassChanges(of: split, compact: true)
    await scenario.settle()
    scenario.check(
        detail.viewController.navigationController === app.navigation, "Detail is not on the primary's stack")
    StandInSizeClassChanges(of: split, compact: false)
    await scenario.settle()
    scenario.expectNothingClosed([(app.root, "Detail")])
    scenario.check(detail.viewControllable.isInViewHierarchy, "Detail is not on screen after expanding")
}

/// Root's view contains a page view controller showing Page's view; the app shows another page.
@MainActor
func pageReplaced(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let pages = UIPageViewController()
    contain(pages, in: app.root.viewController)
    let show: (ScreenRouter) -> Void = {
        pages.setViewControllers([$0.viewController], direction: .forward, animated: true)
    }
    let page = Tracked(app.root.route(to: "Page", show: show))
    await scenario.settle()
    pages.setViewControllers([UIViewController()], direction: .forward, animated: true)
    await scenario.settle()
    scenario.expectDetached("Page", from: app.root)
    scenario.expectClosed(told: ["Root closed Page"], gone: [page])
    await scenario.expectRoutesAgain(app.root, to: "Page", show: show)
}

/// Root's view contains Panel's as a child view controller; the app removes it, as UIKit's
/// documentation says: `willMove(toParent: nil)`, its view out, `removeFromParent()`.
@MainActor
func removedFromItsContainer(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let show: (ScreenRouter) -> Void = { contain($0.viewController, in: app.root.viewController) }
    let panel = Tracked(app.root.route(to: "Panel", show: show))
    await scenario.settle()
    do {
        let controller = panel.view!
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
    }
    await scenario.settle()
    scenario.expectDetached("Panel", from: app.root)
    scenario.expectClosed(told: ["Root closed Panel"], gone: [panel])
    await scenario.expectRoutesAgain(app.root, to: "Panel", show: show)
}

/// The app gives the window a new root, and lets the old one go: Detail, pushed on the old one,
/// left with it.
@MainActor
func windowRootReplaced(_ scenario: Scenario) async {
    let window = UIWindow(windowScene: UIWindowScene())
    let root = ScreenRouter("Root", hosted: scenario.hosted)
    var detail: Tracked?
    do {
        let navigation = UINavigationController(rootViewController: root.viewController)
        window.rootViewController = navigation
        root.interactable.activate()
        root.load()
        detail = Tracked(root.route(to: "Detail", show: push(on: navigation)))
        await scenario.settle()
    }
    window.rootViewController = UIViewController()
    await scenario.settle()
    scenario.expectDetached("Detail", from: root)
    scenario.expectClosed(told: ["Root closed Detail"], gone: [detail!])
}

/// Adds `child` to `container` as UIKit's documentation says: `addChild`, its view in, then
/// `didMove(toParent:)`.
@MainActor
func contain(_ child: UIViewController, in container: UIViewController) {
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
}
