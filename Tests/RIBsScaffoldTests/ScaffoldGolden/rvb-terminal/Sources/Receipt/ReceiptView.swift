import RIBsTerminal
import RVB

/// Receipt's view, a screen of RIBsTerminal: the module's contract, which keeps its node. It shows
/// the children its node attaches, and passes the user's commands to the one on top.
@MainActor
final class ReceiptView: ReceiptControllable {
    let node: RIBNode
    private let router: ReceiptRouter
    private let dependency: ReceiptDependency
    private let parameter: ReceiptParameter
    private let finishedRelay = EventRelay<Void>()

    init(node: RIBNode, router: ReceiptRouter, dependency: ReceiptDependency, parameter: ReceiptParameter) {
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
    }

    var finished: Events<Void> { finishedRelay.events }

    var title: String { "Receipt" }

    var commands: [String] { ["done"] }

    /// What is on screen: the child on top, else this module.
    var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }

    func render() -> [String] {
        // TODO: Draw Receipt from its parameter and its dependency (parameter.…, dependency.…).
        []
    }

    func handle(_ command: String) -> Bool {
        if node.viewContainer.forward(command) { return true }
        switch command {
        case "done": finish()
        default: return false
        }
        return true
    }

    /// The user is done with Receipt.
    func finish() {
        finishedRelay.send(())
    }
}
