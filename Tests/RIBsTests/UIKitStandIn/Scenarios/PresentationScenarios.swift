// The catalogue's presentation entries: RIB screens presented as sheets or covers, taken away by
// the app's `dismiss` (asked of the sheet, of its presenter, or lower in a chain) or pulled down
// by the person, completed, cancelled or refused.
import RIBs
import RIBsUIKit
import UIKit

@MainActor
func present(
    from presenter: ScreenRouter, style: UIModalPresentationStyle = .automatic, delegate: SheetDelegate? = nil
) -> (ScreenRouter) -> Void {
    { [weak presenter] child in
        child.viewController.modalPresentationStyle = style
        // As apps do, before presenting: UIKit makes the presentation controller when asked.
        if let delegate { child.viewController.presentationController?.delegate = delegate }
        presenter?.viewController.present(child.viewController, animated: true)
    }
}

/// Root presents Sheet; `remove` takes it away.
@MainActor
func sheetTakenAway(
    _ scenario: Scenario, delegate: SheetDelegate? = nil, _ remove: (App, UIViewController) -> Void
) async {
    let app = App(hosted: scenario.hosted)
    var sheet: Tracked?
    do {
        let router = app.root.route(to: "Sheet", show: present(from: app.root, delegate: delegate))
        await scenario.settle()
        sheet = Tracked(router)
    }
    remove(app, sheet!.view!)
    await scenario.settle()
    scenario.expectDetached("Sheet", from: app.root)
    scenario.expectClosed(told: ["Root closed Sheet"], gone: [sheet!])
    await scenario.expectRoutesAgain(app.root, to: "Sheet", show: present(from: app.root))
}

/// Root presents Sheet; `attempt` tries to take it away and does not: nothing is closed.
@MainActor
func sheetStays(
    _ scenario: Scenario, delegate: SheetDelegate? = nil, _ attempt: (UIViewController) -> Void
) async {
    let app = App(hosted: scenario.hosted)
    let sheet = app.root.route(to: "Sheet", show: present(from: app.root, delegate: delegate))
    await scenario.settle()
    attempt(sheet.viewController)
    await scenario.settle()
    scenario.expectNothingClosed([(app.root, "Sheet")])
    scenario.check(sheet.viewControllable.isInViewHierarchy, "Sheet is no longer on screen")
}

/// Root presents A, A presents B; `remove` takes one or both away.
@MainActor
func chainTakenAway(
    _ scenario: Scenario, told: [String], aStays: Bool, _ remove: (App, ScreenRouter, ScreenRouter) -> Void
) async {
    let app = App(hosted: scenario.hosted)
    var tracked: [Tracked] = []
    do {
        let a = app.root.route(to: "A", show: present(from: app.root))
        await scenario.settle()
        let b = a.route(to: "B", show: present(from: a))
        await scenario.settle()
        remove(app, a, b)
        tracked = aStays ? [Tracked(b)] : [Tracked(a), Tracked(b)]
    }
    await scenario.settle()
    scenario.expectClosed(told: told, gone: tracked)
    if aStays {
        scenario.check(app.root.routed["A"]?.viewControllable.isInViewHierarchy == true, "A is no longer on screen")
    } else {
        scenario.expectDetached("A", from: app.root)
    }
}

/// The app's own delegate of a sheet: refuses or allows the person's pull-down.
final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
    let allows: Bool
    init(allows: Bool) { self.allows = allows }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allows }
}

@MainActor
let sheetDelegates: [SheetDelegate] = [SheetDelegate(allows: false), SheetDelegate(allows: true)]

@MainActor
let presentationEntries: [(String, @MainActor (Scenario) async -> Void)] = [
    ("dismiss asked of the presented view controller", { await sheetTakenAway($0) { $1.dismiss(animated: true) } }),
    (
        "dismiss asked of its presenter",
        { await sheetTakenAway($0) { app, _ in app.root.viewController.dismiss(animated: true) } }
    ),
    ("a pull-down, completed", { await sheetTakenAway($0) { StandInSwipeDown($1) } }),
    ("a pull-down, cancelled", { await sheetStays($0) { StandInSwipeDown($0, .cancelled) } }),
    (
        "a pull-down refused by isModalInPresentation",
        {
            await sheetStays($0) { sheet in
                sheet.isModalInPresentation = true
                StandInSwipeDown(sheet)
            }
        }
    ),
    (
        "a pull-down refused by the app's delegate",
        { await sheetStays($0, delegate: sheetDelegates[0]) { StandInSwipeDown($0) } }
    ),
    (
        "a pull-down of a sheet whose delegate the app set",
        { await sheetTakenAway($0, delegate: sheetDelegates[1]) { StandInSwipeDown($1) } }
    ),
    (
        "dismiss asked lower in a chain of sheets",
        {
            await chainTakenAway($0, told: ["A closed B", "Root closed A"], aStays: false) { app, _, _ in
                app.root.viewController.dismiss(animated: true)
            }
        }
    ),
    (
        "the top one of two stacked sheets pulled down",
        { await chainTakenAway($0, told: ["A closed B"], aStays: true) { StandInSwipeDown($2.viewController) } }
    ),
    ("a full-screen cover over a pushed screen, dismissed", fullScreenCoverDismissed),
]

/// Root pushes Detail, Detail presents Cover full screen (which takes Root's and Detail's views
/// out of the window while it is up): Detail stays; dismissed, Cover alone is closed.
@MainActor
func fullScreenCoverDismissed(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let detail = app.root.route(to: "Detail", show: push(on: app.navigation!))
    await scenario.settle()
    var cover: Tracked?
    do {
        let router = detail.route(to: "Cover", show: present(from: detail, style: .fullScreen))
        await scenario.settle()
        cover = Tracked(router)
    }
    scenario.check(!detail.viewControllable.isInViewHierarchy, "the cover left Detail's view in the window")
    scenario.expectNothingClosed([(app.root, "Detail"), (detail, "Cover")])
    cover!.view!.dismiss(animated: true)
    await scenario.settle()
    scenario.expectDetached("Cover", from: detail)
    scenario.expectClosed(told: ["Detail closed Cover"], gone: [cover!])
    scenario.check(detail.viewControllable.isInViewHierarchy, "Detail is not back on screen")
}
