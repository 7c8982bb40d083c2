import RIBsTerminal
import RVB

/// What Receipt needs for as long as it lives: its static input.
struct ReceiptDependency: Dependency {}

/// What one build of Receipt takes: its dynamic input.
struct ReceiptParameter: Parameter {}

/// Receipt's contract: what its parent sees of the module, which is its view.
@MainActor
protocol ReceiptControllable: Controllable, TerminalView {
    /// Receipt is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds Receipt from its dependency and a parameter: its node first, which its view keeps and
/// whose view container shows its children.
final class ReceiptBuilder: Builder<ReceiptDependency>, Buildable {
    func build(with parameter: ReceiptParameter) -> any ReceiptControllable {
        let node = RIBNode(name: "Receipt")
        return ReceiptView(node: node, router: ReceiptRouter(), dependency: dependency, parameter: parameter)
    }
}
