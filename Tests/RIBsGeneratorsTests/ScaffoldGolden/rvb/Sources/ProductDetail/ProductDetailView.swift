import RVB

/// ProductDetail's view: the module's contract, which owns its node. Adopt your UI here (a SwiftUI view's
/// model or a `UIViewController` on iOS, a `TerminalView` with RIBsTerminal).
@MainActor
final class ProductDetailView: ProductDetailControllable, ViewControllable {
    let node = RIBNode(name: "ProductDetail")
    private let router: ProductDetailRouter
    private let parameter: ProductDetailParameter
    private let finishing = EventRelay<Void>()

    init(router: ProductDetailRouter, parameter: ProductDetailParameter) {
        self.router = router
        self.parameter = parameter
    }

    var finished: Events<Void> { finishing.events }

    /// The user is done with ProductDetail.
    func finish() {
        finishing.send(())
    }
}
