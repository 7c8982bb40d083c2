// The person closes a RIB's view in UIKit, played against the stand-ins with the calls UIKit
// makes: a sheet pulled down, the back button or swipe, a navigation controller pulled down with
// the screens on it, the same for a SwiftUI view in RIBHostingController, and the router's own
// dismissals. Each scenario prints `ok: <name>` or `FAIL: <name>: <what>`; RIBsUIKitTests runs it.
import RIBs
import RIBsUIKit
import SwiftUI
import UIKit

final class ChildViewController: RIBViewController {}
struct ChildView: View {}
final class ChildHostingController: RIBHostingController<ChildView> {}
final class ChildRouter: ViewableRouter<Interactor, any ViewControllable> {}

final class ParentInteractor: Interactor {
    var closed: [String] = []
    override func userDidCloseChild(named name: String) { closed.append(name) }
}

/// A parent as `ribs attach` writes one, showing its child with RIBsUIKit's helpers.
final class ParentRouter: ViewableRouter<ParentInteractor, RIBViewController> {
    enum Style { case sheet, push }
    let style: Style
    let hosted: Bool
    private(set) var child: ChildRouter?
    private(set) var builds = 0

    init(style: Style, hosted: Bool) {
        self.style = style
        self.hosted = hosted
        super.init(interactor: ParentInteractor(), viewController: RIBViewController())
    }

    func routeToChild() {
        guard child == nil else { return }
        let view: any ViewControllable = hosted ? ChildHostingController(rootView: ChildView()) : ChildViewController()
        let child = ChildRouter(interactor: Interactor(), viewController: view)
        builds += 1
        self.child = child
        switch style {
        case .sheet: presentChild(child, onUserClose: { [weak self] in self?.detachChild() })
        case .push: pushChild(child, onUserClose: { [weak self] in self?.detachChild() })
        }
    }

    func detachChild() {
        guard let child else { return }
        self.child = nil
        switch style {
        case .sheet: dismissChild(child)
        case .push: popChild(child)
        }
    }
}

@MainActor
struct Scenario {
    let name: String
    var failures: [String] = []

    mutating func check(_ condition: Bool, _ what: String) {
        if !condition { failures.append(what) }
    }

    func report() {
        print(failures.isEmpty ? "ok: \(name)" : "FAIL: \(name): \(failures.joined(separator: "; "))")
    }
}

/// Lets the reports UIKit's callbacks queued for the next turn of the main actor run.
@MainActor
func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

/// A parent RIB launched in a window, its view the root of a navigation controller.
@MainActor
func launched(style: ParentRouter.Style, hosted: Bool) -> (UIWindow, ParentRouter, UINavigationController) {
    let window = UIWindow(windowScene: UIWindowScene())
    let parent = ParentRouter(style: style, hosted: hosted)
    let navigation = UINavigationController(rootViewController: parent.viewController)
    window.rootViewController = navigation
    parent.interactable.activate()
    parent.load()
    return (window, parent, navigation)
}

@MainActor
func closeByTheUser(style: ParentRouter.Style, hosted: Bool, name: String) async {
    var scenario = Scenario(name: name)
    let (window, parent, navigation) = launched(style: style, hosted: hosted)
    defer { withExtendedLifetime(window) {} }
    for round in 1...2 {
        guard let (child, controller) = showThenClose(parent, in: navigation, scenario: &scenario) else { return }
        await settle()
        scenario.check(parent.children.isEmpty, "the child is still attached (round \(round))")
        scenario.check(child.value.map { !$0.interactable.isActive } ?? true, "the child's interactor is active")
        scenario.check(parent.child == nil, "the router's field still holds the child (round \(round))")
        scenario.check(parent.interactor.closed.count == round, "the parent was told \(parent.interactor.closed)")
        scenario.check(child.value == nil && controller.value == nil, "the child or its view leaks (round \(round))")
    }
    scenario.check(parent.builds == 2, "routeToChild built \(parent.builds) times")
    scenario.report()
}

final class Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}

/// Routes to the child, then closes its view as the person would; the child and its view, held
/// weakly, so that what keeps them after is a leak.
@MainActor
func showThenClose(
    _ parent: ParentRouter, in navigation: UINavigationController, scenario: inout Scenario
) -> (Weak<ChildRouter>, Weak<UIViewController>)? {
    parent.routeToChild()
    guard let child = parent.child else {
        scenario.check(false, "routeToChild attached nothing")
        return nil
    }
    let controller = child.viewControllable.uiviewController
    scenario.check(child.viewControllable.isInViewHierarchy, "the child's view is not shown")
    switch parent.style {
    case .sheet: StandInSwipeDown(controller)
    case .push: StandInGoBack(in: navigation)
    }
    return (Weak(child), Weak(controller))
}

/// The router's own dismissal or pop is not reported: the parent is not told.
@MainActor
func removedByTheRouter(style: ParentRouter.Style) async {
    var scenario = Scenario(name: "the router's own \(style == .sheet ? "dismissal" : "pop")")
    let (window, parent, navigation) = launched(style: style, hosted: false)
    defer { withExtendedLifetime(window) {} }
    parent.routeToChild()
    parent.detachChild()
    await settle()
    scenario.check(parent.children.isEmpty, "the child is still attached")
    scenario.check(parent.interactor.closed.isEmpty, "the parent was told \(parent.interactor.closed)")
    scenario.check(navigation.viewControllers.count == 1, "the navigation stack is \(navigation.viewControllers)")
    scenario.report()
}

/// A sheet with a navigation controller, pulled down with the screens on it: each RIB whose
/// view went is detached by its parent, the top one first.
@MainActor
func pulledDownWithItsNavigationController() async {
    var scenario = Scenario(name: "a navigation controller pulled down with its screens")
    let window = UIWindow(windowScene: UIWindowScene())
    let root = ViewableRouter<ParentInteractor, RIBViewController>(
        interactor: ParentInteractor(), viewController: RIBViewController())
    window.rootViewController = root.viewController
    root.interactable.activate()
    root.load()
    let parent = ParentRouter(style: .push, hosted: false)
    let navigation = UINavigationController(rootViewController: parent.viewController)
    root.attachChild(parent)
    root.viewController.present(navigation, animated: true)
    parent.routeToChild()
    StandInSwipeDown(navigation)
    await settle()
    scenario.check(root.children.isEmpty, "the parent is still attached")
    scenario.check(parent.children.isEmpty, "the child is still attached")
    scenario.check(parent.child == nil, "the parent's field still holds the child")
    scenario.check(parent.interactor.closed == ["Child"], "the parent was told \(parent.interactor.closed)")
    scenario.check(root.interactor.closed == ["Parent"], "the root was told \(root.interactor.closed)")
    scenario.report()
}

/// A stream-style parent's node presents and pushes its children, and its view shows them with
/// RIBsUIKit's `showChildren(of:)` (issue 63): the screen follows the node, the person's close
/// detaches the child, and the node's own detach takes its view off the screen.
@MainActor
func aStreamStyleParentShowsItsChildren() async {
    var scenario = Scenario(name: "a stream-style parent shows its children")
    let window = UIWindow(windowScene: UIWindowScene())
    let node = RIBNode(name: "Feed")
    let view = RIBViewController()
    let navigation = UINavigationController(rootViewController: view)
    window.rootViewController = navigation
    node.interactable.activate()
    node.load()
    let children = view.showChildren(of: node.viewContainer)
    let sheetView = ChildViewController()
    node.attach(BuiltRIB(node: RIBNode(name: "Player"), view: sheetView, outputs: ()), as: .present)
    await settle()
    scenario.check(view.presentedViewController === sheetView, "the presented child is not shown")
    StandInSwipeDown(sheetView)
    await settle()
    scenario.check(node.children.isEmpty, "the child the person closed is still attached")
    scenario.check(view.presentedViewController == nil, "the closed child is still presented")
    let detail = BuiltRIB(node: RIBNode(name: "Detail"), view: ChildViewController(), outputs: ())
    node.attach(detail, as: .push)
    await settle()
    scenario.check(navigation.viewControllers.count == 2, "the pushed child is not on the stack")
    node.detach(detail)
    await settle()
    scenario.check(navigation.viewControllers.count == 1, "the detached child is still on the stack")
    children.stop()
    withExtendedLifetime(window) {}
    scenario.report()
}

@main
struct UserCloseScenarios {
    static func main() async {
        await closeByTheUser(style: .sheet, hosted: false, name: "a sheet pulled down")
        await closeByTheUser(style: .push, hosted: false, name: "the back button or swipe")
        await closeByTheUser(style: .sheet, hosted: true, name: "a SwiftUI sheet pulled down")
        await closeByTheUser(style: .push, hosted: true, name: "a SwiftUI screen popped")
        await removedByTheRouter(style: .sheet)
        await removedByTheRouter(style: .push)
        await pulledDownWithItsNavigationController()
        await aStreamStyleParentShowsItsChildren()
    }
}
