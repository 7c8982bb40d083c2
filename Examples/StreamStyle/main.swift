import RIBs
import RIBsTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    private var screen2: BuiltRIB<Screen2Outputs>?

    init(node: RIBNode, dependency: MainDependency) {
        self.node = node
        self.dependency = dependency
    }

    func attachScreen1() {
        let screen1 = Screen1Builder(dependency: Screen1Dependency(globalCount: dependency.globalCount)).build()
        node.attach(screen1, as: .push) { outputs, attachment in
            attachment.on(outputs.goToNextScreen) { [weak self] in self?.pushScreen2() }
        }
    }

    func pushScreen2() {
        guard screen2 == nil else { return }
        let screen2 = Screen2Builder().build()
        self.screen2 = screen2
        node.attach(screen2, as: .push) { outputs, attachment in
            attachment.on(outputs.completed) { [weak self] in self?.popScreen2() }
            // However Screen2 goes (this router, or the view's back button), the router knows.
            attachment.onDetach { [weak self] in self?.screen2 = nil }
        }
    }

    func popScreen2() {
        if let screen2 { node.detach(screen2) }
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
struct MainBuilder {
    func build() -> BuiltRIB<Void> {
        let dependency = MainDependency(globalCount: ValueRelay(0))
        let node = RIBNode(name: "Main")
        let router = MainRouter(node: node, dependency: dependency)
        let view = MainView(viewContainer: node.viewContainer, router: router)
        router.attachScreen1()
        return BuiltRIB(node: node, view: view, outputs: (), keeping: [router])
    }
}

let host = TerminalHost()
let main = MainBuilder().build()
main.launch(from: host)
exit(await host.runJudgingLeaks(appName: "ribs-stream-example"))
