// The RIBs the scenarios play with: a screen RIB whose router shows children as the app says
// (`route(to:show:)`), attached with `onUserClose` as `ribs attach` writes, and whose
// interactor writes down each child the person closed.
import RIBs
import RIBsUIKit
import SwiftUI
import UIKit

final class ScreenViewController: RIBViewController {}
struct ScreenView: View {
    var body: some View { Text("Screen") }
}
final class ScreenHostingController: RIBHostingController<ScreenView> {}

final class ScreenInteractor: Interactor {
    private(set) var closed: [String] = []
    /// What the interactor does when told, besides writing it down.
    var onClose: ((String) -> Void)?

    override func userDidCloseChild(named name: String) {
        closed.append(name)
        Told.log.append("\(owner) closed \(name)")
        onClose?(name)
    }
    /// The RIB's name, for the log.
    var owner = ""
}

/// What every parent was told, in order, across one scenario.
@MainActor
enum Told {
    static var log: [String] = []
}

/// A RIB with a view (a `RIBViewController`, or a `RIBHostingController` when `hosted`).
final class ScreenRouter: ViewableRouter<ScreenInteractor, UIViewController> {
    let screenName: String
    let hosted: Bool
    /// The children attached, by name: the router's fields, which its `detach` clears.
    private(set) var routed: [String: ScreenRouter] = [:]
    private(set) var builds: [String: Int] = [:]

    init(_ name: String, hosted: Bool) {
        screenName = name
        self.hosted = hosted
        let view: UIViewController = hosted ? ScreenHostingController(rootView: ScreenView()) : ScreenViewController()
        super.init(interactor: ScreenInteractor(), viewController: view)
        interactor.owner = name
    }

    override var name: String { screenName }

    /// Builds `name` (a second time only after it was detached), attaches it closable, and shows
    /// it with `show`, the app's UIKit calls.
    @discardableResult
    func route(to name: String, show: (ScreenRouter) -> Void) -> ScreenRouter {
        if let shown = routed[name] { return shown }
        let child = ScreenRouter(name, hosted: hosted)
        builds[name, default: 0] += 1
        routed[name] = child
        attachChild(child, onUserClose: { [weak self] in self?.detach(name) })
        show(child)
        return child
    }

    /// The router's `detach<Child>()` as `onUserClose` runs it: clears the field and detaches
    /// (the person's close took the view already).
    func detach(_ name: String) {
        guard let child = routed.removeValue(forKey: name) else { return }
        detachChild(child)
    }

    /// The router taking a child away itself: clears the field, then `helper` (RIBsUIKit's
    /// `dismissChild` or `popChild`) detaches it and takes its view off the screen.
    func takeAway(_ name: String, with helper: (ScreenRouter) -> Void) {
        guard let child = routed.removeValue(forKey: name) else { return }
        helper(child)
    }
}

/// A window whose root is a launched screen RIB's view (in a navigation controller, `inNavigation`).
@MainActor
struct App {
    let window = UIWindow(windowScene: UIWindowScene())
    let root: ScreenRouter
    let navigation: UINavigationController?

    init(hosted: Bool, inNavigation: Bool = true, root name: String = "Root") {
        root = ScreenRouter(name, hosted: hosted)
        navigation = inNavigation ? UINavigationController(rootViewController: root.viewController) : nil
        window.rootViewController = navigation ?? root.viewController
        root.interactable.activate()
        root.load()
    }
}
