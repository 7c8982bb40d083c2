import RVB

/// What Receipt needs for as long as it lives: its static input.
struct ReceiptDependency: Dependency {
    let currency: String
}

/// What one build of Receipt takes: its dynamic input.
struct ReceiptParameter: Parameter {
    let orderID: String
    let lines: Int
}

/// Receipt's contract: what its parent sees of the module.
@MainActor
protocol ReceiptControllable: Controllable {
    /// Receipt is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds Receipt from its dependency and a parameter.
final class ReceiptBuilder: Builder<ReceiptDependency>, Buildable {
    func build(with parameter: ReceiptParameter) -> any ReceiptControllable {
        ReceiptView(router: ReceiptRouter(), parameter: parameter)
    }
}
