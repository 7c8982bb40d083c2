import RIBs
import RIBsTerminal

struct Screen1Dependency {
    let globalCount: ValueRelay<Int>
}

struct Screen1State {
    var localCount = 0
    var globalCount = 0
}

struct Screen1Outputs {
    let goToNextScreen: Events<Void>
}

/// What Screen1's view calls.
@MainActor
protocol Screen1Interacting: AnyObject {
    func incrementLocal()
    func incrementGlobal()
    func toggleEmbedded(_ slot: String)
    func next()
}

@MainActor
final class Screen1Interactor: Screen1Interacting {
    private let state: StateWriter<Screen1State>
    private let dependency: Screen1Dependency
    private let router: Screen1Router
    let goToNextScreen = EventRelay<Void>()

    init(state: StateWriter<Screen1State>, dependency: Screen1Dependency, router: Screen1Router) {
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    /// Follows the shared count while the RIB is active.
    func start(on node: RIBNode) {
        node.whileActive(consuming: dependency.globalCount.values) { [weak self] count in
            self?.state.update { $0.globalCount = count }
        }
    }

    func incrementLocal() { state.update { $0.localCount += 1 } }
    func incrementGlobal() { dependency.globalCount.update { $0 += 1 } }
    func toggleEmbedded(_ slot: String) { router.toggle(slot) }
    func next() { goToNextScreen.send(()) }
}

@MainActor
final class Screen1Router {
    let node: RIBNode
    private let globalCount: ValueRelay<Int>
    private var embedded: [String: BuiltRIB<Void>] = [:]

    init(node: RIBNode, globalCount: ValueRelay<Int>) {
        self.node = node
        self.globalCount = globalCount
    }

    func toggle(_ slot: String) {
        if let child = embedded.removeValue(forKey: slot) {
            node.detach(child)
        } else {
            let child = EmbeddedBuilder(name: "Embedded\(slot)", globalCount: globalCount).build()
            embedded[slot] = child
            node.attach(child, as: .embed(slot))
        }
    }
}

@MainActor
final class Screen1View: TerminalView {
    private let state: StateContainer<Screen1State>
    private let viewContainer: ViewContainer
    private unowned let interactor: any Screen1Interacting

    init(state: StateContainer<Screen1State>, viewContainer: ViewContainer, interactor: any Screen1Interacting) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }

    var title: String { "Screen1" }
    var commands: [String] { ["local", "global", "toggle A", "toggle B", "next"] }

    func render() -> [String] {
        var lines = ["global count: \(state.globalCount)", "local count: \(state.localCount)"]
        for slot in ["A", "B"] {
            lines += viewContainer.renderEmbedded(slot)?.map { "  [\(slot)] \($0)" } ?? ["  [\(slot)] (empty)"]
        }
        return lines
    }

    func handle(_ command: String) -> Bool {
        switch command {
        case "local": interactor.incrementLocal()
        case "global": interactor.incrementGlobal()
        case "toggle A": interactor.toggleEmbedded("A")
        case "toggle B": interactor.toggleEmbedded("B")
        case "next": interactor.next()
        default: return false
        }
        return true
    }
}

@MainActor
struct Screen1Builder {
    let dependency: Screen1Dependency

    func build() -> BuiltRIB<Screen1Outputs> {
        let node = RIBNode(name: "Screen1")
        let (state, writer) = StateContainer.make(Screen1State())
        let router = Screen1Router(node: node, globalCount: dependency.globalCount)
        let interactor = Screen1Interactor(state: writer, dependency: dependency, router: router)
        interactor.start(on: node)
        let view = Screen1View(state: state, viewContainer: node.viewContainer, interactor: interactor)
        let outputs = Screen1Outputs(goToNextScreen: interactor.goToNextScreen.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
    }
}

// MARK: - The embedded children

@MainActor
final class EmbeddedView: TerminalView {
    let name: String
    private let state: StateContainer<Int>
    init(name: String, state: StateContainer<Int>) {
        self.name = name
        self.state = state
    }
    var title: String { name }
    func render() -> [String] { ["\(name) sees global count \(state.state)"] }
    func handle(_ command: String) -> Bool { false }
}

@MainActor
struct EmbeddedBuilder {
    let name: String
    let globalCount: ValueRelay<Int>

    func build() -> BuiltRIB<Void> {
        let node = RIBNode(name: name)
        let (state, writer) = StateContainer.make(globalCount.value)
        node.whileActive(consuming: globalCount.values) { count in writer.update { $0 = count } }
        return BuiltRIB(node: node, view: EmbeddedView(name: name, state: state), outputs: ())
    }
}
