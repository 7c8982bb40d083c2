import RIBs
import RIBsTerminal

struct Screen2Outputs {
    let completed: Events<Void>
}

@MainActor
final class Screen2Router {
    let node: RIBNode
    private var subRoute: BuiltRIB<SubRouteOutputs>?

    init(node: RIBNode) { self.node = node }

    /// Presents sub-route `number` full screen; it closes itself through its completion.
    func present(subRoute number: Int) {
        guard subRoute == nil else { return }
        let child = SubRouteBuilder(number: number).build()
        subRoute = child
        node.attach(child, as: .present) { outputs, attachment in
            attachment.on(outputs.closed) { [weak self] in self?.dismissSubRoute() }
            attachment.onDetach { [weak self] in self?.subRoute = nil }
        }
    }

    func dismissSubRoute() {
        if let subRoute { node.detach(subRoute) }
    }
}

@MainActor
final class Screen2View: TerminalView {
    private let viewContainer: ViewContainer
    private let router: Screen2Router
    private let completion: EventRelay<Void>

    init(viewContainer: ViewContainer, router: Screen2Router, completion: EventRelay<Void>) {
        self.viewContainer = viewContainer
        self.router = router
        self.completion = completion
    }

    var title: String { "Screen2" }
    var commands: [String] { ["open 1", "open 2", "done", "back"] }
    var topmost: any TerminalView { viewContainer.topmostTerminalView ?? self }
    func render() -> [String] { ["Two sub-routes can be presented full screen."] }

    func handle(_ command: String) -> Bool {
        if viewContainer.forward(command) { return true }
        if !viewContainer.presented.isEmpty { return command == "back" }  // a full-screen cover has no back
        switch command {
        case "open 1": router.present(subRoute: 1)
        case "open 2": router.present(subRoute: 2)
        case "done": completion.send(())
        default: return false
        }
        return true
    }
}

@MainActor
struct Screen2Builder {
    func build() -> BuiltRIB<Screen2Outputs> {
        let node = RIBNode(name: "Screen2")
        let router = Screen2Router(node: node)
        let completion = EventRelay<Void>()
        let view = Screen2View(viewContainer: node.viewContainer, router: router, completion: completion)
        return BuiltRIB(
            node: node, view: view, outputs: Screen2Outputs(completed: completion.events), keeping: [router])
    }
}

// MARK: - Sub-routes, each with its own stack

struct SubRouteOutputs {
    let closed: Events<Void>
}

@MainActor
final class SubRouteView: TerminalView {
    let number: Int
    private let node: RIBNode
    private let closing: EventRelay<Void>
    private var pushed = 0

    init(number: Int, node: RIBNode, closing: EventRelay<Void>) {
        self.number = number
        self.node = node
        self.closing = closing
    }

    var title: String { "SubRoute\(number)" }
    var commands: [String] { ["push", "back", "close"] }
    var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }
    func render() -> [String] { ["Sub-route \(number), full screen, with its own stack."] }

    func handle(_ command: String) -> Bool {
        if node.viewContainer.forward(command) { return true }
        switch command {
        case "push":
            pushed += 1
            let page = PageBuilder(title: "SubRoute\(number).Page\(node.viewContainer.stack.count + 1)").build()
            node.attach(page, as: .push)
        case "back":
            guard !node.viewContainer.stack.isEmpty else { return true }
            node.viewContainer.pop()
        case "close":
            closing.send(())
        default:
            return false
        }
        return true
    }
}

@MainActor
struct SubRouteBuilder {
    let number: Int

    func build() -> BuiltRIB<SubRouteOutputs> {
        let node = RIBNode(name: "SubRoute\(number)")
        let closing = EventRelay<Void>()
        return BuiltRIB(
            node: node, view: SubRouteView(number: number, node: node, closing: closing),
            outputs: SubRouteOutputs(closed: closing.events))
    }
}

@MainActor
final class PageView: TerminalView {
    let title: String
    init(title: String) { self.title = title }
    var commands: [String] { ["push", "back", "close"] }
    func render() -> [String] { ["A page on the sub-route's own stack."] }
    func handle(_ command: String) -> Bool { false }
}

@MainActor
struct PageBuilder {
    let title: String

    func build() -> BuiltRIB<Void> {
        let name = title.split(separator: ".").last.map(String.init) ?? title
        return BuiltRIB(node: RIBNode(name: name), view: PageView(title: title), outputs: ())
    }
}
