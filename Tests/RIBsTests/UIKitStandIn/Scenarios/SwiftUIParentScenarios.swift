// The catalogue's SwiftUI entries: a parent whose view is written in SwiftUI shows its children's
// views in a `.sheet(item:)` and a `NavigationStack(path:)` bound to a `ViewContainer`. SwiftUI
// writes the binding when the person closes one; the scenarios write it as SwiftUI would.
import RIBs
import RIBsUIKit
import UIKit

@MainActor
let swiftUIParentEntries: [(String, @MainActor (Scenario) async -> Void)] = [
    ("a SwiftUI .sheet swiped down", swiftUISheetSwipedDown),
    ("a SwiftUI NavigationStack's back, over two screens", swiftUINavigationStackBack),
    ("a stream-style parent's SwiftUI .sheet swiped down", streamStyleSwiftUISheetSwipedDown),
]

/// Root's SwiftUI view shows the container's sheet; the person swipes it down.
@MainActor
func swiftUISheetSwipedDown(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let shown = ViewContainer()
    let show: (ScreenRouter) -> Void = { shown.present($0.viewControllable) }
    let sheet = Tracked(app.root.route(to: "Sheet", show: show))
    scenario.check(shown.sheet?.view === sheet.view, "the sheet binding does not give Sheet's view")
    shown.sheet = nil
    await scenario.settle()
    scenario.expectDetached("Sheet", from: app.root)
    scenario.expectClosed(told: ["Root closed Sheet"], gone: [sheet])
    scenario.check(shown.routes.isEmpty, "the container still shows \(shown.routes.map(\.name))")
    app.root.route(to: "Sheet", show: show)
    scenario.check(app.root.builds["Sheet"] == 2 && shown.sheet != nil, "routing to Sheet again did not show it")
}

/// Root's SwiftUI view shows the pushed views in a NavigationStack; A pushes B there too; the
/// person goes back to Root's own screen at once.
@MainActor
func swiftUINavigationStackBack(_ scenario: Scenario) async {
    let app = App(hosted: scenario.hosted)
    let shown = ViewContainer()
    var tracked: [Tracked] = []
    do {
        let a = app.root.route(to: "A") { shown.push($0.viewControllable) }
        let b = a.route(to: "B") { shown.push($0.viewControllable) }
        tracked = [Tracked(a), Tracked(b)]
    }
    scenario.check(shown.path.count == 2, "the path holds \(shown.path.count) views")
    shown.path = []
    await scenario.settle()
    scenario.expectDetached("A", from: app.root)
    scenario.expectClosed(told: ["A closed B", "Root closed A"], gone: tracked)
}

/// A stream-style parent's node presents a classic child; its SwiftUI view binds the node's own
/// container; the person swipes the sheet down: the node detaches the child with the router's
/// own `onUserClose`.
@MainActor
func streamStyleSwiftUISheetSwipedDown(_ scenario: Scenario) async {
    let window = UIWindow(windowScene: UIWindowScene())
    let node = RIBNode(name: "Feed")
    window.rootViewController = ScreenViewController()
    node.interactable.activate()
    node.load()
    var detached = 0
    weak var sheet: ScreenRouter?
    do {
        let child = ScreenRouter("Sheet", hosted: scenario.hosted)
        node.attach(
            child, as: .present,
            onUserClose: { [weak node, weak child] in
                detached += 1
                if let node, let child { node.detachChild(child) }
            })
        sheet = child
    }
    node.viewContainer.sheet = nil
    await scenario.settle()
    scenario.check(node.children.isEmpty, "Sheet is still attached to Feed")
    scenario.check(detached == 1, "Feed's onUserClose ran \(detached) times")
    scenario.check(node.viewContainer.routes.isEmpty, "Feed's container still shows Sheet")
    scenario.check(sheet == nil, "Sheet was not deallocated")
    withExtendedLifetime(window) {}
}
