import RVB

/// ProductDetail's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class ProductDetailView: ProductDetailControllable {
    let node: RIBNode
    private let router: ProductDetailRouter
    private let dependency: ProductDetailDependency
    private let parameter: ProductDetailParameter
    private let finishedRelay = EventRelay<Void>()

    init(
        node: RIBNode,
        router: ProductDetailRouter,
        dependency: ProductDetailDependency,
        parameter: ProductDetailParameter
    ) {
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
    }

    var finished: Events<Void> { finishedRelay.events }

    /// The user is done with ProductDetail.
    func finish() {
        finishedRelay.send(())
    }
}
