import RVB

/// Receipt's view: the module's contract, which owns its node. Adopt your UI here (a SwiftUI view's
/// model or a `UIViewController` on iOS, a `TerminalView` with RIBsTerminal).
@MainActor
final class ReceiptView: ReceiptControllable, ViewControllable {
    let node = RIBNode(name: "Receipt")
    private let router: ReceiptRouter
    private let parameter: ReceiptParameter
    private let finishing = EventRelay<Void>()

    init(router: ReceiptRouter, parameter: ReceiptParameter) {
        self.router = router
        self.parameter = parameter
    }

    var finished: Events<Void> { finishing.events }

    /// The user is done with Receipt.
    func finish() {
        finishing.send(())
    }
}
