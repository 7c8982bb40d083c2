import RIBs
import RIBsTerminal

// SwiftUI-RIB's demo in the stream style: Main holds a navigation stack; Screen1 embeds two
// children it attaches and detaches, and shows a global count (shared through the dependency)
// and a local one (its own state); Screen2 presents two sub-routes full screen, each with its own
// stack. No RIB type here has a base class; each is in the tree through its RIBNode.

struct MainDependency {
    let globalCount: ValueRelay<Int>
}

@MainActor
final class MainRouter {
    let node: RIBNode
    private let dependency: MainDependency
    private var screen2: RIBOutput<Screen2Outputs>?

    init(node: RIBNode, dependency: MainDependency) {
        self.node = node
        self.dependency = dependency
    }

    func attachScreen1() {
        let screen1 = Screen1Builder(dependency: Screen1Dependency(globalCount: dependency.globalCount)).build()
        node.attach(screen1, as: .push) { [weak self] outputs in
            for await _ in outputs.goToNextScreen { self?.pushScreen2() }
        }
    }

    /// Whether Screen2 is in the tree, asked of the tree itself: a back gesture may have
    /// detached it, so no flag of the router's could be trusted.
    private var isShowingScreen2: Bool {
        screen2.map { child in node.children.contains { $0 === child.node } } ?? false
    }

    func pushScreen2() {
        guard !isShowingScreen2 else { return }
        let screen2 = Screen2Builder().build()
        self.screen2 = screen2
        node.attach(screen2, as: .push) { [weak self] outputs in
            for await _ in outputs.completed { self?.popScreen2() }
        }
    }

    func popScreen2() {
        guard let screen2, isShowingScreen2 else { return }
        node.detach(screen2)
        self.screen2 = nil
    }
}

@MainActor
final class MainView: TerminalView {
    let viewContainer: ViewContainer
    let router: MainRouter

    init(viewContainer: ViewContainer, router: MainRouter) {
        self.viewContainer = viewContainer
        self.router = router
    }

    var title: String { "Main" }
    func render() -> [String] { ["(empty navigation stack)"] }
    var topmost: any TerminalView { viewContainer.topmostTerminalView ?? self }

    func handle(_ command: String) -> Bool {
        if viewContainer.forward(command) { return true }
        // The navigation stack's own back button: pops the top screen, whose RIB is detached.
        if command == "back", viewContainer.stack.count > 1 {
            viewContainer.pop()
            return true
        }
        return false
    }
}

@MainActor
func buildMain() -> (node: RIBNode, view: MainView) {
    let dependency = MainDependency(globalCount: ValueRelay(0))
    let node = RIBNode(name: "Main")
    let router = MainRouter(node: node, dependency: dependency)
    node.keep(router)
    let view = MainView(viewContainer: node.viewContainer, router: router)
    router.attachScreen1()
    return (node, view)
}

let host = TerminalHost()
let main = buildMain()
host.rootViewControllable = main.view
main.node.interactable.activate()
main.node.load()
await host.run()
